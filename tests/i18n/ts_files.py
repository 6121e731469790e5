"""Reading Qt Linguist ``.ts`` files for the tests."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

PLACEHOLDER = re.compile(r"%L?n|%\d")


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    comment: str | None
    numerus: bool
    finished: bool
    forms: tuple[str, ...]  # the translation, or its plural forms

    @property
    def key(self) -> tuple[str, str, str | None]:
        return (self.context, self.source, self.comment)


def messages(path: Path) -> list[Message]:
    """Every message of a ``.ts`` file."""
    found = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.findall("message"):
            translation = message.find("translation")
            numerus = message.get("numerus") == "yes"
            if numerus:
                forms = tuple(form.text or "" for form in translation.findall("numerusform"))
            else:
                forms = (translation.text or "",)
            found.append(Message(
                context=name,
                source=message.findtext("source"),
                comment=message.findtext("comment"),
                numerus=numerus,
                finished=translation.get("type") not in ("unfinished", "obsolete", "vanished"),
                forms=forms,
            ))
    return found


def placeholders(text: str) -> set[str]:
    """The ``%n``/``%Ln``/``%1`` markers of a text."""
    return set(PLACEHOLDER.findall(text))
