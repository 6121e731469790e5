"""Playout benchmark of the rules engine: ``python -m hearts_desktop.bench``.

Prints random-playout hands per second and legal-move calls per second on one core,
as the median of several rounds.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from .engine import HandState, Phase, SeededDeals, legal_mask, preset
from .engine.cards import cards_of


def playout_hands(rules, rounds_hands: int, seed: int) -> float:
    """Whole random hands (pass, 13 tricks, score) per second through ``HandState``."""
    rng = random.Random(seed)
    deals = SeededDeals(seed)
    dealt = [deals.hands(i, rules.players) for i in range(rounds_hands)]
    start = time.perf_counter()
    for number, hands in enumerate(dealt):
        state = HandState(rules, hands, number)
        while state.phase is not Phase.DONE:
            if state.phase is Phase.PASSING:
                for seat in range(state.players):
                    state.pass_cards(seat, rng.sample(state.hand(seat), state.pass_count))
            elif state.phase is Phase.PLAYING:
                legal = state.legal_mask(state.turn)
                state.play(state.turn, rng.choice(cards_of(legal)))
            else:
                state.choose_moon(state.to_act()[0], "add_to_others")
    return rounds_hands / (time.perf_counter() - start)


def legal_calls(rules, calls: int, seed: int) -> float:
    """Calls per second of the pure ``legal_mask`` on positions from real games."""
    rng = random.Random(seed)
    positions = []
    state = HandState(rules.with_options(passing="none"), SeededDeals(seed).hands(0, rules.players))
    while state.phase is Phase.PLAYING:
        positions.append((state.hands[state.turn], state.led_suit, not state.tricks,
                          state.hearts_broken, state.first_lead))
        state.play(state.turn, rng.choice(state.legal_cards(state.turn)))
    work = (positions * (calls // len(positions) + 1))[:calls]
    start = time.perf_counter()
    for hand, led, first, broken, lead in work:
        legal_mask(rules, hand, led, first, broken, lead)
    return calls / (time.perf_counter() - start)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--preset", default="spar-dame")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--hands", type=int, default=1000, help="hands per round")
    args = parser.parse_args(argv)
    rules = preset(args.preset)
    hands = [playout_hands(rules, args.hands, seed) for seed in range(args.rounds)]
    calls = [legal_calls(rules, 200_000, seed) for seed in range(args.rounds)]
    print(f"preset {args.preset}, {args.rounds} rounds, median of rounds, one core")
    print(f"random playouts (HandState, pass + all tricks + score): {statistics.median(hands):,.0f} hands/s")
    print(f"legal_mask calls:                                      {statistics.median(calls):,.0f} calls/s")


if __name__ == "__main__":
    main()
