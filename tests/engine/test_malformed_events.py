"""Malformed events: refused with a documented error, and the state is exactly as before."""

import pickle
import random

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from hearts_desktop.engine import (
    CARDS,
    PRESETS,
    ChooseMoon,
    HandState,
    IllegalMove,
    Match,
    MoonChoice,
    PassCards,
    Phase,
    PlayCard,
    Rules,
    SeededDeals,
    preset,
)
from hearts_desktop.engine.scoring import score_hand

from .helpers import fill_deal, random_event

MOON_RULES = Rules(passing="none", first_trick="anything", heart_lead="anytime", moon="shooter_chooses")
DOCUMENTED = (IllegalMove, TypeError, ValueError)


def moon_choice_state() -> HandState:
    """Seat 0 has taken every point card and must choose how the moon scores."""
    state = HandState(MOON_RULES, fill_deal(MOON_RULES, {0: "3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC AH"}))
    while state.phase is Phase.PLAYING:
        state.play(state.turn, state.legal_cards(state.turn)[-1])
    assert state.phase is Phase.MOON_CHOICE
    return state


def snapshot(thing) -> bytes:
    """Every attribute of a state (and what it holds), as bytes."""
    return pickle.dumps(thing.__dict__)


# The regressions found by fuzzing --------------------------------------------------------

def test_a_moon_choice_of_none_is_refused_before_the_undo_snapshot():
    state = moon_choice_state()
    before = snapshot(state)
    with pytest.raises(TypeError, match="moon choice"):
        state.push(ChooseMoon(0, None))
    assert snapshot(state) == before
    assert len(state._undo) == len(state.events)
    state.pop()  # the undo of the last real card, not of the refused choice
    assert state.phase is Phase.PLAYING and len(state.trick) == 3


@pytest.mark.parametrize("choice", list(MoonChoice))
def test_a_moon_choice_as_a_plain_string_scores_like_the_enum(choice):
    by_enum, by_text = moon_choice_state(), moon_choice_state()
    by_enum.push(ChooseMoon(0, choice))
    by_text.push(ChooseMoon(0, choice.value))
    assert by_text.score == by_enum.score
    assert by_text.events[-1] == ChooseMoon(0, choice) and by_text.score.moon_choice is choice


def test_add_to_others_gives_the_others_the_points():
    state = moon_choice_state()
    state.push(ChooseMoon(0, "add_to_others"))
    assert state.score.points == (MOON_RULES.jack_of_diamonds, 26, 26, 26)


def test_score_hand_converts_a_string_and_refuses_garbage():
    state = moon_choice_state()
    text = score_hand(MOON_RULES, state.taken, state.tricks_won, "add_to_others")
    enum = score_hand(MOON_RULES, state.taken, state.tricks_won, MoonChoice.ADD_TO_OTHERS)
    assert text == enum
    with pytest.raises(ValueError):
        score_hand(MOON_RULES, state.taken, state.tricks_won, "garbage")


@pytest.mark.parametrize("event, error, words", [
    (None, TypeError, "not an event"),
    ({}, TypeError, "not an event"),
    ("play QS", TypeError, "not an event"),
    (PlayCard(0, -1), ValueError, "not a card index"),
    (PlayCard(0, 52), ValueError, "not a card index"),
    (PlayCard(0, "QS"), TypeError, "a card is"),
    (PlayCard(0, True), TypeError, "a card is"),
    (PlayCard(None, CARDS[0]), TypeError, "a seat is"),
    (PlayCard(1.0, CARDS[0]), TypeError, "a seat is"),
    (PlayCard(-1, CARDS[0]), IllegalMove, "no seat"),
    (PlayCard(4, CARDS[0]), IllegalMove, "no seat"),
    (PassCards(0, "QSAH"), TypeError, "tuple of cards"),
    (PassCards(0, (CARDS[0], -5)), ValueError, "not a card index"),
    (ChooseMoon(0, "garbage"), ValueError, "unknown moon choice"),
    (ChooseMoon(0, 1), TypeError, "moon choice"),
])
def test_every_malformed_event_has_a_clear_error(event, error, words):
    state = moon_choice_state()
    before = snapshot(state)
    with pytest.raises(error, match=words):
        state.push(event)
    assert snapshot(state) == before


