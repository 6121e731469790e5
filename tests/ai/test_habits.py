"""Reading how the other seats play from the earlier hands' tricks, and what Svær does with it."""

from __future__ import annotations

import dataclasses

import pytest

from hearts_desktop.ai.habits import MIN_CHOICES, agreement, plays_by_rule_of_thumb, replayed
from hearts_desktop.ai.let import Let
from hearts_desktop.ai.mellem import Mellem
from hearts_desktop.ai.review import decisions_of
from hearts_desktop.ai.svaer import Svaer, pass_candidates
from hearts_desktop.engine import (HandState, Match, PassDirection, Phase, PlayerView, SeededDeals,
                                   find_claim, preset)

from .helpers import act
from .test_situations import spread_deal


class Lowest:
    """Plays its lowest legal card and passes its lowest cards: no rule of thumb."""

    def choose_pass(self, view):
        return view.hand[:view.pass_count]

    def choose_card(self, view):
        return view.legal_cards()[0]

    def choose_moon(self, view):
        return Mellem().choose_moon(view)


def played(rules, players, hands=1, seed=5) -> Match:
    """A match after ``hands`` hands played by ``players``."""
    match = Match(rules, SeededDeals(seed))
    play_on(match, players, hands)
    return match


def play_on(match, players, hands, keep=lambda view: False) -> list[PlayerView]:
    """Play until ``hands`` hands are over; the views of the decisions ``keep`` picks."""
    kept = []
    while len(match.results) < hands:
        for seat in match.to_act():
            view = match.view(seat)
            if keep(view):
                kept.append(view)
            act(match, view, players[seat])
    return kept


@pytest.mark.parametrize("name, n", [("spar-dame", 4), ("hjerterfri", 4), ("spar-dame", 3),
                                     ("hjerterfri", 5), ("spar-dame", 6)])
def test_mellem_agrees_with_itself_in_every_choice(name, n):
    """Each seat's hand at every trick is rebuilt from the tricks alone, exactly: Mellem's card
    there is the card Mellem played, in both presets and at three to six players."""
    match = played(preset(name, n), [Mellem(s) for s in range(n)], hands=2)
    agreed, choices = agreement(match.view(0))
    assert agreed == choices
    assert min(choices) >= MIN_CHOICES


def test_let_plays_by_rules_of_thumb_and_a_seat_that_does_not_closes_the_question():
    rules = preset("spar-dame")
    lets = played(rules, [Let(s) for s in range(4)], hands=2)
    agreed, choices = agreement(lets.view(0))
    assert all(0.6 <= a / c < 1 for a, c in zip(agreed, choices))  # Let errs, not often
    assert plays_by_rule_of_thumb(lets.view(0))

    mixed = played(rules, [Let(0), Let(1), Lowest(), Let(3)], hands=2)
    agreed, choices = agreement(mixed.view(0))
    assert agreed[2] < 0.6 * choices[2]
    assert not plays_by_rule_of_thumb(mixed.view(0))
    assert plays_by_rule_of_thumb(mixed.view(2))  # the others, seen from seat 2, do


def play_claiming(match, players, hands) -> int:
    """Play as the app does: where the rest of a hand is certain, the engine plays it out (a
    claim). The number of claims."""
    claims = 0
    while len(match.results) < hands:
        claim = find_claim(match.hand)
        if claim is not None:
            for event in claim.events:
                match.push(event)
            claims += 1
            continue
        for seat in match.to_act():
            act(match, match.view(seat), players[seat])
    return claims


@pytest.mark.parametrize("seed", [5, 7])
def test_the_cards_of_a_claimed_rest_are_no_seat_s_choice(seed):
    """The engine plays a claimed rest out with the lowest legal cards; from where the hand's
    points were certain nothing counts, so a claimed hand reads as the same hand played out."""
    rules = preset("spar-dame")
    claimed = Match(rules, SeededDeals(seed))
    assert play_claiming(claimed, [Let(s) for s in range(4)], 1) == 1
    played_out = played(rules, [Let(s) for s in range(4)], hands=1, seed=seed)
    assert claimed.hands[0].tricks != played_out.hands[0].tricks
    assert agreement(claimed.view(0)) == agreement(played_out.view(0))

    mellems = Match(rules, SeededDeals(seed))
    assert play_claiming(mellems, [Mellem(s) for s in range(4)], 3) >= 2
    agreed, choices = agreement(mellems.view(0))
    assert agreed == choices


def test_nothing_is_read_before_a_hand_is_over_or_from_tricks_short_of_a_hand():
    rules = preset("spar-dame")
    match = played(rules, [Mellem(s) for s in range(4)], hands=1)
    assert not plays_by_rule_of_thumb(Match(rules, SeededDeals(5)).view(0))
    view = match.view(0)
    short = dataclasses.replace(view, earlier=(view.earlier[0][:9],))
    assert agreement(short) == ([0] * 4, [0] * 4)
    assert not plays_by_rule_of_thumb(short)


THREE_WINNERS = "AC 3C 4C 7D 9D AD 2S 5S 8S AS 3H 6H 9H"  # three top cards, no high hearts


@pytest.mark.parametrize("seed", [0, 1])
def test_svaer_looks_at_a_moon_with_three_winners_only_against_rules_of_thumb(seed):
    """Svær's playouts play every seat by Mellem's rules, so against such players it trusts
    them with a moon plan from three winners; against others it needs four."""
    rules = preset("hjerterfri")
    state = HandState(rules, spread_deal(rules, {0: THREE_WINNERS}), hand_number=1)
    view = PlayerView.of(state, 0)
    assert view.phase is Phase.PASSING
    candidates = pass_candidates(view.hand_mask, view.pass_count)
    mellems = played(rules, [Mellem(s) for s in range(4)]).view(0).earlier
    lowests = played(rules, [Lowest() for _ in range(4)]).view(0).earlier
    player = Svaer(seed, pass_budget=2_000, min_samples=2, max_samples=4)
    plans = lambda earlier: len(player.pass_plan_costs(dataclasses.replace(view, earlier=earlier),
                                                       candidates))
    assert plans(()) == 1
    assert plans(lowests) == 1
    assert plans(mellems) == 2


def test_a_review_sees_the_earlier_hands_as_the_seat_did_in_play():
    """Svær judges a decision in a review from the view the seat had then, earlier hands and
    all, so it reads the table as it would have in play."""
    rules = preset("spar-dame")
    players = [Mellem(s) for s in range(4)]
    match = played(rules, players, hands=2)
    seen = play_on(match, players, 3, keep=lambda view: view.seat == 0)
    totals = [sum(r.points[s] for r in match.results[:2]) for s in range(4)]
    decisions = decisions_of(match.hands[2], 0, totals, match.tricks_before(2))
    assert [d.view for d in decisions] == seen
    assert len(decisions[0].view.earlier) == 2


def test_a_finished_hand_replays_to_the_views_its_seats_had():
    """The views rebuilt from the tricks alone are the ones the seats had in play, but for
    what the tricks do not show: the pass and the totals."""
    rules = preset("spar-dame")
    players = [Let(s) for s in range(4)]
    match = played(rules, players, hands=1)
    seen = play_on(match, players, 2, keep=lambda view: view.phase is Phase.PLAYING)
    blind = dict(hand_number=0, pass_direction=PassDirection.KEEP, pass_count=0, passed_mask=None,
                 received_mask=0, totals=(0,) * 4, earlier=())
    rebuilt = [view for view, _ in replayed(rules, tuple(match.hands[1].tricks))]
    assert rebuilt == [dataclasses.replace(view, **blind) for view in seen]
