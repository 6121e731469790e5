"""Where the game keeps its files: the platform's folders, unless told otherwise.

An explicit folder (the ``--data-dir``/``--config-dir`` options) wins over the environment
(``HEARTS_DESKTOP_DATA_DIR``/``HEARTS_DESKTOP_CONFIG_DIR``), which wins over platformdirs.
Tests and portable installs use the first two so they never touch the real folders.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping

import platformdirs

APP_NAME = "hearts-desktop"
DATA_ENV = "HEARTS_DESKTOP_DATA_DIR"
CONFIG_ENV = "HEARTS_DESKTOP_CONFIG_DIR"


@dataclass(frozen=True)
class AppPaths:
    """The two folders of the game and the files inside them."""

    data_dir: Path
    config_dir: Path

    @property
    def save_file(self) -> Path:
        """The game in progress."""
        return self.data_dir / "save.json"

    @property
    def statistics_file(self) -> Path:
        return self.data_dir / "statistics.json"

    @property
    def settings_file(self) -> Path:
        return self.config_dir / "settings.json"


def _choose(option: str | os.PathLike[str] | None, env_name: str, environ: Mapping[str, str],
            platform_default: Any) -> Path:
    if option:
        return Path(option).expanduser()
    from_env = environ.get(env_name, "").strip()
    if from_env:
        return Path(from_env).expanduser()
    return Path(platform_default())


def resolve_paths(
    data_dir: str | os.PathLike[str] | None = None,
    config_dir: str | os.PathLike[str] | None = None,
    environ: Mapping[str, str] | None = None,
) -> AppPaths:
    """The folders to use: option, else environment variable, else the platform's folder."""
    env = os.environ if environ is None else environ
    return AppPaths(
        _choose(data_dir, DATA_ENV, env, lambda: platformdirs.user_data_dir(APP_NAME, False)),
        _choose(config_dir, CONFIG_ENV, env, lambda: platformdirs.user_config_dir(APP_NAME, False)),
    )


def paths_from_args(args: Any, environ: Mapping[str, str] | None = None) -> AppPaths:
    """The folders for parsed command-line options (``--data-dir``, ``--config-dir``)."""
    return resolve_paths(getattr(args, "data_dir", None), getattr(args, "config_dir", None), environ)
