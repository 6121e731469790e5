"""How the other seats have played this game: how often their card was Mellem's.

Every card of a hand is played face up, so once a hand is over the whole table knows which
cards each seat held at every trick, and so which card Mellem's rules of thumb would have
played there. Players who go by such rules agree with them in most of their choices; players
who look further ahead do not. Measured on the arena's levels (spar dame, the first four hands
of six games each, choices with more than one legal card): Mellem 100 %, Let 82 %, the arena's
ISMCTS 37 % and Svær itself 35 % (docs/STRENGTH.md). A hand counts only until its points are
certain: the rest says nothing of a seat's play, and in the app the engine plays it (a claim).

Svær's rollouts play every seat by those rules. Against players who go by them, who stop a
moon late, it looks at a moon plan from a weaker hand (``svaer._moon_plausible``): against
three Mellem that won 97.6 % of 400 games instead of 93.6 % (docs/STRENGTH.md, *Moons against
rules of thumb*). Against players who look further ahead nothing changes.
"""

from __future__ import annotations

import dataclasses
from functools import lru_cache
from typing import Iterator

from ..engine import (Card, HandState, Passing, PlayCard, PlayerView, Rules, Trick, deck_mask,
                      find_claim)
from .mellem import heuristic_card

#: The share of its choices in which every other seat must have played Mellem's card.
RULE_OF_THUMB = 0.6
#: Choices of each other seat to see first (a seat has about eight in a hand of four players).
MIN_CHOICES = 6


def plays_by_rule_of_thumb(view: PlayerView) -> bool:
    """Whether every other seat has played Mellem's card in at least ``RULE_OF_THUMB`` of its
    choices in the earlier hands, and made at least ``MIN_CHOICES`` of them."""
    agreed, choices = agreement(view)
    return all(choices[s] >= MIN_CHOICES and agreed[s] >= RULE_OF_THUMB * choices[s]
               for s in range(view.players) if s != view.seat)


def plays_by_search(view: PlayerView) -> bool:
    """Whether every other seat has played Mellem's card in fewer than ``RULE_OF_THUMB`` of its
    choices in the earlier hands, and made at least ``MIN_CHOICES`` of them: players who look
    ahead, not by rules of thumb."""
    agreed, choices = agreement(view)
    return all(choices[s] >= MIN_CHOICES and agreed[s] < RULE_OF_THUMB * choices[s]
               for s in range(view.players) if s != view.seat)


def agreement(view: PlayerView) -> tuple[list[int], list[int]]:
    """Per seat, over the earlier hands of the game: its choices that were Mellem's card, and
    its choices (plays with more than one legal card while the hand's points were still open)."""
    agreed, choices = [0] * view.players, [0] * view.players
    for tricks in view.earlier:
        hand_agreed, hand_choices = _hand_agreement(view.rules, tricks)
        for seat in range(view.players):
            agreed[seat] += hand_agreed[seat]
            choices[seat] += hand_choices[seat]
    return agreed, choices


@lru_cache(maxsize=256)
def _hand_agreement(rules: Rules, tricks: tuple[Trick, ...]) -> tuple[tuple[int, ...],
                                                                         tuple[int, ...]]:
    """``agreement`` for one finished hand."""
    agreed, choices = [0] * rules.players, [0] * rules.players
    for view, card in replayed(rules, tricks, open_only=True):
        legal = view.legal_mask()
        if legal & (legal - 1):
            choices[view.seat] += 1
            agreed[view.seat] += heuristic_card(view) == card
    return tuple(agreed), tuple(choices)


def replayed(rules: Rules, tricks: tuple[Trick, ...], *,
             open_only: bool = False) -> Iterator[tuple[PlayerView, Card]]:
    """Each play of a finished hand with the view its seat had then, as the tricks show it: the
    seat's cards are the ones it had still to play. The pass and the totals, which the tricks do
    not show and Mellem's card does not depend on, are left out. Tricks that do not hold every
    card give nothing, as the seats' hands are not known from them.

    With ``open_only`` the plays stop where no card could change the hand's points any more
    (``engine.find_claim``). No card there says how a seat plays, and in the app they are
    mostly not the seat's at all: a claimed hand is played out by the engine."""
    n = rules.players
    hands = [0] * n
    for trick in tricks:
        for seat, card in trick.plays(n):
            hands[seat] |= 1 << card
    if sum(h.bit_count() for h in hands) != deck_mask(n).bit_count():
        return
    # The engine plays the hand again from the cards each seat played, with no pass to make.
    state = HandState(dataclasses.replace(rules, passing=Passing.NONE), hands)
    for trick in tricks:
        for seat, card in trick.plays(n):
            if open_only and find_claim(state) is not None:
                return
            yield dataclasses.replace(PlayerView.of(state, seat), rules=rules), card
            state.push(PlayCard(seat, card))
