"""Smoke test of the frozen app: build the bundle with packaging/build.sh, run its self-test.

The build takes ~15-30 s on a 2-core machine (plus a one-off ``pip install`` of PyInstaller
into an environment that lacks it), so it runs in the suite, marked slow; deselect it with
``-m "not slow"``.
"""

from __future__ import annotations

import os
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from ..minimal_env import minimal_env
from .helpers import PACKAGING, REPO, bundle_config

cfg = bundle_config()
MAX_BUNDLE_BYTES = 120 * 1024 * 1024

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not sys.platform.startswith("linux"),
                       reason="build.sh and the offscreen self-test are for Linux"),
]


@pytest.fixture(scope="module")
def bundle(tmp_path_factory) -> Path:
    """A fresh one-folder build, made by packaging/build.sh with this interpreter."""
    out = tmp_path_factory.mktemp("frozen")
    env = minimal_env(PYTHON=sys.executable)  # build.sh finds its tools without our PATH
    result = subprocess.run(
        ["bash", str(PACKAGING / "build.sh"), "--dist", str(out / "dist"),
         "--work", str(out / "work")],
        cwd=REPO, env=env, capture_output=True, text=True, timeout=900,
    )
    assert result.returncode == 0, (result.stdout + result.stderr)[-4000:]
    folder = out / "dist" / "hearts-desktop"
    assert (folder / "hearts-desktop").is_file()
    return folder


def png_size(path: Path) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk (fails if the file is not a PNG)."""
    head = path.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n" and head[12:16] == b"IHDR", head
    return struct.unpack(">II", head[16:24])


def test_frozen_self_test_plays_a_hand_and_saves_a_screenshot(bundle, tmp_path):
    shot = tmp_path / "table.png"
    home = tmp_path / "home"
    env = {
        **os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / ".config"), "XDG_DATA_HOME": str(home / ".local/share"),
        "XDG_CACHE_HOME": str(home / ".cache"), "XDG_STATE_HOME": str(home / ".local/state"),
    }
    env.pop("PYTHONPATH", None)  # the bundle must not lean on the source tree
    result = subprocess.run(
        [str(bundle / "hearts-desktop"), "--self-test", str(shot),
         "--config-dir", str(tmp_path / "config"), "--data-dir", str(tmp_path / "data")],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    width, height = png_size(shot)
    assert width >= 320 and height >= 200
    assert shot.stat().st_size > 5_000  # a drawn table, not an empty image


def test_bundle_is_lean(bundle):
    files = [p for p in bundle.rglob("*") if p.is_file() and not p.is_symlink()]
    assert sum(p.stat().st_size for p in files) <= MAX_BUNDLE_BYTES
    unwanted = [p for p in files if not cfg.keep_qt_file(p.relative_to(bundle).as_posix())]
    assert unwanted == []


def test_bundle_holds_assets_translations_and_platforms(bundle):
    internal = bundle / "_internal"
    for source in (REPO / "assets").rglob("*"):
        if source.is_file():
            assert (internal / source.relative_to(REPO)).is_file(), source
    sources = sorted((REPO / "i18n").glob("*.ts"))
    for source in sources:  # build.sh compiles every .ts
        assert (internal / "i18n" / source.with_suffix(".qm").name).is_file(), source
    platforms = {p.name for p in (internal / "PySide6" / "Qt" / "plugins" / "platforms").iterdir()}
    assert {"libqxcb.so", "libqwayland.so", "libqoffscreen.so"} <= platforms
    assert (internal / "PySide6" / "Qt" / "plugins" / "imageformats" / "libqsvg.so").is_file()
