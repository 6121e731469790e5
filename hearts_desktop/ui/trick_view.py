"""The trick in the middle: each card in front of its player, the leader and the winner marked;
and the trick before it, in words on the player's row."""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from ..engine import Card, Suit, Trick
from .card_item import CardItem
from .cardart import BLACK, FOUR_COLOURS, RED
from .hand_fan import ring_top
from .layout import TableLayout

GOLD = QColor("#f2c230")
PAPER = QColor("#fdf6e3")  # as the point-card chips under the plates
INK = QColor(BLACK)


def suit_colours(four_colour: bool) -> dict[int, QColor]:
    """The colour of each suit's cards in text, as the card art paints them."""
    def paint(token: str) -> QColor:
        return QColor(FOUR_COLOURS[token] if four_colour else token)
    return {Suit.CLUBS: paint(BLACK), Suit.DIAMONDS: paint(RED), Suit.SPADES: INK,
            Suit.HEARTS: QColor(RED)}
LEAD_CHIP_WIDTH = 1.6  # the widest a chip may be, in trick cards' widths
WINNER_CHIP_WIDTH = 3.0


class Chip(QGraphicsItem):
    """A small rounded label on the felt ("leads", "Bjørn takes it"), centred on its position."""

    def __init__(self, fill: QColor, ink: QColor) -> None:
        super().__init__()
        self.text = ""
        self._fill, self._ink = fill, ink
        self._height = 18.0
        self._width = 40.0
        self.setZValue(400)
        self.setVisible(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def _font(self) -> QFont:
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(10, round(self._height * 0.62)))
        return font

    def set_text(self, text: str, height: float, max_width: float) -> None:
        """Show ``text`` at this height, elided to ``max_width``."""
        self.prepareGeometryChange()
        self._height = height
        metrics = QFontMetricsF(self._font())
        self.text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, max_width - height * 0.6)
        self._width = metrics.horizontalAdvance(self.text) + height * 0.8
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-self._width / 2, -self._height / 2, self._width, self._height)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        rect = self.boundingRect().adjusted(0.5, 0.5, -0.5, -0.5)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(0, 0, 0, 120), 1))
        painter.setBrush(self._fill)
        painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        painter.setFont(self._font())
        painter.setPen(self._ink)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)


class LastTrickLabel(QGraphicsObject):
    """"Last trick · Astrid: 3♠ 8♠ 7♠ 4♠" in a pill on the felt, each card in its suit's colour.

    Its left edge is its position. It keeps the first caption whose line fits the width it is
    given, else the last one elided, else none; when not even the cards fit, it hides. A
    click asks for the trick drawn larger (``clicked``).
    """

    clicked = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.text = ""  # the caption shown, then the cards (for tests and screen readers)
        self._caption = ""
        self._cards: tuple[Card, ...] = ()
        self._colours: dict[int, QColor] = {}
        self._height = 18.0
        self._width = 40.0
        self.setZValue(400)
        self.setVisible(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def mousePressEvent(self, event) -> None:
        event.accept()  # the release comes here too

    def mouseReleaseEvent(self, event) -> None:
        if self.boundingRect().contains(event.pos()):
            self.clicked.emit()

    def _font(self) -> QFont:
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(10, round(self._height * 0.62)))
        return font

    def show_trick(self, captions: Sequence[str], cards: Sequence[Card], height: float,
                   max_width: float, suit_colours: dict[int, QColor]) -> bool:
        """Show ``cards`` after the longest of ``captions`` that fits in ``max_width``, or after
        none; when not even the cards fit, show nothing and return False."""
        self.prepareGeometryChange()
        self._height = height
        self._cards = tuple(cards)
        self._colours = suit_colours
        metrics = QFontMetricsF(self._font())
        pad = height * 0.45
        cards_text = " ".join(str(c) for c in self._cards)
        room = max_width - 2 * pad - metrics.horizontalAdvance(cards_text)
        if room < 0:
            self.setVisible(False)
            return False
        room -= metrics.horizontalAdvance(" ")
        caption = next((c for c in captions if metrics.horizontalAdvance(c + ":") <= room), None)
        if caption is None:
            caption = metrics.elidedText(captions[-1], Qt.TextElideMode.ElideRight,
                                         max(0.0, room - metrics.horizontalAdvance(":")))
        self._caption = caption + ":" if caption.strip("…") else ""
        self.text = f"{self._caption} {cards_text}" if self._caption else cards_text
        self._width = metrics.horizontalAdvance(self.text) + 2 * pad
        self.setVisible(True)
        self.update()
        return True

    def boundingRect(self) -> QRectF:
        return QRectF(0, -self._height / 2, self._width, self._height)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        rect = self.boundingRect().adjusted(0.5, 0.5, -0.5, -0.5)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(0, 0, 0, 120), 1))
        painter.setBrush(PAPER)
        painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        font = self._font()
        painter.setFont(font)
        metrics = QFontMetricsF(font)
        x = self._height * 0.45
        line = QRectF(x, rect.top(), self._width, rect.height())
        painter.setPen(INK)
        painter.drawText(line, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, self._caption)
        x += metrics.horizontalAdvance(self._caption)
        for i, card in enumerate(self._cards):
            word = (" " if self._caption or i else "") + str(card)
            painter.setPen(self._colours.get(int(card.suit), INK))
            painter.drawText(QRectF(x, rect.top(), self._width, rect.height()),
                             Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, word)
            x += metrics.horizontalAdvance(word)


