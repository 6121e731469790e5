"""The Linux desktop entry: valid, in three languages, naming the installed command and icon."""

from __future__ import annotations

import configparser
import shutil
import subprocess
import tomllib

import pytest

from .helpers import PACKAGING, REPO

ENTRY = PACKAGING / "linux" / "hearts-desktop.desktop"
ICONS = PACKAGING / "linux" / "icons" / "hicolor"


@pytest.fixture(scope="module")
def entry() -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read_string(ENTRY.read_text(encoding="utf-8"))
    assert parser.sections() == ["Desktop Entry"]
    return dict(parser["Desktop Entry"])


def test_names_and_comments_in_three_languages(entry):
    assert entry["Name[nb]"] == "Spar dame / Hjerterfri"
    for key in ("Name", "Comment", "GenericName", "Keywords"):
        values = [entry[key], entry[f"{key}[nb]"], entry[f"{key}[da]"]]
        assert all(v.strip() for v in values), key
    assert len({entry["Comment"], entry["Comment[nb]"], entry["Comment[da]"]}) == 3


def test_runs_the_console_script_without_a_terminal(entry):
    scripts = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["scripts"]
    assert entry["Type"] == "Application"
    assert entry["Exec"].split()[0] in scripts
    assert entry["TryExec"] == entry["Exec"].split()[0]
    assert entry["Terminal"] == "false"


def test_is_a_card_game(entry):
    assert entry["Categories"].endswith(";")
    assert {"Game", "CardGame"} <= set(entry["Categories"].split(";"))
    for key in ("Keywords", "Keywords[nb]", "Keywords[da]"):
        assert entry[key].endswith(";"), key


def test_icon_name_has_icons_in_every_size(entry):
    icon = entry["Icon"]
    assert icon == "hearts-desktop"
    pngs = sorted(ICONS.glob(f"*/apps/{icon}.png"))
    assert {p.parent.parent.name for p in pngs} >= {"16x16", "32x32", "48x48", "256x256"}
    assert (ICONS / "scalable" / "apps" / f"{icon}.svg").is_file()


def test_window_class_matches_the_command(entry):
    # Qt names the X11 window class after the executable, so docks group the running game
    # with its launcher.
    assert entry["StartupWMClass"] == entry["Exec"].split()[0]


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None,
                    reason="desktop-file-validate (Debian: desktop-file-utils) is not installed")
def test_desktop_file_validate_accepts_it():
    result = subprocess.run(["desktop-file-validate", str(ENTRY)], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr
