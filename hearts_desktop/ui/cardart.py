"""Card faces from the SVGs in ``assets/cards``, rendered into cached pixmaps at any size."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from ..engine import Card
from ..resources import asset

ASPECT = 336 / 240  # height / width of the art's viewBox

#: Colour tokens of the art and their four-colour replacements (clubs green, diamonds blue).
BLACK, RED = "#111112", "#c8102f"
FOUR_COLOURS = {BLACK: "#1b7a2f", RED: "#1d4fb8"}

#: Pixmaps kept; resizing the window makes new sizes, so the oldest ones are dropped.
CACHE_SIZE = 240


class CardArt:
    """Renders faces and the back; pixmaps are cached per code, size and pixel ratio."""

    def __init__(self, four_colour: bool = False) -> None:
        self._four_colour = four_colour
        self._renderers: dict[str, QSvgRenderer] = {}
        self._pixmaps: dict[tuple[str, int, float], QPixmap] = {}

    @property
    def four_colour(self) -> bool:
        return self._four_colour

    def set_four_colour(self, on: bool) -> None:
        if on != self._four_colour:
            self._four_colour = on
            self._renderers.clear()
            self._pixmaps.clear()

    def _renderer(self, code: str) -> QSvgRenderer:
        renderer = self._renderers.get(code)
        if renderer is None:
            text = asset("cards", f"{code}.svg").read_text(encoding="utf-8")
            if self._four_colour:
                for old, new in FOUR_COLOURS.items():
                    text = text.replace(old, new)
            renderer = QSvgRenderer(QByteArray(text.encode("utf-8")))
            self._renderers[code] = renderer
        return renderer

    def pixmap(self, card: Card | None, width: int, ratio: float = 1.0) -> QPixmap:
        """The face of ``card`` (None: the back), ``width`` logical pixels wide."""
        code = "back" if card is None else card.code
        width = max(8, int(width))
        key = (code, width, ratio)
        pixmap = self._pixmaps.get(key)
        if pixmap is None:
            w, h = round(width * ratio), round(width * ASPECT * ratio)
            pixmap = QPixmap(w, h)
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            self._renderer(code).render(painter, QRectF(0, 0, w, h))
            painter.end()
            pixmap.setDevicePixelRatio(ratio)
            if len(self._pixmaps) >= CACHE_SIZE:
                del self._pixmaps[next(iter(self._pixmaps))]
            self._pixmaps[key] = pixmap
        return pixmap
