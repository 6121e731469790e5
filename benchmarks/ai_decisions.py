"""Svær's think time and the simulator's speed, single-threaded.

``python benchmarks/ai_decisions.py [--hands 8] [--seed 1] [--preset spar-dame] [--players 4]
[--profile]`` plays hands with Svær in seat 0 against Mellem in the other seats and prints
the time of each kind of decision (median, 95th percentile, maximum) and how many simulated
card plays per second the playouts reach. ``--matrix`` instead prints one line of real-choice
and pass times per preset and player count (3–6). ``--cpu`` times decisions in CPU time
of the process instead of wall time: on a machine shared with other work that is what a
decision would take on an idle core. ``--profile`` prints the cProfile top functions.
``--exact`` seats the arena's ``svaer-exact`` against its search player instead, where Svær's
exact end (``ai.exact``) is used once the earlier hands show players who look ahead; with
``--vs-ismcts`` alone, plain Svær against the same players, for a side by side.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import statistics
import time

from hearts_desktop.ai import simulate
from hearts_desktop.ai.tables import tables
from hearts_desktop.arena import arena_player
from hearts_desktop.engine import PRESETS, Match, Phase, SeededDeals, preset


CLOCK = {"wall": time.perf_counter, "cpu": time.process_time}


def run(hands: int, seed: int, preset_name: str = "spar-dame",
        players: int = 4, clock: str = "wall", me: str = "svaer",
        others: str = "mellem") -> dict[str, list[float]]:
    """Decision times of Svær (seat 0; or arena level ``me``) by kind, over ``hands`` hands
    against arena level ``others``."""
    times: dict[str, list[float]] = {"pass": [], "card (real choice)": [], "card (forced)": []}
    rules = preset(preset_name, players)
    n = rules.players
    now = CLOCK[clock]
    played = 0
    game = 0
    while played < hands:
        match = Match(rules, SeededDeals(seed * 1000 + game))
        seats = [arena_player(me if s == 0 else others, seed + s) for s in range(n)]
        while not match.is_over and played + len(match.results) < hands:
            for seat in match.to_act():
                view = match.view(seat)
                start = now()
                if view.phase is Phase.PASSING:
                    match.pass_cards(seat, seats[seat].choose_pass(view))
                    kind = "pass"
                elif view.phase is Phase.PLAYING:
                    legal = view.legal_mask()
                    match.play(seat, seats[seat].choose_card(view))
                    kind = "card (real choice)" if legal & (legal - 1) else "card (forced)"
                else:
                    match.choose_moon(seat, seats[seat].choose_moon(view))
                    kind = "pass"
                if seat == 0:
                    times[kind].append(now() - start)
        played += len(match.results)
        game += 1
    return times


def playout_speed(seconds: float = 2.0) -> float:
    """Simulated card plays per second of whole-hand playouts from a fresh deal."""
    rules = preset("spar-dame")
    t = tables(rules)
    deal = SeededDeals(5).hands(0, 4)
    leader = next(s for s in range(4) if deal[s] & 1)
    plays = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for _ in range(100):
            simulate.playout(t, rules, list(deal), leader, [], [0] * 4, [0] * 4, False, True)
            plays += 52
    return plays / (time.perf_counter() - start)


def _stats(values: list[float]) -> tuple[float, float, float]:
    """(median, 95th percentile, maximum) in milliseconds."""
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return 1000 * statistics.median(values), 1000 * p95, 1000 * ordered[-1]


def matrix(hands: int, seed: int, clock: str = "wall", me: str = "svaer",
           others: str = "mellem") -> None:
    """Real-choice and pass times for every preset and 3–6 players."""
    every: list[float] = []
    print("| preset | players | real choices | median | p95 | max | passes | pass median |")
    print("|---|---|---|---|---|---|---|---|")
    for name in PRESETS:
        for players in range(3, 7):
            times = run(hands, seed, name, players, clock, me, others)
            cards = times["card (real choice)"]
            every += cards + times["pass"]
            med, p95, top = _stats(cards)
            passes = f"{len(times['pass'])} | {_stats(times['pass'])[0]:.0f} ms" if times["pass"] else "0 | –"
            print(f"| {name} | {players} | {len(cards)} | {med:.0f} ms | {p95:.0f} ms | {top:.0f} ms "
                  f"| {passes} |", flush=True)
    med, p95, top = _stats(every)
    print(f"all real decisions: n={len(every)} median {med:.0f} ms p95 {p95:.0f} ms max {top:.0f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=8)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--preset", default="spar-dame")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--matrix", action="store_true")
    parser.add_argument("--cpu", action="store_true", help="CPU time instead of wall time")
    parser.add_argument("--profile", action="store_true")
    parser.add_argument("--exact", action="store_true",
                        help="svaer-exact against the arena's search player")
    parser.add_argument("--vs-ismcts", action="store_true",
                        help="against the arena's search player instead of Mellem")
    args = parser.parse_args()
    me = "svaer-exact" if args.exact else "svaer"
    others = "ismcts" if args.exact or args.vs_ismcts else "mellem"
    if args.profile:
        profiler = cProfile.Profile()
        profiler.runcall(run, args.hands, args.seed, args.preset, args.players, "wall", me, others)
        pstats.Stats(profiler).sort_stats("tottime").print_stats(15)
        return
    if args.matrix:
        matrix(args.hands, args.seed, "cpu" if args.cpu else "wall", me, others)
        return
    times = run(args.hands, args.seed, args.preset, args.players, "cpu" if args.cpu else "wall",
                me, others)
    every = [t for values in times.values() for t in values]
    for kind, values in [("every decision", every), *times.items()]:
        if values:
            med, p95, top = _stats(values)
            print(f"{kind:<20} n={len(values):4d}  median {med:6.1f} ms  p95 {p95:6.1f} ms"
                  f"  max {top:6.1f} ms")
    print(f"playouts: {playout_speed():,.0f} simulated card plays per second")


if __name__ == "__main__":
    main()
