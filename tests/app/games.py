"""Helpers for the app tests: random legal games and hand-made deals."""

from __future__ import annotations

import random

from hearts_desktop.ai import Level
from hearts_desktop.engine import (
    ExplicitDeals, Match, MoonChoice, Phase, Rules, SeededDeals, deck, preset,
)
from hearts_desktop.app.setup import GameSetup

from ..engine.helpers import random_event


def play_random(match: Match, rng: random.Random, events: int | None = None) -> Match:
    """Play random legal events until the game is over (or ``events`` were pushed)."""
    count = 0
    while not match.is_over and (events is None or count < events):
        random_event(match, rng)
        count += 1
    return match


def short_setup(preset_name: str = "spardame-snl", players: int = 4, hands: int = 1,
                seed: int = 7, level: Level = Level.MELLEM) -> GameSetup:
    """A set-up whose game ends after ``hands`` hands."""
    rules = preset(preset_name, players).with_options(end_rule="hands", end_hands=hands)
    return GameSetup(rules, SeededDeals(seed), level, ("Ada",), ai_seed=3)


def clubs_deal(shooter: int) -> ExplicitDeals:
    """Four hands where ``shooter`` holds every club, so it wins every trick."""
    others = [c for c in deck(4) if c.suit.letter != "C"]
    hands, rest = [], iter(others)
    for seat in range(4):
        if seat == shooter:
            hands.append([c for c in deck(4) if c.suit.letter == "C"])
        else:
            hands.append([next(rest) for _ in range(13)])
    return ExplicitDeals.of(hands)


def play_moon_hand(match: Match, shooter: int, choice: MoonChoice = MoonChoice.ADD_TO_OTHERS) -> None:
    """Play a hand of ``clubs_deal(shooter)``: the shooter leads clubs up, others discard."""
    hand = match.hand
    while hand.phase is Phase.PLAYING:
        seat = hand.turn
        match.play(seat, hand.legal_cards(seat)[0])
    if hand.phase is Phase.MOON_CHOICE:
        match.choose_moon(shooter, choice)


def moon_rules(**options) -> Rules:
    """No passing and an easy first trick, so the clubs deal shoots the moon."""
    base = dict(passing="none", first_trick="anything", heart_lead="anytime",
                end_rule="hands", end_hands=1)
    base.update(options)
    return Rules(**base)


