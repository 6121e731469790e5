"""A short game to its end: the end-of-hand summary, the end-of-game dialog, a new game."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from hearts_desktop.engine import EndRule, preset
from hearts_desktop.ui.dialogs.new_game import NewGameDialog
from hearts_desktop.ui.dialogs.summaries import GameOverDialog, HandSummaryDialog, standings

from .helpers import play_until_dialog


def test_a_one_hand_game_reaches_the_end_of_game_dialog(qtbot, make_window):
    rules = preset("spar-dame").with_options(end_rule=EndRule.HANDS, end_hands=1)
    window = make_window(seed=13, rules=rules)
    c = window.controller
    play_until_dialog(qtbot, window)
    summary = window.dialog
    assert isinstance(summary, HandSummaryDialog)
    assert summary.buttons.button(summary.buttons.StandardButton.Ok).text() == "Game over"
    summary.accept()
    qtbot.waitUntil(lambda: isinstance(window.dialog, GameOverDialog))
    over = window.dialog
    assert c.is_over
    winners = [c.name(s) for s in c.match.winners]
    losers = [c.name(s) for s in c.match.losers]
    text = over.winners_label.text()
    assert text == "You win!" or all(name in text for name in winners)
    assert all(name in over.losers_label.text() for name in losers)
    ranked = [seat for _, seat in standings(c.match.totals)]
    assert sorted(ranked) == [0, 1, 2, 3]
    names = [over.grid.itemAtPosition(row, 1).widget().text() for row in range(1, 5)]
    assert names == [("★ " if seat in c.match.winners else "") + c.name(seat) for seat in ranked]
    assert [s.values[-1] for s in over.chart.series] == list(c.match.totals)
    QTest.mouseClick(over.new_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(window.dialog, NewGameDialog))
    new_game = window.dialog
    with qtbot.waitSignal(c.new_game_started):
        new_game.accept()
    assert not c.is_over and len(c.match.hands) == 1 and not c.match.events


@pytest.mark.parametrize("totals, expected", [
    ([30, 12, 57, 101], [(1, 1), (2, 0), (3, 2), (4, 3)]),
    ([40, 12, 40, 101], [(1, 1), (2, 0), (2, 2), (4, 3)]),
    ([9, 9, 9], [(1, 0), (1, 1), (1, 2)]),
    ([-10, 26, 26, 26, 3, 0], [(1, 0), (2, 5), (3, 4), (4, 1), (4, 2), (4, 3)]),
])
def test_the_standings_share_a_place_on_equal_totals(totals, expected):
    assert standings(totals) == expected
