"""The window, its menus and its dialogs show no English where a translation is due."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QApplication

from hearts_desktop.ai import Level, make_player
from hearts_desktop.app import i18n
from hearts_desktop.app.paths import AppPaths
from hearts_desktop.app.services import AppServices
from hearts_desktop.app.setup import GameSetup
from hearts_desktop.engine import Phase, Rules, SeededDeals, preset
from hearts_desktop.resources import i18n_dir
from hearts_desktop.ui.controller import HUMAN, GameController
from hearts_desktop.ui.dialogs.new_game import NewGameDialog
from hearts_desktop.ui.dialogs.summaries import MoonChoiceDialog
from hearts_desktop.ui.main_window import MainWindow
from hearts_desktop.ui.rules_dialog import RulesDialog
from hearts_desktop.ui.settings import UiSettings
from hearts_desktop.ui.statistics_dialog import StatisticsDialog

from .walk import english_leftovers, english_patterns, widget_texts


def _window(qtbot, tmp_path, rules: Rules) -> MainWindow:
    setup = GameSetup(rules=rules, deals=SeededDeals(7), ai_seed=7)
    controller = GameController(setup, threaded=False, speed_factor=0)
    window = MainWindow(controller, UiSettings.in_folder(tmp_path))
    qtbot.addWidget(window)
    window.table.set_speed_factor(0)
    window.resize(1280, 800)
    window.show()
    controller.start()
    return window


def _play_until(qtbot, window: MainWindow, done) -> None:
    """Play the human seat with a Mellem computer until ``done()`` or a dialog opens."""
    controller = window.controller
    helper = make_player(Level.MELLEM, 3)
    for _ in range(400):
        qtbot.waitUntil(lambda: controller.human_to_act() or window.dialog is not None
                        or controller.is_over, timeout=20000)
        if done() or window.dialog is not None or controller.is_over:
            return
        view = controller.match.view(HUMAN)
        if controller.match.hand.phase is Phase.PASSING:
            controller.pass_cards(helper.choose_pass(view))
        else:
            controller.play_card(helper.choose_card(view))


def _texts_of_every_screen(qtbot, tmp_path) -> list[str]:
    """Texts of the table (passing and playing), the menus and every dialog, up to game over."""
    window = _window(qtbot, tmp_path, preset("spar-dame").with_options(end_rule="hands", end_hands=1))
    texts = []
    _play_until(qtbot, window, lambda: window.controller.human_to_act())
    texts += widget_texts(window)  # passing
    match = window.controller.match
    _play_until(qtbot, window,
                lambda: match.hand.phase is Phase.PLAYING and len(match.hand.tricks) >= 2)
    QApplication.processEvents()
    texts += widget_texts(window)  # playing, a last trick to show
    for show in (window.show_score_sheet, window.show_last_trick, window.show_rules,
                 window.show_tips, window.show_settings, window.ask_new_game):
        show()
        QApplication.processEvents()
        assert window.dialog is not None
        texts += widget_texts(window.dialog)
        window.dialog.reject()
        QApplication.processEvents()
    rules_page = RulesDialog(window.controller.setup.rules, window)
    texts += widget_texts(rules_page)
    rules_page.close()
    custom = NewGameDialog(GameSetup(rules=Rules(moon="shooter_chooses", end_rule="pass")), window)
    texts += widget_texts(custom)
    custom.close()
    moon = MoonChoiceDialog(window.controller, window)
    texts += widget_texts(moon)
    moon.close()
    services = AppServices(AppPaths(tmp_path / "data", tmp_path / "config"))
    statistics = StatisticsDialog(services, window)
    texts += widget_texts(statistics)
    statistics.close()
    # To the end of the hand (its summary), then of the game.
    _play_until(qtbot, window, lambda: False)
    for _ in range(3):
        if window.dialog is None:
            break
        texts += widget_texts(window.dialog)
        window.dialog.accept()
        QApplication.processEvents()
        _play_until(qtbot, window, lambda: False)
    texts += widget_texts(window)
    window.close()
    return texts


@pytest.mark.parametrize("lang", ["nb", "da"])
def test_no_english_in_the_window(language, qtbot, tmp_path, lang):
    language(lang)
    texts = _texts_of_every_screen(qtbot, tmp_path)
    assert len(texts) > 100
    leftovers = english_leftovers(texts, english_patterns(i18n_dir(), lang))
    assert not leftovers, f"English left in {lang}: {leftovers}"


def test_the_walk_sees_english_when_the_game_is_english(language, qtbot, tmp_path):
    language("en")
    texts = _texts_of_every_screen(qtbot, tmp_path)
    found = english_leftovers(texts, english_patterns(i18n_dir(), "da"))
    assert len(found) > 40  # the check above would notice missing translations


@pytest.mark.parametrize("lang", ["nb", "da"])
def test_switching_language_retranslates_the_open_window(language, qtbot, tmp_path, lang):
    language("en")
    window = _window(qtbot, tmp_path, preset("spar-dame"))
    _play_until(qtbot, window, lambda: window.controller.human_to_act())
    language(lang)
    QApplication.processEvents()
    leftovers = english_leftovers(widget_texts(window), english_patterns(i18n_dir(), lang))
    assert not leftovers, f"English left after switching to {lang}: {leftovers}"
    window.close()


def test_the_settings_dialog_switches_the_language(language, qtbot, tmp_path):
    language("en")
    window = _window(qtbot, tmp_path, preset("spar-dame"))
    window.show_settings()
    dialog = window.dialog
    assert dialog.language() == "en"
    dialog.language_box.setCurrentIndex(dialog.language_box.findData("da"))
    dialog.accept()
    qtbot.waitUntil(lambda: window.menuBar().actions()[0].text() == "&Spil")
    assert i18n.current_language() == "da"
    window.show_settings()
    assert window.dialog.language() == "da"
    assert window.dialog.windowTitle() == "Indstillinger"
    window.dialog.reject()
    window.close()


def _mnemonic(text: str) -> str | None:
    found = re.search(r"&([^&\s])", text)
    return found.group(1).lower() if found else None


@pytest.mark.parametrize("lang", ["nb", "da"])
def test_menu_mnemonics_are_unique_in_each_language(language, qtbot, tmp_path, lang):
    language(lang)
    window = _window(qtbot, tmp_path, preset("spar-dame"))
    menus = [a.menu() for a in window.menuBar().actions() if a.menu() is not None]
    bar = [_mnemonic(a.text()) for a in window.menuBar().actions()]
    assert len(set(bar)) == len(bar), bar
    for menu in menus:
        keys = [_mnemonic(a.text()) for a in menu.actions() if not a.isSeparator()]
        keys = [k for k in keys if k]
        assert len(set(keys)) == len(keys), (menu.title(), [a.text() for a in menu.actions()])
    window.close()
