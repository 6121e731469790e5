"""Passing on the felt: the cards the player picks, the arrow that shows where they go, and
where passed cards wait."""

from __future__ import annotations

import math

from PySide6.QtCore import QObject, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem

from ..app.names import card_name
from ..engine import CARDS, Card, HandState
from .layout import TableLayout

ARROW = QColor(242, 194, 48, 200)


class PassChoice(QObject):
    """The cards the player has picked to pass this hand, and what the table says about them."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._cards: set[Card] = set()

    @property
    def cards(self) -> frozenset[Card]:
        return frozenset(self._cards)

    def __contains__(self, card: Card) -> bool:
        return card in self._cards

    def __len__(self) -> int:
        return len(self._cards)

    def clear(self) -> None:
        self._cards.clear()

    def replace(self, cards) -> None:
        """Pick exactly ``cards`` (a suggestion the player can change)."""
        self._cards = set(cards)

    def toggle(self, card: Card, count: int) -> bool:
        """Pick ``card`` or put it back; False (nothing changes) if ``count`` are picked already."""
        if card in self._cards:
            self._cards.discard(card)
        elif len(self._cards) < count:
            self._cards.add(card)
        else:
            return False
        return True

    def text(self, count: int) -> str:
        """Where the choice of ``count`` cards stands: the cards picked and what is left to do."""
        chosen = sorted(self._cards)
        names = ", ".join(card_name(card) for card in chosen)
        missing = count - len(chosen)
        if not chosen:
            return self.tr("Choose %n card(s) to pass.", "", count)
        if missing:
            return self.tr("To pass: %1 · choose %n more", "", missing).replace("%1", names)
        return self.tr("To pass: %1 · press Pass").replace("%1", names)

    def full_text(self, count: int) -> str:
        """Why one more card is not taken."""
        return self.tr("You pass %n card(s); put one back first.", "", count)

    def cursor_text(self, card: Card) -> str:
        """The keyboard cursor on a picked card, for screen readers."""
        return self.tr("%1 (selected to pass)").replace("%1", card_name(card))


class PassArrow(QGraphicsItem):
    """A broad arrow from the middle of the felt towards the seat that receives the pass."""

    def __init__(self) -> None:
        super().__init__()
        self._length = 100.0
        self.setZValue(5)
        self.setVisible(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def point(self, lay: TableLayout, target: int) -> None:
        """Aim from the middle of the trick area towards ``target``'s seat."""
        seat = lay.seats[target]
        dx, dy = seat.hand_x - lay.centre_x, seat.hand_y - lay.centre_y
        self.prepareGeometryChange()
        self._length = max(40.0, min(math.hypot(dx, dy) * 0.45, lay.trick_w * 2.2))
        self.setPos(lay.centre_x, lay.centre_y)
        self.setRotation(math.degrees(math.atan2(dy, dx)))

    def boundingRect(self) -> QRectF:
        length = self._length
        return QRectF(-length / 2 - 2, -length * 0.3 - 2, length + 4, length * 0.6 + 4)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        length = self._length
        shaft = length * 0.1
        head = length * 0.28
        path = QPainterPath()
        path.moveTo(-length / 2, -shaft)
        path.lineTo(length / 2 - head, -shaft)
        path.lineTo(length / 2 - head, -head)
        path.lineTo(length / 2, 0)
        path.lineTo(length / 2 - head, head)
        path.lineTo(length / 2 - head, shaft)
        path.lineTo(-length / 2, shaft)
        path.closeSubpath()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(0, 0, 0, 110), 2))
        painter.setBrush(ARROW)
        painter.drawPath(path)


class PassFlight(QObject):
    """The moment after an exchange when every passed card waits in front of its receiver."""

    landed = Signal()  # the flight is over: the cards join their new hands

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._hand_number: int | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._done)

    @property
    def active(self) -> bool:
        """Whether passed cards are in the air."""
        return self._hand_number is not None

    def start(self, hand_number: int, msecs: int) -> None:
        """Hold the passed cards of hand ``hand_number`` in the air for ``msecs``."""
        self._hand_number = hand_number
        self._timer.start(msecs)

    def stop(self) -> None:
        """Drop the flight (undo, a new game or a new hand took its state away)."""
        self._timer.stop()
        self._hand_number = None

    def _done(self) -> None:
        if self._hand_number is not None:
            self._hand_number = None
            self.landed.emit()

    def cards(self, hand: HandState) -> set[Card]:
        """The cards in the air: everything passed in this hand (none once it has landed)."""
        if self._hand_number != hand.hand_number:
            return set()
        return {card for card in CARDS if any(mask & card.mask for mask in hand.received)}

    def places(self, hand: HandState, lay: TableLayout) -> list[tuple[Card, bool, tuple[float, float, float]]]:
        """(card, face up, (x, y, rotation)) of each card in the air; the player's own face up."""
        out = []
        for seat in range(hand.players):
            cards = [card for card in CARDS if (hand.passes[seat] or 0) & card.mask]
            for card, place in zip(cards, pile_positions(lay, hand.pass_target(seat), len(cards))):
                out.append((card, seat == 0, place))
        return out


def pile_positions(lay: TableLayout, seat: int, count: int) -> list[tuple[float, float, float]]:
    """Where cards passed to ``seat`` wait before they join its hand: in front of it, fanned."""
    x, y, _ = lay.trick_position(seat)
    # Sideways out towards the seat, so the piles stay apart (not up: the plates are there).
    x += (lay.seats[seat].hand_x - x) * 0.4
    step = lay.trick_w * 0.22
    left = x - step * (count - 1) / 2
    return [(left + i * step, y, (i - (count - 1) / 2) * 6.0) for i in range(count)]
