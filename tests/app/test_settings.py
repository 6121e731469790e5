"""Settings: defaults from the locale, field-by-field fallback, atomic saving."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings as hsettings
from hypothesis import strategies as st

from hearts_desktop import __version__
from hearts_desktop.ai import Level
from hearts_desktop.app.problems import FileKind, ProblemCode
from hearts_desktop.app.settings import (
    CUSTOM, FORMAT, VERSION, Settings, default_settings, language_for_locale, load_settings,
    save_settings, settings_document,
)
from hearts_desktop.engine import Rules, SeededDeals, preset


@pytest.mark.parametrize("name, language", [
    ("nb_NO", "nb"), ("nn_NO", "nb"), ("no", "nb"), ("no_NO.UTF-8", "nb"), ("nb-NO", "nb"),
    ("NB_no", "nb"), ("da_DK", "da"), ("da_DK.UTF-8", "da"), ("da", "da"), ("en_US", "en"),
    ("en_GB", "en"), ("de_DE", "en"), ("sv_SE", "en"), ("C", "en"), ("POSIX", "en"), ("", "en"),
])
def test_language_from_locale(name, language):
    assert language_for_locale(name) == language


def test_defaults_follow_the_system_locale(monkeypatch):
    from PySide6.QtCore import QLocale

    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("da_DK")))
    assert default_settings().language == "da"
    assert language_for_locale() == "da"


def test_defaults_follow_the_given_locale():
    assert default_settings("da_DK").language == "da"
    assert default_settings("nn_NO").language == "nb"
    assert default_settings("fr_FR") == Settings(language="en")


def test_missing_file_gives_locale_defaults(tmp_path):
    result = load_settings(tmp_path / "settings.json", "nb_NO")
    assert result.problem is None and result.settings == Settings(language="nb")


def custom_settings() -> Settings:
    rules = Rules(passing="left2", jack_of_diamonds=0, moon="shooter_chooses", ties="play_on")
    return Settings(
        language="da", level=Level.SVAER, preset=CUSTOM, custom_rules=rules, players=5,
        names=("Åse", "Bjørn", "", "Dina"), animation_speed="slow", four_colour_deck=True,
        window_geometry="AdnQywADAAAAAAB4AAAAPA==", last_version="0.0.9",
    )


def test_round_trip_stamps_the_version(tmp_path):
    path = tmp_path / "cfg" / "settings.json"
    save_settings(path, custom_settings())
    result = load_settings(path, "en_US")
    assert result.problem is None
    assert result.settings == Settings(**{**custom_settings().__dict__, "last_version": __version__})
    document = json.loads(path.read_text("utf-8"))
    assert document["format"] == FORMAT and document["version"] == VERSION
    assert document["custom_rules"]["moon"] == "shooter_chooses"


def test_rules_of_a_preset_and_of_custom_options():
    assert Settings(preset="hjerterfri", players=3).rules() == preset("hjerterfri", 3)
    custom = custom_settings()
    assert custom.rules() == custom.custom_rules.with_options(players=5)


def test_game_setup_uses_the_settings():
    setup = custom_settings().game_setup(seed=42)
    assert setup.rules == custom_settings().rules()
    assert setup.deals == SeededDeals(42)
    assert setup.level is Level.SVAER
    assert setup.names == ("Åse", "Bjørn", "", "Dina", "")


def test_with_changes_validates():
    changed = Settings().with_changes(players=6, level="let", names=("A", "B"))
    assert (changed.players, changed.level, changed.names) == (6, Level.LET, ("A", "B"))
    for bad in ({"players": 7}, {"language": "sv"}, {"animation_speed": -1},
                {"preset": "poker"}, {"window_geometry": "not base64!"}, {"colour": 1}):
        with pytest.raises(ValueError):
            Settings().with_changes(**bad)


GARBAGE = {
    "language": ["sv", 3, None, ["nb"]],
    "level": ["impossible", 1, None, {"level": "let"}],
    "preset": ["poker", "", 4, None],
    "custom_rules": [{"players": 4}, {**Rules().to_dict(), "jack_of_diamonds": -50}, "spar-dame", []],
    "players": [2, 7, "4", 4.0, True, 10**30, None],
    "names": ["Ada", ["x" * 41], [1, 2], ["a\x00b"], ["a"] * 7, None],
    "animation_speed": ["warp", 1.0, True, None, 1e308, 10**40, ["fast"]],
    "four_colour_deck": [1, "true", None],
    "window_geometry": ["@@@", 12, "A" * 20_000, None],
    "last_version": [7, "v" * 41, None],
}


@pytest.mark.parametrize("field, value", [(f, v) for f, values in GARBAGE.items() for v in values])
def test_one_garbage_field_falls_back_alone(tmp_path, field, value):
    path = tmp_path / "settings.json"
    document = settings_document(custom_settings())
    document[field] = value
    raw = json.dumps(document).encode()
    path.write_bytes(raw)
    result = load_settings(path, "nb_NO")
    expected = Settings(**{**custom_settings().__dict__,
                           field: getattr(default_settings("nb_NO"), field)})
    assert result.settings == expected
    problem = result.problem
    assert problem.kind is FileKind.SETTINGS and problem.code is ProblemCode.INVALID_SETTINGS
    assert problem.fields == (field,)
    assert problem.moved_to.read_bytes() == raw and not path.exists()


def test_unknown_fields_are_reported_and_the_rest_kept(tmp_path):
    path = tmp_path / "settings.json"
    document = {**settings_document(custom_settings()), "cheat_mode": True, "zz": []}
    path.write_text(json.dumps(document))
    result = load_settings(path, "en")
    assert result.settings == custom_settings()
    assert result.problem.fields == ("cheat_mode", "zz")


def test_missing_fields_take_defaults_quietly(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"format": FORMAT, "version": 1, "players": 5, "level": "let"}))
    result = load_settings(path, "da_DK")
    assert result.problem is None
    assert result.settings == Settings(language="da", players=5, level=Level.LET)


@pytest.mark.parametrize("raw, code", [
    (b"", ProblemCode.CORRUPT),
    (b"{\"format\": \"hearts-desktop/settings\", \"version\": 1, ", ProblemCode.CORRUPT),
    (b"[1, 2]", ProblemCode.CORRUPT),
    (b'{"format": "hearts-desktop/settings", "version": 2}', ProblemCode.FUTURE_VERSION),
    (b'{"language": "nb"}', ProblemCode.CORRUPT),
    (b"\x00\x01\x02", ProblemCode.CORRUPT),
])
def test_unusable_files_give_defaults(tmp_path, raw, code):
    path = tmp_path / "settings.json"
    path.write_bytes(raw)
    result = load_settings(path, "da_DK")
    assert result.settings == default_settings("da_DK")
    assert result.problem.code is code
    assert result.problem.moved_to.read_bytes() == raw


@hsettings(max_examples=200, deadline=None,
           suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.dictionaries(
    st.sampled_from(list(GARBAGE) + ["format", "version", "other"]),
    st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=50),
                 lambda inner: st.lists(inner, max_size=5)
                 | st.dictionaries(st.text(max_size=5), inner, max_size=5), max_leaves=20),
))
def test_any_document_gives_valid_settings(tmp_path, document):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"format": FORMAT, "version": 1, **document}))
    result = load_settings(path, "en_US")
    # Whatever was read, every field is valid: re-validating it changes nothing.
    fields = {k: v for k, v in result.settings.__dict__.items()}
    assert Settings().with_changes(**fields) == result.settings
    result.settings.rules()


def test_a_failed_write_keeps_the_old_settings(tmp_path, monkeypatch):
    path = tmp_path / "settings.json"
    save_settings(path, custom_settings())
    before = path.read_bytes()
    import hearts_desktop.app.storage as storage

    monkeypatch.setattr(storage.os, "replace", lambda a, b: (_ for _ in ()).throw(OSError(28, "full")))
    with pytest.raises(OSError):
        save_settings(path, Settings())
    assert path.read_bytes() == before
