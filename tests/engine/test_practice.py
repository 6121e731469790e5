"""Playing a deal again: the same cards, pass direction and totals, and only that hand."""

import random

from hearts_desktop.engine import Match, PassDirection, Phase, SeededDeals, preset
from hearts_desktop.engine.practice import PracticeMatch

from .helpers import random_event


def played_match(hands: int) -> Match:
    match = Match(preset("spar-dame"), SeededDeals(21))
    rng = random.Random(2)
    while len(match.results) < hands:
        random_event(match, rng)
    return match


def test_the_deal_comes_back_with_its_pass_direction_and_totals():
    match = played_match(3)
    practice = PracticeMatch.of(match, 2)
    original = match.hands[2]
    assert practice.hand.dealt == original.dealt
    assert practice.hand.direction is original.direction is PassDirection.ACROSS
    assert practice.hand.hand_number == 2
    before = tuple(a + b for a, b in zip(match.results[0].points, match.results[1].points))
    assert practice.view(0).totals == before != (0, 0, 0, 0)


def test_the_same_events_give_the_same_hand_and_then_it_is_over():
    match = played_match(2)
    practice = PracticeMatch.of(match, 1)
    for event in match.hands[1].events:
        practice.push(event)
    assert practice.hand.state_key() == match.hands[1].state_key()
    assert practice.is_over and len(practice.hands) == 1
    assert practice.hand.phase is Phase.DONE
    assert practice.results == [match.results[1]]
    practice.pop()
    assert not practice.is_over
