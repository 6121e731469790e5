"""The one-line reasons for a suggested card or pass: each pattern, and None when none applies."""

from __future__ import annotations

from hearts_desktop.ai.advice import Advice, advise_card, advise_pass
from hearts_desktop.engine import Card, HandState, PlayerView, preset

from ..engine.helpers import cards, fill_deal, play_tricks

SNL = preset("spardame-snl")  # no passing, points on trick one allowed, hearts led any time
SPAR = preset("spar-dame")


def view_after(rules, required, plays, seat=None, void=None) -> PlayerView:
    """The view of the seat to play after these cards (codes, in play order)."""
    state = HandState(rules, fill_deal(rules, required, void))
    for code in plays:
        state.play(state.turn, Card.parse(code))
    return PlayerView.of(state, state.turn if seat is None else seat)


def test_ducking_under_the_winning_card():
    view = view_after(SNL, {0: "2C 9D", 1: "3C JD", 2: "4C 5D KD", 3: "5C 3D"},
                      ["2C", "3C", "4C", "5C", "3D", "9D", "JD"])
    assert view.seat == 2
    assert advise_card(view, Card.parse("5D")) is Advice.DUCK
    # Winning instead takes J♦ (worth −10) with no point card beside it.
    assert advise_card(view, Card.parse("KD")) is Advice.TAKE_JACK


def test_void_drops_the_queen_on_the_player_winning():
    view = view_after(SNL, {0: "2C", 1: "AC", 2: "QS 4H 7S", 3: "KC"}, ["2C", "AC"], void={2: "C"})
    assert view.seat == 2
    assert advise_card(view, Card.parse("QS")) is Advice.DROP_QUEEN
    assert advise_card(view, Card.parse("4H")) is Advice.DROP_POINTS
    assert advise_card(view, Card.parse("7S")) is None


def test_void_drops_a_high_card():
    view = view_after(SNL, {0: "2C", 1: "AC", 2: "AD 4D", 3: "KC"}, ["2C", "AC"], void={2: "C"})
    assert advise_card(view, Card.parse("AD")) is Advice.DROP_HIGH
    assert advise_card(view, Card.parse("4D")) is None


def test_keeps_the_lowest_heart_when_the_trick_is_lost_anyway():
    view = view_after(SNL, {0: "2C 9H", 1: "3C AH", 2: "4C 2H 7H", 3: "5C 3H"},
                      ["2C", "3C", "4C", "5C", "3H", "9H", "AH"])
    assert view.seat == 2
    assert advise_card(view, Card.parse("7H")) is Advice.KEEP_LOWEST_HEART
    assert advise_card(view, Card.parse("2H")) is None


def test_last_to_play_takes_a_clean_trick_high():
    view = view_after(SNL, {0: "2C", 1: "3C", 2: "4C", 3: "AC 6C"}, ["2C", "3C", "4C"])
    assert view.seat == 3
    assert advise_card(view, Card.parse("AC")) is Advice.TAKE_SAFE


def test_stop_moon_when_the_trick_holds_a_point_card():
    rules = SNL
    required = {0: "2C 2H KH", 1: "AC AH 6H", 2: "3C 3H 5H", 3: "4C 4H 7H"}
    state = HandState(rules, fill_deal(rules, required))
    play_tricks(state, ["2C AC 3C 4C", "2H AH 3H 4H"])
    # Seat 1 has taken every point card so far and leads again; seat 0 is last to play.
    state.play(1, Card.parse("6H"))
    state.play(2, Card.parse("5H"))
    state.play(3, Card.parse("7H"))
    view = PlayerView.of(state, 0)
    assert view.turn == 0
    assert advise_card(view, Card.parse("KH")) is Advice.STOP_MOON


def test_leading_a_low_spade_flushes_the_queen():
    view = view_after(SNL, {0: "2C 3S", 1: "AC QS", 2: "3C", 3: "4C"}, [])
    assert advise_card(view, Card.parse("2C")) is None
    state = HandState(SNL, fill_deal(SNL, {0: "AC 3S 4D", 1: "2C QS", 2: "3C", 3: "4C"}))
    play_tricks(state, ["AC 2C 3C 4C"])
    view = PlayerView.of(state, 0)
    assert advise_card(view, Card.parse("3S")) is Advice.FLUSH_QUEEN
    assert advise_card(view, Card.parse("4D")) is None


def test_pass_patterns():
    state = HandState(SPAR, fill_deal(SPAR, {0: "QS 3S 2D 9H KH AH"}))
    view = PlayerView.of(state, 0)
    assert advise_pass(view, cards("QS KH AH")) is Advice.PASS_QUEEN
    state = HandState(SPAR, fill_deal(SPAR, {0: "AS KS", 1: "QS"}))
    view = PlayerView.of(state, 0)
    assert advise_pass(view, cards("AS KS 2C")) is Advice.PASS_HIGH_SPADES
    state = HandState(SPAR, fill_deal(SPAR, {0: "2D 5D 9H", 1: "QS"}, void={0: "D"}))
    view = PlayerView.of(state, 0)
    assert advise_pass(view, cards("2D 5D 9H")) is Advice.GO_VOID


def test_no_reason_for_a_plain_pass():
    state = HandState(SPAR, fill_deal(SPAR, {0: "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC"}))
    view = PlayerView.of(state, 0)
    assert advise_pass(view, cards("KC QC JC")) is None
