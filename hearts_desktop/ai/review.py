"""Svær's review of a finished hand: where the seat's own pass or cards cost points.

The hand is rebuilt from its deal and events only to take the seat's ``PlayerView`` at each
of its decisions; from there on the review sees nothing but those views and the choices
made, so it judges a decision by what the player could know then, never by hidden cards.
Each decision is put to Svær with a larger budget than in play: its own choice (exactly what it
would play there), then, when that differs, the expected points of both choices over the same
sampled deals.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable, Sequence

from ..engine import (Card, Event, HandState, PassCards, PlayCard, PlayerView, Rules, Trick,
                      to_mask)
from .advice import Advice, advise_card, advise_pass
from .svaer import (BUDGET, MAX_SAMPLES, PASS_BUDGET, Svaer, distinct_cards, pass_candidates,
                    representative)

#: Svær's budget in a review: four times its budget in play.
REVIEW_BUDGET = 4 * BUDGET
REVIEW_MAX_SAMPLES = 4 * MAX_SAMPLES
#: A decision is listed when it cost at least this many expected points more than Svær's.
THRESHOLD = 1.0


@dataclass(frozen=True)
class Decision:
    """One choice of the seat: what it could see, and what it chose (one card or a pass)."""

    index: int  # the position of the event in the hand's events
    view: PlayerView
    chosen: tuple[Card, ...]


@dataclass(frozen=True)
class ReviewEntry:
    """A decision that cost points: the seat's choice and Svær's, with expected points."""

    decision: Decision
    suggested: tuple[Card, ...]
    chosen_points: float
    suggested_points: float
    reason: Advice | None = None  # the rule of thumb Svær's choice follows, if a clear one does

    @property
    def view(self) -> PlayerView:
        return self.decision.view

    @property
    def chosen(self) -> tuple[Card, ...]:
        return self.decision.chosen

    @property
    def cost(self) -> float:
        """Expected points the seat's choice cost compared with Svær's."""
        return self.chosen_points - self.suggested_points


@dataclass(frozen=True)
class Review:
    """The listed decisions of a hand, and how many of the seat's decisions were looked at."""

    entries: tuple[ReviewEntry, ...]
    reviewed: int


class Cancelled(Exception):
    """The review was stopped before it finished."""


def decisions_of(hand: HandState, seat: int, totals: Sequence[int] | None = None,
                 earlier: tuple[tuple[Trick, ...], ...] = ()) -> list[Decision]:
    """The seat's pass and cards in this hand, each with its view just before it (after the
    ``earlier`` hands' tricks: ``Match.tricks_before``)."""
    return decisions_from_events(hand.rules, hand.dealt, hand.hand_number, hand.events, seat,
                                 totals, earlier)


def decisions_from_events(rules: Rules, dealt: Sequence[int], hand_number: int,
                          events: Iterable[Event], seat: int,
                          totals: Sequence[int] | None = None,
                          earlier: tuple[tuple[Trick, ...], ...] = ()) -> list[Decision]:
    """The seat's decisions, replaying the deal and events (each one validated)."""
    state = HandState(rules, dealt, hand_number)
    totals = tuple(totals) if totals is not None else None
    out = []
    for index, event in enumerate(events):
        if event.seat == seat and isinstance(event, PassCards):
            out.append(Decision(index, PlayerView.of(state, seat, totals, earlier),
                                tuple(event.cards)))
        elif event.seat == seat and isinstance(event, PlayCard):
            out.append(Decision(index, PlayerView.of(state, seat, totals, earlier),
                                (event.card,)))
        state.push(event)
    return out


def _own_points(rules: Rules, view: PlayerView, seat: int) -> Callable[[Sequence[int]], float]:
    return lambda points: points[seat]


class _ExpectedPoints(Svaer):
    cost_model = staticmethod(_own_points)


class Reviewer:
    """Evaluates decisions as Svær would with a larger budget."""

    def __init__(self, seed: int = 0, budget: int = REVIEW_BUDGET,
                 max_samples: int = REVIEW_MAX_SAMPLES, threshold: float = THRESHOLD) -> None:
        # Passes get the same multiple of Svær's budget for a pass as cards do of a card's.
        pass_budget = budget * PASS_BUDGET // BUDGET
        self.svaer = Svaer(seed, budget, max_samples=max_samples, pass_budget=pass_budget)
        self.points = _ExpectedPoints(seed, budget, max_samples=max_samples,
                                      pass_budget=pass_budget)
        self.threshold = threshold

    def judge(self, decision: Decision) -> ReviewEntry | None:
        """The entry for this decision if Svær's choice is worth at least the threshold more."""
        view = decision.view
        if len(decision.chosen) == 1:
            legal = view.legal_mask()
            if not legal & (legal - 1):
                return None  # a forced card is no decision
            suggested: tuple[Card, ...] = (self.svaer.choose_card(view),)
            candidates = distinct_cards(view, legal)
            # Every legal card is a candidate, so each card has its representative.
            chosen = representative(int(decision.chosen[0]), candidates)
            best = representative(int(suggested[0]), candidates)
            points = self.points.evaluate(view, candidates) if chosen != best else []
        else:
            suggested = tuple(self.svaer.choose_pass(view))
            masks = [to_mask(decision.chosen), to_mask(suggested)]
            candidates = pass_candidates(view.hand_mask, view.pass_count)
            candidates += [m for m in masks if m not in candidates]
            chosen, best = (candidates.index(m) for m in masks)
            points = self.points.evaluate_passes(view, candidates) if chosen != best else []
        if chosen == best or points[chosen] - points[best] < self.threshold:
            return None
        if len(suggested) == 1:
            reason = advise_card(view, suggested[0])
        else:
            reason = advise_pass(view, suggested)
        return ReviewEntry(decision, suggested, points[chosen], points[best], reason)


def review(decisions: Sequence[Decision], reviewer: Reviewer | None = None,
           progress: Callable[[int, int], None] | None = None,
           cancelled: Callable[[], bool] | None = None) -> Review:
    """Judge every decision; ``progress(done, total)`` after each, ``cancelled()`` before each.

    Raises ``Cancelled`` when ``cancelled()`` says so.
    """
    reviewer = reviewer or Reviewer()
    entries = []
    total = len(decisions)
    for done, decision in enumerate(decisions):
        if cancelled is not None and cancelled():
            raise Cancelled()
        entry = reviewer.judge(decision)
        if entry is not None:
            entries.append(entry)
        if progress is not None:
            progress(done + 1, total)
    return Review(tuple(entries), total)
