"""The text a player shares after a daily deal: how it went, never which cards were dealt.

Everybody plays the same cards on the same day, so the text holds only the date, the rules
and level, the player's points per hand, the total and the place, in the player's language.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine import Match, preset_of
from .i18n import format_date
from .names import level_name, preset_name
from .setup import GameSetup


translate = QCoreApplication.translate


def _num(value: int) -> str:
    return str(value).replace("-", "−")


def daily_result_text(setup: GameSetup, match: Match, seat: int = 0) -> str:
    """A few lines for the clipboard about ``seat``'s daily game; no card is named."""
    if not setup.is_daily:
        raise ValueError("only a daily deal has a result to share")
    points = [result.points[seat] for result in match.results]
    total = sum(points)
    place = 1 + sum(1 for t in match.totals if t < total)
    lines = [
        translate("Share", "Spar dame — daily deal %1").replace("%1", format_date(setup.deals.date)),
        f"{preset_name(preset_of(setup.rules))} · {level_name(setup.level)}",
        translate("Share", "Points per hand: %1").replace("%1", " · ".join(_num(p) for p in points)),
    ]
    if match.is_over:
        lines.append(translate("Share", "Total %1, place %2 of %3").replace("%1", _num(total)).replace(
            "%2", str(place)).replace("%3", str(match.players)))
    else:
        lines.append(translate("Share", "Total so far %1 (the game is not finished)").replace(
            "%1", _num(total)))
    return "\n".join(lines)
