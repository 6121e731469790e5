"""What one seat may know: the only thing the computer players are given.

A ``PlayerView`` is an immutable copy made from the hand; it holds no reference to the
engine's state, so a player cannot reach another seat's cards through it.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card, cards_of
from .hand import HandState, Phase, Trick
from .legality import Reason, illegal_reason, legal_mask
from .rules import PassDirection, Rules


@dataclass(frozen=True)
class PlayerView:
    """One seat's knowledge of the game at one moment."""

    seat: int
    rules: Rules
    hand_number: int
    phase: Phase
    hand_mask: int  # this seat's cards now
    pass_direction: PassDirection
    pass_count: int
    passed_mask: int | None  # the cards this seat passed (None before it passes / no pass)
    received_mask: int  # the cards it received (0 until the exchange)
    turn: int | None  # whose card it is, when cards are being played
    leader: int | None  # who leads the trick in progress (None while passing: it would tell who holds 2♣)
    trick: tuple[tuple[int, Card], ...]  # the trick in progress, (seat, card) in play order
    tricks: tuple[Trick, ...]  # finished tricks of this hand, face up in play order
    hearts_broken: bool
    played_mask: int  # every card played this hand
    first_lead: Card
    hand_sizes: tuple[int, ...]
    points: tuple[int, ...]  # points taken this hand, per seat (before any moon)
    totals: tuple[int, ...]  # running totals before this hand
    #: The finished tricks of each earlier hand of the game, face up as they were played: what
    #: every seat saw, and so how the others have played (``ai.habits``).
    earlier: tuple[tuple[Trick, ...], ...] = ()

    @classmethod
    def of(cls, state: HandState, seat: int, totals: tuple[int, ...] | None = None,
           earlier: tuple[tuple[Trick, ...], ...] = ()) -> "PlayerView":
        """The view of ``seat`` of this hand, after the ``earlier`` hands' tricks."""
        n = state.players
        return cls(
            seat=seat,
            rules=state.rules,
            hand_number=state.hand_number,
            phase=state.phase,
            hand_mask=state.hands[seat],
            pass_direction=state.direction,
            pass_count=state.pass_count,
            passed_mask=state.passes[seat],
            received_mask=state.received[seat],
            turn=state.turn if state.phase is Phase.PLAYING else None,
            leader=None if state.phase is Phase.PASSING else state.leader,
            trick=state.trick_plays(),
            tricks=tuple(state.tricks),
            hearts_broken=state.hearts_broken,
            played_mask=state.played,
            first_lead=state.first_lead,
            hand_sizes=tuple(h.bit_count() for h in state.hands),
            points=tuple(state.points(s) for s in range(n)),
            totals=tuple(totals) if totals is not None else (0,) * n,
            earlier=earlier,
        )

    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def hand(self) -> tuple[Card, ...]:
        return cards_of(self.hand_mask)

    @property
    def is_first_trick(self) -> bool:
        return not self.tricks

    @property
    def led_suit(self) -> int | None:
        return self.trick[0][1] // 13 if self.trick else None

    @property
    def pass_target(self) -> int:
        return (self.seat + self.pass_direction) % self.players

    @property
    def pass_source(self) -> int:
        return (self.seat - self.pass_direction) % self.players

    def legal_mask(self) -> int:
        """The cards this seat may play now (0 when it is not its turn)."""
        if self.turn != self.seat:
            return 0
        return legal_mask(self.rules, self.hand_mask, self.led_suit, self.is_first_trick,
                          self.hearts_broken, self.first_lead)

    def legal_cards(self) -> tuple[Card, ...]:
        return cards_of(self.legal_mask())

    def illegal_reason(self, card: int) -> Reason | None:
        """Why this seat may not play ``card`` now, or None if it may."""
        if not self.hand_mask & (1 << card):
            return Reason.NOT_IN_HAND
        if self.turn != self.seat:
            return Reason.NOT_YOUR_TURN
        return illegal_reason(self.rules, self.hand_mask, card, self.led_suit,
                              self.is_first_trick, self.hearts_broken, self.first_lead)
