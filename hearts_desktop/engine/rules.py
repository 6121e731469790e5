"""The rule options of RULES.md, their presets, and validation of a combination."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from enum import Enum
from typing import Any, Sequence

from .cards import MAX_PLAYERS, MIN_PLAYERS


class Passing(str, Enum):
    NONE = "none"
    CYCLE = "cycle"  # 3 cards: left, right, across, keep (left, right, keep unless 4 players)
    LEFT2 = "left2"  # 2 cards to the left every hand


class FirstTrick(str, Enum):
    ANYTHING = "anything"
    NO_POINTS = "no_points"


class HeartLead(str, Enum):
    ANYTIME = "anytime"
    MUST_BREAK = "must_break"


class Values(str, Enum):
    STANDARD = "standard"  # hearts 1, Q♠ 13
    HIGH = "high"  # hearts 10, Q♠ 100


class AceOfHearts(str, Enum):
    SAME = "same"
    TWENTY = "20"


class Moon(str, Enum):
    ADD_TO_OTHERS = "add_to_others"
    SUBTRACT_FROM_SELF = "subtract_from_self"
    SHOOTER_CHOOSES = "shooter_chooses"
    NONE = "none"
    ALL_TRICKS_VOID = "all_tricks_void"


class EndRule(str, Enum):
    REACH = "reach"  # ends when somebody has at least end_score
    PASS = "pass"  # ends when somebody has more than end_score
    HANDS = "hands"  # ends after end_hands hands


class Ties(str, Enum):
    SHARED = "shared"
    PLAY_ON = "play_on"


class PassDirection(int, Enum):
    """Where the passed cards go, as a seat offset clockwise; KEEP means no passing."""

    KEEP = 0
    LEFT = 1
    RIGHT = -1
    ACROSS = 2


JACK_VALUES = (0, -10, -50, -100)


class RulesError(ValueError):
    """An impossible combination of options. ``code`` names the problem for translations."""

    def __init__(self, code: str, message: str, **params: Any) -> None:
        super().__init__(message)
        self.code = code
        self.params = params


@dataclass(frozen=True)
class Rules:
    """Every rule option of RULES.md; an instance is always a valid combination."""

    players: int = 4
    passing: Passing = Passing.CYCLE
    first_trick: FirstTrick = FirstTrick.NO_POINTS
    heart_lead: HeartLead = HeartLead.MUST_BREAK
    queen_breaks_hearts: bool = False
    jack_of_diamonds: int = -10
    values: Values = Values.STANDARD
    ace_of_hearts: AceOfHearts = AceOfHearts.SAME
    moon: Moon = Moon.ADD_TO_OTHERS
    moon_keeps_jack: bool = True
    end_score: int = 100
    end_rule: EndRule = EndRule.REACH
    end_hands: int = 0
    ties: Ties = Ties.SHARED

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            kind = _FIELD_TYPES[f.name]
            if issubclass(kind, Enum) and not isinstance(value, kind):
                try:
                    object.__setattr__(self, f.name, kind(value))
                except ValueError:
                    raise RulesError(
                        "bad_value", f"{f.name} cannot be {value!r}", option=f.name, value=value
                    ) from None
            elif kind is bool and not isinstance(value, bool):
                raise RulesError("bad_value", f"{f.name} must be true or false", option=f.name)
            elif kind is int and (isinstance(value, bool) or not isinstance(value, int)):
                raise RulesError("bad_value", f"{f.name} must be a whole number", option=f.name)
        self._validate()

    def _validate(self) -> None:
        if not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            raise RulesError(
                "players", f"players must be {MIN_PLAYERS}–{MAX_PLAYERS}, not {self.players}",
                players=self.players,
            )
        if self.jack_of_diamonds not in JACK_VALUES:
            raise RulesError(
                "jack_value", f"J♦ must score one of {JACK_VALUES}, not {self.jack_of_diamonds}",
                value=self.jack_of_diamonds,
            )
        if not 1 <= self.end_score <= 100_000:
            raise RulesError(
                "end_score", f"the score limit must be 1–100000, not {self.end_score}",
                score=self.end_score,
            )
        lowest_hands = 1 if self.end_rule is EndRule.HANDS else 0
        if not lowest_hands <= self.end_hands <= 1000:
            raise RulesError(
                "end_hands", f"a fixed number of hands must be 1–1000, not {self.end_hands}",
                hands=self.end_hands,
            )
        if self.end_rule is not EndRule.HANDS:
            if self.hand_total <= 0:
                # Clarification 10: totals would never grow, so the game could never end.
                raise RulesError(
                    "never_ends",
                    "with these values the points of a hand add up to "
                    f"{self.hand_total}, so a score limit can never be reached",
                    total=self.hand_total,
                )

    # Card values -------------------------------------------------------------------------

    @property
    def heart_value(self) -> int:
        return 10 if self.values is Values.HIGH else 1

    @property
    def ace_of_hearts_value(self) -> int:
        return 20 if self.ace_of_hearts is AceOfHearts.TWENTY else self.heart_value

    @property
    def queen_value(self) -> int:
        return 100 if self.values is Values.HIGH else 13

    @property
    def penalty_total(self) -> int:
        """Points of all hearts and Q♠ together (26 on the standard scale)."""
        return 12 * self.heart_value + self.ace_of_hearts_value + self.queen_value

    @property
    def hand_total(self) -> int:
        """What a hand without a moon distributes: penalty total plus J♦."""
        return self.penalty_total + self.jack_of_diamonds

    # Passing -----------------------------------------------------------------------------

    @property
    def pass_count(self) -> int:
        return {Passing.NONE: 0, Passing.CYCLE: 3, Passing.LEFT2: 2}[self.passing]

    def pass_direction(self, hand_number: int) -> PassDirection:
        """The pass of the hand with this 0-based number in the match."""
        if self.passing is Passing.NONE:
            return PassDirection.KEEP
        if self.passing is Passing.LEFT2:
            return PassDirection.LEFT
        if self.players == 4:
            cycle = (PassDirection.LEFT, PassDirection.RIGHT, PassDirection.ACROSS, PassDirection.KEEP)
        else:
            cycle = (PassDirection.LEFT, PassDirection.RIGHT, PassDirection.KEEP)
        return cycle[hand_number % len(cycle)]

    # The end of a match ------------------------------------------------------------------

    def limit_reached(self, totals: Sequence[int]) -> bool:
        """Whether a points end rule is met by these totals (never under ``hands:N``)."""
        if self.end_rule is EndRule.REACH:
            return max(totals) >= self.end_score
        if self.end_rule is EndRule.PASS:
            return max(totals) > self.end_score
        return False

    def is_loser(self, total: int, totals: Sequence[int]) -> bool:
        """Clarification 8: at/over the limit, or the highest total under ``hands:N``."""
        if self.end_rule is EndRule.REACH:
            return total >= self.end_score
        if self.end_rule is EndRule.PASS:
            return total > self.end_score
        return total == max(totals)

    @property
    def end_rule_text(self) -> str:
        """The end rule as written in RULES.md: ``reach``, ``pass`` or ``hands:N``."""
        if self.end_rule is EndRule.HANDS:
            return f"hands:{self.end_hands}"
        return self.end_rule.value

    # Serialisation -----------------------------------------------------------------------

    def with_options(self, **changes: Any) -> "Rules":
        """A copy with some options changed (validated)."""
        return replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-able options."""
        data = asdict(self)
        for key, value in data.items():
            if isinstance(value, Enum):
                data[key] = value.value
        return data

    @classmethod
    def from_dict(cls, data: Any) -> "Rules":
        """Rules from ``to_dict`` output; unknown or missing keys are refused."""
        if not isinstance(data, dict):
            raise RulesError("bad_format", "rules must be an object")
        names = {f.name for f in fields(cls)}
        unknown = set(data) - names
        missing = names - set(data)
        if unknown or missing:
            raise RulesError(
                "bad_format",
                f"rules have unknown options {sorted(unknown)} or miss {sorted(missing)}",
            )
        return cls(**data)


