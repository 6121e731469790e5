"""Computer players. They are given a ``PlayerView`` and nothing else.

The public seam (the UI, the arena and saves use only this):

- ``Level``: LET, MELLEM, SVAER.
- ``make_player(level, seed) -> Player``.
- ``Player.choose_pass(view) -> tuple[Card, ...]``, ``Player.choose_card(view) -> Card``,
  ``Player.choose_moon(view) -> MoonChoice``. A decision depends only on the view and the
  seed, so undo and replay reproduce it.
"""

from __future__ import annotations

import hashlib
import random
from enum import Enum
from typing import Protocol

from ..engine import Card, MoonChoice, PlayerView, best_moon_choice, cards_of


class Level(str, Enum):
    LET = "let"
    MELLEM = "mellem"
    SVAER = "svaer"


class Player(Protocol):
    def choose_pass(self, view: PlayerView) -> tuple[Card, ...]: ...

    def choose_card(self, view: PlayerView) -> Card: ...

    def choose_moon(self, view: PlayerView) -> MoonChoice: ...


def decision_rng(seed: int, view: PlayerView) -> random.Random:
    """A random generator fixed by the seed and the moment of the game, for replayable play."""
    moment = f"{seed}/{view.seat}/{view.hand_number}/{view.phase.value}/{view.played_mask}"
    return random.Random(hashlib.sha256(moment.encode()).digest())


class _RandomLegalPlayer:
    """Temporary: plays a random legal card (replaced by the real levels)."""

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose_pass(self, view: PlayerView) -> tuple[Card, ...]:
        return tuple(sorted(decision_rng(self.seed, view).sample(view.hand, view.pass_count)))

    def choose_card(self, view: PlayerView) -> Card:
        return decision_rng(self.seed, view).choice(cards_of(view.legal_mask()))

    def choose_moon(self, view: PlayerView) -> MoonChoice:
        return best_moon_choice(view.rules, view.totals, view.seat)


def make_player(level: Level | str, seed: int = 0) -> Player:
    """A computer player of this level."""
    Level(level)
    return _RandomLegalPlayer(seed)
