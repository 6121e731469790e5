"""The end-of-hand summary: the point cards each seat took, the moon, the next pass, Enter."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from hearts_desktop.app.setup import GameSetup
from hearts_desktop.engine import Passing, Suit, preset
from hearts_desktop.engine.cards import deck_mask
from hearts_desktop.ui.controller import GameController
from hearts_desktop.ui.dialogs.card_strip import CardStrip
from hearts_desktop.ui.dialogs.summaries import HandSummaryDialog, point_cards
from hearts_desktop.ui.main_window import MainWindow
from hearts_desktop.ui.settings import UiSettings

from tests.i18n.conftest import language  # noqa: F401 - English plural forms come from hearts_en
from .helpers import play_first_legal_until, play_until_dialog
from .test_moon_and_dialogs import all_clubs_deal


def cards_won(hand, seat: int) -> set:
    """Point cards in the tricks ``seat`` won, read from the tricks themselves."""
    return {card for trick in hand.tricks if trick.winner == seat for card in trick.cards
            if card.suit is Suit.HEARTS or card.code in ("QS", "JD")}


def test_the_summary_lists_the_cards_each_seat_took(qtbot, make_window, language):
    language("en")
    window = make_window(seed=31)
    play_until_dialog(qtbot, window)
    summary = window.dialog
    assert isinstance(summary, HandSummaryDialog)
    hand = summary.hand
    assert sum(len(summary.taken_cards(s)) for s in range(4)) == 15  # 13 hearts, Q♠, J♦
    for seat in range(4):
        assert set(summary.taken_cards(seat)) == cards_won(hand, seat)
    assert summary.banner.isHidden()
    # Spar dame passes left, right, across, keep: the second hand passes to the right.
    assert summary.next_label.text() == "Next hand: pass 3 cards to the right."
    with qtbot.waitSignal(summary.finished):
        QTest.keyClick(summary, Qt.Key.Key_Return)  # Enter continues


def test_a_moon_is_announced_and_every_card_is_the_shooters(qtbot, tmp_path):
    rules = preset("spar-dame").with_options(passing=Passing.NONE)
    controller = GameController(GameSetup(rules, all_clubs_deal()), threaded=False, speed_factor=0)
    window = MainWindow(controller, UiSettings.in_folder(tmp_path))
    qtbot.addWidget(window)
    window.show()
    controller.start()
    play_first_legal_until(qtbot, window, lambda: isinstance(window.dialog, HandSummaryDialog))
    summary = window.dialog
    shooter = [c.code for c in summary.taken_cards(0)]
    assert shooter[:2] == ["QS", "JD"] and len(shooter) == 15
    assert all(summary.taken_cards(seat) == [] for seat in (1, 2, 3))
    assert summary.banner.text() == "You shot the moon: everyone else +26"
    assert not summary.banner.isHidden()
    assert summary.next_label.text() == "Next hand: no passing."


@pytest.mark.parametrize("players", [4, 6])
def test_the_summary_fits_a_small_window_with_every_index_in_sight(qtbot, make_window, language,
                                                                   players):
    language("da")
    window = make_window(seed=31, players=players)
    play_until_dialog(qtbot, window)
    summary = window.dialog
    assert isinstance(summary, HandSummaryDialog)
    hint = summary.sizeHint()
    assert hint.width() <= 1024 and hint.height() <= 640 - 40, hint  # 40: a title bar
    strips = summary.findChildren(CardStrip)
    assert len(strips) == players
    for strip in strips:
        assert strip.STEP >= strip.CARD_WIDTH * 0.22  # the next card leaves the index clear
    # The longest row there can be (a moon: every heart, Q♠ and J♦) fits the dialog.
    rules = window.controller.match.rules
    longest = CardStrip(strips[0].art, point_cards(rules, deck_mask(players)))
    assert len(longest.cards) == 15 and longest.sizeHint().width() < hint.width()


def test_the_last_trick_of_a_hand_is_shown_with_its_hand_not_the_next_deal(qtbot, make_window):
    """The match deals the next hand as soon as the last card falls; while the last trick is
    on show, the table still shows the hand it ends: no new cards, its points, no pass."""
    window = make_window(seed=31)
    c, table = window.controller, window.table
    seen = []

    def look() -> None:  # after the table's own refresh (it connected first)
        if c.showing_trick is not None and len(c.match.results) == 1 and not seen:
            finished = c.match.hands[0]
            seen.append((c.table_hand is finished, len(c.table_hand.tricks), table.hand_items(),
                         c.can_pass(), table.centre.prompt.text(), table.plate(0).detail,
                         finished.score.points[0]))

    c.state_changed.connect(look)
    play_until_dialog(qtbot, window)
    assert isinstance(window.dialog, HandSummaryDialog) and seen
    same_hand, tricks, cards, can_pass, prompt, detail, points = seen[0]
    assert same_hand and tricks == 13
    assert cards == []  # the next deal's cards are not in the player's hand yet
    assert not can_pass and prompt == "The hand is over"
    assert detail.endswith(f"this hand {points}".replace("-", "−"))
