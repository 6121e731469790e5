"""Playing cards through the window: keyboard, clicks, drag-and-drop, illegal cards."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from hearts_desktop.engine import Phase, Reason
from hearts_desktop.ui.controller import HUMAN
from hearts_desktop.ui.dialogs.summaries import HandSummaryDialog
from hearts_desktop.app.names import reason_text

from .helpers import (
    card_point, click, drag, illegal_cards, legal_cards, reach_a_choice, replays, table_point,
    wait_for_player,
)


def keyboard_pass(qtbot, window) -> None:
    table = window.table
    QTest.keyClick(table, Qt.Key.Key_Home)
    for _ in range(window.controller.match.hand.pass_count):
        QTest.keyClick(table, Qt.Key.Key_Space)
        QTest.keyClick(table, Qt.Key.Key_Right)
    assert len(table.pass_selection) == window.controller.match.hand.pass_count
    QTest.keyClick(table, Qt.Key.Key_P)  # the Pass action's shortcut


def keyboard_play(qtbot, window) -> None:
    table = window.table
    target = legal_cards(window)[-1]
    QTest.keyClick(table, Qt.Key.Key_Home)
    while table.cursor_card != target:
        QTest.keyClick(table, Qt.Key.Key_Right)
    QTest.keyClick(table, Qt.Key.Key_Return)


def test_a_whole_hand_by_keyboard_alone(qtbot, make_window):
    window = make_window(seed=3)
    c = window.controller
    plays = 0
    while True:
        wait_for_player(qtbot, window)
        if window.dialog is not None:
            break
        if c.can_pass():
            keyboard_pass(qtbot, window)
            qtbot.waitUntil(lambda: c.match.hand.passes[HUMAN] is not None)
        else:
            before = len(c.match.events)
            keyboard_play(qtbot, window)
            assert len(c.match.events) > before
            plays += 1
    assert isinstance(window.dialog, HandSummaryDialog)
    assert plays == 13
    assert c.match.results and sum(c.match.results[0].points) in (16, 26 * 3 - 10, -26 - 10 + 0, 26 * 3)
    QTest.keyClick(window.dialog, Qt.Key.Key_Return)  # "Next hand"
    qtbot.waitUntil(lambda: window.dialog is None and len(c.match.hands) == 2)
    assert replays(window)


def test_a_whole_hand_by_clicks(qtbot, make_window):
    window = make_window(seed=4)
    c = window.controller
    while True:
        wait_for_player(qtbot, window)
        if window.dialog is not None:
            break
        if c.can_pass():
            for card in c.match.hand.hand(HUMAN)[-3:]:
                click(window, card_point(window, card))
            assert len(window.table.pass_selection) == 3
            assert window.table.pass_button.isEnabled()
            QTest.mouseClick(window.table.pass_button, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: c.match.hand.passes[HUMAN] is not None)
        else:
            card = legal_cards(window)[0]
            click(window, card_point(window, card))
            assert card not in c.match.hand.hand(HUMAN) or c.match.hand.phase is not Phase.PLAYING
    assert isinstance(window.dialog, HandSummaryDialog)
    assert len(c.match.results) == 1
    assert replays(window)


def test_an_illegal_card_is_refused_with_its_reason(qtbot, make_window):
    window = make_window(seed=5)
    c = window.controller
    reach_a_choice(qtbot, window)
    hand = c.match.hand
    card = illegal_cards(window)[0]
    reason = hand.illegal_reason(HUMAN, card)
    assert reason in (Reason.MUST_FOLLOW_SUIT, Reason.NO_POINTS_FIRST_TRICK)
    expected = reason_text(reason, hand.led_suit, hand.first_lead)
    item = window.table.item(card)
    assert item.illegal and not item.legal
    assert expected in item.toolTip()
    before = len(c.match.events)
    with qtbot.waitSignal(c.move_refused):
        click(window, card_point(window, card))
    assert len(c.match.events) == before
    assert card in c.match.hand.hand(HUMAN)
    assert expected in window.statusBar().currentMessage()
    # Keyboard selection of the illegal card says the same in the status line.
    QTest.keyClick(window.table, Qt.Key.Key_Home)
    while window.table.cursor_card != card:
        QTest.keyClick(window.table, Qt.Key.Key_Right)
    assert expected in window.statusBar().currentMessage()
    assert expected in window.table.accessibleDescription()
    for legal in legal_cards(window):
        assert window.table.item(legal).legal


def test_drag_and_drop_plays_a_card(qtbot, make_window):
    window = make_window(seed=6)
    c = window.controller
    wait_for_player(qtbot, window)
    if c.can_pass():
        c.pass_cards(c.match.hand.hand(HUMAN)[:3])
        wait_for_player(qtbot, window)
    card = legal_cards(window)[0]
    with qtbot.waitSignal(c.card_played) as played:
        drag(window, card_point(window, card), table_point(window))
    assert played.args == [HUMAN, card]
    assert card not in c.match.hand.hand(HUMAN)


def test_a_missed_or_illegal_drop_returns_the_card(qtbot, make_window):
    window = make_window(seed=5, speed_factor=0.2)
    c = window.controller
    reach_a_choice(qtbot, window)
    table = window.table
    card = illegal_cards(window)[0]
    item = table.item(card)
    qtbot.waitUntil(lambda: not any(i.animating for i in table.hand_items()))
    home = item.pos()
    before = len(c.match.events)
    drag(window, card_point(window, card), table_point(window))
    assert len(c.match.events) == before
    qtbot.waitUntil(lambda: not item.animating and item.pos() == home)
    legal = legal_cards(window)[0]
    legal_item = table.item(legal)
    legal_home = legal_item.pos()
    start = card_point(window, legal)
    drag(window, start, QPoint(start.x() + 40, table.viewport().height() - 4))  # onto the hand, not the table
    assert len(c.match.events) == before
    qtbot.waitUntil(lambda: not legal_item.animating and legal_item.pos() == legal_home)


def test_clicks_during_computer_turns_are_ignored(qtbot, make_window):
    window = make_window(seed=7, speed_factor=1.0, threaded=True)
    c = window.controller
    wait_for_player(qtbot, window, timeout=10000)
    if c.can_pass():
        c.pass_cards(c.match.hand.hand(HUMAN)[:3])
    for _ in range(40):
        if c.human_to_act():
            break
        for card in c.match.hand.hand(HUMAN):
            click(window, card_point(window, card))
        QTest.keyClick(window.table, Qt.Key.Key_Return)
        qtbot.wait(20)
        assert replays(window)
    wait_for_player(qtbot, window, timeout=10000)
    assert replays(window)
