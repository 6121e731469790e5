"""The events a game is made of: passing, playing a card, choosing how a moon scores.

A match is its rules, its deals and the list of these events; saves store exactly that.
"""

from __future__ import annotations

import reprlib
from dataclasses import dataclass
from typing import Any, Iterable, Union

from .cards import CARDS, Card
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
EVENT_TYPES = (PassCards, PlayCard, ChooseMoon)


def checked_event(event: Any) -> Event:
    """The event with well-typed fields (``Card``, ``MoonChoice``, sorted cards).

    Raises ``TypeError`` for something that is not an event or a field of the wrong type and
    ``ValueError`` for a value no game has (a card index outside 0–51, an unknown moon choice).
    Whether the rules allow the event now is the state's question, not this one's.
    """
    kind = type(event)
    # The common case, from the engine's own helpers: nothing to convert.
    if kind is PlayCard and type(event.seat) is int and type(event.card) is Card:
        return event
    if not isinstance(event, EVENT_TYPES):
        raise TypeError(f"not an event: {reprlib.repr(event)}")
    seat = _seat(event.seat)
    if isinstance(event, PlayCard):
        return PlayCard(seat, _card_index(event.card))
    if isinstance(event, PassCards):
        cards = event.cards
        if not isinstance(cards, (tuple, list, set, frozenset)):
            raise TypeError(f"the cards passed are a tuple of cards, not {reprlib.repr(cards)}")
        return PassCards(seat, tuple(sorted(_card_index(card) for card in cards)))
    return ChooseMoon(seat, _moon_choice(event.choice))


def _seat(seat: Any) -> int:
    if isinstance(seat, bool) or not isinstance(seat, int):
        raise TypeError(f"a seat is a whole number, not {reprlib.repr(seat)}")
    return int(seat)


def _card_index(card: Any) -> Card:
    if isinstance(card, bool) or not isinstance(card, int):
        raise TypeError(f"a card is a Card (an index 0–51), not {reprlib.repr(card)}")
    if not 0 <= card < len(CARDS):
        raise ValueError(f"not a card index: {reprlib.repr(card)}")
    return CARDS[card]


def _moon_choice(choice: Any) -> MoonChoice:
    if not isinstance(choice, str):  # MoonChoice is a str enum
        raise TypeError(f"a moon choice is a MoonChoice, not {reprlib.repr(choice)}")
    try:
        return MoonChoice(choice)
    except ValueError:
        raise ValueError(f"unknown moon choice {reprlib.repr(choice)}") from None


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
