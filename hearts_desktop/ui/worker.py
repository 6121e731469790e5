"""Run a computer decision off the GUI thread, in a helper process, and report back with a signal.

A thinking computer is pure Python. In a thread of this process it would hold the interpreter
lock, which the GUI thread takes back for every item it paints: with Svær thinking, one
frame of an animation took 50–110 ms instead of 5 (``benchmarks/gui_stalls.py``). In a
process of its own it shares nothing with the GUI thread but the CPU.

The helper process is started once (``spawn``: no copy of Qt's state) and serves every
window; Svær's review has a second one. Jobs are module-level functions of picklable
arguments (``ai/moves.py``). Should a helper fail to start or die, the jobs run in a thread
instead, as before, and the game goes on.
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import sys
import threading
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures import wait as wait_for
from concurrent.futures.process import BrokenProcessPool
from typing import Any, Callable

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from ..ai import moves

log = logging.getLogger(__name__)

#: What each helper process serves: the computers' moves and hints, or Svær's review of a
#: hand, which has one of its own so that a review opened in mid-game (from the score sheet)
#: never makes a computer's move wait behind it.
MOVES, REVIEW = "moves", "review"
_helpers: dict[str, ProcessPoolExecutor] = {}
_in_threads = False  # a helper could not start or died: every job runs in a thread


def helper_process(name: str = MOVES) -> ProcessPoolExecutor | None:
    """The helper process ``name`` (started on first use), or None where none can run."""
    global _in_threads
    if _in_threads:
        return None
    helper = _helpers.get(name)
    if helper is None:
        try:
            helper = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                                         initializer=moves.watch_parent, initargs=(os.getpid(),))
            helper.submit(moves.ready)  # the players imported before the first job is sent
        except Exception as error:  # no processes here (a sandbox, a broken install): threads
            log.warning("computers think in a thread, not a helper process: %r", error)
            _in_threads = True
            return None
        _helpers[name] = helper
    return helper


def use_threads() -> None:
    """Run jobs in a thread of this process from now on: as before the helper process (for
    measurements), or once a helper could not start or died."""
    global _in_threads
    _in_threads = True


class _Relay(QObject):
    """Lives in the GUI thread; its signal carries the answer back across threads.

    It has no parent: the job holds it until the answer is out, even when the window that
    asked has closed in the meantime (``Worker.close``).
    """

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
    """Runs jobs in the helper process (or inline when ``threaded`` is False, for tests).

    ``fn`` must pickle: a module-level function, or a ``functools.partial`` of one.
    """

    def __init__(self, threaded: bool = True, parent: QObject | None = None,
                 helper: str = MOVES) -> None:
        super().__init__(parent)
        self.threaded = threaded
        self.helper = helper
        self._relays: set[_Relay] = set()
        # Set by close(), or when the worker is deleted with the window that asked: the
        # answers still on their way are dropped. (An Event, not an attribute of this
        # QObject, so that it can be read after the QObject is gone.)
        self._dropped = dropped = threading.Event()
        self.destroyed.connect(lambda *_args: dropped.set())
        self._futures: set[Future] = set()
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        if threaded:
            helper_process(helper)  # starting now, while the window opens
            # Should the jobs run in a thread after all, a short switch interval lets the GUI
            # thread (which re-enters Python for every item it paints) get the lock back sooner.
            sys.setswitchinterval(min(sys.getswitchinterval(), 0.001))

    def run(self, fn: Callable[[], Any], callback: Callable[[Any], None],
            failed: Callable[[Exception], None] | None = None) -> None:
        """Compute ``fn()`` and call ``callback(result)`` in the GUI thread.

        Should ``fn`` raise, ``failed(error)`` is called instead, or the error is raised again
        in the GUI thread.
        """
        if not self.threaded:
            try:
                result = fn()
            except Exception as error:
                if failed is None:
                    raise
                failed(error)
            else:
                callback(result)
            return
        relay = _Relay()
        self._relays.add(relay)
        dropped = self._dropped

        def finish(answer: tuple[Any, bool]) -> None:
            result, ok = answer
            self._relays.discard(relay)
            relay.deleteLater()
            if dropped.is_set():
                return
            if ok:
                callback(result)
            elif failed is not None:
                failed(result)
            else:
                raise result

        relay.done.connect(finish)
        helper = helper_process(self.helper)
        if helper is None:
            self._pool.start(_Job(fn, relay))
            return
        try:
            future = helper.submit(fn)
        except (BrokenProcessPool, RuntimeError) as error:
            self._in_thread_from_now(error)
            self._pool.start(_Job(fn, relay))
            return
        self._futures.add(future)

        def answered(future: Future) -> None:  # in the pool's thread (or here, if done): only emit
            self._futures.discard(future)
            if future.cancelled():  # the program is ending
                return
            error = future.exception()
            if isinstance(error, BrokenProcessPool):
                self._in_thread_from_now(error)
                self._pool.start(_Job(fn, relay))  # the same job again, in a thread
            elif error is not None:
                relay.done.emit((error, False))
            else:
                relay.done.emit((future.result(), True))

        future.add_done_callback(answered)

    @staticmethod
    def _in_thread_from_now(error: BaseException) -> None:
        log.warning("a helper process stopped; computers think in a thread now: %r", error)
        use_threads()

    def close(self) -> None:
        """Drop the answers still to come: the window that asked is closing.

        Nothing waits for a job in the helper process; one in a thread is waited for by the
        thread pool when the window is deleted.
        """
        self._dropped.set()

    def wait(self, msecs: int = -1) -> bool:
        """Wait for running jobs (at exit)."""
        timeout = None if msecs < 0 else msecs / 1000
        _, pending = wait_for(list(self._futures), timeout=timeout)
        return not pending and self._pool.waitForDone(msecs)
