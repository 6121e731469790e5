"""The player's settings, kept in the platform's config folder as JSON.

Every field is read on its own: a field that is missing takes its default silently, and a
field that is invalid or unknown takes its default and is reported (the file is kept aside,
since the next save would otherwise overwrite what the player wrote by hand).
"""

from __future__ import annotations

import base64
import binascii
import secrets
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any, Callable

from .. import __version__
from ..ai import Level
from ..engine import DEFAULT_PRESET, PRESETS, Rules, SeededDeals, preset
from .i18n import LANGUAGES, system_language
from .player_names import check_name
from .problems import FileKind, LoadProblem, ProblemCode, ProblemError
from .setup import GameSetup
from .storage import check_header, parse_json_bytes, problem_for, read_json_bytes
from .storage import write_json_atomic

FORMAT = "hearts-desktop/settings"
VERSION = 1
SPEEDS = ("off", "fast", "normal", "slow")  # the window's animation speeds
CUSTOM = "custom"  # the preset name of a free combination of options
MAX_GEOMETRY = 16_384
_HEADER = {"format", "version"}


def language_for_locale(name: str | None = None) -> str:
    """The language of a locale name, or of the system: nb/nn/no → nb, da → da, else en."""
    return system_language(name)


@dataclass(frozen=True)
class Settings:
    """What the player chose; ``replace`` a field to change it."""

    language: str = "en"
    level: Level = Level.MELLEM
    preset: str = DEFAULT_PRESET  # a name of PRESETS, or CUSTOM
    custom_rules: Rules = field(default_factory=lambda: preset(DEFAULT_PRESET))
    players: int = 4
    names: tuple[str, ...] = ()  # one per seat; "" or missing means the seat's default name
    animation_speed: str = "normal"  # one of SPEEDS
    four_colour_deck: bool = False
    window_geometry: str = ""  # base64 of QWidget.saveGeometry()
    last_version: str = ""  # the version of the game that last wrote the file

    def rules(self) -> Rules:
        """The rules in force: the preset (or the custom options) for the player count."""
        if self.preset == CUSTOM:
            return self.custom_rules.with_options(players=self.players)
        return preset(self.preset, self.players)

    def game_setup(self, seed: int | None = None) -> GameSetup:
        """A new game with these settings (random deals unless a seed is given)."""
        deals = SeededDeals(secrets.randbits(48) if seed is None else seed)
        return GameSetup(self.rules(), deals, self.level, self.names)

    def with_changes(self, **changes: Any) -> "Settings":
        """A copy with some fields changed; raises ValueError if a value is invalid."""
        for name, value in changes.items():
            if name not in _VALIDATORS:
                raise ValueError(f"no setting called {name!r}")
            changes[name] = _VALIDATORS[name](_to_json(name, value))
        return replace(self, **changes)


def default_settings(locale_name: str | None = None) -> Settings:
    """Defaults, with the language of the system locale (or of ``locale_name``)."""
    return Settings(language=language_for_locale(locale_name))


# Validation, field by field -----------------------------------------------------------------

def _language(value: Any) -> str:
    if value not in LANGUAGES:
        raise ValueError("unknown language")
    return value


def _level(value: Any) -> Level:
    if not isinstance(value, str):
        raise ValueError("a level is a name")
    return Level(value)


def _preset(value: Any) -> str:
    if not isinstance(value, str) or (value != CUSTOM and value not in PRESETS):
        raise ValueError("unknown preset")
    return value


def _rules(value: Any) -> Rules:
    return Rules.from_dict(value)  # RulesError is a ValueError


def _players(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 3 <= value <= 6:
        raise ValueError("players must be 3–6")
    return value


def _names(value: Any) -> tuple[str, ...]:
    if not isinstance(value, list) or len(value) > 6:
        raise ValueError("names must be a list of at most 6")
    return tuple(check_name(name) for name in value)


def _speed(value: Any) -> str:
    if value not in SPEEDS:
        raise ValueError(f"the speed is one of {SPEEDS}")
    return value


def _bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise ValueError("true or false")
    return value


def _geometry(value: Any) -> str:
    if not isinstance(value, str) or len(value) > MAX_GEOMETRY:
        raise ValueError("geometry is a short base64 string")
    try:
        base64.b64decode(value, validate=True)
    except (binascii.Error, ValueError):
        raise ValueError("geometry is not base64") from None
    return value


def _version(value: Any) -> str:
    if not isinstance(value, str) or len(value) > 40:
        raise ValueError("a version is a short string")
    return value


_VALIDATORS: dict[str, Callable[[Any], Any]] = {
    "language": _language,
    "level": _level,
    "preset": _preset,
    "custom_rules": _rules,
    "players": _players,
    "names": _names,
    "animation_speed": _speed,
    "four_colour_deck": _bool,
    "window_geometry": _geometry,
    "last_version": _version,
}
assert set(_VALIDATORS) == {f.name for f in fields(Settings)}


def _to_json(name: str, value: Any) -> Any:
    if name == "custom_rules" and isinstance(value, Rules):
        return value.to_dict()
    if name == "level" and isinstance(value, Level):
        return value.value
    if name == "names" and isinstance(value, tuple):
        return list(value)
    return value


def settings_document(settings: Settings) -> dict[str, Any]:
    """The JSON document of the settings."""
    document: dict[str, Any] = {"format": FORMAT, "version": VERSION}
    for f in fields(Settings):
        document[f.name] = _to_json(f.name, getattr(settings, f.name))
    return document


def settings_from_document(data: Any, defaults: Settings) -> tuple[Settings, tuple[str, ...]]:
    """The settings of a document, and the fields that were invalid or unknown."""
    document = check_header(data, FORMAT, VERSION)
    values: dict[str, Any] = {}
    bad = [key for key in document if key not in _VALIDATORS and key not in _HEADER]
    for name, validate in _VALIDATORS.items():
        if name not in document:
            continue
        try:
            values[name] = validate(document[name])
        except (ValueError, TypeError):
            bad.append(name)
    return replace(defaults, **values), tuple(sorted(str(key)[:40] for key in bad))


@dataclass(frozen=True)
class SettingsResult:
    settings: Settings
    problem: LoadProblem | None = None


def load_settings(path: Path, locale_name: str | None = None) -> SettingsResult:
    """Read the settings; never raises. A bad file is moved aside and reported."""
    defaults = default_settings(locale_name)
    try:
        raw = read_json_bytes(path)
        if raw is None:
            return SettingsResult(defaults)
        settings, bad = settings_from_document(parse_json_bytes(raw), defaults)
        if bad:
            error = ProblemError(ProblemCode.INVALID_SETTINGS, f"reset to defaults: {', '.join(bad)}")
            return SettingsResult(settings, problem_for(FileKind.SETTINGS, path, error, bad))
        return SettingsResult(settings)
    except ProblemError as error:
        return SettingsResult(defaults, problem_for(FileKind.SETTINGS, path, error))
    except Exception as error:  # noqa: BLE001 - settings never stop the game from starting
        unexpected = ProblemError(ProblemCode.CORRUPT, f"unexpected {type(error).__name__}: {error}")
        return SettingsResult(defaults, problem_for(FileKind.SETTINGS, path, unexpected))


def save_settings(path: Path, settings: Settings) -> None:
    """Write the settings atomically, stamped with this version; raises OSError on failure."""
    write_json_atomic(path, settings_document(replace(settings, last_version=__version__)))
