"""The arena's tables in Markdown: win rates, duplicate boards, comparisons, and the page
``--all --out`` writes."""

from __future__ import annotations

import os
import time
from typing import Iterable

from .compare import Change, compare, paired
from .players import NAMES
from .results import Summary

def clock(seconds: float) -> str:
    seconds = int(seconds)
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.0f} ms" if seconds >= 0.001 else f"{seconds * 1000:.2f} ms"



COMPARE_HEADER = ("| level vs three | games in both, results changed | win rate, before → after "
                  "| paired change, points of win rate | points/hand against the others' mean, "
                  "before → after | paired change, points per hand | the same, no-moon hands "
                  "| real choices median, before → after |")


def _change(values: tuple[float, float, float], scale: float = 1.0) -> str:
    estimate, low, high = (v * scale for v in values)
    return f"{estimate:+.2f} [{low:+.2f}, {high:+.2f}]"


def compare_row(before: Summary, after: Summary, c: Change) -> str:
    """One Markdown table row: ``after`` against ``before`` (their ``compare``)."""
    boards = "1 board" if c.units == 1 else f"{c.units} boards"
    units = f"{c.games} ({boards})" if before.duplicate else f"{c.games}"
    units += f", {c.changed} changed"
    level = NAMES[before.level]
    if after.level != before.level:
        level += f" → {NAMES[after.level]}"
    vs = NAMES[before.vs]
    if after.vs != before.vs:
        vs += f" → {NAMES[after.vs]}"
    return (f"| {level} vs {vs} | {units} "
            f"| {100 * c.win[0]:.1f} % → {100 * c.win[1]:.1f} % | {_change(c.win_change, 100)} "
            f"| {c.relative[0]:+.2f} → {c.relative[1]:+.2f} | {_change(c.relative_change)} "
            f"| {_change(c.calm_change)} "
            f"| {ms(c.choice_median[0])} → {ms(c.choice_median[1])} |")


def compare_table(before: Iterable[Summary], after: Iterable[Summary]) -> str:
    """The pairings found on both sides, each compared on the games both played.

    Raises ``ValueError`` when no pairing has games on both sides.
    """
    before, after = list(before), list(after)
    theirs = {_pairing_key(s): s for s in after}
    matches = [(s, theirs[_pairing_key(s)]) for s in before if _pairing_key(s) in theirs]
    if not matches and len(before) == len(after) == 1:
        b, a = _pairing_key(before[0]), _pairing_key(after[0])
        if b[2:] == a[2:] and (b[0] == a[0] or b[1] == a[1]):
            # One pairing a side, on the same rules: one level against another in the same
            # field, or the same level against another field (say, a stronger search player).
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
            f"| {100 * s.rate:.1f} % | {ms(cmed)} / {ms(cp95)} ; {ms(vmed)} / {ms(vp95)} "
            f"| {clock(s.seconds)} |")


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
            f"| {ms(med)} / {ms(p95)} | {ms(cmed)} / {ms(cp95)} | {ms(vmed)} / {ms(vp95)} "
            f"| {clock(s.seconds)} |")


def table(summaries: Iterable[tuple[Summary, str]]) -> str:
    """The results as a Markdown table."""
    return _markdown(HEADER, (table_row(s, target) for s, target in summaries))


def strength_doc(rows: list[tuple[Summary, str]], command: str, seed: int, preset_name: str,
                 seconds: float) -> str:
    """The page ``--all --out FILE`` writes: the four pairings' table and how to read it."""
    games = sorted({s.games for s, _ in rows})
    return f"""# Strength of the computer players

Measured with the arena: one computer of a level against {rows[0][0].players - 1} of another,
games to the end on the `{preset_name}` preset, seats rotated (game `g` puts the measured
level in seat `g mod players`), seed {seed}.

```sh
{command}
```

Run on {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, {os.cpu_count()} cores shared with
other work; {', '.join(map(str, games))} games per pairing; the whole run took {clock(seconds)}.

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
