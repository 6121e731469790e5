#!/usr/bin/env python3
"""Render the window and its dialogs in Bokmål and Danish, offscreen, into docs/screenshots/.

Usage: python scripts/screenshot_languages.py [output-folder] [languages, default: nb da]
Files: table_<lang>.png, passing_<lang>.png, new_game_<lang>.png, settings_<lang>.png,
rules_<lang>.png, hand_over_<lang>.png, and the table's moments at 1280x800 and 1024x640:
trick-winner_<lang>_<size>.png (a finished trick, its winner marked), passing-flight_<lang>_<size>.png
(passed cards in mid-flight), illegal-bubble_<lang>_<size>.png (why a card is refused) and
trick-6-players_<lang>_<size>.png.
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


def live_window(app, settings, players: int, seed: int, size: tuple[int, int]) -> MainWindow:
    """A window that animates at normal speed (the moments below are caught mid-way)."""
    setup = GameSetup(rules=preset("spar-dame", players), deals=SeededDeals(seed), ai_seed=seed)
    controller = GameController(setup, threaded=False, speed_factor=1.0)
    window = MainWindow(controller, settings)
    window.table.set_speed_factor(1.0)
    window.resize(*size)
    window.show()
    controller.start()
    return window


def wait(app, msecs: int) -> None:
    deadline = time.monotonic() + msecs / 1000
    while time.monotonic() < deadline:
        app.processEvents()


def play_to_trick_end(app, window, tricks: int) -> None:
    """Play (the helper's cards for the human) until trick number ``tricks`` lies complete."""
    controller = window.controller
    helper = make_player(Level.MELLEM, 99)
    while True:
        settle(app, lambda: controller.human_to_act() or controller.showing_trick is not None
               or window.dialog is not None, 60)
        hand = controller.match.hand
        if controller.showing_trick is not None:
            if len(hand.tricks) >= tricks:
                wait(app, 500)  # the last card has landed
                return
            settle(app, lambda: controller.showing_trick is None, 10)
            continue
        if hand.phase is Phase.PASSING:
            controller.pass_cards(helper.choose_pass(controller.match.view(HUMAN)))
            continue
        controller.play_card(helper.choose_card(controller.match.view(HUMAN)))


def shoot_moments(app, settings, out: Path, lang: str, size: tuple[int, int]) -> None:
    tag = f"{lang}_{size[0]}x{size[1]}"
    window = live_window(app, settings, 4, 7, size)
    play_to_trick_end(app, window, 2)
    grab(app, window, out / f"trick-winner_{tag}.png")
    window.close()
    window = live_window(app, settings, 6, 3, size)
    play_to_trick_end(app, window, 2)
    grab(app, window, out / f"trick-6-players_{tag}.png")
    window.close()
    window = live_window(app, settings, 4, 7, size)
    controller = window.controller
    settle(app, controller.can_pass, 30)
    for card in make_player(Level.MELLEM, 99).choose_pass(controller.match.view(HUMAN)):
        window.table._toggle_pass(card)
    window.table.send_pass()
    settle(app, lambda: window.table.passing_in_flight, 30)
    wait(app, 260)  # about halfway
    grab(app, window, out / f"passing-flight_{tag}.png")
    settle(app, controller.can_play, 30)
    hand = controller.match.hand
    illegal = [c for c in hand.hand(HUMAN) if not hand.legal_mask(HUMAN) & c.mask]
    if illegal:
        controller.play_card(illegal[len(illegal) // 2])
        wait(app, 300)
        grab(app, window, out / f"illegal-bubble_{tag}.png")
    window.close()


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
    if os.environ.get("SHOTS") == "moments":  # only the table's moments, while working on them
        for size in ((1280, 800), (1024, 640)):
            shoot_moments(app, settings, out, lang, size)
        return
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
    for size in ((1280, 800), (1024, 640)):
        shoot_moments(app, settings, out, lang, size)


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
