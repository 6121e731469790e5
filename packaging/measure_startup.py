"""Time from start to a visible game window, for the frozen bundle and for the source tree.

Needs an X server (e.g. ``xvfb-run -a python packaging/measure_startup.py``) and ``xwininfo``
(Debian: x11-utils). Each run starts the game with fresh data and settings folders, polls the
X server until a top-level window of the game is viewable, then ends the game. Two kinds of
start: a first one, whose first window is the welcome dialog, and a later one (settings
written by an earlier start), which opens the table at once. Prints each run and the median,
in seconds.

    python packaging/measure_startup.py [--runs 5] [--bundle dist/hearts-desktop]
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from hearts_desktop.app.paths import AppPaths  # noqa: E402  (settings for a later start)
from hearts_desktop.app.services import AppServices  # noqa: E402

#: A top-level window of the game, whatever its title's language: its X11 class is
#: "hearts-desktop" (the instance name is the program's: "hearts-desktop", or "__main__.py"
#: from source).
GAME_WINDOW = re.compile(r'^\s*(0x[0-9a-f]+) "[^"]*": \("[^"]*" "hearts-desktop"\)', re.MULTILINE)
TIMEOUT = 30.0


def window_viewable() -> bool:
    """Whether a top-level game window is mapped and viewable on $DISPLAY."""
    tree = subprocess.run(["xwininfo", "-root", "-tree"], capture_output=True, text=True).stdout
    for window in GAME_WINDOW.findall(tree):
        info = subprocess.run(["xwininfo", "-id", window], capture_output=True, text=True).stdout
        if "IsViewable" in info:
            return True
    return False


def time_to_window(command: list[str], first_start: bool) -> float:
    """Seconds from spawning ``command`` to its first window being viewable."""
    with tempfile.TemporaryDirectory() as tmp:
        if not first_start:
            AppServices(AppPaths(Path(tmp, "data"), Path(tmp, "config"))).save_settings()
        args = [*command, "--config-dir", f"{tmp}/config", "--data-dir", f"{tmp}/data"]
        start = time.perf_counter()
        log = open(f"{tmp}/output.txt", "w+b")
        process = subprocess.Popen(args, stdout=log, stderr=subprocess.STDOUT)
        try:
            while not window_viewable():
                if process.poll() is not None:
                    log.seek(0)
                    output = log.read().decode(errors="replace")[-2000:]
                    raise RuntimeError(f"{command[0]} exited with {process.returncode}:\n{output}")
                if time.perf_counter() - start > TIMEOUT:
                    raise TimeoutError(f"no window after {TIMEOUT} s")
                time.sleep(0.005)
            return time.perf_counter() - start
        finally:
            process.terminate()
            process.wait(10)
            log.close()


def measure(label: str, command: list[str], runs: int, first_start: bool) -> float:
    """Run ``command`` ``runs`` times after one warm-up; print and return the median."""
    time_to_window(command, first_start)  # warm the file cache, as a second start would be
    times = [time_to_window(command, first_start) for _ in range(runs)]
    median = statistics.median(times)
    print(f"{label}: median {median:.2f} s  (runs: {', '.join(f'{t:.2f}' for t in times)})")
    return median


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--bundle", type=Path, default=REPO / "dist" / "hearts-desktop")
    args = parser.parse_args()
    if not os.environ.get("DISPLAY"):
        sys.exit("measure_startup.py needs an X server: run it under xvfb-run -a")
    env_note = os.environ.pop("QT_QPA_PLATFORM", None)
    if env_note:
        print(f"(ignoring QT_QPA_PLATFORM={env_note}: measuring a real window)")
    for first_start, start in ((True, "first start, the welcome dialog"),
                               (False, "later start, the table")):
        measure(f"frozen, {start}", [str(args.bundle / "hearts-desktop")], args.runs, first_start)
        measure(f"source, {start}", [sys.executable, "-m", "hearts_desktop"], args.runs,
                first_start)


if __name__ == "__main__":
    main()
