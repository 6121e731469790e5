"""The one rule for players' names, in saves and in settings alike.

A name is trimmed and stripped of bidirectional controls (which could turn the text around
it); what is left must be printable (no NUL, escape, tab or newline), free of ``<`` and ``>``
(a Qt label would take it for markup), and at most ``MAX_NAME`` characters. ``""`` means
the seat's default name.
"""

from __future__ import annotations

from typing import Any

MAX_NAME = 40
_BIDI_CONTROLS = dict.fromkeys(map(ord, "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e"
                                        "\u2066\u2067\u2068\u2069"))
_MARKUP = "<>"


def check_name(value: Any) -> str:
    """The name as kept; raises ValueError if the rule refuses it."""
    if not isinstance(value, str):
        raise ValueError("a name is text")
    name = value.translate(_BIDI_CONTROLS).strip()
    if len(name) > MAX_NAME:
        raise ValueError(f"a name has at most {MAX_NAME} characters")
    if not name.isprintable() or any(mark in name for mark in _MARKUP):
        raise ValueError("a name has only printable characters and no < or >")
    return name


def tidy_name(text: str) -> str:
    """What the rule keeps of typed text: refused characters dropped, cut to length."""
    kept = "".join(ch for ch in text.translate(_BIDI_CONTROLS)
                   if (ch.isprintable() or ch.isspace()) and ch not in _MARKUP)
    name = " ".join(kept.split())  # newlines and tabs become single spaces
    return name[:MAX_NAME].strip()
