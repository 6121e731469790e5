"""A game's result from the measured seat's point of view, a pairing's results, and their JSON
files (``--results``, pooled by ``--pool``)."""

from __future__ import annotations

import json
import statistics
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Iterable

from .stats import percentile, wilson

@dataclass
class GameResult:
    """One game from the measured seat's point of view ("vs" figures are summed over seats)."""

    index: int
    win: float
    hands: int
    points: int
    vs_points: int
    shot: int = 0
    vs_shot: int = 0
    stopped: int = 0
    vs_stopped: int = 0
    calm_hands: int = 0  # hands in which nobody shot the moon
    calm_points: int = 0
    calm_vs_points: int = 0
    times: list[float] = field(default_factory=list)
    choice_times: list[float] = field(default_factory=list)  # decisions with a real choice
    vs_times: list[float] = field(default_factory=list)
    vs_choice_times: list[float] = field(default_factory=list)
    seed: int = 0  # the pairing's seed: with ``index``, which game this was


@dataclass
class Summary:
    """A pairing's results."""

    level: str
    vs: str
    games: int
    seconds: float
    results: list[GameResult]
    players: int = 4
    duplicate: bool = False
    preset_name: str = ""
    max_hands: int = 0

    @property
    def wins(self) -> float:
        return sum(r.win for r in self.results)

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.wins, self.games)

    @property
    def hands(self) -> int:
        return sum(r.hands for r in self.results)

    def per_hand(self, vs: bool = False) -> float:
        """Average points per hand of the measured seat (or of one other seat)."""
        if not self.hands:
            return 0.0
        if vs:
            seats = self.players - 1
            return sum(r.vs_points for r in self.results) / self.hands / seats
        return sum(r.points for r in self.results) / self.hands

    def timing(self, which: str) -> tuple[float, float]:
        """(median, 95th percentile) in seconds of ``times``, ``choice_times`` or ``vs_times``."""
        values = [t for r in self.results for t in getattr(r, which)]
        return (statistics.median(values) if values else 0.0), percentile(values, 0.95)

    def total(self, name: str) -> int:
        return sum(getattr(r, name) for r in self.results)


def save_results(path: str | Path, summaries: Iterable[Summary]) -> None:
    """Write every game of these pairings to ``path`` as JSON, for ``load_results``."""
    pairings = [{"level": s.level, "vs": s.vs, "preset": s.preset_name, "players": s.players,
                 "duplicate": s.duplicate, "max_hands": s.max_hands, "seconds": s.seconds,
                 "games": [asdict(r) for r in s.results]} for s in summaries]
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    Path(path).write_text(json.dumps({"pairings": pairings}), encoding="utf-8")


def load_results(paths: Iterable[str | Path]) -> list[Summary]:
    """The pairings of several ``save_results`` files, each pairing's games pooled into one.

    Games are pooled when level, others, preset, players, ``duplicate`` and ``max_hands``
    agree; a game found twice (same seed and index) is refused rather than counted twice.
    Raises ``ValueError`` for a file that is not such a results file.
    """
    merged: dict[tuple, Summary] = {}
    seen: dict[tuple, set[tuple[int, int]]] = {}
    for path in paths:
        try:
            data = json.loads(Path(path).read_text(encoding="utf-8"))
            for p in data["pairings"]:
                key = (p["level"], p["vs"], p["preset"], p["players"], p["duplicate"],
                       p["max_hands"])
                games = [GameResult(**g) for g in p["games"]]
                summary = merged.setdefault(key, Summary(
                    p["level"], p["vs"], 0, 0.0, [], p["players"], p["duplicate"], p["preset"],
                    p["max_hands"]))
                played = seen.setdefault(key, set())
                for game in games:
                    if (game.seed, game.index) in played:
                        raise ValueError(f"{path}: game {game.index} of seed {game.seed} "
                                         "is already in an earlier file")
                    played.add((game.seed, game.index))
                summary.results.extend(games)
                summary.games += len(games)
                summary.seconds += p["seconds"]
        except (OSError, json.JSONDecodeError, KeyError, TypeError) as error:
            raise ValueError(f"{path}: not an arena results file ({error})") from error
    for summary in merged.values():
        summary.results.sort(key=lambda r: (r.seed, r.index))
    return list(merged.values())
