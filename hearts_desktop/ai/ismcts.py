"""A reference opponent for the arena: plain single-observer ISMCTS.

Information Set Monte Carlo Tree Search as in Cowling, Powley & Whitehouse, "Information Set
Monte Carlo Tree Search" (IEEE TCIAIG 4(2), 2012), the SO-ISMCTS algorithm:

1. each iteration draws one determinization: a deal of the unseen cards consistent with what
   the seat has seen (``Knowledge.sample``, from the ``PlayerView`` only);
2. *selection* walks one tree of card sequences (nodes are the observer's information sets,
   edges the cards played by whoever is to move), choosing among the children legal in this
   determinization by UCB1 with availability counts, ``mean + c·sqrt(ln(avail)/visits)``;
3. *expansion* adds one untried card legal in the determinization;
4. *simulation* plays the hand out with uniformly random legal cards;
5. *backpropagation* adds to each node the reward of the seat that played its card: minus
   its points in the hand over the hand's penalty total.

The card played is the most visited child of the root. The paper covers play, not passing:
this player passes as Mellem does and picks the better moon scoring. It is an arena level
(``--level ismcts``), not one a player can choose. Decisions are a function of (view, seed).
"""

from __future__ import annotations

from math import log, sqrt

from ..engine import Card, MoonChoice, PlayerView, best_moon_choice
from ..engine.cards import CARDS
from ..engine.legality import legal_mask, trick_winner_index
from .knowledge import Knowledge
from .mellem import heuristic_pass, taken_by_seat
from .rng import decision_rng
from .simulate import hand_points, random_playout
from .tables import tables

#: Iterations per decision, set so that the median think time in the arena is about Svær's
#: (docs/STRENGTH.md).
ITERATIONS = 450
#: The exploration constant of UCB1; the paper uses 0.7 for rewards in [0, 1].
EXPLORATION = 0.7


class _Node:
    """One information set of the observer: visits, summed reward of the mover, availability."""

    __slots__ = ("seat", "children", "tried", "visits", "total", "avail")

    def __init__(self, seat: int) -> None:
        self.seat = seat  # who played the card leading here
        self.children: dict[int, _Node] = {}
        self.tried = 0  # bitmask of the cards with a child
        self.visits = 0
        self.total = 0.0
        self.avail = 1


class Ismcts:
    """Single-observer ISMCTS with random playouts, for measuring the other levels against."""

    def __init__(self, seed: int = 0, iterations: int = ITERATIONS,
                 exploration: float = EXPLORATION) -> None:
        self.seed = seed
        self.iterations = iterations
        self.exploration = exploration

    def choose_pass(self, view: PlayerView) -> tuple[Card, ...]:
        """Mellem's pass (the paper's algorithm is for play)."""
        return heuristic_pass(view)

    def choose_moon(self, view: PlayerView) -> MoonChoice:
        """The better moon scoring for itself."""
        return best_moon_choice(view.rules, view.totals, view.seat)

    def choose_card(self, view: PlayerView) -> Card:
        """The most visited card at the root after the iterations."""
        legal = view.legal_mask()
        if not legal & (legal - 1):
            return CARDS[legal.bit_length() - 1]
        root = self.search(view)
        best = max(root.children.items(), key=lambda item: (item[1].visits, -item[0]))
        return CARDS[best[0]]

    def search(self, view: PlayerView) -> _Node:
        """The search tree after ``iterations`` iterations from this view."""
        rules = view.rules
        t = tables(rules)
        n = view.players
        c = self.exploration
        rng = decision_rng(self.seed, view)
        randrange = rng.randrange
        knowledge = Knowledge.of(view)
        taken0 = taken_by_seat(view)
        won0 = [0] * n
        for done in view.tricks:
            won0[done.winner] += 1
        trick0 = [int(card) for _, card in view.trick]
        scale = -1.0 / t.penalty_total
        root = _Node(-1)
        for _ in range(self.iterations):
            hands = knowledge.sample(rng)
            taken, won, trick = list(taken0), list(won0), list(trick0)
            leader, broken, first = view.leader, view.hearts_broken, view.is_first_trick
            seat = (leader + len(trick)) % n
            node, path = root, [root]
            while hands[seat]:
                legal = legal_mask(rules, hands[seat], trick[0] // 13 if trick else None,
                                   first, broken, t.first_lead)
                untried = legal & ~node.tried
                if untried:
                    for _ in range(randrange(untried.bit_count())):
                        untried &= untried - 1
                    card = (untried & -untried).bit_length() - 1
                    child = node.children[card] = _Node(seat)
                    node.tried |= 1 << card
                else:
                    card, child, best = -1, None, -1e9
                    children = node.children
                    while legal:
                        low = legal & -legal
                        legal ^= low
                        option = children[low.bit_length() - 1]
                        option.avail += 1
                        score = option.total / option.visits + c * sqrt(log(option.avail) / option.visits)
                        if score > best:
                            card, child, best = low.bit_length() - 1, option, score
                hands[seat] ^= 1 << card
                trick.append(card)
                broken = broken or t.breaks[card]
                path.append(child)
                node = child
                if len(trick) == n:
                    leader = seat = (leader + trick_winner_index(trick)) % n
                    for played in trick:
                        taken[seat] |= 1 << played
                    won[seat] += 1
                    trick, first = [], False
                else:
                    seat = (seat + 1) % n
                if untried:
                    break
            if hands[seat]:
                random_playout(t, rules, hands, leader, trick, taken, won, broken, first,
                               randrange)
            points = hand_points(rules, taken, won, view.totals)
            for visited in path:
                visited.visits += 1
                if visited.seat >= 0:
                    visited.total += points[visited.seat] * scale
        return root
