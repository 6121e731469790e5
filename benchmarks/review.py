"""How long Svær's review of a hand takes, and how often it flags Mellem's play.

``python benchmarks/review.py [--hands 30] [--seed 1] [--budget N] [--player svaer]`` plays whole
hands on the Spar dame preset with Mellem in every seat (seat 0 stands for the human; with
``--player svaer`` seat 0 is Svær at its play budget, a baseline for noise), reviews seat 0's
pass and 13 cards with the review's own settings (``ai.review``), and prints the time of
each review (median, 95th percentile, maximum) and how often a decision is flagged.
Hands are dealt from ``SeededDeals(seed)``; each hand starts at totals 0.
"""

from __future__ import annotations

import argparse
import statistics
import time

from hearts_desktop.ai.mellem import Mellem
from hearts_desktop.ai.svaer import Svaer
from hearts_desktop.ai.review import REVIEW_BUDGET, Reviewer, decisions_of, review
from hearts_desktop.engine import HandState, Phase, PlayerView, SeededDeals, preset


def play_hand(rules, seed: int, number: int, human) -> HandState:
    """One hand with Mellem in seats 1-3 and ``human`` in seat 0."""
    state = HandState(rules, SeededDeals(seed).hands(number, rules.players), number)
    players = [human] + [Mellem(seed)] * (rules.players - 1)
    while state.phase in (Phase.PASSING, Phase.PLAYING):
        for seat in state.to_act():
            view = PlayerView.of(state, seat)
            if state.phase is Phase.PASSING:
                state.pass_cards(seat, players[seat].choose_pass(view))
            else:
                state.play(seat, players[seat].choose_card(view))
    return state


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", type=int, default=REVIEW_BUDGET)
    parser.add_argument("--player", choices=("mellem", "svaer"), default="mellem")
    args = parser.parse_args()
    rules = preset("spar-dame")
    reviewer = Reviewer(seed=args.seed, budget=args.budget, max_samples=4 * 160)
    times, flagged_hands, entries, decisions, costs = [], 0, 0, 0, []
    for number in range(args.hands):
        human = Mellem(args.seed) if args.player == "mellem" else Svaer(args.seed + 7)
        state = play_hand(rules, args.seed, number, human)
        chosen = decisions_of(state, 0)
        start = time.perf_counter()
        result = review(chosen, reviewer)
        times.append(time.perf_counter() - start)
        decisions += len(chosen)
        entries += len(result.entries)
        flagged_hands += bool(result.entries)
        costs += [e.cost for e in result.entries]
        print(f"hand {number:3d}: {times[-1]:6.2f} s, {len(result.entries)} flagged "
              + " ".join(f"{e.chosen}->{e.suggested} {e.cost:.1f}" for e in result.entries),
              flush=True)
    times.sort()
    print(f"\n{args.hands} hands by {args.player}, review budget {args.budget}")
    print(f"review time: median {statistics.median(times):.2f} s, "
          f"p95 {times[int(0.95 * (len(times) - 1))]:.2f} s, max {times[-1]:.2f} s")
    print(f"hands with at least one flag: {flagged_hands}/{args.hands} "
          f"({100 * flagged_hands / args.hands:.0f} %)")
    print(f"flagged decisions: {entries}/{decisions} ({100 * entries / decisions:.1f} %), "
          f"{entries / args.hands:.2f} per hand")
    if costs:
        print(f"cost of a flagged decision: median {statistics.median(costs):.1f} expected points")


if __name__ == "__main__":
    main()
