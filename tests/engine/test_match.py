"""The match: hands in sequence, totals, the end rules, ties, winners and losers, undo."""

import pytest

from hearts_desktop.engine import ExplicitDeals, IllegalMove, Match, Phase, Rules, SeededDeals, PassDirection

from .helpers import fill_deal

TAKE_ALL = "3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC AH"  # with the highest-card policy, takes every trick


def rigged(rules, *winners):
    """Deals in which the given seats, hand after hand, hold the cards that take every trick."""
    deals = []
    for seat in winners:
        deals.append(tuple(fill_deal(rules, {seat: TAKE_ALL})))
    return ExplicitDeals(tuple(deals))


def play_highest(match, hands=1):
    """Everybody plays their highest legal card (and passes their three highest)."""
    target = len(match.results) + hands
    while not match.is_over and len(match.results) < target:
        hand = match.hand
        for seat in match.to_act():
            if hand.phase is Phase.PASSING:
                match.pass_cards(seat, hand.hand(seat)[-hand.pass_count:])
            elif hand.phase is Phase.PLAYING:
                match.play(seat, hand.legal_cards(seat)[-1])
            else:
                match.choose_moon(seat, "add_to_others")


NORMAL = Rules(passing="none", jack_of_diamonds=0, moon="none")


def test_reach_ends_the_game_with_winners_and_losers():
    match = Match(NORMAL, rigged(NORMAL, 0))
    play_highest(match, 3)
    assert match.totals == [78, 0, 0, 0] and not match.is_over
    play_highest(match, 1)
    assert match.is_over and match.totals == [104, 0, 0, 0]
    assert match.winners == (1, 2, 3) and match.losers == (0,)
    with pytest.raises(IllegalMove):
        match.play(0, match.hand.hand(0)[0] if match.hand.hand(0) else 0)


def test_pass_rule_needs_more_than_the_limit():
    rules = NORMAL.with_options(end_score=104, end_rule="pass")
    match = Match(rules, rigged(rules, 0))
    play_highest(match, 4)
    assert match.totals[0] == 104 and not match.is_over
    play_highest(match, 1)
    assert match.is_over and match.losers == (0,)


def test_play_on_continues_until_one_player_alone_is_lowest():
    rules = NORMAL.with_options(ties="play_on")
    match = Match(rules, rigged(rules, 0, 0, 0, 0, 1, 2))
    play_highest(match, 4)
    assert match.totals == [104, 0, 0, 0] and not match.is_over
    play_highest(match, 1)
    assert match.totals == [104, 26, 0, 0] and not match.is_over
    play_highest(match, 1)
    assert match.is_over and match.winners == (3,) and match.losers == (0,)


def test_shared_ties_end_at_once():
    match = Match(NORMAL, rigged(NORMAL, 0, 0, 0, 0, 1, 2))
    play_highest(match, 10)
    assert match.is_over and len(match.results) == 4 and match.winners == (1, 2, 3)


def test_moon_adds_to_the_others():
    rules = NORMAL.with_options(moon="add_to_others")
    match = Match(rules, rigged(rules, 2))
    play_highest(match, 1)
    assert match.totals == [26, 26, 0, 26] and match.results[0].shooter == 2


def test_fixed_number_of_hands_and_voided_hands_count():
    rules = Rules(passing="none", moon="all_tricks_void", end_rule="hands", end_hands=2)
    match = Match(rules, rigged(rules, 1))
    play_highest(match, 1)
    assert match.results[0].voided and match.totals == [0, 0, 0, 0] and not match.is_over
    play_highest(match, 1)
    assert match.is_over and len(match.results) == 2
    assert match.winners == (0, 1, 2, 3) and match.losers == (0, 1, 2, 3)


def test_hands_rule_losers_are_the_highest():
    rules = NORMAL.with_options(end_rule="hands", end_hands=1)
    match = Match(rules, rigged(rules, 3))
    play_highest(match, 1)
    assert match.is_over and match.losers == (3,) and match.winners == (0, 1, 2)


def test_pass_cycle_across_hands():
    match = Match(Rules(), SeededDeals(3))
    directions = []
    for _ in range(5):
        directions.append(match.hand.direction)
        play_highest(match, 1)
    assert directions == [PassDirection.LEFT, PassDirection.RIGHT, PassDirection.ACROSS,
                          PassDirection.KEEP, PassDirection.LEFT]


def test_undo_across_a_hand_boundary_and_replay():
    match = Match(Rules(), SeededDeals(9))
    play_highest(match, 1)
    assert len(match.hands) == 2 and match.hand.events == []
    before = match.state_key()
    totals = list(match.totals)
    last = match.pop()
    assert len(match.hands) == 1 and match.results == [] and match.totals == [0, 0, 0, 0]
    match.push(last)
    assert match.totals == totals and match.state_key() == before
    again = Match.replay(match.rules, match.deals, match.events)
    assert again.state_key() == match.state_key()


def test_views_show_totals_before_the_hand_and_only_own_cards():
    match = Match(Rules(), SeededDeals(9))
    play_highest(match, 1)
    view = match.view(2)
    assert view.totals == tuple(match.totals) and view.hand_mask == match.hand.hands[2]
    assert not hasattr(view, "hands") and view.hand_sizes == (13, 13, 13, 13)


def test_a_view_shows_every_earlier_hands_tricks_as_played():
    match = Match(Rules(), SeededDeals(9))
    assert match.view(0).earlier == ()
    play_highest(match, 2)
    view = match.view(1)
    assert view.earlier == match.tricks_before(2) == (tuple(match.hands[0].tricks),
                                                      tuple(match.hands[1].tricks))
    assert [len(tricks) for tricks in view.earlier] == [13, 13] and view.tricks == ()
    played = [card for tricks in view.earlier for trick in tricks for card in trick.cards]
    assert sorted(played) == sorted(list(range(52)) * 2)
    # A saved game is replayed from its events: the view after loading is the same.
    assert Match.replay(match.rules, match.deals, match.events).view(1) == view


def test_a_view_during_passing_does_not_tell_who_holds_the_lowest_club():
    match = Match(Rules(), SeededDeals(9))
    views = [match.view(seat) for seat in range(4)]
    assert all(view.leader is None and view.turn is None for view in views)
    for seat in range(4):
        match.pass_cards(seat, match.hand.hand(seat)[:3])
    assert match.view(1).leader == match.hand.turn
