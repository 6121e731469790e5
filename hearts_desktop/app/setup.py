"""A game's set-up: everything besides the events that defines a game (and a save)."""

from __future__ import annotations

import datetime as dt
import secrets
from dataclasses import dataclass, field
from typing import Any

from ..ai import Level
from ..engine import DailyDeals, DealSource, Match, Rules, SeededDeals, deals_from_dict, preset
from .player_names import check_name, tidy_name



@dataclass(frozen=True)
class GameSetup:
    """Rules, deals, computer level and names: with the event log, a whole game."""

    rules: Rules = field(default_factory=lambda: preset("spar-dame"))
    deals: DealSource = field(default_factory=lambda: SeededDeals(secrets.randbits(48)))
    level: Level = Level.MELLEM
    names: tuple[str, ...] = ()  # one per seat; "" means the default name for that seat
    ai_seed: int = 0

    def __post_init__(self) -> None:
        object.__setattr__(self, "level", Level(self.level))
        # Whatever a dialog passed, the names kept are ones a save can be loaded with.
        names = tuple(tidy_name(name) for name in self.names) + ("",) * self.rules.players
        object.__setattr__(self, "names", names[: self.rules.players])

    @classmethod
    def daily(cls, date: dt.date, rules: Rules, level: Level) -> "GameSetup":
        """Dagens: today's deals; the computers' seed is fixed by the date too."""
        return cls(rules, DailyDeals(date), level, ai_seed=date.toordinal())

    @property
    def is_daily(self) -> bool:
        return isinstance(self.deals, DailyDeals)

    def new_match(self) -> Match:
        return Match(self.rules, self.deals)

    def to_dict(self) -> dict[str, Any]:
        return {
            "rules": self.rules.to_dict(),
            "deals": self.deals.to_dict(),
            "level": self.level.value,
            "names": list(self.names),
            "ai_seed": self.ai_seed,
        }

    @classmethod
    def from_dict(cls, data: Any) -> "GameSetup":
        """The set-up of ``to_dict`` output; raises ValueError (RulesError included) otherwise."""
        if not isinstance(data, dict) or set(data) != {"rules", "deals", "level", "names", "ai_seed"}:
            raise ValueError("a game set-up needs rules, deals, level, names and ai_seed")
        names, seed = data["names"], data["ai_seed"]
        if not isinstance(names, list) or len(names) > 6:
            raise ValueError("names must be a list of at most 6")
        names = [check_name(name) for name in names]
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**63:
            raise ValueError("ai_seed must be a whole number 0 … 2**63-1")
        return cls(Rules.from_dict(data["rules"]), deals_from_dict(data["deals"]),
                   Level(data["level"]), tuple(names), seed)
