"""The first start asks for the computers' level and the rules; later starts go to the table."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from hearts_desktop.ai import Level
from hearts_desktop.app.paths import AppPaths
from hearts_desktop.app.services import AppServices
from hearts_desktop.engine import preset_of
from hearts_desktop.ui.app import open_game
from hearts_desktop.ui.dialogs.welcome import WelcomeDialog


def answer_modal(seen: list, choose=None) -> None:
    """When a modal dialog shows, note it and answer it (choose, or close it)."""
    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            return
        seen.append(dialog)
        if choose is None:
            dialog.reject()
        else:
            choose(dialog)

    QTimer.singleShot(0, answer)


def choose_svaer_and_hjerterfri(dialog: WelcomeDialog) -> None:
    dialog.level_chooser.options[Level.SVAER].radio.click()
    dialog.preset_box.setCurrentIndex(dialog.preset_box.findData("hjerterfri"))
    assert "J♦" not in dialog.summary_label.text()  # Hjerterfri: the jack scores nothing
    dialog.accept()


def test_the_first_start_asks_and_remembers_the_choice(qtbot, tmp_path):
    paths = AppPaths(tmp_path / "data", tmp_path / "config")
    services = AppServices(paths, "da_DK")
    assert services.first_start and services.settings.language == "da"
    seen: list = []
    answer_modal(seen, choose_svaer_and_hjerterfri)
    window = open_game(services)
    qtbot.addWidget(window)
    assert len(seen) == 1 and isinstance(seen[0], WelcomeDialog)
    setup = window.controller.setup
    assert setup.level is Level.SVAER and preset_of(setup.rules) == "hjerterfri"
    assert not window.controller.match.events  # asked before the first card was played
    assert paths.settings_file.exists()

    again = AppServices(paths, "da_DK")
    assert not again.first_start
    assert again.settings.level is Level.SVAER and again.settings.preset == "hjerterfri"
    seen.clear()
    answer_modal(seen)
    second = open_game(again)
    qtbot.addWidget(second)
    qtbot.wait(20)
    assert seen == []  # straight to the table
    assert second.controller.setup.level is Level.SVAER


def test_closing_the_welcome_keeps_the_defaults_and_does_not_ask_again(qtbot, tmp_path):
    paths = AppPaths(tmp_path / "data", tmp_path / "config")
    services = AppServices(paths, "nb_NO")
    seen: list = []
    answer_modal(seen)
    window = open_game(services)
    qtbot.addWidget(window)
    assert len(seen) == 1
    assert window.controller.setup.level is Level.MELLEM
    assert not AppServices(paths, "nb_NO").first_start


def test_a_saved_game_means_it_is_not_the_first_start(tmp_path):
    paths = AppPaths(tmp_path / "data", tmp_path / "config")
    paths.save_file.parent.mkdir(parents=True)
    paths.save_file.write_text("{}")
    assert not AppServices(paths).first_start
