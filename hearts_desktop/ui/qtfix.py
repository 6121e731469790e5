"""Work around a reference-count bug of the installed PySide6 on Python < 3.12.

PySide6 6.12 on CPython 3.11 returns ``None`` from every void C++ method and ``True`` from
``Signal.emit`` without taking a reference, so after a few thousand calls the interpreter
aborts with "none_dealloc: deallocating None". Python 3.12 made these objects immortal; here
we do the same by giving them a reference count that can never run down.
"""

from __future__ import annotations

import ctypes
import sys

_BANK = 1 << 60


def immortalise_singletons() -> None:
    """Raise the reference counts of None, True and False out of reach (idempotent)."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    for obj in (None, True, False):
        count = ctypes.c_ssize_t.from_address(id(obj))
        if count.value < _BANK // 2:
            count.value += _BANK


immortalise_singletons()
