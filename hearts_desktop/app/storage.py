"""Plain JSON files written atomically and read defensively.

Writing: a temporary file in the same folder, flushed and fsynced, then ``os.replace``d over
the old file, so a crash or a full disk leaves either the old file or the new one, never half
of one. Reading: only a regular file is opened, without ever blocking (a named pipe or a
device in its place is refused); size refused before parsing, strict UTF-8 (a leading
byte-order mark is allowed) and JSON (no NaN, no duplicate keys). A file that cannot be used
is renamed ``<name>.corrupt-<UTC time>`` (``.newer-`` for one from a newer version, which
that version can still use) so that nothing is overwritten and the player can look at it.
No pickle, no eval.
"""

from __future__ import annotations

import datetime as dt
import json
import errno
import os
import stat
import tempfile
import time
from pathlib import Path
from typing import Any

from .problems import FileKind, FolderIsFileError, LoadProblem, ProblemCode, ProblemError

MAX_BYTES = 5 * 1024 * 1024  # far beyond any real save (a long game is a few hundred KB)
_STALE_TEMP_SECONDS = 600
_BOM = b"\xef\xbb\xbf"
# O_NONBLOCK: opening a named pipe must not wait for a writer; absent (and unneeded) on Windows.
_READ_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(
    os, "O_BINARY", 0)


def write_json_atomic(path: Path, data: Any) -> None:
    """Write ``data`` as JSON to ``path`` atomically; raises OSError (the old file is intact)."""
    text = json.dumps(data, ensure_ascii=False, indent=1, allow_nan=False)
    payload = (text + "\n").encode("utf-8")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except (FileExistsError, NotADirectoryError) as error:
        blocker = file_in_the_way(path)
        if blocker is None:
            raise
        raise FolderIsFileError(errno.ENOTDIR, "the folder is a file", str(blocker)) from error
    _remove_stale_temps(path)
    fd, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(payload)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp_name, path)
    except BaseException:
        try:
            os.unlink(temp_name)
        except OSError:
            pass
        raise
    _fsync_dir(path.parent)


def _fsync_dir(folder: Path) -> None:
    # Makes the rename itself durable on POSIX; Windows cannot open folders, and that is fine.
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _remove_stale_temps(path: Path) -> None:
    # Left behind only by a crash between mkstemp and replace; young ones may be a concurrent write.
    now = time.time()
    for temp in path.parent.glob(f".{path.name}.*.tmp"):
        try:
            if now - temp.stat().st_mtime > _STALE_TEMP_SECONDS:
                temp.unlink()
        except OSError:
            pass


def file_in_the_way(path: Path) -> Path | None:
    """The first folder above ``path`` that exists but is not a folder, if there is one."""
    for folder in reversed(path.parents):
        if os.path.lexists(folder) and not folder.is_dir():
            return folder
    return None


def move_aside(path: Path, now: dt.datetime | None = None, label: str = "corrupt") -> Path | None:
    """Rename a bad file to ``<name>.<label>-<UTC time>``; the new path, or None if impossible."""
    stamp = (now or dt.datetime.now(dt.timezone.utc)).strftime("%Y%m%dT%H%M%SZ")
    for attempt in range(100):
        suffix = "" if attempt == 0 else f"-{attempt}"
        target = path.with_name(f"{path.name}.{label}-{stamp}{suffix}")
        if os.path.lexists(target):
            continue
        try:
            os.rename(path, target)
        except OSError:
            return None
        return target
    return None


def _no_duplicate_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise ValueError(f"duplicate key {key!r}")
        result[key] = value
    return result


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed")


def _finite_float(text: str) -> float:
    value = float(text)
    if value in (float("inf"), float("-inf")):
        raise ValueError(f"number out of range: {text[:20]}")
    return value


