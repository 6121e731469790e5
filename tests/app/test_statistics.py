"""Statistics: counted from finished games, once each, kept as JSON, reset on demand."""

from __future__ import annotations

import datetime as dt
import json
import random

import pytest

from hearts_desktop.ai import Level
from hearts_desktop.app.problems import FileKind, ProblemCode
from hearts_desktop.app.setup import GameSetup
from hearts_desktop.app.statistics import (
    BestGame, DailyResult, Statistics, Tally, load_statistics, save_statistics,
)
from hearts_desktop.engine import MoonChoice, preset

from .games import clubs_deal, moon_rules, play_moon_hand, play_random, short_setup

DAY = dt.date(2026, 11, 29)


def moon_game(shooter: int, level: Level = Level.MELLEM, **options):
    """A one-hand game of ``clubs_deal``: the shooter takes everything (J♦ −10 included)."""
    setup = GameSetup(moon_rules(**options), clubs_deal(shooter), level)
    match = setup.new_match()
    play_moon_hand(match, shooter, MoonChoice.ADD_TO_OTHERS)
    assert match.is_over
    return setup, match


def test_a_won_moon_game():
    stats = Statistics()
    setup, match = moon_game(0)
    assert stats.record_game(setup, match, DAY)
    assert stats.tallies == {("mellem", "custom"): Tally(played=1, won=1, score_sum=-10, best=-10)}
    assert stats.best_game == BestGame(-10, "2026-11-29", "mellem", "custom", 4)
    assert (stats.moons_by_player, stats.moons_by_computers) == (1, 0)
    assert stats.total().average == -10


def test_a_lost_game_where_a_computer_shot_the_moon():
    stats = Statistics()
    setup, match = moon_game(2, Level.SVAER)
    stats.record_game(setup, match, DAY)
    assert stats.tallies == {("svaer", "custom"): Tally(played=1, won=0, score_sum=26, best=26)}
    assert stats.best_game is None  # only won games count as best
    assert (stats.moons_by_player, stats.moons_by_computers) == (0, 1)


def test_a_voided_hand_counts_as_a_moon():
    stats = Statistics()
    setup, match = moon_game(1, moon="all_tricks_void")
    stats.record_game(setup, match, DAY)
    assert (stats.moons_by_player, stats.moons_by_computers) == (0, 1)
    assert stats.total().won == 1  # everybody 0: a shared win


def test_taking_everything_under_no_moon_rule_is_not_a_moon():
    stats = Statistics()
    setup, match = moon_game(0, moon="none")
    stats.record_game(setup, match, DAY)
    assert (stats.moons_by_player, stats.moons_by_computers) == (0, 0)
    assert stats.total().score_sum == 16  # 26 penalty points and J♦ −10


def test_tallies_by_level_and_preset_and_averages():
    stats = Statistics()
    finals = []
    for seed, level, name in [(1, Level.LET, "spardame-snl"), (2, Level.LET, "spardame-snl"),
                              (3, Level.SVAER, "hjerterfri")]:
        setup = short_setup(name, 4, hands=1, seed=seed, level=level)
        setup = GameSetup(preset(name), setup.deals, level)  # the real preset (to 100)
        match = play_random(setup.new_match(), random.Random(seed))
        stats.record_game(setup, match, DAY)
        finals.append((level.value, name, match.totals[0], 0 in match.winners))
    let = stats.tallies[("let", "spardame-snl")]
    assert let.played == 2
    assert let.won == sum(w for lv, _, _, w in finals if lv == "let")
    assert let.score_sum == finals[0][2] + finals[1][2]
    assert let.best == min(finals[0][2], finals[1][2])
    assert stats.total(level="svaer").played == 1
    assert stats.total(preset="hjerterfri").played == 1
    assert stats.total().played == 3
    assert stats.total().average == pytest.approx(sum(f[2] for f in finals) / 3)


def test_unfinished_games_are_not_counted():
    stats = Statistics()
    setup = short_setup()
    match = play_random(setup.new_match(), random.Random(1), 10)
    assert not stats.record_game(setup, match, DAY)
    assert stats == Statistics()


def test_a_game_is_counted_once():
    stats = Statistics()
    setup, match = moon_game(0)
    assert stats.record_game(setup, match, DAY)
    assert not stats.record_game(setup, match, DAY)
    assert stats.total().played == 1
    other_setup, other = moon_game(2)
    assert stats.record_game(other_setup, other, DAY)
    assert stats.total().played == 2


