"""The window with saves, settings and statistics: resume, checkpoints, problems, quitting."""

from __future__ import annotations

import datetime as dt
import json
import os
import random
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from hearts_desktop.ai import Level
from hearts_desktop.app import storage
from hearts_desktop.app.paths import AppPaths
from hearts_desktop.app.saves import load_game, save_game
from hearts_desktop.app.services import AppServices
from hearts_desktop.app.setup import GameSetup
from hearts_desktop.engine import Phase, SeededDeals, preset
from hearts_desktop.ui.controller import HUMAN, GameController
from hearts_desktop.ui.main_window import MainWindow
from hearts_desktop.ui.persistence import attach_services, continue_question
from hearts_desktop.ui.settings import UiSettings

from ..engine.helpers import random_event

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def services_at(tmp_path):
    def make() -> AppServices:
        return AppServices(AppPaths(tmp_path / "data", tmp_path / "config"), "en_US")
    return make


@pytest.fixture
def open_window(qtbot):
    """Build the window the way ``run()`` does, with inline computers and no animation."""
    built = []

    def build(services: AppServices, ask=lambda window, saved: True, **options):
        settings = UiSettings(services)
        options.setdefault("threaded", False)
        options.setdefault("speed_factor", 0)
        controller = GameController(services.settings.game_setup(seed=5), **options)
        window = MainWindow(controller, settings)
        window.table.set_speed_factor(0)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        asked = []
        keeper = attach_services(window, controller, services,
                                 lambda w, saved: asked.append(saved) or ask(w, saved))
        keeper.asked = asked
        controller.start()
        built.append(window)
        return window, keeper

    yield build
    for window in built:
        window.controller.worker.wait(5000)


def saved_mid_game(services: AppServices) -> tuple[GameSetup, object]:
    """A game in its second hand, mid-trick, waiting for the human to play; saved."""
    setup = GameSetup(preset("spar-dame"), SeededDeals(77), Level.MELLEM, ("Kari",), ai_seed=4)
    match = setup.new_match()
    rng = random.Random(11)
    while not (len(match.hands) == 2 and len(match.hand.tricks) >= 2 and match.hand.trick
               and match.to_act() == (HUMAN,) and match.hand.phase is Phase.PLAYING):
        random_event(match, rng)
    assert services.save_game(setup, match) is None
    return setup, match


def test_the_window_resumes_a_saved_game(qtbot, services_at, open_window):
    setup, match = saved_mid_game(services_at())
    window, keeper = open_window(services_at())
    c = window.controller
    assert len(keeper.asked) == 1 and keeper.asked[0].match.state_key() == match.state_key()
    qtbot.waitUntil(c.can_play)
    # Same hands, same trick, same totals, same undo history.
    assert c.setup == setup
    assert c.match.state_key() == match.state_key()
    assert c.match.totals == match.totals and any(match.totals)
    assert c.display_trick() == match.hand.trick_plays()
    for card in match.hand.hand(HUMAN):
        assert window.table.item(card) is not None
    assert "Kari" == c.name(HUMAN)
    assert c.can_undo()
    events = list(match.events)
    last_human = max(i for i, e in enumerate(events) if e.seat == HUMAN and not hasattr(e, "choice"))
    assert c.undo()
    assert c.match.events[:last_human] == events[:last_human]


def test_declining_forgets_the_saved_game(qtbot, services_at, open_window):
    services = services_at()
    saved_mid_game(services)
    window, keeper = open_window(services_at(), ask=lambda w, s: False)
    assert len(keeper.asked) == 1
    assert window.controller.setup.deals == SeededDeals(5)  # the settings' new game
    assert not services.paths.save_file.exists()


@pytest.mark.parametrize("answer, continued", [("escape", True), ("close", True),
                                               ("continue", True), ("new", False)])
def test_only_a_new_game_gives_the_saved_game_up(qtbot, services_at, answer, continued):
    """Escape or closing the question keeps the saved game: an answer nobody gave loses nothing."""
    services = services_at()
    saved_mid_game(services)
    saved = services.load_saved_game().game
    box = continue_question(None, saved)
    qtbot.addWidget(box)
    yes, no = box.button(QMessageBox.StandardButton.Yes), box.button(QMessageBox.StandardButton.No)
    assert (yes.text(), no.text()) == ("&Continue it", "&Start a new game")
    assert "hand 2" in box.text() and box.defaultButton() is yes

    def respond() -> None:
        if answer == "escape":
            QTest.keyClick(box, Qt.Key.Key_Escape)
        elif answer == "close":
            box.close()
        else:
            (yes if answer == "continue" else no).click()

    QTimer.singleShot(0, respond)
    box.exec()
    assert (box.clickedButton() is not no) is continued


