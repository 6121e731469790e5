"""The statistics dialog: the game in progress on its own, then finished games overall and per
level, the last games' results as a chart, the win rate per level as bars, and the daily deals
by date."""

from __future__ import annotations

import datetime as dt
from typing import Callable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QAbstractItemView, QAbstractScrollArea, QDialog, QDialogButtonBox, QFormLayout, QHeaderView,
    QLabel, QMessageBox, QPushButton, QSizePolicy, QTableWidget, QTableWidgetItem, QTabWidget,
    QVBoxLayout, QWidget,
)

from ..ai import Level
from ..app.i18n import format_date, format_number
from ..app.names import level_name, preset_name
from ..app.services import AppServices
from ..app.statistics import CUSTOM, Tally
from ..app.statistics_details import LevelDetail, MatchCounts
from ..engine import Match
from .dialogs.bar_chart import Bar, BarChart
from .dialogs.buttons import plain_buttons
from .dialogs.confirm import question
from .dialogs.line_chart import LineChart, Series

DAILY_ROWS = 30  # the daily deals listed, newest first


def _percent(tally: Tally) -> str:
    return format_number(100 * tally.won / tally.played) + " %" if tally.played else "–"


def _number(value: float | int | None, decimals: int = 0) -> str:
    return "–" if value is None else format_number(value, decimals).replace("-", "−")


def _table(headers: list[str], rows: list[list[str]], table: QTableWidget,
           numbers_from: int = 1) -> None:
    """Fill ``table``; the columns from ``numbers_from`` on hold numbers and align right."""
    table.clear()
    table.setColumnCount(len(headers))
    table.setHorizontalHeaderLabels(headers)
    table.setRowCount(len(rows))
    for r, row in enumerate(rows):
        for col, text in enumerate(row):
            item = QTableWidgetItem(text)
            if col >= numbers_from:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            table.setItem(r, col, item)


def _read_only_table() -> QTableWidget:
    table = QTableWidget()
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    table.verticalHeader().setVisible(False)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.horizontalHeader().setStretchLastSection(True)
    return table


