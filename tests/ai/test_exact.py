"""The exact end of a hand (max-n) against a plain search through the engine, and where Svær
uses it."""

from __future__ import annotations

import dataclasses
import random

import pytest

from hearts_desktop.ai import svaer
from hearts_desktop.ai.exact import Solver, TooMuchWork
from hearts_desktop.ai.habits import plays_by_rule_of_thumb, plays_by_search
from hearts_desktop.ai.mellem import Mellem
from hearts_desktop.ai.svaer import Svaer
from hearts_desktop.ai.tables import tables
from hearts_desktop.engine import (PRESETS, ChooseMoon, HandState, Passing, Phase, PlayCard,
                                   PlayerView, best_moon_choice, deck_mask, preset)

from .test_habits import Lowest, played


def plain_points(state: HandState, totals) -> tuple[int, ...]:
    """Max-n through ``HandState.push``/``pop``: every legal card tried, each seat minimizing
    its points against the others' mean, the lowest card on a tie."""
    if state.phase is Phase.MOON_CHOICE:
        shooter = state.to_act()[0]
        state.push(ChooseMoon(shooter, best_moon_choice(state.rules, totals, shooter)))
        points = state.score.points
        state.pop()
        return points
    if state.phase is Phase.DONE:
        return state.score.points
    seat = state.turn
    n = state.players
    best, best_score = None, None
    for card in state.legal_cards(seat):
        state.push(PlayCard(seat, card))
        points = plain_points(state, totals)
        state.pop()
        score = points[seat] - (sum(points) - points[seat]) / (n - 1)
        if best is None or score < best_score:
            best, best_score = points, score
    return best


def random_position(rules, rng: random.Random, left: int) -> HandState:
    """A hand played at random until the seat to play holds ``left`` cards: at the start of a
    trick or inside one, as the random cards fall."""
    cards = [c for c in range(52) if deck_mask(rules.players) >> c & 1]
    rng.shuffle(cards)
    size = len(cards) // rules.players
    hands = [sum(1 << c for c in cards[s * size:(s + 1) * size]) for s in range(rules.players)]
    state = HandState(rules, hands)
    while state.hands[state.turn].bit_count() > left:
        state.push(PlayCard(state.turn, rng.choice(state.legal_cards(state.turn))))
    return state


POSITIONS = [(name, n, left) for name in sorted(PRESETS) for n in (3, 4, 5) for left in (2, 3)]


@pytest.mark.parametrize("name, n, left", POSITIONS)
def test_the_solver_finds_the_points_of_a_plain_search(name, n, left):
    """On random positions of every preset, 3–5 players, two and three cards left, in the middle
    of a trick or at its start: the same points per seat as a search through the engine that
    tries every card, so the runs of cards counted once and the kept positions change nothing."""
    rules = dataclasses.replace(preset(name, n), passing=Passing.NONE)
    rng = random.Random(f"{name}/{n}/{left}")
    for _ in range(3):
        state = random_position(rules, rng, left)
        totals = [rng.randrange(0, 80) for _ in range(n)]
        solver = Solver(tables(rules), rules, totals, limit=10**7)
        mine = solver.points(list(state.hands), state.leader, list(state.trick),
                             list(state.taken), list(state.tricks_won), state.hearts_broken,
                             state.is_first_trick)
        assert mine == plain_points(state, totals)
        assert solver.work > 0


def test_the_solver_gives_up_past_its_limit():
    rules = dataclasses.replace(preset("hjerterfri", 4), passing=Passing.NONE)
    state = random_position(rules, random.Random(3), 3)
    args = (list(state.hands), state.leader, list(state.trick), list(state.taken),
            list(state.tricks_won), state.hearts_broken, state.is_first_trick)
    needed = Solver(tables(rules), rules, [0] * 4, limit=10**7)
    needed.points(*args)
    with pytest.raises(TooMuchWork):
        Solver(tables(rules), rules, [0] * 4, limit=needed.work - 1).points(*args)


