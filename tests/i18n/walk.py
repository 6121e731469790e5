"""Collect the texts a window shows, and find the English ones that should be translated."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtGui import QAction, QTextDocumentFragment
from PySide6.QtWidgets import (
    QAbstractButton, QComboBox, QGraphicsView, QGroupBox, QLabel, QLineEdit, QMainWindow,
    QMenu, QTableWidget, QTextBrowser, QWidget,
)

from .ts_files import messages

_PLACEHOLDER = re.compile(r"%L?n|%\d")
_SEPARATORS = re.compile(r"\s+[—·]\s+|\n|: ")


def _clean(text: str) -> str:
    if re.search(r"<[a-zA-Z/][^>]*>", text):
        text = QTextDocumentFragment.fromHtml(text).toPlainText()
    return re.sub(r"&(?=\S)", "", text).strip()


def widget_texts(root: QWidget) -> list[str]:
    """Every text a player can see or hear in ``root`` and its children (items, tooltips)."""
    texts: list[str] = []
    widgets = [root, *root.findChildren(QWidget)]
    for widget in widgets:
        texts += [widget.windowTitle(), widget.toolTip(), widget.accessibleName(),
                  widget.accessibleDescription(), widget.statusTip()]
        if isinstance(widget, (QLabel, QAbstractButton)):
            texts.append(widget.text())
        if isinstance(widget, QGroupBox):
            texts.append(widget.title())
        if isinstance(widget, QComboBox):
            texts += [widget.itemText(i) for i in range(widget.count())]
        if isinstance(widget, QLineEdit):
            texts += [widget.text(), widget.placeholderText()]
        if isinstance(widget, QTextBrowser):
            texts += widget.toPlainText().splitlines()
        if isinstance(widget, QMenu):
            texts.append(widget.title())
        if isinstance(widget, QTableWidget):
            for axis in (widget.horizontalHeaderItem, widget.verticalHeaderItem):
                for i in range(max(widget.columnCount(), widget.rowCount())):
                    item = axis(i)
                    if item is not None:
                        texts.append(item.text())
            for row in range(widget.rowCount()):
                for column in range(widget.columnCount()):
                    item = widget.item(row, column)
                    if item is not None:
                        texts.append(item.text())
        if isinstance(widget, QGraphicsView) and widget.scene() is not None:
            for item in widget.scene().items():
                texts.append(item.toolTip())
                for attribute in ("text", "toPlainText", "accessible_name"):
                    getter = getattr(item, attribute, None)
                    if callable(getter):
                        texts.append(getter())
                for attribute in ("name", "detail"):
                    value = getattr(item, attribute, None)
                    if isinstance(value, str):
                        texts.append(value)
        if isinstance(widget, QMainWindow) and widget.statusBar() is not None:
            texts.append(widget.statusBar().currentMessage())
    for action in root.findChildren(QAction):
        texts += [action.text(), action.toolTip(), action.statusTip(), action.iconText()]
    return [t for t in (_clean(t) for t in texts) if t]


def _pattern(text: str) -> re.Pattern[str]:
    parts = _PLACEHOLDER.split(_clean(text))
    return re.compile(".+".join(re.escape(p) for p in parts), re.IGNORECASE)


def english_patterns(i18n: Path, lang: str) -> list[tuple[re.Pattern[str], str]]:
    """Patterns of the English texts whose ``lang`` translation differs from them."""
    plurals = {m.key: m.forms for m in messages(i18n / "hearts_en.ts")}
    found = []
    for message in messages(i18n / f"hearts_{lang}.ts"):
        english = {message.source, *plurals.get(message.key, ())}
        if set(message.forms) <= english:
            continue  # the same word in both languages ("Normal", "Spar dame")
        for text in english:
            if len(_PLACEHOLDER.sub("", text).strip()) > 1:
                found.append((_pattern(text), message.source))
    return found


def english_leftovers(texts: list[str], patterns: list[tuple[re.Pattern[str], str]]) -> list[str]:
    """The texts (or parts of them) that are English source strings."""
    left = []
    for text in texts:
        for part in {text, *_SEPARATORS.split(text)}:
            part = part.strip()
            for pattern, source in patterns:
                if part and pattern.fullmatch(part):
                    left.append(f"{part!r} (source {source!r})")
    return sorted(set(left))
