"""The arena: one computer of a level against the others of another level, many games.

``python -m hearts_desktop.arena --level svaer --vs mellem --games 400 --seed 1 --preset
spar-dame --jobs 2``. Game ``g`` is dealt by ``SeededDeals(seed * 1_000_003 + g)`` and the
measured level sits in seat ``g % players``, so every level sits in every seat equally often.

A win is the measured seat having the lowest total when the game ends; a win shared by ``k``
seats counts ``1/k`` (so equal strength is ``1/players``, 25 % with four). The 95 % interval is
Wilson's score interval on that fractional count.

A moon is *shot* when a seat takes every heart and Q♠ (or, under ``all_tricks_void``, every
trick). A moon is *stopped* by a seat when another seat took 12 or 13 of the 14 hearts and Q♠ and
this seat took the rest (or some of it).

``--duplicate`` plays every deal in every seat rotation: game ``g`` is dealt by deal
``g // players`` and puts the measured level in seat ``g % players``, so the cards' luck
cancels out between the rotations of a deal (a *board*). It reports points per hand of the
measured seat and of the others' mean, with 95 % intervals of their paired difference and of
their ratio over boards, also counting only hands where nobody shot the moon. ``--hands N``
stops every game after its first ``N`` hands, for more boards in the same time when only the
play of single hands is compared.

``--level ismcts`` (or ``--vs ismcts``) is a reference opponent that players cannot choose:
plain single-observer ISMCTS (``ai.ismcts``) at 450 iterations a move, or at 530 with
``ismcts-530`` (Svær's median think time in the runs of 2026-12-06), or at 600 with
``ismcts-600`` (about that of the candidate ``svaer-exact``). ``--level seeing`` is
Svær playing out the real deal instead of sampled ones: it sees every card, so it is a
measuring stick only, for how much a better guess at the hidden cards could be worth.
``seeing-play`` sees them only when it plays a card (its pass is Svær's), ``seeing-pass``
only when it passes; in play, ``seeing-qs`` sees only who holds Q♠, ``seeing-high`` who
holds each queen, king and ace, and ``seeing-shape`` how many cards of each suit each seat
holds. Seeing pays only against players who play as Svær's rollouts do (against the search
player it does worse than Svær: docs/STRENGTH.md).

``--results FILE`` keeps every game's result as JSON; ``--first G`` starts at game ``G``,
to add games to an earlier run without playing its games again; ``--pool FILE...`` prints
the tables of several such files together, the games of one pairing counted as one run
(boards of different seeds stay apart), so runs on different seeds or machines can be
pooled exactly. ``--before FILE... --after FILE...`` compares two versions on the games
both played (or two levels against the same field, or one level against two fields, such as
``ismcts`` and ``ismcts-530``): win rate and the measured seat's points per hand against
the others' mean, before and after, with 95 % intervals of the change paired game by game
(board by board with ``--duplicate``), also counting only hands with no moon. Pairing the
same games takes out most of the deals' luck: run the code before and after a change with
the same ``--seed``.

This is a developer's measuring tool: its output is English only, not translated.
"""

from .compare import Change, Paired, compare, paired
from .cli import main
from .play import play_game, run_pairing
from .players import ARENA_LEVELS, NAMES, PAIRINGS, REVEAL, SeeingSvaer, arena_player
from .results import GameResult, Summary, load_results, save_results
from .stats import wilson

__all__ = ["ARENA_LEVELS", "Change", "GameResult", "NAMES", "PAIRINGS", "Paired", "REVEAL",
           "SeeingSvaer", "Summary", "arena_player", "compare", "load_results", "main", "paired",
           "play_game", "run_pairing", "save_results", "wilson"]
