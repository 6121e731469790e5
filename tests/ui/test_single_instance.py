"""Two starts on one data folder: the second is refused and the open window comes forward."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from hearts_desktop.app.instance import InstanceGuard
from hearts_desktop.ui.single_instance import already_open_text, bring_to_front

from .test_persistence import open_window, services_at  # noqa: F401 - fixtures

ROOT = Path(__file__).resolve().parents[2]


def second_start(data: Path, config: Path) -> subprocess.Popen:
    """``python -m hearts_desktop`` on the same folders, offscreen, in its own process."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    for name in ("HEARTS_DESKTOP_DATA_DIR", "HEARTS_DESKTOP_CONFIG_DIR", "LANGUAGE", "LC_ALL"):
        env.pop(name, None)
    return subprocess.Popen(
        [sys.executable, "-m", "hearts_desktop", "--data-dir", str(data), "--config-dir", str(config)],
        env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=data.parent)


def test_a_second_start_is_refused_and_wakes_the_open_window(qtbot, services_at, open_window):  # noqa: F811
    services = services_at()
    paths = services.paths
    paths.config_dir.mkdir(parents=True, exist_ok=True)
    paths.settings_file.write_text(json.dumps(
        {"format": "hearts-desktop/settings", "version": 1, "language": "da"}))
    guard = InstanceGuard(paths.data_dir)
    assert guard.acquire()
    guard.listen()
    try:
        window, keeper = open_window(services)
        woken = []
        guard.activation_requested.connect(lambda: woken.append(True))
        guard.activation_requested.connect(lambda: bring_to_front(window, keeper.tell))
        before = list(keeper.messages)
        window.showMinimized()

        second = second_start(paths.data_dir, paths.config_dir)
        qtbot.waitUntil(lambda: second.poll() is not None, timeout=60_000)  # the loop answers it
        _, errors = second.communicate(timeout=10)
        assert second.returncode == 0, errors
        assert woken == [True]
        assert not window.isMinimized() and window.isVisible()
        assert len(keeper.messages) == len(before) + 1
        assert "no second table" in keeper.messages[-1]
        # Told in the player's language (Danish, from the settings), naming the folder.
        assert str(paths.data_dir) in errors
        assert "Spillet er allerede åbent" in errors and "no second table" not in errors
        assert not list(paths.data_dir.glob("*.corrupt-*")) and not guard.wake_file.exists()
    finally:
        guard.release()


def test_when_the_open_copy_does_not_answer_the_player_is_told_here(qtbot, tmp_path, monkeypatch):
    from hearts_desktop.app.paths import AppPaths
    from hearts_desktop.ui import single_instance

    paths = AppPaths(tmp_path / "data", tmp_path / "config")
    guard = InstanceGuard(paths.data_dir)
    paths.data_dir.mkdir()
    monkeypatch.setattr(guard, "wake_running", lambda: False)  # a copy that hangs
    shown = []
    monkeypatch.setattr(single_instance.QMessageBox, "information",
                        lambda parent, title, text: shown.append(text))
    assert single_instance.refuse_second_start(guard, paths) == 0
    assert shown == [already_open_text(paths, False)]
    assert "close it before starting the game again" in shown[0]


def terminated_start(data: Path, config: Path, settle: float) -> tuple[int, str]:
    """Start the game, send it SIGTERM ``settle`` s after it holds its folder; its exit code
    and what it wrote to stderr."""
    game = second_start(data, config)
    try:
        deadline = time.monotonic() + 60
        while not (data / "hearts-desktop.lock").exists() and time.monotonic() < deadline:
            time.sleep(0.05)  # the game holds its folder: its first window is about to open
        time.sleep(settle)
        assert game.poll() is None
        game.send_signal(signal.SIGTERM)  # a logout, or kill
        _, errors = game.communicate(timeout=30)  # a game that ignores it waits here for ever
    finally:
        game.kill()
    return game.returncode, errors


def english_settings(config: Path) -> None:
    config.mkdir()
    (config / "settings.json").write_text(json.dumps(
        {"format": "hearts-desktop/settings", "version": 1, "language": "en"}))


def test_sigterm_ends_the_game_as_quit_does_and_saves_it(tmp_path):
    data, config = tmp_path / "data", tmp_path / "config"
    english_settings(config)
    code, errors = terminated_start(data, config, 1)  # the only start here: it opens the table
    assert code == 0, errors
    saved = json.loads((data / "save.json").read_text())  # saved on the way out
    assert saved["setup"]["level"] in ("let", "mellem", "svaer")


def test_sigterm_while_the_start_asks_to_continue_still_ends_the_game(tmp_path):
    data, config = tmp_path / "data", tmp_path / "config"
    english_settings(config)
    for start in ("the first, which saves a game", "the second, which asks to continue it"):
        # 1.5 s: on the second start the question is open in its own loop, before the game's.
        code, errors = terminated_start(data, config, 1.5)
        assert code == 0, (start, errors)
        assert (data / "save.json").exists() and not (data / "hearts-desktop.lock").exists()
