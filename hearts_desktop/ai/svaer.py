"""Svær: determinized Monte Carlo over deals consistent with everything its seat has seen.

For each legal card (cards that are interchangeable count once) it plays the same sampled
deals to the end with Mellem's rules of thumb for every seat, scores them with the engine's
``score_hand``, and picks the card with the best expected result for the match: its points
relative to the others', and in a hand that can end the game mostly its chance of winning the
game from the totals after the hand (see ``_CostModel``). When no one else has taken points and
its hand is strong, it also tries every card with a plan to shoot the moon and keeps the
better plan; "strong" asks less when the earlier hands show that the others play by rules of
thumb, as its rollouts do (``habits``).

In the rollouts the other seats try to stop a moon only late (``simulate.STOP_AT``), so Svær
stops a shooter itself instead of counting on the others; its own moon they stop as early as
real players do (``simulate.STOP_MINE_AT``), so it plans one only where it can get through.
Passes are chosen the same way: a few candidate passes (all choices among Mellem's five
favourite cards, and the lowest cards for a moon) are played out on random deals of the
unseen cards.

With ``exact_work`` set (the arena's ``svaer-exact``, a candidate, not the game's Svær), against
players who look ahead it plays its last cards out exactly on each deal instead (``exact``).

The number of playouts is fixed by a budget of simulated card plays, not by the clock, so a
decision depends only on (view, seed).
"""

from __future__ import annotations

import random
from itertools import combinations
from math import erf, sqrt
from typing import Sequence

from ..engine import Card, EndRule, MoonChoice, PlayerView, Rules, best_moon_choice, cards_of
from ..engine.cards import CARDS, SUIT_MASKS
from .knowledge import Knowledge
from .exact import Solver, TooMuchWork
from .habits import plays_by_rule_of_thumb, plays_by_search
from .heuristics import pass_cards, pass_scores
from .mellem import heuristic_card, taken_by_seat
from .reading import HonourReading
from .rng import decision_rng
from .simulate import finish_trick, hand_points, moon_owner, playout
from .tables import AS, KS, POINT_MASK, QS_BIT, tables

HIGH_SPADES = (1 << KS) | (1 << AS)

#: Simulated card plays per decision (shared among the candidate cards).
BUDGET = 24_000
#: Simulated card plays per pass: one pass decides more of a hand than any one card, and at
#: ``BUDGET`` each candidate pass got only about 20 deals. Four times as many (about 160 ms
#: of CPU a pass) took Svær from 0.76× to 0.68× a search player's points per hand, side by
#: side on the same 24 boards (docs/STRENGTH.md).
PASS_BUDGET = 4 * BUDGET
MIN_SAMPLES = 12
MAX_SAMPLES = 160
#: A lost game costs END_WEIGHT hands' worth of points; the hand's points relative to the
#: others count END_POINTS each on top (see ``_CostModel``).
END_WEIGHT = 2.0
END_POINTS = 0.25
#: The spread of the difference between two seats' points in one hand, and how fast the
#: highest total grows per hand, as fractions of the points in a hand.
SPREAD = 0.45
PACE = 0.3
_SQRT2 = sqrt(2)
#: Standard errors by which a sampled card must beat Mellem's card to be played instead;
#: 0 turns the rule off. At 1.0 it fixed the ducking positions in tests/ai but cost Svær 3–3.5
#: points of win rate in two side-by-sides of 100 games (docs/STRENGTH.md), so it is off.
CONFIDENCE = 0.0
#: With ``exact_work`` set (the arena's ``svaer-exact``, a candidate), against players who look
#: ahead (``habits.plays_by_search``) a decision with ``EXACT_CARDS`` cards in hand or fewer
#: plays each candidate out exactly on each deal (``exact``): on the usual deals, at most
#: ``EXACT_DEALS`` with ``EXACT_CARDS`` in hand, as many as ``EXACT_WORK`` card plays tried
#: allow, and with fewer than ``EXACT_MIN_DEALS`` done the rollouts instead.
EXACT_CARDS = 4
EXACT_DEALS = 48
EXACT_MIN_DEALS = 16
EXACT_WORK = 100_000


