"""Helpers for the computer-player tests: whole games and cheap players of every level."""

from __future__ import annotations

from hearts_desktop.ai import Level
from hearts_desktop.ai.let import Let
from hearts_desktop.ai.mellem import Mellem
from hearts_desktop.ai.svaer import Svaer
from hearts_desktop.engine import HandState, Match, Phase


def cheap_player(level: Level | str, seed: int):
    """A player of ``level``; Svær with a tiny sample budget so tests stay fast."""
    level = Level(level)
    if level is Level.SVAER:
        return Svaer(seed, budget=300, min_samples=2, max_samples=3)
    return {Level.LET: Let, Level.MELLEM: Mellem}[level](seed)


def act(state: HandState | Match, view, player) -> None:
    """Let ``player`` make the decision ``view`` asks for, checking it is a legal one."""
    if view.phase is Phase.PASSING:
        chosen = player.choose_pass(view)
        assert len(set(chosen)) == view.pass_count == len(chosen)
        assert all(view.hand_mask >> card & 1 for card in chosen)
        state.pass_cards(view.seat, chosen)
    elif view.phase is Phase.PLAYING:
        card = player.choose_card(view)
        assert card in view.legal_cards()
        state.play(view.seat, card)
    else:
        state.choose_moon(view.seat, player.choose_moon(view))
