"""``python -m hearts_desktop.arena``: the command line."""

from __future__ import annotations

import argparse
import time
from pathlib import Path
from typing import Sequence

from ..ai import Level
from ..engine import preset
from .players import ARENA_LEVELS, PAIRINGS
from .play import run_pairing
from .report import compare_table, duplicate_table, strength_doc, table
from .results import load_results, save_results

DESCRIPTION = "The arena: one computer of a level against the others of another level, many games."


def main(argv: Sequence[str] | None = None) -> int:
    """Run the arena from the command line."""
    parser = argparse.ArgumentParser(prog="hearts-arena", description=DESCRIPTION)
    levels = list(ARENA_LEVELS)
    parser.add_argument("--level", choices=levels, default=Level.SVAER.value,
                        help="the level measured (one seat)")
    parser.add_argument("--vs", choices=levels, default=Level.MELLEM.value,
                        help="the level of every other seat")
    parser.add_argument("--games", type=int, default=400, help="games per pairing")
    parser.add_argument("--seed", type=int, default=1, help="fixes the deals and the players")
    parser.add_argument("--first", type=int, default=0, metavar="G",
                        help="start at game G: more games of an earlier run, to --pool with it")
    parser.add_argument("--preset", default="spar-dame", help="rule preset (see docs/RULES.md)")
    parser.add_argument("--players", type=int, default=4, help="3–6")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--all", action="store_true", help="run the four pairings and write the table")
    parser.add_argument("--duplicate", action="store_true",
                        help="play every deal in every seat rotation; report paired points per hand")
    parser.add_argument("--hands", type=int, default=0,
                        help="stop every game after this many hands (0: play to the end)")
    # No default: docs/STRENGTH.md is written by hand around the arena's tables now, and a
    # default there would replace it with one table.
    parser.add_argument("--out", metavar="FILE",
                        help="with --all, also write the table as a page to FILE")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    parser.add_argument("--results", metavar="FILE", help="also write every game's result as JSON")
    parser.add_argument("--pool", nargs="+", metavar="FILE",
                        help="play nothing: print the tables of these --results files pooled")
    parser.add_argument("--before", nargs="+", metavar="FILE",
                        help="play nothing: with --after, compare two versions on the same games")
    parser.add_argument("--after", nargs="+", metavar="FILE",
                        help="the --results files of the version compared with --before's")
    args = parser.parse_args(argv)
    if bool(args.before) != bool(args.after):
        parser.error("--before and --after go together")
    if args.before:
        try:
            print(compare_table(load_results(args.before), load_results(args.after)))
        except ValueError as error:
            parser.error(str(error))
        return 0
    if args.pool:
        try:
            pooled = load_results(args.pool)
        except ValueError as error:
            parser.error(str(error))
        for summary in pooled:
            print(duplicate_table([summary]) if summary.duplicate else table([(summary, "")]))
        return 0
    preset(args.preset, args.players)  # refuse an unknown preset before playing
    if args.first < 0:
        parser.error("--first cannot be negative")
    if args.duplicate and (args.games % args.players or args.first % args.players):
        parser.error(f"--duplicate needs --games and --first in multiples of {args.players}")

    start = time.monotonic()
    if args.all:
        pairings = [(level, vs, target) for level, vs, target in PAIRINGS]
    else:
        pairings = [(args.level, args.vs, "")]
    rows = []
    command = ("python -m hearts_desktop.arena --all " + f"--games {args.games} --seed {args.seed} "
               f"--preset {args.preset} --jobs {args.jobs}")
    if args.players != 4:
        command += f" --players {args.players}"
    if args.duplicate:
        command += " --duplicate"
    if args.hands:
        command += f" --hands {args.hands}"
    if args.first:
        command += f" --first {args.first}"
    for level, vs, target in pairings:
        summary = run_pairing(level, vs, args.games, args.seed, args.preset, args.players,
                              args.jobs, not args.quiet, args.duplicate, args.hands, args.first)
        rows.append((summary, target))
        if args.results:
            save_results(args.results, [s for s, _ in rows])
        if args.duplicate:
            print(duplicate_table([summary]), flush=True)
        print(table([rows[-1]]).splitlines()[-1] if len(rows) > 1 else table(rows), flush=True)
        if args.all and args.out:
            # Written after every pairing, so that a run cut short still leaves its figures.
            Path(args.out).parent.mkdir(parents=True, exist_ok=True)
            Path(args.out).write_text(strength_doc(rows, command, args.seed, args.preset,
                                                   time.monotonic() - start), encoding="utf-8")
    if args.all and args.out:
        print(f"wrote {args.out}")
    return 0
