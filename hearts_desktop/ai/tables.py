"""Per-rules lookup tables for the hot paths, each entry computed by the engine's rule functions."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ..engine import QUEEN_OF_SPADES, JACK_OF_DIAMONDS, Moon, Rules, card_value, deck_mask, lowest_club
from ..engine.cards import HEARTS_MASK, SUIT_MASKS
from ..engine.legality import breaks_hearts

QS = int(QUEEN_OF_SPADES)
KS = QS + 1
AS = QS + 2
JD = int(JACK_OF_DIAMONDS)
QS_BIT = 1 << QS
JD_BIT = 1 << JD
POINT_MASK = HEARTS_MASK | QS_BIT
SUITS = SUIT_MASKS


@dataclass(frozen=True)
class Tables:
    """What the players look up per card under one set of rules."""

    players: int
    deck: int
    first_lead: int
    values: tuple[int, ...]  # card_value of each card
    breaks: tuple[bool, ...]  # breaks_hearts of each card
    penalty_total: int
    moon_matters: bool  # whether taking every heart and Q♠ is scored as a moon
    heart_value: int
    positive: int  # cards worth points to whoever takes them, other than Q♠


@lru_cache(maxsize=64)
def tables(rules: Rules) -> Tables:
    """The lookup tables of these rules (cached; rules are immutable)."""
    return Tables(
        players=rules.players,
        deck=deck_mask(rules.players),
        first_lead=int(lowest_club(rules.players)),
        values=tuple(card_value(rules, c) for c in range(52)),
        breaks=tuple(breaks_hearts(rules, c) for c in range(52)),
        penalty_total=rules.penalty_total,
        moon_matters=rules.moon not in (Moon.NONE, Moon.ALL_TRICKS_VOID),
        heart_value=rules.heart_value,
        positive=sum(1 << c for c in range(52) if c != QS and card_value(rules, c) > 0),
    )
