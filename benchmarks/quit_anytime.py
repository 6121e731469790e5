"""Whether the game ends promptly, and leaves nothing behind, when it is told to quit at any moment.

Each run starts ``benchmarks/gui_stalls.py`` (the real window, a robot in the player's seat,
Svær thinking in its helper process, dialogs and reviews opening) in a process group of its
own, sends it SIGTERM after a random time, as a logout does, and measures how long it takes
to exit. SIGTERM goes the way of the Quit action (``ui.app.quit_on_signals``), so this is the
player's Quit at a random moment: mid-animation, while a computer or the review thinks, with a
dialog open. A run that has not exited after ``--timeout`` seconds is a hang: its threads'
stacks are printed (SIGUSR1, faulthandler) and its group killed. One second after the exit the
group must hold no live process: no helper process or resource tracker left.

    python benchmarks/quit_anytime.py --runs 40
    xvfb-run -a env QT_QPA_PLATFORM=xcb python benchmarks/quit_anytime.py --runs 20

Nothing is asserted by timing; the exit code is 1 if any run hung, failed or left a process.
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import statistics
import subprocess
import sys
import time
from pathlib import Path

STALLS = Path(__file__).resolve().parent / "gui_stalls.py"


def left_behind(pgid: int) -> list[str]:
    """The live processes of group ``pgid`` (zombies waiting for init to reap them do not count)."""
    proc = Path("/proc")
    if not proc.is_dir():  # not Linux: any process of the group
        try:
            os.killpg(pgid, 0)
        except ProcessLookupError:
            return []
        return [f"group {pgid}"]
    out = []
    for entry in proc.iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            # pid (comm) state ppid pgrp ...: comm may hold spaces, so split after its ")"
            fields = stat[stat.rindex(")") + 2:].split()
            if int(fields[2]) == pgid and fields[0] != "Z":
                out.append((entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace"))
        except OSError:  # it ended meanwhile
            continue
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1, help="fixes the quit times and speeds")
    parser.add_argument("--longest", type=float, default=25.0, help="latest quit, in seconds")
    parser.add_argument("--timeout", type=float, default=30.0, help="seconds until a run counts as hung")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    exits, bad = [], 0
    for run in range(args.runs):
        speed = rng.choice(["fast", "normal"])
        after = rng.uniform(1.5, args.longest)
        game = subprocess.Popen(
            [sys.executable, str(STALLS), "--hands", "3", "--level", "svaer", "--speed", speed,
             "--seed", str(run + 1)],
            env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, start_new_session=True)
        time.sleep(after)
        asked = time.monotonic()
        game.send_signal(signal.SIGTERM)
        try:
            output, _ = game.communicate(timeout=args.timeout)
        except subprocess.TimeoutExpired:
            game.send_signal(signal.SIGUSR1)
            time.sleep(1)
            os.killpg(game.pid, signal.SIGKILL)
            output, _ = game.communicate()
            bad += 1
            print(f"run {run}: quit after {after:.1f} s ({speed}): HUNG\n{output.decode()[-8000:]}")
            continue
        seconds = time.monotonic() - asked
        time.sleep(1)
        left = left_behind(game.pid)
        if left:
            os.killpg(game.pid, signal.SIGKILL)
        if game.returncode != 0 or left:
            bad += 1
            print(f"run {run}: quit after {after:.1f} s ({speed}): exit code {game.returncode}, "
                  f"left behind: {left}\n{output.decode()[-3000:]}")
            continue
        exits.append(seconds)
        print(f"run {run}: quit after {after:.1f} s ({speed}): ended in {seconds:.2f} s", flush=True)
    if exits:
        print(f"{len(exits)} of {args.runs} runs ended cleanly: median {statistics.median(exits):.2f} s, "
              f"max {max(exits):.2f} s from SIGTERM to exit")
    print(f"hung, failed or left a process: {bad}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
