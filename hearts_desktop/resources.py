"""Where the game's files are: the source tree, or the PyInstaller bundle when frozen."""

from __future__ import annotations

import sys
from pathlib import Path


def root() -> Path:
    """The folder holding ``assets/`` and ``i18n/``."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    return Path(__file__).resolve().parent.parent


def asset(*parts: str) -> Path:
    """A file under ``assets/``, e.g. ``asset("cards", "QS.svg")``."""
    return root().joinpath("assets", *parts)


def i18n_dir() -> Path:
    """The folder of the Qt Linguist sources and compiled ``.qm`` translations."""
    return root() / "i18n"
