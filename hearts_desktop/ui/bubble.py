"""A speech bubble on the felt by the player's hand: why a card is refused, a hint, a moon.

A message lasts while it is true: ``say`` takes a function naming the game's moment, and
``expire`` clears the bubble once that moment has passed.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem

INK = QColor("#1b1b1b")
PAPER = QColor("#fffbe6")
EDGE = QColor("#f2c230")


class MessageBubble(QGraphicsItem):
    """Wrapped text in a rounded bubble whose tail points down at ``setPos``'s point."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.anchor: object = None  # what the tail points at (the table decides where that is)
        self._until: Callable[[], object] | None = None
        self._moment: object = None
        self._font = QFont()
        self._box = QRectF()
        self._tail = 10.0
        self.setZValue(800)
        self.setVisible(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def say(self, text: str, until: Callable[[], object], anchor: object) -> None:
        """Show ``text`` until ``until()`` returns something other than it does now (``wrap``
        and ``place`` put it in shape)."""
        self._until = until
        self._moment = until()
        self.anchor = anchor
        self.text = text
        self.setVisible(bool(text))

    def wrap(self, pixel_size: int, max_width: float) -> None:
        """Wrap the text to ``max_width``; the tail's tip is the item's position."""
        self.prepareGeometryChange()
        self._font = QFont()
        self._font.setPixelSize(pixel_size)
        self._font.setBold(True)
        metrics = QFontMetricsF(self._font)
        pad = pixel_size * 0.7
        inner = metrics.boundingRect(QRectF(0, 0, max_width - 2 * pad, 1000),
                                     int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignCenter), self.text)
        w = inner.width() + 2 * pad + 6  # slack, so drawing wraps exactly as measured
        h = inner.height() + 2 * pad * 0.7
        self._tail = pixel_size * 0.8
        self._box = QRectF(-w / 2, -h - self._tail, w, h)
        self.update()

    def expire(self) -> bool:
        """Clear the message if its moment has passed; whether it did."""
        if self._until is None or self._until() == self._moment:
            return False
        self.clear()
        return True

    def clear(self) -> None:
        """Hide the bubble and forget its message."""
        self.text = ""
        self._until = None
        self.setVisible(False)

    def place(self, tip_x: float, tip_y: float, left: float, right: float) -> None:
        """Point the tail at (tip_x, tip_y), the body kept between ``left`` and ``right``."""
        self.setPos(tip_x, tip_y)
        width = self._box.width()
        body_left = min(max(tip_x - width / 2, left), right - width) - tip_x
        if abs(body_left - self._box.left()) > 0.01:
            self.prepareGeometryChange()
            self._box.moveLeft(body_left)

    @property
    def box(self) -> QRectF:
        """The bubble's body in item coordinates (above the tail)."""
        return QRectF(self._box)

    def boundingRect(self) -> QRectF:
        return self._box.adjusted(-2, -2, 2, self._tail + 2)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        box = self._box
        path = QPainterPath()
        radius = min(14.0, box.height() / 2)
        path.addRoundedRect(box, radius, radius)
        tail = QPainterPath()
        t = self._tail
        root = min(max(0.0, box.left() + radius + t), box.right() - radius - t)  # on the body
        tail.moveTo(root - t * 0.8, box.bottom() - 1)
        tail.lineTo(0, box.bottom() + t)
        tail.lineTo(root + t * 0.8, box.bottom() - 1)
        tail.closeSubpath()
        path = path.united(tail)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(0, 0, 0, 90), 4))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path.translated(QPointF(0, 2)))
        painter.setPen(QPen(EDGE, 2))
        painter.setBrush(PAPER)
        painter.drawPath(path)
        painter.setFont(self._font)
        painter.setPen(INK)
        pad = self._font.pixelSize() * 0.7
        painter.drawText(box.adjusted(pad, pad * 0.7 - 2, -pad, -pad * 0.7 + 2),
                         int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignCenter), self.text)
