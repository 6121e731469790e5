"""The middle of the felt: the line that tells the player what to do, the hearts indicator
and the arrow that shows where a pass goes."""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF
from PySide6.QtGui import QColor, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem

from ..app.names import direction_name
from ..engine import HandState, Phase
from .controller import HUMAN, GameController
from .hand_fan import ring_top
from .layout import TableLayout
from .pass_view import PassArrow
from .plates import HeartsIndicator


def before_first_play(hand: HandState) -> bool:
    """Received cards stay marked until the player's first card of the hand."""
    return not hand.tricks and hand.hands[HUMAN].bit_count() == hand.dealt[HUMAN].bit_count()


class CentredText(QGraphicsSimpleTextItem):
    """A simple text item whose lines are centred on each other (Qt's own starts each line
    at the left)."""

    def paint(self, painter: QPainter, option, widget=None) -> None:
        lines = self.text().split("\n")
        if len(lines) == 1:
            super().paint(painter, option, widget)
            return
        metrics = QFontMetricsF(self.font())
        width = self.boundingRect().width()
        painter.setFont(self.font())
        painter.setPen(self.brush().color())
        for i, line in enumerate(lines):
            x = (width - metrics.horizontalAdvance(line)) / 2
            painter.drawText(QPointF(x, i * metrics.lineSpacing() + metrics.ascent()), line)


class TableCentre(QObject):
    """The prompt on the player's row ("Your turn", "Pass 3 cards left to Bjørn"), the hearts
    indicator opposite it and, while passing, the arrow towards the receiver."""

    def __init__(self, scene: QGraphicsScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.prompt = CentredText()
        self.prompt.setBrush(QColor("#ffffff"))
        self.prompt.setZValue(60)
        self.hearts = HeartsIndicator()
        self.arrow = PassArrow()
        for item in (self.prompt, self.hearts, self.arrow):
            scene.addItem(item)

    def show(self, controller: GameController, lay: TableLayout, passing_in_flight: bool) -> None:
        """Place and fill the three from the game state."""
        hand = controller.table_hand
        self.hearts.set_size(lay.plate_w, lay.plate_h * 0.7)
        self.hearts.setPos(lay.width - lay.plate_w / 2 - (lay.seats[0].plate_x - lay.plate_w / 2),
                           lay.seats[0].plate_y)
        self.hearts.set_state(hand.hearts_broken, self.tr("Hearts broken") if hand.hearts_broken
                              else self.tr("Hearts not broken"))
        self._fit_prompt(self.prompt_text(controller), lay)
        box = self.prompt.boundingRect()
        # On the player's row, but clear of the keyboard cursor's ring round a lifted card.
        y = min(lay.seats[0].plate_y - box.height() / 2, ring_top(lay) - box.height())
        self.prompt.setPos(lay.centre_x - box.width() / 2, y)
        self.prompt.setVisible(bool(self.prompt.text()))
        passing = hand is controller.match.hand and hand.pass_count and (
            hand.phase is Phase.PASSING or passing_in_flight)
        if passing:
            self.arrow.point(lay, hand.pass_target(HUMAN))
        self.arrow.setVisible(bool(passing))

    def _fit_prompt(self, text: str, lay: TableLayout) -> None:
        """Set the prompt between the player's plate and the hearts indicator: in a smaller
        font on a narrow table, and on two lines when one will not do."""
        room = lay.width - 2 * (lay.plate_w + lay.plate_h * 0.6)  # both plates sit at the edges
        font = self.prompt.font()
        font.setBold(True)
        largest = max(13, round(lay.plate_h * 0.42))
        tries = [(text, size) for size in range(largest, 10, -1)] + [(_two_lines(text), 11)]
        for candidate, size in tries:
            font.setPixelSize(size)
            metrics = QFontMetricsF(font)
            if all(metrics.horizontalAdvance(line) <= room for line in candidate.split("\n")):
                break
        self.prompt.setFont(font)
        self.prompt.setText(candidate)

    def prompt_text(self, controller: GameController) -> str:
        """What the player does now, or why there is nothing to do ("" when the others play)."""
        c = controller
        hand = c.table_hand
        if c.is_over:
            return self.tr("Game over")
        if hand is not c.match.hand:
            return self.tr("The hand is over")
        if hand.phase is Phase.PASSING:
            if hand.passes[HUMAN] is not None:
                return self.tr("Waiting for the others to pass…")
            target = c.name(hand.pass_target(HUMAN))
            return self.tr("Pass %n card(s) %1 to %2", "", hand.pass_count).replace(
                "%1", direction_name(hand.direction)).replace("%2", target)
        if c.can_play():
            if hand.received[HUMAN] and before_first_play(hand):
                return self.tr("Your turn · the cards you received are marked in blue")
            return self.tr("Your turn")
        if c.awaiting_moon_choice():
            return self.tr("You shot the moon!")
        return ""


def _two_lines(text: str) -> str:
    """``text`` broken at the space nearest its middle."""
    spaces = [i for i, ch in enumerate(text) if ch == " "]
    if not spaces:
        return text
    cut = min(spaces, key=lambda i: abs(i - len(text) / 2))
    return text[:cut] + "\n" + text[cut + 1:]
