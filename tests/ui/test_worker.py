"""The computers think in a helper process, decide there as they do inline, and a dead
helper only sends the work back to a thread."""

from __future__ import annotations

import multiprocessing
import os
import signal
import subprocess
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from pathlib import Path

import pytest

from PySide6.QtCore import QObject

from hearts_desktop.ai import Level, moves
from hearts_desktop.engine import Match, SeededDeals, preset
from hearts_desktop.ui import worker as worker_module
from hearts_desktop.ui.worker import Worker


def answer(qtbot, worker: Worker, job):
    """What ``worker`` answers for ``job``, waiting in the event loop."""
    got = []
    worker.run(job, got.append)
    qtbot.waitUntil(lambda: bool(got), timeout=60_000)
    return got[0]


def test_jobs_run_in_another_process(qtbot):
    worker = Worker(threaded=True)
    assert answer(qtbot, worker, os.getpid) != os.getpid()


def test_a_move_from_the_helper_is_the_move_made_inline(qtbot):
    match = Match(preset("hjerterfri"), SeededDeals(4))
    views = [match.view(seat) for seat in range(4)]
    seeds = {seat: 40 + seat for seat in range(4)}
    job = partial(moves.passes, Level.SVAER, seeds, views)
    assert answer(qtbot, Worker(threaded=True), job) == job()
    hint = partial(moves.hint, 7, match.view(0))
    assert answer(qtbot, Worker(threaded=True), hint) == hint()


def test_a_dead_helper_sends_the_work_to_a_thread(qtbot, monkeypatch):
    helper = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"))
    helper.submit(int).result(timeout=60)
    monkeypatch.setattr(worker_module, "_helpers", {worker_module.MOVES: helper})
    monkeypatch.setattr(worker_module, "_in_threads", False)
    for pid in list(helper._processes):
        os.kill(pid, signal.SIGKILL)
    worker = Worker(threaded=True)
    # The answer still comes, from this process now, and so do the next ones.
    assert answer(qtbot, worker, os.getpid) == os.getpid()
    assert worker_module.helper_process() is None
    assert answer(qtbot, worker, partial(pow, 2, 10)) == 1024
    helper.shutdown(wait=False)


def test_the_review_has_a_helper_of_its_own(qtbot):
    moves_pid = answer(qtbot, Worker(threaded=True), os.getpid)
    review_pid = answer(qtbot, Worker(threaded=True, helper=worker_module.REVIEW), os.getpid)
    assert len({moves_pid, review_pid, os.getpid()}) == 3


def test_an_unthreaded_worker_answers_at_once():
    got = []
    Worker(threaded=False).run(partial(pow, 3, 3), got.append)
    assert got == [27]


def test_a_closed_worker_drops_the_answer_still_on_its_way(qtbot):
    worker = Worker(threaded=True)
    got = []
    worker.run(partial(time.sleep, 0.3), got.append)
    worker.run(os.getpid, got.append)
    worker.close()  # the practice window closing while its computer thinks
    assert worker.wait(5000)
    qtbot.wait(100)  # the answers' signals delivered, if any were to be
    assert got == []


def test_a_worker_deleted_with_its_window_drops_the_answer(qtbot):
    window = QObject()
    worker = Worker(threaded=True, parent=window)
    got = []
    worker.run(partial(time.sleep, 0.3), got.append)
    window.deleteLater()  # the practice window deleted while its computer thinks
    qtbot.waitUntil(lambda: not worker._futures, timeout=5000)
    qtbot.wait(100)  # the answer's signal delivered, if it were to be
    assert got == []


def _alive(pid: int) -> bool:
    """Whether ``pid`` runs (a zombie, dead but not yet reaped, does not)."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_the_helper_ends_when_the_game_is_killed():
    game = subprocess.Popen(
        [sys.executable, "-c", "import os, time\n"
         "from hearts_desktop.ui import worker\n"
         "print(worker.helper_process().submit(os.getpid).result(), flush=True)\n"
         "time.sleep(120)\n"],
        cwd=Path(__file__).resolve().parents[2], stdout=subprocess.PIPE, text=True)
    try:
        helper = int(game.stdout.readline())
        assert _alive(helper)
    finally:
        game.kill()  # no clean-up in the game: the helper must notice by itself
        game.wait()
    deadline = time.monotonic() + 10
    while _alive(helper) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not _alive(helper)
