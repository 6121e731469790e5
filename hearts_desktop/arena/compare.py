"""Paired comparisons: a seat against the others' mean on duplicate boards, and two versions of
a level on the same games (``--before`` / ``--after``)."""

from __future__ import annotations

import math
import statistics
from dataclasses import dataclass
from typing import Sequence

from .results import GameResult, Summary
from .stats import interval

@dataclass(frozen=True)
class Paired:
    """Points per hand of the measured seat against the others' mean, paired by board."""

    boards: int
    hands: int
    level: float  # points per hand of the measured seat
    others: float  # points per hand of the mean other seat
    difference: tuple[float, float, float]  # level - others: estimate, 95 % low, high
    ratio: tuple[float, float, float]  # level / others: estimate, 95 % low, high


def paired(results: Sequence[GameResult], players: int, calm: bool = False) -> Paired:
    """The duplicate comparison of these games, grouped into boards of ``players`` rotations.

    Each board sums the measured seat's points (``m``), the others' mean points (``o``) and
    the hands (``h``) over its rotations; the estimates are ratios of sums over boards, with
    the delta method's standard error (a ratio estimator over independent boards). ``calm``
    counts only hands in which nobody shot the moon.
    """
    boards: dict[tuple[int, int], list[float]] = {}
    for r in results:
        row = boards.setdefault((r.seed, r.index // players), [0.0, 0.0, 0.0])
        points, others, hands = _sums(r, players, calm)
        row[0] += points
        row[1] += others
        row[2] += hands
    rows = list(boards.values())
    b = len(rows)
    m = sum(row[0] for row in rows)
    o = sum(row[1] for row in rows)
    h = sum(row[2] for row in rows)
    diff = (m - o) / h if h else 0.0
    ratio = m / o if o else math.nan
    return Paired(
        boards=b, hands=int(h),
        level=m / h if h else 0.0, others=o / h if h else 0.0,
        difference=interval(diff, [row[0] - row[1] - diff * row[2] for row in rows],
                             h / b if b else 0),
        ratio=interval(ratio, [row[0] - ratio * row[1] for row in rows], o / b if b else 0),
    )


def _sums(r: GameResult, players: int, calm: bool) -> tuple[int, float, int]:
    """A game's points of the measured seat, the others' mean points and its hands (``calm``:
    only the hands where nobody shot the moon)."""
    if calm:
        return r.calm_points, r.calm_vs_points / (players - 1), r.calm_hands
    return r.points, r.vs_points / (players - 1), r.hands


@dataclass(frozen=True)
class Change:
    """Two versions of the measured level on the same games: before, after, and the paired change.

    ``win`` and ``relative`` (points per hand of the measured seat minus the others' mean) and
    ``calm_relative`` (the same in hands where nobody shot the moon) are (before, after);
    each ``*_change`` is after minus before with its 95 % interval, paired unit by unit: game
    by game, or board by board in duplicate mode.
    """

    units: int
    games: int
    changed: int  # games whose result (win, loss or share) differs between the two
    win: tuple[float, float]
    win_change: tuple[float, float, float]
    relative: tuple[float, float]
    relative_change: tuple[float, float, float]
    calm_relative: tuple[float, float]
    calm_change: tuple[float, float, float]
    choice_median: tuple[float, float]  # seconds, real choices of the measured seat


def compare(before: Summary, after: Summary) -> Change:
    """The change from ``before`` to ``after`` over the games both played.

    A unit is a game, or a board in duplicate mode (a board with a rotation missing from
    either side still counts with the rotations both have). Per unit and version, ``x`` is the
    measured seat's points minus the others' mean and ``h`` the hands; the relative points
    per hand are ``sum x / sum h``, and the change's interval is the delta method's on the
    difference of the two ratio estimators.
    """
    players = before.players
    mine = {(r.seed, r.index): r for r in after.results}
    pairs = [(r, mine[(r.seed, r.index)]) for r in before.results if (r.seed, r.index) in mine]
    size = players if before.duplicate else 1
    units: dict[tuple[int, int], list[tuple[GameResult, GameResult]]] = {}
    for b, a in pairs:
        units.setdefault((b.seed, b.index // size), []).append((b, a))
    groups = list(units.values())
    n = len(groups)
    games = len(pairs)

    wins = [(sum(b.win for b, _ in g), sum(a.win for _, a in g)) for g in groups]
    rate = (0.0, 0.0)
    if games:
        rate = (sum(w for w, _ in wins) / games, sum(w for _, w in wins) / games)
    gain = rate[1] - rate[0]
    win_change = interval(gain, [(wa - wb) - gain * len(g) for (wb, wa), g in zip(wins, groups)],
                           games / n if n else 1.0)

    def relative(calm: bool) -> tuple[tuple[float, float], tuple[float, float, float]]:
        sides = []
        for side in (0, 1):
            xs, hs = [], []
            for g in groups:
                x = h = 0.0
                for pair in g:
                    points, others, hands = _sums(pair[side], players, calm)
                    x += points - others
                    h += hands
                xs.append(x)
                hs.append(h)
            total = sum(hs)
            estimate = sum(xs) / total if total else 0.0
            mean_hands = total / n if n else 0.0
            residuals = [(x - estimate * h) / mean_hands if mean_hands else 0.0
                         for x, h in zip(xs, hs)]
            sides.append((estimate, residuals))
        (rb, eb), (ra, ea) = sides
        return (rb, ra), interval(ra - rb, [a - b for a, b in zip(ea, eb)])

    rel, rel_change = relative(False)
    calm, calm_change = relative(True)

    def median(side: int) -> float:
        values = [t for pair in pairs for t in pair[side].choice_times]
        return statistics.median(values) if values else 0.0

    return Change(units=n, games=games, changed=sum(1 for b, a in pairs if b.win != a.win),
                  win=rate, win_change=win_change, relative=rel, relative_change=rel_change,
                  calm_relative=calm, calm_change=calm_change,
                  choice_median=(median(0), median(1)))
