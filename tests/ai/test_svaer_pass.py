"""Svær's pass: a bare high spade goes, low hearts stay."""

from __future__ import annotations

import pytest

from hearts_desktop.ai.svaer import Svaer, bare_high_spades, lowest_cards, pass_candidates
from hearts_desktop.engine import Card, HandState, PlayerView, preset

from ..engine.helpers import mask
from .test_situations import spread_deal

HJERTERFRI = preset("hjerterfri")


def pass_of(hand: str, seed: int) -> tuple[Card, ...]:
    state = HandState(HJERTERFRI, spread_deal(HJERTERFRI, {0: hand}))
    return Svaer(seed).choose_pass(PlayerView.of(state, 0))


@pytest.mark.parametrize("seed", [0, 1, 2, 3])
@pytest.mark.parametrize("hand, high", [("AC KC AD KD 2H 3H 5H 2S 4S KS 3C 4D 9C", "KS"),
                                        ("2H 4H 6H 2C 3C 7C TC 4D 5D 8D AS 3S 6S", "AS"),
                                        ("2H 3H 5H 7H 2C 4C 8C 9D 6D 3D KS 4S 9S", "KS")])
def test_an_unguarded_high_spade_is_passed_and_low_hearts_kept(seed, hand, high):
    passed = pass_of(hand, seed)
    assert Card.parse(high) in passed
    assert not [card for card in passed if card.suit.letter == "H"]


def test_bare_high_spades():
    assert bare_high_spades(mask("KS AS 2S 3S 4H")) == mask("KS AS")
    assert bare_high_spades(mask("KS AS 2S 3S 4S")) == 0  # three guards
    assert bare_high_spades(mask("KS QS 2C")) == 0  # with the queen Mellem's rule decides


def test_every_candidate_but_the_moon_pass_gives_away_a_bare_high_spade():
    hand = mask("AC KC AD KD 2H 3H 5H 2S 4S KS 3C 4D 9C")
    candidates = pass_candidates(hand, 3)
    lowest = mask("2H 2S 3C")
    assert lowest in candidates
    assert all(candidate & mask("KS") for candidate in candidates if candidate != lowest)


def test_mellems_card_maps_to_the_candidate_that_plays_alike_or_to_none():
    from hearts_desktop.ai.svaer import representative

    candidates = [int(Card.parse(code)) for code in ("5D", "9D", "QS")]
    assert representative(int(Card.parse("7D")), candidates) == 0  # 5♦–7♦ play alike
    assert representative(int(Card.parse("TD")), candidates) == 1
    assert representative(int(Card.parse("4S")), candidates) is None  # a lead left out


@pytest.mark.parametrize("seed", [0, 1, 2, 3])
@pytest.mark.parametrize("hand", ["5C 8C 8D 9D JD QD AD 3S 8S 9S 6H 8H JH",
                                  "7C 3D 5D 8D 9D JD KD 9S QS AS 6H 8H JH",
                                  "8C QC 2D KD AD 3S 6S 9S JS 6H TH QH KH"])
def test_a_hand_that_cannot_shoot_does_not_pass_its_lowest_cards(seed, hand):
    """No run of winners, no high hearts: the moon pass would only give away the cards that
    duck. Svær passed them on near ties of its samples (on 4 of these 12 cases before issue
    16's last changes); now the lowest cards go only for a moon, which such hands do not plan."""
    lowest = lowest_cards(mask(hand), 3)
    assert sum(1 << int(card) for card in pass_of(hand, seed)) != lowest


@pytest.mark.parametrize("seed", [0, 1, 2, 3])
@pytest.mark.parametrize("hand", ["8C KC 5D 6D TD QD 2S KS AS 3H TH KH AH",
                                  "3C 6C 8C KC KD 3S 6S 9S 8H TH JH KH AH"])
def test_a_hand_that_can_shoot_still_passes_its_lowest_cards(seed, hand):
    """High hearts and winners: the moon pass stays, judged by its moon plan."""
    lowest = lowest_cards(mask(hand), 3)
    assert sum(1 << int(card) for card in pass_of(hand, seed)) == lowest
