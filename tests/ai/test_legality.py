"""Every level plays only legal cards and passes under every rule option and player count."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hearts_desktop.ai import Level, make_player
from hearts_desktop.engine import (
    PRESETS, AceOfHearts, EndRule, FirstTrick, HeartLead, Match, Moon, Passing, Rules,
    RulesError, SeededDeals, Ties, Values, preset,
)

from .helpers import act, cheap_player


@st.composite
def any_rules(draw) -> Rules:
    """Presets and custom combinations of every option, 3–6 players."""
    players = draw(st.integers(3, 6))
    if draw(st.booleans()):
        return preset(draw(st.sampled_from(sorted(PRESETS))), players)
    try:
        return Rules(
            players=players,
            passing=draw(st.sampled_from(list(Passing))),
            first_trick=draw(st.sampled_from(list(FirstTrick))),
            heart_lead=draw(st.sampled_from(list(HeartLead))),
            queen_breaks_hearts=draw(st.booleans()),
            jack_of_diamonds=draw(st.sampled_from([0, -10])),
            values=draw(st.sampled_from(list(Values))),
            ace_of_hearts=draw(st.sampled_from(list(AceOfHearts))),
            moon=draw(st.sampled_from(list(Moon))),
            moon_keeps_jack=draw(st.booleans()),
            end_score=draw(st.sampled_from([30, 100])),
            end_rule=EndRule.REACH,
            ties=draw(st.sampled_from(list(Ties))),
        )
    except RulesError:
        return preset("spar-dame", players)


def play_out(rules: Rules, seed: int, players, hands: int | None = None) -> Match:
    """Play a match (or its first ``hands`` hands) with these players, checking each decision."""
    match = Match(rules, SeededDeals(seed))
    while not match.is_over and (hands is None or len(match.results) < hands):
        for seat in match.to_act():
            act(match, match.view(seat), players[seat])
    return match


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=any_rules(), seed=st.integers(0, 2**32), level=st.sampled_from([Level.LET, Level.MELLEM]))
def test_let_and_mellem_play_whole_games_legally(rules, seed, level):
    players = [make_player(level, seed * 7 + s) for s in range(rules.players)]
    match = play_out(rules, seed, players)
    assert match.is_over


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=any_rules(), seed=st.integers(0, 2**32))
def test_svaer_plays_a_hand_legally_against_the_other_levels(rules, seed):
    levels = [Level.SVAER, Level.MELLEM, Level.LET]
    players = [cheap_player(levels[s % 3], seed + s) for s in range(rules.players)]
    match = play_out(rules, seed, players, hands=1)
    assert len(match.results) == 1
