"""Reading the honours from how the other seats have played.

A plain deal of the hidden cards (``Knowledge.sample``) puts every queen, king and ace
anywhere it may be. The arena's measuring sticks showed that knowing who holds them is worth
most of what seeing the whole deal wins, and that placing each one right in only half of the
sampled deals, with the errors spread at random, wins most of that (docs/STRENGTH.md). So the
reading here does not decide where an honour is; it weighs where it is likely to be.

Each seat is taken to play Mellem's card with probability ``1 − ε`` and any legal card with
probability ``ε``. Nobody knows ε for a seat (Mellem's is near 0, a player's much higher), so
the likelihood of a seat's plays is averaged over ε from 0.05 to 1; a seat that plays nothing
like Mellem then reads as one whose plays tell little. Plain deals are weighed by the
likelihood of every seat's plays under them, and each hidden honour gets a chance per seat.
A sampled deal then pins each honour, with probability ``strength``, to a seat drawn from those
chances, and deals the rest as a plain deal does.

Only the seat's own view is read: its cards, the cards played face up, what it passed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from ..engine import PlayerView, Rank
from ..engine.cards import Card
from ..engine.legality import legal_mask
from .heuristics import play_card
from .knowledge import Knowledge
from .mellem import stop_mode
from .tables import tables

#: Plain deals weighed per reading: 120 read about as well as 300 (0.524 against 0.536 of the
#: hidden honours placed right against Let, in the arena's games) in about 11 ms.
DEALS = 120
#: The values of ε the likelihood is averaged over.
EPSILONS = tuple(k / 20 for k in range(1, 21))
HONOURS = sum(1 << Card.of(rank, suit) for suit in range(4)
              for rank in (Rank.QUEEN, Rank.KING, Rank.ACE))


@dataclass(frozen=True)
class Play:
    """One card another seat played, with what Mellem would have known playing it."""

    seat: int
    card: int
    later: int  # the cards this seat played from this one on, this one included
    trick: tuple[int, ...]  # the cards before it in its trick
    first: bool
    broken: bool
    led: int | None
    seen: int  # every card played before it this hand
    mode: int  # Mellem's play against a moon at that moment


def past_plays(view: PlayerView) -> list[Play]:
    """The other seats' plays this hand, each as Mellem at that seat would have seen it."""
    t = tables(view.rules)
    n = view.players
    tricks = [trick.plays(n) for trick in view.tricks]
    if view.trick:
        tricks.append(view.trick)
    moments = []  # (seat, card, trick before, first, broken, seen, mode)
    taken = [0] * n
    broken, seen = False, 0
    for number, plays in enumerate(tricks):
        leader = plays[0][0]
        for i, (seat, card) in enumerate(plays):
            before = tuple(int(c) for _, c in plays[:i])
            mode = stop_mode(t, taken, list(before), leader, seat)
            moments.append((seat, int(card), before, number == 0, broken, seen, mode))
            broken = broken or t.breaks[card]
            seen |= 1 << card
        if number < len(view.tricks):
            for card in view.tricks[number].cards:
                taken[view.tricks[number].winner] |= 1 << card
    out = []
    later = [0] * n
    for seat, card, before, first, was_broken, seen, mode in reversed(moments):
        later[seat] |= 1 << card
        if seat != view.seat:
            led = before[0] // 13 if before else None
            out.append(Play(seat, card, later[seat], before, first, was_broken, led, seen, mode))
    out.reverse()
    return out


def likelihood(view: PlayerView, plays: list[Play], deal: list[int]) -> float:
    """How likely the other seats' plays are if the hidden cards lie as in ``deal``."""
    rules = view.rules
    t = tables(rules)
    first_lead = int(view.first_lead)
    fits: dict[int, list[tuple[bool, int]]] = {}
    for play in plays:
        hand = deal[play.seat] | play.later
        legal = legal_mask(rules, hand, play.led, play.first, play.broken, first_lead)
        if not legal & (1 << play.card):
            return 0.0
        if not legal & (legal - 1):
            continue
        others = t.deck & ~hand & ~play.seen
        mellem = play_card(t, legal, hand, others, list(play.trick), play.first, play.mode)
        fits.setdefault(play.seat, []).append((mellem == play.card, legal.bit_count()))
    total = 1.0
    for seat_fits in fits.values():
        mean = 0.0
        for eps in EPSILONS:
            p = 1.0
            for matched, count in seat_fits:
                p *= (1 - eps) * matched + eps / count
            mean += p
        total *= mean / len(EPSILONS)
    return total


@dataclass(frozen=True)
class HonourReading:
    """Per hidden honour, the chance that each seat holds it; and deals drawn from them."""

    knowledge: Knowledge
    chances: dict[int, tuple[float, ...]]  # honour -> chance per seat
    strength: float

    @classmethod
    def of(cls, view: PlayerView, knowledge: Knowledge, rng: random.Random,
           strength: float = 1.0, deals: int = DEALS) -> "HonourReading":
        """Read the hidden honours of ``view`` from ``deals`` plain deals."""
        honours = knowledge.pool & HONOURS
        plays = past_plays(view)
        n = knowledge.players
        sums = {h: [0.0] * n for h in range(52) if honours >> h & 1}
        if sums and plays:
            for _ in range(deals):
                deal = knowledge.sample(rng)
                weight = likelihood(view, plays, deal)
                if weight:
                    for h, row in sums.items():
                        row[next(s for s in range(n) if deal[s] >> h & 1)] += weight
        chances = {}
        for h, row in sums.items():
            total = sum(row)
            if total:
                chances[h] = tuple(w / total for w in row)
        return cls(knowledge, chances, strength)

    def sample(self, rng: random.Random) -> list[int]:
        """A deal with each read honour pinned, with probability ``strength``, to a seat drawn
        from its chances (where that seat has room and may hold the suit); the rest dealt
        as a plain deal."""
        k = self.knowledge
        if not self.chances:
            return k.sample(rng)
        for _ in range(4):
            known = list(k.hands_known)
            room = [k.sizes[s] - known[s].bit_count() for s in range(k.players)]
            room[k.seat] = 0
            pinned = 0
            honours = list(self.chances)
            rng.shuffle(honours)
            for h in honours:
                if rng.random() >= self.strength:
                    continue
                suit = h // 13
                weights = [c if room[s] > 0 and not k.voids[s] >> suit & 1 else 0.0
                           for s, c in enumerate(self.chances[h])]
                if not any(weights):
                    continue
                seat = rng.choices(range(k.players), weights)[0]
                known[seat] |= 1 << h
                room[seat] -= 1
                pinned |= 1 << h
            deal = replace(k, hands_known=tuple(known), pool=k.pool & ~pinned).try_sample(
                rng, respect_voids=True)
            if deal is not None:
                return deal
        return k.sample(rng)