def test_nothing_is_offered_without_an_unfinished_save(qtbot, services_at, open_window):
    window, keeper = open_window(services_at())
    assert keeper.asked == [] and keeper.messages == []
    services = services_at()
    setup = GameSetup(preset("spardame-snl").with_options(end_rule="hands", end_hands=1),
                      SeededDeals(2))
    match = setup.new_match()
    rng = random.Random(2)
    while not match.is_over:
        random_event(match, rng)
    save_game(services.paths.save_file, setup, match)  # as if the game ended without a count
    window, keeper = open_window(services_at())
    assert keeper.asked == [] and keeper.messages == []
    assert window.controller.setup.deals == SeededDeals(5)


def test_checkpoints_save_the_game_as_it_goes(qtbot, services_at, open_window):
    services = services_at()
    window, keeper = open_window(services, autoplay_human=True)
    c = window.controller
    path = services.paths.save_file
    with qtbot.waitSignal(c.cards_exchanged, timeout=10_000):
        pass
    assert load_game(path).game.match.state_key() == c.match.state_key()  # after passing
    for _ in range(3):
        with qtbot.waitSignal(c.trick_won, timeout=10_000):
            pass
        qtbot.waitUntil(lambda: len(load_game(path).game.match.hand.tricks) ==
                        len(c.match.hand.tricks), timeout=5000)
    qtbot.waitUntil(lambda: window.dialog is not None, timeout=20_000)  # the hand summary
    assert load_game(path).game.match.state_key() == c.match.state_key()  # at hand end
    assert len(c.match.hands) == 2


def test_a_finished_game_is_counted_once_and_its_save_removed(qtbot, services_at, open_window):
    services = services_at()
    window, keeper = open_window(services, autoplay_human=True, pause_after_hand=False)
    c = window.controller
    rules = preset("hjerterfri", 3).with_options(end_rule="hands", end_hands=1)
    daily = GameSetup.daily(dt.date.today(), rules, Level.SVAER)
    with qtbot.waitSignal(c.game_over, timeout=30_000):
        c.new_game(daily)
    assert not services.paths.save_file.exists()
    stats = AppServices(services.paths, "en").statistics  # as written on disk
    assert stats.total(level="svaer", preset="custom").played == 1  # hands:1 is not a preset
    assert stats.daily_result(dt.date.today()).finished
    assert stats.total().won == int(HUMAN in c.match.winners)
    keeper.save_now()  # quitting after the end changes nothing
    assert AppServices(services.paths, "en").statistics.total().played == 1
    # The new-game choices are the next start's defaults.
    again = AppServices(services.paths, "en").settings
    assert (again.level, again.preset, again.players) == (Level.SVAER, "custom", 3)
    assert again.rules() == rules


def test_load_problems_are_told_and_the_game_starts_fresh(qtbot, services_at, open_window):
    services = services_at()
    services.paths.data_dir.mkdir(parents=True)
    services.paths.save_file.write_text('{"format": "hearts-desktop/save", "version": 7}')
    services.paths.config_dir.mkdir(parents=True)
    services.paths.settings_file.write_text('{"format": "hearts-desktop/settings", '
                                            '"version": 1, "players": "many"}')
    window, keeper = open_window(services_at())
    assert keeper.asked == []
    assert len(keeper.messages) == 2
    assert "Some settings were not valid" in keeper.messages[0] and "players" in keeper.messages[0]
    assert "newer version" in keeper.messages[1]
    assert ".newer-" in keeper.messages[1]
    from PySide6.QtWidgets import QMessageBox

    shown = [box.text() for box in window.findChildren(QMessageBox) if box.isVisible()]
    assert sorted(shown) == sorted(keeper.messages)
    assert window.controller.setup.deals == SeededDeals(5)


