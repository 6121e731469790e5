"""Atomic JSON writes, defensive reads and moving bad files aside."""

from __future__ import annotations

import datetime as dt
import json
import os
import re
import time

import pytest

from hearts_desktop.app import storage
from hearts_desktop.app.problems import ProblemCode, ProblemError
from hearts_desktop.app.storage import (
    MAX_BYTES, check_header, move_aside, parse_json_bytes, read_json_bytes, write_json_atomic,
)


def test_write_then_read_round_trip(tmp_path):
    path = tmp_path / "deep" / "folder" / "file.json"
    data = {"name": "Åse Ærø – ♠", "n": [1, -2, 3.5], "nested": {"ok": True, "none": None}}
    write_json_atomic(path, data)
    assert parse_json_bytes(read_json_bytes(path)) == data
    assert [p.name for p in path.parent.iterdir()] == ["file.json"]  # no temporary left


def test_overwrite_replaces_the_whole_file(tmp_path):
    path = tmp_path / "file.json"
    write_json_atomic(path, {"long": "x" * 1000})
    write_json_atomic(path, {"short": 1})
    assert json.loads(path.read_text("utf-8")) == {"short": 1}


def test_crash_in_replace_keeps_the_previous_file(tmp_path, monkeypatch):
    path = tmp_path / "save.json"
    write_json_atomic(path, {"generation": 1})
    before = path.read_bytes()

    def crash(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(storage.os, "replace", crash)
    with pytest.raises(OSError):
        write_json_atomic(path, {"generation": 2})
    assert path.read_bytes() == before
    assert os.listdir(tmp_path) == ["save.json"]  # the temporary file was removed


def test_crash_half_way_through_the_write_keeps_the_previous_file(tmp_path, monkeypatch):
    path = tmp_path / "save.json"
    write_json_atomic(path, {"generation": 1, "padding": "p" * 5000})
    before = path.read_bytes()
    real_fdopen = os.fdopen

    class HalfWriter:
        def __init__(self, handle):
            self.handle = handle

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.handle.close()

        def write(self, payload):
            self.handle.write(payload[: len(payload) // 2])
            raise OSError(5, "Input/output error")

    monkeypatch.setattr(storage.os, "fdopen", lambda fd, mode: HalfWriter(real_fdopen(fd, mode)))
    with pytest.raises(OSError):
        write_json_atomic(path, {"generation": 2, "padding": "q" * 5000})
    assert path.read_bytes() == before
    assert os.listdir(tmp_path) == ["save.json"]


def test_crash_in_fsync_keeps_the_previous_file(tmp_path, monkeypatch):
    path = tmp_path / "settings.json"
    write_json_atomic(path, {"a": 1})

    def failing_fsync(fd):
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(storage.os, "fsync", failing_fsync)
    with pytest.raises(OSError):
        write_json_atomic(path, {"a": 2})
    assert json.loads(path.read_text()) == {"a": 1}


def test_unserialisable_data_is_refused_before_touching_the_file(tmp_path):
    path = tmp_path / "x.json"
    write_json_atomic(path, {"a": 1})
    with pytest.raises(ValueError):
        write_json_atomic(path, {"a": float("nan")})
    assert json.loads(path.read_text()) == {"a": 1}


def test_stale_temporary_files_are_cleaned_but_fresh_ones_kept(tmp_path):
    stale = tmp_path / ".save.json.abc.tmp"
    fresh = tmp_path / ".save.json.def.tmp"
    stale.write_text("half")
    fresh.write_text("half")
    old = time.time() - 3600
    os.utime(stale, (old, old))
    write_json_atomic(tmp_path / "save.json", {})
    assert not stale.exists() and fresh.exists()


def test_move_aside_names_the_file_with_utc_time(tmp_path):
    path = tmp_path / "save.json"
    path.write_bytes(b"garbage")
    moment = dt.datetime(2026, 11, 29, 13, 5, 9, tzinfo=dt.timezone.utc)
    moved = move_aside(path, moment)
    assert moved == tmp_path / "save.json.corrupt-20261129T130509Z"
    assert moved.read_bytes() == b"garbage" and not path.exists()


def test_move_aside_never_overwrites_an_earlier_bad_file(tmp_path):
    path = tmp_path / "save.json"
    moment = dt.datetime(2026, 1, 2, 3, 4, 5, tzinfo=dt.timezone.utc)
    moved = []
    for content in (b"first", b"second", b"third"):
        path.write_bytes(content)
        moved.append(move_aside(path, moment))
    assert len(set(moved)) == 3
    assert [m.read_bytes() for m in moved] == [b"first", b"second", b"third"]


def test_move_aside_default_time_format(tmp_path):
    path = tmp_path / "statistics.json"
    path.write_text("{")
    moved = move_aside(path)
    assert re.fullmatch(r"statistics\.json\.corrupt-\d{8}T\d{6}Z", moved.name)


def test_missing_file_reads_as_none(tmp_path):
    assert read_json_bytes(tmp_path / "nothing.json") is None


def test_huge_file_refused_before_reading(tmp_path, monkeypatch):
    path = tmp_path / "save.json"
    with open(path, "wb") as handle:
        handle.truncate(MAX_BYTES + 1)
    monkeypatch.setattr(json, "loads", lambda *a, **k: pytest.fail("parsed a huge file"))
    with pytest.raises(ProblemError) as caught:
        read_json_bytes(path)
    assert caught.value.code is ProblemCode.TOO_LARGE


def test_a_folder_where_a_file_should_be_is_not_a_file(tmp_path):
    (tmp_path / "save.json").mkdir()
    with pytest.raises(ProblemError) as caught:
        read_json_bytes(tmp_path / "save.json")
    assert caught.value.code is ProblemCode.NOT_A_FILE


@pytest.mark.parametrize("raw", [
    b"",
    b"   ",
    b"{",
    b"\xff\xfe\x00{}",
    b'{"a": NaN}',
    b'{"a": Infinity}',
    b'{"a": -Infinity}',
    b'{"a": 1e999}',
    b'{"a": 1, "a": 2}',
    b'{"a": ' + b"9" * 5000 + b"}",
    b"[" * 100_000 + b"]" * 100_000,
    b'{"a": ' * 50_000 + b"1" + b"}" * 50_000,
    b"{'single': 'quotes'}",
    b"{} trailing",
])
def test_doubtful_json_is_corrupt(raw):
    with pytest.raises(ProblemError) as caught:
        parse_json_bytes(raw)
    assert caught.value.code is ProblemCode.CORRUPT
    assert len(caught.value.detail) <= 301


@pytest.mark.parametrize("document, code", [
    ([], ProblemCode.CORRUPT),
    ({"format": "other", "version": 1}, ProblemCode.CORRUPT),
    ({"format": "f"}, ProblemCode.CORRUPT),
    ({"format": "f", "version": "1"}, ProblemCode.CORRUPT),
    ({"format": "f", "version": True}, ProblemCode.CORRUPT),
    ({"format": "f", "version": 1.0}, ProblemCode.CORRUPT),
    ({"format": "f", "version": 0}, ProblemCode.CORRUPT),
    ({"format": "f", "version": 2}, ProblemCode.FUTURE_VERSION),
    ({"format": "f", "version": 10**40}, ProblemCode.FUTURE_VERSION),
])
def test_header_checks(document, code):
    with pytest.raises(ProblemError) as caught:
        check_header(document, "f", 1)
    assert caught.value.code is code


def test_header_of_current_version_passes():
    document = {"format": "f", "version": 1, "x": 2}
    assert check_header(document, "f", 1) is document
