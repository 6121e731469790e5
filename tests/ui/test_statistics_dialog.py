"""The statistics dialog shows what the statistics hold, in the player's formats."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QMessageBox

from hearts_desktop.ai import Level
from hearts_desktop.app.paths import AppPaths
from hearts_desktop.app.services import AppServices
from hearts_desktop.app.setup import GameSetup
from hearts_desktop.app.statistics import DailyResult
from hearts_desktop.engine import ExplicitDeals, Rules, deck
from hearts_desktop.ui.dialogs.bar_chart import Bar
from hearts_desktop.ui.dialogs.line_chart import COLOURS
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
        ["All levels", "2", "1", "50 %", "8.00", "1", "1", "−10", "26"],
        ["Easy", "1", "0", "0 %", "26.00", "0", "0", "26", "26"],
        ["Medium", "0", "0", "–", "–", "0", "0", "–", "–"],
        ["Hard", "1", "1", "100 %", "−10.00", "1", "1", "−10", "−10"],
    ]
    assert dialog.table.rowCount() == 4 and dialog.table.item(3, 7).text() == "−10"
    assert dialog.labels["best"][1].text() == values["best"]
    assert dialog.chart.series[0].values == (-10, 26)  # the last games, oldest first


def test_the_game_in_progress_is_shown_on_its_own_and_not_counted(qtbot, tmp_path):
    services = AppServices(AppPaths(tmp_path / "d", tmp_path / "c"), "en_US")
    setup, _over = moon_game(0, Level.MELLEM)
    rules = setup.rules.with_options(end_hands=3)  # the same moon, but the game goes on
    match = GameSetup(rules, setup.deals, Level.MELLEM).new_match()
    while len(match.results) < 1:
        seat = match.hand.turn
        match.play(seat, match.hand.legal_cards(seat)[0])
    assert not match.is_over
    dialog = StatisticsDialog(services, today=lambda: DAY, current=match)
    qtbot.addWidget(dialog)
    assert dialog.current_label.text() == (
        "Hand 2 · your total −10 · Q♠ taken 1 · moons shot 1. Counted below when the game ends.")
    assert dialog.values()["played"] == "0" and dialog.values()["moons_player"] == "0"
    finished = StatisticsDialog(services, today=lambda: DAY, current=_over)
    qtbot.addWidget(finished)
    assert finished.current_label.text().startswith("No game in progress.")


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
    services.statistics.record_daily_started(DAY - dt.timedelta(days=1))
    rows = dialog.daily_rows()
    assert [r[1] for r in rows] == ["lost with 104 points", "started, not finished"]
    dialog.fill()
    # The result is a sentence: it reads from the left, beside its date, not at the far edge.
    result = dialog.daily_table.item(0, 1)
    assert result.text() == "lost with 104 points"
    assert not result.textAlignment() & Qt.AlignmentFlag.AlignRight
    assert dialog.table.item(0, 1).textAlignment() & Qt.AlignmentFlag.AlignRight  # numbers do


def test_the_win_rate_per_level_is_drawn_as_bars(qtbot, tmp_path):
    services = AppServices(AppPaths(tmp_path / "d", tmp_path / "c"), "en_US")
    services.statistics.record_game(*moon_game(0, Level.SVAER), DAY)  # won
    services.statistics.record_game(*moon_game(1, Level.LET), DAY)  # lost
    dialog = StatisticsDialog(services, today=lambda: DAY)
    qtbot.addWidget(dialog)
    chart = dialog.level_bars
    assert chart.bars == [Bar("All levels", 0.5, "50 % · 1/2"), Bar("Easy", 0.0, "0 % · 0/1"),
                          Bar("Medium", None, "–"), Bar("Hard", 1.0, "100 % · 1/1")]
    assert "Hard: 100 % · 1/1" in chart.accessibleDescription()
    dialog.resize(700, 560)
    dialog.tabs.setCurrentIndex(1)
    dialog.show()
    qtbot.waitExposed(dialog)
    image = chart.grab().toImage()
    for row, share in enumerate(bar.share or 0.0 for bar in chart.bars):
        track = chart.bar_rect(row, 1.0)
        y = round(track.center().y())
        colour = QColor(COLOURS[row]).rgb()
        filled = sum(image.pixel(x, y) == colour for x in range(int(track.left()), int(track.right())))
        assert abs(filled / track.width() - share) < 0.03, chart.bars[row]
    # The table gives the bars the room below its rows.
    assert dialog.table.height() < chart.height()


def test_the_reset_question_names_its_answers_and_keeps_by_default(qtbot, tmp_path):
    services = AppServices(AppPaths(tmp_path / "d", tmp_path / "c"), "en_US")
    dialog = StatisticsDialog(services, today=lambda: DAY)
    qtbot.addWidget(dialog)
    box = dialog.reset_question()
    yes, no = box.button(QMessageBox.StandardButton.Yes), box.button(QMessageBox.StandardButton.No)
    assert (yes.text(), no.text()) == ("&Forget them", "&Keep them")
    assert box.defaultButton() is no and box.escapeButton() is no
