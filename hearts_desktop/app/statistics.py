"""The player's statistics: games played and won, scores, moons and the daily deals.

Updated from a finished ``Match`` and its ``GameSetup``; kept as JSON in the data folder.
A game is counted once: a fingerprint of its set-up (rules, deal seed or date, level, names)
is remembered, so neither a finished save loaded again, nor an undo after the end and a
different finish, nor a second try at the same daily deal changes what was counted.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..ai import Level
from ..engine import PRESETS, Match, preset_of
from .problems import FileKind, LoadProblem, ProblemCode, ProblemError
from .setup import GameSetup
from .statistics_details import (
    LevelDetail, RecentGame, details_from_dict, details_to_dict, record_details,
)
from .storage import check_header, parse_json_bytes, problem_for, read_json_bytes
from .storage import write_json_atomic

FORMAT = "hearts-desktop/statistics"
VERSION = 1
CUSTOM = "custom"
HUMAN = 0  # the player's seat
MAX_COUNT = 10**9
MAX_SCORE = 10**12
MAX_DAILY = 20_000
KEEP_FINGERPRINTS = 100


@dataclass
class Tally:
    """Games of one level and preset."""

    played: int = 0
    won: int = 0
    score_sum: int = 0  # the player's final totals added up
    best: int | None = None  # the player's lowest final total

    @property
    def average(self) -> float | None:
        """The player's average final score, or None before the first game."""
        return self.score_sum / self.played if self.played else None

    def add(self, other: "Tally") -> None:
        self.played += other.played
        self.won += other.won
        self.score_sum += other.score_sum
        if other.best is not None and (self.best is None or other.best < self.best):
            self.best = other.best


@dataclass(frozen=True)
class BestGame:
    """The player's best won game: the lowest final total."""

    score: int
    date: str
    level: str
    preset: str
    players: int


@dataclass(frozen=True)
class DailyResult:
    """How the daily deal of one date went (``finished`` False: started, not ended)."""

    finished: bool = False
    won: bool = False
    score: int | None = None


@dataclass
class Statistics:
    """Everything counted so far."""

    tallies: dict[tuple[str, str], Tally] = field(default_factory=dict)  # (level, preset)
    best_game: BestGame | None = None
    moons_by_player: int = 0
    moons_by_computers: int = 0
    daily: dict[str, DailyResult] = field(default_factory=dict)  # ISO date → result
    recorded: list[str] = field(default_factory=list)  # fingerprints of the last games
    details: dict[str, LevelDetail] = field(default_factory=dict)  # by level
    recent: list[RecentGame] = field(default_factory=list)  # the last games, oldest first

    def total(self, level: str | None = None, preset: str | None = None) -> Tally:
        """The games of a level and/or preset together (all games when both are None)."""
        result = Tally()
        for (lv, pr), tally in self.tallies.items():
            if (level is None or lv == level) and (preset is None or pr == preset):
                result.add(tally)
        return result

    def record_game(self, setup: GameSetup, match: Match, today: dt.date | None = None) -> bool:
        """Count a finished game; False (and nothing changes) if unfinished or already counted."""
        if not match.is_over:
            return False
        fingerprint = game_fingerprint(setup, match)
        if fingerprint in self.recorded:
            return False
        self.recorded = (self.recorded + [fingerprint])[-KEEP_FINGERPRINTS:]
        score = match.totals[HUMAN]
        won = HUMAN in match.winners
        level = setup.level.value
        preset = preset_name(setup)
        tally = self.tallies.setdefault((level, preset), Tally())
        tally.add(Tally(1, int(won), score, score))
        date = (today or dt.date.today()).isoformat()
        if won and (self.best_game is None or score < self.best_game.score):
            self.best_game = BestGame(score, date, level, preset, setup.rules.players)
        for result in match.results:
            if result.shooter is not None and (result.moon_shot or result.voided):
                if result.shooter == HUMAN:
                    self.moons_by_player += 1
                else:
                    self.moons_by_computers += 1
        if setup.is_daily:
            self.daily[setup.deals.date.isoformat()] = DailyResult(True, won, score)
        self.recent = record_details(self.details, self.recent, level, preset, match,
                                     dt.date.fromisoformat(date))
        return True

    def record_daily_started(self, date: dt.date) -> None:
        """Remember that the daily deal of this date was begun (a result replaces it later)."""
        self.daily.setdefault(date.isoformat(), DailyResult())

    def daily_result(self, date: dt.date) -> DailyResult | None:
        """The daily deal of this date, if it was played."""
        return self.daily.get(date.isoformat())

    def reset(self) -> None:
        """Forget everything (the statistics dialog's reset button)."""
        fresh = Statistics()
        self.__dict__.update(fresh.__dict__)

    # JSON ---------------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        games: dict[str, dict[str, Any]] = {}
        for (level, preset), tally in sorted(self.tallies.items()):
            games.setdefault(level, {})[preset] = {
                "played": tally.played, "won": tally.won,
                "score_sum": tally.score_sum, "best": tally.best,
            }
        best = self.best_game
        return {
            "format": FORMAT,
            "version": VERSION,
            "games": games,
            "best_game": None if best is None else {
                "score": best.score, "date": best.date, "level": best.level,
                "preset": best.preset, "players": best.players,
            },
            "moons_by_player": self.moons_by_player,
            "moons_by_computers": self.moons_by_computers,
            "daily": {
                date: {"finished": r.finished, "won": r.won, "score": r.score}
                for date, r in sorted(self.daily.items())
            },
            "recorded": list(self.recorded),
            **details_to_dict(self.details, self.recent),
        }

    @classmethod
    def from_dict(cls, data: Any) -> "Statistics":
        """Statistics of ``to_dict`` output; raises ProblemError on anything else."""
        document = check_header(data, FORMAT, VERSION)
        _keys(document, {"format", "version", "games", "best_game", "moons_by_player",
                         "moons_by_computers", "daily", "recorded"}, "statistics",
              optional={"details", "recent"})
        stats = cls()
        games = _dict(document["games"], "games")
        for level, presets in games.items():
            _level(level)
            for preset, raw in _dict(presets, "games of a level").items():
                _preset(preset)
                entry = _dict(raw, "a tally")
                _keys(entry, {"played", "won", "score_sum", "best"}, "a tally")
                tally = Tally(_count(entry["played"]), _count(entry["won"]),
                              _score(entry["score_sum"]), _optional_score(entry["best"]))
                if tally.won > tally.played or (tally.best is None) != (tally.played == 0):
                    raise ProblemError(ProblemCode.CORRUPT, "a tally does not add up")
                stats.tallies[(level, preset)] = tally
        if document["best_game"] is not None:
            raw = _dict(document["best_game"], "best_game")
            _keys(raw, {"score", "date", "level", "preset", "players"}, "best_game")
            _date(raw["date"])
            players = raw["players"]
            if type(players) is not int or not 3 <= players <= 6:
                raise ProblemError(ProblemCode.CORRUPT, "best_game players must be 3–6")
            stats.best_game = BestGame(_score(raw["score"]), raw["date"], _level(raw["level"]),
                                       _preset(raw["preset"]), players)
        stats.moons_by_player = _count(document["moons_by_player"])
        stats.moons_by_computers = _count(document["moons_by_computers"])
        daily = _dict(document["daily"], "daily")
        if len(daily) > MAX_DAILY:
            raise ProblemError(ProblemCode.CORRUPT, "too many daily results")
        for date, raw in daily.items():
            _date(date)
            entry = _dict(raw, "a daily result")
            _keys(entry, {"finished", "won", "score"}, "a daily result")
            finished, won = entry["finished"], entry["won"]
            if not isinstance(finished, bool) or not isinstance(won, bool):
                raise ProblemError(ProblemCode.CORRUPT, "finished and won are true or false")
            stats.daily[date] = DailyResult(finished, won, _optional_score(entry["score"]))
        recorded = document["recorded"]
        if not isinstance(recorded, list) or len(recorded) > KEEP_FINGERPRINTS or not all(
            isinstance(f, str) and len(f) == 64 for f in recorded
        ):
            raise ProblemError(ProblemCode.CORRUPT, "recorded must be a short list of hashes")
        stats.recorded = list(recorded)
        stats.details, stats.recent = details_from_dict(document, {
            "level": _level, "preset": _preset, "count": _count, "score": _score, "date": _date})
        return stats


