"""Cards, suits, ranks and the deck for 3–6 players.

A card is a small int 0..51 (``suit * 13 + rank - 2``); a set of cards is a 52-bit mask.
``Card`` is an ``int`` subclass with readable names, so engine code can mix the two freely.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Iterable, Iterator


class Suit(IntEnum):
    """The four suits, in the order the hand is sorted on screen."""

    CLUBS = 0
    DIAMONDS = 1
    SPADES = 2
    HEARTS = 3

    @property
    def symbol(self) -> str:
        return "♣♦♠♥"[self]

    @property
    def letter(self) -> str:
        return "CDSH"[self]


class Rank(IntEnum):
    """Card ranks; the value is the pip count, with J=11, Q=12, K=13, A=14 (aces high)."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def letter(self) -> str:
        return "23456789TJQKA"[self - 2]

    @property
    def label(self) -> str:
        """The rank as printed on a card: 2–10, J, Q, K, A."""
        return "10" if self is Rank.TEN else self.letter


class Card(int):
    """One of the 52 cards. Instances are interned: ``Card(n) is CARDS[n]``."""

    __slots__ = ()

    def __new__(cls, index: int) -> "Card":
        if not isinstance(index, int) or not 0 <= index < 52:
            raise ValueError(f"not a card index: {index!r}")
        if len(CARDS) == 52:
            return CARDS[index]
        return super().__new__(cls, index)

    @classmethod
    def of(cls, rank: Rank | int, suit: Suit | int) -> "Card":
        """The card of this rank and suit."""
        return CARDS[suit * 13 + rank - 2]

    @classmethod
    def parse(cls, code: str) -> "Card":
        """Parse a code such as ``"QS"``, ``"10H"``, ``"TD"`` or ``"Q♠"``."""
        text = code.strip().upper()
        if len(text) < 2:
            raise ValueError(f"not a card: {code!r}")
        rank_text, suit_text = text[:-1], text[-1]
        suit_index = _SUIT_CODES.get(suit_text)
        rank_index = _RANK_CODES.get(rank_text)
        if suit_index is None or rank_index is None:
            raise ValueError(f"not a card: {code!r}")
        return CARDS[suit_index * 13 + rank_index - 2]

    @property
    def suit(self) -> Suit:
        return SUITS[self // 13]

    @property
    def rank(self) -> Rank:
        return RANKS[self % 13]

    @property
    def code(self) -> str:
        """Two-letter code used in saves and asset names, e.g. ``QS``, ``TD``."""
        return self.rank.letter + self.suit.letter

    @property
    def mask(self) -> int:
        return 1 << self

    def __repr__(self) -> str:
        return self.rank.label + self.suit.symbol

    __str__ = __repr__


SUITS = tuple(Suit)
RANKS = tuple(Rank)
_SUIT_CODES = {**{s.letter: s for s in Suit}, **{s.symbol: s for s in Suit}}
_RANK_CODES = {**{r.letter: r for r in Rank}, "10": Rank.TEN}

CARDS: tuple[Card, ...] = ()
CARDS = tuple(Card(i) for i in range(52))

SUIT_MASKS = tuple(0x1FFF << (13 * s) for s in range(4))
CLUBS_MASK, DIAMONDS_MASK, SPADES_MASK, HEARTS_MASK = SUIT_MASKS
FULL_DECK_MASK = (1 << 52) - 1

QUEEN_OF_SPADES = Card.of(Rank.QUEEN, Suit.SPADES)
JACK_OF_DIAMONDS = Card.of(Rank.JACK, Suit.DIAMONDS)
ACE_OF_HEARTS = Card.of(Rank.ACE, Suit.HEARTS)
TWO_OF_CLUBS = Card.of(Rank.TWO, Suit.CLUBS)

#: Hearts and Q♠: the cards that count toward shooting the moon.
POINT_CARDS_MASK = HEARTS_MASK | (1 << QUEEN_OF_SPADES)

#: Cards taken out of the deck before the deal, by number of players (RULES.md).
REMOVED_CARDS = {
    3: ("2C",),
    4: (),
    5: ("2C", "2D"),
    6: ("2C", "2D", "2S", "3C"),
}
MIN_PLAYERS, MAX_PLAYERS = 3, 6


def to_mask(cards: Iterable[int]) -> int:
    """The bitmask of a collection of cards."""
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


def iter_mask(mask: int) -> Iterator[Card]:
    """The cards of a mask, lowest index first (clubs 2 … hearts A)."""
    while mask:
        low = mask & -mask
        yield CARDS[low.bit_length() - 1]
        mask ^= low


def cards_of(mask: int) -> tuple[Card, ...]:
    """The cards of a mask as a sorted tuple."""
    return tuple(iter_mask(mask))


def lowest(mask: int) -> Card:
    """The lowest-indexed card of a non-empty mask."""
    return CARDS[(mask & -mask).bit_length() - 1]


def highest(mask: int) -> Card:
    """The highest-indexed card of a non-empty mask."""
    return CARDS[mask.bit_length() - 1]


def deck_mask(players: int) -> int:
    """The cards in play for this many players."""
    if players not in REMOVED_CARDS:
        raise ValueError(f"players must be {MIN_PLAYERS}–{MAX_PLAYERS}, not {players}")
    return FULL_DECK_MASK & ~to_mask(Card.parse(code) for code in REMOVED_CARDS[players])


def deck(players: int) -> tuple[Card, ...]:
    """The sorted deck for this many players."""
    return cards_of(deck_mask(players))


def lowest_club(players: int) -> Card:
    """The card that must lead the first trick (2♣, or the lowest club left in the deck)."""
    return lowest(deck_mask(players) & CLUBS_MASK)


def cards_per_player(players: int) -> int:
    return deck_mask(players).bit_count() // players
