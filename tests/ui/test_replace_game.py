"""Nothing the player built is thrown away without a question: new game and daily deal."""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtWidgets import QMessageBox

from hearts_desktop.engine import DailyDeals, EndRule, preset
from hearts_desktop.ui.dialogs.confirm import ReplaceGameQuestion
from hearts_desktop.ui.dialogs.new_game import NewGameDialog
from hearts_desktop.ui.dialogs.summaries import GameOverDialog

from .helpers import card_point, click, legal_cards, wait_for_player


def play_a_card(qtbot, window) -> None:
    """Pass if asked, then play one card: the game is now the player's."""
    c = window.controller
    wait_for_player(qtbot, window)
    if c.can_pass():
        c.pass_cards(c.match.hand.hand(0)[:3])
        wait_for_player(qtbot, window)
    click(window, card_point(window, legal_cards(window)[0]))
    wait_for_player(qtbot, window)


@pytest.mark.parametrize("action", ["new_action", "daily_action"])
def test_no_keeps_every_event_of_an_unfinished_game(qtbot, make_window, action):
    window = make_window(seed=21)
    c = window.controller
    play_a_card(qtbot, window)
    events, setup = list(c.match.events), c.setup
    getattr(window, action).trigger()
    question = window.dialog
    assert isinstance(question, ReplaceGameQuestion)
    assert question.defaultButton() is question.button(QMessageBox.StandardButton.No)
    assert "hand 1, you 0" in question.informativeText()
    # The buttons say what they do, not Yes and No.
    start = {"new_action": "&Start the new game", "daily_action": "&Start the daily deal"}[action]
    assert question.button(QMessageBox.StandardButton.Yes).text() == start
    assert question.button(QMessageBox.StandardButton.No).text() == "&Keep playing"
    question.button(QMessageBox.StandardButton.No).click()
    qtbot.waitUntil(lambda: window.dialog is None)
    assert c.setup is setup and c.match.events[: len(events)] == events


def test_yes_goes_on_to_the_new_game(qtbot, make_window):
    window = make_window(seed=22)
    c = window.controller
    play_a_card(qtbot, window)
    window.daily_action.trigger()
    assert isinstance(window.dialog, ReplaceGameQuestion)
    with qtbot.waitSignal(c.new_game_started):
        window.dialog.button(QMessageBox.StandardButton.Yes).click()
    assert c.setup.deals == DailyDeals(dt.date.today())
    play_a_card(qtbot, window)
    window.new_action.trigger()
    window.dialog.button(QMessageBox.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: isinstance(window.dialog, NewGameDialog))


def test_no_question_before_the_player_has_done_anything(qtbot, make_window):
    window = make_window(seed=23)
    wait_for_player(qtbot, window)
    window.new_action.trigger()
    assert isinstance(window.dialog, NewGameDialog)


def test_a_finished_game_needs_no_question(qtbot, make_window):
    from .helpers import play_until_dialog

    window = make_window(seed=13, rules=preset("spar-dame").with_options(end_rule=EndRule.HANDS, end_hands=1))
    play_until_dialog(qtbot, window)
    window.dialog.accept()
    qtbot.waitUntil(lambda: isinstance(window.dialog, GameOverDialog))
    window.dialog.reject()
    qtbot.waitUntil(lambda: window.dialog is None)
    with qtbot.waitSignal(window.controller.new_game_started):
        window.daily_action.trigger()


def test_window_title_is_preset_and_level(qtbot, make_window):
    window = make_window(seed=24)
    assert window.windowTitle() == "Spar dame · Medium"
