"""Buttons that learn from a finished hand, for the dialogs that show one.

``add_hand_buttons`` puts "Svær's review…" and "Play this deal again" into a dialog's button
box; ``add_share_button`` puts "Copy result" there after a daily deal. Each keeps its own
texts up to date when the language changes, so the host dialog needs one line per hook.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QPushButton, QWidget

from ...app.share import daily_result_text
from ..cardart import CardArt
from ..controller import GameController


def _art_of(widget: QWidget) -> CardArt:
    """The card art of the window the widget sits in (or a new one)."""
    while widget is not None:
        art = getattr(widget, "art", None)
        if isinstance(art, CardArt):
            return art
        widget = widget.parentWidget()
    return CardArt()


def _open(dialog: QDialog) -> QDialog:
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog


class HandButtons(QObject):
    """Review and replay buttons for the hand ``hand_number()`` names (None: no finished hand)."""

    def __init__(self, dialog: QDialog, box: QDialogButtonBox, controller: GameController,
                 hand_number: Callable[[], int | None]) -> None:
        super().__init__(dialog)
        self.dialog = dialog
        self.controller = controller
        self.hand_number = hand_number
        self.opened: QDialog | None = None  # the last review or practice opened, for tests
        self.review_button = QPushButton()
        self.review_button.setObjectName("review_button")
        self.review_button.clicked.connect(self.open_review)
        self.practice_button = QPushButton()
        self.practice_button.setObjectName("practice_button")
        self.practice_button.clicked.connect(self.open_practice)
        for button in (self.review_button, self.practice_button):
            button.setAutoDefault(False)  # Enter still means the dialog's own default
            box.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
        dialog.installEventFilter(self)
        self.retranslate_ui()

    def _number(self) -> int | None:
        number = self.hand_number()
        if number is None or not 0 <= number < len(self.controller.match.results):
            return None
        return number

    def open_review(self) -> QDialog | None:
        """Svær's review of the hand, over the dialog."""
        from .review import ReviewDialog

        number = self._number()
        if number is None:
            return None
        self.opened = _open(ReviewDialog(self.controller, number, _art_of(self.dialog), self.dialog))
        return self.opened

    def open_practice(self) -> QDialog | None:
        """The hand dealt again as practice, over the dialog."""
        from ..practice import PracticeDialog

        number = self._number()
        if number is None:
            return None
        self.opened = _open(PracticeDialog(self.controller, number, _art_of(self.dialog), self.dialog,
                                           threaded=self.controller.worker.threaded))
        return self.opened

    def retranslate_ui(self) -> None:
        self.review_button.setText(self.tr("Svær's &review…"))
        self.review_button.setToolTip(self.tr("Svær goes through your pass and cards in this hand"))
        self.practice_button.setText(self.tr("Play this deal &again"))
        self.practice_button.setToolTip(self.tr("The same cards as practice; it does not count"))
        enabled = self._number() is not None
        self.review_button.setEnabled(enabled)
        self.practice_button.setEnabled(enabled)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.dialog and event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        return False


class ShareButton(QObject):
    """"Copy result": the daily deal's result on the clipboard, in the player's language."""

    def __init__(self, dialog: QDialog, box: QDialogButtonBox, controller: GameController) -> None:
        super().__init__(dialog)
        self.dialog = dialog
        self.controller = controller
        self.button = QPushButton()
        self.button.setObjectName("share_button")
        self.button.setAutoDefault(False)
        self.button.clicked.connect(self.copy)
        box.addButton(self.button, QDialogButtonBox.ButtonRole.ActionRole)
        self.copied = False
        dialog.installEventFilter(self)
        self.retranslate_ui()

    def copy(self) -> str:
        """Put the result text on the clipboard; returns it."""
        text = daily_result_text(self.controller.setup, self.controller.match)
        QGuiApplication.clipboard().setText(text)
        self.copied = True
        self.retranslate_ui()
        return text

    def retranslate_ui(self) -> None:
        self.button.setText(self.tr("Result copied") if self.copied else self.tr("&Copy result"))
        self.button.setToolTip(self.tr("Copy your daily deal result to share it; no cards are shown"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.dialog and event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        return False


def add_hand_buttons(dialog: QDialog, box: QDialogButtonBox, controller: GameController,
                     hand_number: Callable[[], int | None]) -> HandButtons:
    """Add "Svær's review…" and "Play this deal again" to ``box``."""
    return HandButtons(dialog, box, controller, hand_number)


def add_share_button(dialog: QDialog, box: QDialogButtonBox, controller: GameController) -> ShareButton | None:
    """Add "Copy result" to ``box`` when the game is a daily deal."""
    return ShareButton(dialog, box, controller) if controller.setup.is_daily else None
