"""The rules engine: cards, rules, hands, matches and deals. Pure Python, no Qt."""

from .cards import (
    ACE_OF_HEARTS,
    CARDS,
    JACK_OF_DIAMONDS,
    QUEEN_OF_SPADES,
    TWO_OF_CLUBS,
    Card,
    Rank,
    Suit,
    cards_of,
    deck,
    deck_mask,
    iter_mask,
    lowest_club,
    to_mask,
)
from .claim import Claim, ClaimKind, find_claim
from .deals import DailyDeals, DealSource, ExplicitDeals, SeededDeals, deals_from_dict
from .events import ChooseMoon, Event, EventFormatError, PassCards, PlayCard, event_from_dict, event_to_dict
from .hand import HandState, IllegalMove, Phase, Trick
from .legality import Reason, illegal_reason, legal_mask
from .match import Match
from .rules import (
    DEFAULT_PRESET,
    PRESETS,
    AceOfHearts,
    EndRule,
    FirstTrick,
    HeartLead,
    Moon,
    Passing,
    PassDirection,
    Rules,
    RulesError,
    Ties,
    Values,
    preset,
    preset_of,
)
from .scoring import HandScore, MoonChoice, best_moon_choice, card_points, card_value, score_hand
from .view import PlayerView
