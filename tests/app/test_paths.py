"""Folders: option over environment over the platform's folders."""

from __future__ import annotations

import datetime as dt
import random
from pathlib import Path

import platformdirs
import pytest

from hearts_desktop.__main__ import parse_args
from hearts_desktop.app import paths as paths_module
from hearts_desktop.app.paths import APP_NAME, CONFIG_ENV, DATA_ENV, paths_from_args, resolve_paths
from hearts_desktop.app.services import AppServices

from .games import play_random, short_setup


def test_platform_folders_by_default():
    found = resolve_paths(environ={})
    assert found.data_dir == Path(platformdirs.user_data_dir(APP_NAME, False))
    assert found.config_dir == Path(platformdirs.user_config_dir(APP_NAME, False))
    assert found.save_file == found.data_dir / "save.json"
    assert found.statistics_file == found.data_dir / "statistics.json"
    assert found.settings_file == found.config_dir / "settings.json"
    assert APP_NAME in str(found.data_dir)


def test_environment_overrides_the_platform(tmp_path):
    env = {DATA_ENV: str(tmp_path / "d"), CONFIG_ENV: str(tmp_path / "c")}
    found = resolve_paths(environ=env)
    assert (found.data_dir, found.config_dir) == (tmp_path / "d", tmp_path / "c")


def test_options_override_the_environment(tmp_path):
    env = {DATA_ENV: str(tmp_path / "env-d"), CONFIG_ENV: str(tmp_path / "env-c")}
    args = parse_args(["--data-dir", str(tmp_path / "opt-d"), "--config-dir", str(tmp_path / "opt-c")])
    found = paths_from_args(args, env)
    assert (found.data_dir, found.config_dir) == (tmp_path / "opt-d", tmp_path / "opt-c")


def test_one_option_and_one_variable(tmp_path):
    args = parse_args(["--config-dir", str(tmp_path / "opt-c")])
    found = paths_from_args(args, {DATA_ENV: str(tmp_path / "env-d"), CONFIG_ENV: "  "})
    assert (found.data_dir, found.config_dir) == (tmp_path / "env-d", tmp_path / "opt-c")


def test_home_is_expanded(monkeypatch, tmp_path):
    monkeypatch.setenv("HOME", str(tmp_path))
    assert resolve_paths("~/games", environ={}).data_dir == tmp_path / "games"


def _use_everything(services: AppServices) -> None:
    setup = short_setup()
    match = play_random(setup.new_match(), random.Random(3), 12)
    assert services.save_game(setup, match) is None
    assert services.load_saved_game().game.match.state_key() == match.state_key()
    assert services.save_settings(services.settings.with_changes(players=5)) is None
    play_random(match, random.Random(4))
    assert services.game_finished(setup, match, dt.date(2026, 11, 29)) is None
    assert services.reset_statistics() is None


@pytest.mark.parametrize("how", ["environment", "options"])
def test_overridden_folders_never_touch_the_real_ones(tmp_path, monkeypatch, how):
    real = tmp_path / "real"
    monkeypatch.setenv("HOME", str(real))
    monkeypatch.setenv("XDG_DATA_HOME", str(real / "share"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(real / "config"))

    def forbidden(*args, **kwargs):
        raise AssertionError("the real folders were looked up")

    monkeypatch.setattr(paths_module.platformdirs, "user_data_dir", forbidden)
    monkeypatch.setattr(paths_module.platformdirs, "user_config_dir", forbidden)
    portable = tmp_path / "portable"
    if how == "environment":
        monkeypatch.setenv(DATA_ENV, str(portable / "data"))
        monkeypatch.setenv(CONFIG_ENV, str(portable / "config"))
        found = resolve_paths()
    else:
        monkeypatch.delenv(DATA_ENV, raising=False)
        monkeypatch.delenv(CONFIG_ENV, raising=False)
        found = paths_from_args(parse_args(["--data-dir", str(portable / "data"),
                                            "--config-dir", str(portable / "config")]))
    _use_everything(AppServices(found, "en_US"))
    assert not real.exists()
    assert sorted(p.name for p in (portable / "data").iterdir()) == ["statistics.json"]
    assert sorted(p.name for p in (portable / "config").iterdir()) == ["settings.json"]
