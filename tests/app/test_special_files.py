"""Things that are not regular files where a file should be: refused at once, kept, told.

Each case runs in a thread with a time limit, so a regression (``open()`` waiting for a pipe's
writer) fails the test instead of hanging the suite.
"""

from __future__ import annotations

import os
import socket
import stat
import sys
import threading
import time
from pathlib import Path

import pytest

from hearts_desktop.app.paths import AppPaths
from hearts_desktop.app.problems import FileKind, ProblemCode, problem_message
from hearts_desktop.app.services import AppServices

LIMIT_SECONDS = 10
POSIX = pytest.mark.skipif(sys.platform == "win32", reason="pipes, sockets and links are POSIX here")


def within_limit(work):
    """Run ``work()`` in a thread; its result, or a failure if it takes over LIMIT_SECONDS."""
    outcome = {}

    def run():
        try:
            outcome["value"] = work()
        except BaseException as error:  # noqa: BLE001 - handed to the test thread
            outcome["error"] = error

    thread = threading.Thread(target=run, daemon=True)  # a hung open() must not block exit
    started = time.perf_counter()
    thread.start()
    thread.join(LIMIT_SECONDS)
    if thread.is_alive():
        pytest.fail(f"still blocked after {LIMIT_SECONDS} s")
    if "error" in outcome:
        raise outcome["error"]
    return outcome["value"], time.perf_counter() - started


def make_fifo(path: Path) -> None:
    os.mkfifo(path)


def make_socket(path: Path) -> None:
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(str(path))  # the file stays after closing
    server.close()


def make_folder(path: Path) -> None:
    path.mkdir()
    (path / "inside.txt").write_text("keep me")


def make_link_loop(path: Path) -> None:
    os.symlink(path.name + ".other", path)
    os.symlink(path.name, path.with_name(path.name + ".other"))


SPECIALS = {"fifo": make_fifo, "socket": make_socket, "folder": make_folder,
            "link loop": make_link_loop}
KINDS = {FileKind.SAVE: "save_file", FileKind.SETTINGS: "settings_file",
         FileKind.STATISTICS: "statistics_file"}


def kind_of(path: Path) -> str:
    mode = path.lstat().st_mode
    for name, test in (("fifo", stat.S_ISFIFO), ("socket", stat.S_ISSOCK), ("folder", stat.S_ISDIR),
                       ("link loop", stat.S_ISLNK)):
        if test(mode):
            return name
    return "other"


@POSIX
@pytest.mark.parametrize("special", SPECIALS)
@pytest.mark.parametrize("kind", KINDS)
def test_a_special_file_is_refused_without_blocking_and_kept(tmp_path, kind, special, qapp):
    paths = AppPaths(tmp_path / "data", tmp_path / "config")
    paths.data_dir.mkdir()
    paths.config_dir.mkdir()
    path = getattr(paths, KINDS[kind])
    SPECIALS[special](path)

    def start():
        services = AppServices(paths, "en_US")  # settings and statistics: before any window
        services.load_saved_game()
        return services

    services, seconds = within_limit(start)
    problems = services.take_problems()
    assert [(p.kind, p.code) for p in problems] == [(kind, ProblemCode.NOT_A_FILE)]
    moved = problems[0].moved_to
    assert moved is not None and moved.name.startswith(path.name + ".corrupt-")
    assert kind_of(moved) == special  # kept as it was, only renamed
    assert not os.path.lexists(path)
    assert "not a file" in problem_message(problems[0]) and str(moved) in problem_message(problems[0])
    # The game goes on: a fresh file can be written where the odd one was.
    assert services.save_settings() is None
    print(f"{kind.value}/{special}: refused in {seconds * 1000:.1f} ms")


def test_a_byte_order_mark_is_accepted(tmp_path):
    paths = AppPaths(tmp_path / "data", tmp_path / "config")
    paths.config_dir.mkdir()
    paths.settings_file.write_bytes(
        b'\xef\xbb\xbf{"format": "hearts-desktop/settings", "version": 1, "players": 5}')
    services = AppServices(paths, "en_US")
    assert services.take_problems() == []
    assert services.settings.players == 5


def test_a_file_from_a_newer_version_is_kept_as_newer(tmp_path, qapp):
    paths = AppPaths(tmp_path / "data", tmp_path / "config")
    paths.data_dir.mkdir()
    raw = b'{"format": "hearts-desktop/statistics", "version": 99, "games": {}}'
    paths.statistics_file.write_bytes(raw)
    problem = AppServices(paths, "en_US").take_problems()[0]
    assert problem.code is ProblemCode.FUTURE_VERSION
    assert problem.moved_to.name.startswith("statistics.json.newer-")
    assert problem.moved_to.read_bytes() == raw
    text = problem_message(problem)
    assert "newer version" in text and str(problem.moved_to) in text


def test_a_data_folder_that_is_a_file_is_named_once(tmp_path, qapp):
    not_a_folder = tmp_path / "data"
    not_a_folder.write_text("my notes")
    services = AppServices(AppPaths(not_a_folder, tmp_path / "config"), "en_US")
    services.load_saved_game()
    problems = services.take_problems()
    assert [(p.code, p.path, p.moved_to) for p in problems] == [
        (ProblemCode.FOLDER_IS_FILE, not_a_folder, None)]
    text = problem_message(problems[0])
    assert str(not_a_folder) in text and "is a file" in text and "moved aside" not in text
    assert not_a_folder.read_text() == "my notes"


@POSIX
@pytest.mark.parametrize("name", ["hearts-desktop.lock", "statistics.json.lock", "hearts-desktop.wake"])
def test_a_pipe_in_place_of_a_lock_or_wake_file_does_not_block(tmp_path, name):
    from hearts_desktop.app.instance import InstanceGuard

    data = tmp_path / "data"
    data.mkdir()
    os.mkfifo(data / name)

    def start():
        guard = InstanceGuard(data)
        services = AppServices(AppPaths(data, tmp_path / "config"), "en_US")
        return guard.acquire(), services.reset_statistics(), guard.wake_running(timeout_ms=100)

    (acquired, error, woke), seconds = within_limit(start)
    assert acquired and error is None and woke is False
    kept = list(data.glob(name + ".corrupt-*"))
    assert len(kept) == 1 and stat.S_ISFIFO(kept[0].lstat().st_mode)
    print(f"{name}: a pipe in its place cost {seconds * 1000:.0f} ms")