def parse_json_bytes(raw: bytes) -> Any:
    """Strict JSON of UTF-8 bytes; raises ProblemError(CORRUPT) on anything doubtful."""
    try:
        # Notepad and other editors may start a UTF-8 file with a byte-order mark.
        text = raw[len(_BOM):].decode("utf-8") if raw.startswith(_BOM) else raw.decode("utf-8")
        return json.loads(text, object_pairs_hook=_no_duplicate_keys,
                          parse_constant=_refuse_constant, parse_float=_finite_float)
    except RecursionError:
        raise ProblemError(ProblemCode.CORRUPT, "JSON nested too deeply") from None
    except (UnicodeDecodeError, ValueError) as error:
        # ValueError covers JSONDecodeError and integers longer than Python's digit limit.
        raise ProblemError(ProblemCode.CORRUPT, f"not valid JSON: {error}") from None


def read_json_bytes(path: Path, max_bytes: int = MAX_BYTES) -> bytes | None:
    """The file's bytes, or None if it does not exist; raises ProblemError otherwise.

    Only a regular file is read: a folder, named pipe, socket or device in its place, or a
    symbolic link that loops, is refused at once (``NOT_A_FILE``) instead of blocking.
    """
    try:
        fd = os.open(path, _READ_FLAGS)
    except FileNotFoundError:
        return None
    except NotADirectoryError:
        raise ProblemError(ProblemCode.FOLDER_IS_FILE, f"{file_in_the_way(path)} is not a folder") from None
    except OSError as error:
        if error.errno in (errno.ELOOP, errno.ENXIO, errno.EISDIR, errno.EOPNOTSUPP):
            raise ProblemError(ProblemCode.NOT_A_FILE, str(error)) from None
        raise ProblemError(ProblemCode.UNREADABLE, str(error)) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise ProblemError(ProblemCode.NOT_A_FILE, f"not a regular file (mode {info.st_mode:o})")
        if info.st_size > max_bytes:
            raise ProblemError(ProblemCode.TOO_LARGE, f"{info.st_size} bytes (limit {max_bytes})")
        with os.fdopen(fd, "rb") as handle:
            fd = -1  # the handle closes it now
            raw = handle.read(max_bytes + 1)
    except OSError as error:
        raise ProblemError(ProblemCode.UNREADABLE, str(error)) from None
    finally:
        if fd >= 0:
            os.close(fd)
    if len(raw) > max_bytes:  # the file grew while we looked at it
        raise ProblemError(ProblemCode.TOO_LARGE, f"more than {max_bytes} bytes")
    return raw


def problem_for(kind: FileKind, path: Path, error: ProblemError,
                fields: tuple[str, ...] = ()) -> LoadProblem:
    """Move the bad file aside (a newer version's as ``.newer-``) and describe what happened."""
    if error.code is ProblemCode.FOLDER_IS_FILE:  # nothing to move; the problem is the folder
        return LoadProblem(kind, error.code, file_in_the_way(path) or path.parent, None, error.detail)
    label = "newer" if error.code is ProblemCode.FUTURE_VERSION else "corrupt"
    return LoadProblem(kind, error.code, path, move_aside(path, label=label), error.detail, fields)


def check_header(data: Any, expected_format: str, supported_version: int) -> dict[str, Any]:
    """The document if it has our format and a version we read; raises ProblemError otherwise."""
    if not isinstance(data, dict):
        raise ProblemError(ProblemCode.CORRUPT, "the file is not a JSON object")
    if data.get("format") != expected_format:
        raise ProblemError(ProblemCode.CORRUPT, f"format is not {expected_format!r}")
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise ProblemError(ProblemCode.CORRUPT, f"bad version {str(version)[:30]!r}")
    if version > supported_version:
        raise ProblemError(ProblemCode.FUTURE_VERSION,
                           f"version {version} is newer than {supported_version}")
    return data


def utc_now_text(now: dt.datetime | None = None) -> str:
    """The time as an ISO 8601 UTC string, e.g. ``2026-11-29T13:05:00Z``."""
    moment = (now or dt.datetime.now(dt.timezone.utc)).astimezone(dt.timezone.utc)
    return moment.replace(microsecond=0).isoformat().replace("+00:00", "Z")
