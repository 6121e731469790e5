"""The computers' level as three large choices: what to expect and how strong each one measured.

One widget for the new-game dialog and the first-start welcome.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QButtonGroup, QFrame, QHBoxLayout, QLabel, QRadioButton, QVBoxLayout, QWidget

from ...ai import Level
from ...app.i18n import format_number
from ...app.names import level_name

# Win rates of one computer of the level against three of another, from docs/STRENGTH.md ›
# "What the new-game dialog shows" (the code on main, spar-dame, seeds 201 and 202): Let vs
# Mellem, Mellem vs Let, Svær vs Mellem. Measure again whenever a level's play changes.
MEASURED = {
    Level.LET: (5.9, Level.MELLEM),
    Level.MELLEM: (54.8, Level.LET),
    Level.SVAER: (92.2, Level.MELLEM),
}

_STYLE = """
#level_option { border: 1px solid palette(mid); border-radius: 8px; background: palette(base); }
#level_option[chosen="true"] { border: 2px solid palette(highlight); }
"""


class _LevelOption(QFrame):
    """One level: its name as a radio button, a line on how it plays, its measured strength."""

    def __init__(self, level: Level, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("level_option")
        self.level = level
        self.radio = QRadioButton()
        font = self.radio.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.radio.setFont(font)
        self.how = QLabel()
        self.how.setWordWrap(True)
        self.strength = QLabel()
        self.strength.setWordWrap(True)
        small = self.strength.font()
        small.setPointSizeF(small.pointSizeF() * 0.9)
        self.strength.setFont(small)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        layout.setSpacing(4)
        layout.addWidget(self.radio)
        layout.addWidget(self.how)
        layout.addWidget(self.strength)
        layout.addStretch(1)
        for label in (self.how, self.strength):
            label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            label.setBuddy(self.radio)
        self.radio.toggled.connect(self._mark)

    def _mark(self, on: bool) -> None:
        self.setProperty("chosen", on)
        self.style().unpolish(self)
        self.style().polish(self)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.radio.setChecked(True)
        self.radio.setFocus(Qt.FocusReason.MouseFocusReason)
        super().mousePressEvent(event)


class LevelChooser(QWidget):
    """Let / Mellem / Svær side by side; ``level()`` is the one chosen."""

    level_changed = Signal(object)  # Level

    def __init__(self, level: Level = Level.MELLEM, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("level_chooser")
        self.setStyleSheet(_STYLE)
        self.group = QButtonGroup(self)
        self.options: dict[Level, _LevelOption] = {}
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        for choice in Level:
            option = _LevelOption(choice, self)
            self.group.addButton(option.radio)
            option.radio.toggled.connect(lambda on, c=choice: on and self.level_changed.emit(c))
            row.addWidget(option, 1)
            self.options[choice] = option
        self.set_level(level)
        self.retranslate_ui()

    def level(self) -> Level:
        """The level chosen."""
        for choice, option in self.options.items():
            if option.radio.isChecked():
                return choice
        return Level.MELLEM

    def set_level(self, level: Level) -> None:
        """Choose ``level``."""
        self.options[Level(level)].radio.setChecked(True)

    def how_it_plays(self, level: Level) -> str:
        """One line on what to expect from the level."""
        return {
            Level.LET: self.tr("Knows what to avoid, but often plays a card at random."),
            Level.MELLEM: self.tr("Avoids points, gets rid of Q♠ and high cards, passes sensibly."),
            Level.SVAER: self.tr("Remembers every card, plays each choice out before it decides."),
        }[Level(level)]

    def strength_text(self, level: Level) -> str:
        """The level's measured win rate against three computers of another level."""
        rate, against = MEASURED[Level(level)]
        return self.tr("Wins %1 % of games against three %2.").replace(
            "%1", format_number(rate, 0)).replace("%2", level_name(against))

    def retranslate_ui(self) -> None:
        for choice, option in self.options.items():
            option.radio.setText(level_name(choice))
            option.how.setText(self.how_it_plays(choice))
            option.strength.setText(self.strength_text(choice))
            # A screen reader on the radio button hears what the sighted player reads beside it.
            option.radio.setAccessibleDescription(f"{option.how.text()} {option.strength.text()}")

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