class StatisticsDialog(QDialog):
    """What the player has done so far; the reset button forgets it after asking.

    ``current`` is the game on the table: shown on its own as "this game so far", because
    only finished games are counted.
    """

    def __init__(self, services: AppServices, parent: QWidget | None = None,
                 today: Callable[[], dt.date] = dt.date.today, current: Match | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statistics_dialog")
        self.services = services
        self.today = today
        self.current = current
        layout = QVBoxLayout(self)
        self.current_title = QLabel()
        bold = self.current_title.font()
        bold.setBold(True)
        self.current_title.setFont(bold)
        layout.addWidget(self.current_title)
        self.current_label = QLabel()
        self.current_label.setObjectName("game_so_far")
        self.current_label.setWordWrap(True)
        layout.addWidget(self.current_label)

        self.tabs = QTabWidget()
        overview = QWidget()
        overview_layout = QVBoxLayout(overview)
        form = QFormLayout()
        self.labels: dict[str, tuple[QLabel, QLabel]] = {}
        for key in ("played", "won", "average", "best", "moons_player", "moons_computers",
                    "daily"):
            pair = (QLabel(), QLabel())
            pair[1].setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            form.addRow(*pair)
            self.labels[key] = pair
        overview_layout.addLayout(form)
        self.chart_title = QLabel()
        overview_layout.addWidget(self.chart_title)
        self.chart = LineChart()
        self.chart.start_at_zero = False
        overview_layout.addWidget(self.chart, 1)
        self.tabs.addTab(overview, "")
        by_level = QWidget()
        by_level_layout = QVBoxLayout(by_level)
        self.table = _read_only_table()
        # As tall as its rows: the space below goes to the bars.
        self.table.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        self.table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        by_level_layout.addWidget(self.table)
        self.bars_title = QLabel()
        by_level_layout.addWidget(self.bars_title)
        self.level_bars = BarChart()
        by_level_layout.addWidget(self.level_bars, 1)
        self.tabs.addTab(by_level, "")
        self.daily_table = _read_only_table()
        self.daily_table.horizontalHeader().setDefaultAlignment(
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.tabs.addTab(self.daily_table, "")
        layout.addWidget(self.tabs, 1)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button = QPushButton()
        self.reset_button.setObjectName("reset_statistics")
        self.buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.ask_reset)
        self.buttons.rejected.connect(self.reject)
        plain_buttons(self.buttons)
        layout.addWidget(self.buttons)
        self.resize(680, 560)
        self.retranslate_ui()

    # Reset -------------------------------------------------------------------------------

    def reset_question(self) -> QMessageBox:
        """The question before forgetting everything; keeping is the default and Escape."""
        return question(
            self, self.tr("Reset statistics"),
            self.tr("Forget every game, score and moon counted so far? This cannot be undone."),
            self.tr("&Forget them"), self.tr("&Keep them"), safe=QMessageBox.StandardButton.No)

    def confirm_reset(self) -> bool:
        """Ask before forgetting everything."""
        box = self.reset_question()
        box.exec()
        box.deleteLater()
        return box.clickedButton() is box.button(QMessageBox.StandardButton.Yes)

    def ask_reset(self) -> None:
        if not self.confirm_reset():
            return
        self.services.reset_statistics()  # a failure is told by the services' listener
        self.fill()

    # Texts -------------------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.reset_button.setText(self.tr("&Reset…"))
        self.current_title.setText(self.tr("This game so far"))
        self.tabs.setTabText(0, self.tr("Finished games"))
        self.tabs.setTabText(1, self.tr("By level"))
        self.tabs.setTabText(2, self.tr("Daily deals"))
        self.bars_title.setText(self.tr("Your win rate by level"))
        self.chart_title.setText(self.tr("Your final score in the last %1 games").replace(
            "%1", str(max(1, len(self.services.statistics.recent)))))
        names = {
            "played": self.tr("Games played"), "won": self.tr("Games won"),
            "average": self.tr("Average final score"), "best": self.tr("Best game"),
            "moons_player": self.tr("Moons shot by you"),
            "moons_computers": self.tr("Moons shot by the computers"),
            "daily": self.tr("Today's daily deal"),
        }
        for key, (label, _value) in self.labels.items():
            label.setText(names[key])
        self.fill()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def current_text(self) -> str:
        """The game on the table, which the counts below leave out until it ends."""
        match = self.current
        if match is None or match.is_over:
            return self.tr("No game in progress. Only finished games are counted below.")
        counts = MatchCounts.of(match)
        return self.tr(
            "Hand %1 · your total %2 · Q♠ taken %3 · moons shot %4. "
            "Counted below when the game ends.").replace("%1", str(len(match.hands))).replace(
            "%2", _number(counts.total)).replace("%3", _number(counts.queens)).replace(
            "%4", _number(counts.moons))

    def values(self) -> dict[str, str]:
        """The summary as text, by key (what the labels show)."""
        stats = self.services.statistics
        total = stats.total()
        best = stats.best_game
        if best is None:
            best_text = "–"
        else:
            best_text = self.tr("%1 points (%2, %3, %4)").replace(
                "%1", _number(best.score)).replace("%2", self._preset(best.preset)).replace(
                "%3", level_name(Level(best.level))).replace(
                "%4", format_date(dt.date.fromisoformat(best.date)))
        return {
            "played": _number(total.played),
            "won": f"{_number(total.won)} ({_percent(total)})",
            "average": _number(total.average, 1),
            "best": best_text,
            "moons_player": _number(stats.moons_by_player),
            "moons_computers": _number(stats.moons_by_computers),
            "daily": self.daily_text(self.today()),
        }

    def daily_text(self, date: dt.date) -> str:
        """How the daily deal of ``date`` went."""
        daily = self.services.statistics.daily_result(date)
        if daily is None:
            return self.tr("not played yet")
        if not daily.finished:
            return self.tr("started, not finished")
        if daily.won:
            return self.tr("won with %1 points").replace("%1", _number(daily.score))
        return self.tr("lost with %1 points").replace("%1", _number(daily.score))

    def _preset(self, name: str) -> str:
        return preset_name(None if name == CUSTOM else name)

    def headers(self) -> list[str]:
        return [self.tr("Level"), self.tr("Games"), self.tr("Won"), self.tr("Win rate"),
                self.tr("Points per hand"), self.tr("Moons"), self.tr("Q♠ taken"),
                self.tr("Best"), self.tr("Worst")]

    def _levels(self) -> list[tuple[str, Tally, LevelDetail]]:
        """All levels, then each level: its name, tally and details."""
        stats = self.services.statistics
        out = []
        for level in (None, *Level):
            key = None if level is None else level.value
            detail = LevelDetail()
            for lv, d in stats.details.items():
                if key is None or lv == key:
                    detail.add(d)
            name = self.tr("All levels") if level is None else level_name(level)
            out.append((name, stats.total(level=key), detail))
        return out

    def rows(self) -> list[list[str]]:
        """Overall, then one row per level: games, won, win rate, points per hand, moons by
        the player, Q♠ taken, best and worst final total."""
        rows = []
        for name, tally, detail in self._levels():
            per_hand = tally.score_sum / detail.hands if detail.hands else None
            rows.append([name, _number(tally.played), _number(tally.won), _percent(tally),
                         _number(per_hand, 2), _number(detail.moons), _number(detail.queens),
                         _number(tally.best), _number(detail.worst)])
        return rows

    def level_bars_data(self) -> list[Bar]:
        """A bar per level (all levels first): the share of games won, with "won/played"."""
        return [Bar(name, tally.won / tally.played,
                    f"{_percent(tally)} · {_number(tally.won)}/{_number(tally.played)}")
                if tally.played else Bar(name, None, "–")
                for name, tally, _detail in self._levels()]

    def daily_rows(self) -> list[list[str]]:
        """The daily deals played, newest first: date and result."""
        dates = sorted(self.services.statistics.daily, reverse=True)[:DAILY_ROWS]
        return [[format_date(dt.date.fromisoformat(d)), self.daily_text(dt.date.fromisoformat(d))]
                for d in dates]

    def fill(self) -> None:
        self.current_label.setText(self.current_text())
        for key, text in self.values().items():
            self.labels[key][1].setText(text)
        _table(self.headers(), self.rows(), self.table)
        self.level_bars.set_bars(self.level_bars_data())
        _table([self.tr("Date"), self.tr("Result")], self.daily_rows(), self.daily_table,
               numbers_from=2)  # the result is a sentence
        recent = self.services.statistics.recent
        self.chart.set_data([Series(self.tr("You"), tuple(g.score for g in recent))])
