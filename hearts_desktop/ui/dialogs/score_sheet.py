"""The score sheet: every hand's points and the running totals."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QHeaderView, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget,
)

from ..controller import GameController
from .hand_tools import add_hand_buttons, add_share_button


class ScoreSheetDialog(QDialog):
    """A row per hand: points (running total) for each player; moons are marked."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("score_sheet")
        self.controller = controller
        layout = QVBoxLayout(self)
        self.table = QTableWidget()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        self.hand_tools = add_hand_buttons(self, buttons, controller, self.selected_hand)
        self.share = add_share_button(self, buttons, controller)
        layout.addWidget(buttons)
        self.resize(560, 420)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Score sheet"))
        self.fill()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def selected_hand(self) -> int | None:
        """The finished hand of the selected row, else the last one (None before any)."""
        row, count = self.table.currentRow(), len(self.controller.match.results)
        return row if 0 <= row < count else count - 1 if count else None

    def rows(self) -> list[list[str]]:
        """The sheet as text: one row per hand, then the totals."""
        c = self.controller
        n = c.players
        running = [0] * n
        rows = []
        for number, result in enumerate(c.match.results):
            running = [t + p for t, p in zip(running, result.points)]
            row = []
            for seat in range(n):
                mark = ""
                if result.shooter == seat and (result.moon_shot or result.voided):
                    mark = " ☾"
                row.append(f"{result.points[seat]:+d} ({running[seat]}){mark}".replace("-", "−"))
            rows.append(row)
        rows.append([str(t).replace("-", "−") for t in c.match.totals])
        return rows

    def fill(self) -> None:
        c = self.controller
        rows = self.rows()
        self.table.clear()
        self.table.setColumnCount(c.players)
        self.table.setRowCount(len(rows))
        self.table.setHorizontalHeaderLabels([c.name(s) for s in range(c.players)])
        labels = [self.tr("Hand %1").replace("%1", str(i + 1)) for i in range(len(rows) - 1)]
        labels.append(self.tr("Total"))
        self.table.setVerticalHeaderLabels(labels)
        for r, row in enumerate(rows):
            for col, text in enumerate(row):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if r == len(rows) - 1:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.table.setItem(r, col, item)