class TrickView:
    """Places the trick's cards and its two markers: who led, and who takes it."""

    def __init__(self, scene) -> None:
        self.lead_chip = Chip(QColor(0, 0, 0, 170), QColor("#ffffff"))
        self.winner_chip = Chip(GOLD, QColor("#222222"))
        self.last = LastTrickLabel()
        scene.addItem(self.lead_chip)
        scene.addItem(self.winner_chip)
        scene.addItem(self.last)
        self.winner_card: Card | None = None

    def place(self, items: dict[Card, CardItem], plays: tuple[tuple[int, Card], ...],
              winner: int | None, lay: TableLayout, duration: int, badges: dict[Card, str],
              lead_text: str, winner_text: str) -> None:
        """Put the trick's cards in front of their seats; ``winner`` is set once it is complete."""
        self.winner_card = None
        for order, (seat, card) in enumerate(plays):
            item = items[card]
            x, y, rot = lay.trick_position(seat)
            item.setZValue(200 + order)
            item.badge = badges.get(card, "")
            item.winner = winner is not None and seat == winner
            if item.winner:
                self.winner_card = card
                item.setZValue(260)
            item.move_to(QPointF(x, y), rot, duration)
            item.refresh()
        chip_h = max(14.0, lay.trick_w * 0.2)
        lead = plays[0][0] if plays and winner is None else None
        self._place_chip(self.lead_chip, lead, lead_text, chip_h, LEAD_CHIP_WIDTH, lay)
        self._place_chip(self.winner_chip, winner if plays else None, winner_text, chip_h * 1.1,
                         WINNER_CHIP_WIDTH, lay)

    def area(self, plays: tuple[tuple[int, Card], ...], lay: TableLayout) -> list[QRectF]:
        """Where the trick of ``plays`` lies once its cards have landed: the cards and their chips."""
        rects = lay.trick_rects()
        out = [QRectF(*rects[seat]) for seat, _card in plays]
        return out + [chip.sceneBoundingRect() for chip in (self.lead_chip, self.winner_chip)
                      if chip.isVisible()]

    def place_last(self, trick: Trick | None, players: int, captions: Sequence[str],
                   lay: TableLayout, right: float, four_colour: bool) -> None:
        """Show ``trick`` (None: nothing) in words from the player's plate to ``right``.

        It sits on the player's row but, like the prompt, clear of the cursor's ring round a
        lifted card, and of the raised corners of the fan's turned cards (4 % of a card at most).
        """
        label = self.last
        gap = lay.plate_h * 0.3
        left = lay.seats[0].plate_x + lay.plate_w / 2 + gap
        if trick is None or right - gap - left < lay.plate_h * 2:
            label.setVisible(False)
            return
        label.show_trick(captions, [card for _seat, card in trick.plays(players)],
                         max(16.0, lay.chip_h * 1.15), right - gap - left, suit_colours(four_colour))
        clear = ring_top(lay) - lay.card_w * 0.04
        label.setPos(left, min(lay.seats[0].plate_y, clear - label.boundingRect().height() / 2))

    @staticmethod
    def collect(items: dict[Card, CardItem], placed: set[Card], winners: dict[Card, int],
                lay: TableLayout, duration: int) -> None:
        """Send the cards of taken tricks to their takers' hands; nothing else unplaced stays.

        ``placed`` are the cards the table has shown somewhere, ``winners`` the taker of every
        card of a finished trick. A card in flight hides when it lands (``collecting``).
        """
        for card, item in items.items():
            if card in placed:
                continue
            item.interactive = False
            item.dragging = False
            item.winner = False
            if item.isVisible() and card in winners and duration > 0:
                seat = lay.seats[winners[card]]
                item.setZValue(150)
                item.collecting = True
                item.move_to(QPointF(seat.hand_x, seat.hand_y), 0, duration,
                             lay.small_w / max(1.0, item.width))
            elif not item.collecting or duration == 0:
                item.stop()
                item.collecting = False
                item.setVisible(False)

    @staticmethod
    def _place_chip(chip: Chip, seat: int | None, text: str, height: float, widest: float,
                    lay: TableLayout) -> None:
        """Hang ``chip`` on the bottom edge of ``seat``'s card (hide it for None).

        It is centred on the card, clear of the corner index, and may be wider than the card
        ("Cecilie tager stikket" must read whole on a small table); it then spreads away from
        the middle of the trick, over the felt rather than over the other cards.
        """
        if seat is None:
            chip.setVisible(False)
            return
        x, y, _ = lay.trick_position(seat)
        chip.set_text(text, height, lay.trick_w * widest)
        spill = max(0.0, chip.boundingRect().width() - lay.trick_w) / 2
        if x < lay.centre_x - 1:
            x -= spill
        elif x > lay.centre_x + 1:
            x += spill
        chip.setPos(x, y + lay.trick_w * 0.7 - height * 0.15)
        chip.setVisible(True)
