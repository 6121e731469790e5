"""One copy of the game per data folder, and short locks around shared files.

The first copy holds a ``QLockFile`` in the data folder (stale-aware: the lock of a copy that
crashed is taken over) and looks for a wake-up file there twice a second. A second copy finds
the lock taken, leaves the wake-up file for the first to bring its window to the front (the
first removes the file: that is the answer), and closes without opening a second table.
A file rather than a local socket keeps QtNetwork (3 MB) out of the bundle; it needs only a
folder both copies can write, which the lock needs anyway. QtCore only: no widgets.
"""

from __future__ import annotations

import errno
import os
import stat
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from PySide6.QtCore import QLockFile, QObject, QTimer, Signal

from .paths import AppPaths
from .storage import move_aside, parse_json_bytes, read_json_bytes

LOCK_FILE = "hearts-desktop.lock"
WAKE_FILE = "hearts-desktop.wake"
WAKE_CHECK_MS = 500
SHARED_FILE_WAIT_MS = 10_000


def clear_odd_file(path: Path) -> None:
    """Move aside whatever is at ``path`` if it is not a regular file (QLockFile would read
    a named pipe there and wait for ever)."""
    try:
        mode = os.lstat(path).st_mode
    except OSError:
        return
    if not stat.S_ISREG(mode):
        move_aside(path)


@contextmanager
def file_lock(path: Path) -> Iterator[None]:
    """Hold ``<path>.lock`` around a read-and-rewrite of a file another copy may also write.

    Raises ``BlockingIOError`` if another copy holds it too long. Where no lock can be made
    at all (a read-only folder, or one that is a file) the work goes ahead: its write fails
    and is reported with the real reason.
    """
    try:
        path.parent.mkdir(parents=True, exist_ok=True)  # the lock file goes there too
    except OSError:
        pass
    clear_odd_file(Path(str(path) + ".lock"))
    lock = QLockFile(str(path) + ".lock")
    held = lock.tryLock(SHARED_FILE_WAIT_MS)
    if not held and lock.error() == QLockFile.LockError.LockFailedError:
        raise BlockingIOError(errno.EAGAIN, "another copy of the game is writing this file", str(path))
    try:
        yield
    finally:
        if held:
            lock.unlock()


class InstanceGuard(QObject):
    """The data folder's lock, and the wake-up file by which a second start calls this copy."""

    activation_requested = Signal()

    def __init__(self, data_dir: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.data_dir = Path(data_dir)
        self.wake_file = self.data_dir / WAKE_FILE
        self._lock = QLockFile(str(self.data_dir / LOCK_FILE))
        self._lock.setStaleLockTime(0)  # held for hours: stale only when its process is gone
        self._timer: QTimer | None = None

    def acquire(self) -> bool:
        """True if this copy may use the folder; False if another running copy holds it.

        A folder where no lock can be made (read-only, or a file) is not refused here: the
        game still runs, and the files' own problems tell the player why nothing is kept.
        """
        try:
            self.data_dir.mkdir(parents=True, exist_ok=True)
        except OSError:
            return True
        clear_odd_file(self.data_dir / LOCK_FILE)
        if self._lock.tryLock(0):
            return True
        return self._lock.error() != QLockFile.LockError.LockFailedError

    @property
    def held(self) -> bool:
        """Whether this copy holds the folder's lock."""
        return self._lock.isLocked()

    def listen(self) -> None:
        """Answer later starts while the event loop runs (a wake-up left before is dropped)."""
        self._take_wake_file()
        self._timer = QTimer(self)
        self._timer.setInterval(WAKE_CHECK_MS)
        self._timer.timeout.connect(self._check)
        self._timer.start()

    def wake_running(self, timeout_ms: int = 3000) -> bool:
        """Ask the running copy to bring its window to the front; True if it answered."""
        clear_odd_file(self.wake_file)
        try:  # O_NONBLOCK: a pipe put there meanwhile refuses instead of waiting for a reader
            fd = os.open(self.wake_file, os.O_WRONLY | os.O_CREAT | getattr(os, "O_NONBLOCK", 0), 0o600)
            os.close(fd)
        except OSError:
            return False
        deadline = time.monotonic() + timeout_ms / 1000
        while time.monotonic() < deadline:
            if not os.path.lexists(self.wake_file):
                return True  # the running copy took it
            time.sleep(0.05)
        self._take_wake_file()  # nobody answered: leave no surprise for later
        return False

    def release(self) -> None:
        """Let the folder go (on quit)."""
        if self._timer is not None:
            self._timer.stop()
            self._timer = None
        if self._lock.isLocked():
            self._lock.unlock()

    def _check(self) -> None:
        if self._take_wake_file():
            self.activation_requested.emit()

    def _take_wake_file(self) -> bool:
        try:
            os.unlink(self.wake_file)
        except OSError:
            return False
        return True


def language_of(paths: AppPaths) -> str:
    """The player's language from the settings, read without moving or changing anything."""
    from .settings import default_settings, settings_from_document

    defaults = default_settings()
    try:
        raw = read_json_bytes(paths.settings_file)
        if raw is None:
            return defaults.language
        return settings_from_document(parse_json_bytes(raw), defaults)[0].language
    except Exception:  # noqa: BLE001 - any doubt: the system's language
        return defaults.language
