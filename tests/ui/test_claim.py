"""Claiming the rest of a hand at the table: offered when certain, and computers claim too."""

from __future__ import annotations

from dataclasses import replace

from hearts_desktop.engine import ExplicitDeals, PlayCard, find_claim, preset
from hearts_desktop.engine.claim import no_points_left
from hearts_desktop.ui.controller import HUMAN
from hearts_desktop.ui.dialogs.summaries import HandSummaryDialog

from ..engine.helpers import deal_from_tricks
from ..engine.test_claim import NO_JACK, TRICKS
from .helpers import legal_cards, wait_for_player


def window_on(make_window, deal, **options):
    window = make_window(rules=preset("spardame-snl"), **options)
    setup = window.controller.setup
    window.controller.new_game(replace(setup, deals=ExplicitDeals((tuple(deal),))))
    return window


def test_the_player_claims_when_every_card_must_win(qtbot, make_window):
    window = window_on(make_window, deal_from_tricks(TRICKS))
    c = window.controller
    while True:
        wait_for_player(qtbot, window)
        assert window.dialog is None, "the hand ended without a claim"
        if window.claim_action.isEnabled():
            break
        c.play_card(min(legal_cards(window)))  # 3♣ first: then every card of seat 0 is on top
    expected = find_claim(c.match.hand)
    tricks_before = len(c.match.hand.tricks)
    hand = c.match.hand
    with qtbot.waitSignal(c.claimed):
        window.claim_action.trigger()
    qtbot.waitUntil(lambda: isinstance(window.dialog, HandSummaryDialog))
    assert hand.score.points == expected.points()
    assert all(t.winner == HUMAN for t in hand.tricks[tricks_before:])
    assert len(hand.tricks) == 13


def test_the_claim_is_offered_on_the_felt_and_by_a_button(qtbot, make_window):
    window = window_on(make_window, deal_from_tricks(TRICKS))
    c = window.controller
    button = window.table.action_bar.button("claim")
    while True:
        wait_for_player(qtbot, window)
        if window.claim_action.isEnabled():
            break
        assert not button.isEnabled()
        c.play_card(min(legal_cards(window)))
    assert button.isEnabled() and "(C)" in button.toolTip()
    assert "claim it with C" in window.table.message
    with qtbot.waitSignal(c.claimed):
        button.click()
    qtbot.waitUntil(lambda: isinstance(window.dialog, HandSummaryDialog))
    assert not button.isEnabled()


def test_undo_after_a_claim_goes_back_to_where_it_was_made(qtbot, make_window):
    window = window_on(make_window, deal_from_tricks(TRICKS))
    c = window.controller
    while True:
        wait_for_player(qtbot, window)
        if window.claim_action.isEnabled():
            break
        c.play_card(min(legal_cards(window)))
    events_before = list(c.match.events)
    assert c.claim()
    qtbot.waitUntil(lambda: isinstance(window.dialog, HandSummaryDialog))
    window.dialog.reject()
    qtbot.waitUntil(lambda: window.dialog is None)
    assert c.undo()
    assert c.match.events == events_before  # the whole claim, not only its last card
    wait_for_player(qtbot, window)
    assert c.human_claim() is not None
    assert c.undo()  # then the card before it, as always
    assert len(c.match.events) < len(events_before)


def test_undo_skips_the_cards_a_computer_claimed_for_the_player(qtbot, make_window):
    deal = deal_from_tricks(TRICKS)
    window = window_on(make_window, [deal[1], deal[0], deal[2], deal[3]], computers_claim=True,
                       pause_after_hand=False)
    c = window.controller
    mine = []
    claims = []
    c.claimed.connect(claims.append)
    while not claims:
        wait_for_player(qtbot, window)
        if not claims and c.can_play():
            mine.append(len(c.match.events))
            c.play_card(min(legal_cards(window)))
    qtbot.waitUntil(lambda: len(c.match.results) == 1)
    assert c.undo()
    assert len(c.match.events) == mine[-1]  # back before the player's own last card


def test_no_claim_is_offered_while_a_card_can_still_lose(qtbot, make_window):
    window = window_on(make_window, deal_from_tricks(TRICKS))
    wait_for_player(qtbot, window)
    assert window.controller.human_claim() is None  # 3♣ can be beaten
    assert not window.claim_action.isEnabled()
    assert not window.controller.claim()


def test_a_computer_claims_after_an_announcement(qtbot, make_window):
    # Seat 1 holds the cards that win everything; the player has 2♣ and leads.
    deal = deal_from_tricks(TRICKS)
    deal = [deal[1], deal[0], deal[2], deal[3]]
    window = window_on(make_window, deal, computers_claim=True)
    c = window.controller
    claims = []
    c.claimed.connect(claims.append)
    human_cards = 0
    while window.dialog is None:
        wait_for_player(qtbot, window)
        if window.dialog is None:
            c.play_card(min(legal_cards(window)))
            human_cards += 1
    assert claims == [1]
    assert isinstance(window.dialog, HandSummaryDialog)
    assert human_cards < 13
    hand = window.dialog.hand
    assert hand.score is not None and len(hand.tricks) == 13
    assert all(isinstance(e, PlayCard) for e in hand.events)


def test_with_nothing_left_to_score_the_player_may_claim_even_if_another_wins_all(qtbot, make_window):
    deal = deal_from_tricks(TRICKS)
    window = make_window(rules=NO_JACK)
    window.controller.new_game(replace(window.controller.setup, deals=ExplicitDeals(
        ((deal[1], deal[0], deal[2], deal[3]),))))
    c = window.controller
    offered = []
    while window.dialog is None:
        wait_for_player(qtbot, window)
        if window.dialog is not None:
            break
        hand = c.match.hand
        claim = find_claim(hand)
        if claim is not None and claim.seat == 1 and no_points_left(hand):
            offered.append(c.human_claim())
        elif claim is not None and claim.seat == 1:
            assert c.human_claim() is None  # seat 1's cards win, but points are still out
        c.play_card(min(legal_cards(window)))
    assert offered and all(claim is not None for claim in offered)
