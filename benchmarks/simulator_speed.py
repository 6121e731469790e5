"""Random whole hands per second: Svær's simulator against OpenSpiel's C++ hearts.

``python benchmarks/simulator_speed.py [--seconds 3] [--rounds 3]
[--openspiel-python /path/to/venv/bin/python]`` deals a hand, passes three random cards each,
plays random legal cards to the end and scores it, over and over, on one core:

- ``simulate``: Svær's bitmask simulator with random legal cards (``simulate.random_playout``
  and ``hand_points``), as the arena's ISMCTS uses it;
- ``rollout``: the same with the policy Svær's own playouts use (``simulate.playout``);
- ``HandState``: the engine's state machine (validated events, undo stack), for reference;
- ``pyspiel``: OpenSpiel's ``hearts`` (C++) driven from Python with ``apply_action``, run
  by the given interpreter, which must have ``open-spiel`` installed. It is never a
  dependency of the game: install it into a separate venv (``pip install open-spiel``).

The rounds alternate between the simulators so that load from other work hits them alike;
the median of the rounds is printed with the ratio to pyspiel.
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import time

from hearts_desktop.ai.simulate import hand_points, playout, random_playout
from hearts_desktop.ai.tables import tables
from hearts_desktop.engine import HandState, Phase, preset

PYSPIEL_SNIPPET = """
import random, sys, time
import pyspiel
game = pyspiel.load_game("hearts")
rng = random.Random(1)
seconds = float(sys.argv[1])
hands = 0
start = time.perf_counter()
while time.perf_counter() - start < seconds:
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(rng.choice(state.chance_outcomes())[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    hands += 1
print(hands / (time.perf_counter() - start))
"""


def simulate_speed(seconds: float, seed: int = 1, policy: bool = False) -> float:
    """Whole random hands per second through Svær's simulator (deal, pass, play, score).

    ``policy``: the cards are chosen by Svær's rollout policy instead of at random.
    """
    rules = preset("spar-dame")
    t = tables(rules)
    rng = random.Random(seed)
    deck = list(range(52))
    totals = (0, 0, 0, 0)
    first_bit = 1 << t.first_lead
    hands_done = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        rng.shuffle(deck)
        hands = [0, 0, 0, 0]
        for i, card in enumerate(deck):
            hands[i & 3] |= 1 << card
        passes = []
        for seat in range(4):
            mask = 0
            for card in rng.sample([c for c in range(52) if hands[seat] >> c & 1], 3):
                mask |= 1 << card
            passes.append(mask)
        for seat in range(4):
            hands[seat] = (hands[seat] & ~passes[seat]) | passes[(seat - 1) % 4]
        leader = next(s for s in range(4) if hands[s] & first_bit)
        taken, won = [0] * 4, [0] * 4
        if policy:
            playout(t, rules, hands, leader, [], taken, won, False, True)
        else:
            random_playout(t, rules, hands, leader, [], taken, won, False, True, rng.randrange)
        hand_points(rules, taken, won, totals)
        hands_done += 1
    return hands_done / (time.perf_counter() - start)


def handstate_speed(seconds: float, seed: int = 1) -> float:
    """Whole random hands per second through the engine's ``HandState``."""
    rules = preset("spar-dame")
    rng = random.Random(seed)
    deck = list(range(52))
    hands_done = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        rng.shuffle(deck)
        state = HandState(rules, [deck[s::4] for s in range(4)])
        while state.phase is not Phase.DONE:
            if state.phase is Phase.PASSING:
                for seat in range(4):
                    state.pass_cards(seat, rng.sample(state.hand(seat), 3))
            else:
                legal = state.legal_cards(state.turn)
                state.play(state.turn, rng.choice(legal))
        hands_done += 1
    return hands_done / (time.perf_counter() - start)


def pyspiel_speed(python: str, seconds: float) -> float:
    """Whole random hands per second of OpenSpiel's hearts, run by another interpreter."""
    out = subprocess.run([python, "-c", PYSPIEL_SNIPPET, str(seconds)], capture_output=True,
                         text=True, check=True)
    return float(out.stdout.strip())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--openspiel-python", help="an interpreter with open-spiel installed")
    args = parser.parse_args()
    results: dict[str, list[float]] = {"simulate": [], "rollout": [], "HandState": [],
                                       "pyspiel": []}
    for _ in range(args.rounds):
        results["simulate"].append(simulate_speed(args.seconds))
        results["rollout"].append(simulate_speed(args.seconds, policy=True))
        results["HandState"].append(handstate_speed(args.seconds))
        if args.openspiel_python:
            results["pyspiel"].append(pyspiel_speed(args.openspiel_python, args.seconds))
    reference = statistics.median(results["pyspiel"]) if results["pyspiel"] else None
    for name, values in results.items():
        if values:
            median = statistics.median(values)
            ratio = f"  {median / reference:.2f}× pyspiel" if reference else ""
            print(f"{name:<10} {median:10,.0f} random whole hands/s (median of {len(values)}){ratio}")


if __name__ == "__main__":
    main()
