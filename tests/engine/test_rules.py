import pytest

from hearts_desktop.engine import (
    PRESETS,
    EndRule,
    Moon,
    Passing,
    PassDirection,
    Rules,
    RulesError,
    Values,
    preset,
    preset_of,
)


def test_presets_match_the_table_of_rules_md():
    sd = PRESETS["spar-dame"]
    assert (sd.passing, sd.first_trick.value, sd.heart_lead.value, sd.jack_of_diamonds, sd.moon) == (
        Passing.CYCLE, "no_points", "must_break", -10, Moon.ADD_TO_OTHERS)
    assert PRESETS["hjerterfri"].jack_of_diamonds == 0
    snl = PRESETS["spardame-snl"]
    assert (snl.passing, snl.first_trick.value, snl.heart_lead.value) == (Passing.NONE, "anything", "anytime")
    assert PRESETS["hearts-pagat"].moon is Moon.SHOOTER_CHOOSES
    assert PRESETS["hearts-pagat"].ties.value == "play_on"
    assert PRESETS["omnibus-pagat"].jack_of_diamonds == -10
    high = PRESETS["hoy-poengskala"]
    assert (high.passing, high.values, high.ace_of_hearts.value, high.jack_of_diamonds, high.moon,
            high.end_score) == (Passing.LEFT2, Values.HIGH, "20", -100, Moon.ALL_TRICKS_VOID, 500)
    assert all(r.players == 4 for r in PRESETS.values())


def test_card_values_on_both_scales():
    assert (Rules().penalty_total, Rules().hand_total) == (26, 16)
    high = preset("hoy-poengskala")
    assert (high.heart_value, high.ace_of_hearts_value, high.queen_value) == (10, 20, 100)
    assert high.penalty_total == 12 * 10 + 20 + 100
    # Clarification 6: A♥ 20 applies on the standard scale too.
    assert Rules(ace_of_hearts="20").penalty_total == 12 + 20 + 13


@pytest.mark.parametrize("players", [3, 5, 6])
def test_cycle_without_across_for_other_player_counts(players):
    rules = Rules(players=players)
    assert [rules.pass_direction(h) for h in range(4)] == [
        PassDirection.LEFT, PassDirection.RIGHT, PassDirection.KEEP, PassDirection.LEFT]
    assert PassDirection.ACROSS not in {rules.pass_direction(h) for h in range(12)}


def test_four_player_cycle_and_other_passing_options():
    assert [Rules().pass_direction(h) for h in range(5)] == [
        PassDirection.LEFT, PassDirection.RIGHT, PassDirection.ACROSS, PassDirection.KEEP, PassDirection.LEFT]
    assert Rules().pass_count == 3
    left2 = Rules(passing="left2", players=5)  # clarification 9: every player count
    assert {left2.pass_direction(h) for h in range(6)} == {PassDirection.LEFT}
    assert left2.pass_count == 2
    assert Rules(passing="none").pass_direction(0) is PassDirection.KEEP


@pytest.mark.parametrize(
    "options, code",
    [
        ({"players": 2}, "players"),
        ({"players": 7}, "players"),
        ({"jack_of_diamonds": -20}, "jack_value"),
        ({"passing": "across"}, "bad_value"),
        ({"moon": "sometimes"}, "bad_value"),
        ({"queen_breaks_hearts": "yes"}, "bad_value"),
        ({"end_score": 0}, "end_score"),
        ({"end_rule": "hands", "end_hands": 0}, "end_hands"),
        ({"jack_of_diamonds": -50}, "never_ends"),
        ({"jack_of_diamonds": -100}, "never_ends"),
    ],
)
def test_impossible_combinations_are_refused_with_a_code(options, code):
    with pytest.raises(RulesError) as error:
        Rules(**options)
    assert error.value.code == code
    assert str(error.value)


def test_never_ending_check_only_applies_to_points_end_rules():
    rules = Rules(jack_of_diamonds=-100, end_rule=EndRule.HANDS, end_hands=5)
    assert rules.hand_total < 0
    assert Rules(values="high", jack_of_diamonds=-100).hand_total == 130


def test_to_dict_round_trip_and_refusals():
    for rules in PRESETS.values():
        assert Rules.from_dict(rules.to_dict()) == rules
    data = Rules().to_dict()
    with pytest.raises(RulesError):
        Rules.from_dict({**data, "surprise": 1})
    with pytest.raises(RulesError):
        Rules.from_dict({k: v for k, v in data.items() if k != "moon"})
    with pytest.raises(RulesError):
        Rules.from_dict([1, 2])
    with pytest.raises(RulesError):
        Rules.from_dict({**data, "players": True})


def test_preset_lookup():
    assert preset("hjerterfri", players=5).players == 5
    assert preset_of(preset("omnibus-pagat", players=3)) == "omnibus-pagat"
    assert preset_of(Rules(queen_breaks_hearts=True)) is None
    with pytest.raises(RulesError):
        preset("poker")


def test_end_rules_and_losers():
    reach, passing = Rules(), Rules(end_rule="pass")
    assert reach.limit_reached([100, 0, 0, 0]) and not passing.limit_reached([100, 0, 0, 0])
    assert passing.limit_reached([101, 0, 0, 0])
    assert reach.is_loser(100, [100, 3]) and not passing.is_loser(100, [100, 3])
    hands = Rules(end_rule="hands", end_hands=3)
    assert not hands.limit_reached([1000, 0]) and hands.is_loser(7, [7, 2, 7])
    assert hands.end_rule_text == "hands:3" and reach.end_rule_text == "reach"


@pytest.mark.parametrize(
    "options",
    [{"end_rule": "hands", "end_hands": 5, "end_score": 10**100},
     {"end_rule": "reach", "end_hands": 10**9}, {"end_rule": "hands", "end_hands": 1001}],
)
def test_unused_end_options_must_still_be_sane(options):
    with pytest.raises(RulesError):
        Rules(**options)
