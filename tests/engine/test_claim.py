"""Claiming the rest of a hand: offered exactly when the engine proves the outcome."""

import random
from dataclasses import replace

from hypothesis import given, settings

from hearts_desktop.engine import Card, HandState, Match, Phase, SeededDeals, preset
from hearts_desktop.engine.claim import ClaimKind, find_claim, hand_outcome

from .helpers import deal_from_tricks, play_tricks
from .test_properties import games  # preset, players, deal seed, random choices

# Seat 0 holds the top spades and hearts and wins every trick from the second on.
TRICKS = [
    "3C 2C 4C 5C",
    "AS 2S 3S 4S",
    "KS 5S 6S 7S",
    "AH 2H 3H 4H",
    "KH 5H 6H 7H",
    "QH 8H 9H TH",
    "JH 8S 9S TS",
    "QS JS 6C 7C",
    "AC 8C 9C TC",
    "KC JC QC 2D",
    "AD 3D 4D 5D",
    "KD 6D 7D 8D",
    "QD 9D TD JD",
]
# The same, but seat 1 holds A♦ instead of 3♦: seat 0 can lose a diamond trick.
BEATABLE = TRICKS[:10] + ["3D AD 4D 5D"] + TRICKS[11:]
NO_JACK = replace(preset("spardame-snl"), jack_of_diamonds=0)


def scripted_hand(tricks=TRICKS, rules=preset("spardame-snl")) -> HandState:
    return HandState(rules, deal_from_tricks(tricks))


def random_playout(state: HandState, rng: random.Random) -> HandState:
    rest = state.copy()
    while rest.phase is Phase.PLAYING:
        rest.play(rest.turn, rng.choice(rest.legal_cards(rest.turn)))
    return rest


def test_top_cards_claim_everything():
    state = scripted_hand()
    assert find_claim(state) is None  # 3♣ can still be beaten
    play_tricks(state, TRICKS[:1])
    assert state.turn == 3 and find_claim(state) is None  # seat 3 leads whatever it likes
    play_tricks(state, TRICKS[1:2])
    claim = find_claim(state)
    assert claim is not None and claim.kind is ClaimKind.WINS_ALL and claim.seat == 0
    assert len(claim.events) == 11 * 4
    # Every heart and Q♠ to seat 0: a moon, with J♦ still −10 for it.
    assert claim.outcome == ((-10, 26, 26, 26),)
    assert hand_outcome(random_playout(state, random.Random(1))) == claim.outcome


def test_a_trick_in_progress_counts():
    state = scripted_hand()
    play_tricks(state, TRICKS[:2])
    state.play(0, Card.parse("KS"))
    state.play(1, Card.parse("5S"))
    assert find_claim(state).seat == 0  # K♠ is winning and nobody left holds a higher spade
    state = scripted_hand()
    play_tricks(state, TRICKS[:1])
    state.play(3, Card.parse("4S"))
    assert find_claim(state).seat == 0  # seat 0 has not played, but every spade it holds wins
    state = scripted_hand()
    for code in ("2C", "4C", "5C"):
        state.play(state.turn, Card.parse(code))
    assert find_claim(state) is None  # seat 0 may win with A♣ but need not: 3♣ loses


def test_a_card_that_can_be_beaten_spoils_the_claim():
    state = scripted_hand(BEATABLE)
    play_tricks(state, BEATABLE[:2])
    assert find_claim(state) is None


def test_no_points_left_is_a_claim_for_everybody():
    state = scripted_hand(BEATABLE, NO_JACK)
    play_tricks(state, BEATABLE[:8])
    claim = find_claim(state)
    assert claim is not None and claim.kind is ClaimKind.NO_POINTS_LEFT and claim.seat is None
    assert claim.outcome == ((0, 26, 26, 26),)
    # With J♦ worth −10 the diamonds still matter.
    state = scripted_hand(BEATABLE)
    play_tricks(state, BEATABLE[:8])
    assert find_claim(state) is None


def test_no_claim_while_passing_or_after_the_hand():
    match = Match(preset("spar-dame"), SeededDeals(4))
    assert match.hand.phase is Phase.PASSING
    assert find_claim(match.hand) is None
    state = scripted_hand()
    play_tricks(state, TRICKS)
    assert state.phase is Phase.DONE and find_claim(state) is None


@settings(max_examples=80, deadline=None)
@given(games)
def test_a_claim_scores_like_every_legal_playout(position):
    rules, seed, rng = position
    match = Match(rules, SeededDeals(seed))
    state = match.hand
    if state.phase is Phase.PASSING:
        for seat in range(state.players):
            state.pass_cards(seat, rng.sample(state.hand(seat), state.pass_count))
    while state.phase is Phase.PLAYING:
        claim = find_claim(state)
        if claim is not None:
            for _ in range(4):
                assert hand_outcome(random_playout(state, rng)) == claim.outcome
            replay = state.copy()
            for event in claim.events:
                replay.push(event)  # the claim's own playout is legal
            assert hand_outcome(replay) == claim.outcome
            if claim.kind is ClaimKind.WINS_ALL:
                seat = claim.seat
                taken_before = replay.taken[seat]
                assert all(t.winner == seat for t in replay.tricks[len(state.tricks):])
                assert taken_before
        state.play(state.turn, rng.choice(state.legal_cards(state.turn)))


def test_random_hands_often_offer_a_claim_before_the_last_trick():
    rng = random.Random(5)
    early = 0
    for seed in range(40):
        state = Match(preset("spardame-snl"), SeededDeals(seed)).hand
        while state.phase is Phase.PLAYING and find_claim(state) is None:
            state.play(state.turn, rng.choice(state.legal_cards(state.turn)))
        early += sum(state.hands).bit_count() > state.players
    assert early >= 20  # 29 of 40 with this seed: claims are not only for the last trick
