"""packaging/linux/install.sh puts a bundle, launcher, menu entry and icons in a user's HOME."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from ..minimal_env import minimal_env
from .helpers import PACKAGING

INSTALL = PACKAGING / "linux" / "install.sh"
SOURCE_ICONS = sorted((PACKAGING / "linux" / "icons" / "hicolor").glob("*/apps/hearts-desktop.*"))

pytestmark = pytest.mark.skipif(shutil.which("bash") is None, reason="install.sh is a bash script")


@pytest.fixture
def bundle(tmp_path) -> Path:
    """A stand-in for dist/hearts-desktop: an executable that echoes its arguments."""
    folder = tmp_path / "dist" / "hearts-desktop"
    (folder / "_internal").mkdir(parents=True)
    (folder / "_internal" / "marker.txt").write_text("bundle v1")
    program = folder / "hearts-desktop"
    program.write_text('#!/bin/sh\necho "fake hearts $*"\n')
    program.chmod(0o755)
    return folder


@pytest.fixture
def home(tmp_path) -> Path:
    folder = tmp_path / "home"
    folder.mkdir()
    return folder


def run_install(home: Path, *args: str, xdg_data_home: str | None = None, check: bool = True):
    """Run install.sh with HOME=home (and no XDG_DATA_HOME unless given)."""
    env = minimal_env(HOME=str(home))
    if xdg_data_home is not None:
        env["XDG_DATA_HOME"] = xdg_data_home
    result = subprocess.run(["bash", str(INSTALL), *args], env=env, capture_output=True,
                            text=True, timeout=60)
    if check:
        assert result.returncode == 0, result.stdout + result.stderr
    return result


def desktop_exec_program(value: str) -> str:
    """The program of an Exec value, undoing the Desktop Entry spec's quoting and escapes."""
    unescaped = re.sub(r"\\(.)", lambda m: {"s": " ", "n": "\n", "t": "\t", "r": "\r"}.get(
        m[1], m[1]), value)
    assert unescaped.startswith('"'), value
    program, i = [], 1
    while unescaped[i] != '"':
        if unescaped[i] == "\\":
            i += 1
        program.append(unescaped[i])
        i += 1
    return "".join(program).replace("%%", "%")


def entry_values(path: Path) -> dict[str, str]:
    return dict(line.split("=", 1) for line in path.read_text().splitlines() if "=" in line)


def installed_files(data: Path, bin_dir: Path) -> list[Path]:
    icons = [data / "icons" / "hicolor" / p.relative_to(p.parents[2]) for p in SOURCE_ICONS]
    return [
        data / "hearts-desktop" / "hearts-desktop",
        data / "hearts-desktop" / "_internal" / "marker.txt",
        data / "applications" / "hearts-desktop.desktop",
        bin_dir / "hearts-desktop",
        *icons,
    ]


def test_default_install_into_home(bundle, home):
    run_install(home, "--bundle", str(bundle))
    data, bin_dir = home / ".local" / "share", home / ".local" / "bin"
    for path in installed_files(data, bin_dir):
        assert path.is_file(), path
    assert len(SOURCE_ICONS) >= 5
    launcher = bin_dir / "hearts-desktop"
    assert launcher.is_symlink()
    assert launcher.resolve() == (data / "hearts-desktop" / "hearts-desktop").resolve()
    out = subprocess.run([str(launcher), "--self-test", "x.png"], capture_output=True, text=True)
    assert out.stdout.strip() == "fake hearts --self-test x.png"
    values = entry_values(data / "applications" / "hearts-desktop.desktop")
    program = desktop_exec_program(values["Exec"])
    assert Path(program) == data / "hearts-desktop" / "hearts-desktop"
    assert values["TryExec"] == program
    assert values["Icon"] == "hearts-desktop"
    assert values["Name[nb]"] == "Spar dame / Hjerterfri"


def test_respects_xdg_data_home(bundle, home, tmp_path):
    xdg = tmp_path / "xdg data"
    run_install(home, "--bundle", str(bundle), xdg_data_home=str(xdg))
    for path in installed_files(xdg, home / ".local" / "bin"):
        assert path.is_file(), path
    assert not (home / ".local" / "share").exists()


def test_prefix_installs_under_share_and_bin(bundle, home, tmp_path):
    prefix = tmp_path / "opt"
    run_install(home, "--bundle", str(bundle), "--prefix", str(prefix))
    for path in installed_files(prefix / "share", prefix / "bin"):
        assert path.is_file(), path
    assert not (home / ".local").exists()


def test_uninstall_removes_only_what_install_added(bundle, home):
    data, bin_dir = home / ".local" / "share", home / ".local" / "bin"
    others = [
        data / "applications" / "other-game.desktop",
        data / "icons" / "hicolor" / "48x48" / "apps" / "other-game.png",
        bin_dir / "other-tool",
    ]
    for path in others:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("not ours")
    run_install(home, "--bundle", str(bundle))
    run_install(home, "--uninstall")
    for path in installed_files(data, bin_dir):
        assert not path.exists() and not path.is_symlink(), path
    assert not (data / "hearts-desktop").exists()
    for path in others:
        assert path.read_text() == "not ours"


def test_reinstall_replaces_the_previous_bundle(bundle, home):
    run_install(home, "--bundle", str(bundle))
    installed = home / ".local" / "share" / "hearts-desktop"
    (installed / "_internal" / "stale.txt").write_text("from an older version")
    (bundle / "_internal" / "marker.txt").write_text("bundle v2")
    run_install(home, "--bundle", str(bundle))
    assert (installed / "_internal" / "marker.txt").read_text() == "bundle v2"
    assert not (installed / "_internal" / "stale.txt").exists()


@pytest.mark.parametrize("odd", ['with space', 'price $5 and 100%', 'quote"back\\slash'])
def test_exec_line_survives_odd_home_paths(bundle, tmp_path, odd):
    home = tmp_path / odd
    home.mkdir()
    run_install(home, "--bundle", str(bundle))
    entry = home / ".local" / "share" / "applications" / "hearts-desktop.desktop"
    program = desktop_exec_program(entry_values(entry)["Exec"])
    assert Path(program) == home / ".local" / "share" / "hearts-desktop" / "hearts-desktop"
    if shutil.which("desktop-file-validate"):
        result = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True,
                                text=True)
        assert result.returncode == 0, result.stdout + result.stderr


def test_refuses_without_a_bundle(home, tmp_path):
    result = run_install(home, "--bundle", str(tmp_path / "nowhere"), check=False)
    assert result.returncode != 0
    assert "no bundle" in result.stderr
    assert not (home / ".local").exists()


def test_uninstall_leaves_a_foreign_folder_alone(home):
    foreign = home / ".local" / "share" / "hearts-desktop"
    foreign.mkdir(parents=True)
    (foreign / "notes.txt").write_text("mine")
    result = run_install(home, "--uninstall", check=False)
    assert result.returncode != 0
    assert (foreign / "notes.txt").read_text() == "mine"
