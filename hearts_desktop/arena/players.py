"""Who the arena seats: the player's levels, the reference search player, and Svær seeing
some or all of the hidden cards (a measuring stick only)."""

from __future__ import annotations

import random
from dataclasses import replace

from ..ai import Level, make_player
from ..ai.ismcts import ITERATIONS, Ismcts
from ..ai.knowledge import Knowledge
from ..ai.reading import HONOURS
from ..ai.svaer import EXACT_WORK, Svaer
from ..engine import PlayerView, cards_of
from ..engine.cards import QUEEN_OF_SPADES, SUIT_MASKS

#: The pairings of ``--all`` (measured level, the others) and the targets of issue 3.
PAIRINGS = (
    (Level.SVAER, Level.MELLEM, "≥ 91 %"),
    (Level.SVAER, Level.LET, "≥ 96 %"),
    (Level.MELLEM, Level.LET, "≥ 54 %"),
    (Level.LET, Level.MELLEM, "5–15 %"),
)
NAMES = {"let": "Let", "mellem": "Mellem", "svaer": "Svær", "ismcts": "ISMCTS",
         "seeing": "Svær seeing all", "seeing-play": "Svær seeing in play",
         "seeing-pass": "Svær seeing in its pass", "seeing-qs": "Svær seeing Q♠",
         "seeing-high": "Svær seeing the honours", "seeing-shape": "Svær seeing the shape",
         "seeing-high-25": "Svær placing each honour right in a quarter of its deals",
         "seeing-high-50": "Svær placing each honour right in half its deals",
         "seeing-high-75": "Svær placing each honour right in three deals of four",
         "svaer-read-50": "Svær reading the honours, half its deals",
         "svaer-read-100": "Svær reading the honours",
         "svaer-exact": "Svær playing its last cards out exactly",
         "ismcts-530": "ISMCTS at 530 iterations",
         "ismcts-600": "ISMCTS at 600 iterations"}
#: The levels of Svær seeing the real deal: where it sees it (in its pass, in play).
SEEING = {"seeing": (True, True), "seeing-play": (False, True), "seeing-pass": (True, False)}
#: The levels of Svær seeing part of the real deal in play: which cards' holders (Q♠; the
#: queens, kings and aces), or none of them but how many cards of each suit each seat holds.
REVEAL = {"seeing-qs": 1 << QUEEN_OF_SPADES, "seeing-high": HONOURS, "seeing-shape": 0}
#: The honours again, each one dealt to its real holder only in this share of Svær's sampled
#: deals (chosen afresh for every deal and card) and at random in the others: how much of
#: ``seeing-high``'s gain a reading that places them better than an even deal, but not
#: surely, can hope for.
REVEAL_CHANCE = {"seeing-high-25": 0.25, "seeing-high-50": 0.5, "seeing-high-75": 0.75}
REVEAL.update((level, REVEAL["seeing-high"]) for level in REVEAL_CHANCE)
#: Svær reading the honours from the others' plays (``ai.reading``), pinning each one to a seat
#: drawn from the reading in this share of its sampled deals: a candidate, not yet the default.
READ = {"svaer-read-50": 0.5, "svaer-read-100": 1.0}
#: The reference search player's iterations a move: ``ai.ismcts.ITERATIONS`` (450, the budget
#: of every run since issue 16); 530, which give it Svær's median think time in the arena's
#: own runs of 2026-12-06, where 450 gave it about 85 %; or 600, about the median of the
#: candidate ``svaer-exact``, which took 53 ms where the search player at 530 took 47 ms in the
#: runs of 2026-12-07 (docs/STRENGTH.md).
ISMCTS_BUDGETS = {"ismcts": ITERATIONS, "ismcts-530": 530, "ismcts-600": 600}
#: Every level the arena can seat: the player's three, the reference search player, and
#: Svær seeing the cards.
ARENA_LEVELS = tuple(NAMES)


class SeeingSvaer(Svaer):
    """Svær that plays out the real deal, ``hands``, wherever Svær plays out a sampled one.

    It sees every card, so no player may meet it: the arena uses it to measure how much
    Svær's guesses at the hidden cards cost. The arena sets ``hands`` before each decision.
    With ``in_pass`` or ``in_play`` false it samples as Svær does in its pass or in play;
    there it can still be shown, in play, where some cards are (``reveal``, a mask of them;
    each one shown in a share ``reveal_chance`` of the sampled deals, drawn per deal and card),
    or how many cards of each suit every seat holds (``shape``).
    """

    hands: tuple[int, ...] = ()

    def __init__(self, seed: int = 0, in_pass: bool = True, in_play: bool = True,
                 reveal: int = 0, shape: bool = False, reveal_chance: float = 1.0) -> None:
        super().__init__(seed)
        self.in_pass = in_pass
        self.in_play = in_play
        self.reveal = reveal
        self.shape = shape
        self.reveal_chance = reveal_chance

    def sample_deal_before_pass(self, view: PlayerView, unseen: list[int],
                                rng: random.Random) -> list[int]:
        if self.in_pass:
            return list(self.hands)
        return super().sample_deal_before_pass(view, unseen, rng)

    def sample_deal(self, knowledge: Knowledge, rng: random.Random) -> list[int]:
        if self.in_play:
            return list(self.hands)
        if self.shape:
            return self._deal_to_shape(knowledge, rng)
        if self.reveal:
            shown = knowledge.pool & self.reveal
            if self.reveal_chance < 1:
                shown = sum(1 << card for card in cards_of(shown)
                            if rng.random() < self.reveal_chance)
            known = [mine if s == knowledge.seat else mine | (hand & shown)
                     for s, (mine, hand) in enumerate(zip(knowledge.hands_known, self.hands))]
            knowledge = replace(knowledge, hands_known=tuple(known), pool=knowledge.pool & ~shown)
        return super().sample_deal(knowledge, rng)

    def _deal_to_shape(self, knowledge: Knowledge, rng: random.Random) -> list[int]:
        """A random deal of the unknown cards that gives each seat its real number of each suit."""
        deal = list(knowledge.hands_known)
        for suit_mask in SUIT_MASKS:
            cards = list(cards_of(knowledge.pool & suit_mask))
            rng.shuffle(cards)
            for seat, hand in enumerate(self.hands):
                if seat == knowledge.seat:
                    continue
                need = (hand & suit_mask).bit_count() - (deal[seat] & suit_mask).bit_count()
                for card in cards[:need]:
                    deal[seat] |= 1 << card
                del cards[:need]
        return deal


def arena_player(level: str, seed: int):
    """A player of any arena level (the ``ismcts`` and ``seeing`` ones included)."""
    if level in ISMCTS_BUDGETS:
        return Ismcts(seed, iterations=ISMCTS_BUDGETS[level])
    if level in SEEING:
        in_pass, in_play = SEEING[level]
        return SeeingSvaer(seed, in_pass, in_play)
    if level in READ:
        return Svaer(seed, read_honours=READ[level])
    if level == "svaer-exact":
        # Against players who look ahead, its last cards played out exactly (``ai.exact``):
        # a candidate, not yet the default.
        return Svaer(seed, exact_work=EXACT_WORK)
    if level in REVEAL:
        return SeeingSvaer(seed, False, False, REVEAL[level], shape=level == "seeing-shape",
                           reveal_chance=REVEAL_CHANCE.get(level, 1.0))
    return make_player(level, seed)


def level_key(level: Level | str) -> str:
    return level.value if isinstance(level, Level) else level
