"""Mellem: a sound rule-of-thumb player (see ``heuristics``); it never tries to shoot the moon."""

from __future__ import annotations

from ..engine import Card, MoonChoice, PlayerView, best_moon_choice, cards_of
from ..engine.cards import CARDS
from ..engine.legality import trick_winner_index
from .heuristics import NORMAL, STOP_AT, STOPPING, STOPPING_THREAT_WINS, pass_cards, play_card
from .simulate import moon_owner
from .tables import Tables, tables


def taken_by_seat(view: PlayerView) -> list[int]:
    """The cards each seat has taken in finished tricks of this hand."""
    taken = [0] * view.players
    for trick in view.tricks:
        for card in trick.cards:
            taken[trick.winner] |= 1 << card
    return taken


def stop_mode(t: Tables, taken: list[int], trick: list[int], leader: int, seat: int) -> int:
    """How Mellem plays at ``seat`` against a moon, given the cards each seat has taken."""
    if not t.moon_matters:
        return NORMAL
    owner, count = moon_owner(taken)
    if owner < 0 or owner == seat or count < STOP_AT:
        return NORMAL
    if trick and (leader + trick_winner_index(trick)) % t.players == owner:
        return STOPPING_THREAT_WINS
    return STOPPING


def heuristic_card(view: PlayerView, stop_moons: bool = True) -> Card:
    """Mellem's card for this view."""
    t = tables(view.rules)
    legal = view.legal_mask()
    trick = [int(card) for _, card in view.trick]
    mode = NORMAL
    if stop_moons:
        mode = stop_mode(t, taken_by_seat(view), trick, view.leader, view.seat)
    others = t.deck & ~view.hand_mask & ~view.played_mask
    card = play_card(t, legal, view.hand_mask, others, trick, view.is_first_trick, mode)
    return CARDS[card]


def heuristic_pass(view: PlayerView) -> tuple[Card, ...]:
    """Mellem's pass for this view."""
    return cards_of(pass_cards(tables(view.rules), view.hand_mask, view.pass_count))


class Mellem:
    """Avoids points, ducks, dumps the queen and high cards, takes J♦ when it is free."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose_pass(self, view: PlayerView) -> tuple[Card, ...]:
        """Three (or two) dangerous cards or a short suit."""
        return heuristic_pass(view)

    def choose_card(self, view: PlayerView) -> Card:
        """The rule-of-thumb card."""
        return heuristic_card(view)

    def choose_moon(self, view: PlayerView) -> MoonChoice:
        """The better moon scoring for itself."""
        return best_moon_choice(view.rules, view.totals, view.seat)
