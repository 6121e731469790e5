"""Fixtures for the window tests: a real MainWindow, offscreen, computers answering at once."""

from __future__ import annotations

import pytest

from hearts_desktop.app.setup import GameSetup
from hearts_desktop.engine import SeededDeals, preset
from hearts_desktop.ui.controller import GameController
from hearts_desktop.ui.main_window import MainWindow
from hearts_desktop.ui.settings import UiSettings


@pytest.fixture
def make_window(qtbot, tmp_path):
    """Build a window on a fixed deal; computers decide inline and nothing animates."""
    windows = []

    def build(seed: int = 1, rules=None, players: int = 4, **options) -> MainWindow:
        rules = rules or preset("spar-dame", players)
        setup = GameSetup(rules=rules, deals=SeededDeals(seed), ai_seed=seed)
        options.setdefault("threaded", False)
        options.setdefault("speed_factor", 0)
        controller = GameController(setup, **options)
        window = MainWindow(controller, UiSettings.in_folder(tmp_path / f"config{len(windows)}"))
        window.table.set_speed_factor(options["speed_factor"])
        window.resize(1024, 700)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        window.windowHandle().requestActivate()
        qtbot.waitUntil(window.isActiveWindow)  # menu shortcuts work in the active window
        window.table.setFocus()
        controller.start()
        windows.append(window)
        return window

    yield build
    for window in windows:
        window.controller.worker.wait(5000)
