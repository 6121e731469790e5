"""Helpers to write exact engine tests from card codes."""

from __future__ import annotations

import random

from hearts_desktop.engine import Card, HandState, Match, MoonChoice, Phase, Rules, deck, to_mask


def cards(text: str) -> list[Card]:
    """Cards from codes separated by spaces: ``cards("QS AH TD")``."""
    return [Card.parse(code) for code in text.split()]


def mask(text: str) -> int:
    return to_mask(cards(text))


def deal_from_tricks(tricks: list[str]) -> list[int]:
    """The deal of a fully scripted hand; each trick lists one card per seat, in seat order."""
    rows = [cards(t) for t in tricks]
    return [to_mask(row[seat] for row in rows) for seat in range(len(rows[0]))]


def fill_deal(rules: Rules, required: dict[int, str], void: dict[int, str] | None = None) -> list[int]:
    """A deal where seats hold ``required`` cards and no card of their ``void`` suits (letters)."""
    void = void or {}
    n = rules.players
    size = len(deck(n)) // n
    hands = [set(cards(required.get(seat, ""))) for seat in range(n)]
    taken = set().union(*hands)
    for card in deck(n):
        if card in taken:
            continue
        seat = next(s for s in range(n) if len(hands[s]) < size and card.suit.letter not in void.get(s, ""))
        hands[seat].add(card)
    return [to_mask(h) for h in hands]


def play_tricks(state: HandState, tricks: list[str]) -> None:
    """Play scripted tricks (one card per seat, in seat order) in the engine's turn order."""
    for trick in tricks:
        row = cards(trick)
        for _ in range(state.players):
            seat = state.turn
            state.play(seat, row[seat])


def random_event(match: Match, rng: random.Random) -> None:
    """Push one random legal event (a pass, a card or a moon choice)."""
    hand = match.hand
    seat = rng.choice(match.to_act())
    if hand.phase is Phase.PASSING:
        match.pass_cards(seat, rng.sample(hand.hand(seat), hand.pass_count))
    elif hand.phase is Phase.PLAYING:
        match.play(seat, rng.choice(hand.legal_cards(seat)))
    else:
        match.choose_moon(seat, rng.choice(list(MoonChoice)))
