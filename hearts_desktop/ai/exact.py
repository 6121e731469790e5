"""The end of a hand played out exactly on one deal with every card known: max-n.

Every seat plays for its own points against the others' mean, moons included (the hand's
points come from the engine's ``score_hand`` through ``simulate.hand_points``); among cards
that do equally well for it a seat plays the lowest (by card index). Cards of one suit in one
hand with the same value and no other seat's card and no card on the table between them count
once. The points of each position between tricks are kept, so orders of play that meet again
are solved once, and the points of each finished hand, so it is scored once.

Svær with ``exact_work`` set (the arena's ``svaer-exact``, a candidate) uses this for its last
cards against players who look ahead (``svaer.Svaer.sample_costs``). The work is
counted in card plays tried; past ``limit`` the search gives up (``TooMuchWork``), so a
decision never takes seconds at a table of five or six, where four cards each means twenty
or more cards to play out.
"""

from __future__ import annotations

from typing import Sequence

from ..engine import Rules
from ..engine.legality import legal_mask
from .simulate import finish_trick, hand_points
from .tables import Tables


class TooMuchWork(Exception):
    """The search tried more card plays than its limit."""


class Solver:
    """Max-n on the deals of one decision; ``work`` counts the card plays tried so far."""

    def __init__(self, t: Tables, rules: Rules, totals: Sequence[int], limit: int) -> None:
        self.t = t
        self.rules = rules
        self.totals = totals
        self.limit = limit
        self.work = 0
        self.cache: dict[tuple, tuple[int, ...]] = {}  # positions between tricks, per deal
        self.scores: dict[tuple, tuple[int, ...]] = {}  # finished hands, for every deal

    def new_deal(self) -> None:
        """Forget the positions of the last deal (a finished hand scores the same on any)."""
        self.cache.clear()

    def points(self, hands: list[int], leader: int, trick: list[int], taken: list[int],
               won: list[int], broken: bool, first: bool) -> tuple[int, ...]:
        """The hand's points per seat when every seat plays on by max-n from here."""
        if trick:
            return self._play(list(hands), leader, list(trick), taken, won, broken, first)
        return self._between(list(hands), leader, taken, won, broken, first)

    def _between(self, hands: list[int], leader: int, taken: list[int], won: list[int],
                 broken: bool, first: bool) -> tuple[int, ...]:
        """The points from the start of a trick (kept per position)."""
        left = hands[leader]
        if not left & (left - 1):
            return self._last_trick(hands, leader, taken, won) if left else self._score(
                taken, won)
        key = (leader, broken, first, *hands, *taken, *won)
        known = self.cache.get(key)
        if known is None:
            known = self.cache[key] = self._play(hands, leader, [], taken, won, broken, first)
        return known

    def _last_trick(self, hands: list[int], leader: int, taken: list[int],
                    won: list[int]) -> tuple[int, ...]:
        """The points once the last trick, one card in each hand, is played."""
        n = self.t.players
        self.work += n
        if self.work > self.limit:
            raise TooMuchWork
        trick = [hands[(leader + i) % n].bit_length() - 1 for i in range(n)]
        taken, won = list(taken), list(won)
        finish_trick(n, trick, leader, taken, won)
        return self._score(taken, won)

    def _score(self, taken: list[int], won: list[int]) -> tuple[int, ...]:
        """The points of the finished hand (kept: different orders of play often end alike)."""
        key = (*taken, *won)
        known = self.scores.get(key)
        if known is None:
            known = self.scores[key] = hand_points(self.rules, taken, won, self.totals)
        return known

    def _play(self, hands: list[int], leader: int, trick: list[int], taken: list[int],
              won: list[int], broken: bool, first: bool) -> tuple[int, ...]:
        """The points from a position inside a trick, ``hands`` and ``trick`` as they are now."""
        t = self.t
        n = t.players
        seat = (leader + len(trick)) % n
        hand = hands[seat]
        legal = legal_mask(self.rules, hand, trick[0] // 13 if trick else None, first, broken,
                           t.first_lead)
        best: tuple[int, ...] = ()
        best_score = 0.0
        for card in self._choices(hands, seat, legal, trick):
            self.work += 1
            if self.work > self.limit:
                raise TooMuchWork
            hands[seat] = hand ^ (1 << card)
            now_broken = broken or t.breaks[card]
            trick.append(card)
            if len(trick) == n:
                next_taken, next_won = list(taken), list(won)
                winner = finish_trick(n, trick, leader, next_taken, next_won)
                result = self._between(hands, winner, next_taken, next_won, now_broken, False)
            else:
                result = self._play(hands, leader, trick, taken, won, now_broken, first)
            trick.pop()
            hands[seat] = hand
            mine = result[seat]
            score = mine - (sum(result) - mine) / (n - 1)
            if not best or score < best_score:
                best, best_score = result, score
        return best

    def _choices(self, hands: list[int], seat: int, legal: int, trick: list[int]) -> list[int]:
        """The legal cards, one of each run that plays alike (see ``svaer.distinct_cards``):
        two cards of a suit with the same value and no card between them in another hand or on
        the table."""
        if not legal & (legal - 1):
            return [legal.bit_length() - 1]
        values = self.t.values
        apart = sum(1 << card for card in trick)
        for other, cards in enumerate(hands):
            if other != seat:
                apart |= cards
        out = []
        previous = -1
        while legal:
            low = legal & -legal
            card = low.bit_length() - 1
            legal ^= low
            if (previous >= 0 and previous // 13 == card // 13
                    and values[card] == values[previous]
                    and not apart & (low - 1) & ~((2 << previous) - 1)):
                previous = card
                continue
            out.append(card)
            previous = card
        return out
