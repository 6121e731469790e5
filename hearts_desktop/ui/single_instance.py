"""The window's side of "one game per data folder": a second start, and being woken by one."""

from __future__ import annotations

import sys

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QMainWindow, QMessageBox

from ..app.instance import InstanceGuard
from ..app.paths import AppPaths


def already_open_text(paths: AppPaths, woke: bool) -> str:
    """What a second start tells the player, in the installed language."""
    first = QCoreApplication.translate(
        "Instance", "The game is already open with the same data folder (“%1”), so no second "
        "table was opened: two open games would overwrite each other's saved game.",
    ).replace("%1", str(paths.data_dir))
    if woke:
        second = QCoreApplication.translate("Instance", "Its window was brought to the front.")
    else:
        second = QCoreApplication.translate(
            "Instance", "Switch to its window, or close it before starting the game again.")
    return f"{first}\n\n{second}"


def refuse_second_start(guard: InstanceGuard, paths: AppPaths) -> int:
    """Wake the running copy and tell the player; the exit code of this second start."""
    woke = guard.wake_running()
    text = already_open_text(paths, woke)
    print(text, file=sys.stderr)
    if not woke:  # nothing came to the front, so the player must read it here
        QMessageBox.information(None, QCoreApplication.translate("Storage", "Spar dame"), text)
    return 0


def bring_to_front(window: QMainWindow, tell=None) -> None:
    """Show the running window on top (where the platform allows) after a second start."""
    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()
    QApplication.alert(window)
    if tell is not None:
        tell(QCoreApplication.translate(
            "Instance", "The game was started again while it is open. This is the open game; "
            "no second table was opened."))
