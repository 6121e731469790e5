"""Statistics merged on write: what this run counted is added to what is on disk now.

Each run keeps the games it counted but has not yet written as small one-game
``Statistics``; writing re-reads the file, adds those not already there (by fingerprint)
and writes the sum. Another copy of the game that counted a game meanwhile keeps its count.
"""

from __future__ import annotations

from .statistics import KEEP_FINGERPRINTS, Statistics, Tally


def add_counted(into: Statistics, counted: Statistics) -> bool:
    """Add a one-game ``Statistics`` to ``into``; False if that game is counted there already."""
    if any(fingerprint in into.recorded for fingerprint in counted.recorded):
        return False
    for key, tally in counted.tallies.items():
        into.tallies.setdefault(key, Tally()).add(tally)
    best = counted.best_game
    if best is not None and (into.best_game is None or best.score < into.best_game.score):
        into.best_game = best
    into.moons_by_player += counted.moons_by_player
    into.moons_by_computers += counted.moons_by_computers
    for date, result in counted.daily.items():
        if result.finished or date not in into.daily:  # a result replaces "started", never back
            into.daily[date] = result
    into.recorded = (into.recorded + list(counted.recorded))[-KEEP_FINGERPRINTS:]
    return True
