"""A match: hands in sequence with the pass cycle, running totals and the end of the game."""

from __future__ import annotations

from typing import Iterable

from .deals import DealSource, ExplicitDeals
from .events import ChooseMoon, Event, PassCards, PlayCard
from .cards import Card
from .hand import HandState, IllegalMove, Phase, Trick
from .rules import EndRule, Rules, Ties
from .scoring import HandScore, MoonChoice
from .view import PlayerView


class Match:
    """A whole game: its rules, where the deals come from, and the events so far.

    The next hand is dealt as soon as one is scored, unless the game is over. ``push`` and
    ``pop`` work across hand boundaries, so undo and replay are exact everywhere.
    """

    def __init__(self, rules: Rules, deals: DealSource) -> None:
        if isinstance(deals, ExplicitDeals):
            deals.check(rules.players)  # refuse a bad later deal now, not in the middle of play
        self.rules = rules
        self.deals = deals
        self.hands: list[HandState] = []
        self.results: list[HandScore] = []
        self.totals = [0] * rules.players
        self._deal_next()

    @classmethod
    def replay(cls, rules: Rules, deals: DealSource, events: Iterable[Event]) -> "Match":
        """The match after these events, each one validated (raises IllegalMove)."""
        match = cls(rules, deals)
        for event in events:
            match.push(event)
        return match

    # Questions ---------------------------------------------------------------------------

    @property
    def hand(self) -> HandState:
        """The hand being played (the last hand once the game is over)."""
        return self.hands[-1]

    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def events(self) -> list[Event]:
        """Every event of the match in order: with the rules and deals, the whole game."""
        return [event for hand in self.hands for event in hand.events]

    @property
    def end_condition_met(self) -> bool:
        """Whether the end rule has been met after some hand (clarification 7)."""
        if self.rules.end_rule is EndRule.HANDS:
            return len(self.results) >= self.rules.end_hands
        running = [0] * self.players
        for result in self.results:
            running = [t + p for t, p in zip(running, result.points)]
            if self.rules.limit_reached(running):
                return True
        return False

    @property
    def is_over(self) -> bool:
        return len(self.results) == len(self.hands)

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats with the lowest total (only meaningful once the game is over)."""
        best = min(self.totals)
        return tuple(s for s, t in enumerate(self.totals) if t == best)

    @property
    def losers(self) -> tuple[int, ...]:
        """The seats at or over the limit, or highest under ``hands:N`` (clarification 8)."""
        return tuple(s for s, t in enumerate(self.totals) if self.rules.is_loser(t, self.totals))

    def totals_before_hand(self) -> tuple[int, ...]:
        """The running totals when the current hand was dealt."""
        if self.is_over:
            return tuple(t - p for t, p in zip(self.totals, self.results[-1].points))
        return tuple(self.totals)

    def to_act(self) -> tuple[int, ...]:
        """The seats whose decision the game is waiting for."""
        return () if self.is_over else self.hand.to_act()

    def view(self, seat: int) -> PlayerView:
        """What ``seat`` may know now."""
        return PlayerView.of(self.hand, seat, self.totals_before_hand(),
                             self.tricks_before(len(self.hands) - 1))

    def tricks_before(self, hand_number: int) -> tuple[tuple[Trick, ...], ...]:
        """The finished tricks of each hand before ``hand_number``, seen by every seat."""
        return tuple(tuple(hand.tricks) for hand in self.hands[:hand_number])

    # Events ------------------------------------------------------------------------------

    def pass_cards(self, seat: int, cards: Iterable[int]) -> None:
        self.push(PassCards.of(seat, cards))

    def play(self, seat: int, card: int) -> None:
        self.push(PlayCard(seat, Card(card)))

    def choose_moon(self, seat: int, choice: MoonChoice) -> None:
        self.push(ChooseMoon(seat, MoonChoice(choice)))

    def push(self, event: Event) -> None:
        """Apply an event to the current hand; score it and deal the next when it ends.

        Raises what ``HandState.push`` raises (``IllegalMove``, ``TypeError``, ``ValueError``)
        with nothing changed, and ``IllegalMove`` once the game is over.
        """
        if self.is_over:
            raise IllegalMove("game_over", "the game is over")
        hand = self.hand
        hand.push(event)
        if hand.phase is Phase.DONE:
            assert hand.score is not None
            self.results.append(hand.score)
            self.totals = [t + p for t, p in zip(self.totals, hand.score.points)]
            if not self._finished():
                self._deal_next()

    def pop(self) -> Event:
        """Take back the last event, across hand boundaries; IndexError when there is none."""
        if not self.hand.events:
            if len(self.hands) == 1:
                raise IndexError("no event to take back")
            self.hands.pop()
        if len(self.results) == len(self.hands):
            score = self.results.pop()
            self.totals = [t - p for t, p in zip(self.totals, score.points)]
        return self.hand.pop()

    def state_key(self) -> tuple:
        """Everything that defines the match, for exact comparisons."""
        return (self.rules, self.deals, tuple(self.totals), tuple(self.results),
                tuple(h.state_key() for h in self.hands))

    # Internals ---------------------------------------------------------------------------

    def _finished(self) -> bool:
        if not self.end_condition_met:
            return False
        if self.rules.ties is Ties.SHARED:
            return True
        return len(self.winners) == 1

    def _deal_next(self) -> None:
        number = len(self.hands)
        self.hands.append(HandState(self.rules, self.deals.hands(number, self.players), number))
