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
plain single-observer ISMCTS (``ai.ismcts``). ``--level seeing`` is Svær playing out the
real deal instead of sampled ones: it sees every card, so it is a measuring stick only, for
how much a better guess at the hidden cards could be worth. ``seeing-play`` sees them only
when it plays a card (its pass is Svær's), ``seeing-pass`` only when it passes; in play,
``seeing-qs`` sees only who holds Q♠, ``seeing-high`` who holds each queen, king and ace, and
``seeing-shape`` how many cards of each suit each seat holds. Seeing pays only against
players who play as Svær's rollouts do (against the search player it does worse than Svær:
docs/STRENGTH.md).

``--results FILE`` keeps every game's result as JSON; ``--first G`` starts at game ``G``, to
add games to an earlier run without playing its games again; ``--pool FILE...`` prints the
tables of several such files together, the games of one pairing counted as one run (boards
of different seeds stay apart), so runs on different seeds or machines can be pooled exactly.
``--before FILE... --after FILE...`` compares two versions (or two levels) on the games both
played: win rate and the measured seat's points per hand against the others' mean, before and
after, with 95 % intervals of the change paired game by game (board by board with
``--duplicate``), also counting only hands with no moon. Pairing the same games takes out most
of the deals' luck: run the code before and after a change with the same ``--seed``.

This is a developer's measuring tool: its output is English only, not translated.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import random
import statistics
import sys
import time
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Iterable, Sequence

from .ai import Level, make_player
from .ai.ismcts import Ismcts
from .ai.knowledge import Knowledge
from .ai.reading import HONOURS
from .ai.svaer import Svaer
from .engine import Match, Phase, PlayerView, SeededDeals, cards_of, preset
from .engine.cards import HEARTS_MASK, QUEEN_OF_SPADES, SUIT_MASKS

_POINT_CARDS = HEARTS_MASK | (1 << QUEEN_OF_SPADES)
NEAR_MOON = 12

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
         "svaer-read-100": "Svær reading the honours"}
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
    """A player of any arena level (``ismcts`` and the ``seeing`` ones included)."""
    if level == "ismcts":
        return Ismcts(seed)
    if level in SEEING:
        in_pass, in_play = SEEING[level]
        return SeeingSvaer(seed, in_pass, in_play)
    if level in READ:
        return Svaer(seed, read_honours=READ[level])
    if level in REVEAL:
        return SeeingSvaer(seed, False, False, REVEAL[level], shape=level == "seeing-shape",
                           reveal_chance=REVEAL_CHANCE.get(level, 1.0))
    return make_player(level, seed)


def _key(level: Level | str) -> str:
    return level.value if isinstance(level, Level) else level


@dataclass
class GameResult:
    """One game from the measured seat's point of view ("vs" figures are summed over seats)."""

    index: int
    win: float
    hands: int
    points: int
    vs_points: int
    shot: int = 0
    vs_shot: int = 0
    stopped: int = 0
    vs_stopped: int = 0
    calm_hands: int = 0  # hands in which nobody shot the moon
    calm_points: int = 0
    calm_vs_points: int = 0
    times: list[float] = field(default_factory=list)
    choice_times: list[float] = field(default_factory=list)  # decisions with a real choice
    vs_times: list[float] = field(default_factory=list)
    vs_choice_times: list[float] = field(default_factory=list)
    seed: int = 0  # the pairing's seed: with ``index``, which game this was


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


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson's score interval for a proportion (successes may be fractional)."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def _percentile(values: Sequence[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


@dataclass
class Summary:
    """A pairing's results."""

    level: str
    vs: str
    games: int
    seconds: float
    results: list[GameResult]
    players: int = 4
    duplicate: bool = False
    preset_name: str = ""
    max_hands: int = 0

    @property
    def wins(self) -> float:
        return sum(r.win for r in self.results)

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.wins, self.games)

    @property
    def hands(self) -> int:
        return sum(r.hands for r in self.results)

    def per_hand(self, vs: bool = False) -> float:
        """Average points per hand of the measured seat (or of one other seat)."""
        if not self.hands:
            return 0.0
        if vs:
            seats = self.players - 1
            return sum(r.vs_points for r in self.results) / self.hands / seats
        return sum(r.points for r in self.results) / self.hands

    def timing(self, which: str) -> tuple[float, float]:
        """(median, 95th percentile) in seconds of ``times``, ``choice_times`` or ``vs_times``."""
        values = [t for r in self.results for t in getattr(r, which)]
        return (statistics.median(values) if values else 0.0), _percentile(values, 0.95)

    def total(self, name: str) -> int:
        return sum(getattr(r, name) for r in self.results)


