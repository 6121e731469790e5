"""Reading the honours from the others' plays (``ai.reading``)."""

from __future__ import annotations

import random

import pytest

from hearts_desktop.ai import Level, make_player
from hearts_desktop.ai.knowledge import Knowledge
from hearts_desktop.ai.reading import HONOURS, HonourReading, likelihood, past_plays
from hearts_desktop.ai.svaer import Svaer
from hearts_desktop.engine import HandState, Phase, PlayerView, SeededDeals, preset
from hearts_desktop.engine.cards import SUIT_MASKS

from .helpers import act
from .test_fairness import swapped_twin


def played_to(rules, deal_index: int, tricks: int, level: Level = Level.MELLEM) -> HandState:
    """A hand of four ``level`` players after ``tricks`` whole tricks and the passes."""
    state = HandState(rules, SeededDeals(31).hands(deal_index, rules.players))
    players = [make_player(level, 100 * deal_index + s) for s in range(rules.players)]
    while state.phase is Phase.PASSING or (state.phase is Phase.PLAYING
                                           and (len(state.tricks) < tricks or state.trick_plays())):
        seat = state.to_act()[0]
        act(state, PlayerView.of(state, seat), players[seat])
    return state


def test_past_plays_are_the_other_seats_cards_with_what_each_played_from_then_on():
    rules = preset("spar-dame")
    state = played_to(rules, 0, 5)
    view = PlayerView.of(state, 2)
    plays = past_plays(view)
    order = [(seat, card) for trick in view.tricks for seat, card in trick.plays(4)]
    others = [(seat, card) for seat, card in order if seat != 2]
    assert [(p.seat, p.card) for p in plays] == others
    for i, play in enumerate(plays):
        later = [card for seat, card in others[i:] if seat == play.seat]
        assert play.later == sum(1 << card for card in later)
        # Put back what it played from here on: the seat held exactly its cards of that moment.
        before = [card for _, card in order[:order.index((play.seat, play.card))]]
        assert play.seen == sum(1 << card for card in before)
        assert len(play.trick) == order.index((play.seat, play.card)) % 4


def test_mellems_real_cards_are_about_the_likeliest_deal_of_all():
    """Against four Mellem every play is Mellem's card in the real deal. Only a deal in
    which some of those plays were forced (a single legal card) can weigh more; a random deal
    of the hidden cards almost always explains the plays much worse."""
    rules = preset("spar-dame")
    for index in range(4):
        state = played_to(rules, index, 6)
        view = PlayerView.of(state, 0)
        knowledge = Knowledge.of(view)
        plays = past_plays(view)
        real = likelihood(view, plays, list(state.hands))
        rng = random.Random(3)
        others = [likelihood(view, plays, knowledge.sample(rng)) for _ in range(100)]
        assert real > 0
        assert sum(w > real for w in others) <= 5
        assert sum(w < real / 2 for w in others) >= 90


def test_a_deal_that_cannot_have_made_a_play_weighs_nothing():
    rules = preset("spar-dame")
    state = played_to(rules, 2, 4)
    view = PlayerView.of(state, 0)
    plays = past_plays(view)
    deal = list(state.hands)
    follower = next(p for p in plays if p.led is not None and p.card // 13 != p.led)
    # Give the seat that discarded a card of the suit it could not follow, in exchange.
    giver = next(s for s in range(1, 4) if s != follower.seat
                 and deal[s] & SUIT_MASKS[follower.led] & ~deal[follower.seat])
    card = (deal[giver] & SUIT_MASKS[follower.led]).bit_length() - 1
    back = (deal[follower.seat] & ~SUIT_MASKS[follower.led]).bit_length() - 1
    deal[giver] ^= (1 << card) | (1 << back)
    deal[follower.seat] ^= (1 << card) | (1 << back)
    assert likelihood(view, plays, deal) == 0.0


def right_share(positions, strength: float) -> float:
    """The share of the hidden honours each read deal puts at their real holder."""
    right = total = 0
    for state, view in positions:
        knowledge = Knowledge.of(view)
        honours = knowledge.pool & HONOURS
        rng = random.Random(view.hand_number * 97 + len(view.tricks))
        reading = HonourReading.of(view, knowledge, rng, strength)
        for _ in range(30):
            deal = reading.sample(rng)
            for seat in range(1, 4):
                right += (deal[seat] & state.hands[seat] & honours).bit_count()
            total += honours.bit_count()
    return right / total


@pytest.mark.parametrize("level, gain", [(Level.MELLEM, 0.12), (Level.LET, 0.06)])
def test_reading_places_the_honours_better_than_a_plain_deal(level, gain):
    """Against Mellem the plays say much, against Let (a quarter of its cards at random)
    less; either way the read deals put more honours with their real holders, and pinning
    them in half the deals lands in between."""
    rules = preset("spar-dame")
    positions = []
    for index in range(10):
        for tricks in (4, 8):
            state = played_to(rules, index, tricks, level)
            positions.append((state, PlayerView.of(state, 0)))
    plain, half, read = (right_share(positions, strength) for strength in (0.0, 0.5, 1.0))
    assert 0.25 < plain < 0.45
    assert read > plain + gain
    assert plain < half < read


def test_read_deals_keep_to_what_the_seat_knows():
    rules = preset("spar-dame")
    for index in range(6):
        state = played_to(rules, index, 5, Level.LET)
        view = PlayerView.of(state, 3)
        knowledge = Knowledge.of(view)
        reading = HonourReading.of(view, knowledge, random.Random(index), 1.0)
        assert reading.chances
        for h, chances in reading.chances.items():
            assert chances[3] == 0 and sum(chances) == pytest.approx(1)
        rng = random.Random(index)
        for _ in range(50):
            deal = reading.sample(rng)
            assert deal[3] == view.hand_mask
            assert [hand.bit_count() for hand in deal] == list(view.hand_sizes)
            dealt = 0
            for seat, hand in enumerate(deal):
                assert hand & knowledge.hands_known[seat] == knowledge.hands_known[seat]
                assert not any(knowledge.voids[seat] >> s & 1 and hand & SUIT_MASKS[s]
                               for s in range(4))
                dealt |= hand
            assert dealt == view.hand_mask | knowledge.pool | sum(knowledge.hands_known)


def test_svaer_reading_decides_from_its_view_and_seed_alone():
    rules = preset("spar-dame")
    checked = 0
    for index in range(10):
        state = played_to(rules, index, 4 + index % 5)
        seat = state.to_act()[0]
        twin = swapped_twin(state, seat)
        if twin is None:
            continue
        view, twin_view = PlayerView.of(state, seat), PlayerView.of(twin, seat)
        assert view == twin_view and twin.hands != state.hands
        player = Svaer(index, budget=600, min_samples=3, max_samples=4, read_honours=1.0)
        assert player.choose_card(view) == player.choose_card(twin_view)
        assert player.choose_card(view) == Svaer(
            index, budget=600, min_samples=3, max_samples=4, read_honours=1.0).choose_card(view)
        checked += 1
    assert checked >= 8
