"""The player's own cards: the fan, their states, and the keyboard cursor."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from ..engine import Card
from .card_item import CardItem
from .layout import TableLayout

CURSOR = QColor("#ffffff")


@dataclass(frozen=True)
class FanState:
    """What the fan shows for one refresh (masks of the player's cards)."""

    cards: tuple[Card, ...]
    legal: int
    can_play: bool
    passing: bool
    selected: frozenset[Card]  # chosen to pass (or passed)
    received: int
    hinted: frozenset[Card]
    focused: bool  # the table has keyboard focus


def _ring_pen(card_w: float) -> float:
    return max(2.5, card_w * 0.035)


def ring_reach(card_w: float) -> float:
    """How far the cursor's ring, its shadow and smoothing included, reaches past its card."""
    return card_w * 0.08 + _ring_pen(card_w) * 2


def ring_top(lay: TableLayout) -> float:
    """The highest the cursor's ring reaches round a lifted card in the middle of the fan."""
    return lay.hand_y - lay.card_h / 2 - lay.lift - ring_reach(lay.card_w)


class CursorRing(QGraphicsItem):
    """A rounded ring around the card under the keyboard cursor, drawn above its neighbours."""

    def __init__(self) -> None:
        super().__init__()
        self._size = (10.0, 10.0)
        self.setZValue(900)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def set_size(self, width: float, height: float) -> None:
        if (width, height) != self._size:
            self.prepareGeometryChange()
            self._size = (width, height)

    def _pen_width(self) -> float:
        return _ring_pen(self._size[0])

    def boundingRect(self) -> QRectF:
        w, h = self._size
        m = ring_reach(w)
        return QRectF(-w / 2 - m, -h / 2 - m, w + 2 * m, h + 2 * m)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        w, h = self._size
        pen_w = self._pen_width()
        m = w * 0.08 + pen_w / 2  # outside the card's glow
        rect = QRectF(-w / 2 - m, -h / 2 - m, w + 2 * m, h + 2 * m)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(0, 0, 0, 140), pen_w + 2))
        painter.drawRoundedRect(rect, w * 0.12, w * 0.12)
        painter.setPen(QPen(CURSOR, pen_w))
        painter.drawRoundedRect(rect, w * 0.12, w * 0.12)


class HandFan:
    """Places the player's cards and keeps the keyboard cursor on a card, not a slot."""

    def __init__(self, scene) -> None:
        self.ring = CursorRing()
        self.ring.setVisible(False)
        scene.addItem(self.ring)
        self._cursor: Card | None = None
        self._cursor_index = 0
        self._cards: tuple[Card, ...] = ()

    @property
    def cursor_card(self) -> Card | None:
        """The card under the keyboard cursor (None when it waits or there is none)."""
        return self._cursor if self._cursor in self._cards else None

    def reset(self) -> None:
        """Forget the cursor (a new hand or game)."""
        self._cursor = None
        self._cursor_index = 0

    def set_cursor(self, card: Card | None) -> None:
        """Put the cursor on ``card``."""
        self._cursor = card
        if card in self._cards:
            self._cursor_index = self._cards.index(card)

    def move_cursor(self, key: str, cards: tuple[Card, ...]) -> None:
        """Move by "left", "right", "home" or "end" along ``cards``."""
        self._cards = cards
        if not cards:
            return
        last = len(cards) - 1
        if key == "home":
            index = 0
        elif key == "end":
            index = last
        elif self._cursor in cards:
            step = -1 if key == "left" else 1
            index = min(last, max(0, cards.index(self._cursor) + step))
        elif self._cursor is not None:  # its card was played: start from the slot it left
            index = min(self._cursor_index, last)
        else:
            index = 0 if key == "right" else last
        self.set_cursor(cards[index])

    def _follow(self, cards: tuple[Card, ...], legal: int) -> None:
        """After the cursor's card left the hand, go to the nearest remaining legal card.

        Which cards are legal is known only on the player's next turn; until then the cursor
        waits (hidden) on the slot its card left.
        """
        if self._cursor is None or self._cursor in cards or not cards or not legal:
            return
        candidates = [i for i, c in enumerate(cards) if legal & c.mask]
        index = min(candidates, key=lambda i: (abs(i - self._cursor_index), i))
        self._cursor = cards[index]
        self._cursor_index = index

    def place(self, items: dict[Card, CardItem], state: FanState, lay: TableLayout,
              duration: int, badges: dict[Card, str]) -> None:
        """Put the player's cards in the fan with their state."""
        self._follow(state.cards, state.legal)
        self._cards = state.cards
        cursor = self.cursor_card if state.focused else None
        ring_at = None
        for i, (card, (x, y, rot)) in enumerate(zip(state.cards, lay.hand_positions(len(state.cards)))):
            item = items[card]
            legal = bool(state.legal & card.mask)
            lifted = card in state.selected or card in state.hinted
            if card == cursor and not state.passing:
                lifted = lifted or legal  # the cursor lifts only a card that may be played
            item.interactive = True
            item.legal = legal
            item.illegal = state.can_play and not legal
            item.received = bool(state.received & card.mask)
            item.hinted = card in state.hinted
            item.badge = badges.get(card, "")
            target = QPointF(x, y - (lay.lift if lifted else 0))
            if not item.dragging:
                item.move_to(target, rot, duration)
            if card == cursor:
                ring_at = (target, rot)
            item.refresh()
        if ring_at is None:
            self.ring.setVisible(False)
            return
        self.ring.set_size(lay.card_w, lay.card_h)
        self.ring.setPos(ring_at[0])
        self.ring.setRotation(ring_at[1])
        self.ring.setVisible(True)
