"""A short game to its end: the end-of-hand summary, the end-of-game dialog, a new game."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from hearts_desktop.engine import EndRule, preset
from hearts_desktop.ui.dialogs.new_game import NewGameDialog
from hearts_desktop.ui.dialogs.summaries import GameOverDialog, HandSummaryDialog

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
    for seat in range(4):
        assert c.name(seat) in over.totals_label.text()
    QTest.mouseClick(over.new_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(window.dialog, NewGameDialog))
    new_game = window.dialog
    with qtbot.waitSignal(c.new_game_started):
        new_game.accept()
    assert not c.is_over and len(c.match.hands) == 1 and not c.match.events
