"""The window's own settings (geometry, animation speed, four-colour deck) behind one class."""

from __future__ import annotations

import base64
import binascii
from enum import Enum
from pathlib import Path

from PySide6.QtCore import QByteArray

from ..ai import Level
from ..app.services import AppServices, services_for


class Speed(str, Enum):
    OFF = "off"
    FAST = "fast"
    NORMAL = "normal"
    SLOW = "slow"

    @property
    def factor(self) -> float:
        """Multiplier of the normal animation durations (0: no animation)."""
        return {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 2.0}[self.value]


class UiSettings:
    """The window's settings, kept in the JSON settings file of ``AppServices``."""

    def __init__(self, services: AppServices) -> None:
        self.services = services
        self.write_error: OSError | None = None

    @classmethod
    def in_folder(cls, folder: str | Path) -> "UiSettings":
        """Settings (and the other files) in one folder: tests and the self-test use this."""
        return cls(services_for(folder, folder))

    def _change(self, write: bool = True, **changes) -> None:
        self.services.settings = self.services.settings.with_changes(**changes)
        if write:  # a choice made in the settings dialog survives a crash
            self.sync()

    def geometry(self) -> QByteArray | None:
        text = self.services.settings.window_geometry
        try:
            data = base64.b64decode(text, validate=True)
        except (binascii.Error, ValueError):
            return None
        return QByteArray(data) if data else None

    def set_geometry(self, data: QByteArray) -> None:
        encoded = base64.b64encode(bytes(data.data())).decode("ascii")
        if len(encoded) <= 16_384:
            self._change(write=False, window_geometry=encoded)  # written by sync() on close

    def speed(self) -> Speed:
        return Speed(self.services.settings.animation_speed)

    def set_speed(self, speed: Speed) -> None:
        self._change(animation_speed=Speed(speed).value)

    def four_colour(self) -> bool:
        return self.services.settings.four_colour_deck

    def set_four_colour(self, on: bool) -> None:
        self._change(four_colour_deck=bool(on))

    def level(self) -> Level:
        """The computers' level new games start with."""
        return self.services.settings.level

    def set_level(self, level: Level) -> None:
        self._change(level=Level(level))

    def player_name(self) -> str:
        """The player's own name ("" for the default, "You")."""
        names = self.services.settings.names
        return names[0] if names else ""

    def set_player_name(self, name: str) -> None:
        names = list(self.services.settings.names) or [""]
        names[0] = name.strip()
        self._change(names=tuple(names))

    def sync(self) -> None:
        self.write_error = self.services.save_settings()
