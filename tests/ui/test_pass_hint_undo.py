"""Passing, hints and undo through the window."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from hearts_desktop.engine import Phase, PassCards, PlayCard, cards_of
from hearts_desktop.ui.controller import HUMAN

from .helpers import card_point, click, legal_cards, replays, wait_for_player


def test_passing_three_cards_and_seeing_the_received_ones(qtbot, make_window):
    window = make_window(seed=8)
    c = window.controller
    table = window.table
    wait_for_player(qtbot, window)
    assert c.can_pass()
    hand = c.match.hand
    chosen = list(hand.hand(HUMAN)[2:5])
    assert not table.pass_button.isEnabled()
    for card in chosen:
        click(window, card_point(window, card))
    assert table.pass_selection == frozenset(chosen)
    # A fourth card is not taken while three are chosen; clicking a chosen one puts it back.
    extra = hand.hand(HUMAN)[0]
    click(window, card_point(window, extra))
    assert table.pass_selection == frozenset(chosen)
    assert table.message.endswith("; put one back first.")
    click(window, card_point(window, chosen[0]))
    assert table.pass_selection == frozenset(chosen[1:])
    # Passing two of three is refused with what is picked and what is left.
    assert not table.send_pass()
    assert table.message.startswith("To pass: ") and table.message.endswith(" · choose 1 more")
    assert c.match.hand.passes[HUMAN] is None
    click(window, card_point(window, chosen[0]))
    with qtbot.waitSignal(c.cards_exchanged):
        QTest.mouseClick(table.pass_button, Qt.MouseButton.LeftButton)
    hand = c.match.hand
    assert hand.phase is Phase.PLAYING
    assert cards_of(hand.passes[HUMAN]) == tuple(sorted(chosen))
    received = cards_of(hand.received[HUMAN])
    assert len(received) == 3
    assert not set(chosen) & set(hand.hand(HUMAN))
    wait_for_player(qtbot, window)
    assert c.can_play()
    for card in received:
        assert table.item(card).received
    assert "received" in table.centre.prompt.text()
    # The marks go away with the player's first card.
    click(window, card_point(window, legal_cards(window)[0]))
    wait_for_player(qtbot, window)
    assert not any(table.item(card).received for card in received)
    assert replays(window)


def test_hint_suggests_cards_to_pass_and_a_card_to_play(qtbot, make_window):
    window = make_window(seed=9)
    c = window.controller
    wait_for_player(qtbot, window)
    assert c.can_pass()
    with qtbot.waitSignal(c.hint_ready) as hint:
        QTest.keyClick(window.table, Qt.Key.Key_H)
    suggested = set(hint.args[0])
    assert len(suggested) == 3 and suggested <= set(c.match.hand.hand(HUMAN))
    assert window.table.pass_selection == frozenset(suggested)
    assert all(window.table.item(card).hinted for card in suggested)
    QTest.keyClick(window.table, Qt.Key.Key_P)
    qtbot.waitUntil(lambda: c.match.hand.phase is Phase.PLAYING)
    wait_for_player(qtbot, window)
    with qtbot.waitSignal(c.hint_ready) as hint:
        window.hint_action.trigger()
    (card,) = hint.args[0]
    assert card in legal_cards(window)
    assert window.table.item(card).hinted
    # Once the player has moved, the suggestion disappears.
    click(window, card_point(window, card))
    wait_for_player(qtbot, window)
    assert not any(item.hinted for item in window.table.hand_items())


def test_undo_a_card_replays_the_computers_the_same_way(qtbot, make_window):
    window = make_window(seed=10)
    c = window.controller
    wait_for_player(qtbot, window)
    c.pass_cards(c.match.hand.hand(HUMAN)[:3])
    wait_for_player(qtbot, window)
    events_before = list(c.match.events)
    card = legal_cards(window)[0]
    click(window, card_point(window, card))
    wait_for_player(qtbot, window)
    after_first = list(c.match.events)
    assert len(after_first) > len(events_before)
    assert window.undo_action.isEnabled()
    QTest.keyClick(window.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    wait_for_player(qtbot, window)
    assert c.match.events == events_before
    assert card in c.match.hand.hand(HUMAN) and c.can_play()
    click(window, card_point(window, card))
    wait_for_player(qtbot, window)
    assert c.match.events == after_first  # the computers answer exactly as before
    assert replays(window)


def test_undo_a_pass(qtbot, make_window):
    window = make_window(seed=11)
    c = window.controller
    wait_for_player(qtbot, window)
    passed = c.match.hand.hand(HUMAN)[:3]
    c.pass_cards(passed)
    wait_for_player(qtbot, window)
    assert any(isinstance(e, PassCards) and e.seat == HUMAN for e in c.match.events)
    window.undo_action.trigger()
    wait_for_player(qtbot, window)
    hand = c.match.hand
    assert hand.phase is Phase.PASSING and hand.passes[HUMAN] is None and c.can_pass()
    assert not any(isinstance(e, PlayCard) for e in c.match.events)
    assert set(passed) <= set(hand.hand(HUMAN))
    assert window.table.pass_button.isVisible()
    assert not window.undo_action.isEnabled()
    assert replays(window)


def test_undo_takes_the_tables_message_away(qtbot, make_window):
    window = make_window(seed=11)
    c = window.controller
    wait_for_player(qtbot, window)
    c.pass_cards(c.match.hand.hand(HUMAN)[:3])
    wait_for_player(qtbot, window)
    # A message that would outlast any move: the undo took away the moment it spoke of.
    window.table.voice.say("Hearts are broken!", "hearts", until=lambda: "always")
    assert window.table.message == "Hearts are broken!"
    window.undo_action.trigger()
    wait_for_player(qtbot, window)
    assert window.table.message == ""
    assert not window.table.voice.bubble.isVisible()


def test_undo_while_a_computer_thinks_ignores_the_stale_answer(qtbot, make_window):
    window = make_window(seed=12, threaded=True, speed_factor=0.05)
    c = window.controller
    wait_for_player(qtbot, window)
    c.pass_cards(c.match.hand.hand(HUMAN)[:3])
    wait_for_player(qtbot, window)
    before = list(c.match.events)
    c.play_card(legal_cards(window)[0])
    c.undo()  # at once: any answer already on its way belongs to the old state
    wait_for_player(qtbot, window)
    assert c.match.events == before
    qtbot.wait(200)
    assert c.match.events == before and c.can_play()
    assert replays(window)
