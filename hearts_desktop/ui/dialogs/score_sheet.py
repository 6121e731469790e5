"""The score sheet: every hand's points, the totals pinned below, and a chart of the totals."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import (
    QAbstractItemView, QDialog, QDialogButtonBox, QHeaderView, QTableWidget, QTableWidgetItem,
    QVBoxLayout, QWidget,
)

from ...engine import EndRule
from ..controller import GameController
from .buttons import plain_buttons
from .hand_tools import add_hand_buttons, add_share_button
from .line_chart import LineChart, Series

MOON = "☾"


def _num(value: int) -> str:
    return str(value).replace("-", "−")


def _sheet_table() -> QTableWidget:
    """A read-only table with nothing selected and no focus frame."""
    table = QTableWidget()
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    table.setAlternatingRowColors(True)
    return table


def running_totals(controller: GameController) -> list[list[int]]:
    """Per player, the game's running total after each hand (one value per hand)."""
    running = [0] * controller.players
    series: list[list[int]] = [[] for _ in range(controller.players)]
    for result in controller.match.results:
        running = [t + p for t, p in zip(running, result.points)]
        for seat in range(controller.players):
            series[seat].append(running[seat])
    return series


def show_totals(chart: LineChart, controller: GameController) -> None:
    """Put the game's running totals into ``chart``, with the score limit if it has one."""
    rules = controller.match.rules
    limit = None if rules.end_rule is EndRule.HANDS else rules.end_score
    label = (QCoreApplication.translate("ScoreSheetDialog", "Limit %1").replace("%1", str(limit))
             if limit is not None else "")
    chart.set_data([Series(controller.name(s), tuple(v))
                    for s, v in enumerate(running_totals(controller))], limit, label)


class ScoreSheetDialog(QDialog):
    """A row per hand (moons marked ☾), the totals pinned at the bottom, and a line chart of
    every player's running total per hand with the score limit drawn."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("score_sheet")
        self.controller = controller
        layout = QVBoxLayout(self)
        self.table = _sheet_table()
        # A click picks the hand the review and practice buttons act on; none is picked at first.
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        layout.addWidget(self.table, 2)
        self.totals = _sheet_table()
        self.totals.horizontalHeader().setVisible(False)
        self.totals.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.totals.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.totals.setAlternatingRowColors(False)
        layout.addWidget(self.totals)
        self.chart = LineChart()
        layout.addWidget(self.chart, 3)
        buttons = plain_buttons(QDialogButtonBox(QDialogButtonBox.StandardButton.Close))
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        self.hand_tools = add_hand_buttons(self, buttons, controller, self.selected_hand)
        self.share = add_share_button(self, buttons, controller)
        layout.addWidget(buttons)
        self.resize(600, 560)
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
        """The sheet as text: one row per hand (the hand's points, ☾ on a moon), then the totals."""
        c = self.controller
        rows = []
        for result in c.match.results:
            row = []
            for seat in range(c.players):
                mark = f" {MOON}" if result.shooter == seat and (result.moon_shot or result.voided) else ""
                row.append(_num(result.points[seat]) + mark)
            rows.append(row)
        rows.append([_num(t) for t in c.match.totals])
        return rows

    def fill(self) -> None:
        c = self.controller
        rows = self.rows()
        hand_rows, total_row = rows[:-1], rows[-1]
        self.table.clear()
        self.table.setColumnCount(c.players)
        self.table.setRowCount(len(hand_rows))
        self.table.setHorizontalHeaderLabels([c.name(s) for s in range(c.players)])
        self.table.setVerticalHeaderLabels(
            [self.tr("Hand %1").replace("%1", str(i + 1)) for i in range(len(hand_rows))])
        for r, row in enumerate(hand_rows):
            for col, text in enumerate(row):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if MOON in text:
                    item.setToolTip(self.tr("Shot the moon"))
                self.table.setItem(r, col, item)
        self.totals.clear()
        self.totals.setColumnCount(c.players)
        self.totals.setRowCount(1)
        self.totals.setVerticalHeaderLabels([self.tr("Total")])
        best = min(c.match.totals)
        for col, text in enumerate(total_row):
            item = QTableWidgetItem(text)
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            font = item.font()
            font.setBold(True)
            item.setFont(font)
            if c.match.results and c.match.totals[col] == best:
                item.setText("★ " + text)
            self.totals.setItem(0, col, item)
        # The two tables share their column lines: same header width, one row tall.
        width = max(self.table.verticalHeader().sizeHint().width(),
                    self.totals.verticalHeader().sizeHint().width())
        self.table.verticalHeader().setFixedWidth(width)
        self.totals.verticalHeader().setFixedWidth(width)
        self.totals.setFixedHeight(self.totals.rowHeight(0) + 2 * self.totals.frameWidth())
        if hand_rows:
            self.table.scrollToBottom()
        show_totals(self.chart, c)
