"""Saves: the event log replayed through the engine gives back exactly the same game."""

from __future__ import annotations

import datetime as dt
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hearts_desktop.ai import Level
from hearts_desktop.app.saves import (
    FORMAT, VERSION, delete_save, game_from_document, load_game, save_document, save_game,
)
from hearts_desktop.app.setup import GameSetup
from hearts_desktop.engine import PRESETS, Match, MoonChoice, SeededDeals, preset

from .games import clubs_deal, moon_rules, play_moon_hand, play_random, short_setup


def assert_same_game(loaded: Match, original: Match) -> None:
    """Same state, and the same undo history all the way back."""
    assert loaded.state_key() == original.state_key()
    assert loaded.events == original.events
    for _ in range(min(len(original.events), 12)):
        assert loaded.pop() == original.pop()
        assert loaded.state_key() == original.state_key()


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    preset_name=st.sampled_from(sorted(PRESETS)),
    players=st.integers(3, 6),
    deal_seed=st.integers(0, 2**48),
    play_seed=st.integers(0, 2**32),
    events=st.integers(0, 400),
    short=st.booleans(),
)
def test_round_trip_at_an_arbitrary_point(tmp_path_factory, preset_name, players, deal_seed,
                                          play_seed, events, short):
    rules = preset(preset_name, players)
    if short:
        rules = rules.with_options(end_rule="hands", end_hands=2)
    setup = GameSetup(rules, SeededDeals(deal_seed), Level.SVAER, ("Ada", "Bo"),
                      ai_seed=play_seed)
    match = play_random(setup.new_match(), random.Random(play_seed), events)
    path = tmp_path_factory.mktemp("save") / "save.json"
    save_game(path, setup, match)
    result = load_game(path)
    assert result.problem is None
    assert result.game.setup == setup
    assert_same_game(result.game.match, match)


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("preset_name", sorted(PRESETS))
def test_round_trip_at_every_point_of_a_game(preset_name, players):
    setup = short_setup(preset_name, players, hands=1, seed=players * 101)
    match = play_random(setup.new_match(), random.Random(players))
    assert match.is_over
    events = match.events
    for count in range(len(events) + 1):
        partial = Match.replay(setup.rules, setup.deals, events[:count])
        # Through JSON text in memory: the file round trip is covered above, fsync is slow.
        text = json.dumps(save_document(setup, partial))
        loaded = game_from_document(json.loads(text))
        assert loaded.match.state_key() == partial.state_key(), count


@pytest.mark.parametrize("moon", ["shooter_chooses", "add_to_others", "all_tricks_void"])
@pytest.mark.parametrize("choice", list(MoonChoice))
def test_round_trip_through_a_moon_and_into_the_next_hand(tmp_path, moon, choice):
    rules = moon_rules(moon=moon, end_hands=3)
    setup = GameSetup(rules, clubs_deal(0), Level.LET)
    match = setup.new_match()
    play_moon_hand(match, 0, choice)
    play_random(match, random.Random(1), 5)  # a few events of the next hand
    save_game(tmp_path / "save.json", setup, match)
    result = load_game(tmp_path / "save.json")
    assert result.problem is None
    assert_same_game(result.game.match, match)
    if moon == "shooter_chooses":
        assert {"type": "moon", "seat": 0, "choice": choice.value} in \
            json.loads((tmp_path / "save.json").read_text())["events"]


def test_daily_game_round_trip(tmp_path):
    setup = GameSetup.daily(dt.date(2026, 11, 29), preset("hjerterfri"), Level.SVAER)
    match = play_random(setup.new_match(), random.Random(5), 30)
    save_game(tmp_path / "save.json", setup, match)
    game = load_game(tmp_path / "save.json").game
    assert game.setup == setup and game.setup.is_daily
    assert game.match.state_key() == match.state_key()


def test_document_shape():
    setup = short_setup()
    match = play_random(setup.new_match(), random.Random(2), 6)
    moment = dt.datetime(2026, 11, 29, 14, 0, 0, 123456, tzinfo=dt.timezone.utc)
    document = save_document(setup, match, moment)
    assert document == {
        "format": FORMAT, "version": VERSION, "setup": setup.to_dict(),
        "events": [json.loads(json.dumps(e)) for e in document["events"]],
        "saved_at": "2026-11-29T14:00:00Z",
    }
    assert len(document["events"]) == 6
    assert json.loads(json.dumps(document)) == document  # plain JSON
    assert game_from_document(document).saved_at == "2026-11-29T14:00:00Z"


def test_no_save_is_not_a_problem(tmp_path):
    result = load_game(tmp_path / "save.json")
    assert result.game is None and result.problem is None


def test_delete_save(tmp_path):
    setup = short_setup()
    path = tmp_path / "save.json"
    save_game(path, setup, setup.new_match())
    delete_save(path)
    delete_save(path)  # twice is fine
    assert not path.exists()