def run_pairing(level: Level | str, vs: Level | str, games: int, seed: int, preset_name: str,
                players: int = 4, jobs: int = 1, progress: bool = True,
                duplicate: bool = False, max_hands: int = 0, first: int = 0) -> Summary:
    """Play ``games`` games of one pairing from game ``first`` on (``max_hands``: only their
    first hands), with a progress bar on stderr."""
    level, vs = _key(level), _key(vs)
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
                    _progress(label, len(results), games, start)
    else:
        for task in tasks:
            results.append(_play_task(task))
            if progress:
                _progress(label, len(results), games, start)
    if progress:
        sys.stderr.write("\n")
    results.sort(key=lambda r: r.index)
    return Summary(level, vs, games, time.monotonic() - start, results, players, duplicate,
                   preset_name, max_hands)


def save_results(path: str | Path, summaries: Iterable[Summary]) -> None:
    """Write every game of these pairings to ``path`` as JSON, for ``load_results``."""
    pairings = [{"level": s.level, "vs": s.vs, "preset": s.preset_name, "players": s.players,
                 "duplicate": s.duplicate, "max_hands": s.max_hands, "seconds": s.seconds,
                 "games": [asdict(r) for r in s.results]} for s in summaries]
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    Path(path).write_text(json.dumps({"pairings": pairings}), encoding="utf-8")


def load_results(paths: Iterable[str | Path]) -> list[Summary]:
    """The pairings of several ``save_results`` files, each pairing's games pooled into one.

    Games are pooled when level, others, preset, players, ``duplicate`` and ``max_hands``
    agree; a game found twice (same seed and index) is refused rather than counted twice.
    Raises ``ValueError`` for a file that is not such a results file.
    """
    merged: dict[tuple, Summary] = {}
    seen: dict[tuple, set[tuple[int, int]]] = {}
    for path in paths:
        try:
            data = json.loads(Path(path).read_text(encoding="utf-8"))
            for p in data["pairings"]:
                key = (p["level"], p["vs"], p["preset"], p["players"], p["duplicate"],
                       p["max_hands"])
                games = [GameResult(**g) for g in p["games"]]
                summary = merged.setdefault(key, Summary(
                    p["level"], p["vs"], 0, 0.0, [], p["players"], p["duplicate"], p["preset"],
                    p["max_hands"]))
                played = seen.setdefault(key, set())
                for game in games:
                    if (game.seed, game.index) in played:
                        raise ValueError(f"{path}: game {game.index} of seed {game.seed} "
                                         "is already in an earlier file")
                    played.add((game.seed, game.index))
                summary.results.extend(games)
                summary.games += len(games)
                summary.seconds += p["seconds"]
        except (OSError, json.JSONDecodeError, KeyError, TypeError) as error:
            raise ValueError(f"{path}: not an arena results file ({error})") from error
    for summary in merged.values():
        summary.results.sort(key=lambda r: (r.seed, r.index))
    return list(merged.values())


_last_draw = [0.0]


def _progress(label: str, done: int, total: int, start: float) -> None:
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
                     f"elapsed {_clock(elapsed)} ETA {_clock(eta)} ")
    sys.stderr.flush()


def _clock(seconds: float) -> str:
    seconds = int(seconds)
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:.0f} ms" if seconds >= 0.001 else f"{seconds * 1000:.2f} ms"


@dataclass(frozen=True)
class Paired:
    """Points per hand of the measured seat against the others' mean, paired by board."""

    boards: int
    hands: int
    level: float  # points per hand of the measured seat
    others: float  # points per hand of the mean other seat
    difference: tuple[float, float, float]  # level - others: estimate, 95 % low, high
    ratio: tuple[float, float, float]  # level / others: estimate, 95 % low, high


