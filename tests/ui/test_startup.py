"""Starting the game where there is no screen says so in one line, in the player's language."""

from __future__ import annotations

import subprocess
import sys

import pytest

from hearts_desktop.ui.app import missing_display

from ..minimal_env import minimal_env

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11/Wayland are Linux's")


@pytest.mark.parametrize(("lang", "words"), [
    ("da", "skal bruge en skærm"), ("nb", "trenger en skjerm"), ("en", "needs a screen")])
def test_no_display_gives_one_clear_line_and_a_failing_exit_code(tmp_path, lang, words):
    # minimal_env has no DISPLAY, WAYLAND_DISPLAY or QT_QPA_PLATFORM.
    done = subprocess.run(
        [sys.executable, "-m", "hearts_desktop", "--lang", lang,
         "--data-dir", str(tmp_path / "data"), "--config-dir", str(tmp_path / "config")],
        env=minimal_env(), capture_output=True, text=True, timeout=60,
    )
    assert done.returncode == 1
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and words in lines[0], done.stderr
    assert "xcb" not in done.stderr and done.stdout == ""


def test_a_display_or_a_chosen_platform_counts_as_a_screen(monkeypatch):
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        monkeypatch.delenv(name, raising=False)
    assert missing_display()
    for name, value in (("DISPLAY", ":0"), ("WAYLAND_DISPLAY", "wayland-0"), ("QT_QPA_PLATFORM", "offscreen")):
        monkeypatch.setenv(name, value)
        assert not missing_display()
        monkeypatch.delenv(name)