def preset_name(setup: GameSetup) -> str:
    """The preset a game was played under, or ``custom``."""
    return preset_of(setup.rules) or CUSTOM


def game_fingerprint(setup: GameSetup, match: Match) -> str:
    """A stable hash naming the game: its set-up (every new game gets fresh random deals)."""
    return hashlib.sha256(json.dumps(setup.to_dict(), sort_keys=True).encode()).hexdigest()


# Validation helpers (each raises ProblemError(CORRUPT)) -------------------------------------

def _dict(value: Any, what: str) -> dict:
    if not isinstance(value, dict):
        raise ProblemError(ProblemCode.CORRUPT, f"{what} must be an object")
    return value


def _keys(value: dict, keys: set[str], what: str, optional: set[str] = frozenset()) -> None:
    if not keys <= set(value) <= keys | optional:
        raise ProblemError(ProblemCode.CORRUPT, f"{what} must have exactly {sorted(keys)}")


def _count(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_COUNT:
        raise ProblemError(ProblemCode.CORRUPT, f"a count must be 0–{MAX_COUNT}")
    return value


def _score(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or abs(value) > MAX_SCORE:
        raise ProblemError(ProblemCode.CORRUPT, "a score must be a whole number of sane size")
    return value


def _optional_score(value: Any) -> int | None:
    return None if value is None else _score(value)


def _level(value: Any) -> str:
    if not isinstance(value, str) or value not in {level.value for level in Level}:
        raise ProblemError(ProblemCode.CORRUPT, "unknown level")
    return value


def _preset(value: Any) -> str:
    if not isinstance(value, str) or (value != CUSTOM and value not in PRESETS):
        raise ProblemError(ProblemCode.CORRUPT, "unknown preset")
    return value


def _date(value: Any) -> str:
    try:
        if not isinstance(value, str) or len(value) != 10:
            raise ValueError
        dt.date.fromisoformat(value)
    except ValueError:
        raise ProblemError(ProblemCode.CORRUPT, "dates are YYYY-MM-DD") from None
    return value


@dataclass(frozen=True)
class StatisticsResult:
    statistics: Statistics
    problem: LoadProblem | None = None


def load_statistics(path: Path) -> StatisticsResult:
    """Read the statistics; never raises. A bad file is moved aside and reported."""
    try:
        raw = read_json_bytes(path)
        if raw is None:
            return StatisticsResult(Statistics())
        return StatisticsResult(Statistics.from_dict(parse_json_bytes(raw)))
    except ProblemError as error:
        return StatisticsResult(Statistics(), problem_for(FileKind.STATISTICS, path, error))
    except Exception as error:  # noqa: BLE001 - statistics never stop the game from starting
        unexpected = ProblemError(ProblemCode.CORRUPT, f"unexpected {type(error).__name__}: {error}")
        return StatisticsResult(Statistics(), problem_for(FileKind.STATISTICS, path, unexpected))


def save_statistics(path: Path, statistics: Statistics) -> None:
    """Write the statistics atomically; raises OSError on failure (the old file is intact)."""
    write_json_atomic(path, statistics.to_dict())