def paired(results: Sequence[GameResult], players: int, calm: bool = False) -> Paired:
    """The duplicate comparison of these games, grouped into boards of ``players`` rotations.

    Each board sums the measured seat's points (``m``), the others' mean points (``o``) and
    the hands (``h``) over its rotations; the estimates are ratios of sums over boards, with
    the delta method's standard error (a ratio estimator over independent boards). ``calm``
    counts only hands in which nobody shot the moon.
    """
    boards: dict[tuple[int, int], list[float]] = {}
    for r in results:
        row = boards.setdefault((r.seed, r.index // players), [0.0, 0.0, 0.0])
        points, others, hands = _sums(r, players, calm)
        row[0] += points
        row[1] += others
        row[2] += hands
    rows = list(boards.values())
    b = len(rows)
    m = sum(row[0] for row in rows)
    o = sum(row[1] for row in rows)
    h = sum(row[2] for row in rows)
    diff = (m - o) / h if h else 0.0
    ratio = m / o if o else math.nan
    return Paired(
        boards=b, hands=int(h),
        level=m / h if h else 0.0, others=o / h if h else 0.0,
        difference=_interval(diff, [row[0] - row[1] - diff * row[2] for row in rows],
                             h / b if b else 0),
        ratio=_interval(ratio, [row[0] - ratio * row[1] for row in rows], o / b if b else 0),
    )


def _sums(r: GameResult, players: int, calm: bool) -> tuple[int, float, int]:
    """A game's points of the measured seat, the others' mean points and its hands (``calm``:
    only the hands where nobody shot the moon)."""
    if calm:
        return r.calm_points, r.calm_vs_points / (players - 1), r.calm_hands
    return r.points, r.vs_points / (players - 1), r.hands


def _interval(estimate: float, residuals: Sequence[float],
              mean_base: float = 1.0) -> tuple[float, float, float]:
    """``estimate`` with its 95 % interval, from the linearised residuals of independent units
    (the delta method: standard error sqrt(sum e² / (n (n - 1))) / mean base)."""
    n = len(residuals)
    if n < 2 or not mean_base:
        return estimate, math.nan, math.nan
    se = math.sqrt(sum(e * e for e in residuals) / (n * (n - 1))) / abs(mean_base)
    return estimate, estimate - 1.96 * se, estimate + 1.96 * se


@dataclass(frozen=True)
class Change:
    """Two versions of the measured level on the same games: before, after, and the paired change.

    ``win`` and ``relative`` (points per hand of the measured seat minus the others' mean) and
    ``calm_relative`` (the same in hands where nobody shot the moon) are (before, after);
    each ``*_change`` is after minus before with its 95 % interval, paired unit by unit: game
    by game, or board by board in duplicate mode.
    """

    units: int
    games: int
    changed: int  # games whose result (win, loss or share) differs between the two
    win: tuple[float, float]
    win_change: tuple[float, float, float]
    relative: tuple[float, float]
    relative_change: tuple[float, float, float]
    calm_relative: tuple[float, float]
    calm_change: tuple[float, float, float]
    choice_median: tuple[float, float]  # seconds, real choices of the measured seat


def compare(before: Summary, after: Summary) -> Change:
    """The change from ``before`` to ``after`` over the games both played.

    A unit is a game, or a board in duplicate mode (a board with a rotation missing from
    either side still counts with the rotations both have). Per unit and version, ``x`` is the
    measured seat's points minus the others' mean and ``h`` the hands; the relative points
    per hand are ``sum x / sum h``, and the change's interval is the delta method's on the
    difference of the two ratio estimators.
    """
    players = before.players
    mine = {(r.seed, r.index): r for r in after.results}
    pairs = [(r, mine[(r.seed, r.index)]) for r in before.results if (r.seed, r.index) in mine]
    size = players if before.duplicate else 1
    units: dict[tuple[int, int], list[tuple[GameResult, GameResult]]] = {}
    for b, a in pairs:
        units.setdefault((b.seed, b.index // size), []).append((b, a))
    groups = list(units.values())
    n = len(groups)
    games = len(pairs)

    wins = [(sum(b.win for b, _ in g), sum(a.win for _, a in g)) for g in groups]
    rate = (0.0, 0.0)
    if games:
        rate = (sum(w for w, _ in wins) / games, sum(w for _, w in wins) / games)
    gain = rate[1] - rate[0]
    win_change = _interval(gain, [(wa - wb) - gain * len(g) for (wb, wa), g in zip(wins, groups)],
                           games / n if n else 1.0)

    def relative(calm: bool) -> tuple[tuple[float, float], tuple[float, float, float]]:
        sides = []
        for side in (0, 1):
            xs, hs = [], []
            for g in groups:
                x = h = 0.0
                for pair in g:
                    points, others, hands = _sums(pair[side], players, calm)
                    x += points - others
                    h += hands
                xs.append(x)
                hs.append(h)
            total = sum(hs)
            estimate = sum(xs) / total if total else 0.0
            mean_hands = total / n if n else 0.0
            residuals = [(x - estimate * h) / mean_hands if mean_hands else 0.0
                         for x, h in zip(xs, hs)]
            sides.append((estimate, residuals))
        (rb, eb), (ra, ea) = sides
        return (rb, ra), _interval(ra - rb, [a - b for a, b in zip(ea, eb)])

    rel, rel_change = relative(False)
    calm, calm_change = relative(True)

    def median(side: int) -> float:
        values = [t for pair in pairs for t in pair[side].choice_times]
        return statistics.median(values) if values else 0.0

    return Change(units=n, games=games, changed=sum(1 for b, a in pairs if b.win != a.win),
                  win=rate, win_change=win_change, relative=rel, relative_change=rel_change,
                  calm_relative=calm, calm_change=calm_change,
                  choice_median=(median(0), median(1)))


COMPARE_HEADER = ("| level vs three | games in both, results changed | win rate, before → after "
                  "| paired change, points of win rate | points/hand against the others' mean, "
                  "before → after | paired change, points per hand | the same, no-moon hands "
                  "| real choices median, before → after |")


def _change(values: tuple[float, float, float], scale: float = 1.0) -> str:
    estimate, low, high = (v * scale for v in values)
    return f"{estimate:+.2f} [{low:+.2f}, {high:+.2f}]"


def compare_row(before: Summary, after: Summary, c: Change) -> str:
    """One Markdown table row: ``after`` against ``before`` (their ``compare``)."""
    units = f"{c.games} ({c.units} boards)" if before.duplicate else f"{c.games}"
    units += f", {c.changed} changed"
    level = NAMES[before.level]
    if after.level != before.level:
        level += f" → {NAMES[after.level]}"
    return (f"| {level} vs {NAMES[before.vs]} | {units} "
            f"| {100 * c.win[0]:.1f} % → {100 * c.win[1]:.1f} % | {_change(c.win_change, 100)} "
            f"| {c.relative[0]:+.2f} → {c.relative[1]:+.2f} | {_change(c.relative_change)} "
            f"| {_change(c.calm_change)} "
            f"| {_ms(c.choice_median[0])} → {_ms(c.choice_median[1])} |")


def compare_table(before: Iterable[Summary], after: Iterable[Summary]) -> str:
    """The pairings found on both sides, each compared on the games both played.

    Raises ``ValueError`` when no pairing has games on both sides.
    """
    before, after = list(before), list(after)
    theirs = {_pairing_key(s): s for s in after}
    matches = [(s, theirs[_pairing_key(s)]) for s in before if _pairing_key(s) in theirs]
    if not matches and len(before) == len(after) == 1 \
            and _pairing_key(before[0])[1:] == _pairing_key(after[0])[1:]:
        # One pairing a side, two levels against the same others: one level against another.
        matches = [(before[0], after[0])]
    changes = [(b, a, compare(b, a)) for b, a in matches]
    rows = [compare_row(b, a, c) for b, a, c in changes if c.games]
    if not rows:
        raise ValueError("the two sides share no games of the same pairing")
    return _markdown(COMPARE_HEADER, rows)


def _pairing_key(s: Summary) -> tuple:
    return s.level, s.vs, s.preset_name, s.players, s.duplicate, s.max_hands


DUPLICATE_HEADER = ("| level vs three | boards × seats | hands | points/hand (level / others' mean) "
                    "| difference, 95 % CI | ratio, 95 % CI | no-moon hands | no-moon points/hand "
                    "(level / others' mean) | no-moon ratio, 95 % CI | moons shot (level / per other) "
                    "| win rate | real choices median / p95 (level / other) | time |")


def _triple(values: tuple[float, float, float], digits: int = 2) -> str:
    estimate, low, high = values
    return f"{estimate:.{digits}f} [{low:.{digits}f}, {high:.{digits}f}]"


def duplicate_row(s: Summary) -> str:
    """One Markdown table row of a duplicate-deal pairing."""
    whole = paired(s.results, s.players)
    calm = paired(s.results, s.players, calm=True)
    others = s.players - 1
    cmed, cp95 = s.timing("choice_times")
    vmed, vp95 = s.timing("vs_choice_times")
    return (f"| {NAMES[s.level]} vs {NAMES[s.vs]} | {whole.boards} × {s.players} | {whole.hands} "
            f"| {whole.level:.2f} / {whole.others:.2f} | {_triple(whole.difference)} "
            f"| {_triple(whole.ratio)} | {calm.hands} | {calm.level:.2f} / {calm.others:.2f} "
            f"| {_triple(calm.ratio)} | {s.total('shot')} / {s.total('vs_shot') / others:.1f} "
            f"| {100 * s.rate:.1f} % | {_ms(cmed)} / {_ms(cp95)} ; {_ms(vmed)} / {_ms(vp95)} "
            f"| {_clock(s.seconds)} |")


def _markdown(header: str, rows: Iterable[str]) -> str:
    return "\n".join([header, "|" + "---|" * (header.count(" | ") + 1), *rows])


def duplicate_table(summaries: Iterable[Summary]) -> str:
    """Duplicate-deal results as a Markdown table."""
    return _markdown(DUPLICATE_HEADER, (duplicate_row(s) for s in summaries))


HEADER = ("| level vs three | games | win rate | 95 % CI | target | points/hand (level / other) "
          "| moons shot (level / per other) | moons stopped (level / per other) "
          "| decision median / p95 (level) | real choices median / p95 (level) "
          "| decision median / p95 (other) | time |")


def table_row(s: Summary, target: str = "") -> str:
    """One Markdown table row for a pairing."""
    low, high = s.interval
    others = s.players - 1
    med, p95 = s.timing("times")
    cmed, cp95 = s.timing("choice_times")
    vmed, vp95 = s.timing("vs_times")
    return (f"| {NAMES[s.level]} vs {NAMES[s.vs]} | {s.games} | {100 * s.rate:.1f} % "
            f"| {100 * low:.1f}–{100 * high:.1f} % | {target} "
            f"| {s.per_hand():.2f} / {s.per_hand(vs=True):.2f} "
            f"| {s.total('shot')} / {s.total('vs_shot') / others:.1f} "
            f"| {s.total('stopped')} / {s.total('vs_stopped') / others:.1f} "
            f"| {_ms(med)} / {_ms(p95)} | {_ms(cmed)} / {_ms(cp95)} | {_ms(vmed)} / {_ms(vp95)} "
            f"| {_clock(s.seconds)} |")


def table(summaries: Iterable[tuple[Summary, str]]) -> str:
    """The results as a Markdown table."""
    return _markdown(HEADER, (table_row(s, target) for s, target in summaries))


def strength_doc(rows: list[tuple[Summary, str]], command: str, seed: int, preset_name: str,
                 seconds: float) -> str:
    """The text of docs/STRENGTH.md."""
    games = sorted({s.games for s, _ in rows})
    return f"""# Strength of the computer players

Measured with the arena: one computer of a level against {rows[0][0].players - 1} of another,
games to the end on the `{preset_name}` preset, seats rotated (game `g` puts the measured
level in seat `g mod players`), seed {seed}.

```sh
{command}
```

Run on {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, {os.cpu_count()} cores shared with
other work; {', '.join(map(str, games))} games per pairing; the whole run took {_clock(seconds)}.

{table(rows)}

- **Win rate**: the measured seat has the lowest total when the game ends; a win shared by
  `k` seats counts `1/k`, so equal strength is 25 % with four players. The interval is
  Wilson's 95 % score interval on that count.
- **Points/hand**: average points per hand of the measured seat, and of one other seat.
- **Moons shot**: hands in which the seat took every heart and Q♠ (totals over all games;
  "per other" is the others' total divided by their number). **Moons stopped**: hands in which
  another seat took 12 or 13 of the 14 hearts and Q♠ and this seat took the rest (or some of it).
- **Decision time**: wall time of every call (`choose_pass`, `choose_card`, `choose_moon`) in
  the arena's worker processes; "real choices" leaves out plays with one legal card.
"""


def main(argv: Sequence[str] | None = None) -> int:
    """Run the arena from the command line."""
    parser = argparse.ArgumentParser(prog="hearts-arena", description=__doc__.splitlines()[0])
    levels = list(ARENA_LEVELS)
    parser.add_argument("--level", choices=levels, default=Level.SVAER.value,
                        help="the level measured (one seat)")
    parser.add_argument("--vs", choices=levels, default=Level.MELLEM.value,
                        help="the level of every other seat")
    parser.add_argument("--games", type=int, default=400, help="games per pairing")
    parser.add_argument("--seed", type=int, default=1, help="fixes the deals and the players")
    parser.add_argument("--first", type=int, default=0, metavar="G",
                        help="start at game G: more games of an earlier run, to --pool with it")
    parser.add_argument("--preset", default="spar-dame", help="rule preset (see docs/RULES.md)")
    parser.add_argument("--players", type=int, default=4, help="3–6")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--all", action="store_true", help="run the four pairings and write the table")
    parser.add_argument("--duplicate", action="store_true",
                        help="play every deal in every seat rotation; report paired points per hand")
    parser.add_argument("--hands", type=int, default=0,
                        help="stop every game after this many hands (0: play to the end)")
    parser.add_argument("--out", default="docs/STRENGTH.md", help="where --all writes its table")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    parser.add_argument("--results", metavar="FILE", help="also write every game's result as JSON")
    parser.add_argument("--pool", nargs="+", metavar="FILE",
                        help="play nothing: print the tables of these --results files pooled")
    parser.add_argument("--before", nargs="+", metavar="FILE",
                        help="play nothing: with --after, compare two versions on the same games")
    parser.add_argument("--after", nargs="+", metavar="FILE",
                        help="the --results files of the version compared with --before's")
    args = parser.parse_args(argv)
    if bool(args.before) != bool(args.after):
        parser.error("--before and --after go together")
    if args.before:
        try:
            print(compare_table(load_results(args.before), load_results(args.after)))
        except ValueError as error:
            parser.error(str(error))
        return 0
    if args.pool:
        try:
            pooled = load_results(args.pool)
        except ValueError as error:
            parser.error(str(error))
        for summary in pooled:
            print(duplicate_table([summary]) if summary.duplicate else table([(summary, "")]))
        return 0
    preset(args.preset, args.players)  # refuse an unknown preset before playing
    if args.first < 0:
        parser.error("--first cannot be negative")
    if args.duplicate and (args.games % args.players or args.first % args.players):
        parser.error(f"--duplicate needs --games and --first in multiples of {args.players}")

    start = time.monotonic()
    if args.all:
        pairings = [(level, vs, target) for level, vs, target in PAIRINGS]
    else:
        pairings = [(args.level, args.vs, "")]
    rows = []
    command = ("python -m hearts_desktop.arena --all " + f"--games {args.games} --seed {args.seed} "
               f"--preset {args.preset} --jobs {args.jobs}")
    if args.players != 4:
        command += f" --players {args.players}"
    if args.duplicate:
        command += " --duplicate"
    if args.hands:
        command += f" --hands {args.hands}"
    if args.first:
        command += f" --first {args.first}"
    for level, vs, target in pairings:
        summary = run_pairing(level, vs, args.games, args.seed, args.preset, args.players,
                              args.jobs, not args.quiet, args.duplicate, args.hands, args.first)
        rows.append((summary, target))
        if args.results:
            save_results(args.results, [s for s, _ in rows])
        if args.duplicate:
            print(duplicate_table([summary]), flush=True)
        print(table([rows[-1]]).splitlines()[-1] if len(rows) > 1 else table(rows), flush=True)
        if args.all:
            # Written after every pairing, so that a run cut short still leaves its figures.
            Path(args.out).parent.mkdir(parents=True, exist_ok=True)
            Path(args.out).write_text(strength_doc(rows, command, args.seed, args.preset,
                                                   time.monotonic() - start), encoding="utf-8")
    if args.all:
        print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
