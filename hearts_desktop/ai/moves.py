"""A computer's move as a job for another process: plain data in, engine events out.

The window has these computed in a helper process (``ui/worker.py``), so that a thinking
computer never holds the interpreter lock the GUI thread needs to paint. Each is a
module-level function of picklable arguments (a level, seeds, views), and a decision depends
only on those, so a move is the same wherever it is computed. No Qt here: the helper process
imports only the engine and the computer players.
"""

from __future__ import annotations

import os
import threading
import time

from ..engine import Card, ChooseMoon, Event, MoonChoice, PassCards, Phase, PlayCard, PlayerView
from . import Level, make_player
from .advice import Advice, advise_card, advise_pass


#: How often a helper process looks whether the game's process is still there.
PARENT_CHECK_SECONDS = 0.5


def watch_parent(parent: int) -> None:
    """Start a helper process's watch: end it once ``parent``, the game's process, is gone.

    A game that is killed (or crashes) cannot tell its helper to stop, and the helper would
    wait for its next move for ever. Orphaned, it gets another parent, which the watch sees.
    (Windows does not re-parent a process; there it needs the game to end normally.)
    """
    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(PARENT_CHECK_SECONDS)
        os._exit(0)

    threading.Thread(target=watch, name="watch-parent", daemon=True).start()


def ready() -> bool:
    """Import every level now, so that the first move asked for does not wait for it."""
    from . import let, mellem, svaer  # noqa: F401

    return True


def passes(level: Level, seeds: dict[int, int], views: list[PlayerView]) -> list[Event]:
    """The passes of the seats whose ``views`` are given; ``seeds[seat]`` is each one's seed."""
    return [PassCards.of(v.seat, make_player(level, seeds[v.seat]).choose_pass(v)) for v in views]


def card(level: Level, seed: int, view: PlayerView) -> list[Event]:
    """The card the seat of ``view`` plays."""
    return [PlayCard(view.seat, Card(make_player(level, seed).choose_card(view)))]


def moon(level: Level, seed: int, view: PlayerView) -> list[Event]:
    """How the seat of ``view`` scores the moon it shot."""
    return [ChooseMoon(view.seat, MoonChoice(make_player(level, seed).choose_moon(view)))]


def hint(seed: int, view: PlayerView) -> tuple[tuple[Card, ...], Advice | None]:
    """What Svær would do in the seat of ``view`` (a pass or a card), and why."""
    player = make_player(Level.SVAER, seed)
    if view.phase is Phase.PASSING:
        cards = tuple(player.choose_pass(view))
        return cards, advise_pass(view, cards)
    chosen = player.choose_card(view)
    return (chosen,), advise_card(view, chosen)
