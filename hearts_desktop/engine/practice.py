"""A deal played again as practice: the same cards, seats, pass direction and totals, one hand."""

from __future__ import annotations

from typing import Sequence

from .deals import ExplicitDeals
from .hand import HandState
from .match import Match
from .rules import Rules


class PracticeMatch(Match):
    """One hand of a game dealt again, from the totals it was played at; then it is over.

    The hand keeps its number, so the pass direction and every computer decision that depends
    on the moment of the game (its seed, the totals) are those of the original hand.
    """

    def __init__(self, rules: Rules, dealt: Sequence[int], hand_number: int,
                 totals: Sequence[int]) -> None:
        self.hand_number = hand_number
        super().__init__(rules, ExplicitDeals((tuple(dealt),)))
        self.totals = list(totals)

    @classmethod
    def of(cls, match: Match, hand_number: int) -> "PracticeMatch":
        """Hand ``hand_number`` of ``match`` dealt again."""
        totals = [0] * match.players
        for result in match.results[:hand_number]:
            totals = [t + p for t, p in zip(totals, result.points)]
        return cls(match.rules, match.hands[hand_number].dealt, hand_number, totals)

    def _deal_next(self) -> None:
        self.hands.append(HandState(self.rules, self.deals.hands(0, self.players), self.hand_number))

    def _finished(self) -> bool:
        return True
