"""The buttons at the table (Tip, Undo, Pass, Claim, Daily deal, Score sheet), each driving a menu action.

A button triggers its window's ``QAction`` and follows its enabled state, so the menus, the
shortcuts and the buttons can never disagree. Labels are short; the tooltip names the shortcut.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

STYLE = (
    "QPushButton { background: rgba(0, 0, 0, 120); color: #ffffff; font-weight: bold;"
    " border: 1px solid rgba(255, 255, 255, 90); border-radius: 7px; padding: 3px %dpx; }"
    " QPushButton:hover { background: rgba(0, 0, 0, 170); border-color: #f2c230; }"
    " QPushButton:pressed { background: #7a5c00; }"
    " QPushButton:disabled { color: rgba(255, 255, 255, 90); border-color: rgba(255, 255, 255, 40); }"
    " QPushButton:focus { border: 2px solid #ffffff; }"
    " QPushButton#primary:enabled { background: #f2c230; color: #222; border: 2px solid #7a5c00; }"
    " QPushButton#primary:focus { border: 3px solid #ffffff; }"
)


def shortcut_action(owner: QWidget, shortcut: str | QKeySequence, slot) -> QAction:
    """An action of ``owner``'s window that calls ``slot``, with its keyboard shortcut."""
    action = QAction(owner)
    action.setShortcut(QKeySequence(shortcut))
    action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    action.triggered.connect(slot)
    owner.addAction(action)
    return action


#: The buttons, left to right, by the key ``bind`` and ``button`` take.
KEYS = ("hint", "undo", "pass", "claim", "daily", "score")


class ActionBar(QWidget):
    """A row of buttons on the felt, each bound to a ``QAction``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)
        self._padding = 12  # the buttons' inner margin left and right, less on a narrow table
        self.setStyleSheet(STYLE % self._padding)
        self._row = QHBoxLayout(self)
        self._row.setContentsMargins(0, 0, 0, 0)
        self._row.setSpacing(8)
        self._buttons: dict[str, tuple[QPushButton, QAction | None]] = {}
        self._fitted: tuple[int, int] | None = None  # (height, width) the row was fitted to
        for key in KEYS:
            button = QPushButton(self)
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.setEnabled(False)
            button.hide()  # until bound: a window without that action shows no button for it
            if key == "pass":
                button.setObjectName("primary")
            self._row.addWidget(button)
            self._buttons[key] = (button, None)
        self.retranslate_ui()

    def button(self, key: str) -> QPushButton:
        """The button for one of ``KEYS``."""
        return self._buttons[key][0]

    def bind(self, key: str, action: QAction) -> None:
        """Make the button ``key`` trigger ``action`` and follow its enabled state."""
        button = self._buttons[key][0]
        self._buttons[key] = (button, action)
        button.clicked.connect(action.trigger)
        button.show()
        action.changed.connect(lambda: self._sync(key))
        self._sync(key)

    def _sync(self, key: str) -> None:
        button, action = self._buttons[key]
        if action is None:
            return
        button.setEnabled(action.isEnabled())
        shortcut = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        tip = self._tips()[key]
        button.setToolTip(f"{tip} ({shortcut})" if shortcut else tip)
        button.setAccessibleName(button.text())
        button.setAccessibleDescription(button.toolTip())

    def _labels(self) -> dict[str, str]:
        return {"hint": self.tr("Tip"), "undo": self.tr("Undo"), "pass": self.tr("Pass"),
                "claim": self.tr("Claim"), "daily": self.tr("Daily deal"), "score": self.tr("Scores")}

    def _tips(self) -> dict[str, str]:
        return {"hint": self.tr("Suggest a card (what the strongest computer would do)"),
                "undo": self.tr("Take back your last card or pass"),
                "pass": self.tr("Pass the selected cards"),
                "claim": self.tr("Finish the hand now: the rest of it is certain"),
                "daily": self.tr("Play today's deal"),
                "score": self.tr("Show the score sheet")}

    def retranslate_ui(self) -> None:
        """Labels and tooltips in the current language."""
        for key, text in self._labels().items():
            self._buttons[key][0].setText(text)
            self._sync(key)
        self._fitted = None  # the labels' widths changed: fit the row again

    def fit(self, height: int, width: int) -> None:
        """Scale the buttons' font to the strip's height; on a table too narrow for the row,
        a smaller font, then narrower margins, until it fits ``width`` (or can shrink no more)."""
        if (height, width) == self._fitted:
            return
        self._fitted = (height, width)
        largest = max(12, int(height * 0.42))
        tries = [(12, size) for size in range(largest, 10, -1)] + [(5, size) for size in (11, 10, 9)]
        for padding, size in tries:
            self._style(padding, size, height)
            if self.sizeHint().width() <= width:
                break

    def _style(self, padding: int, size: int, height: int) -> None:
        if padding != self._padding:
            self._padding = padding
            self.setStyleSheet(STYLE % padding)
        font = self.font()
        font.setPixelSize(size)
        for button, _action in self._buttons.values():
            button.setFont(font)
            button.setFixedHeight(height)
        self.adjustSize()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