def test_a_valid_event_with_plain_ints_is_stored_in_its_proper_form():
    state = HandState(preset("spar-dame"), SeededDeals(3).hands(0, 4))
    cards = [int(card) for card in reversed(state.hand(1)[:3])]
    state.push(PassCards(1, tuple(cards)))
    assert state.events[-1] == PassCards.of(1, cards)
    assert all(type(card) is type(CARDS[0]) for card in state.events[-1].cards)


# Property: any event either applies (and pops back exactly) or changes nothing -----------

seats = st.one_of(st.integers(-2, 7), st.none(), st.booleans(), st.floats(allow_nan=False),
                  st.text(max_size=2))
card_like = st.one_of(st.sampled_from(CARDS), st.integers(-80, 80), st.integers(),
                      st.none(), st.booleans(), st.text(max_size=3), st.floats(allow_nan=False))
card_groups = st.one_of(st.lists(card_like, max_size=5).map(tuple), st.lists(card_like, max_size=5),
                        st.frozensets(st.sampled_from(CARDS), max_size=4),
                        st.text(max_size=4), st.none(), st.integers())
choices = st.one_of(st.sampled_from(list(MoonChoice)), st.sampled_from([m.value for m in MoonChoice]),
                    st.text(max_size=20), st.none(), st.integers(), st.booleans())
junk = st.one_of(st.none(), st.integers(), st.text(max_size=5), st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
                 st.lists(st.integers(), max_size=3), st.tuples(st.integers(), st.integers()))
events = st.one_of(
    st.builds(PlayCard, seats, card_like),
    st.builds(PassCards, seats, card_groups),
    st.builds(ChooseMoon, seats, choices),
    junk,
)


def near_legal(state):
    """Events close to the legal ones of this state: right seat, real cards, any moon choice."""
    hand = state.hand if isinstance(state, Match) else state
    seat = st.sampled_from(hand.to_act() or (0,))
    held = lambda s: list(hand.hand(s)) or [CARDS[0]]  # noqa: E731
    return st.one_of(
        seat.flatmap(lambda s: st.builds(PlayCard, st.just(s), st.sampled_from(held(s)))),
        seat.flatmap(lambda s: st.builds(PlayCard, st.just(s), st.sampled_from(held(s)).map(int))),
        seat.flatmap(lambda s: st.builds(PassCards, st.just(s), st.lists(
            st.sampled_from(held(s)), min_size=2, max_size=4).map(tuple))),
        seat.flatmap(lambda s: st.builds(ChooseMoon, st.just(s), choices)),
    )


@st.composite
def states(draw):
    """A match somewhere in its first hands, or a hand waiting for a moon choice."""
    if draw(st.integers(0, 3)) == 0:
        return moon_choice_state()
    rules = preset(draw(st.sampled_from(sorted(PRESETS))), draw(st.integers(3, 6)))
    match = Match(rules, SeededDeals(draw(st.integers(0, 2**32))))
    rng = random.Random(draw(st.integers(0, 2**16)))
    for _ in range(draw(st.integers(0, 70))):
        if match.is_over:
            break
        random_event(match, rng)
    return match


@settings(max_examples=1000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(states(), st.data())
def test_any_event_applies_or_leaves_the_state_byte_for_byte_unchanged(state, data):
    pushed = data.draw(st.one_of(events, near_legal(state)), label="event")
    before = snapshot(state)
    try:
        state.push(pushed)
    except DOCUMENTED as error:
        event(f"refused: {type(error).__name__}")
        assert snapshot(state) == before
        return
    event("applied")
    state.pop()
    assert snapshot(state) == before
