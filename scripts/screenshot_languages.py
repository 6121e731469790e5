#!/usr/bin/env python3
"""Render the window and its dialogs in Bokmål and Danish, offscreen, into docs/screenshots/.

Usage: python scripts/screenshot_languages.py [output-folder] [languages, default: nb da]
Files: table_<lang>.png, passing_<lang>.png, new_game_<lang>.png, settings_<lang>.png,
rules_<lang>.png, hand_over_<lang>.png, review_<lang>.png (Svær's review of that hand, first
entry selected), review_board_<lang>.png (its position board alone), practice_<lang>.png.
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
        shoot_learning(app, window.dialog, out, lang)
    window.close()


def shoot_learning(app, summary, out: Path, lang: str) -> None:
    """Svær's review of the finished hand, its position board, and the deal played again."""
    review = summary.hand_tools.open_review()
    settle(app, lambda: review.state != "running", seconds=300)
    if review.entries.count():
        review.entries.setCurrentRow(review.entries.count() - 1)
    grab(app, review, out / f"review_{lang}.png")
    grab(app, review.board, out / f"review_board_{lang}.png")
    review.close()
    practice = summary.hand_tools.open_practice()
    practice.resize(1024, 640)
    settle(app, lambda: practice.controller.human_to_act())
    practice.table.refresh(animate=False)
    grab(app, practice, out / f"practice_{lang}.png")
    practice.close()


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
