"""What the statistics show beyond games and wins: per level the hands, Q♠ and moons taken and
the worst game, the last games' results, and the game in progress ("this game so far").

Kept in the statistics file under two optional keys (``details``, ``recent``), so files written
before them still load.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import Any

from ..engine import QUEEN_OF_SPADES, Match
from .problems import ProblemCode, ProblemError

HUMAN = 0
KEEP_RECENT = 20
_QUEEN = 1 << QUEEN_OF_SPADES


@dataclass(frozen=True)
class MatchCounts:
    """The player's side of a match so far: hands scored, total, Q♠ taken, moons shot."""

    hands: int
    total: int
    queens: int
    moons: int

    @classmethod
    def of(cls, match: Match) -> "MatchCounts":
        """Count the finished hands of ``match`` (a hand in play counts once it is scored)."""
        scored = match.hands[: len(match.results)]
        queens = sum(1 for hand in scored if hand.taken[HUMAN] & _QUEEN)
        moons = sum(1 for r in match.results
                    if r.shooter == HUMAN and (r.moon_shot or r.voided))
        return cls(len(match.results), sum(r.points[HUMAN] for r in match.results), queens, moons)


@dataclass
class LevelDetail:
    """Per level: hands played, Q♠ taken, moons shot by the player, the worst final total."""

    hands: int = 0
    queens: int = 0
    moons: int = 0
    worst: int | None = None

    def add(self, other: "LevelDetail") -> None:
        self.hands += other.hands
        self.queens += other.queens
        self.moons += other.moons
        if other.worst is not None and (self.worst is None or other.worst > self.worst):
            self.worst = other.worst


@dataclass(frozen=True)
class RecentGame:
    """One finished game in the list of the last ``KEEP_RECENT``."""

    date: str
    level: str
    preset: str
    score: int
    won: bool


def record_details(details: dict[str, LevelDetail], recent: list[RecentGame], level: str,
                   preset: str, match: Match, date: dt.date) -> list[RecentGame]:
    """Add a finished game to the level's details; return the new list of recent games."""
    counts = MatchCounts.of(match)
    details.setdefault(level, LevelDetail()).add(
        LevelDetail(counts.hands, counts.queens, counts.moons, counts.total))
    game = RecentGame(date.isoformat(), level, preset, counts.total, HUMAN in match.winners)
    return (recent + [game])[-KEEP_RECENT:]


def details_to_dict(details: dict[str, LevelDetail], recent: list[RecentGame]) -> dict[str, Any]:
    """The two optional keys of the statistics document."""
    return {
        "details": {level: {"hands": d.hands, "queens": d.queens, "moons": d.moons, "worst": d.worst}
                    for level, d in sorted(details.items())},
        "recent": [{"date": g.date, "level": g.level, "preset": g.preset, "score": g.score,
                    "won": g.won} for g in recent],
    }


def details_from_dict(document: dict, check: dict[str, Any]) -> tuple[dict[str, LevelDetail], list[RecentGame]]:
    """Read the optional keys; ``check`` holds statistics' validators (level, preset, count,
    score, date). Raises ProblemError(CORRUPT) on anything malformed."""
    details: dict[str, LevelDetail] = {}
    raw = document.get("details", {})
    if not isinstance(raw, dict):
        raise ProblemError(ProblemCode.CORRUPT, "details must be an object")
    for level, entry in raw.items():
        check["level"](level)
        if not isinstance(entry, dict) or set(entry) != {"hands", "queens", "moons", "worst"}:
            raise ProblemError(ProblemCode.CORRUPT, "a level's details have hands, queens, moons, worst")
        worst = entry["worst"]
        details[level] = LevelDetail(check["count"](entry["hands"]), check["count"](entry["queens"]),
                                     check["count"](entry["moons"]),
                                     None if worst is None else check["score"](worst))
    recent: list[RecentGame] = []
    games = document.get("recent", [])
    if not isinstance(games, list) or len(games) > KEEP_RECENT:
        raise ProblemError(ProblemCode.CORRUPT, f"recent must be a list of at most {KEEP_RECENT}")
    for entry in games:
        if not isinstance(entry, dict) or set(entry) != {"date", "level", "preset", "score", "won"}:
            raise ProblemError(ProblemCode.CORRUPT, "a recent game has date, level, preset, score, won")
        check["date"](entry["date"])
        if not isinstance(entry["won"], bool):
            raise ProblemError(ProblemCode.CORRUPT, "won is true or false")
        recent.append(RecentGame(entry["date"], check["level"](entry["level"]),
                                 check["preset"](entry["preset"]), check["score"](entry["score"]),
                                 entry["won"]))
    return details, recent
