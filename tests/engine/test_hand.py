"""A hand's state machine: legality with its reasons, passing, scoring hooks, undo."""

import pytest

from hearts_desktop.engine import (
    Card,
    HandState,
    IllegalMove,
    Phase,
    Reason,
    Rules,
    SeededDeals,
    cards_of,
    illegal_reason,
    legal_mask,
    lowest_club,
    to_mask,
)

from .helpers import cards, fill_deal

NO_PASS = Rules(passing="none")


def c(code):
    return Card.parse(code)


def first_trick_state(rules, required, void=None):
    return HandState(rules, fill_deal(rules, required, void))


def test_lowest_club_must_lead():
    state = first_trick_state(NO_PASS, {0: "2C 3C AH"})
    assert state.turn == 0
    assert state.legal_cards(0) == (c("2C"),)
    assert state.illegal_reason(0, c("3C")) is Reason.MUST_LEAD_LOWEST_CLUB
    with pytest.raises(IllegalMove) as error:
        state.play(0, c("3C"))
    assert error.value.reason is Reason.MUST_LEAD_LOWEST_CLUB
    assert state.events == [] and state.trick == []


@pytest.mark.parametrize("players, first", [(3, "3C"), (5, "3C"), (6, "4C")])
def test_three_five_six_players_start_with_the_right_club(players, first):
    state = HandState(Rules(players=players, passing="none"), SeededDeals(4).hands(0, players))
    assert state.first_lead == c(first) == lowest_club(players)
    assert state.legal_cards(state.turn) == (c(first),)
    assert c(first) in state.hand(state.turn)


def test_must_follow_suit_and_not_your_turn():
    state = first_trick_state(NO_PASS, {0: "2C", 1: "5C AD"})
    state.play(0, c("2C"))
    assert state.illegal_reason(1, c("AD")) is Reason.MUST_FOLLOW_SUIT
    assert state.illegal_reason(2, state.hand(2)[0]) is Reason.NOT_YOUR_TURN
    assert state.illegal_reason(1, c("2C")) is Reason.NOT_IN_HAND
    assert all(card.suit.letter == "C" for card in state.legal_cards(1))


def test_no_points_on_first_trick_but_jack_of_diamonds_is_fine():
    rules = Rules(passing="none", first_trick="no_points")
    state = first_trick_state(rules, {0: "2C", 1: "QS AH JD"}, void={1: "C"})
    state.play(0, c("2C"))
    assert state.illegal_reason(1, c("AH")) is Reason.NO_POINTS_FIRST_TRICK
    assert state.illegal_reason(1, c("QS")) is Reason.NO_POINTS_FIRST_TRICK
    assert state.illegal_reason(1, c("JD")) is None
    legal = state.legal_cards(1)
    assert c("QS") not in legal and not any(card.suit.letter == "H" for card in legal)


def test_first_trick_exception_for_a_hand_of_only_points():
    rules = Rules(passing="none", first_trick="no_points", players=4)
    hearts_and_queen = "QS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH"
    state = HandState(rules, fill_deal(rules, {0: "2C", 2: hearts_and_queen}))
    state.play(0, c("2C"))
    state.play(1, state.legal_cards(1)[0])
    assert set(state.legal_cards(2)) == set(cards(hearts_and_queen))
    state.play(2, c("KH"))
    assert state.hearts_broken  # clarification 1: any heart played breaks hearts


def test_anything_on_first_trick_allows_points_and_breaks_hearts():
    rules = Rules(passing="none", first_trick="anything")
    state = first_trick_state(rules, {0: "2C", 1: "AH"}, void={1: "C"})
    state.play(0, c("2C"))
    assert state.illegal_reason(1, c("AH")) is None
    state.play(1, c("AH"))
    assert state.hearts_broken


def _leader_with_heart_and_other_cards(rules):
    """A state at the second trick whose leader holds hearts and other cards, hearts unbroken."""
    for seed in range(100):
        state = HandState(rules, SeededDeals(seed).hands(0, 4))
        for _ in range(4):
            state.play(state.turn, state.legal_cards(state.turn)[0])  # lowest: no hearts
        hand = state.hand(state.turn)
        if not state.hearts_broken and {card.suit.letter for card in hand} > {"H"}:
            return state, next(card for card in hand if card.suit.letter == "H")
    raise AssertionError("no suitable deal among the first 100 seeds")


def test_heart_lead_must_wait_until_broken():
    rules = Rules(passing="none", heart_lead="must_break")
    state, heart = _leader_with_heart_and_other_cards(rules)
    assert state.illegal_reason(state.turn, heart) is Reason.HEARTS_NOT_BROKEN
    with pytest.raises(IllegalMove):
        state.play(state.turn, heart)
    assert not any(card.suit.letter == "H" for card in state.legal_cards(state.turn))


def test_heart_lead_anytime():
    rules = Rules(passing="none", heart_lead="anytime")
    state, heart = _leader_with_heart_and_other_cards(rules)
    assert state.illegal_reason(state.turn, heart) is None
    state.play(state.turn, heart)
    assert state.hearts_broken


def test_leader_with_only_hearts_may_lead_them():
    rules = Rules(passing="none")
    hearts = to_mask(cards("2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH"))
    assert legal_mask(rules, hearts, None, False, False, c("2C")) == hearts


