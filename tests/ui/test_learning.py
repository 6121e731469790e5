"""Learning from a hand: Svær's review dialog, playing the deal again, copying the daily result."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from hearts_desktop.ai.review import Reviewer
from hearts_desktop.app.paths import AppPaths
from hearts_desktop.app.services import AppServices
from hearts_desktop.app.setup import GameSetup
from hearts_desktop.engine import PlayCard, preset
from hearts_desktop.engine.cards import deck
from hearts_desktop.ui.controller import HUMAN
from hearts_desktop.ui.dialogs import review as review_module
from hearts_desktop.ui.dialogs.position_board import CHOSEN, LIFT, SUGGESTED, hand_layout
from hearts_desktop.ui.dialogs.review import MAJOR_COST, MINOR_COST, ReviewDialog, cost_badge
from hearts_desktop.ui.dialogs.score_sheet import ScoreSheetDialog
from hearts_desktop.ui.dialogs.summaries import GameOverDialog, HandSummaryDialog, LastTrickDialog
from hearts_desktop.ui.practice import PracticeDialog

from .helpers import card_point, click, play_until_dialog
from .test_persistence import open_window  # noqa: F401  (the fixture)


def cheap_reviewer(seed: int = 0, **options) -> Reviewer:
    return Reviewer(seed, budget=1_500, max_samples=6, **options)


@pytest.fixture
def quick_review(monkeypatch):
    monkeypatch.setattr(review_module, "Reviewer", cheap_reviewer)


def finished_hand(qtbot, make_window, **options):
    window = make_window(**options)
    play_until_dialog(qtbot, window)
    assert isinstance(window.dialog, HandSummaryDialog)
    return window, window.dialog


def test_the_review_opens_from_the_summary_and_lists_entries(qtbot, make_window, quick_review):
    window, summary = finished_hand(qtbot, make_window)
    summary.hand_tools.review_button.click()
    dialog = summary.hand_tools.opened
    assert isinstance(dialog, ReviewDialog)
    qtbot.waitUntil(lambda: dialog.state == "done", timeout=60_000)
    result = dialog.result
    assert result.reviewed == 14  # the pass and 13 cards
    assert dialog.entries.count() == len(result.entries)
    assert not dialog.progress.isVisible() and not dialog.cancel_button.isVisible()
    if result.entries:  # playing the first legal card every time costs points somewhere
        entry = result.entries[0]
        dialog.entries.setCurrentRow(0)
        assert dialog.board.view is entry.view
        assert dialog.board.chosen == entry.chosen and dialog.board.suggested == entry.suggested
        text = dialog.entries.item(0).text()
        assert str(entry.chosen[0]) in text and str(entry.suggested[0]) in text
        assert all(not dialog.entries.item(i).icon().isNull() for i in range(dialog.entries.count()))
    else:
        assert dialog.status.text() == "Svær agrees with every card you played."


def test_a_review_with_nothing_to_say_says_so(qtbot, make_window):
    window, summary = finished_hand(qtbot, make_window)
    dialog = ReviewDialog(window.controller, 0, window.art, window,
                          reviewer=cheap_reviewer(threshold=1_000))
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.state == "done", timeout=60_000)
    assert dialog.entries.count() == 0
    assert dialog.status.text() == "Svær agrees with every card you played."
    assert dialog.board.view is None


def test_cancel_stops_the_review_between_decisions(qtbot, make_window):
    window, summary = finished_hand(qtbot, make_window)
    dialog = ReviewDialog(window.controller, 0, window.art, window)  # the full budget: slow
    qtbot.addWidget(dialog)
    dialog.cancel_button.click()
    assert "Stopping" in dialog.status.text()
    qtbot.waitUntil(lambda: dialog.state == "cancelled", timeout=60_000)
    assert dialog.progress.value() < len(dialog.decisions)
    assert dialog.status.text() == "The review was stopped."


def test_the_score_sheet_reviews_the_selected_hand(qtbot, make_window, quick_review):
    window, summary = finished_hand(qtbot, make_window)
    sheet = ScoreSheetDialog(window.controller, window)
    qtbot.addWidget(sheet)
    assert sheet.selected_hand() == 0
    sheet.table.setCurrentCell(0, 1)
    assert sheet.hand_tools.review_button.isEnabled()
    dialog = sheet.hand_tools.open_review()
    assert dialog.hand_number == 0
    qtbot.waitUntil(lambda: dialog.state == "done", timeout=60_000)


def snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in folder.rglob("*") if p.is_file()}


def test_playing_the_deal_again_changes_neither_game_nor_statistics(qtbot, open_window, tmp_path):
    services = AppServices(AppPaths(tmp_path / "data", tmp_path / "config"), "en_US")
    window, keeper = open_window(services)
    play_until_dialog(qtbot, window)
    summary = window.dialog
    assert isinstance(summary, HandSummaryDialog)
    game = window.controller
    before = (game.match.state_key(), snapshot(tmp_path / "data"), services.statistics)
    practice = summary.hand_tools.open_practice()
    assert isinstance(practice, PracticeDialog)
    hand, original = practice.controller.match.hand, game.match.hands[0]
    assert hand.dealt == original.dealt and hand.direction == original.direction
    # Play the player's original cards again: the computers answer exactly as in the game.
    c = practice.controller
    for event in original.events:
        if event.seat != HUMAN:
            continue
        qtbot.waitUntil(lambda: c.human_to_act(), timeout=10_000)
        if isinstance(event, PlayCard):
            assert c.play_card(event.card)
        else:
            assert c.pass_cards(event.cards)
    qtbot.waitUntil(lambda: hand.score is not None, timeout=10_000)
    assert hand.events == original.events and hand.score == original.score
    qtbot.waitUntil(lambda: "Practice over" in practice.banner.text(), timeout=10_000)
    practice.restart()
    assert practice.controller.match.hand.dealt == original.dealt
    assert practice.controller.match.hand.events == []
    practice.reject()
    assert (game.match.state_key(), snapshot(tmp_path / "data"), services.statistics) == before
    assert window.dialog is summary  # back to the game where it was


def test_copy_result_after_a_daily_deal(qtbot, make_window):
    window = make_window()
    rules = preset("spar-dame").with_options(end_rule="hands", end_hands=1)
    daily = GameSetup.daily(dt.date(2026, 11, 30), rules, window.controller.setup.level)
    window.controller.new_game(replace(daily, names=window.controller.setup.names))
    while not isinstance(window.dialog, GameOverDialog):
        play_until_dialog(qtbot, window)
        if isinstance(window.dialog, HandSummaryDialog):
            window.dialog.accept()
            qtbot.waitUntil(lambda: window.dialog is not None)
    over = window.dialog
    assert over.share is not None
    assert over.share.button.text() == "&Copy result"
    over.share.button.click()
    text = QApplication.clipboard().text()
    assert text.startswith("Spar dame — daily deal")
    assert "Points per hand: " in text and "place" in text
    assert over.share.button.text() == "Result copied"


def test_no_copy_button_for_an_ordinary_game(qtbot, make_window):
    window = make_window(rules=preset("spar-dame").with_options(end_rule="hands", end_hands=1))
    play_until_dialog(qtbot, window)
    window.dialog.accept()
    qtbot.waitUntil(lambda: isinstance(window.dialog, GameOverDialog))
    assert window.dialog.share is None


def test_closing_the_review_stops_its_work(qtbot, make_window):
    window, summary = finished_hand(qtbot, make_window)
    dialog = ReviewDialog(window.controller, 0, window.art, window)  # the full budget: slow
    dialog.reject()
    assert dialog.worker.wait(60_000)  # the decision being judged ends, and nothing follows it
    qtbot.wait(50)
    assert dialog.judged == [] and dialog.state == "running"
    assert dialog.worker.wait(0)


def test_the_practice_hand_has_hint_undo_and_claim(qtbot, make_window):
    window, summary = finished_hand(qtbot, make_window)
    practice = summary.hand_tools.open_practice()
    c = practice.controller
    qtbot.waitUntil(c.human_to_act, timeout=10_000)
    assert practice.hint_button.isEnabled() and not practice.undo_button.isEnabled()
    assert not practice.claim_button.isEnabled()
    with qtbot.waitSignal(c.hint_ready, timeout=10_000):
        practice.hint_button.click()
    if c.can_pass():
        c.pass_cards(c.match.hand.hand(HUMAN)[:3])
    qtbot.waitUntil(c.human_to_act, timeout=10_000)
    before = len(c.match.events)
    assert c.play_card(c.match.hand.legal_cards(HUMAN)[0])
    qtbot.waitUntil(lambda: practice.undo_button.isEnabled(), timeout=10_000)
    practice.undo_button.click()
    assert len(c.match.events) < before + 1
    assert window.controller.match.hands[0].score is not None  # the game is untouched
    practice.reject()


def test_the_practice_hand_is_passed_and_played_with_the_tables_own_buttons(qtbot, make_window):
    window, summary = finished_hand(qtbot, make_window)
    practice = summary.hand_tools.open_practice()
    c = practice.controller
    qtbot.waitUntil(c.can_pass, timeout=10_000)  # the first hand passes to the left
    bar = practice.table.action_bar
    assert bar.button("daily").isHidden() and bar.button("score").isHidden()  # not in practice
    assert not practice.pass_button.isHidden() and not practice.pass_button.isEnabled()
    for card in c.match.hand.hand(HUMAN)[:3]:
        click(practice, card_point(practice, card))
    assert practice.pass_button.isEnabled()
    practice.pass_button.click()
    assert c.match.hand.passes[HUMAN] is not None
    assert window.controller.match.hands[0].score is not None  # the game is untouched
    practice.reject()


def test_the_practice_hand_shows_its_last_trick_as_the_game_does(qtbot, make_window):
    window, summary = finished_hand(qtbot, make_window)
    practice = summary.hand_tools.open_practice()
    c = practice.controller
    while len(c.match.hand.tricks) < 2 or not c.human_to_act():
        qtbot.waitUntil(lambda: c.human_to_act(), timeout=10_000)
        if c.can_pass():
            c.pass_cards(c.match.hand.hand(HUMAN)[:3])
        elif len(c.match.hand.tricks) < 2:
            c.play_card(c.match.hand.legal_cards(HUMAN)[0])
    label = practice.table.trick.last
    assert label.isVisible() and c.name(c.match.hand.tricks[-1].winner) in label.text
    point = practice.table.mapFromScene(label.sceneBoundingRect().center())
    QTest.mouseClick(practice.table.viewport(), Qt.MouseButton.LeftButton, pos=point)
    qtbot.waitUntil(lambda: practice.findChild(LastTrickDialog) is not None)
    practice.findChild(LastTrickDialog).accept()
    QTest.keyClick(practice.table, Qt.Key.Key_L)  # and the key does the same
    qtbot.waitUntil(lambda: any(d.isVisible() for d in practice.findChildren(LastTrickDialog)))
    practice.reject()


@pytest.mark.parametrize("marked", [(0, 1), (4, 5), (11, 12), (0, 12), (6, 6)])
def test_the_reviewed_hand_keeps_every_index_in_sight(marked):
    """The player's card and Svær's stand out, and no card hides the index of the next one."""
    hand = deck(4)[::4]  # one of every fourth card: all suits
    chosen, suggested = (hand[marked[0]],), (hand[marked[1]],)
    w, h = 70.0, 98.0
    layout = hand_layout(hand, chosen, suggested, 12, 40, 560, w, h)
    assert [card for card, _, _ in layout] == list(hand)
    for i, (card, rect, colours) in enumerate(layout):
        marks = ([CHOSEN] if card in chosen else []) + ([SUGGESTED] if card in suggested else [])
        assert colours == marks
        assert rect.top() == (40 - LIFT if marks else 40)
        corner = QRectF(rect.x(), rect.y(), w * 0.22, h * 0.3)
        for _, later, _ in layout[i + 1:]:  # painted after it, so on top
            assert not later.intersects(corner), (card, marked)


def test_a_reviewed_decision_wears_its_cost_in_colour(qtbot):
    """Orange for a point or two, red from three points on: where the hand went wrong, at a glance."""
    for cost, colour in ((1.4, MINOR_COST), (2.9, MINOR_COST), (3.0, MAJOR_COST), (7.8, MAJOR_COST)):
        image = cost_badge(cost).toImage()
        assert image.pixelColor(8, image.height() // 2) == colour, cost
    wide = cost_badge(7.8, ratio=2.0)
    assert wide.width() == 2 * cost_badge(7.8).width()  # sharp on a high-density screen


def test_a_review_that_fails_says_so(qtbot, make_window):
    window, summary = finished_hand(qtbot, make_window)
    broken = cheap_reviewer()
    broken.svaer = None  # every decision it judges raises, in the helper process
    dialog = ReviewDialog(window.controller, 0, window.art, window, reviewer=broken)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.state == "failed", timeout=60_000)
    assert "AttributeError" in dialog.failure
    assert dialog.status.text() == "The review could not be finished."
    assert dialog.progress.isHidden() and dialog.entries.count() == 0
