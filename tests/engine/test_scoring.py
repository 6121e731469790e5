"""Scoring under every value and moon option."""

import pytest

from hearts_desktop.engine import Card, MoonChoice, Rules, best_moon_choice, card_points, card_value, preset, score_hand

from .helpers import mask

ALL_POINTS = "QS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH"


def moon_hand(rules, jack_to=None, tricks_won=(10, 1, 1, 1)):
    taken = [mask(ALL_POINTS), 0, 0, 0]
    if jack_to is not None:
        taken[jack_to] |= mask("JD")
    return score_hand(rules, taken, list(tricks_won))


def test_card_values_and_badges():
    rules = preset("spar-dame")
    assert [card_value(rules, c) for c in (Card.parse("AH"), Card.parse("QS"), Card.parse("JD"), Card.parse("2C"))] == [
        1, 13, -10, 0]
    high = preset("hoy-poengskala")
    assert [card_value(high, c) for c in (Card.parse("2H"), Card.parse("AH"), Card.parse("QS"), Card.parse("JD"))] == [
        10, 20, 100, -100]
    assert card_points(high, mask(ALL_POINTS)) == high.penalty_total == 240


def test_add_to_others_with_and_without_jack():
    keeps = Rules(moon="add_to_others", moon_keeps_jack=True)
    assert moon_hand(keeps, jack_to=2).points == (0, 26, 16, 26)
    drops = Rules(moon="add_to_others", moon_keeps_jack=False)  # clarification 4
    assert moon_hand(drops, jack_to=2).points == (0, 26, 26, 26)
    assert moon_hand(drops, jack_to=0).points == (0, 26, 26, 26)


def test_subtract_from_self():
    rules = Rules(moon="subtract_from_self")
    score = moon_hand(rules, jack_to=0)
    assert score.points == (-36, 0, 0, 0)
    assert score.moon_choice is MoonChoice.SUBTRACT_FROM_SELF and score.shooter == 0


def test_shooter_chooses_needs_a_choice():
    rules = Rules(moon="shooter_chooses")
    with pytest.raises(ValueError):
        moon_hand(rules)
    taken = [mask(ALL_POINTS), 0, 0, 0]
    assert score_hand(rules, taken, [13, 0, 0, 0], MoonChoice.ADD_TO_OTHERS).points == (0, 26, 26, 26)
    assert score_hand(rules, taken, [13, 0, 0, 0], MoonChoice.SUBTRACT_FROM_SELF).points == (-26, 0, 0, 0)


def test_no_moon_scores_normally():
    score = moon_hand(Rules(moon="none"), jack_to=1)
    assert score.points == (26, -10, 0, 0) and not score.moon_shot


def test_all_tricks_void():
    rules = preset("hoy-poengskala")
    every_trick = score_hand(rules, [mask(ALL_POINTS + " JD"), 0, 0, 0], [13, 0, 0, 0])
    assert every_trick.voided and every_trick.points == (0, 0, 0, 0)  # clarification 5
    points_only = score_hand(rules, [mask(ALL_POINTS), mask("JD"), 0, 0], [12, 1, 0, 0])
    assert not points_only.voided and points_only.points == (240, -100, 0, 0)


def test_partial_moon_is_a_normal_hand():
    taken = [mask(ALL_POINTS.replace(" 2H", "")), mask("2H"), 0, 0]
    assert score_hand(Rules(), taken, [12, 1, 0, 0]).points == (25, 1, 0, 0)


def test_best_moon_choice_prefers_ending_the_game_as_winner():
    rules = Rules(moon="shooter_chooses")
    assert best_moon_choice(rules, [10, 80, 90, 85], 0) is MoonChoice.ADD_TO_OTHERS
    # Adding would end the game with the shooter not lowest: subtract instead.
    assert best_moon_choice(rules, [99, 80, 30, 85], 0) is MoonChoice.SUBTRACT_FROM_SELF
    assert best_moon_choice(rules, [10, 20, 30, 40], 0) is MoonChoice.SUBTRACT_FROM_SELF
