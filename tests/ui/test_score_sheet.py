"""The score sheet: totals pinned below the hands, nothing selected at first, and the chart of totals."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView

from hearts_desktop.ui.dialogs.line_chart import nice_step
from hearts_desktop.ui.dialogs.score_sheet import ScoreSheetDialog

from .helpers import finish_hands


def test_the_chart_has_a_line_per_player_and_a_point_per_hand(qtbot, make_window):
    window = make_window(seed=41)
    c = window.controller
    finish_hands(qtbot, window, 3)
    window.score_action.trigger()
    sheet = window.dialog
    assert isinstance(sheet, ScoreSheetDialog)
    series = sheet.chart.series
    assert [s.name for s in series] == [c.name(seat) for seat in range(4)]
    assert all(len(s.values) == 3 for s in series)
    for seat, line in enumerate(series):
        assert line.values[-1] == c.match.totals[seat]
        assert line.values[0] == c.match.results[0].points[seat]
    assert sheet.chart.limit == 100 and sheet.chart.limit_label == "Limit 100"
    assert sheet.table.rowCount() == 3 and sheet.totals.rowCount() == 1
    assert not sheet.table.selectedItems()  # nothing picked until the player clicks a hand
    assert sheet.selected_hand() == 2  # so the buttons act on the last hand
    rect = sheet.table.visualItemRect(sheet.table.item(1, 2))
    qtbot.mouseClick(sheet.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert {item.row() for item in sheet.table.selectedItems()} == {1}  # the whole row
    assert sheet.selected_hand() == 1
    assert sheet.totals.selectionMode() is QAbstractItemView.SelectionMode.NoSelection
    sheet.grab()  # paints without error


def test_grid_steps_are_round_numbers():
    assert nice_step(100) == 20
    assert nice_step(26) == 10 or nice_step(26) == 5
    assert nice_step(500) == 100
    assert nice_step(3) == 1
