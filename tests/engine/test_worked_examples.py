"""The worked examples of RULES.md, reproduced exactly."""

from hearts_desktop.engine import Card, HandState, Phase, preset, score_hand

from .helpers import deal_from_tricks, fill_deal, mask, play_tricks

KEEP_HAND = 3  # the fourth hand of the 4-player cycle passes nothing


def test_example_1_queen_discard_does_not_break_hearts():
    # (000) Daniel holds 2♣; Anne wins the first trick and leads 7♣ to the second.
    rules = preset("hearts-pagat")
    deal = fill_deal(rules, {0: "AC 7C", 1: "KC 5C", 2: "QS 2D", 3: "2C 3C"}, void={2: "C"})
    state = HandState(rules, deal, KEEP_HAND)
    play_tricks(state, ["AC 5C 2D 2C"])
    assert state.leader == 0
    for seat, code in [(0, "7C"), (1, "KC"), (2, "QS"), (3, "3C")]:
        state.play(seat, Card.parse(code))
    last = state.tricks[-1]
    assert last.winner == 1
    assert state.points(1) == 13
    assert not state.hearts_broken


# Example 2's hand, one card per seat (Anne, Bjørn, Cato, Dina) for each trick in order.
SNL_TRICKS = [
    "2C KC QS 5C", "5H 2H 3H 4H", "2D 3D JD 4D", "8H 9H AH 7H", "JH 2S KH TH",
    "5S AS 3S 4S", "3C AC 5D 6H", "4C QC 6D QH", "6C 9C 8S TS", "7C TC 9S JS",
    "8C JC 9D KS", "7D 6S TD KD", "8D 7S QD AD",
]


def test_example_2_snl_hand():
    rules = preset("spardame-snl")
    tricks = SNL_TRICKS
    state = HandState(rules, deal_from_tricks(tricks))
    play_tricks(state, tricks[:1])
    assert state.tricks[0].winner == 1 and state.points(1) == 13
    play_tricks(state, tricks[1:])
    assert state.phase is Phase.DONE
    assert state.score.points == (4, 15, -3, 0)
    assert sum(state.score.points) == 16


def test_example_3_hjerterfri_hand():
    rules = preset("hjerterfri")
    tricks = [
        "2C 9C KC 4C", "AD 4H TD QS", "2H AH 3H 5H", "8H 6H KH 7H", "9H TH KS 3S",
        "QD QH 2D JH", "3D 5C JD 3C", "4D 6C 2S 8S", "5D 7C 4S AC", "6D 8C 5S 9S",
        "7D TC 6S TS", "8D JC 7S JS", "9D QC KD AS",
    ]
    state = HandState(rules, deal_from_tricks(tricks), KEEP_HAND)
    play_tricks(state, tricks[:1])
    assert state.tricks[0].winner == 2 and state.points(2) == 0
    play_tricks(state, tricks[1:2])
    assert state.tricks[1].winner == 0 and state.points(0) == 14
    assert state.hearts_broken
    play_tricks(state, tricks[2:])
    assert state.score.points == (16, 4, 6, 0)


def test_example_4_queen_and_jack_together_score_three():
    rules = preset("spar-dame")
    everything_else = mask("QS JD")
    score = score_hand(rules, [everything_else, mask("2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH"), 0, 0],
                       [5, 8, 0, 0])
    assert score.points[0] == 3


def test_example_4_moon_shooter_with_jack_scores_minus_ten():
    rules = preset("spar-dame")
    shooter = mask("QS JD 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH")
    score = score_hand(rules, [0, shooter, 0, 0], [0, 13, 0, 0])
    assert score.shooter == 1 and score.moon_shot
    assert score.points == (26, -10, 26, 26)


def test_example_5_hand_without_moon_distributes_26_or_16():
    for jack, total in [(-10, 16), (0, 26)]:
        rules = preset("spardame-snl").with_options(jack_of_diamonds=jack)
        state = HandState(rules, deal_from_tricks(SNL_TRICKS))
        play_tricks(state, SNL_TRICKS)
        assert sum(state.score.points) == total

