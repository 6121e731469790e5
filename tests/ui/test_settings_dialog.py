"""Settings hold the player's name and the default level; new games and Dagens start from them."""

from __future__ import annotations

import datetime as dt

from hearts_desktop.ai import Level
from hearts_desktop.engine import DailyDeals
from hearts_desktop.ui.dialogs.new_game import NewGameDialog

from .helpers import wait_for_player


def test_name_and_level_from_the_settings_reach_the_next_game(qtbot, make_window):
    window = make_window(seed=51)
    wait_for_player(qtbot, window)
    window.settings_action.trigger()
    dialog = window.dialog
    assert dialog.level() is Level.MELLEM and dialog.player_name() == ""
    dialog.name_edit.setText("  Mette\t")
    dialog.level_box.setCurrentIndex(list(Level).index(Level.SVAER))
    dialog.accept()
    assert window.settings.player_name() == "Mette" and window.settings.level() is Level.SVAER
    assert window.settings.services.settings.names[0] == "Mette"
    window.new_action.trigger()
    new_game = window.dialog
    assert isinstance(new_game, NewGameDialog)
    assert new_game.level() is Level.SVAER and new_game.name_edits[0].text() == "Mette"
    new_game.reject()
    qtbot.waitUntil(lambda: window.dialog is None)
    with qtbot.waitSignal(window.controller.new_game_started):
        window.daily_action.trigger()
    setup = window.controller.setup
    assert setup.deals == DailyDeals(dt.date.today())
    assert setup.level is Level.SVAER and window.controller.name(0) == "Mette"
    assert window.windowTitle().startswith("Spar dame · Hard · ")
