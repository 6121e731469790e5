"""Claiming the rest of a hand: when the outcome can no longer change, finish it at once.

Two proofs are accepted, both independent of how anybody plays from here:

- ``WINS_ALL``: one seat's cards must win every remaining trick. It wins the trick in progress
  whatever is still to come, and each of its cards is higher than every card of that suit in
  the other hands, so whatever it leads wins and it leads again.
- ``NO_POINTS_LEFT``: no card still in play scores, so the points taken so far are final (under
  ``all_tricks_void`` only once two seats have won tricks, since the trick count still matters).

The result is then computed by the engine itself: the rest is played out with legal cards on
a copy of the hand and scored as usual. Any other legal playout scores the same.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .cards import HEARTS_MASK, JACK_OF_DIAMONDS, QUEEN_OF_SPADES, SUIT_MASKS
from .events import PlayCard
from .hand import HandState, Phase
from .legality import trick_winner_index
from .rules import Moon, Rules
from .scoring import MoonChoice, score_hand


class ClaimKind(str, Enum):
    """Why the rest of a hand is certain."""

    WINS_ALL = "wins_all"
    NO_POINTS_LEFT = "no_points_left"


@dataclass(frozen=True)
class Claim:
    """A proven end of the hand: why, who claims, and the rest of the play that gets there."""

    kind: ClaimKind
    seat: int | None  # the seat that wins every remaining trick (None for NO_POINTS_LEFT)
    events: tuple[PlayCard, ...]  # one legal way to play the rest; every way scores the same
    outcome: tuple[tuple[int, ...], ...]  # the hand's points, per moon choice when one is due

    def points(self) -> tuple[int, ...]:
        """The hand's points (the first moon choice's when the shooter must still choose)."""
        return self.outcome[0]


def scoring_mask(rules: Rules) -> int:
    """The cards that score under these rules (J♦ only when it is worth something)."""
    mask = HEARTS_MASK | (1 << QUEEN_OF_SPADES)
    if rules.jack_of_diamonds:
        mask |= 1 << JACK_OF_DIAMONDS
    return mask


def hand_outcome(state: HandState) -> tuple[tuple[int, ...], ...]:
    """The points of a finished hand; one row per moon choice while the shooter must choose."""
    if state.phase is Phase.DONE:
        assert state.score is not None
        return (state.score.points,)
    if state.phase is not Phase.MOON_CHOICE:
        raise ValueError("the hand is not finished")
    return tuple(score_hand(state.rules, state.taken, state.tricks_won, choice).points
                 for choice in MoonChoice)


def find_claim(state: HandState) -> Claim | None:
    """The claim the engine can prove in this position, or None."""
    if state.phase is not Phase.PLAYING:
        return None
    seat = next((s for s in range(state.players) if wins_every_trick(state, s)), None)
    if seat is not None:
        kind = ClaimKind.WINS_ALL
    elif no_points_left(state):
        kind = ClaimKind.NO_POINTS_LEFT
    else:
        return None
    rest = state.copy()
    events = []
    while rest.phase is Phase.PLAYING:
        event = PlayCard(rest.turn, rest.legal_cards(rest.turn)[0])
        rest.push(event)
        events.append(event)
    return Claim(kind, seat, tuple(events), hand_outcome(rest))


def no_points_left(state: HandState) -> bool:
    """Whether nothing still in play scores, so the points taken are final."""
    remaining = sum(state.hands)
    for card in state.trick:
        remaining |= 1 << card
    if remaining & scoring_mask(state.rules):
        return False
    if state.rules.moon is Moon.ALL_TRICKS_VOID:
        return sum(1 for won in state.tricks_won if won) >= 2
    return True


def wins_every_trick(state: HandState, seat: int) -> bool:
    """Whether ``seat`` must win every remaining trick, however anybody plays."""
    n = state.players
    mine = state.hands[seat]
    others = 0
    for other in range(n):
        if other != seat:
            others |= state.hands[other]
    for suit_mask in SUIT_MASKS:
        own, theirs = mine & suit_mask, others & suit_mask
        if own and theirs and (own & -own).bit_length() < theirs.bit_length():
            return False  # its lowest card of the suit could be beaten
    trick = state.trick
    if not trick:
        return bool(mine) and state.turn == seat
    led = SUIT_MASKS[trick[0] // 13]
    best = trick[trick_winner_index(trick)]
    played = (seat - state.leader) % n < len(trick)
    if played:
        if (state.leader + trick_winner_index(trick)) % n != seat:
            return False
        to_come = 0
        for k in range(len(trick), n):
            to_come |= state.hands[(state.leader + k) % n]
        return (to_come & led).bit_length() <= best  # nobody still to play can beat it
    following = mine & led
    return bool(following) and (following & -following).bit_length() > best + 1
