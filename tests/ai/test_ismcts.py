"""The arena's reference search player: legal, replayable, and sensible in a clear position."""

from __future__ import annotations

from hearts_desktop.ai.ismcts import Ismcts
from hearts_desktop.engine import Card, HandState, PlayerView, SeededDeals, preset

from .helpers import act
from .test_situations import SNL, position, spread_deal


def test_plays_a_whole_hand_legally_on_every_preset_and_player_count():
    for name, players in (("spar-dame", 4), ("hoy-poengskala", 3), ("hearts-pagat", 6)):
        rules = preset(name, players)
        state = HandState(rules, SeededDeals(7).hands(0, players))
        seats = [Ismcts(s, iterations=20) for s in range(players)]
        while state.to_act():
            seat = state.to_act()[0]
            act(state, PlayerView.of(state, seat), seats[seat])  # asserts every choice is legal
        assert state.score is not None


def test_a_decision_is_a_function_of_view_and_seed():
    rules = preset("spar-dame")
    state = HandState(rules.with_options(passing="none"), SeededDeals(3).hands(0, 4))
    state.play(state.turn, state.legal_cards(state.turn)[0])
    view = PlayerView.of(state, state.turn)
    first = Ismcts(11, iterations=60).search(view)
    again = Ismcts(11, iterations=60).search(view)
    assert {c: n.visits for c, n in first.children.items()} == \
        {c: n.visits for c, n in again.children.items()}
    assert sum(n.visits for n in first.children.values()) == 60


def test_dumps_the_queen_when_void_and_another_seat_wins():
    deal = spread_deal(SNL, {0: "2C 3D 4S", 1: "AC 5D 6S", 2: "QS 4H 7S 3S 6D 9D KD 2H 5H 8H JH",
                           3: "KC 7D 8S"}, void={2: "C"})
    state = position(SNL, deal, ["2C", "AC"])
    assert Ismcts(3, iterations=300).choose_card(PlayerView.of(state, 2)) == Card.parse("QS")


def test_availability_counts_every_time_a_card_could_have_been_chosen():
    rules = preset("spar-dame").with_options(passing="none")
    state = HandState(rules, SeededDeals(5).hands(0, 4))
    state.play(state.turn, state.legal_cards(state.turn)[0])
    root = Ismcts(2, iterations=200).search(PlayerView.of(state, state.turn))
    for child in root.children.values():
        # Own cards are always available: every iteration after a child's creation saw it.
        assert child.visits <= child.avail <= 200
    assert max(c.avail for c in root.children.values()) > min(c.visits for c in root.children.values())
