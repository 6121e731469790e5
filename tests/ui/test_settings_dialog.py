"""Settings hold the player's name and the default level; new games and Dagens start from them."""

from __future__ import annotations

import datetime as dt
import re

import pytest
from PySide6.QtWidgets import QCheckBox, QLabel

from hearts_desktop.ai import Level
from hearts_desktop.engine import DailyDeals
from hearts_desktop.ui.dialogs.new_game import NewGameDialog
from hearts_desktop.ui.dialogs.settings import SettingsDialog
from hearts_desktop.ui.settings import Speed
from tests.i18n.conftest import language  # noqa: F401 - the fixture that installs a language

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


@pytest.mark.parametrize("lang", ["en", "nb", "da"])
def test_settings_mnemonics_are_unique(qtbot, language, lang):
    language(lang)
    dialog = SettingsDialog(Speed.NORMAL, False)
    qtbot.addWidget(dialog)
    texts = [w.text() for kind in (QLabel, QCheckBox) for w in dialog.findChildren(kind)]
    keys = [m.group(1).lower() for t in texts if (m := re.search(r"&([^&\s])", t))]
    assert len(keys) >= 5 and len(set(keys)) == len(keys), texts


def blue_pixels(widget) -> int:
    """Pixels clearly blue: the four-colour deck's diamonds."""
    image = widget.grab().toImage()
    count = 0
    for y in range(image.height()):
        for x in range(image.width()):
            colour = image.pixelColor(x, y)
            count += colour.blue() > colour.red() + 80 and colour.blue() > colour.green() + 40
    return count


def test_the_settings_show_the_deck_in_the_colours_chosen(qtbot):
    dialog = SettingsDialog(Speed.NORMAL, False)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    preview = dialog.preview
    assert preview.accessibleName() == "ten of clubs, ten of diamonds, ten of spades, ten of hearts"
    assert not preview.art.four_colour and blue_pixels(preview) == 0
    dialog.four_colour_box.setChecked(True)
    assert preview.art.four_colour and blue_pixels(preview) > 100  # the diamonds turned blue
    dialog.four_colour_box.setChecked(False)
    assert blue_pixels(preview) == 0
    assert not dialog.four_colour()  # the preview changes nothing until OK


def test_the_deck_preview_names_its_cards_in_the_language_in_force(qtbot, language):
    dialog = SettingsDialog(Speed.NORMAL, True)
    qtbot.addWidget(dialog)
    language("da")
    assert dialog.preview.accessibleName().startswith("klør 10")