def test_daily_deal_played_then_finished():
    stats = Statistics()
    rules = preset("spar-dame").with_options(end_rule="hands", end_hands=1)
    setup = GameSetup.daily(DAY, rules, Level.MELLEM)
    stats.record_daily_started(DAY)
    assert stats.daily_result(DAY) == DailyResult(finished=False)
    assert stats.daily_result(DAY + dt.timedelta(days=1)) is None
    match = play_random(setup.new_match(), random.Random(9))
    stats.record_game(setup, match, DAY)
    assert stats.daily_result(DAY) == DailyResult(True, 0 in match.winners, match.totals[0])
    stats.record_daily_started(DAY)  # starting again does not forget the result
    assert stats.daily_result(DAY).finished


def test_reset_forgets_everything():
    stats = Statistics()
    stats.record_game(*moon_game(0), DAY)
    stats.record_daily_started(DAY)
    stats.reset()
    assert stats == Statistics()
    assert stats.record_game(*moon_game(0), DAY)  # even the fingerprints are gone


def test_save_and_load(tmp_path):
    stats = Statistics()
    stats.record_game(*moon_game(0), DAY)
    stats.record_game(*moon_game(3, Level.LET), DAY)
    stats.record_daily_started(DAY)
    path = tmp_path / "data" / "statistics.json"
    save_statistics(path, stats)
    result = load_statistics(path)
    assert result.problem is None and result.statistics == stats
    assert load_statistics(tmp_path / "none.json").statistics == Statistics()


def _saved_document(tmp_path):
    stats = Statistics()
    stats.record_game(*moon_game(0), DAY)
    stats.record_daily_started(DAY - dt.timedelta(days=1))
    return stats.to_dict()


@pytest.mark.parametrize("change", [
    lambda d: d.update(version=2),
    lambda d: d.update(moons_by_player=-1),
    lambda d: d.update(moons_by_player=True),
    lambda d: d.update(moons_by_computers=10**20),
    lambda d: d["games"].update(grandmaster={}),
    lambda d: d["games"]["mellem"].update(poker={"played": 1, "won": 0, "score_sum": 0, "best": 0}),
    lambda d: d["games"]["mellem"]["custom"].update(won=5),
    lambda d: d["games"]["mellem"]["custom"].update(best=None),
    lambda d: d["games"]["mellem"]["custom"].update(score_sum="lots"),
    lambda d: d["games"]["mellem"].update(custom=[]),
    lambda d: d.update(best_game={"score": 1}),
    lambda d: d["best_game"].update(players=4.0),
    lambda d: d["best_game"].update(level=["let"]),
    lambda d: d["best_game"].update(date="yesterday"),
    lambda d: d["daily"].update({"2026-02-30": {"finished": False, "won": False, "score": None}}),
    lambda d: d["daily"].update({"2026-11-30": {"finished": 1, "won": False, "score": None}}),
    lambda d: d.update(daily=[]),
    lambda d: d.update(recorded=["short"]),
    lambda d: d.update(extra=1),
    lambda d: d.pop("games"),
])
def test_bad_statistics_files_start_fresh_and_are_kept(tmp_path, change):
    document = _saved_document(tmp_path)
    change(document)
    path = tmp_path / "statistics.json"
    raw = json.dumps(document).encode()
    path.write_bytes(raw)
    result = load_statistics(path)
    assert result.statistics == Statistics()
    assert result.problem.kind is FileKind.STATISTICS
    assert result.problem.code in (ProblemCode.CORRUPT, ProblemCode.FUTURE_VERSION)
    assert result.problem.moved_to.read_bytes() == raw and not path.exists()


def test_truncated_statistics(tmp_path):
    raw = json.dumps(_saved_document(tmp_path)).encode()
    path = tmp_path / "statistics.json"
    for cut in range(0, len(raw), 7):
        path.write_bytes(raw[:cut])
        result = load_statistics(path)
        assert result.problem.code is ProblemCode.CORRUPT
        result.problem.moved_to.unlink()


def test_undo_after_the_end_and_a_different_finish_is_not_counted_again():
    stats = Statistics()
    setup = short_setup("spardame-snl", 4, hands=1, seed=21)
    match = play_random(setup.new_match(), random.Random(1))
    assert stats.record_game(setup, match, DAY)
    first = stats.to_dict()
    for _ in range(8):
        match.pop()
    play_random(match, random.Random(99))
    assert match.is_over
    assert not stats.record_game(setup, match, DAY)
    assert stats.to_dict() == first


def test_a_second_try_at_the_daily_deal_keeps_the_first_result():
    stats = Statistics()
    rules = preset("spar-dame").with_options(end_rule="hands", end_hands=1)
    setup = GameSetup.daily(DAY, rules, Level.MELLEM)
    first = play_random(setup.new_match(), random.Random(1))
    stats.record_game(setup, first, DAY)
    result = stats.daily_result(DAY)
    second = play_random(setup.new_match(), random.Random(2))
    assert second.totals != first.totals
    assert not stats.record_game(setup, second, DAY)
    assert stats.daily_result(DAY) == result and stats.total().played == 1
