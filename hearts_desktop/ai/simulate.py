"""Fast playouts of a hand on bitmasks, under the engine's own rule functions.

Legality is ``engine.legality.legal_mask``, the trick winner ``trick_winner_index``, broken
hearts come from ``breaks_hearts`` (tabled per card) and the result is ``score_hand``; only the
bookkeeping is local, so a simulation follows the real rules under every option.
"""

from __future__ import annotations

from typing import Sequence

from ..engine import Rules
from ..engine.legality import legal_mask, trick_winner_index
from ..engine.scoring import best_moon_choice, moon_shooter, needs_moon_choice, score_hand
from .heuristics import NORMAL, SHOOTING, STOPPING, STOPPING_THREAT_WINS, play_card
from .tables import POINT_MASK, Tables

#: Point cards one seat must hold alone before it plays on for the moon in a rollout.
MOON_AT = 7
#: Point cards another seat must hold alone before the others try to stop it in a rollout.
#: Later than Mellem and Let really do (``heuristics.STOP_AT``), so that Svær does not count
#: on others to stop a moon.
STOP_AT = 7
#: The same for the moon of the seat whose decision is simulated (``playout``'s ``me``): as
#: early as real players stop one. With 7 here too, Svær's rollouts let its own moon run
#: much further than anybody at the table would, so it planned moons (and passed its low
#: cards) on hands that could not shoot, and took 1.25× a search player's points in hands
#: where nobody shot; at 3 that was 0.93× on the same deals (docs/STRENGTH.md).
STOP_MINE_AT = 3


def moon_owner(taken: Sequence[int]) -> tuple[int, int]:
    """(seat, count): the only seat that has taken point cards and how many; seat -1/-2 if none/several."""
    owner, count = -1, 0
    for seat, cards in enumerate(taken):
        pc = cards & POINT_MASK
        if pc:
            if owner != -1:
                return -2, 0
            owner, count = seat, pc.bit_count()
    return owner, count


def playout(t: Tables, rules: Rules, hands: list[int], leader: int, trick: list[int],
            taken: list[int], won: list[int], broken: bool, first: bool,
            planner: int = -1, me: int = -1) -> None:
    """Play the hand to its end with Mellem's rules of thumb, updating ``taken`` and ``won``.

    ``planner`` is a seat that plays for the moon from the start, while nobody else has points;
    ``me`` is the seat deciding, whose moon the others stop from ``STOP_MINE_AT`` point cards.
    """
    n = t.players
    first_lead = t.first_lead
    breaks = t.breaks
    moon_matters = t.moon_matters
    remaining = 0
    for hand in hands:
        remaining |= hand
    owner, count = moon_owner(taken) if moon_matters else (-2, 0)
    seat = (leader + len(trick)) % n
    while True:
        while len(trick) < n:
            hand = hands[seat]
            led = trick[0] // 13 if trick else None
            legal = legal_mask(rules, hand, led, first, broken, first_lead)
            if legal & (legal - 1):
                mode = NORMAL
                if owner >= -1:
                    if seat == planner and owner in (-1, seat):
                        mode = SHOOTING
                    elif owner == seat:
                        if count >= MOON_AT:
                            mode = SHOOTING
                    elif owner >= 0 and count >= (STOP_MINE_AT if owner == me else STOP_AT):
                        if trick and (leader + trick_winner_index(trick)) % n == owner:
                            mode = STOPPING_THREAT_WINS
                        else:
                            mode = STOPPING
                card = play_card(t, legal, hand, remaining & ~hand, trick, first, mode)
            else:
                card = legal.bit_length() - 1
            bit = 1 << card
            hands[seat] = hand ^ bit
            remaining ^= bit
            trick.append(card)
            if not broken and breaks[card]:
                broken = True
            seat = (seat + 1) % n
        winner = (leader + trick_winner_index(trick)) % n
        mask = 0
        for card in trick:
            mask |= 1 << card
        taken[winner] |= mask
        won[winner] += 1
        if owner >= -1 and mask & POINT_MASK:
            if owner == -1 or owner == winner:
                owner = winner
                count = (taken[winner] & POINT_MASK).bit_count()
            else:
                owner = -2
        trick = []
        leader = seat = winner
        first = False
        if not hands[winner]:
            return


def finish_trick(n: int, trick: list[int], leader: int, taken: list[int], won: list[int]) -> int:
    """Give a full trick to its winner; returns the winner."""
    winner = (leader + trick_winner_index(trick)) % n
    for card in trick:
        taken[winner] |= 1 << card
    won[winner] += 1
    return winner


def hand_points(rules: Rules, taken: Sequence[int], won: Sequence[int],
                totals: Sequence[int]) -> tuple[int, ...]:
    """The points of a finished hand; a moon shooter who must choose picks the better scoring."""
    choice = None
    if needs_moon_choice(rules, taken):
        choice = best_moon_choice(rules, totals, moon_shooter(taken))
    return score_hand(rules, taken, won, choice).points


def random_playout(t: Tables, rules: Rules, hands: list[int], leader: int, trick: list[int],
                   taken: list[int], won: list[int], broken: bool, first: bool,
                   randrange) -> None:
    """Play the hand to its end with uniformly random legal cards, updating ``taken`` and ``won``.

    ``randrange`` is a ``random.Random.randrange``; legality is the engine's ``legal_mask``.
    """
    n = t.players
    first_lead = t.first_lead
    breaks = t.breaks
    seat = (leader + len(trick)) % n
    while True:
        while len(trick) < n:
            hand = hands[seat]
            legal = legal_mask(rules, hand, trick[0] // 13 if trick else None, first, broken,
                               first_lead)
            if legal & (legal - 1):
                for _ in range(randrange(legal.bit_count())):
                    legal &= legal - 1
                card = (legal & -legal).bit_length() - 1
            else:
                card = legal.bit_length() - 1
            hands[seat] = hand ^ (1 << card)
            trick.append(card)
            if not broken and breaks[card]:
                broken = True
            seat = (seat + 1) % n
        winner = (leader + trick_winner_index(trick)) % n
        for card in trick:
            taken[winner] |= 1 << card
        won[winner] += 1
        trick = []
        leader = seat = winner
        first = False
        if not hands[winner]:
            return
