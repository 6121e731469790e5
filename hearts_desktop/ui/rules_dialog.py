"""A window showing the rules in force, in the player's language."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ..app.rules_page import rules_html
from ..engine import Rules


class RulesDialog(QDialog):
    """The rules page of ``rules``; retranslates itself when the language changes."""

    def __init__(self, rules: Rules, parent: QWidget | None = None, preset: str | None = "") -> None:
        super().__init__(parent)
        self.setObjectName("rulesDialog")
        self._rules = rules
        self._preset = preset
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(False)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(self.buttons)
        self.resize(560, 640)
        self.retranslate_ui()

    def set_rules(self, rules: Rules, preset: str | None = "") -> None:
        """Show another set of rules (``preset`` "" recognises the preset from the rules)."""
        self._rules, self._preset = rules, preset
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Re-set every text in the installed language."""
        self.setWindowTitle(self.tr("Rules"))
        self.browser.setHtml(rules_html(self._rules, self._preset))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


def show_rules(rules: Rules, parent: QWidget | None = None) -> RulesDialog:
    """Open (non-modal) a rules window for ``rules`` and return it."""
    dialog = RulesDialog(rules, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    return dialog
