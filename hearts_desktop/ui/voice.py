"""What the table says in words: one message at a time in the bubble by the player's hand, and
every message also for screen readers and the status bar.

A message lasts while the game's moment it speaks of lasts (``moment``): a refused card's
reason goes with the next move, "Hearts are broken!" with the trick.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QObject, QRectF, Signal

from ..app.names import card_name, reason_text, refusal_text
from ..engine import Card
from .advice_texts import advice_text
from .bubble import MessageBubble
from .controller import HUMAN, GameController
from .layout import TableLayout


class TableVoice(QObject):
    """Speaks for the table; the table tells it where a card or the hearts indicator is."""

    spoken = Signal(str)  # every message, as said
    spoken_aside = Signal(str)  # said to screen readers and the status bar only, not the bubble
    expired = Signal()  # the bubble's message is gone because the game moved on

    def __init__(self, controller: GameController, scene,
                 anchor_x: Callable[[Card | str], float | None],
                 trick_area: Callable[[], list[QRectF]], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.bubble = MessageBubble()
        scene.addItem(self.bubble)
        self._anchor_x = anchor_x  # the x the bubble's tail points at, or None for the middle
        self._trick_area = trick_area  # where the trick's cards and chips lie: kept clear
        self._layout: TableLayout | None = None
        self._broken_seen: tuple | None = None  # (hand key, hearts broken) last seen

    @property
    def text(self) -> str:
        """The text in the bubble ("" when there is none)."""
        return self.bubble.text if self.bubble.isVisible() else ""

    def set_layout(self, lay: TableLayout) -> None:
        self._layout = lay
        self.place()

    def moment(self) -> tuple:
        """The game's moment: a message about one moment is gone when play moves on."""
        c = self.controller
        hand = c.match.hand
        # The computers' passes do not count: they change nothing the player sees.
        return (id(c.match), hand.hand_number, hand.phase, len(hand.tricks), len(hand.trick),
                hand.passes[HUMAN] is None, c.showing_trick is not None, c.table_hand is hand)

    def say(self, text: str, anchor: Card | str | None = None,
            until: Callable[[], object] | None = None) -> None:
        """Show ``text`` in the bubble until ``until()`` changes (default: the next move).

        ``anchor`` is the card the bubble points at, "hearts" for the hearts indicator, or
        None for the middle.
        """
        self.bubble.say(text, until or self.moment, anchor)
        self.place()
        self.spoken.emit(text)

    def expire(self) -> None:
        """Take the message away if the moment it spoke of has passed."""
        if self.bubble.expire():
            self.expired.emit()

    def forget(self) -> None:
        """Say nothing, and forget what was seen (a new game or an undo)."""
        self.bubble.clear()
        self._broken_seen = None

    def place(self) -> None:
        """Point the bubble at its anchor, above the player's plate and clear of the trick.

        On a low table that place is where the trick lies: the bubble then takes fewer, wider
        lines and, if it is still in the way, comes down over the plate's row, above the hand
        (unless it points at the hearts indicator, which is in that row).
        """
        lay = self._layout
        bubble = self.bubble
        if not bubble.isVisible() or lay is None:
            return
        anchor = bubble.anchor
        x = self._anchor_x(anchor) if anchor is not None else None
        tip_x = lay.centre_x if x is None else x
        tip_y = lay.seats[0].plate_y - lay.plate_h / 2 - 2
        trick = self._trick_area()
        in_way: list[QRectF] = []
        for width in (min(lay.width * 0.46, 460), lay.width * 0.8):
            bubble.wrap(max(13, round(lay.plate_h * 0.36)), width)
            bubble.place(tip_x, tip_y, 8, lay.width - 8)
            body = bubble.mapRectToScene(bubble.boundingRect())
            in_way = [rect for rect in trick if rect.intersects(body)]
            if not in_way:
                return
        if anchor == "hearts":
            return
        below_trick = max(rect.bottom() for rect in in_way) + 4 - bubble.boundingRect().top()
        above_hand = lay.hand_y - lay.card_h / 2 - lay.lift - 2
        bubble.place(tip_x, min(below_trick, above_hand), 8, lay.width - 8)

    # What the table has to say -----------------------------------------------------------

    def taker_text(self, seat: int) -> str:
        """Who takes the trick, as the table says it: the player is "you" whatever its name."""
        if seat == HUMAN:
            return self.tr("You take it")
        return self.tr("%1 takes it").replace("%1", self.controller.name(seat))

    def note_hearts_broken(self, hand, key) -> None:
        """Say "Hearts are broken!" once, in the trick where it happens."""
        state = (key, hand.hearts_broken)
        seen, self._broken_seen = self._broken_seen, state
        if seen is None or seen[0] != key or seen[1] or not hand.hearts_broken:
            return
        if hand is not self.controller.match.hand:
            return
        self.say(self.tr("Hearts are broken!"), "hearts",
                 until=lambda: (id(self.controller.match), hand.hand_number, len(hand.tricks),
                                self.controller.showing_trick is not None))

    def moon(self, hand) -> None:
        """Say who shot the moon (or took every trick), if anyone did."""
        score = hand.score
        if score is None or score.shooter is None:
            return
        who = self.controller.name(score.shooter)
        if score.voided:
            self.say(self.tr("%1 took every trick!").replace("%1", who))
        else:
            self.say(self.tr("%1 shot the moon!").replace("%1", who))

    def hint(self, cards, advice, anchor: Card | None) -> None:
        """Say the suggested cards and, when there is one, why."""
        names = ", ".join(card_name(Card(card)) for card in cards)
        text = self.tr("Tip: %1").replace("%1", names)
        why = advice_text(advice) if advice is not None else ""
        self.say(f"{text}\n{why}" if why else text, anchor)

    def name_card(self, card: Card, reason: str | None, chosen) -> None:
        """Name the card under the keyboard cursor (not in the bubble): why it may not be
        played (``reason``), or that it is among the ``chosen`` cards to pass."""
        if card in chosen:
            self.spoken_aside.emit(chosen.cursor_text(card))
        else:
            self.spoken_aside.emit(refusal_text(card, reason) if reason else card_name(card))

    def refused(self, card: Card | None, reason) -> None:
        """Say why the move was refused, pointing at the card."""
        if card is not None:
            hand = self.controller.match.hand
            text = reason_text(reason, hand.led_suit, hand.first_lead)
            self.say(refusal_text(card, text), card)
        else:
            self.say(reason_text(reason))