def test_leader_with_hearts_and_queen_must_lead_the_queen():
    rules = Rules()
    hand = to_mask(cards("QS 2H 9H"))
    assert cards_of(legal_mask(rules, hand, None, False, False, c("2C"))) == (c("QS"),)
    assert illegal_reason(rules, hand, c("2H"), None, False, False, c("2C")) is Reason.HEARTS_NOT_BROKEN


def test_queen_breaks_hearts_option():
    for option, broken in [(False, False), (True, True)]:
        rules = Rules(passing="none", first_trick="anything", queen_breaks_hearts=option)
        state = first_trick_state(rules, {0: "2C", 1: "QS"}, void={1: "C"})
        state.play(0, c("2C"))
        state.play(1, c("QS"))
        assert state.hearts_broken is broken


def test_reasons_follow_clarification_11_order():
    rules = Rules()
    hand = to_mask(cards("2C 3C AH QS"))
    # Leading the first trick: "must lead the lowest club" comes before "hearts not broken".
    assert illegal_reason(rules, hand, c("AH"), None, True, False, c("2C")) is Reason.MUST_LEAD_LOWEST_CLUB
    # Following clubs on the first trick with clubs in hand: suit before the first-trick rule.
    assert illegal_reason(rules, hand, c("QS"), 0, True, False, c("2C")) is Reason.MUST_FOLLOW_SUIT
    assert illegal_reason(rules, hand, c("KD"), 0, True, False, c("2C")) is Reason.NOT_IN_HAND


def test_passing_left_right_across_and_keep():
    rules = Rules()
    deals = SeededDeals(11)
    for hand_number, offset in [(0, 1), (1, 3), (2, 2)]:
        state = HandState(rules, deals.hands(hand_number, 4), hand_number)
        assert state.phase is Phase.PASSING and state.to_act() == (0, 1, 2, 3)
        chosen = {seat: state.hand(seat)[-3:] for seat in range(4)}
        for seat in range(4):
            state.pass_cards(seat, chosen[seat])
        assert state.phase is Phase.PLAYING
        for seat in range(4):
            target = (seat + offset) % 4
            assert set(chosen[seat]) <= set(state.hand(target))
            assert cards_of(state.received[target]) == tuple(sorted(chosen[seat]))
        assert state.turn == next(s for s in range(4) if c("2C") in state.hand(s))
    keep = HandState(rules, deals.hands(3, 4), 3)
    assert keep.phase is Phase.PLAYING and keep.pass_count == 0


def test_passes_are_simultaneous_and_validated():
    state = HandState(Rules(), SeededDeals(2).hands(0, 4))
    hand0 = state.hand(0)
    with pytest.raises(IllegalMove):
        state.pass_cards(0, hand0[:2])  # too few
    with pytest.raises(IllegalMove):
        state.pass_cards(0, [hand0[0], hand0[0], hand0[1]])  # not three different cards
    with pytest.raises(IllegalMove):
        state.pass_cards(0, [hand0[0], hand0[1], state.hand(1)[0]])  # not in hand
    state.pass_cards(0, hand0[:3])
    with pytest.raises(IllegalMove):
        state.pass_cards(0, hand0[3:6])  # twice
    assert state.hand(0) == hand0  # nothing moves before everybody has chosen
    with pytest.raises(IllegalMove):
        state.play(0, hand0[5])  # no play while passing
    assert state.to_act() == (1, 2, 3)


def test_two_of_clubs_and_queen_can_be_passed():
    rules = Rules()
    deal = fill_deal(rules, {0: "2C QS AH"})
    state = HandState(rules, deal, 0)
    state.pass_cards(0, cards("2C QS AH"))
    for seat in (1, 2, 3):
        state.pass_cards(seat, state.hand(seat)[:3])
    assert {c("2C"), c("QS"), c("AH")} <= set(state.hand(1))
    assert state.turn == 1


def test_undo_restores_exact_states_through_a_whole_hand():
    state = HandState(Rules(), SeededDeals(5).hands(0, 4))
    keys = [state.state_key()]
    for seat in range(4):
        state.pass_cards(seat, state.hand(seat)[:3])
        keys.append(state.state_key())
    while state.phase is Phase.PLAYING:
        state.play(state.turn, state.legal_cards(state.turn)[-1])
        keys.append(state.state_key())
    assert state.phase is Phase.DONE
    while state.events:
        keys.pop()
        state.pop()
        assert state.state_key() == keys[-1]
    with pytest.raises(IndexError):
        state.pop()


def test_moon_choice_is_asked_of_the_shooter():
    rules = Rules(passing="none", first_trick="anything", heart_lead="anytime", moon="shooter_chooses")
    # Seat 0 holds every club but 2♣, and A♥: it wins every trick and takes every point card.
    state = HandState(rules, fill_deal(rules, {0: "3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC AH"}))
    while state.phase is Phase.PLAYING:
        state.play(state.turn, state.legal_cards(state.turn)[-1])
    assert state.phase is Phase.MOON_CHOICE and state.to_act() == (0,)
    assert state.score is None
    with pytest.raises(IllegalMove):
        state.choose_moon(1, "add_to_others")
    state.choose_moon(0, "subtract_from_self")
    assert state.phase is Phase.DONE
    assert state.score.points == (-26 + rules.jack_of_diamonds, 0, 0, 0)
