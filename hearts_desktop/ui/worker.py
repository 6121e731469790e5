"""Run a computer decision off the GUI thread and report back with a signal."""

from __future__ import annotations

import sys
from typing import Any, Callable

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal


class _Relay(QObject):
    """Lives in the GUI thread; its signal carries the answer back across threads."""

    done = Signal(object)  # (result or the exception, ok)


class _Job(QRunnable):
    def __init__(self, fn: Callable[[], Any], relay: _Relay) -> None:
        super().__init__()
        self._fn = fn
        self._relay = relay

    def run(self) -> None:
        try:
            result, ok = self._fn(), True
        except Exception as error:  # reported to the GUI thread, which re-raises it
            result, ok = error, False
        self._relay.done.emit((result, ok))


class Worker(QObject):
    """Runs callables in a thread pool (or inline when ``threaded`` is False, for tests)."""

    def __init__(self, threaded: bool = True, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.threaded = threaded
        self._relays: set[_Relay] = set()
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        if threaded:
            # A thinking computer holds the GIL; a short switch interval lets the GUI thread
            # (which re-enters Python for every item it paints) get it back quickly.
            sys.setswitchinterval(min(sys.getswitchinterval(), 0.001))

    def run(self, fn: Callable[[], Any], callback: Callable[[Any], None]) -> None:
        """Compute ``fn()`` and call ``callback(result)`` in the GUI thread."""
        if not self.threaded:
            callback(fn())
            return
        relay = _Relay(self)
        self._relays.add(relay)

        def finish(answer: tuple[Any, bool]) -> None:
            result, ok = answer
            self._relays.discard(relay)
            relay.deleteLater()
            if not ok:
                raise result
            callback(result)

        relay.done.connect(finish)
        self._pool.start(_Job(fn, relay))

    def wait(self, msecs: int = -1) -> bool:
        """Wait for running jobs (at exit)."""
        return self._pool.waitForDone(msecs)
