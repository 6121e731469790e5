"""Plain JSON files written atomically and read defensively.

Writing: a temporary file in the same folder, flushed and fsynced, then ``os.replace``d over
the old file, so a crash or a full disk leaves either the old file or the new one, never half
of one. Reading: size refused before parsing, strict UTF-8 and JSON (no NaN, no duplicate
keys); a file that cannot be used is renamed ``<name>.corrupt-<UTC time>`` so that nothing is
overwritten and the player can still look at it. No pickle, no eval.
"""

from __future__ import annotations

import datetime as dt
import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

from .problems import FileKind, LoadProblem, ProblemCode, ProblemError

MAX_BYTES = 5 * 1024 * 1024  # far beyond any real save (a long game is a few hundred KB)
_STALE_TEMP_SECONDS = 600


def write_json_atomic(path: Path, data: Any) -> None:
    """Write ``data`` as JSON to ``path`` atomically; raises OSError (the old file is intact)."""
    text = json.dumps(data, ensure_ascii=False, indent=1, allow_nan=False)
    payload = (text + "\n").encode("utf-8")
    path.parent.mkdir(parents=True, exist_ok=True)
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


def move_aside(path: Path, now: dt.datetime | None = None) -> Path | None:
    """Rename a bad file to ``<name>.corrupt-<UTC time>``; the new path, or None if impossible."""
    stamp = (now or dt.datetime.now(dt.timezone.utc)).strftime("%Y%m%dT%H%M%SZ")
    for attempt in range(100):
        suffix = "" if attempt == 0 else f"-{attempt}"
        target = path.with_name(f"{path.name}.corrupt-{stamp}{suffix}")
        if target.exists():
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
        text = raw.decode("utf-8")
        return json.loads(text, object_pairs_hook=_no_duplicate_keys,
                          parse_constant=_refuse_constant, parse_float=_finite_float)
    except RecursionError:
        raise ProblemError(ProblemCode.CORRUPT, "JSON nested too deeply") from None
    except (UnicodeDecodeError, ValueError) as error:
        # ValueError covers JSONDecodeError and integers longer than Python's digit limit.
        raise ProblemError(ProblemCode.CORRUPT, f"not valid JSON: {error}") from None


def read_json_bytes(path: Path, max_bytes: int = MAX_BYTES) -> bytes | None:
    """The file's bytes, or None if it does not exist; raises ProblemError otherwise."""
    try:
        with open(path, "rb") as handle:
            size = os.fstat(handle.fileno()).st_size
            if size > max_bytes:
                raise ProblemError(ProblemCode.TOO_LARGE, f"{size} bytes (limit {max_bytes})")
            raw = handle.read(max_bytes + 1)
    except FileNotFoundError:
        return None
    except OSError as error:
        raise ProblemError(ProblemCode.UNREADABLE, str(error)) from None
    if len(raw) > max_bytes:  # the file grew while we looked at it
        raise ProblemError(ProblemCode.TOO_LARGE, f"more than {max_bytes} bytes")
    return raw


def problem_for(kind: FileKind, path: Path, error: ProblemError,
                fields: tuple[str, ...] = ()) -> LoadProblem:
    """Move the bad file aside and describe what happened."""
    return LoadProblem(kind, error.code, path, move_aside(path), error.detail, fields)


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
