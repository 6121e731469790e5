#!/usr/bin/env python3
"""Render the window and its dialogs in Bokmål and Danish, offscreen, into docs/screenshots/.

Usage: python scripts/screenshot_languages.py [output-folder] [languages, default: nb da]
Files: table_<lang>.png, passing_<lang>.png, new_game_<lang>.png, settings_<lang>.png,
rules_<lang>.png, hand_over_<lang>.png, write_failed_<lang>.png (a settings folder that
cannot be written), folder_is_file_<lang>.png, already_open_<lang>.png (a second start, when
the open copy does not answer) and woken_<lang>.png (what the open copy says when it does).
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from hearts_desktop.ai import Level, make_player  # noqa: E402
from hearts_desktop.app import i18n  # noqa: E402
from hearts_desktop.app.setup import GameSetup  # noqa: E402
from hearts_desktop.engine import Phase, SeededDeals, cards_of, preset  # noqa: E402
from hearts_desktop.ui.app import application  # noqa: E402
from hearts_desktop.ui.controller import HUMAN, GameController  # noqa: E402
from hearts_desktop.ui.dialogs.new_game import NewGameDialog  # noqa: E402
from hearts_desktop.ui.dialogs.settings import SettingsDialog  # noqa: E402
from hearts_desktop.ui.main_window import MainWindow  # noqa: E402
from hearts_desktop.ui.rules_dialog import RulesDialog  # noqa: E402
from hearts_desktop.ui.settings import UiSettings  # noqa: E402
from hearts_desktop.ui.persistence import GameKeeper  # noqa: E402
from hearts_desktop.ui.single_instance import already_open_text, bring_to_front  # noqa: E402
from hearts_desktop.app.paths import AppPaths  # noqa: E402
from hearts_desktop.app.problems import (  # noqa: E402
    FileKind, LoadProblem, ProblemCode, WriteProblem, problem_message, write_problem_message,
)
from PySide6.QtWidgets import QMessageBox  # noqa: E402


def settle(app, until, seconds: float = 20.0) -> None:
    deadline = time.monotonic() + seconds
    while not until():
        if time.monotonic() > deadline:
            raise TimeoutError("the game did not reach the wanted state")
        app.processEvents()


def open_window(app, settings, tricks: int | None, until_hand_end: bool = False) -> MainWindow:
    """A window on a fixed Spar dame deal, after ``tricks`` tricks (None: while passing)."""
    setup = GameSetup(rules=preset("spar-dame"), deals=SeededDeals(7), ai_seed=7)
    controller = GameController(setup, threaded=False, speed_factor=0)
    window = MainWindow(controller, settings)
    window.table.set_speed_factor(0)
    window.resize(1280, 800)
    window.show()
    controller.start()
    helper = make_player(Level.MELLEM, 99)
    while True:
        settle(app, lambda: controller.human_to_act() or window.dialog is not None)
        if window.dialog is not None:
            break
        hand = controller.match.hand
        if hand.phase is Phase.PASSING:
            choice = helper.choose_pass(controller.match.view(HUMAN))
            if tricks is None:
                for card in choice[:2]:
                    window.table._toggle_pass(card)
                break
            controller.pass_cards(choice)
            continue
        if not until_hand_end and tricks is not None and len(hand.tricks) >= tricks and hand.trick:
            break
        controller.play_card(helper.choose_card(controller.match.view(HUMAN)))
    window.table.refresh(animate=False)
    app.processEvents()
    return window


def grab(app, widget, path: Path) -> Path:
    widget.show()
    for _ in range(5):
        app.processEvents()
    widget.grab().save(str(path))
    print(path)
    return path


def shoot(app, settings, out: Path, lang: str) -> None:
    i18n.install(app, lang)
    app.processEvents()
    window = open_window(app, settings, tricks=3)
    grab(app, window, out / f"table_{lang}.png")
    dialog = NewGameDialog(window.controller.setup, window)
    grab(app, dialog, out / f"new_game_{lang}.png")
    dialog.close()
    dialog = SettingsDialog(settings.speed(), settings.four_colour(), window)
    grab(app, dialog, out / f"settings_{lang}.png")
    dialog.close()
    dialog = RulesDialog(window.controller.setup.rules, window)
    grab(app, dialog, out / f"rules_{lang}.png")
    dialog.close()
    window.close()
    window = open_window(app, settings, tricks=None)
    grab(app, window, out / f"passing_{lang}.png")
    window.close()
    window = open_window(app, settings, tricks=0, until_hand_end=True)
    if window.dialog is not None:
        grab(app, window.dialog, out / f"hand_over_{lang}.png")
    window.close()
    shoot_storage_messages(app, settings, out, lang)


def shoot_storage_messages(app, settings, out: Path, lang: str) -> None:
    """The boxes the player sees when files cannot be written, or the game is already open."""
    home = Path("/home/kari")
    paths = AppPaths(home / ".local/share/hearts-desktop", home / ".config/hearts-desktop")
    texts = {
        "write_failed": write_problem_message(WriteProblem(
            FileKind.SETTINGS, paths.settings_file, PermissionError(13, "Permission denied"))),
        "folder_is_file": problem_message(LoadProblem(
            FileKind.SAVE, ProblemCode.FOLDER_IS_FILE, paths.data_dir)),
    }
    window = open_window(app, settings, tricks=1)
    keeper = GameKeeper(settings.services, window.controller, window)
    for name, text in texts.items():
        keeper.tell(text)
        box = window.findChildren(QMessageBox)[-1]
        for _ in range(5):
            app.processEvents()
        grab(app, box, out / f"{name}_{lang}.png")  # a window of its own, not in window.grab()
        box.close()
    bring_to_front(window, keeper.tell)
    grab(app, window.findChildren(QMessageBox)[-1], out / f"woken_{lang}.png")
    window.close()
    box = QMessageBox(QMessageBox.Icon.Information, "Spar dame", already_open_text(paths, False))
    grab(app, box, out / f"already_open_{lang}.png")
    box.close()


def main() -> int:
    root = Path(__file__).resolve().parent.parent
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else root / "docs" / "screenshots"
    languages = sys.argv[2:] or ["nb", "da"]
    out.mkdir(parents=True, exist_ok=True)
    app = application()
    with tempfile.TemporaryDirectory() as config:
        settings = UiSettings.in_folder(config)
        for lang in languages:
            shoot(app, settings, out, lang)
    i18n.install(app, "en")
    return 0


if __name__ == "__main__":
    sys.exit(main())
