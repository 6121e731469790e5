"""Deals: explicit, seeded and the daily deal, pinned by test vectors."""

import datetime as dt
import hashlib

import pytest

from hearts_desktop.engine import DailyDeals, ExplicitDeals, Match, Rules, SeededDeals, cards_of, deals_from_dict, deck, deck_mask
from hearts_desktop.engine.deals import shuffled


def test_daily_deal_test_vector():
    hands = DailyDeals(dt.date(2026, 11, 29)).hands(0, 4)
    assert " ".join(c.code for c in cards_of(hands[0])) == DAILY_2026_11_29_SOUTH


# The first hand of 29 November 2026, seat 0 (south): pinned so that no change to the generator
# goes unnoticed. Changing it would deal everybody different "Dagens" cards.
DAILY_2026_11_29_SOUTH = "5C 6C 7C 8C 2D 4D KD 5S 8S 3H 8H JH AH"


def test_shuffle_test_vector():
    assert "".join(shuffled("abcdefghij", "vector")) == SHUFFLE_VECTOR


SHUFFLE_VECTOR = "ijefcdabgh"


def documented_shuffle(items, key):
    """The algorithm as the docstring of ``engine.deals`` describes it, written out plainly."""
    stream = b"".join(hashlib.sha256(key.encode() + i.to_bytes(8, "big")).digest() for i in range(64))
    words = [int.from_bytes(stream[i:i + 4], "big") for i in range(0, len(stream), 4)]
    order, w = list(items), 0
    for j in range(len(order) - 1, 0, -1):
        while words[w] >= (j + 1) * (2**32 // (j + 1)):
            w += 1
        k = words[w] % (j + 1)
        w += 1
        order[j], order[k] = order[k], order[j]
    return order


@pytest.mark.parametrize("key", ["vector", "hearts-desktop/v1/daily/2026-11-29/4/0", "x" * 100])
def test_shuffle_is_the_documented_algorithm(key):
    assert shuffled(deck(4), key) == documented_shuffle(deck(4), key)


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_seeded_deals_are_complete_and_repeatable(players):
    deals = SeededDeals(7)
    hands = deals.hands(0, players)
    union = 0
    for hand in hands:
        assert hand & union == 0
        union |= hand
    assert union == deck_mask(players)
    assert deals.hands(0, players) == hands
    assert deals.hands(1, players) != hands
    assert SeededDeals(8).hands(0, players) != hands


def test_daily_deals_differ_by_date():
    assert DailyDeals(dt.date(2026, 1, 1)).hands(0, 4) != DailyDeals(dt.date(2026, 1, 2)).hands(0, 4)


def test_deal_sources_round_trip():
    explicit = ExplicitDeals((SeededDeals(1).hands(0, 4),))
    for source in (SeededDeals(12), DailyDeals(dt.date(2026, 5, 17)), explicit):
        assert deals_from_dict(source.to_dict()) == source
    assert explicit.hands(3, 4) == explicit.hands(0, 4)


@pytest.mark.parametrize(
    "bad",
    [None, [], {"kind": "seed"}, {"kind": "seed", "seed": -1}, {"kind": "seed", "seed": True},
     {"kind": "seed", "seed": 2**70}, {"kind": "daily", "date": "yesterday"},
     {"kind": "explicit", "deals": "all"}, {"kind": "explicit", "deals": [[["ZZ"]]]},
     {"kind": "magic"}],
)
def test_bad_deal_descriptions_are_refused(bad):
    with pytest.raises(ValueError):
        deals_from_dict(bad)


def test_a_match_refuses_a_bad_later_explicit_deal_up_front():
    good = SeededDeals(1).hands(0, 4)
    broken = (good[0], good[0], good[2], good[3])  # seat 1 holds seat 0's cards
    with pytest.raises(ValueError):
        Match(Rules(), ExplicitDeals((good, broken)))


def test_explicit_deals_in_saves_must_be_card_codes():
    with pytest.raises(ValueError):
        deals_from_dict({"kind": "explicit", "deals": [[[0, 1, 2]]]})
