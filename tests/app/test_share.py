"""The daily result to share: date, points per hand, rules; never a card."""

from __future__ import annotations

import datetime as dt
import random

import pytest

from hearts_desktop.ai import Level
from hearts_desktop.app.setup import GameSetup
from hearts_desktop.app.share import daily_result_text
from hearts_desktop.engine import CARDS, preset

from .games import play_random


def daily_game(finished: bool):
    rules = preset("spar-dame")
    if finished:
        rules = rules.with_options(end_rule="hands", end_hands=3)
    setup = GameSetup.daily(dt.date(2026, 11, 30), rules, Level.SVAER)
    match = setup.new_match()
    play_random(match, random.Random(4), events=None if finished else 40)
    return setup, match


def test_the_text_has_date_rules_points_per_hand_and_place(qapp):
    setup, match = daily_game(finished=True)
    text = daily_result_text(setup, match)
    lines = text.splitlines()
    assert "daily deal" in lines[0] and "30" in lines[0] and "11" in lines[0]
    assert lines[1] == "Custom · Hard"  # three hands only: not the preset's end rule
    points = [r.points[0] for r in match.results]
    assert len(points) == 3
    assert lines[2] == "Points per hand: " + " · ".join(str(p).replace("-", "−") for p in points)
    place = 1 + sum(1 for t in match.totals if t < match.totals[0])
    assert lines[3] == f"Total {sum(points)}, place {place} of 4".replace("-", "−")


def test_no_card_is_named_while_others_may_still_play_the_day(qapp):
    setup, match = daily_game(finished=False)
    text = daily_result_text(setup, match)
    assert "not finished" in text
    assert text.splitlines()[1] == "Spar dame · Hard"
    for card in CARDS:
        assert str(card) not in text and f" {card.code} " not in f" {text} "
    assert not set("♠♥♦♣") & set(text)


def test_only_a_daily_deal_has_a_result_to_share(qapp):
    setup = GameSetup(preset("spar-dame"))
    with pytest.raises(ValueError):
        daily_result_text(setup, setup.new_match())
