#!/usr/bin/env python3
"""Render the real main window offscreen, mid-game, into docs/screenshots/*.png.

Usage: python scripts/screenshot.py [output-folder]
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
from hearts_desktop.app.i18n import install as install_language  # noqa: E402
from hearts_desktop.app.setup import GameSetup  # noqa: E402
from hearts_desktop.engine import Phase, SeededDeals, cards_of, preset  # noqa: E402
from hearts_desktop.ui.app import application  # noqa: E402
from hearts_desktop.ui.controller import HUMAN, GameController  # noqa: E402
from hearts_desktop.ui.main_window import MainWindow  # noqa: E402
from hearts_desktop.ui.settings import UiSettings  # noqa: E402

SHOTS = [
    # name, width, height, players, seed, tricks to play before the shot (None: passing)
    ("table-1280x800", 1280, 800, 4, 7, 3),
    ("table-1024x640", 1024, 640, 4, 7, 3),
    ("table-1920x1080", 1920, 1080, 4, 7, 3),
    ("table-3-players", 1280, 800, 3, 5, 2),
    ("table-6-players", 1280, 800, 6, 3, 2),
    ("passing-1280x800", 1280, 800, 4, 7, None),
]


def settle(app, until, seconds: float = 10.0) -> None:
    deadline = time.monotonic() + seconds
    while not until():
        if time.monotonic() > deadline:
            raise TimeoutError("the game did not reach the wanted state")
        app.processEvents()


def shoot(app, settings, out: Path, name, width, height, players, seed, tricks) -> Path:
    setup = GameSetup(rules=preset("spar-dame", players), deals=SeededDeals(seed), ai_seed=seed)
    controller = GameController(setup, threaded=False, speed_factor=0)
    window = MainWindow(controller, settings)
    window.table.set_speed_factor(0)
    window.resize(width, height)
    window.show()
    controller.start()
    helper = make_player(Level.MELLEM, 99)
    while True:
        settle(app, lambda: controller.human_to_act() or window.dialog is not None)
        hand = controller.match.hand
        if tricks is None and hand.phase is Phase.PASSING:
            view = controller.match.view(HUMAN)
            for card in helper.choose_pass(view)[:2]:
                window.table._toggle_pass(card)
            break
        if hand.phase is Phase.PASSING:
            controller.pass_cards(helper.choose_pass(controller.match.view(HUMAN)))
            continue
        if len(hand.tricks) >= tricks and hand.trick:
            break
        controller.play_card(cards_of(hand.legal_mask(HUMAN))[-1])
    window.table.setFocus()
    items = window.table.hand_items()
    window.table.fan.set_cursor(items[len(items) // 2].card)
    window.table.refresh(animate=False)
    app.processEvents()
    path = out / f"{name}.png"
    window.grab().save(str(path))
    window.close()
    return path


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent / "docs" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    app = application()
    install_language(app, "en")  # English plural forms ("3 cards")
    with tempfile.TemporaryDirectory() as config:
        settings = UiSettings.in_folder(config)
        for shot in SHOTS:
            print(shoot(app, settings, out, *shot))
    return 0


if __name__ == "__main__":
    sys.exit(main())
