"""The rules in force, option by option."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QVBoxLayout, QWidget

from ...engine import Rules, preset_of
from ..names import preset_name
from ..rule_texts import rules_summary


class RulesDialog(QDialog):
    """A summary of the game's rule options (the preset's name when it is one)."""

    def __init__(self, rules: Rules, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rules_dialog")
        self.rules = rules
        layout = QVBoxLayout(self)
        self.title = QLabel()
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        layout.addWidget(self.title)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        self.form = QFormLayout()
        layout.addLayout(self.form)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Rules"))
        self.title.setText(preset_name(preset_of(self.rules)))
        self.intro.setText(self.tr(
            "Follow suit if you can; the highest card of the led suit takes the trick. Avoid "
            "hearts and the queen of spades: the lowest total wins."))
        while self.form.rowCount():
            self.form.removeRow(0)
        for label, value in rules_summary(self.rules):
            text = QLabel(value)
            text.setWordWrap(True)
            self.form.addRow(label, text)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
