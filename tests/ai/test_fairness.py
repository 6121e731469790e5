"""A decision depends only on the seat's view and the seed: fairness and determinism."""

from __future__ import annotations

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from hearts_desktop.ai import Level, make_player
from hearts_desktop.ai.knowledge import Knowledge
from hearts_desktop.engine import HandState, PlayerView, SeededDeals, preset

from .helpers import act, cheap_player

LEVELS = [Level.LET, Level.MELLEM, Level.SVAER]


def advance(rules, deal, steps: int, seed: int) -> HandState:
    """A hand after ``steps`` decisions by Mellem players."""
    state = HandState(rules, deal)
    players = [make_player(Level.MELLEM, seed + s) for s in range(rules.players)]
    for _ in range(steps):
        seats = state.to_act()
        if not seats or state.phase.value not in ("passing", "playing"):
            break
        act(state, PlayerView.of(state, seats[0]), players[seats[0]])
    return state


def swapped_twin(state: HandState, seat: int) -> HandState | None:
    """The same hand replayed from a deal where two other seats swapped unseen same-suit cards."""
    n = state.players
    # The first lead is excluded: during passing the engine's view names its holder as
    # ``leader`` (reported to the lead), so swapping it would change the view itself.
    seen = state.played | 1 << state.first_lead
    for p in state.passes:
        seen |= p or 0
    for a in range(n):
        for b in range(a + 1, n):
            if seat in (a, b):
                continue
            for card_a in range(52):
                if not state.dealt[a] >> card_a & 1 or seen >> card_a & 1:
                    continue
                for card_b in range(card_a // 13 * 13, card_a // 13 * 13 + 13):
                    if state.dealt[b] >> card_b & 1 and not seen >> card_b & 1:
                        deal = list(state.dealt)
                        deal[a] ^= (1 << card_a) | (1 << card_b)
                        deal[b] ^= (1 << card_a) | (1 << card_b)
                        twin = HandState(state.rules, deal)
                        for event in state.events:
                            twin.push(event)
                        return twin
    return None


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    name=st.sampled_from(["spar-dame", "spardame-snl", "hearts-pagat", "hoy-poengskala"]),
    players=st.integers(3, 6),
    seed=st.integers(0, 10_000),
    steps=st.integers(0, 40),
    level=st.sampled_from(LEVELS),
)
def test_hidden_cards_of_other_seats_never_change_a_decision(name, players, seed, steps, level):
    rules = preset(name, players)
    state = advance(rules, SeededDeals(seed).hands(0, players), steps, seed)
    seats = state.to_act()
    assume(seats and state.phase.value in ("passing", "playing"))
    seat = seats[0]
    twin = swapped_twin(state, seat)
    assume(twin is not None)
    assert twin.hands != state.hands
    view, twin_view = PlayerView.of(state, seat), PlayerView.of(twin, seat)
    assert view == twin_view
    player = cheap_player(level, seed)
    if view.phase.value == "passing":
        assert player.choose_pass(view) == player.choose_pass(twin_view)
    else:
        assert player.choose_card(view) == player.choose_card(twin_view)


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 45), level=st.sampled_from(LEVELS))
def test_same_view_and_seed_give_the_same_decision_in_any_order(seed, steps, level):
    rules = preset("spar-dame")
    state = advance(rules, SeededDeals(seed).hands(1, 4), steps, seed)
    seats = state.to_act()
    assume(seats and state.phase.value == "playing")
    view = PlayerView.of(state, seats[0])
    other = PlayerView.of(advance(rules, SeededDeals(seed + 1).hands(1, 4), steps, seed), 0)
    player = cheap_player(level, seed)
    first = player.choose_card(view)
    if other.turn == 0:
        player.choose_card(other)  # a decision in between must leave nothing behind
    assert player.choose_card(view) == first
    assert cheap_player(level, seed).choose_card(view) == first


def test_knowledge_knows_passed_cards_and_voids():
    rules = preset("spar-dame")
    state = HandState(rules, SeededDeals(4).hands(0, 4))
    players = [make_player(Level.MELLEM, s) for s in range(4)]
    for seat in range(4):
        act(state, PlayerView.of(state, seat), players[seat])
    passed = state.passes[0]
    knowledge = Knowledge.of(PlayerView.of(state, 0))
    target = state.pass_target(0)
    assert knowledge.hands_known[target] == passed
    # Play until somebody shows out of a suit, then check the void is known.
    while state.phase.value == "playing":
        seat = state.turn
        led = state.led_suit
        card = players[seat].choose_card(PlayerView.of(state, seat))
        state.play(seat, card)
        if led is not None and card // 13 != led and seat != 0:
            voids = Knowledge.of(PlayerView.of(state, 0)).voids
            assert voids[seat] >> led & 1
            assert not state.hands[seat] & (0x1FFF << 13 * led)
            break
    else:
        raise AssertionError("nobody showed out")


def test_samples_respect_sizes_known_cards_and_voids():
    import random

    rules = preset("spar-dame")
    state = advance(rules, SeededDeals(11).hands(0, 4), 4 + 20, 11)
    view = PlayerView.of(state, state.to_act()[0])
    knowledge = Knowledge.of(view)
    rng = random.Random(0)
    for _ in range(50):
        deal = knowledge.sample(rng)
        assert deal[view.seat] == view.hand_mask
        union = 0
        for seat, hand in enumerate(deal):
            assert hand.bit_count() == view.hand_sizes[seat]
            assert hand & knowledge.hands_known[seat] == knowledge.hands_known[seat]
            assert not union & hand
            union |= hand
            for suit in range(4):
                if knowledge.voids[seat] >> suit & 1:
                    assert not hand & (0x1FFF << 13 * suit)
        assert union == sum(state.hands)


def test_distinct_players_decide_the_same_from_worker_threads():
    from concurrent.futures import ThreadPoolExecutor

    rules = preset("spar-dame")
    views = []
    for seed in range(6):
        state = advance(rules, SeededDeals(seed).hands(0, 4), 4 + 3 * seed, seed)
        seat = state.to_act()[0]
        views.append(PlayerView.of(state, seat))
    players = [cheap_player(level, 5) for level in LEVELS for _ in views]
    jobs = [(player, view) for player, view in zip(players, views * len(LEVELS))]

    def decide(job):
        player, view = job
        return player.choose_card(view)

    serial = [decide(job) for job in jobs]
    with ThreadPoolExecutor(4) as pool:
        assert list(pool.map(decide, jobs)) == serial
