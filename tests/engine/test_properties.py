"""Property-based games over every preset and 3–6 players."""

from hypothesis import given, settings
from hypothesis import strategies as st

from hearts_desktop.engine import (
    PRESETS,
    IllegalMove,
    Match,
    MoonChoice,
    Phase,
    SeededDeals,
    deck_mask,
    preset,
)

from .helpers import random_event

games = st.builds(
    lambda name, players, seed, rng: (preset(name, players), seed, rng),
    st.sampled_from(sorted(PRESETS)),
    st.integers(3, 6),
    st.integers(0, 2**32),
    st.randoms(use_true_random=False),
)


def check_cards_conserved(match: Match) -> None:
    hand = match.hand
    union = 0
    for cards in hand.hands:
        assert union & cards == 0
        union |= cards
    assert union & hand.played == 0
    assert union | hand.played == deck_mask(hand.players)
    taken = 0
    for cards in hand.taken:
        taken |= cards
    in_trick = sum(1 << c for c in hand.trick)
    assert taken | in_trick == hand.played and taken & in_trick == 0


def expected_hand_sum(rules, score) -> int:
    if score.voided:
        return 0
    jack = rules.jack_of_diamonds
    if score.moon_choice is None:
        return rules.penalty_total + jack
    kept = jack if rules.moon_keeps_jack else 0
    if score.moon_choice is MoonChoice.ADD_TO_OTHERS:
        return (rules.players - 1) * rules.penalty_total + kept
    return -rules.penalty_total + kept


@settings(max_examples=60, deadline=None)
@given(games)
def test_random_games_to_the_end(game):
    rules, seed, rng = game
    match = Match(rules, SeededDeals(seed))
    steps = 0
    while not match.is_over and steps < 3000:
        random_event(match, rng)
        check_cards_conserved(match)
        steps += 1
    for result in match.results:
        assert sum(result.points) == expected_hand_sum(rules, result)
    assert match.totals == [sum(r.points[s] for r in match.results) for s in range(rules.players)]
    if match.is_over:
        assert match.winners and min(match.totals) == match.totals[match.winners[0]]


@settings(max_examples=40, deadline=None)
@given(games, st.integers(0, 400))
def test_undo_of_any_prefix_restores_the_state_and_replay_reproduces(game, length):
    rules, seed, rng = game
    match = Match(rules, SeededDeals(seed))
    keys = [match.state_key()]
    for _ in range(length):
        if match.is_over:
            break
        random_event(match, rng)
        keys.append(match.state_key())
    replayed = Match.replay(rules, match.deals, match.events)
    assert replayed.state_key() == match.state_key()
    undo = rng.randint(0, len(keys) - 1)
    for _ in range(undo):
        match.pop()
        keys.pop()
    assert match.state_key() == keys[-1]


@settings(max_examples=30, deadline=None)
@given(games, st.integers(0, 200))
def test_illegal_events_are_refused_and_change_nothing(game, length):
    rules, seed, rng = game
    match = Match(rules, SeededDeals(seed))
    for _ in range(length):
        if match.is_over:
            return
        random_event(match, rng)
    if match.is_over:
        return
    hand = match.hand
    before = match.state_key()
    for seat in range(rules.players):
        for card in range(52):
            if hand.phase is Phase.PLAYING and hand.illegal_reason(seat, card) is None:
                continue
            try:
                match.play(seat, card)
            except IllegalMove as error:
                assert error.reason
            else:
                raise AssertionError(f"seat {seat} played illegal {card}")
    assert match.state_key() == before
