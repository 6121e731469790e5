"""Computer players. They are given a ``PlayerView`` and nothing else.

The public seam (the UI, the arena and saves use only this):

- ``Level``: LET, MELLEM, SVAER.
- ``make_player(level, seed) -> Player``.
- ``Player.choose_pass(view) -> tuple[Card, ...]``, ``Player.choose_card(view) -> Card``,
  ``Player.choose_moon(view) -> MoonChoice``. A decision depends only on the view and the
  seed, so undo and replay reproduce it.

The levels live in ``let``, ``mellem`` and ``svaer``; ``heuristics`` holds the rules of thumb
they share, ``knowledge`` what a seat can infer about hidden cards, ``reading`` where the
others' plays make the honours likely to be, and ``simulate`` the fast playouts Svær thinks
with. ``moves`` wraps a decision as a picklable job, for the window's helper process.
"""

from __future__ import annotations

from enum import Enum
from typing import Protocol

from ..engine import Card, MoonChoice, PlayerView
from .rng import decision_rng


class Level(str, Enum):
    LET = "let"
    MELLEM = "mellem"
    SVAER = "svaer"


class Player(Protocol):
    def choose_pass(self, view: PlayerView) -> tuple[Card, ...]: ...

    def choose_card(self, view: PlayerView) -> Card: ...

    def choose_moon(self, view: PlayerView) -> MoonChoice: ...


def make_player(level: Level | str, seed: int = 0) -> Player:
    """A computer player of this level."""
    from .let import Let
    from .mellem import Mellem
    from .svaer import Svaer

    kind = {Level.LET: Let, Level.MELLEM: Mellem, Level.SVAER: Svaer}[Level(level)]
    return kind(seed)


__all__ = ["Level", "Player", "make_player", "decision_rng"]
