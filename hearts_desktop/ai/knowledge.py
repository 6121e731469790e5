"""What a seat knows about the hidden cards: who holds what it passed, who is void in what.

Everything here is derived from a ``PlayerView`` alone, and deals are sampled from it, so a
player that decides from samples can never use another seat's real cards.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..engine import FirstTrick, HeartLead, Phase, PlayerView
from ..engine.cards import SUIT_MASKS
from .tables import POINT_MASK, tables

_NOT_HEARTS = 0b0111


@dataclass(frozen=True)
class Knowledge:
    """One seat's knowledge of where the unseen cards can be."""

    seat: int
    players: int
    hands_known: tuple[int, ...]  # per seat: cards it is known to hold (own hand for this seat)
    sizes: tuple[int, ...]  # cards each seat holds now
    voids: tuple[int, ...]  # per seat: bitmask of suits (bit s) it cannot hold
    pool: int  # unseen cards whose holder is unknown

    @classmethod
    def of(cls, view: PlayerView) -> "Knowledge":
        """The knowledge of ``view.seat`` now."""
        n = view.players
        rules = view.rules
        voids = [0] * n
        broken = False
        first = True
        plays_by_trick = [t.plays(n) for t in view.tricks]
        if view.trick:
            plays_by_trick.append(view.trick)
        for plays in plays_by_trick:
            led = plays[0][1] // 13
            leader = plays[0][0]
            if (not first and led == 3 and not broken
                    and rules.heart_lead is HeartLead.MUST_BREAK):
                voids[leader] |= _NOT_HEARTS  # led a heart unbroken: held only hearts
            for seat, card in plays[1:]:
                suit = card // 13
                if suit != led:
                    voids[seat] |= 1 << led
                    if (first and rules.first_trick is FirstTrick.NO_POINTS
                            and (1 << card) & POINT_MASK):
                        # Clarification 2: a point card on trick one means only points were held.
                        voids[seat] |= 0b0011
            for _, card in plays:
                if tables(rules).breaks[card]:
                    broken = True
            first = False

        known = [0] * n
        known[view.seat] = view.hand_mask
        if view.passed_mask and view.phase is not Phase.PASSING:
            target = view.pass_target
            if target != view.seat:
                known[target] |= view.passed_mask & ~view.played_mask
        unseen = tables(rules).deck & ~view.hand_mask & ~view.played_mask
        known_all = 0
        for mask in known:
            known_all |= mask
        return cls(
            seat=view.seat,
            players=n,
            hands_known=tuple(known),
            sizes=tuple(view.hand_sizes),
            voids=tuple(voids),
            pool=unseen & ~known_all,
        )

    def sample(self, rng: random.Random) -> list[int]:
        """One deal of the unseen cards consistent with sizes, known cards and (if possible) voids."""
        for _ in range(12):
            deal = self.try_sample(rng, respect_voids=True)
            if deal is not None:
                return deal
        deal = self.try_sample(rng, respect_voids=False)
        assert deal is not None
        return deal

    def try_sample(self, rng: random.Random, respect_voids: bool) -> list[int] | None:
        """One try at a deal consistent with sizes and known cards (and voids, if asked);
        None when the cards left over fit no seat."""
        hands = list(self.hands_known)
        need = [self.sizes[s] - hands[s].bit_count() for s in range(self.players)]
        need[self.seat] = 0
        seats = [s for s in range(self.players) if need[s] > 0]
        # The most constrained suits first, so voids rarely leave a card with nowhere to go.
        order = []
        for suit in range(4):
            cards = self.pool & SUIT_MASKS[suit]
            if not cards:
                continue
            allowed = [s for s in seats if not (respect_voids and self.voids[s] >> suit & 1)]
            order.append((len(allowed), suit, cards))
        order.sort()
        for _, suit, cards in order:
            allowed = [s for s in seats if not (respect_voids and self.voids[s] >> suit & 1)]
            card_list = []
            while cards:
                low = cards & -cards
                card_list.append(low)
                cards ^= low
            rng.shuffle(card_list)
            for bit in card_list:
                total = 0
                for s in allowed:
                    total += need[s]
                if total == 0:
                    return None
                pick = rng.randrange(total)
                for s in allowed:
                    if pick < need[s]:
                        hands[s] |= bit
                        need[s] -= 1
                        break
                    pick -= need[s]
        if any(need):
            return None
        return hands