def test_players_who_look_ahead_are_told_from_rules_of_thumb():
    """``plays_by_search`` wants every other seat seen often enough and mostly unlike Mellem:
    three seats that play their lowest card, yes; three Mellem, or a single Mellem among them,
    or no earlier hand at all, no."""
    rules = preset("spar-dame")
    lowests = played(rules, [Lowest() for _ in range(4)], hands=2)
    assert plays_by_search(lowests.view(0))
    assert not plays_by_rule_of_thumb(lowests.view(0))
    mixed = played(rules, [Lowest(), Lowest(), Mellem(2), Lowest()], hands=2)
    assert not plays_by_search(mixed.view(0))
    assert plays_by_search(mixed.view(2))
    mellems = played(rules, [Mellem(s) for s in range(4)], hands=2)
    assert not plays_by_search(mellems.view(0))
    assert not plays_by_search(played(rules, [Lowest() for _ in range(4)], hands=0).view(0))


def late_views(rules, hands: int = 3):
    """Seat 0's choices with four cards or fewer in hand (more than one candidate), in the
    hand after ``hands`` hands of four seats that play their lowest card."""
    match = played(rules, [Lowest() for _ in range(4)], hands=hands)
    views = []
    while len(match.results) == hands:
        for seat in match.to_act():
            view = match.view(seat)
            legal = view.legal_mask()
            if (seat == 0 and view.phase is Phase.PLAYING and legal & (legal - 1)
                    and view.hand_mask.bit_count() <= svaer.EXACT_CARDS):
                views.append(view)
            if view.phase is Phase.PLAYING:
                match.play(seat, Lowest().choose_card(view))
            elif view.phase is Phase.PASSING:
                match.pass_cards(seat, Lowest().choose_pass(view))
            else:
                match.choose_moon(seat, Mellem().choose_moon(view))
    return views


def test_svaer_plays_its_last_cards_out_exactly_only_when_asked_and_against_lookahead():
    """With ``exact_work`` and players who look ahead, the costs of Svær's last cards are the
    solver's (one plan, no moon plan on top); without either, the rollouts' as before."""
    rules = preset("hjerterfri")
    views = late_views(rules)
    assert views and plays_by_search(views[0])
    calls = []

    class Counting(Solver):
        def points(self, *args):
            calls.append(args)
            return super().points(*args)

    for view in views:
        candidates = svaer.distinct_cards(view, view.legal_mask())
        plain = Svaer(1, max_samples=20)
        exact = Svaer(1, max_samples=20, exact_work=10**6)
        before = len(calls)
        original = svaer.Solver
        svaer.Solver = Counting
        try:
            costs = exact.sample_costs(view, candidates)
            rollouts = plain.sample_costs(view, candidates)
            blind = exact.sample_costs(dataclasses.replace(view, earlier=()), candidates)
        finally:
            svaer.Solver = original
        assert len(costs) == 1
        assert len(calls) - before == 20 * len(candidates)  # every deal and candidate solved
        assert blind == rollouts  # no earlier hands: the gate stays shut
        assert all(len(row) == 20 for row in costs[0])


def test_four_cards_are_played_out_on_fewer_deals_and_too_little_work_means_the_rollouts():
    """With ``EXACT_CARDS`` in hand the solver plays ``EXACT_DEALS`` deals, not all the usual
    ones; when it cannot finish ``EXACT_MIN_DEALS`` of them within ``exact_work``, the costs
    are exactly those of the rollouts, on all the usual deals, the same as without the try."""
    rules = preset("hjerterfri")
    view = next(v for v in late_views(rules) if v.hand_mask.bit_count() == svaer.EXACT_CARDS)
    candidates = svaer.distinct_cards(view, view.legal_mask())
    usual = svaer.EXACT_DEALS + 12
    exact = Svaer(1, max_samples=usual, exact_work=10**7).sample_costs(view, candidates)
    assert [len(row) for row in exact[0]] == [svaer.EXACT_DEALS] * len(candidates)
    starved = Svaer(1, max_samples=usual, exact_work=1).sample_costs(view, candidates)
    rollouts = Svaer(1, max_samples=usual).sample_costs(view, candidates)
    assert starved == rollouts
    assert [len(row) for row in rollouts[0]] == [usual] * len(candidates)
