"""The statistics dialog: games played and won by level and rules, scores, moons, daily deal."""

from __future__ import annotations

import datetime as dt
from typing import Callable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QFormLayout, QLabel, QMessageBox, QPushButton, QTableWidget,
    QTableWidgetItem, QVBoxLayout, QWidget,
)

from ..ai import Level
from ..app.i18n import format_date, format_number
from ..app.services import AppServices
from ..app.statistics import CUSTOM, Tally
from ..app.names import level_name, preset_name


def _percent(tally: Tally) -> str:
    return format_number(100 * tally.won / tally.played) + " %" if tally.played else "–"


def _number(value: float | int | None, decimals: int = 0) -> str:
    return "–" if value is None else format_number(value, decimals).replace("-", "−")


class StatisticsDialog(QDialog):
    """What the player has done so far; the reset button forgets it after asking."""

    def __init__(self, services: AppServices, parent: QWidget | None = None,
                 today: Callable[[], dt.date] = dt.date.today) -> None:
        super().__init__(parent)
        self.setObjectName("statistics_dialog")
        self.services = services
        self.today = today
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.labels: dict[str, tuple[QLabel, QLabel]] = {}
        for key in ("played", "won", "average", "best", "moons_player", "moons_computers",
                    "daily"):
            pair = (QLabel(), QLabel())
            pair[1].setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            form.addRow(*pair)
            self.labels[key] = pair
        layout.addLayout(form)
        self.table = QTableWidget()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        layout.addWidget(self.table)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button = QPushButton()
        self.reset_button.setObjectName("reset_statistics")
        self.buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.ask_reset)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.resize(620, 460)
        self.retranslate_ui()

    # Reset -------------------------------------------------------------------------------

    def confirm_reset(self) -> bool:
        """Ask before forgetting everything."""
        answer = QMessageBox.question(
            self, self.tr("Reset statistics"),
            self.tr("Forget every game, score and moon counted so far? This cannot be undone."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def ask_reset(self) -> None:
        if not self.confirm_reset():
            return
        self.services.reset_statistics()  # a failure is told by the services' listener
        self.fill()

    # Texts -------------------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.reset_button.setText(self.tr("&Reset…"))
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
        daily = stats.daily_result(self.today())
        if daily is None:
            daily_text = self.tr("not played yet")
        elif not daily.finished:
            daily_text = self.tr("started, not finished")
        elif daily.won:
            daily_text = self.tr("won with %1 points").replace("%1", _number(daily.score))
        else:
            daily_text = self.tr("lost with %1 points").replace("%1", _number(daily.score))
        return {
            "played": _number(total.played),
            "won": f"{_number(total.won)} ({_percent(total)})",
            "average": _number(total.average, 1),
            "best": best_text,
            "moons_player": _number(stats.moons_by_player),
            "moons_computers": _number(stats.moons_by_computers),
            "daily": daily_text,
        }

    def _preset(self, name: str) -> str:
        return preset_name(None if name == CUSTOM else name)

    def rows(self) -> list[list[str]]:
        """One row per level and rules played: level, rules, played, won, average, best."""
        order = {level.value: i for i, level in enumerate(Level)}
        rows = []
        for (level, preset), tally in sorted(self.services.statistics.tallies.items(),
                                             key=lambda item: (order[item[0][0]], item[0][1])):
            rows.append([level_name(Level(level)), self._preset(preset), _number(tally.played),
                         f"{_number(tally.won)} ({_percent(tally)})", _number(tally.average, 1),
                         _number(tally.best)])
        return rows

    def fill(self) -> None:
        for key, text in self.values().items():
            self.labels[key][1].setText(text)
        rows = self.rows()
        headers = [self.tr("Level"), self.tr("Rules"), self.tr("Played"), self.tr("Won"),
                   self.tr("Average"), self.tr("Best")]
        self.table.clear()
        self.table.setColumnCount(len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        self.table.setRowCount(len(rows))
        for r, row in enumerate(rows):
            for col, text in enumerate(row):
                item = QTableWidgetItem(text)
                if col >= 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(r, col, item)
        self.table.resizeColumnsToContents()
