"""The statistics dialog shows what the statistics hold, in the player's formats."""

from __future__ import annotations

import datetime as dt

from hearts_desktop.ai import Level
from hearts_desktop.app.paths import AppPaths
from hearts_desktop.app.services import AppServices
from hearts_desktop.app.setup import GameSetup
from hearts_desktop.app.statistics import DailyResult
from hearts_desktop.engine import ExplicitDeals, Rules, deck
from hearts_desktop.ui.statistics_dialog import StatisticsDialog

DAY = dt.date(2026, 11, 29)


def moon_game(shooter: int, level: Level):
    """One hand in which ``shooter`` holds every club, so takes every trick: a moon."""
    clubs = [c for c in deck(4) if c.suit.letter == "C"]
    rest = iter(c for c in deck(4) if c.suit.letter != "C")
    hands = [clubs if seat == shooter else [next(rest) for _ in range(13)] for seat in range(4)]
    rules = Rules(passing="none", first_trick="anything", heart_lead="anytime",
                  end_rule="hands", end_hands=1)
    setup = GameSetup(rules, ExplicitDeals.of(hands), level)
    match = setup.new_match()
    while not match.is_over:
        seat = match.hand.turn
        match.play(seat, match.hand.legal_cards(seat)[0])
    return setup, match


def test_values_and_rows(qtbot, tmp_path):
    services = AppServices(AppPaths(tmp_path / "d", tmp_path / "c"), "en_US")
    services.statistics.record_game(*moon_game(0, Level.SVAER), DAY)  # won, −10
    services.statistics.record_game(*moon_game(1, Level.LET), DAY)  # lost, 26
    dialog = StatisticsDialog(services, today=lambda: DAY)
    qtbot.addWidget(dialog)
    values = dialog.values()
    assert values["played"] == "2"
    assert values["won"] == "1 (50 %)"
    assert values["average"] == "8.0"  # (−10 + 26) / 2
    assert values["best"].startswith("−10 points (Custom, Hard, ")
    assert (values["moons_player"], values["moons_computers"]) == ("1", "1")
    assert values["daily"] == "not played yet"
    assert dialog.rows() == [
        ["Easy", "Custom", "1", "0 (0 %)", "26.0", "26"],
        ["Hard", "Custom", "1", "1 (100 %)", "−10.0", "−10"],
    ]
    assert dialog.table.rowCount() == 2 and dialog.table.item(1, 5).text() == "−10"
    assert dialog.labels["best"][1].text() == values["best"]


def test_daily_deal_texts(qtbot, tmp_path):
    services = AppServices(AppPaths(tmp_path / "d", tmp_path / "c"), "en_US")
    dialog = StatisticsDialog(services, today=lambda: DAY)
    qtbot.addWidget(dialog)
    services.statistics.record_daily_started(DAY)
    assert dialog.values()["daily"] == "started, not finished"
    services.statistics.daily[DAY.isoformat()] = DailyResult(True, True, 12)
    assert dialog.values()["daily"] == "won with 12 points"
    services.statistics.daily[DAY.isoformat()] = DailyResult(True, False, 104)
    assert dialog.values()["daily"] == "lost with 104 points"
