import pytest

from hearts_desktop.engine import CARDS, Card, Rank, Suit, deck, lowest_club
from hearts_desktop.engine.cards import cards_per_player, cards_of, to_mask


def test_card_identity_and_names():
    q = Card.of(Rank.QUEEN, Suit.SPADES)
    assert q is Card.parse("QS") is Card.parse("q♠") is Card(int(q)) is CARDS[q]
    assert (q.rank, q.suit, q.code, str(q)) == (Rank.QUEEN, Suit.SPADES, "QS", "Q♠")
    assert str(Card.parse("10H")) == "10♥" and Card.parse("TH").code == "TH"


@pytest.mark.parametrize("bad", ["", "Q", "1S", "QX", "QSS"])
def test_parse_refuses_nonsense(bad):
    with pytest.raises(ValueError):
        Card.parse(bad)


@pytest.mark.parametrize("bad", [-1, 52, "3", 1.5])
def test_card_index_must_be_0_to_51(bad):
    with pytest.raises(ValueError):
        Card(bad)


def test_masks_round_trip_sorted():
    some = [Card.parse(c) for c in ("AH", "2C", "QS")]
    assert cards_of(to_mask(some)) == tuple(sorted(some))


@pytest.mark.parametrize(
    "players, removed, first",
    [(3, {"2C"}, "3C"), (4, set(), "2C"), (5, {"2C", "2D"}, "3C"), (6, {"2C", "2D", "2S", "3C"}, "4C")],
)
def test_deck_for_each_player_count(players, removed, first):
    cards = deck(players)
    assert {c.code for c in CARDS} - {c.code for c in cards} == removed
    assert len(cards) == players * cards_per_player(players)
    assert cards_per_player(players) == {3: 17, 4: 13, 5: 10, 6: 8}[players]
    assert lowest_club(players).code == first


def test_deck_refuses_other_player_counts():
    with pytest.raises(ValueError):
        deck(7)
