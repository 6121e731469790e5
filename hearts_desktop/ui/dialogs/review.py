"""Svær's review of a finished hand: runs in a helper process, lists the costly decisions.

The review (``ai.review``) is pure Python and can take several seconds, so the dialog sends
the decisions to the review's helper process (``ui/worker.py``) one at a time, showing its
progress as each one is judged; Cancel (or closing the dialog) asks for no more. Clicking an
entry shows its position on the board.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QEvent, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QProgressBar,
    QPushButton, QSplitter, QVBoxLayout, QWidget,
)

from ...ai.advice import Advice
from ...ai.review import Review, ReviewEntry, Reviewer, decisions_of
from ...app.i18n import format_number
from ...engine import Card
from ..cardart import CardArt
from ..controller import HUMAN, GameController
from ..worker import REVIEW, Worker
from .position_board import PositionBoard


#: A decision's cost at a glance: orange for a point or two, red from COSTLY points on.
COSTLY = 3.0
MINOR_COST = QColor("#e69f00")
MAJOR_COST = QColor("#b3122e")
BADGE = QSize(52, 24)


def _points(value: float) -> str:
    return format_number(value, 1).replace("-", "−")


def cost_badge(cost: float, ratio: float = 1.0) -> QPixmap:
    """A pill with "+1.4" (the points a decision cost), red when it cost ``COSTLY`` or more."""
    pixmap = QPixmap(round(BADGE.width() * ratio), round(BADGE.height() * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    major = cost >= COSTLY
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(MAJOR_COST if major else MINOR_COST)
    rect = QRectF(1, 2, BADGE.width() - 2, BADGE.height() - 4)
    painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
    font = QFont()
    font.setBold(True)
    font.setPixelSize(12)
    painter.setFont(font)
    painter.setPen(QColor("#ffffff") if major else QColor("#1b1b1b"))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "+" + _points(cost))
    painter.end()
    return pixmap


def cards_text(cards: tuple[Card, ...]) -> str:
    return " ".join(str(c) for c in cards)


class ReviewDialog(QDialog):
    """Svær's review of one finished hand of the current game."""

    def __init__(self, controller: GameController, hand_number: int, art: CardArt,
                 parent: QWidget | None = None, reviewer: Reviewer | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("review_dialog")
        self.controller = controller
        self.hand_number = hand_number
        self.result: Review | None = None
        self.state = "running"  # running, done, cancelled, failed
        self.failure = ""
        match = controller.match
        totals = [0] * match.players
        for result in match.results[:hand_number]:
            totals = [t + p for t, p in zip(totals, result.points)]
        self.decisions = decisions_of(match.hands[hand_number], HUMAN, totals,
                                      match.tricks_before(hand_number))
        self.reviewer = reviewer or Reviewer(controller.setup.ai_seed + 131)
        self.judged: list[ReviewEntry | None] = []  # one answer per decision, in order
        self.stopping = False  # Cancel was pressed: no more decisions are sent
        self.worker = Worker(threaded=True, parent=self, helper=REVIEW)

        layout = QVBoxLayout(self)
        self.status = QLabel()
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        row = QHBoxLayout()
        self.progress = QProgressBar()
        self.progress.setRange(0, max(1, len(self.decisions)))
        self.progress.setValue(0)
        row.addWidget(self.progress, 1)
        self.cancel_button = QPushButton()
        self.cancel_button.setObjectName("cancel_review")
        self.cancel_button.clicked.connect(self.cancel)
        row.addWidget(self.cancel_button)
        layout.addLayout(row)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        self.entries = QListWidget()
        self.entries.setObjectName("review_entries")
        self.entries.setWordWrap(True)
        self.entries.setSpacing(4)
        self.entries.setAlternatingRowColors(True)
        self.entries.setMinimumWidth(330)
        self.entries.setIconSize(BADGE)
        self.entries.currentRowChanged.connect(self._show_entry)
        splitter.addWidget(self.entries)
        self.board = PositionBoard(art, controller.name)
        splitter.addWidget(self.board)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 3)
        layout.addWidget(splitter, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(940, 560)
        self.retranslate_ui()

        self._ask()

    # Intents -----------------------------------------------------------------------------

    def cancel(self) -> None:
        """Stop the review between two decisions."""
        if self.state == "running":
            self.stopping = True
            self.cancel_button.setEnabled(False)
            self.status.setText(self.tr("Stopping the review…"))

    def done(self, result: int) -> None:
        self.stopping = True
        self.worker.close()  # closing stops a review still running
        super().done(result)

    # The decisions, one at a time ----------------------------------------------------------

    def _ask(self) -> None:
        done, total = len(self.judged), len(self.decisions)
        if done == total:
            self.result = Review(tuple(e for e in self.judged if e is not None), total)
            self.state = "done"
            self._settle()
        elif self.stopping:
            self._cancelled()
        else:
            self.worker.run(partial(self.reviewer.judge, self.decisions[done]), self._judged,
                            self._failed)

    def _judged(self, entry: ReviewEntry | None) -> None:
        self.judged.append(entry)
        done, total = len(self.judged), len(self.decisions)
        self.progress.setValue(done)
        if not self.stopping and done < total:
            self.status.setText(self.tr("Svær is looking at your decision %1 of %2…").replace(
                "%1", str(done + 1)).replace("%2", str(total)))
        self._ask()

    def _cancelled(self) -> None:
        self.state = "cancelled"
        self._settle()

    def _failed(self, error: Exception) -> None:
        self.state = "failed"
        self.failure = repr(error)
        self._settle()

    def _settle(self) -> None:
        self.progress.hide()
        self.cancel_button.hide()
        self.retranslate_ui()

    # Showing -----------------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Svær's review of hand %1").replace("%1", str(self.hand_number + 1)))
        self.cancel_button.setText(self.tr("Cancel"))
        if self.state == "running":
            if not self.stopping:
                self.status.setText(self.tr("Svær is looking at your %1 decisions…").replace(
                    "%1", str(len(self.decisions))))
        elif self.state == "cancelled":
            self.status.setText(self.tr("The review was stopped."))
        elif self.state == "failed":
            self.status.setText(self.tr("The review could not be finished."))
        elif self.result is not None:
            count = len(self.result.entries)
            if count == 0:
                self.status.setText(self.tr("Svær agrees with every card you played."))
            else:
                self.status.setText(self.tr(
                    "%n decision(s) cost you at least one point, by Svær's reckoning:", "", count))
            self.fill()

    def fill(self) -> None:
        """List the entries of a finished review."""
        row = self.entries.currentRow()
        self.entries.clear()
        if self.result is None:
            return
        ratio = self.devicePixelRatioF()
        for entry in self.result.entries:
            item = QListWidgetItem(self.entry_text(entry))
            badge = cost_badge(entry.cost, ratio)
            icon = QIcon(badge)
            icon.addPixmap(badge, QIcon.Mode.Selected)  # its colour stays when it is chosen
            item.setIcon(icon)
            item.setToolTip(item.text())
            self.entries.addItem(item)
        if self.result.entries:
            self.entries.setCurrentRow(max(0, min(row, len(self.result.entries) - 1)))

    def entry_text(self, entry: ReviewEntry) -> str:
        """The entry as a few lines: the moment, both choices, the expected points, why."""
        view = entry.view
        if len(entry.chosen) > 1:
            lines = [self.tr("The pass: you passed %1, Svær would pass %2.")]
        elif view.trick:
            lines = [self.tr("Trick %3 (%4 on the table): you played %1, Svær would play %2.")]
        else:
            lines = [self.tr("Trick %3, your lead: you played %1, Svær would play %2.")]
        text = lines[0].replace("%1", cards_text(entry.chosen)).replace(
            "%2", cards_text(entry.suggested)).replace("%3", str(len(view.tricks) + 1)).replace(
            "%4", cards_text(tuple(card for _seat, card in view.trick)))
        lines = [text, self.tr("Expected points: %1 against %2.").replace(
            "%1", _points(entry.chosen_points)).replace("%2", _points(entry.suggested_points))]
        if entry.reason is not None:
            lines.append(self.reason_text(entry.reason))
        return "\n".join(lines)

    def reason_text(self, reason: Advice) -> str:
        """One short line on the rule of thumb behind Svær's choice."""
        return {
            Advice.DUCK: self.tr("Duck under the card that is winning the trick."),
            Advice.KEEP_LOWEST_HEART: self.tr("Lose the trick with a middle heart and keep the low one."),
            Advice.DROP_QUEEN: self.tr("You cannot follow: give the queen of spades away."),
            Advice.DROP_POINTS: self.tr("You cannot follow: get rid of a point card."),
            Advice.DROP_HIGH: self.tr("You cannot follow: get rid of a dangerous high card."),
            Advice.STOP_MOON: self.tr("Take a point card from the player who has them all so far."),
            Advice.TAKE_SAFE: self.tr("Last to play and no points: take the trick with a high card."),
            Advice.TAKE_JACK: self.tr("Win the jack of diamonds: it lowers your score."),
            Advice.FLUSH_QUEEN: self.tr("Lead a low spade to drive out the queen of spades."),
            Advice.PASS_QUEEN: self.tr("Too few spades to hide the queen: pass it."),
            Advice.PASS_HIGH_SPADES: self.tr("The ace and king of spades catch the queen: pass them."),
            Advice.GO_VOID: self.tr("Empty a short suit, so you can discard on it later."),
        }[reason]

    def _show_entry(self, row: int) -> None:
        if self.result is None or not 0 <= row < len(self.result.entries):
            self.board.show_position(None)
            return
        entry = self.result.entries[row]
        self.board.show_position(entry.view, entry.chosen, entry.suggested)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
