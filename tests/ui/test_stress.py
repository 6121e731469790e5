"""Thousands of random clicks, drags, keys, table buttons and the window's commands: the game
never raises and stays legal."""

from __future__ import annotations

import datetime as dt
import random

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from hearts_desktop.app import i18n
from hearts_desktop.engine import EndRule, preset

from .helpers import card_point, click, drag, replays

BUTTONS = ["hint", "undo", "pass", "score", "hint", "undo", "pass", "daily"]  # a new daily game rarely
COMMANDS = ["new_action", "daily_action", "undo_action", "hint_action", "pass_action", "claim_action",
            "score_action", "last_trick_action", "settings_action", "rules_action", "tips_action"]
KEYS = [Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End, Qt.Key.Key_Return,
        Qt.Key.Key_Space, Qt.Key.Key_H, Qt.Key.Key_P, Qt.Key.Key_L]


def random_point(rng: random.Random, window) -> QPoint:
    viewport = window.table.viewport()
    hand = window.controller.match.hand.hand(0)
    if hand and rng.random() < 0.6:
        point = card_point(window, rng.choice(hand))
        return point + QPoint(rng.randint(-6, 30), rng.randint(-40, 40))
    return QPoint(rng.randrange(viewport.width()), rng.randrange(viewport.height()))


def storm(qtbot, window, rng: random.Random, actions: int, pause_ms: int) -> int:
    """Throw random input at the window; return how many hands were finished."""
    c = window.controller
    hands_seen = 0
    for step in range(actions):
        dialog = window.dialog
        if dialog is not None:
            if rng.random() < 0.5:
                QTest.keyClick(dialog, Qt.Key.Key_Escape if rng.random() < 0.3 else Qt.Key.Key_Return)
            else:
                dialog.accept()
        else:
            if not window.isActiveWindow():
                # Offscreen Qt does not hand activation back when a dialog closes.
                window.windowHandle().requestActivate()
            roll = rng.random()
            if roll < 0.4:
                click(window, random_point(rng, window))
            elif roll < 0.55:
                hand = c.match.hand.hand(0)
                if hand:
                    drag(window, card_point(window, rng.choice(hand)), random_point(rng, window))
            elif roll < 0.62:
                button = window.table.action_bar.button(rng.choice(BUTTONS))
                QTest.mouseClick(button, Qt.MouseButton.LeftButton)  # a disabled one does nothing
            elif roll < 0.97:
                QTest.keyClick(window.table, rng.choice(KEYS))
            else:
                QTest.keyClick(window.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        if pause_ms:
            qtbot.wait(pause_ms)
        else:
            QApplication.processEvents()
        hands_seen = max(hands_seen, len(c.match.results))
        if step % 150 == 0:
            assert replays(window)
    assert replays(window)
    return hands_seen


def test_random_input_never_breaks_the_game(qtbot, make_window):
    rules = preset("spar-dame").with_options(end_rule=EndRule.HANDS, end_hands=3)
    window = make_window(seed=21, rules=rules)
    window.resize(800, 560)  # fewer pixels to paint: the storm is about input, not looks
    hands = storm(qtbot, window, random.Random(2026), 2500, 0)
    assert hands >= 1  # the storm got through whole hands, not just one state


def test_random_input_with_animations_and_threads(qtbot, make_window):
    window = make_window(seed=22, players=5, threaded=True, speed_factor=0.05)
    window.resize(800, 560)
    storm(qtbot, window, random.Random(7), 400, 2)


def test_commands_dialogs_sizes_and_languages_in_the_storm(qtbot, make_window):
    """The menu's commands at random moments, their dialogs answered by keys, the window
    resized and the language switched, between bursts of random input, on a 3-player game
    of the high-scale preset (two cards passed left, J♦ at −100, all tricks void the hand)."""
    rng = random.Random(5007)
    rules = preset("hoy-poengskala", 3).with_options(end_rule=EndRule.HANDS, end_hands=2)
    window = make_window(seed=707, rules=rules, players=3)
    window.today = lambda: dt.date(2026, 12, 7)  # the daily deal must not change with the day
    app = QApplication.instance()
    opened = set()
    hands = 0
    try:
        for _burst in range(30):
            if window.dialog is None:
                getattr(window, rng.choice(COMMANDS)).trigger()
                if window.dialog is not None:
                    opened.add(type(window.dialog).__name__)
            for _ in range(rng.randint(0, 3)):
                if window.dialog is None:
                    break
                key = rng.choice([Qt.Key.Key_Escape, Qt.Key.Key_Tab, Qt.Key.Key_Space, Qt.Key.Key_Return])
                QTest.keyClick(window.dialog, key)
                QApplication.processEvents()
            if rng.random() < 0.2:
                window.resize(rng.randint(480, 1500), rng.randint(380, 1000))
            if rng.random() < 0.15:
                i18n.install(app, rng.choice(["nb", "da", "en"]))
            hands = max(hands, storm(qtbot, window, rng, 40, 0))
    finally:
        i18n.install(app, "en")
    assert len(opened) >= 6  # the commands' dialogs really were opened and answered
    assert hands >= 1  # and play got through whole hands between them
