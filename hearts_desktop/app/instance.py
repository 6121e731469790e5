"""One copy of the game per data folder, and short locks around shared files.

The first copy holds a ``QLockFile`` in the data folder (stale-aware: the lock of a copy that
crashed is taken over) and listens on a ``QLocalServer`` named after the folder. A second
copy finds the lock taken, asks the first over a ``QLocalSocket`` to bring its window to the
front, and closes without opening a second table. Only QtCore and QtNetwork: no widgets.
"""

from __future__ import annotations

import errno
import hashlib
import os
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from PySide6.QtCore import QLockFile, QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

from .paths import AppPaths
from .storage import parse_json_bytes, read_json_bytes

LOCK_FILE = "hearts-desktop.lock"
WAKE = b"raise\n"
ACK = b"ok\n"
SHARED_FILE_WAIT_MS = 10_000


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
    lock = QLockFile(str(path) + ".lock")
    held = lock.tryLock(SHARED_FILE_WAIT_MS)
    if not held and lock.error() == QLockFile.LockError.LockFailedError:
        raise BlockingIOError(errno.EAGAIN, "another copy of the game is writing this file", str(path))
    try:
        yield
    finally:
        if held:
            lock.unlock()


def server_name(data_dir: Path) -> str:
    """The local-socket name of the copy that uses this data folder."""
    try:
        folder = str(data_dir.resolve())
    except (OSError, RuntimeError):  # a symbolic-link loop: the path as given still names it
        folder = os.path.abspath(data_dir)
    return "hearts-desktop-" + hashlib.sha256(folder.encode("utf-8", "surrogatepass")).hexdigest()[:24]


class InstanceGuard(QObject):
    """The data folder's lock and the socket on which a second start wakes this copy."""

    activation_requested = Signal()

    def __init__(self, data_dir: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.data_dir = Path(data_dir)
        self.name = server_name(self.data_dir)
        self._lock = QLockFile(str(self.data_dir / LOCK_FILE))
        self._lock.setStaleLockTime(0)  # held for hours: stale only when its process is gone
        self._server: QLocalServer | None = None

    def acquire(self) -> bool:
        """True if this copy may use the folder; False if another running copy holds it.

        A folder where no lock can be made (read-only, or a file) is not refused here: the
        game still runs, and the files' own problems tell the player why nothing is kept.
        """
        try:
            self.data_dir.mkdir(parents=True, exist_ok=True)
        except OSError:
            return True
        if self._lock.tryLock(0):
            return True
        return self._lock.error() != QLockFile.LockError.LockFailedError

    @property
    def held(self) -> bool:
        """Whether this copy holds the folder's lock."""
        return self._lock.isLocked()

    def listen(self) -> bool:
        """Answer later starts (needs a running event loop); False if the platform will not."""
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        QLocalServer.removeServer(self.name)  # a socket file left by a copy that crashed
        if not server.listen(self.name):
            return False
        server.newConnection.connect(self._answer)
        self._server = server
        return True

    def wake_running(self, timeout_ms: int = 2000) -> bool:
        """Ask the running copy to bring its window to the front; True if it answered."""
        socket = QLocalSocket()
        socket.connectToServer(self.name)
        if not socket.waitForConnected(timeout_ms):
            return False
        socket.write(WAKE)
        socket.waitForBytesWritten(timeout_ms)
        answered = socket.waitForReadyRead(timeout_ms) and bytes(socket.readAll().data()) == ACK
        socket.disconnectFromServer()
        return answered

    def release(self) -> None:
        """Let the folder go (on quit)."""
        if self._server is not None:
            self._server.close()
            self._server = None
        if self._lock.isLocked():
            self._lock.unlock()

    def _answer(self) -> None:
        assert self._server is not None
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(socket.deleteLater)

    def _read(self, socket: QLocalSocket) -> None:
        if not socket.canReadLine():
            return
        if bytes(socket.readLine().data()) == WAKE:
            socket.write(ACK)
            socket.flush()
            self.activation_requested.emit()
        socket.disconnectFromServer()


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
