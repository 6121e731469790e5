"""Svær's think time with the rules of thumb of a git revision against the working tree's.

``python benchmarks/policy_ab.py REV [--rounds 4] [--hands 1] [--preset P] [--players N]``
collects Svær's real card choices (seat 0 against Mellem, the first ``--hands`` hands of every
preset for 3–6 players, or of one preset or size), then times each of them with the rollout
policy (``ai/heuristics.py``'s ``play_card``) of ``REV`` and of the working tree, in one
process, alternating which goes first each round. It prints both medians, the ratio of the
totals and whether every choice came out the same.

One process and alternation matter on a shared machine: here the same work timed in separate
processes a minute apart varied by a third, far more than the changes being measured.
"""

from __future__ import annotations

import argparse
import importlib.util
import statistics
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Sequence

from hearts_desktop.ai import Level, make_player, simulate
from hearts_desktop.ai.svaer import Svaer
from hearts_desktop.engine import PRESETS, Match, Phase, PlayerView, SeededDeals, preset

ROOT = Path(__file__).resolve().parent.parent


def policy_at(rev: str):
    """``play_card`` of ``ai/heuristics.py`` as it was at git revision ``rev``."""
    source = subprocess.run(["git", "show", f"{rev}:hearts_desktop/ai/heuristics.py"],
                            cwd=ROOT, check=True, capture_output=True, text=True).stdout
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "heuristics.py"
        path.write_text(source)
        # Named inside the package, so that its relative imports find the tree's tables.
        spec = importlib.util.spec_from_file_location("hearts_desktop.ai._heuristics_ab", path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
    return module.play_card


def real_choices(hands: int, presets: Sequence[str], sizes: Sequence[int]) -> list[PlayerView]:
    """Svær's views with more than one legal card, in the first ``hands`` hands of each game."""
    views = []
    for name in presets:
        for players in sizes:
            rules = preset(name, players)
            match = Match(rules, SeededDeals(7000))
            seats = [make_player(Level.SVAER if s == 0 else Level.MELLEM, 5 + s)
                     for s in range(rules.players)]
            while len(match.results) < hands and not match.is_over:
                for seat in match.to_act():
                    view = match.view(seat)
                    if view.phase is Phase.PASSING:
                        match.pass_cards(seat, seats[seat].choose_pass(view))
                    elif view.phase is Phase.PLAYING:
                        legal = view.legal_mask()
                        if seat == 0 and legal & (legal - 1):
                            views.append(view)
                        match.play(seat, seats[seat].choose_card(view))
                    else:
                        match.choose_moon(seat, seats[seat].choose_moon(view))
    return views


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("rev", help="the git revision to compare the working tree with")
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--hands", type=int, default=1, help="hands per preset and size")
    parser.add_argument("--preset", choices=sorted(PRESETS), help="only this preset")
    parser.add_argument("--players", type=int, choices=(3, 4, 5, 6), help="only this size")
    args = parser.parse_args()
    policies = {args.rev: policy_at(args.rev), "working tree": simulate.play_card}
    views = real_choices(args.hands, [args.preset] if args.preset else list(PRESETS),
                         [args.players] if args.players else [3, 4, 5, 6])
    svaer = Svaer(5)
    times = {key: [0.0] * len(views) for key in policies}
    choices: dict[str, list] = {key: [] for key in policies}
    for round_ in range(args.rounds):
        order = list(policies) if round_ % 2 == 0 else list(policies)[::-1]
        for key in order:
            simulate.play_card = policies[key]
            for i, view in enumerate(views):
                start = time.process_time()
                card = svaer.choose_card(view)
                times[key][i] += time.process_time() - start
                if round_ == 0:
                    choices[key].append(card)
    simulate.play_card = policies["working tree"]
    print(f"{len(views)} real card choices, {args.rounds} rounds, CPU time")
    for key in policies:
        median = 1000 * statistics.median(times[key]) / args.rounds
        print(f"{key:>14}: median {median:.1f} ms, total {sum(times[key]):.2f} s")
    ratio = sum(times["working tree"]) / sum(times[args.rev])
    print(f"working tree / {args.rev}: {ratio:.3f} of the CPU time; same choices: "
          f"{choices[args.rev] == choices['working tree']}")


if __name__ == "__main__":
    main()
