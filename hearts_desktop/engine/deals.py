"""Where the cards of each hand come from: an explicit list, a seed, or the daily deal.

The shuffle is our own, so that a seed or a date gives the same cards on every machine,
operating system and Python version (``random`` promises no such thing):

1. A key string names the deal, e.g. ``hearts-desktop/v1/daily/2026-11-29/4/0`` (kind, date
   or seed, number of players, 0-based hand number).
2. A byte stream is made by SHA-256 in counter mode: block ``i`` is
   ``SHA-256(key_utf8 + i.to_bytes(8, "big"))``, and the stream is the blocks in order.
3. Uniform integers below ``m`` come from 4-byte big-endian words of the stream by
   rejection sampling: a word ``w`` is used only if ``w < m * (2**32 // m)``, and gives
   ``w % m``.
4. The sorted deck for the player count (cards ascending: ♣2 … ♣A, ♦2 … ♥A, without the
   removed cards) is shuffled by Fisher–Yates: for ``j`` from ``len - 1`` down to 1, swap
   positions ``j`` and ``uniform(j + 1)``.
5. The shuffled deck is dealt one card at a time: card ``i`` goes to seat ``i % players``.
"""

from __future__ import annotations

import datetime as dt
import hashlib
from dataclasses import dataclass
from typing import Any, Iterator, Protocol, Sequence

from .cards import Card, cards_of, deck, deck_mask, to_mask

KEY_PREFIX = "hearts-desktop/v1"


class DealSource(Protocol):
    """Gives the dealt hands (bitmasks, one per seat) of each hand of a match."""

    def hands(self, hand_number: int, players: int) -> tuple[int, ...]: ...

    def to_dict(self) -> dict[str, Any]: ...


def check_deal(players: int, dealt: Sequence[int]) -> None:
    """Raise ValueError unless ``dealt`` gives every seat an equal share of exactly the deck."""
    if len(dealt) != players:
        raise ValueError(f"a deal for {players} players needs {players} hands, not {len(dealt)}")
    size = deck_mask(players).bit_count() // players
    union = 0
    for hand in dealt:
        if hand.bit_count() != size or union & hand:
            raise ValueError(f"every hand must hold {size} different cards")
        union |= hand
    if union != deck_mask(players):
        raise ValueError("the hands must hold exactly the deck in play")


def _stream(key: str) -> Iterator[int]:
    data = key.encode("utf-8")
    counter = 0
    while True:
        block = hashlib.sha256(data + counter.to_bytes(8, "big")).digest()
        for i in range(0, 32, 4):
            yield int.from_bytes(block[i : i + 4], "big")
        counter += 1


def shuffled(cards: Sequence[Card], key: str) -> list[Card]:
    """The cards shuffled by the documented SHA-256 Fisher–Yates of this module."""
    order = list(cards)
    words = _stream(key)
    for j in range(len(order) - 1, 0, -1):
        m = j + 1
        limit = m * (2**32 // m)
        word = next(words)
        while word >= limit:
            word = next(words)
        k = word % m
        order[j], order[k] = order[k], order[j]
    return order


def deal_by_key(key: str, players: int) -> tuple[int, ...]:
    """Deal the deck for ``players`` by the shuffle of ``key``."""
    order = shuffled(deck(players), key)
    return tuple(to_mask(order[seat::players]) for seat in range(players))


@dataclass(frozen=True)
class SeededDeals:
    """Deals from an integer seed (new games, tests, the arena)."""

    seed: int

    def hands(self, hand_number: int, players: int) -> tuple[int, ...]:
        return deal_by_key(f"{KEY_PREFIX}/seed/{self.seed}/{players}/{hand_number}", players)

    def to_dict(self) -> dict[str, Any]:
        return {"kind": "seed", "seed": self.seed}


@dataclass(frozen=True)
class DailyDeals:
    """Dagens: the same deals for everybody on the same calendar date."""

    date: dt.date

    def hands(self, hand_number: int, players: int) -> tuple[int, ...]:
        key = f"{KEY_PREFIX}/daily/{self.date.isoformat()}/{players}/{hand_number}"
        return deal_by_key(key, players)

    def to_dict(self) -> dict[str, Any]:
        return {"kind": "daily", "date": self.date.isoformat()}


@dataclass(frozen=True)
class ExplicitDeals:
    """Given hands, hand after hand; after the last one the list starts again."""

    deals: tuple[tuple[int, ...], ...]

    @classmethod
    def of(cls, *deals: Sequence[Sequence[int | str]]) -> "ExplicitDeals":
        """From lists of cards or card codes: ``ExplicitDeals.of([hand0, hand1, …], …)``."""
        return cls(tuple(tuple(to_mask(_as_card(c) for c in hand) for hand in d) for d in deals))

    def hands(self, hand_number: int, players: int) -> tuple[int, ...]:
        return self.deals[hand_number % len(self.deals)]

    def check(self, players: int) -> None:
        """Raise ValueError unless every deal is a whole deal for this many players."""
        for dealt in self.deals:
            check_deal(players, dealt)

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": "explicit",
            "deals": [[[c.code for c in cards_of(hand)] for hand in d] for d in self.deals],
        }


def deals_from_dict(data: Any) -> DealSource:
    """The deal source of ``to_dict`` output; raises ValueError on anything else."""
    if not isinstance(data, dict):
        raise ValueError("deals must be an object")
    kind = data.get("kind")
    if kind == "seed" and set(data) == {"kind", "seed"}:
        seed = data["seed"]
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**63:
            raise ValueError("the seed must be a whole number 0 … 2**63-1")
        return SeededDeals(seed)
    if kind == "daily" and set(data) == {"kind", "date"}:
        if not isinstance(data["date"], str):
            raise ValueError("the date must be a string")
        return DailyDeals(dt.date.fromisoformat(data["date"]))
    if kind == "explicit" and set(data) == {"kind", "deals"}:
        deals = data["deals"]
        if not isinstance(deals, list) or not deals or not all(
            isinstance(d, list) and all(
                isinstance(h, list) and all(isinstance(c, str) for c in h) for h in d
            ) for d in deals
        ):
            raise ValueError("explicit deals must be lists of hands of card codes")
        return ExplicitDeals.of(*deals)
    raise ValueError(f"unknown deals {data!r}")


def _as_card(value: int | str) -> Card:
    if isinstance(value, str):
        return Card.parse(value)
    return Card(value)