class Svaer:
    """Samples hidden hands and plays each candidate card out."""

    #: What a hand's points cost, made per decision as ``cost_model(rules, view, seat)``;
    #: the review of a hand swaps in the seat's own points to report expected points.
    cost_model = None

    def __init__(self, seed: int = 0, budget: int = BUDGET, min_samples: int = MIN_SAMPLES,
                 max_samples: int = MAX_SAMPLES, confidence: float = CONFIDENCE,
                 pass_budget: int = PASS_BUDGET, read_honours: float = 0.0,
                 exact_work: int = 0) -> None:
        self.seed = seed
        # Card plays its exact end may try per decision; 0, the default: no exact end.
        self.exact_work = exact_work
        # In this share of its deals in play, each hidden honour is pinned to a seat drawn from
        # ``reading.HonourReading`` (0, the default: plain deals; the arena's svaer-read levels).
        self.read_honours = read_honours
        self.confidence = confidence
        self.budget = budget
        self.pass_budget = pass_budget
        self.min_samples = min_samples
        self.max_samples = max_samples

    def choose_pass(self, view: PlayerView) -> tuple[Card, ...]:
        """The best of a few candidate passes, each played out on sampled deals."""
        candidates = pass_candidates(view.hand_mask, view.pass_count)
        if len(candidates) == 1:
            return cards_of(candidates[0])
        costs = self.pass_plan_costs(view, candidates)
        moon_pass = lowest_cards(view.hand_mask, view.pass_count)

        def score(i: int) -> float:
            if candidates[i] == moon_pass:
                # The lowest cards go only to shoot, and only from a hand that looks able to:
                # in the normal game they are the cards that duck, and a near tie in the
                # samples gave them away from hands that could not shoot (issue 16).
                return costs[1][i] if len(costs) > 1 else float("inf")
            return min(row[i] for row in costs)

        best = min(range(len(candidates)), key=lambda i: (score(i), candidates[i]))
        return cards_of(candidates[best])

    def evaluate_passes(self, view: PlayerView, candidates: Sequence[int]) -> list[float]:
        """The mean cost of each candidate pass, played its better way (normal or moon)."""
        costs = self.pass_plan_costs(view, candidates)
        return [min(row[i] for row in costs) for i in range(len(candidates))]

    def pass_plan_costs(self, view: PlayerView, candidates: Sequence[int]) -> list[list[float]]:
        """Per plan (normal, then a moon if the hand looks strong enough), the mean cost of
        each candidate pass; the others pass as Mellem would."""
        rules = view.rules
        t = tables(rules)
        n = view.players
        seat = view.seat
        count = view.pass_count
        rng = decision_rng(self.seed, view)
        unseen = list(cards_of(t.deck & ~view.hand_mask))
        size = view.hand_mask.bit_count()
        plans = [-1]
        if t.moon_matters and _moon_plausible(view, [0] * n):
            plans.append(seat)
        samples = self.pass_budget // (len(candidates) * len(plans) * n * size)
        samples = max(self.min_samples, min(self.max_samples, samples))
        cost_of = (self.cost_model or _CostModel)(rules, view, seat)
        first_bit = 1 << t.first_lead
        sums = [[0.0] * len(candidates) for _ in plans]
        for _ in range(samples):
            deal = self.sample_deal_before_pass(view, unseen, rng)
            passes = [pass_cards(t, deal[s], count) for s in range(n)]
            for i, mine in enumerate(candidates):
                passes[seat] = mine
                hands = [deal[s] & ~passes[s] for s in range(n)]
                for giver in range(n):
                    hands[(giver + view.pass_direction) % n] |= passes[giver]
                leader = next(s for s in range(n) if hands[s] & first_bit)
                for p, planner in enumerate(plans):
                    taken, won = [0] * n, [0] * n
                    playout(t, rules, list(hands), leader, [], taken, won, False, True, planner,
                            seat)
                    sums[p][i] += cost_of(hand_points(rules, taken, won, view.totals))
        return [[total / samples for total in row] for row in sums]

    def sample_deal_before_pass(self, view: PlayerView, unseen: list[int],
                                rng: random.Random) -> list[int]:
        """A random deal of the ``unseen`` cards among the other seats (shuffles ``unseen``)."""
        rng.shuffle(unseen)
        size = view.hand_mask.bit_count()
        deal = [0] * view.players
        deal[view.seat] = view.hand_mask
        others = [s for s in range(view.players) if s != view.seat]
        for k, other in enumerate(others):
            for card in unseen[k * size:(k + 1) * size]:
                deal[other] |= 1 << card
        return deal

    def sample_deal(self, knowledge: Knowledge, rng: random.Random) -> list[int]:
        """A deal of the hidden cards consistent with what the seat knows."""
        return knowledge.sample(rng)

    def choose_moon(self, view: PlayerView) -> MoonChoice:
        """The better moon scoring for itself."""
        return best_moon_choice(view.rules, view.totals, view.seat)

    def choose_card(self, view: PlayerView) -> Card:
        """The card with the lowest expected cost over sampled deals."""
        legal = view.legal_mask()
        if not legal & (legal - 1):
            return CARDS[legal.bit_length() - 1]
        candidates = distinct_cards(view, legal & ~bad_spade_leads(view, legal))
        if len(candidates) == 1:
            return CARDS[candidates[0]]
        costs = self.sample_costs(view, candidates)
        scores = _means(costs)
        best = min(range(len(candidates)), key=lambda i: (scores[i], candidates[i]))
        if self.confidence and min(costs, key=lambda row: sum(row[best]))[best] is costs[0][best]:
            # Playing its normal game, Svær keeps the rule-of-thumb card unless the samples
            # show another one better by more than ``confidence`` standard errors: many
            # of its mistakes were choices among near-equal cards decided by sampling noise.
            mellem = heuristic_card(view)
            default = representative(int(mellem), candidates)
            if default not in (None, best) and not _clearly_better(
                    costs[0][best], costs[0][default], self.confidence):
                return mellem
        return CARDS[candidates[best]]

    def evaluate(self, view: PlayerView, candidates: Sequence[int]) -> list[float]:
        """The mean cost of each candidate card over the same sampled deals."""
        return _means(self.sample_costs(view, candidates))

    def sample_costs(self, view: PlayerView, candidates: Sequence[int]) -> list[list[list[float]]]:
        """Per plan (normal first, then a moon), per candidate card: its cost on each sampled deal."""
        rules = view.rules
        t = tables(rules)
        n = view.players
        seat = view.seat
        knowledge = Knowledge.of(view)
        rng = decision_rng(self.seed, view)
        taken0 = taken_by_seat(view)
        won0 = [0] * n
        for trick in view.tricks:
            won0[trick.winner] += 1
        trick0 = [int(card) for _, card in view.trick]
        first = view.is_first_trick
        plans = [-1]
        if t.moon_matters and _moon_plausible(view, taken0):
            plans.append(seat)
        remaining = sum(view.hand_sizes)
        samples = self.budget // (len(candidates) * len(plans) * max(remaining, 1))
        samples = max(self.min_samples, min(self.max_samples, samples))
        totals = view.totals
        cost_of = (self.cost_model or _CostModel)(rules, view, seat)
        costs: list[list[list[float]]] = [[[] for _ in candidates] for _ in plans]
        reading = (HonourReading.of(view, knowledge, rng, self.read_honours)
                   if self.read_honours else None)

        def after(deal: list[int], card: int) -> tuple:
            """The position once ``card`` is played on ``deal``: the arguments of a playout."""
            hands = list(deal)
            hands[seat] &= ~(1 << card)
            trick = trick0 + [card]
            taken = list(taken0)
            won = list(won0)
            broken = view.hearts_broken or t.breaks[card]
            if len(trick) == n:
                leader = finish_trick(n, trick, view.leader, taken, won)
                return hands, leader, [], taken, won, broken, False
            return hands, view.leader, trick, taken, won, broken, first

        size = view.hand_mask.bit_count()
        if self.exact_work and size <= EXACT_CARDS and plays_by_search(view):
            # Against players who look ahead, the last cards are played out exactly instead
            # (``exact``), on as many deals as ``exact_work`` allows; on too few, the rollouts
            # as usual, on the same deals as without the try.
            deals = min(samples, EXACT_DEALS) if size == EXACT_CARDS else samples
            solver = Solver(t, rules, totals, self.exact_work)
            row: list[list[float]] = [[] for _ in candidates]
            try:
                for _ in range(deals):
                    deal = self.sample_deal(knowledge, rng)
                    solver.new_deal()
                    points = [solver.points(*after(deal, card)) for card in candidates]
                    for i, result in enumerate(points):
                        row[i].append(cost_of(result))
            except TooMuchWork:
                pass
            if len(row[0]) >= EXACT_MIN_DEALS:
                return [row]
            rng = decision_rng(self.seed, view)
        for _ in range(samples):
            deal = reading.sample(rng) if reading else self.sample_deal(knowledge, rng)
            for p, planner in enumerate(plans):
                row = costs[p]
                for i, card in enumerate(candidates):
                    hands, leader, trick, taken, won, broken, first_now = after(deal, card)
                    if any(hands):
                        playout(t, rules, hands, leader, trick, taken, won, broken, first_now,
                                planner, seat)
                    row[i].append(cost_of(hand_points(rules, taken, won, totals)))
        return costs


