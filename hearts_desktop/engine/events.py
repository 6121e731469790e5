"""The events a game is made of: passing, playing a card, choosing how a moon scores.

A match is its rules, its deals and the list of these events; saves store exactly that.
"""

from __future__ import annotations

import reprlib
from dataclasses import dataclass
from typing import Any, Iterable, Union

from .cards import Card
from .scoring import MoonChoice


@dataclass(frozen=True)
class PassCards:
    """A seat's cards to pass (chosen before seeing what it receives)."""

    seat: int
    cards: tuple[Card, ...]

    @classmethod
    def of(cls, seat: int, cards: Iterable[int]) -> "PassCards":
        return cls(seat, tuple(sorted(Card(c) for c in cards)))


@dataclass(frozen=True)
class PlayCard:
    """A seat plays a card to the trick."""

    seat: int
    card: Card


@dataclass(frozen=True)
class ChooseMoon:
    """The moon shooter's choice of scoring under ``Moon.SHOOTER_CHOOSES``."""

    seat: int
    choice: MoonChoice


Event = Union[PassCards, PlayCard, ChooseMoon]


class EventFormatError(ValueError):
    """An event in a save that is not well-formed."""


def event_to_dict(event: Event) -> dict[str, Any]:
    """A plain JSON-able form of an event."""
    if isinstance(event, PassCards):
        return {"type": "pass", "seat": event.seat, "cards": [c.code for c in event.cards]}
    if isinstance(event, PlayCard):
        return {"type": "play", "seat": event.seat, "card": event.card.code}
    return {"type": "moon", "seat": event.seat, "choice": event.choice.value}


def event_from_dict(data: Any) -> Event:
    """The event of ``event_to_dict`` output; raises EventFormatError on anything else."""
    try:
        if not isinstance(data, dict):
            raise TypeError("an event must be an object")
        kind, seat = data["type"], data["seat"]
        if isinstance(seat, bool) or not isinstance(seat, int):
            raise TypeError("seat must be a whole number")
        if kind == "pass" and set(data) == {"type", "seat", "cards"}:
            if not isinstance(data["cards"], list):
                raise TypeError("cards must be a list")
            return PassCards.of(seat, (_card(code) for code in data["cards"]))
        if kind == "play" and set(data) == {"type", "seat", "card"}:
            return PlayCard(seat, _card(data["card"]))
        if kind == "moon" and set(data) == {"type", "seat", "choice"}:
            return ChooseMoon(seat, MoonChoice(data["choice"]))
        raise ValueError("unknown kind of event")
    except (KeyError, TypeError, ValueError) as error:
        raise EventFormatError(f"bad event {reprlib.repr(data)}: {error}") from None


def _card(code: Any) -> Card:
    if not isinstance(code, str):
        raise TypeError("a card must be a code such as 'QS'")
    return Card.parse(code)
