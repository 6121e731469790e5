"""One game per data folder, without a QApplication: the lock, stale locks, merged statistics."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

from hearts_desktop.app.instance import LOCK_FILE, InstanceGuard, language_of
from hearts_desktop.app.paths import AppPaths
from hearts_desktop.app.services import AppServices

ROOT = Path(__file__).resolve().parents[2]


def python(code: str, *args: str) -> subprocess.Popen:
    """Another process of the game's code (no display, no QApplication)."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env["PYTHONPATH"] = str(ROOT)
    return subprocess.Popen([sys.executable, "-c", textwrap.dedent(code), *args], env=env,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)


HOLD = """
    import sys
    from pathlib import Path
    from hearts_desktop.app.instance import InstanceGuard
    guard = InstanceGuard(Path(sys.argv[1]))
    print("held" if guard.acquire() else "refused", flush=True)
    sys.stdin.readline()  # hold the lock until told to stop
"""


def test_a_second_guard_on_the_same_folder_is_refused(tmp_path):
    first, second = InstanceGuard(tmp_path / "data"), InstanceGuard(tmp_path / "data")
    assert first.acquire() and first.held
    assert not second.acquire() and not second.held
    first.release()
    assert second.acquire()
    second.release()


def test_another_process_holding_the_folder_refuses_this_one(tmp_path):
    holder = python(HOLD, str(tmp_path / "data"))
    try:
        assert holder.stdout.readline().strip() == "held"
        assert not InstanceGuard(tmp_path / "data").acquire()
        assert InstanceGuard(tmp_path / "other").acquire()  # another folder is another game
    finally:
        holder.communicate("\n", timeout=30)
    assert InstanceGuard(tmp_path / "data").acquire()  # released on exit


def test_the_lock_of_a_copy_that_crashed_is_taken_over(tmp_path):
    holder = python(HOLD, str(tmp_path / "data"))
    assert holder.stdout.readline().strip() == "held"
    holder.kill()  # no chance to unlock
    holder.communicate(timeout=30)
    assert (tmp_path / "data" / LOCK_FILE).exists()
    assert InstanceGuard(tmp_path / "data").acquire()


def test_a_folder_where_no_lock_can_be_made_does_not_stop_the_game(tmp_path):
    not_a_folder = tmp_path / "data"
    not_a_folder.write_text("x")
    assert InstanceGuard(not_a_folder).acquire()  # the files' own problems tell why


def test_a_wake_up_nobody_answers_is_taken_back(tmp_path):
    guard = InstanceGuard(tmp_path / "data")
    guard.data_dir.mkdir()
    assert guard.wake_running(timeout_ms=200) is False
    assert not guard.wake_file.exists()  # no window pops up later by surprise


def test_the_language_is_read_without_touching_a_bad_settings_file(tmp_path):
    paths = AppPaths(tmp_path / "data", tmp_path / "config")
    paths.config_dir.mkdir()
    paths.settings_file.write_text('{"format": "hearts-desktop/settings", "version": 1, "language": "da"}')
    assert language_of(paths) == "da"
    paths.settings_file.write_text("{broken")
    assert language_of(paths) in ("nb", "da", "en")
    assert paths.settings_file.read_text() == "{broken"  # left for the running copy to judge


COUNT_GAMES = """
    import random, sys
    from pathlib import Path
    from hearts_desktop.app.paths import AppPaths
    from hearts_desktop.app.services import AppServices
    from tests.app.games import play_random, short_setup
    folder, first = Path(sys.argv[1]), int(sys.argv[2])
    services = AppServices(AppPaths(folder / "data", folder / "config"), "en_US")
    print("ready", flush=True)
    sys.stdin.readline()  # both start counting together
    for seed in range(first, first + 8):
        setup = short_setup(seed=seed)
        assert services.game_finished(setup, play_random(setup.new_match(), random.Random(seed))) is None
"""


def test_two_processes_counting_at_once_lose_no_game(tmp_path):
    workers = [python(COUNT_GAMES, str(tmp_path), str(first)) for first in (100, 200)]
    for worker in workers:
        assert worker.stdout.readline().strip() == "ready"
    for worker in workers:
        worker.stdin.write("go\n")
        worker.stdin.flush()
    for worker in workers:
        _, errors = worker.communicate(timeout=120)
        assert worker.returncode == 0, errors
    services = AppServices(AppPaths(tmp_path / "data", tmp_path / "config"), "en_US")
    assert services.statistics.total().played == 16