def _means(costs: list[list[list[float]]]) -> list[float]:
    """The mean cost of each candidate under its better plan."""
    return [min(sum(row[i]) / len(row[i]) for row in costs) for i in range(len(costs[0]))]


def representative(card: int, candidates: Sequence[int]) -> int | None:
    """The index of the candidate that plays like ``card`` (the highest one of its suit not
    above it), or None when ``card`` is not among the candidates (a lead left out)."""
    same = [i for i, c in enumerate(candidates) if c // 13 == card // 13 and c <= card]
    return max(same, key=lambda i: candidates[i]) if same else None


def _clearly_better(better: Sequence[float], other: Sequence[float], z: float) -> bool:
    """Whether ``better`` costs less than ``other`` by more than ``z`` standard errors, paired by deal."""
    k = len(better)
    diffs = [b - o for b, o in zip(better, other)]
    mean = sum(diffs) / k
    if k < 2:
        return mean < 0
    var = sum((d - mean) ** 2 for d in diffs) / (k - 1)
    return mean < 0 and mean * mean > z * z * var / k


class _CostModel:
    """What a hand's result costs this seat in the match (lower is better).

    In a hand that can end the game, mostly the chance of losing the game from the totals
    after the hand. Once the game is over that is known; before, each other seat's lead over
    this one at the end of the game is taken as normally distributed around the difference
    after this hand, with a spread that grows with the hands likely left (``SPREAD``,
    ``PACE``), and the chance of winning is that of staying ahead of each of them. So a point
    counts most against a close rival, a lead is kept rather than gambled, and a seat far
    behind takes risks. The hand's points relative to the others break ties.

    Earlier, while no result of the hand can end the game, only those relative points count.
    The estimated chance there made three Svær play against each other once the fourth
    player fell behind: with relative points there, the arena's search player against three
    Svær took 0.6 points a hand more (against their mean, paired over 72 boards) and won no
    more often, and Svær's own results stayed within the noise (docs/STRENGTH.md, "The game
    objective only in a hand that can end the game").
    """

    def __init__(self, rules: Rules, view: PlayerView, seat: int) -> None:
        self.rules = rules
        self.totals = view.totals
        self.seat = seat
        self.others = view.players - 1
        self.weight = rules.penalty_total
        self.hands_left = (rules.end_hands - view.hand_number - 1
                           if rules.end_rule is EndRule.HANDS else None)
        self.may_end = self.hands_left == 0 or rules.limit_reached(
            [t + rules.penalty_total for t in view.totals])

    def __call__(self, points: Sequence[int]) -> float:
        mine = points[self.seat]
        relative = mine - (sum(points) - mine) / self.others
        if not self.may_end:
            return END_POINTS * relative
        after = [t + p for t, p in zip(self.totals, points)]
        if self.hands_left == 0 or self.rules.limit_reached(after):
            best = min(after)
            lost = 1.0 if after[self.seat] != best else 1 - 1 / after.count(best)
        else:
            lost = 1 - self._win_chance(after)
        return END_WEIGHT * self.weight * lost + END_POINTS * relative

    def _win_chance(self, after: Sequence[int]) -> float:
        hands_left = self.hands_left
        if hands_left is None:
            hands_left = (self.rules.end_score - max(after)) / (PACE * self.weight)
        scale = SPREAD * self.weight * max(hands_left, 0.5) ** 0.5 * _SQRT2
        mine = after[self.seat]
        chance = 1.0
        for seat, total in enumerate(after):
            if seat != self.seat:
                chance *= 0.5 * (1 + erf((total - mine) / scale))
        return chance


def pass_candidates(hand: int, count: int, pool: int = 5) -> list[int]:
    """Passes worth simulating: choices among Mellem's favourite cards, and the lowest cards.

    A bare K♠ or A♠ (see ``bare_high_spades``) is in every pass but the moon pass (the
    lowest cards), which ``Svaer.choose_pass`` judges by its moon plan alone, so only for
    hands that pass ``_moon_plausible``. (A stricter test of the hand, five cards heading their
    suits from the ace or three of them and three hearts from the jack up, halved Svær's moons
    and cost it win rate against three Mellem: docs/STRENGTH.md.)
    """
    scores = pass_scores(hand, count)
    must = bare_high_spades(hand)
    if must.bit_count() > count:
        must = 0
    rest = [c for c in scores if not must >> c & 1]
    favourites = sorted(rest, key=lambda c: (-scores[c], -c))[:pool - must.bit_count()]
    out = []
    for combo in combinations(sorted(favourites), count - must.bit_count()):
        mask = must
        for card in combo:
            mask |= 1 << card
        out.append(mask)
    low_mask = lowest_cards(hand, count)
    if low_mask not in out:
        out.append(low_mask)
    return out


def lowest_cards(hand: int, count: int) -> int:
    """The pass for a moon: the ``count`` lowest cards of the hand, by rank."""
    out = 0
    for card in sorted(cards_of(hand), key=lambda c: (int(c) % 13, int(c)))[:count]:
        out |= 1 << int(card)
    return out


#: Spades below the queen that make K♠ and A♠ safe enough to keep without the queen.
SPADE_GUARDS = 3


def bare_high_spades(hand: int) -> int:
    """K♠ and A♠ of a hand without Q♠ and with fewer than ``SPADE_GUARDS`` lower spades.

    Such a king or ace is where the queen lands when spades are led; experts pass it.
    """
    if hand & QS_BIT:
        return 0
    guards = (hand & SUIT_MASKS[2] & (QS_BIT - 1)).bit_count()
    return hand & HIGH_SPADES if guards < SPADE_GUARDS else 0


def bad_spade_leads(view: PlayerView, legal: int) -> int:
    """A lead Svær does not consider: the one spade guarding its Q♠, while it may lead another suit.

    Led away, it leaves the queen bare for the next spade lead, which the samples (played
    out with rules of thumb that rarely lead spades at a bare queen) do not punish enough.
    """
    if view.trick or not view.hand_mask & QS_BIT:
        return 0
    guards = view.hand_mask & SUIT_MASKS[2] & (QS_BIT - 1)
    if guards.bit_count() != 1 or not legal & ~SUIT_MASKS[2]:
        return 0
    return guards


def distinct_cards(view: PlayerView, legal: int) -> list[int]:
    """The legal cards, keeping one of each run of cards that play exactly alike.

    Two cards of a suit are alike when every card between them is in this hand or played,
    and they score the same; a card on the table in this trick keeps them apart.
    """
    values = tables(view.rules).values
    on_table = 0
    for _, card in view.trick:
        on_table |= 1 << card
    known = view.hand_mask | (view.played_mask & ~on_table)
    out = []
    for suit_mask in SUIT_MASKS:
        cards = legal & suit_mask
        previous = -1
        while cards:
            low = cards & -cards
            card = low.bit_length() - 1
            cards ^= low
            if previous >= 0 and values[card] == values[previous]:
                between = ((1 << card) - 1) & ~((2 << previous) - 1)
                if between & known == between:
                    previous = card
                    continue
            out.append(card)
            previous = card
    return out


def _moon_plausible(view: PlayerView, taken: list[int]) -> bool:
    """Whether trying to take every heart and Q♠ deserves a look."""
    owner, _ = moon_owner(taken)
    if owner not in (-1, view.seat):
        return False
    hand = view.hand_mask
    high = 0
    for suit_mask in SUIT_MASKS:
        top = hand & suit_mask
        # Count the cards that are the highest ones left in their suit.
        rest = suit_mask & ~view.played_mask
        while top and top.bit_length() == rest.bit_length():
            high += 1
            top &= ~(1 << (top.bit_length() - 1))
            rest &= ~(1 << (rest.bit_length() - 1))
    hearts_high = (hand & SUIT_MASKS[3] & ~((1 << (SUIT_MASKS[3].bit_length() - 5)) - 1)).bit_count()
    if high >= 4 or hearts_high >= 4 or \
            (owner == view.seat and (taken[view.seat] & POINT_MASK).bit_count() >= 4):
        return True
    # Against players who go by rules of thumb, as its rollouts do, three will do: they stop a
    # moon late, so the tries pay. Against players who look further ahead the failed tries
    # cost more than the moons win (docs/STRENGTH.md, *Moons against rules of thumb*).
    return (high >= 3 or hearts_high >= 3) and plays_by_rule_of_thumb(view)
