"""Windows showing the rules in force and tips for play, in the player's language."""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ..app.rules_page import rules_html
from ..engine import Rules
from .dialogs.buttons import plain_buttons


class PageDialog(QDialog):
    """A page of text and a Close button; ``retranslate_ui`` fills it in the player's language."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(False)
        self.buttons = plain_buttons(QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self))
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(self.buttons)
        self.resize(560, 600)

    def retranslate_ui(self) -> None:
        """Re-set every text in the installed language."""
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


class RulesDialog(PageDialog):
    """The rules page of ``rules``; retranslates itself when the language changes."""

    def __init__(self, rules: Rules, parent: QWidget | None = None, preset: str | None = "") -> None:
        super().__init__("rulesDialog", parent)
        self._rules = rules
        self._preset = preset
        self.retranslate_ui()

    def set_rules(self, rules: Rules, preset: str | None = "") -> None:
        """Show another set of rules (``preset`` "" recognises the preset from the rules)."""
        self._rules, self._preset = rules, preset
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Re-set every text in the installed language."""
        self.setWindowTitle(self.tr("Rules"))
        self.browser.setHtml(rules_html(self._rules, self._preset))


def show_rules(rules: Rules, parent: QWidget | None = None) -> RulesDialog:
    """Open (non-modal) a rules window for ``rules`` and return it."""
    dialog = RulesDialog(rules, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    return dialog


class TipsDialog(PageDialog):
    """Help › Tips for play: a handful of short strategy tips, in the player's language."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("tipsDialog", parent)
        self.resize(520, 520)
        self.retranslate_ui()

    def tips(self) -> list[tuple[str, str]]:
        """(headline, text) of each tip."""
        return [
            (self.tr("Pass the queen of spades away"),
             self.tr("Keep Q♠ only with three or four lower spades to guard it. Without low "
                     "spades, A♠ and K♠ are dangerous too: they catch the queen when someone "
                     "else drops it.")),
            (self.tr("Go void early"),
             self.tr("Pass away every card of a short suit. When that suit is led you can throw "
                     "hearts or Q♠ on someone else's trick.")),
            (self.tr("Keep a few low hearts"),
             self.tr("Once hearts are led, a low heart lets you stay under the others instead "
                     "of taking the trick.")),
            (self.tr("Duck under the highest card"),
             self.tr("When you follow suit and cannot win safely, play your highest card that "
                     "is still lower than the card winning the trick: a dangerous card gone "
                     "at no cost.")),
            (self.tr("Smoke out the queen"),
             self.tr("If you hold no Q♠, A♠ or K♠, lead low spades. Whoever holds the queen "
                     "may have to play it on a trick they lose.")),
            (self.tr("Watch for a moon"),
             self.tr("If one player has taken every point so far, take a trick with a heart "
                     "in it yourself. One heart costs you a point and stops the moon.")),
            (self.tr("Take the jack of diamonds when it is safe"),
             self.tr("Under Spar dame rules J♦ is worth −10. A trick with J♦ and no hearts is "
                     "worth winning; A♦ or K♦ late in the hand often catches it.")),
            (self.tr("Count the spades"),
             self.tr("Once Q♠ has been played, your high spades are safe to lead and win with.")),
        ]

    def retranslate_ui(self) -> None:
        """Re-set every text in the installed language."""
        self.setWindowTitle(self.tr("Tips for play"))
        items = "".join(f"<li><p><b>{html.escape(head)}.</b> {html.escape(text)}</p></li>"
                        for head, text in self.tips())
        title = html.escape(self.tr("Tips for play"))
        hint = html.escape(self.tr("The Hint button (H) suggests a card at any time."))
        self.browser.setHtml(f"<h2>{title}</h2><ol>{items}</ol><p><i>{hint}</i></p>")
