"""Per-level details, the last games and "this game so far", and their JSON."""

from __future__ import annotations

import datetime as dt
import json
import random

from hearts_desktop.ai import Level
from hearts_desktop.app.setup import GameSetup
from hearts_desktop.app.statistics import Statistics, load_statistics, save_statistics
from hearts_desktop.app.statistics_details import KEEP_RECENT, LevelDetail, MatchCounts, RecentGame
from hearts_desktop.engine import MoonChoice

from .games import clubs_deal, moon_rules, play_moon_hand, play_random, short_setup

DAY = dt.date(2026, 11, 29)


def moon_game(shooter: int, level: Level = Level.MELLEM):
    setup = GameSetup(moon_rules(), clubs_deal(shooter), level)
    match = setup.new_match()
    play_moon_hand(match, shooter, MoonChoice.ADD_TO_OTHERS)
    return setup, match


def test_a_moon_game_counts_hands_queens_moons_and_the_worst_game():
    stats = Statistics()
    stats.record_game(*moon_game(0), DAY)
    stats.record_game(*moon_game(1), DAY)
    assert stats.details == {"mellem": LevelDetail(hands=2, queens=1, moons=1, worst=26)}
    assert stats.recent == [RecentGame("2026-11-29", "mellem", "custom", -10, True),
                            RecentGame("2026-11-29", "mellem", "custom", 26, False)]


def test_only_the_last_games_are_kept_and_everything_survives_a_round_trip(tmp_path):
    stats = Statistics()
    for seed in range(KEEP_RECENT + 3):
        setup = short_setup("spar-dame", 4, hands=1, seed=seed)
        stats.record_game(setup, play_random(setup.new_match(), random.Random(seed)), DAY)
    assert len(stats.recent) == KEEP_RECENT
    assert stats.details["mellem"].hands == KEEP_RECENT + 3
    path = tmp_path / "statistics.json"
    save_statistics(path, stats)
    assert load_statistics(path).statistics == stats


def test_a_file_from_before_the_details_still_loads(tmp_path):
    stats = Statistics()
    stats.record_game(*moon_game(0), DAY)
    document = stats.to_dict()
    del document["details"], document["recent"]
    path = tmp_path / "statistics.json"
    path.write_text(json.dumps(document))
    result = load_statistics(path)
    assert result.problem is None
    assert result.statistics.total().played == 1 and result.statistics.recent == []


def test_bad_details_are_refused(tmp_path):
    stats = Statistics()
    stats.record_game(*moon_game(0), DAY)
    document = stats.to_dict()
    document["details"]["mellem"]["queens"] = -1
    path = tmp_path / "statistics.json"
    path.write_text(json.dumps(document))
    assert load_statistics(path).problem is not None


def test_the_game_so_far_counts_only_scored_hands():
    setup, match = moon_game(0)
    counts = MatchCounts.of(match)
    assert counts == MatchCounts(hands=1, total=-10, queens=1, moons=1)
    assert MatchCounts.of(setup.new_match()) == MatchCounts(0, 0, 0, 0)
