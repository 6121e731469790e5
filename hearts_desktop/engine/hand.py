"""One hand as a state machine: deal → pass → tricks → (moon choice) → score.

Events are applied with ``push`` and taken back exactly with ``pop``, like python-chess's
move stack. Inside, hands and taken cards are bitmasks; outside, ``Card`` objects.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Iterable, Sequence

from .cards import CARDS, Card, cards_of, lowest_club, to_mask
from .deals import check_deal
from .events import ChooseMoon, Event, PassCards, PlayCard, checked_event
from .legality import Reason, breaks_hearts, illegal_reason, legal_mask, trick_winner_index
from .rules import PassDirection, Rules
from .scoring import HandScore, MoonChoice, card_points, moon_shooter, needs_moon_choice, score_hand


class Phase(str, Enum):
    PASSING = "passing"
    PLAYING = "playing"
    MOON_CHOICE = "moon_choice"
    DONE = "done"


class IllegalMove(ValueError):
    """An event the rules do not allow now. ``reason`` says why, for translations."""

    def __init__(self, reason: Reason | str, message: str) -> None:
        super().__init__(message)
        self.reason = reason


@dataclass(frozen=True)
class Trick:
    """A finished trick: who led, the cards in play order, who won it."""

    leader: int
    cards: tuple[Card, ...]
    winner: int

    def plays(self, players: int) -> tuple[tuple[int, Card], ...]:
        """(seat, card) pairs in play order."""
        return tuple(((self.leader + i) % players, card) for i, card in enumerate(self.cards))


class HandState:
    """The state of one hand. Mutable; ``push``/``pop`` apply and take back events."""

    def __init__(self, rules: Rules, dealt: Sequence[int | Iterable[int]], hand_number: int = 0):
        self.rules = rules
        self.players = n = rules.players
        self.hand_number = hand_number
        self.direction = rules.pass_direction(hand_number)
        self.pass_count = rules.pass_count if self.direction is not PassDirection.KEEP else 0
        self.first_lead: Card = lowest_club(n)
        self.dealt = tuple(d if isinstance(d, int) else to_mask(d) for d in dealt)
        check_deal(rules.players, self.dealt)

        self.hands = list(self.dealt)
        self.passes: list[int | None] = [None] * n
        self.received = [0] * n
        self.phase = Phase.PASSING if self.pass_count else Phase.PLAYING
        self.leader = self.turn = self._holder(self.first_lead)
        self.trick: list[int] = []
        self.tricks: list[Trick] = []
        self.taken = [0] * n
        self.tricks_won = [0] * n
        self.hearts_broken = False
        self.played = 0
        self.score: HandScore | None = None
        self.events: list[Event] = []
        self._undo: list[tuple] = []

    # Questions ---------------------------------------------------------------------------

    @property
    def is_first_trick(self) -> bool:
        return not self.tricks

    @property
    def led_suit(self) -> int | None:
        return self.trick[0] // 13 if self.trick else None

    def to_act(self) -> tuple[int, ...]:
        """The seats whose decision the hand is waiting for."""
        if self.phase is Phase.PASSING:
            return tuple(s for s in range(self.players) if self.passes[s] is None)
        if self.phase is Phase.PLAYING:
            return (self.turn,)
        if self.phase is Phase.MOON_CHOICE:
            return (moon_shooter(self.taken),)
        return ()

    def pass_target(self, seat: int) -> int:
        """The seat that receives this seat's pass."""
        return (seat + self.direction) % self.players

    def legal_mask(self, seat: int) -> int:
        """The cards this seat may play now (0 when it is not its turn)."""
        if self.phase is not Phase.PLAYING or seat != self.turn:
            return 0
        return legal_mask(
            self.rules, self.hands[seat], self.led_suit, not self.tricks,
            self.hearts_broken, self.first_lead,
        )

    def legal_cards(self, seat: int) -> tuple[Card, ...]:
        return cards_of(self.legal_mask(seat))

    def illegal_reason(self, seat: int, card: int) -> Reason | None:
        """Why this seat may not play this card now, or None if it may."""
        if not self.hands[seat] & (1 << card):
            return Reason.NOT_IN_HAND
        if self.phase is not Phase.PLAYING or seat != self.turn:
            return Reason.NOT_YOUR_TURN
        return illegal_reason(
            self.rules, self.hands[seat], card, self.led_suit, not self.tricks,
            self.hearts_broken, self.first_lead,
        )

    def hand(self, seat: int) -> tuple[Card, ...]:
        return cards_of(self.hands[seat])

    def points(self, seat: int) -> int:
        """Points this seat has taken so far this hand (before any moon)."""
        return card_points(self.rules, self.taken[seat])

    def trick_plays(self) -> tuple[tuple[int, Card], ...]:
        """(seat, card) of the trick in progress, in play order."""
        return tuple(((self.leader + i) % self.players, CARDS[c]) for i, c in enumerate(self.trick))

    # Events ------------------------------------------------------------------------------

    def pass_cards(self, seat: int, cards: Iterable[int]) -> None:
        self.push(PassCards.of(seat, cards))

    def play(self, seat: int, card: int) -> None:
        self.push(PlayCard(seat, Card(card)))

    def choose_moon(self, seat: int, choice: MoonChoice) -> None:
        self.push(ChooseMoon(seat, MoonChoice(choice)))

    def push(self, event: Event) -> None:
        """Validate and apply an event; when it is refused, nothing has changed.

        Raises ``IllegalMove`` when the rules do not allow it now (or there is no such seat),
        ``TypeError`` when it is not an event or a field has the wrong type, and ``ValueError``
        for a field no game has (see ``checked_event``).
        """
        event = checked_event(event)
        if not 0 <= event.seat < self.players:
            raise IllegalMove("no_such_seat", f"there is no seat {event.seat}")
        # Everything is checked before the undo snapshot is taken, so a refusal leaves no trace.
        if isinstance(event, PlayCard):
            self._check_play(event)
            mask = score = None
        elif isinstance(event, PassCards):
            mask = self._check_pass(event)
        else:
            if self.phase is not Phase.MOON_CHOICE or event.seat not in self.to_act():
                raise IllegalMove("no_moon_choice", "nobody is choosing how a moon scores now")
            score = score_hand(self.rules, self.taken, self.tricks_won, event.choice)
        snapshot = self._snapshot()
        try:
            if isinstance(event, PlayCard):
                self._apply_play(event.seat, event.card)
            elif isinstance(event, PassCards):
                self._apply_pass(event.seat, mask)
            else:
                self.score, self.phase = score, Phase.DONE
        except BaseException:  # a bug must not leave half an event behind
            self._restore(snapshot)
            raise
        self._undo.append(snapshot)
        self.events.append(event)

    def pop(self) -> Event:
        """Take back the last event exactly; raises IndexError when there is none."""
        if not self.events:
            raise IndexError("no event to take back")
        self._restore(self._undo.pop())
        return self.events.pop()

    def state_key(self) -> tuple:
        """Everything that defines the state, for exact comparisons in tests and saves."""
        return (self.rules, self.hand_number, self.dealt, tuple(self.tricks), tuple(self.events),
                *self._snapshot())

    def copy(self) -> "HandState":
        """An independent copy (history included)."""
        clone = object.__new__(HandState)
        clone.__dict__.update(self.__dict__)
        for name in ("hands", "passes", "received", "trick", "tricks", "taken", "tricks_won",
                     "events", "_undo"):
            setattr(clone, name, list(getattr(self, name)))
        return clone

    # Internals ---------------------------------------------------------------------------

    def _holder(self, card: int) -> int:
        bit = 1 << card
        return next(seat for seat, hand in enumerate(self.hands) if hand & bit)

    def _snapshot(self) -> tuple:
        return (tuple(self.hands), tuple(self.passes), tuple(self.received), self.phase,
                self.leader, self.turn, tuple(self.trick), len(self.tricks), tuple(self.taken),
                tuple(self.tricks_won), self.hearts_broken, self.played, self.score)

    def _restore(self, snapshot: tuple) -> None:
        (hands, passes, received, self.phase, self.leader, self.turn, trick, tricks,
         taken, tricks_won, self.hearts_broken, self.played, self.score) = snapshot
        self.hands, self.passes, self.received = list(hands), list(passes), list(received)
        self.trick, self.taken, self.tricks_won = list(trick), list(taken), list(tricks_won)
        del self.tricks[tricks:]

    def _check_play(self, event: PlayCard) -> None:
        if self.phase is not Phase.PLAYING:
            raise IllegalMove(Reason.NOT_YOUR_TURN, f"cards are not played now ({self.phase.value})")
        reason = self.illegal_reason(event.seat, event.card)
        if reason is not None:
            raise IllegalMove(reason, f"seat {event.seat} may not play {event.card}: {reason.value}")

    def _apply_play(self, seat: int, card: int) -> None:
        bit = 1 << card
        self.hands[seat] &= ~bit
        self.played |= bit
        self.trick.append(card)
        if not self.hearts_broken and breaks_hearts(self.rules, card):
            self.hearts_broken = True
        n = self.players
        if len(self.trick) < n:
            self.turn = (seat + 1) % n
            return
        cards = tuple(CARDS[c] for c in self.trick)
        winner = (self.leader + trick_winner_index(cards)) % n
        self.tricks.append(Trick(self.leader, cards, winner))
        self.taken[winner] |= to_mask(cards)
        self.tricks_won[winner] += 1
        self.trick = []
        self.leader = self.turn = winner
        if not self.hands[winner]:
            self._finish()

    def _finish(self) -> None:
        if needs_moon_choice(self.rules, self.taken):
            self.phase = Phase.MOON_CHOICE
        else:
            self.score = score_hand(self.rules, self.taken, self.tricks_won)
            self.phase = Phase.DONE

    def _check_pass(self, event: PassCards) -> int:
        if self.phase is not Phase.PASSING:
            raise IllegalMove("not_passing", "cards are not passed now")
        if self.passes[event.seat] is not None:
            raise IllegalMove("already_passed", f"seat {event.seat} has passed already")
        mask = to_mask(event.cards)
        if len(event.cards) != self.pass_count or mask.bit_count() != self.pass_count:
            raise IllegalMove("pass_count", f"pass exactly {self.pass_count} different cards")
        if mask & ~self.hands[event.seat]:
            raise IllegalMove(Reason.NOT_IN_HAND, "only cards in the hand can be passed")
        return mask

    def _apply_pass(self, seat: int, mask: int) -> None:
        self.passes[seat] = mask
        if any(p is None for p in self.passes):
            return
        for giver, cards in enumerate(self.passes):
            self.hands[giver] &= ~cards
        for giver, cards in enumerate(self.passes):
            target = self.pass_target(giver)
            self.hands[target] |= cards
            self.received[target] = cards
        self.phase = Phase.PLAYING
        self.leader = self.turn = self._holder(self.first_lead)

