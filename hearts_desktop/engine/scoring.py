"""Scoring a hand from the cards each player took, under every moon and value option."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Sequence

from .cards import ACE_OF_HEARTS, HEARTS_MASK, JACK_OF_DIAMONDS, POINT_CARDS_MASK, QUEEN_OF_SPADES
from .rules import Moon, Rules

_ACE_OF_HEARTS_MASK = 1 << ACE_OF_HEARTS
_QUEEN_MASK = 1 << QUEEN_OF_SPADES
_JACK_MASK = 1 << JACK_OF_DIAMONDS


class MoonChoice(str, Enum):
    """How a moon shot is scored; the shooter picks under ``Moon.SHOOTER_CHOOSES``."""

    ADD_TO_OTHERS = "add_to_others"
    SUBTRACT_FROM_SELF = "subtract_from_self"


@dataclass(frozen=True)
class HandScore:
    """The outcome of one hand: points per seat and how the moon went."""

    points: tuple[int, ...]
    shooter: int | None = None  # who took every heart and Q♠, if anybody
    moon_choice: MoonChoice | None = None  # how the shot was scored (None: scored normally)
    voided: bool = False  # all_tricks_void: one player took every trick

    @property
    def moon_shot(self) -> bool:
        return self.moon_choice is not None


def card_points(rules: Rules, cards: int) -> int:
    """The points of a set of cards under these rules, J♦ included."""
    points = (cards & HEARTS_MASK & ~_ACE_OF_HEARTS_MASK).bit_count() * rules.heart_value
    if cards & _ACE_OF_HEARTS_MASK:
        points += rules.ace_of_hearts_value
    if cards & _QUEEN_MASK:
        points += rules.queen_value
    if cards & _JACK_MASK:
        points += rules.jack_of_diamonds
    return points


def card_value(rules: Rules, card: int) -> int:
    """The points of one card (the badge shown on it)."""
    return card_points(rules, 1 << card)


def moon_shooter(taken: Sequence[int]) -> int | None:
    """The seat that took every heart and Q♠, if one did."""
    for seat, cards in enumerate(taken):
        if cards & POINT_CARDS_MASK == POINT_CARDS_MASK:
            return seat
    return None


def needs_moon_choice(rules: Rules, taken: Sequence[int]) -> bool:
    """Whether the shooter must choose how the moon is scored before the hand can end."""
    return rules.moon is Moon.SHOOTER_CHOOSES and moon_shooter(taken) is not None


def best_moon_choice(rules: Rules, totals: Sequence[int], shooter: int) -> MoonChoice:
    """The better moon scoring for the shooter, given the running totals before the hand.

    Both choices move the shooter the same distance from every other player, so the choice
    only matters when adding to the others ends the game: take it if the shooter then wins.
    """
    penalty = rules.penalty_total
    after_add = [t if seat == shooter else t + penalty for seat, t in enumerate(totals)]
    if rules.limit_reached(after_add):
        best_other = min(t for seat, t in enumerate(after_add) if seat != shooter)
        if after_add[shooter] <= best_other:
            return MoonChoice.ADD_TO_OTHERS
    return MoonChoice.SUBTRACT_FROM_SELF


def score_hand(
    rules: Rules,
    taken: Sequence[int],
    tricks_won: Sequence[int],
    choice: MoonChoice | None = None,
) -> HandScore:
    """Score a finished hand. ``choice`` is required when ``needs_moon_choice``."""
    players = len(taken)
    if rules.moon is Moon.ALL_TRICKS_VOID:
        total_tricks = sum(tricks_won)
        for seat in range(players):
            if tricks_won[seat] == total_tricks:
                return HandScore((0,) * players, shooter=seat, voided=True)
        return HandScore(tuple(card_points(rules, cards) for cards in taken))

    shooter = moon_shooter(taken)
    if shooter is None or rules.moon is Moon.NONE:
        return HandScore(tuple(card_points(rules, cards) for cards in taken), shooter=shooter)

    if rules.moon is Moon.SHOOTER_CHOOSES:
        if choice is None:
            raise ValueError("the moon shooter has not chosen how to score")
        # A plain string compares unequal by identity; convert (ValueError for an unknown one).
        mode = MoonChoice(choice)
    else:
        mode = MoonChoice(rules.moon.value)
    penalty = rules.penalty_total
    if mode is MoonChoice.ADD_TO_OTHERS:
        points = [0 if seat == shooter else penalty for seat in range(players)]
    else:
        points = [-penalty if seat == shooter else 0 for seat in range(players)]
    if rules.moon_keeps_jack:
        for seat, cards in enumerate(taken):
            if cards & _JACK_MASK:
                points[seat] += rules.jack_of_diamonds
    return HandScore(tuple(points), shooter=shooter, moon_choice=mode)
