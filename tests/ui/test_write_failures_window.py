"""A settings folder that cannot be written: one message, and the choice still in effect."""

from __future__ import annotations

import os
import stat

import pytest

from hearts_desktop.app import storage
from hearts_desktop.ui.settings import Speed

from .test_persistence import open_window, services_at  # noqa: F401 - fixtures


@pytest.fixture
def read_only(monkeypatch):
    """Make a folder read-only; where the process may write anyway (root), refuse as the OS would."""
    def make(folder):
        folder.mkdir(parents=True, exist_ok=True)
        folder.chmod(stat.S_IRUSR | stat.S_IXUSR)
        if os.access(folder, os.W_OK):
            real = storage.tempfile.mkstemp

            def refuse(*args, dir=None, **kwargs):
                if dir is not None and os.path.samefile(dir, folder):
                    raise PermissionError(13, "Permission denied", str(folder))
                return real(*args, dir=dir, **kwargs)

            monkeypatch.setattr(storage.tempfile, "mkstemp", refuse)
        return folder

    yield make


def test_a_setting_that_cannot_be_written_is_told_once_and_kept(qtbot, services_at, open_window,  # noqa: F811
                                                                 read_only, tmp_path):
    services = services_at()
    window, keeper = open_window(services)
    told = len(keeper.messages)
    folder = read_only(services.paths.config_dir)
    try:
        window.settings.set_speed(Speed.SLOW)
        window.settings.set_four_colour(True)
        assert len(keeper.messages) == told + 1
        text = keeper.messages[-1]
        assert "settings could not be saved" in text and str(folder) in text
        assert "the game may not write there" in text
        # Still in effect for the session.
        assert window.settings.speed() is Speed.SLOW and window.settings.four_colour()
        assert services.settings.animation_speed == "slow"
    finally:
        folder.chmod(stat.S_IRWXU)


def test_statistics_damaged_while_the_game_runs_are_told(qtbot, services_at, open_window):  # noqa: F811
    import datetime as dt

    from hearts_desktop.app.setup import GameSetup
    from hearts_desktop.engine import preset

    services = services_at()
    window, keeper = open_window(services)
    told = len(keeper.messages)
    services.paths.data_dir.mkdir(parents=True, exist_ok=True)
    services.paths.statistics_file.write_text("{damaged")
    # A daily deal is counted from its start, so starting one writes the statistics.
    window.controller.new_game(GameSetup.daily(dt.date(2026, 11, 30), preset("spar-dame"), services.settings.level))
    assert len(keeper.messages) == told + 1
    assert "statistics could not be read" in keeper.messages[-1] and ".corrupt-" in keeper.messages[-1]
