"""A small felt showing one reviewed position: the trick so far, the hand, the cards played.

The player's choice is framed red and Svær's green; everything is drawn from the
``PlayerView`` of that moment, so the board shows exactly what the player could see.
"""

from __future__ import annotations

from typing import Callable, Sequence

from PySide6.QtCore import QEvent, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...app.names import direction_name
from ...engine import Card, Phase, PlayerView, Suit, cards_of
from ...engine.cards import SUIT_MASKS
from ..cardart import ASPECT, CardArt

FELT = QColor("#1c6b40")
CHOSEN = QColor("#ff4d5e")
SUGGESTED = QColor("#69f0ae")
TEXT = QColor("#ffffff")
MUTED = QColor("#cfe8d6")


class PositionBoard(QWidget):
    """Draws a view with two sets of cards marked: the player's choice and Svær's."""

    def __init__(self, art: CardArt, name: Callable[[int], str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("position_board")
        self.art = art
        self.name = name
        self.view: PlayerView | None = None
        self.chosen: tuple[Card, ...] = ()
        self.suggested: tuple[Card, ...] = ()
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(520, 400)

    def minimumSizeHint(self) -> QSize:
        return QSize(360, 320)

    def show_position(self, view: PlayerView | None, chosen: tuple[Card, ...] = (),
                      suggested: tuple[Card, ...] = ()) -> None:
        """Show this view with the player's cards and Svær's marked (None: an empty felt)."""
        self.view, self.chosen, self.suggested = view, tuple(chosen), tuple(suggested)
        self.setAccessibleDescription(self.describe())
        self.update()

    def describe(self) -> str:
        """The position in words, for screen readers."""
        if self.view is None:
            return ""
        trick = ", ".join(f"{self.name(s)} {c}" for s, c in self.view.trick)
        return self.tr("Trick so far: %1. Your hand: %2.").replace(
            "%1", trick or "—").replace("%2", " ".join(str(c) for c in self.view.hand))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.setAccessibleDescription(self.describe())
        super().changeEvent(event)

    # Painting ----------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), FELT)
        view = self.view
        if view is None:
            painter.setPen(MUTED)
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter,
                             self.tr("Choose an entry to see the position."))
            return
        margin = 12
        width = self.width() - 2 * margin
        card_w = max(34, min(84, int((self.height() - 200) / 2.9), int(width / 8)))
        card_h = int(card_w * ASPECT)
        y = margin
        y = self._caption(painter, margin, y, self._trick_caption(view))
        y = self._trick(painter, view, margin, y, card_w, card_h) + 10
        y = self._caption(painter, margin, y, self.tr("Your hand — red: your choice, green: Svær's"))
        y = self._hand(painter, view, margin, y + 12, width, card_w, card_h) + 10
        y = self._caption(painter, margin, y, self.tr("Cards already played"))
        self._played(painter, view, margin, y, width)

    def _caption(self, painter: QPainter, x: int, y: int, text: str) -> int:
        font = QFont(self.font())
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(TEXT)
        height = painter.fontMetrics().height()
        painter.drawText(QRectF(x, y, self.width() - 2 * x, height), Qt.AlignmentFlag.AlignLeft, text)
        painter.setFont(self.font())
        return y + height + 4

    def _trick_caption(self, view: PlayerView) -> str:
        if view.phase is Phase.PASSING:
            return self.tr("Passing %1").replace("%1", direction_name(view.pass_direction))
        if not view.trick:
            return self.tr("Trick %1 — you lead").replace("%1", str(len(view.tricks) + 1))
        return self.tr("Trick %1 so far").replace("%1", str(len(view.tricks) + 1))

    def _trick(self, painter: QPainter, view: PlayerView, x: int, y: int, w: int, h: int) -> int:
        line = painter.fontMetrics().height()
        if not view.trick:
            return y + line
        ratio = self.devicePixelRatioF()
        for seat, card in view.trick:
            painter.drawPixmap(x, y, self.art.pixmap(card, w, ratio))
            painter.setPen(MUTED)
            painter.drawText(QRectF(x - 8, y + h + 2, w + 16, line),
                             Qt.AlignmentFlag.AlignHCenter, self.name(seat))
            x += w + 18
        return y + h + line + 2

    def _hand(self, painter: QPainter, view: PlayerView, x: int, y: int, width: int,
              w: int, h: int) -> int:
        if not view.hand:
            return y
        ratio = self.devicePixelRatioF()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for card, rect, colours in hand_layout(view.hand, self.chosen, self.suggested, x, y,
                                               width, w, h):
            painter.drawPixmap(int(rect.x()), int(rect.y()), self.art.pixmap(card, w, ratio))
            for inset, colour in enumerate(colours):  # both: red outside, green inside
                painter.setPen(QPen(colour, 3))
                d = 1 + 3 * inset
                painter.drawRoundedRect(rect.adjusted(d, d, -d, -d), 5, 5)
        return y + h

    def _played(self, painter: QPainter, view: PlayerView, x: int, y: int, width: int) -> None:
        line = painter.fontMetrics().height()
        on_table = 0
        for _seat, card in view.trick:
            on_table |= 1 << card
        for suit in Suit:
            cards = cards_of(view.played_mask & ~on_table & SUIT_MASKS[suit])
            text = " ".join(c.rank.label for c in cards) or "—"
            painter.setPen(QColor("#ff8a80") if suit in (Suit.DIAMONDS, Suit.HEARTS) else TEXT)
            painter.drawText(QRectF(x, y, 24, line), Qt.AlignmentFlag.AlignLeft, suit.symbol)
            painter.setPen(MUTED)
            painter.drawText(QRectF(x + 24, y, width - 24, line), Qt.AlignmentFlag.AlignLeft, text)
            y += line + 2


#: How far a marked card stands up out of the hand.
LIFT = 10


def hand_layout(cards: Sequence[Card], chosen: Sequence[Card], suggested: Sequence[Card],
                x: float, y: float, width: float, w: float, h: float
                ) -> list[tuple[Card, QRectF, list[QColor]]]:
    """Each card of the hand with its place and frame colours, in painting order.

    Left to right, as in the hand on the table: a marked card is lifted, not put on top, so
    the card after it still shows its index; its frame shows on three sides and the lift.
    """
    step = min(w * 0.72, (width - w) / max(1, len(cards) - 1))
    out = []
    for i, card in enumerate(cards):
        colours = [c for c, marked in ((CHOSEN, chosen), (SUGGESTED, suggested))
                   if card in marked]
        top = y - LIFT if colours else y
        out.append((card, QRectF(x + i * step, top, w, h), colours))
    return out
