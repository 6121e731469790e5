"""Playing the arena's games: one game, and a pairing's games in worker processes with a
progress bar."""

from __future__ import annotations

import multiprocessing
import sys
import time
from typing import Sequence

from ..ai import Level
from ..engine import Match, Phase, SeededDeals, preset
from ..engine.cards import HEARTS_MASK, QUEEN_OF_SPADES
from .players import NAMES, SeeingSvaer, arena_player, level_key
from .report import clock
from .results import GameResult, Summary

#: Hearts and Q♠: a seat taking 12 or 13 of these 14 in a hand nearly shot the moon.
_POINT_CARDS = HEARTS_MASK | (1 << QUEEN_OF_SPADES)
NEAR_MOON = 12


def play_game(level: str, vs: str, index: int, seed: int, preset_name: str,
              players: int = 4, duplicate: bool = False, max_hands: int = 0) -> GameResult:
    """Play game ``index`` of a pairing to the end (``duplicate``: deal ``index // players``),
    or only its first ``max_hands`` hands when that is not 0."""
    rules = preset(preset_name, players)
    game_seed = seed * 1_000_003 + (index // players if duplicate else index)
    match = Match(rules, SeededDeals(game_seed))
    me = index % players
    seats = [arena_player(level if s == me else vs, seed=game_seed * 7 + s) for s in range(players)]
    times: list[list[float]] = [[] for _ in range(players)]
    choice_times: list[list[float]] = [[] for _ in range(players)]
    while not match.is_over and not 0 < max_hands <= len(match.results):
        for seat in match.to_act():
            view = match.view(seat)
            if isinstance(seats[seat], SeeingSvaer):
                seats[seat].hands = tuple(match.hand.hands)
            start = time.perf_counter()
            if view.phase is Phase.PASSING:
                match.pass_cards(seat, seats[seat].choose_pass(view))
                choice = True
            elif view.phase is Phase.PLAYING:
                legal = view.legal_mask()
                match.play(seat, seats[seat].choose_card(view))
                choice = bool(legal & (legal - 1))
            else:
                match.choose_moon(seat, seats[seat].choose_moon(view))
                choice = True
            elapsed = time.perf_counter() - start
            times[seat].append(elapsed)
            if choice:
                choice_times[seat].append(elapsed)
    winners = match.winners
    result = GameResult(
        index=index,
        seed=seed,
        win=1 / len(winners) if me in winners else 0.0,
        hands=len(match.results),
        points=match.totals[me],
        vs_points=sum(t for s, t in enumerate(match.totals) if s != me),
        times=times[me],
        choice_times=choice_times[me],
        vs_times=[t for s in range(players) if s != me for t in times[s]],
        vs_choice_times=[t for s in range(players) if s != me for t in choice_times[s]],
    )
    for hand, score in zip(match.hands, match.results):
        if score.moon_shot or score.voided:
            if score.shooter == me:
                result.shot += 1
            else:
                result.vs_shot += 1
        else:
            result.calm_hands += 1
            result.calm_points += score.points[me]
            result.calm_vs_points += sum(p for s, p in enumerate(score.points) if s != me)
        for stopper in _stoppers(hand.taken):
            if stopper == me:
                result.stopped += 1
            else:
                result.vs_stopped += 1
    return result


def _stoppers(taken: Sequence[int]) -> list[int]:
    """The seats that stopped a near-moon in a hand with these taken cards."""
    counts = [(cards & _POINT_CARDS).bit_count() for cards in taken]
    total = _POINT_CARDS.bit_count()
    for seat, count in enumerate(counts):
        if NEAR_MOON <= count < total:
            return [s for s, c in enumerate(counts) if s != seat and c]
    return []


def _play_task(task: tuple) -> GameResult:
    return play_game(*task)


def run_pairing(level: Level | str, vs: Level | str, games: int, seed: int, preset_name: str,
                players: int = 4, jobs: int = 1, progress: bool = True,
                duplicate: bool = False, max_hands: int = 0, first: int = 0) -> Summary:
    """Play ``games`` games of one pairing from game ``first`` on (``max_hands``: only their
    first hands), with a progress bar on stderr."""
    level, vs = level_key(level), level_key(vs)
    tasks = [(level, vs, g, seed, preset_name, players, duplicate, max_hands)
             for g in range(first, first + games)]
    start = time.monotonic()
    results: list[GameResult] = []
    label = f"{NAMES[level]} vs 3×{NAMES[vs]}" if players == 4 else f"{NAMES[level]} vs {NAMES[vs]}"
    if jobs > 1:
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            for result in pool.imap_unordered(_play_task, tasks):
                results.append(result)
                if progress:
                    draw_progress(label, len(results), games, start)
    else:
        for task in tasks:
            results.append(_play_task(task))
            if progress:
                draw_progress(label, len(results), games, start)
    if progress:
        sys.stderr.write("\n")
    results.sort(key=lambda r: r.index)
    return Summary(level, vs, games, time.monotonic() - start, results, players, duplicate,
                   preset_name, max_hands)


_last_draw = [0.0]


def draw_progress(label: str, done: int, total: int, start: float) -> None:
    now = time.monotonic()
    if done < total and now - _last_draw[0] < 1.0:
        return  # redraw at most once a second, so that logs stay small
    _last_draw[0] = now
    elapsed = now - start
    eta = elapsed / done * (total - done) if done else 0.0
    width = 30
    filled = width * done // total
    bar = "#" * filled + "." * (width - filled)
    sys.stderr.write(f"\r{label:<22} [{bar}] {done}/{total} {100 * done // total:3d}% "
                     f"elapsed {clock(elapsed)} ETA {clock(eta)} ")
    sys.stderr.flush()
