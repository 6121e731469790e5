"""The window's own settings (geometry, animation speed, four-colour deck) behind one class.

Stored with QSettings for now; the application's JSON settings can replace the storage by
re-implementing this small class with the same methods.
"""

from __future__ import annotations

from enum import Enum
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings


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
    """Read and write the table's settings."""

    def __init__(self, config_dir: str | Path | None = None) -> None:
        if config_dir:
            path = Path(config_dir) / "window.ini"
            self._store = QSettings(str(path), QSettings.Format.IniFormat)
        else:
            self._store = QSettings("hearts-desktop", "hearts-desktop")

    def geometry(self) -> QByteArray | None:
        value = self._store.value("window/geometry")
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    def set_geometry(self, data: QByteArray) -> None:
        self._store.setValue("window/geometry", data)

    def speed(self) -> Speed:
        try:
            return Speed(self._store.value("table/speed", Speed.NORMAL.value))
        except ValueError:
            return Speed.NORMAL

    def set_speed(self, speed: Speed) -> None:
        self._store.setValue("table/speed", Speed(speed).value)

    def four_colour(self) -> bool:
        return str(self._store.value("table/four_colour", "false")).lower() in ("true", "1")

    def set_four_colour(self, on: bool) -> None:
        self._store.setValue("table/four_colour", bool(on))

    def sync(self) -> None:
        self._store.sync()