def test_a_failing_disk_is_told_once(qtbot, services_at, open_window, monkeypatch):
    services = services_at()
    window, keeper = open_window(services, autoplay_human=True)

    def full(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(storage.os, "replace", full)
    c = window.controller
    for _ in range(4):
        with qtbot.waitSignal(c.checkpoint, timeout=10_000):
            pass
    assert len(keeper.messages) == 1
    assert "could not be saved" in keeper.messages[0]


def test_window_settings_live_in_the_json_settings(qtbot, services_at, open_window):
    services = services_at()
    window, keeper = open_window(services)
    window.resize(700, 520)  # inside the offscreen screen (restoreGeometry keeps it on screen)
    window.settings.set_four_colour(True)
    window.close()
    settings = AppServices(services.paths, "en").settings
    assert settings.window_geometry and settings.four_colour_deck
    second, _ = open_window(services_at())
    assert second.settings.four_colour() is True
    assert (second.size().width(), second.size().height()) == (700, 520)


def test_statistics_from_the_menu_and_reset(qtbot, services_at, open_window):
    services = services_at()
    window, keeper = open_window(services, autoplay_human=True, pause_after_hand=False)
    c = window.controller
    rules = preset("spardame-snl").with_options(end_rule="hands", end_hands=1)
    with qtbot.waitSignal(c.game_over, timeout=30_000):
        c.new_game(GameSetup(rules, SeededDeals(3), Level.LET))
    qtbot.waitUntil(lambda: window.dialog is not None, timeout=5000)
    window.dialog.reject()  # the end-of-game dialog
    qtbot.waitUntil(lambda: window.dialog is None, timeout=5000)
    keeper.statistics.action.trigger()
    dialog = window.dialog
    assert dialog is not None and dialog.objectName() == "statistics_dialog"
    assert dialog.values()["played"] == "1"
    assert dialog.rows()[0][:2] == ["All levels", "1"] and dialog.rows()[1][:2] == ["Easy", "1"]
    dialog.confirm_reset = lambda: False
    dialog.reset_button.click()
    assert dialog.values()["played"] == "1"
    dialog.confirm_reset = lambda: True
    dialog.reset_button.click()
    assert dialog.values()["played"] == "0" and [row[1] for row in dialog.rows()] == ["0"] * 4
    assert AppServices(services.paths, "en").statistics.total().played == 0


def test_run_saves_on_quit_and_the_next_start_continues(tmp_path):
    """The real start-up path, twice, in a child process (it owns its QApplication)."""
    script = textwrap.dedent("""
        import json, sys
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication
        from hearts_desktop.__main__ import parse_args
        from hearts_desktop.ui import app as uiapp, persistence
        from hearts_desktop.ui.main_window import MainWindow

        asked = []
        persistence.ask_continue = lambda window, saved: asked.append(len(saved.match.events)) or True
        a = uiapp.application()
        report = {}

        def welcome():  # the first start asks for the level and rules before the deal
            dialog = QApplication.activeModalWidget()
            report["welcomed"] = dialog is not None and dialog.objectName() == "welcome_dialog"
            if dialog is not None:
                dialog.accept()

        def look():
            window = next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow))
            report["events"] = len(window.controller.match.events)
            report["asked"] = asked
            a.quit()

        QTimer.singleShot(300, welcome)
        QTimer.singleShot(2500, look)
        code = uiapp.run(parse_args(["--data-dir", sys.argv[1], "--config-dir", sys.argv[2]]))
        print(json.dumps(report))
        sys.exit(code)
    """)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    env.pop("HEARTS_DESKTOP_DATA_DIR", None)
    env.pop("HEARTS_DESKTOP_CONFIG_DIR", None)
    data, config = tmp_path / "data", tmp_path / "config"

    def start() -> dict:
        done = subprocess.run([sys.executable, "-c", script, str(data), str(config)], env=env,
                              capture_output=True, text=True, timeout=120, cwd=tmp_path)
        assert done.returncode == 0, done.stderr
        return json.loads(done.stdout.strip().splitlines()[-1])

    first = start()
    assert first["asked"] == [] and first["welcomed"]
    # Spar dame passes first: the computers have passed, the player has not, so no
    # checkpoint has happened yet; only quitting saved these events.
    saved = json.loads((data / "save.json").read_text("utf-8"))
    assert len(saved["events"]) == first["events"] > 0
    assert json.loads((config / "settings.json").read_text("utf-8"))["window_geometry"]
    second = start()
    assert second["asked"] == [first["events"]] and not second["welcomed"]
    assert second["events"] == first["events"]


@pytest.fixture
def norwegian(qapp):
    """Bokmål for one test, English again afterwards (translations are process-wide)."""
    from PySide6.QtCore import QLocale

    from hearts_desktop.app import i18n

    default = QLocale()
    assert i18n.install(qapp, "nb") == "nb"
    yield
    i18n.install(qapp, "en")
    QLocale.setDefault(default)
    qapp.processEvents()


def test_problems_are_told_in_the_players_language(qtbot, services_at, open_window, norwegian):
    services = services_at()
    services.paths.data_dir.mkdir(parents=True)
    services.paths.save_file.write_bytes(b'{"format": "hearts-desktop/save", "version": 1, "ev')
    window, keeper = open_window(services_at())
    assert len(keeper.messages) == 1
    text = keeper.messages[0]
    english = "The saved game could not be read"
    assert english not in text
    assert text.startswith("Det lagrede spillet") and ".corrupt-" in text


def test_a_language_chosen_in_the_window_is_remembered(qtbot, services_at, open_window, qapp):
    from hearts_desktop.app import i18n

    services = services_at()
    window, keeper = open_window(services)
    try:
        assert i18n.language_manager().set_language("da") == "da"
        assert AppServices(services.paths, "en_US").settings.language == "da"
    finally:
        i18n.language_manager().set_language("en")
    assert AppServices(services.paths, "en_US").settings.language == "en"


def test_settings_dialog_choices_are_written_at_once(qtbot, services_at, open_window):
    from hearts_desktop.ui.settings import Speed

    services = services_at()
    window, keeper = open_window(services)
    window.show_settings()
    dialog = window.dialog
    dialog.speed_box.setCurrentIndex(dialog.speed_box.findData(Speed.SLOW))
    dialog.four_colour_box.setChecked(True)
    dialog.accept()
    stored = AppServices(services.paths, "en_US").settings  # before any close or quit
    assert (stored.animation_speed, stored.four_colour_deck) == ("slow", True)
    assert window.controller.speed_factor == Speed.SLOW.factor
