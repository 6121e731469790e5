"""The arena command keeps working (a few fast games; the full table is a benchmark)."""

from __future__ import annotations

import random

import pytest

from hearts_desktop import arena
from hearts_desktop.ai import Level
from hearts_desktop.ai.knowledge import Knowledge
from hearts_desktop.ai.svaer import Svaer
from hearts_desktop.ai.tables import tables
from hearts_desktop.arena.report import compare_table
from hearts_desktop.engine import Card, HandState, PlayerView, SeededDeals, cards_of, preset
from hearts_desktop.engine.cards import SUIT_MASKS


def test_a_short_run_prints_a_results_table(capsys):
    assert arena.main(["--level", "mellem", "--vs", "let", "--games", "4", "--seed", "2"]) == 0
    out, err = capsys.readouterr()
    row = out.strip().splitlines()[-1]
    assert row.startswith("| Mellem vs Let | 4 |")
    assert "4/4" in err and "ETA" in err  # the progress bar


def test_seats_rotate_and_wins_add_up():
    summary = arena.run_pairing(Level.LET, Level.MELLEM, 8, 3, "spar-dame", progress=False)
    assert [r.index for r in summary.results] == list(range(8))
    assert 0 <= summary.wins <= 8
    # Every game has exactly one measured seat, in seat g mod 4.
    for result in summary.results:
        assert result.win in (0.0, 1 / 4, 1 / 3, 1 / 2, 1.0)
        assert result.hands >= 1 and len(result.times) > 0
    same = arena.run_pairing(Level.LET, Level.MELLEM, 8, 3, "spar-dame", progress=False)
    assert [r.points for r in same.results] == [r.points for r in summary.results]


def test_wilson_interval_matches_the_textbook_value():
    low, high = arena.wilson(50, 100)
    assert round(low, 4) == 0.4038 and round(high, 4) == 0.5962


def test_all_writes_the_strength_table(tmp_path, monkeypatch):
    monkeypatch.setattr(arena, "PAIRINGS", ((Level.MELLEM, Level.LET, "≥ 54 %"),))
    out = tmp_path / "STRENGTH.md"
    assert arena.main(["--all", "--games", "2", "--seed", "1", "--quiet", "--out", str(out)]) == 0
    text = out.read_text(encoding="utf-8")
    assert "| Mellem vs Let | 2 |" in text and "--all --games 2 --seed 1" in text


def test_duplicate_mode_plays_each_deal_in_every_rotation():
    """The same level in every seat plays the same game in each rotation: exactly even."""
    summary = arena.run_pairing(Level.MELLEM, Level.MELLEM, 8, 5, "spar-dame", progress=False,
                                duplicate=True)
    for board in (summary.results[:4], summary.results[4:]):
        assert len({r.hands for r in board}) == 1
        assert len({r.points + r.vs_points for r in board}) == 1  # the same game's totals
    result = arena.paired(summary.results, 4)
    assert result.boards == 2 and result.hands == sum(r.hands for r in summary.results)
    assert abs(result.difference[0]) < 1e-9 and abs(result.ratio[0] - 1) < 1e-9
    assert abs(result.difference[1]) < 1e-9 and abs(result.difference[2]) < 1e-9


