"""Questions that could end something: the Yes/No box whose buttons say what they do, and the
question before a new game or the daily deal replaces the game in progress."""

from __future__ import annotations

import html
from enum import Enum

from PySide6.QtWidgets import QMessageBox, QWidget

from ...engine import Match, PassCards, PlayCard

HUMAN = 0


class Replacement(str, Enum):
    """What would replace the game in progress."""

    NEW_GAME = "new_game"
    DAILY = "daily"


def game_at_stake(match: Match) -> bool:
    """Whether replacing this game throws away something the player did (a finished game: no)."""
    if match.is_over:
        return False
    if len(match.hands) > 1:
        return True
    return any(e.seat == HUMAN and isinstance(e, (PassCards, PlayCard)) for e in match.events)


def question(parent: QWidget | None, title: str, text: str, yes: str, no: str,
             safe: QMessageBox.StandardButton) -> QMessageBox:
    """A Yes/No question (not yet shown) whose buttons read ``yes`` and ``no``. ``safe``, the
    answer that loses nothing, is the default and what Escape and closing the box answer."""
    box = QMessageBox(QMessageBox.Icon.Question, title, text,
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, parent)
    box.button(QMessageBox.StandardButton.Yes).setText(yes)
    box.button(QMessageBox.StandardButton.No).setText(no)
    box.setDefaultButton(safe)
    box.setEscapeButton(safe)
    return box


class ReplaceGameQuestion(QMessageBox):
    """End the unfinished game for another one? The buttons say what they do ("Start the new
    game", "Keep playing"); keeping the game is the default and what Escape does."""

    MIN_WIDTH = 320  # the explanation on two lines, not five

    def __init__(self, match: Match, replacement: Replacement, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replace_game_question")
        self.setIcon(QMessageBox.Icon.Question)
        self.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        self.setDefaultButton(QMessageBox.StandardButton.No)
        self.setEscapeButton(QMessageBox.StandardButton.No)
        self.hand_number = len(match.hands)
        self.your_total = match.totals[HUMAN]
        self.replacement = Replacement(replacement)
        # QMessageBox sizes itself from its labels: a wider explanation (its object name is
        # Qt's own) keeps the box from wrapping it word by word.
        self.setStyleSheet(f"QLabel#qt_msgbox_informativelabel {{ min-width: {self.MIN_WIDTH}px; }}")
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        questions = {
            Replacement.NEW_GAME: self.tr("Start a new game?"),
            Replacement.DAILY: self.tr("Start today's daily deal?"),
        }
        answers = {
            Replacement.NEW_GAME: self.tr("&Start the new game"),
            Replacement.DAILY: self.tr("&Start the daily deal"),
        }
        self.setWindowTitle(self.tr("End the current game?"))
        self.setText(f"<b>{html.escape(questions[self.replacement])}</b>")
        self.button(QMessageBox.StandardButton.Yes).setText(answers[self.replacement])
        self.button(QMessageBox.StandardButton.No).setText(self.tr("&Keep playing"))
        self.setInformativeText(
            self.tr("The current game (hand %1, you %2) will be ended.")
            .replace("%1", str(self.hand_number)).replace("%2", str(self.your_total).replace("-", "−")))

    def confirmed(self) -> bool:
        """Whether the player answered Yes."""
        return self.clickedButton() is self.button(QMessageBox.StandardButton.Yes)