_FIELD_TYPES = {
    "players": int,
    "passing": Passing,
    "first_trick": FirstTrick,
    "heart_lead": HeartLead,
    "queen_breaks_hearts": bool,
    "jack_of_diamonds": int,
    "values": Values,
    "ace_of_hearts": AceOfHearts,
    "moon": Moon,
    "moon_keeps_jack": bool,
    "end_score": int,
    "end_rule": EndRule,
    "end_hands": int,
    "ties": Ties,
}

#: The presets of RULES.md, by stable identifier (used in saves, settings and the arena).
PRESETS: dict[str, Rules] = {
    "spar-dame": Rules(),
    "hjerterfri": Rules(jack_of_diamonds=0),
    "spardame-snl": Rules(
        passing=Passing.NONE, first_trick=FirstTrick.ANYTHING, heart_lead=HeartLead.ANYTIME
    ),
    "hearts-pagat": Rules(
        first_trick=FirstTrick.ANYTHING, jack_of_diamonds=0,
        moon=Moon.SHOOTER_CHOOSES, ties=Ties.PLAY_ON,
    ),
    "omnibus-pagat": Rules(
        first_trick=FirstTrick.ANYTHING, moon=Moon.SHOOTER_CHOOSES, ties=Ties.PLAY_ON
    ),
    "hoy-poengskala": Rules(
        passing=Passing.LEFT2, first_trick=FirstTrick.ANYTHING, heart_lead=HeartLead.ANYTIME,
        jack_of_diamonds=-100, values=Values.HIGH, ace_of_hearts=AceOfHearts.TWENTY,
        moon=Moon.ALL_TRICKS_VOID, end_score=500,
    ),
}
DEFAULT_PRESET = "spar-dame"


def preset(name: str, players: int = 4) -> Rules:
    """The named preset, for this many players."""
    try:
        rules = PRESETS[name]
    except KeyError:
        raise RulesError("unknown_preset", f"no preset called {name!r}", name=name) from None
    return rules if players == rules.players else replace(rules, players=players)


def preset_of(rules: Rules) -> str | None:
    """The name of the preset these rules are (any player count), or None for custom rules."""
    for name, candidate in PRESETS.items():
        if replace(candidate, players=rules.players) == rules:
            return name
    return None
