"""Svær's review of a hand: it finds a deliberate Q♠, agrees with itself, and never peeks."""

from __future__ import annotations

import pytest

from hearts_desktop.ai.advice import Advice
from hearts_desktop.ai.mellem import Mellem
from hearts_desktop.ai.review import Cancelled, Reviewer, decisions_from_events, decisions_of, review
from hearts_desktop.ai.svaer import Svaer
from hearts_desktop.engine import (
    QUEEN_OF_SPADES, Card, HandState, PassCards, Phase, PlayCard, PlayerView, SeededDeals, preset,
)
from hearts_desktop.engine.cards import SUIT_MASKS

RULES = preset("spar-dame")
#: Svær's budget in play keeps these tests quick; the review itself uses four times as much.
BUDGET = 6_000


def reviewer() -> Reviewer:
    return Reviewer(seed=3, budget=BUDGET, max_samples=40)


def play_hand(seed: int, choose_human) -> HandState:
    """A hand of seeded deal ``seed``: Mellem everywhere, seat 0 as ``choose_human`` says."""
    state = HandState(RULES, SeededDeals(seed).hands(0, 4), 0)
    others = Mellem(seed)
    while state.phase is Phase.PASSING or state.phase is Phase.PLAYING:
        for seat in state.to_act():
            view = PlayerView.of(state, seat)
            if seat == 0:
                event = choose_human(view)
            elif state.phase is Phase.PASSING:
                event = PassCards.of(seat, others.choose_pass(view))
            else:
                event = PlayCard(seat, others.choose_card(view))
            state.push(event)
    return state


def takes_the_queen(view: PlayerView):
    """Mellem's choice, except: over Q♠ in the trick, play the highest spade that beats it."""
    if view.phase is Phase.PASSING:
        return PassCards.of(0, Mellem(0).choose_pass(view))
    legal = view.legal_mask()
    spades = legal & SUIT_MASKS[2]
    if any(card == QUEEN_OF_SPADES for _, card in view.trick) and spades >> (QUEEN_OF_SPADES + 1) \
            and spades & ((1 << QUEEN_OF_SPADES) - 1):
        return PlayCard(0, Card(spades.bit_length() - 1))
    return PlayCard(0, Mellem(0).choose_card(view))


def deliberate_queen_hand() -> tuple[HandState, int]:
    """The first seeded hand where seat 0 takes Q♠ while it had a lower spade to play."""
    for seed in range(200):
        state = play_hand(seed, takes_the_queen)
        for index, event in enumerate(state.events):
            if event.seat == 0 and isinstance(event, PlayCard) and event.card.suit == 2 \
                    and event.card > QUEEN_OF_SPADES:
                trick = next(t for t in state.tricks if event.card in t.cards)
                if QUEEN_OF_SPADES in trick.cards and trick.cards.index(QUEEN_OF_SPADES) < \
                        trick.cards.index(event.card):
                    return state, index
    raise AssertionError("no such hand in 200 deals")


def test_a_deliberately_taken_queen_is_listed_with_svaers_card():
    state, index = deliberate_queen_hand()
    decisions = decisions_of(state, 0)
    result = review(decisions, reviewer())
    assert result.reviewed == len(decisions) == 14  # the pass and 13 cards
    entry = next(e for e in result.entries if e.decision.index == index)
    assert entry.chosen == (state.events[index].card,)
    (suggested,) = entry.suggested
    assert suggested.suit == 2 and suggested < QUEEN_OF_SPADES  # duck under the queen
    assert entry.cost >= 10  # 13 points, give or take what follows
    assert entry.chosen_points > entry.suggested_points
    assert entry.reason is Advice.DUCK  # the one-line why: follow under the winning card


def test_a_hand_played_by_svaers_own_choices_lists_nothing():
    svaer = Svaer(3, BUDGET, max_samples=40)  # the reviewer's own settings

    def own(view: PlayerView):
        if view.phase is Phase.PASSING:
            return PassCards.of(0, svaer.choose_pass(view))
        return PlayCard(0, svaer.choose_card(view))

    state = play_hand(11, own)
    result = review(decisions_of(state, 0), reviewer())
    assert result.reviewed == 14
    assert result.entries == ()


def test_the_review_never_reads_hidden_cards():
    state, _index = deliberate_queen_hand()
    events = state.events[: 1 + 4 * 7]  # the passes and seven tricks: cards are still hidden
    dealt = list(state.dealt)
    # Swap two cards of one suit between seats 1 and 2 that nobody has played or passed yet.
    seen = 0
    for event in events:
        for card in (event.cards if isinstance(event, PassCards) else (event.card,)):
            seen |= 1 << card
    swap = None
    for suit_mask in SUIT_MASKS:
        one = dealt[1] & suit_mask & ~seen
        two = dealt[2] & suit_mask & ~seen
        if one and two:
            swap = (one & -one, two & -two)
            break
    assert swap is not None
    changed = list(dealt)
    changed[1] ^= swap[0] | swap[1]
    changed[2] ^= swap[0] | swap[1]
    assert changed != dealt
    before = decisions_from_events(RULES, dealt, 0, events, 0)
    after = decisions_from_events(RULES, changed, 0, events, 0)
    assert [d.view for d in before] == [d.view for d in after]  # the player saw the same
    first = review(before, reviewer())
    second = review(after, reviewer())
    assert [(e.decision, e.suggested, e.chosen_points, e.suggested_points) for e in first.entries] \
        == [(e.decision, e.suggested, e.chosen_points, e.suggested_points) for e in second.entries]


def test_progress_is_reported_and_cancel_stops_between_decisions():
    state = play_hand(5, lambda view: PassCards.of(0, Mellem(0).choose_pass(view))
                      if view.phase is Phase.PASSING else PlayCard(0, Mellem(0).choose_card(view)))
    decisions = decisions_of(state, 0)[:4]
    seen = []
    review(decisions, reviewer(), progress=lambda done, total: seen.append((done, total)))
    assert seen == [(1, 4), (2, 4), (3, 4), (4, 4)]
    asked = []

    def cancel_after_two() -> bool:
        asked.append(1)
        return len(asked) > 2

    with pytest.raises(Cancelled):
        review(decisions, reviewer(), cancelled=cancel_after_two)
    assert len(asked) == 3
