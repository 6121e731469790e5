"""Replayable randomness: a generator fixed by a player's seed and the moment of the game."""

from __future__ import annotations

import hashlib
import random

from ..engine import PlayerView


def decision_rng(seed: int, view: PlayerView) -> random.Random:
    """A random generator fixed by the seed and the moment of the game, for replayable play."""
    moment = f"{seed}/{view.seat}/{view.hand_number}/{view.phase.value}/{view.played_mask}"
    return random.Random(hashlib.sha256(moment.encode()).digest())