def test_paired_interval_is_the_ratio_estimators_delta_method():
    def game(index, points, vs_points, hands):
        return arena.GameResult(index=index, win=0.0, hands=hands, points=points,
                                vs_points=vs_points, calm_hands=max(hands - 1, 0),
                                calm_points=points // 2, calm_vs_points=vs_points)

    # Two players per board; boards: (m, o, h) = (10, 20, 4), (30, 30, 6), (5, 25, 5).
    results = [game(0, 4, 8, 2), game(1, 6, 12, 2), game(2, 20, 10, 3), game(3, 10, 20, 3),
               game(4, 5, 25, 5), game(5, 0, 0, 0)]
    p = arena.paired(results, 2)
    assert (p.boards, p.hands) == (3, 15)
    assert p.level == 45 / 15 and p.others == 75 / 15
    diff = -30 / 15
    residuals = [10 - 20 - diff * 4, 30 - 30 - diff * 6, 5 - 25 - diff * 5]
    se = (sum(e * e for e in residuals) / 6) ** 0.5 / 5
    assert p.difference == (diff, diff - 1.96 * se, diff + 1.96 * se)
    ratio = 45 / 75
    residuals = [10 - ratio * 20, 30 - ratio * 30, 5 - ratio * 25]
    se = (sum(e * e for e in residuals) / 6) ** 0.5 / 25
    assert p.ratio == (ratio, ratio - 1.96 * se, ratio + 1.96 * se)
    calm = arena.paired(results, 2, calm=True)
    assert (calm.hands, calm.level, calm.others) == (10, (2 + 3 + 10 + 5 + 2) / 10, 75 / 10)


def test_duplicate_command_prints_the_paired_table(capsys):
    assert arena.main(["--level", "let", "--vs", "mellem", "--games", "4", "--seed", "2",
                       "--duplicate", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "| Let vs Mellem | 1 × 4 |" in out and "no-moon ratio" in out


def test_ismcts_is_an_arena_level_only():
    from hearts_desktop.ai.ismcts import Ismcts

    assert isinstance(arena.arena_player("ismcts", 1), Ismcts)
    assert "ismcts" not in [level.value for level in Level]


@pytest.mark.parametrize("level, iterations", [("ismcts-530", 530), ("ismcts-600", 600)])
def test_the_search_player_at_svaers_think_time_is_an_arena_level_with_its_own_budget(
        level, iterations):
    from hearts_desktop.ai.ismcts import ITERATIONS

    player = arena.arena_player(level, 1)
    assert player.iterations == iterations != ITERATIONS
    assert arena.arena_player("ismcts", 1).iterations == ITERATIONS
    assert level in arena.ARENA_LEVELS and level not in [lv.value for lv in Level]


@pytest.mark.parametrize("level, strength", [("svaer-read-50", 0.5), ("svaer-read-100", 1.0)])
def test_svaer_reading_the_honours_is_an_arena_level_only(level, strength):
    player = arena.arena_player(level, 1)
    assert isinstance(player, Svaer) and player.read_honours == strength
    assert level in arena.ARENA_LEVELS and level not in [lv.value for lv in Level]
    assert arena.arena_player("svaer", 1).read_honours == 0


def test_svaer_playing_its_last_cards_out_exactly_is_an_arena_level_only():
    from hearts_desktop.ai.svaer import EXACT_WORK

    player = arena.arena_player("svaer-exact", 1)
    assert isinstance(player, Svaer) and player.exact_work == EXACT_WORK > 0
    assert "svaer-exact" in arena.ARENA_LEVELS and "svaer-exact" not in [lv.value for lv in Level]
    assert arena.arena_player("svaer", 1).exact_work == 0


def test_hands_stops_every_game_after_its_first_hands():
    """``--hands 2``: the same deals as whole games, cut after two hands each."""
    whole = arena.run_pairing(Level.MELLEM, Level.LET, 4, 6, "spar-dame", progress=False,
                              duplicate=True)
    cut = arena.run_pairing(Level.MELLEM, Level.LET, 4, 6, "spar-dame", progress=False,
                            duplicate=True, max_hands=2)
    assert all(whole_game.hands > 2 for whole_game in whole.results)
    assert [r.hands for r in cut.results] == [2] * 4
    assert all(r.calm_hands <= 2 and len(r.times) < len(w.times)
               for r, w in zip(cut.results, whole.results))


def test_hands_option_reaches_the_table(capsys):
    assert arena.main(["--level", "mellem", "--vs", "let", "--games", "4", "--seed", "6",
                       "--duplicate", "--hands", "2", "--quiet"]) == 0
    assert "| Mellem vs Let | 1 × 4 | 8 |" in capsys.readouterr().out


def test_results_files_pool_into_one_run_with_boards_of_each_seed(tmp_path, capsys):
    """Two runs on different seeds, pooled: one board per seed, and the sums of both runs."""
    files = []
    for seed in (6, 7):
        path = tmp_path / f"seed{seed}.json"
        assert arena.main(["--level", "mellem", "--vs", "let", "--games", "4", "--seed", str(seed),
                           "--duplicate", "--hands", "1", "--quiet", "--results", str(path)]) == 0
        files.append(path)
    capsys.readouterr()
    (pooled,) = arena.load_results(files)
    assert (pooled.games, {r.seed for r in pooled.results}) == (8, {6, 7})
    whole = arena.paired(pooled.results, 4)
    assert (whole.boards, whole.hands) == (2, 8)
    runs = [arena.load_results([path])[0] for path in files]
    assert whole.level == sum(r.points for run in runs for r in run.results) / 8
    assert arena.main(["--pool", *map(str, files)]) == 0
    assert "| Mellem vs Let | 2 × 4 | 8 |" in capsys.readouterr().out


def test_pooling_refuses_a_game_twice_and_a_file_that_is_not_results(tmp_path, capsys):
    path = tmp_path / "run.json"
    assert arena.main(["--level", "mellem", "--vs", "let", "--games", "4", "--seed", "6",
                       "--hands", "1", "--quiet", "--results", str(path)]) == 0
    with pytest.raises(ValueError, match="game 0 of seed 6 is already in an earlier file"):
        arena.load_results([path, path])
    broken = tmp_path / "broken.json"
    broken.write_text('{"pairings": [{"level": "let"}]}', encoding="utf-8")
    with pytest.raises(SystemExit):
        arena.main(["--pool", str(broken)])
    assert "broken.json: not an arena results file" in capsys.readouterr().err


def test_seeing_svaer_plays_out_the_real_deal_and_is_an_arena_level_only(monkeypatch):
    """Before each of its decisions the arena hands it every seat's real cards, and those are
    the deals it plays out; players cannot choose it."""
    assert "seeing" not in [level.value for level in Level]
    seen = []
    choose_card = arena.SeeingSvaer.choose_card

    def checked(self, view):
        real = list(self.hands)
        assert real[view.seat] == view.hand_mask
        assert sum(hand.bit_count() for hand in real) == sum(view.hand_sizes)
        assert self.sample_deal(None, None) == real
        seen.append(real)
        return choose_card(self, view)

    monkeypatch.setattr(arena.SeeingSvaer, "choose_card", checked)
    arena.play_game("seeing", "mellem", 1, 3, "spar-dame", max_hands=1)
    assert len(seen) == 13
    assert len({tuple(real) for real in seen}) == 13  # a new deal every trick


@pytest.mark.parametrize("level, sees_pass, sees_play",
                         [("seeing-play", False, True), ("seeing-pass", True, False)])
def test_partly_seeing_svaer_samples_as_svaer_where_it_does_not_see(level, sees_pass, sees_play):
    """``seeing-play`` samples its pass's deals exactly as Svær (same seed, same view) and
    plays out the real deal; ``seeing-pass`` the other way round."""
    assert level in arena.ARENA_LEVELS and level not in [lv.value for lv in Level]
    rules = preset("spar-dame")
    state = HandState(rules, SeededDeals(4).hands(0, 4))
    view = PlayerView.of(state, 1)
    player = arena.arena_player(level, 9)
    player.hands = tuple(state.hands)
    svaer = Svaer(9)
    unseen = list(cards_of(tables(rules).deck & ~view.hand_mask))
    plain = svaer.sample_deal_before_pass(view, list(unseen), random.Random(1))
    mine = player.sample_deal_before_pass(view, list(unseen), random.Random(1))
    assert (mine == list(state.hands)) is sees_pass
    assert (mine == plain) is not sees_pass
    knowledge = Knowledge.of(view)
    plain = svaer.sample_deal(knowledge, random.Random(2))
    mine = player.sample_deal(knowledge, random.Random(2))
    assert (mine == list(state.hands)) is sees_play
    assert (mine == plain) is not sees_play


@pytest.mark.parametrize("level, shown", [("seeing-qs", ["Q♠"]),
                                          ("seeing-high", [r + s for r in "QKA" for s in "♣♦♠♥"]),
                                          ("seeing-shape", [])])
def test_svaer_seeing_part_of_the_deal_samples_the_rest(level, shown):
    """``seeing-qs`` and ``seeing-high`` deal the revealed cards to their real holders and
    ``seeing-shape`` gives each seat its real number of cards of each suit; everything else
    is sampled, so the deals differ from the real one and from each other."""
    assert level in arena.ARENA_LEVELS and level not in [lv.value for lv in Level]
    rules = preset("spar-dame")
    state = HandState(rules, SeededDeals(4).hands(0, 4))
    real = list(state.hands)
    view = PlayerView.of(state, 1)
    player = arena.arena_player(level, 9)
    player.hands = tuple(real)
    if shown:
        assert sorted(cards_of(player.reveal)) == sorted(Card.parse(text) for text in shown)
    knowledge = Knowledge.of(view)
    deals = [player.sample_deal(knowledge, random.Random(k)) for k in range(20)]
    for deal in deals:
        assert deal[1] == real[1]
        assert sorted(cards_of(sum(deal))) == sorted(cards_of(sum(real)))
        for hand, real_hand in zip(deal, real):
            if level == "seeing-shape":
                assert [(hand & suit).bit_count() for suit in SUIT_MASKS] == \
                       [(real_hand & suit).bit_count() for suit in SUIT_MASKS]
            else:
                assert hand & player.reveal == real_hand & player.reveal
    assert len({tuple(deal) for deal in deals}) == 20


@pytest.mark.parametrize("level, chance", [("seeing-high-25", 0.25), ("seeing-high-50", 0.5),
                                           ("seeing-high-75", 0.75)])
def test_svaer_placing_the_honours_right_in_a_share_of_its_deals(level, chance):
    """``seeing-high-25``, ``-50`` and ``-75`` deal each hidden honour to its real holder in
    about that share of the deals and at random in the rest: about ``chance`` of the way from
    plain Svær's share of right placings to ``seeing-high``'s all of them."""
    rules = preset("spar-dame")
    state = HandState(rules, SeededDeals(4).hands(0, 4))
    real = list(state.hands)
    view = PlayerView.of(state, 1)
    knowledge = Knowledge.of(view)
    honours = knowledge.pool & arena.REVEAL["seeing-high"]

    def right_share(level: str) -> float:
        player = arena.arena_player(level, 9)
        player.hands = tuple(real)
        right = total = 0
        for k in range(200):
            deal = player.sample_deal(knowledge, random.Random(k))
            for seat in range(4):
                if seat != 1:
                    right += (deal[seat] & real[seat] & honours).bit_count()
            total += honours.bit_count()
        return right / total

    plain, sure, share = right_share("svaer"), right_share("seeing-high"), right_share(level)
    assert sure == 1.0 and 0.25 < plain < 0.42
    assert abs(share - (plain + chance * (1 - plain))) < 0.05


def test_first_adds_the_later_games_of_a_run_and_pools_with_the_earlier(tmp_path):
    """``--first 4 --games 4`` plays games 4–7 exactly as an 8-game run does; pooled with
    games 0–3 it is that run."""
    whole = arena.run_pairing(Level.MELLEM, Level.LET, 8, 6, "spar-dame", progress=False,
                              max_hands=1)
    early, late = tmp_path / "early.json", tmp_path / "late.json"
    for first, path in ((0, early), (4, late)):
        assert arena.main(["--level", "mellem", "--vs", "let", "--games", "4", "--seed", "6",
                           "--first", str(first), "--hands", "1", "--quiet",
                           "--results", str(path)]) == 0
    (later,) = arena.load_results([late])
    assert [r.index for r in later.results] == [4, 5, 6, 7]
    (pooled,) = arena.load_results([early, late])
    assert [(r.index, r.points, r.vs_points) for r in pooled.results] == [
        (r.index, r.points, r.vs_points) for r in whole.results]


def test_first_must_keep_boards_whole_in_duplicate_mode(capsys):
    with pytest.raises(SystemExit):
        arena.main(["--level", "mellem", "--vs", "let", "--games", "4", "--seed", "6",
                    "--duplicate", "--first", "2", "--quiet"])
    assert "--duplicate needs --games and --first in multiples of 4" in capsys.readouterr().err


def test_a_negative_first_is_refused_as_negative_even_in_duplicate_mode(capsys):
    with pytest.raises(SystemExit):
        arena.main(["--level", "mellem", "--vs", "let", "--games", "4", "--seed", "6",
                    "--duplicate", "--first", "-3", "--quiet"])
    err = capsys.readouterr().err
    assert "--first cannot be negative" in err
    assert "multiples of" not in err


def _game(index, win, hands, points, vs_points, seed=9):
    return arena.GameResult(index=index, seed=seed, win=win, hands=hands, points=points,
                            vs_points=vs_points, calm_hands=hands - 1, calm_points=points // 2,
                            calm_vs_points=vs_points // 2, choice_times=[0.01 * (index + 1)])


def _summary(results, duplicate=False, level="svaer", players=4, vs="let", rules="spar-dame"):
    return arena.Summary(level, vs, len(results), 1.0, results, players, duplicate, rules)


def test_compare_pairs_the_games_both_sides_played():
    before = _summary([_game(0, 1, 10, 20, 240), _game(1, 0, 8, 70, 150), _game(2, 1, 12, 30, 270)])
    after = _summary([_game(0, 1, 10, 10, 240), _game(1, 1, 9, 40, 180), _game(2, 0.5, 12, 60, 240),
                      _game(3, 0, 10, 90, 90)])  # game 3: only after, left out
    c = arena.compare(before, after)
    assert (c.units, c.games, c.changed) == (3, 3, 2)
    assert c.win == (2 / 3, 2.5 / 3)
    change = 0.5 / 3
    se = (sum((d - change) ** 2 for d in (0, 1, -0.5)) / 6) ** 0.5
    assert c.win_change == pytest.approx((change, change - 1.96 * se, change + 1.96 * se))
    # Points minus the others' mean, per game: before -60, 20, -60 over 10, 8, 12 hands;
    # after -70, -20, -20 over 10, 9, 12 hands.
    rb, ra = -100 / 30, -110 / 31
    assert c.relative == pytest.approx((rb, ra))
    eb = [(x - rb * h) / 10 for x, h in ((-60, 10), (20, 8), (-60, 12))]
    ea = [(x - ra * h) / (31 / 3) for x, h in ((-70, 10), (-20, 9), (-20, 12))]
    se = (sum((a - b) ** 2 for a, b in zip(ea, eb)) / 6) ** 0.5
    assert c.relative_change == pytest.approx((ra - rb, ra - rb - 1.96 * se, ra - rb + 1.96 * se))
    assert c.choice_median == (0.02, 0.02)


def test_compare_sees_a_point_a_hand_exactly_and_no_change_as_none():
    games = [_game(i, i % 2, 8 + i, 10 * i, 60 + 30 * i) for i in range(6)]
    worse = [_game(r.index, r.win, r.hands, r.points + r.hands, r.vs_points) for r in games]
    for r, w in zip(games, worse):  # the point a hand in the hands with no moon too
        w.calm_points = r.calm_points + r.calm_hands
    c = arena.compare(_summary(games), _summary(worse))
    assert c.relative_change == pytest.approx((1.0, 1.0, 1.0))
    assert c.calm_change == pytest.approx((1.0, 1.0, 1.0))
    assert c.win_change == (0.0, 0.0, 0.0)
    same = arena.compare(_summary(games), _summary(games))
    assert same.relative_change == (0.0, 0.0, 0.0) and same.calm_change == (0.0, 0.0, 0.0)


def test_compare_pairs_boards_in_duplicate_mode():
    """Two players: games 0 and 1 are board 0, games 2 and 3 board 1."""
    before = _summary([_game(0, 1, 4, 4, 8), _game(1, 0, 4, 8, 4), _game(2, 1, 5, 0, 10),
                       _game(3, 0, 5, 10, 0)], duplicate=True, players=2)
    after = _summary([_game(0, 1, 4, 2, 10), _game(1, 1, 4, 6, 6), _game(2, 1, 5, 0, 10),
                      _game(3, 1, 5, 6, 4)], duplicate=True, players=2)
    c = arena.compare(before, after)
    assert (c.units, c.games, c.changed) == (2, 4, 2)
    # Board by board, the change in wins is +1 and +1: no spread, so a zero-width interval.
    assert c.win_change == pytest.approx((0.5, 0.5, 0.5))
    assert c.relative == pytest.approx((0.0, (-8 + 0 - 10 + 2) / 18))


def test_compare_command_reads_results_files(tmp_path, capsys):
    """The same run on both sides changes nothing; another level is compared on the same games."""
    files = {}
    for level in ("mellem", "let"):
        files[level] = tmp_path / f"{level}.json"
        assert arena.main(["--level", level, "--vs", "let", "--games", "4", "--seed", "6",
                           "--hands", "1", "--quiet", "--results", str(files[level])]) == 0
    capsys.readouterr()
    assert arena.main(["--before", str(files["mellem"]), "--after", str(files["mellem"])]) == 0
    row = capsys.readouterr().out.strip().splitlines()[-1]
    assert row.startswith("| Mellem vs Let | 4, 0 changed |")
    assert "| +0.00 [+0.00, +0.00] | " in row
    assert arena.main(["--before", str(files["mellem"]), "--after", str(files["let"])]) == 0
    assert "| Mellem → Let vs Let | 4, " in capsys.readouterr().out


def test_compare_pairs_one_level_against_two_fields_but_not_two_changes_at_once():
    """Svær against the search player at 450 and at 530 iterations, on the same games."""
    games = [_game(i, i % 2, 8 + i, 10 * i, 60 + 30 * i) for i in range(8)]
    worse = [_game(r.index, r.win, r.hands, r.points + r.hands, r.vs_points) for r in games]

    def summary(level, vs, results, rules="hjerterfri"):
        return _summary(results, duplicate=True, level=level, vs=vs, rules=rules)

    before = [summary("svaer", "ismcts", games)]
    row = compare_table(before, [summary("svaer", "ismcts-530", worse)]).splitlines()[-1]
    assert row.startswith("| Svær vs ISMCTS → ISMCTS at 530 iterations | 8 (2 boards), 0 changed |")
    assert "| +1.00 [+1.00, +1.00] |" in row
    with pytest.raises(ValueError, match="share no games"):
        compare_table(before, [summary("mellem", "ismcts-530", worse)])
    with pytest.raises(ValueError, match="share no games"):  # other rules: not the same games
        compare_table(before, [summary("svaer", "ismcts-530", worse, "spar-dame")])


def test_compare_row_counts_a_single_board_in_the_singular():
    games = [_game(i, i % 2, 8, 10, 60) for i in range(4)]
    one = [_summary(games, duplicate=True, vs="ismcts", rules="hjerterfri")]
    assert "| Svær vs ISMCTS | 4 (1 board), 0 changed |" in compare_table(one, one)


def test_compare_refuses_sides_without_shared_games(tmp_path, capsys):
    one, other = tmp_path / "one.json", tmp_path / "other.json"
    arena.save_results(one, [_summary([_game(0, 1, 10, 20, 240)])])
    arena.save_results(other, [_summary([_game(1, 1, 10, 20, 240)])])
    with pytest.raises(SystemExit):
        arena.main(["--before", str(one), "--after", str(other)])
    assert "share no games of the same pairing" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        arena.main(["--before", str(one)])
    assert "--before and --after go together" in capsys.readouterr().err
