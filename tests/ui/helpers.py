"""Driving the table like a player: points on cards, mouse events, waiting for turns."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from hearts_desktop.engine import Match, cards_of
from hearts_desktop.ui.controller import HUMAN


def card_point(window, card) -> QPoint:
    """A viewport point on the visible left strip of one of the player's cards."""
    item = window.table.item(card)
    local = QPointF(-item.width / 2 + min(14.0, item.width * 0.12), 0)
    return window.table.mapFromScene(item.mapToScene(local))


def table_point(window) -> QPoint:
    """A viewport point in the middle of the table (a drop zone)."""
    lay = window.table.layout_geometry
    return window.table.mapFromScene(QPointF(lay.centre_x, lay.centre_y))


def send_mouse(widget, kind: QEvent.Type, pos: QPoint, held: bool) -> None:
    button = Qt.MouseButton.LeftButton if kind != QEvent.Type.MouseMove else Qt.MouseButton.NoButton
    buttons = Qt.MouseButton.LeftButton if held else Qt.MouseButton.NoButton
    point = QPointF(pos)
    event = QMouseEvent(kind, point, QPointF(widget.mapToGlobal(pos)), button, buttons,
                        Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(widget, event)


def drag(window, start: QPoint, end: QPoint, steps: int = 6) -> None:
    """Press at ``start``, move to ``end`` in steps with the button held, release."""
    viewport = window.table.viewport()
    send_mouse(viewport, QEvent.Type.MouseButtonPress, start, True)
    for i in range(1, steps + 1):
        p = start + (end - start) * (i / steps)
        send_mouse(viewport, QEvent.Type.MouseMove, QPoint(round(p.x()), round(p.y())), True)
    send_mouse(viewport, QEvent.Type.MouseButtonRelease, end, False)


def click(window, pos: QPoint) -> None:
    viewport = window.table.viewport()
    send_mouse(viewport, QEvent.Type.MouseButtonPress, pos, True)
    send_mouse(viewport, QEvent.Type.MouseButtonRelease, pos, False)


def legal_cards(window):
    return cards_of(window.controller.match.hand.legal_mask(HUMAN))


def illegal_cards(window):
    hand = window.controller.match.hand
    return [c for c in hand.hand(HUMAN) if not hand.legal_mask(HUMAN) & c.mask]


def wait_for_player(qtbot, window, timeout: int = 5000) -> None:
    """Wait until the game waits for the human or shows a dialog."""
    c = window.controller
    qtbot.waitUntil(lambda: c.human_to_act() or window.dialog is not None, timeout=timeout)


def play_until_dialog(qtbot, window) -> None:
    """Play the human's first legal card (or pass the first three) until a dialog shows."""
    c = window.controller
    while window.dialog is None:
        wait_for_player(qtbot, window)
        if window.dialog is not None:
            break
        if c.can_pass():
            c.pass_cards(c.match.hand.hand(HUMAN)[:3])
        else:
            click(window, card_point(window, legal_cards(window)[0]))


def replays(window) -> bool:
    """Whether the match is exactly what its event log replays to (every event re-validated)."""
    c = window.controller
    again = Match.replay(c.setup.rules, c.setup.deals, c.match.events)
    return again.state_key() == c.match.state_key()


def play_first_legal_until(qtbot, window, done) -> None:
    """Click the first legal card whenever it is the player's turn, until ``done()``."""
    c = window.controller
    while not done():
        qtbot.waitUntil(lambda: c.can_play() or done())
        if c.can_play() and not done():
            click(window, card_point(window, legal_cards(window)[0]))


def finish_hands(qtbot, window, hands: int) -> None:
    """Play ``hands`` hands, closing each summary."""
    for _ in range(hands):
        play_until_dialog(qtbot, window)
        window.dialog.accept()
        qtbot.waitUntil(lambda: window.dialog is None)


def reach_a_choice(qtbot, window, legal_at_least: int = 1) -> None:
    """Play by clicks until the player must follow suit and holds cards that may not be played."""
    c = window.controller
    for _ in range(60):
        wait_for_player(qtbot, window)
        if c.can_pass():
            c.pass_cards(c.match.hand.hand(HUMAN)[:3])
            continue
        if illegal_cards(window) and c.match.hand.trick and len(legal_cards(window)) >= legal_at_least:
            return
        click(window, card_point(window, legal_cards(window)[0]))
    raise AssertionError("never had an illegal card in hand")
