"""The moon choice, the new-game dialog, the score sheet, last trick, settings and rules."""

from __future__ import annotations

import datetime as dt

from PySide6.QtWidgets import QDialogButtonBox

from hearts_desktop.ai import Level
from hearts_desktop.app.setup import GameSetup
from hearts_desktop.engine import (
    CARDS, DailyDeals, ExplicitDeals, Moon, Passing, Suit, Values, preset,
)
from hearts_desktop.ui.card_item import WINNER
from hearts_desktop.ui.controller import GameController, HUMAN
from hearts_desktop.ui.dialogs.new_game import NewGameDialog
from hearts_desktop.ui.dialogs.score_sheet import ScoreSheetDialog
from hearts_desktop.ui.dialogs.summaries import HandSummaryDialog, LastTrickDialog, MoonChoiceDialog
from hearts_desktop.ui.main_window import MainWindow
from hearts_desktop.ui.settings import Speed, UiSettings

from .helpers import finish_hands, play_first_legal_until


def all_clubs_deal() -> ExplicitDeals:
    """Seat 0 holds every club, so it wins every trick and shoots the moon."""
    by_suit = {s: [c for c in CARDS if c.suit is s] for s in Suit}
    others = by_suit[Suit.DIAMONDS] + by_suit[Suit.SPADES] + by_suit[Suit.HEARTS]
    return ExplicitDeals.of([by_suit[Suit.CLUBS], others[0::3], others[1::3], others[2::3]])


def test_the_human_moon_shooter_is_asked_how_to_score(qtbot, tmp_path):
    rules = preset("hearts-pagat").with_options(passing=Passing.NONE)
    assert rules.moon is Moon.SHOOTER_CHOOSES
    controller = GameController(GameSetup(rules, all_clubs_deal()), threaded=False, speed_factor=0)
    window = MainWindow(controller, UiSettings.in_folder(tmp_path))
    qtbot.addWidget(window)
    window.show()
    controller.start()
    play_first_legal_until(qtbot, window, lambda: isinstance(window.dialog, MoonChoiceDialog))
    assert controller.awaiting_moon_choice()
    with qtbot.waitSignal(controller.hand_finished):
        window.dialog.subtract_button.click()
    score = controller.match.results[0]
    assert score.shooter == HUMAN and score.points[HUMAN] == -26
    qtbot.waitUntil(lambda: isinstance(window.dialog, HandSummaryDialog))
    assert "shot the moon" in window.dialog.banner.text()


def test_new_game_dialog_builds_the_setup_and_refuses_impossible_rules(qtbot):
    dialog = NewGameDialog(GameSetup())
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    texts = [dialog.preset_box.itemText(i) for i in range(dialog.preset_box.count())]
    assert texts == ["Spar dame", "Hjerterfri", "Spardame (SNL)", "Hearts (Pagat)",
                     "Omnibus (Pagat)", "Høy poengskala (KortRegler)", "Custom"]
    options = dialog.level_chooser.options
    assert [options[level].radio.text() for level in Level] == ["Easy", "Medium", "Hard"]
    # A preset fills every option; changing one makes the rules custom.
    dialog.preset_box.setCurrentIndex(dialog.preset_box.findData("hoy-poengskala"))
    assert dialog.rules() == preset("hoy-poengskala")
    values = dialog.option_widgets["values"]
    values.setCurrentIndex(values.findData(Values.STANDARD))
    assert dialog.preset_box.currentData() == ""
    # Standard values with J♦ at −100 can never reach a score limit: refused with a reason.
    assert not ok.isEnabled()
    assert "can never be reached" in dialog.error_label.text()
    dialog.preset_box.setCurrentIndex(dialog.preset_box.findData("spar-dame"))
    assert ok.isEnabled() and not dialog.error_label.text()
    dialog.players_box.setValue(6)
    options[Level.SVAER].radio.click()
    dialog.name_edits[1].setText("Mette")
    assert not dialog.name_edits[5].isHidden()
    setup = dialog.setup()
    assert setup.rules == preset("spar-dame", 6) and setup.level is Level.SVAER
    assert setup.names[1] == "Mette" and len(setup.names) == 6
    dialog.daily_box.setChecked(True)
    daily = dialog.setup(today=dt.date(2026, 11, 29))
    assert daily.deals == DailyDeals(dt.date(2026, 11, 29)) and daily.names[1] == "Mette"


def test_score_sheet_last_trick_rules_and_settings(qtbot, make_window):
    window = make_window(seed=14)
    c = window.controller
    finish_hands(qtbot, window, 1)
    window.score_action.trigger()
    sheet = window.dialog
    assert isinstance(sheet, ScoreSheetDialog)
    rows = sheet.rows()
    assert len(rows) == 2  # one hand and the totals
    assert sheet.table.rowCount() == 1 and sheet.totals.rowCount() == 1
    assert rows[-1] == [str(t).replace("-", "−") for t in c.match.totals]
    assert sheet.totals.item(0, 1).text().endswith(rows[-1][1])
    sheet.reject()
    window.last_trick_action.trigger()
    last = window.dialog
    assert isinstance(last, LastTrickDialog)
    _hand, trick = c.last_trick()
    assert c.name(trick.winner) in last.caption.text()
    assert len(last.card_labels) == 4
    plays = trick.plays(c.players)
    assert [name.text() for _, name in last.card_labels] == [c.name(s) for s, _ in plays]
    for (seat, _card), (picture, name) in zip(plays, last.card_labels):
        took = seat == trick.winner
        assert name.font().bold() == took
        edge = picture.pixmap().toImage()  # the middle of the left edge: the glow, if any
        glow = edge.pixelColor(1, edge.height() // 2)
        assert (glow.alpha() > 0) == took
        if took:
            assert abs(glow.hue() - WINNER.hue()) < 8
    last.reject()
    window.rules_action.trigger()
    page = window.dialog.browser.toPlainText()
    assert "Spar dame" in page and "jack of diamonds" in page  # the full rules page of the preset
    window.dialog.reject()
    window.settings_action.trigger()
    settings = window.dialog
    settings.speed_box.setCurrentIndex(list(Speed).index(Speed.SLOW))
    settings.four_colour_box.setChecked(True)
    settings.accept()
    assert window.settings.speed() is Speed.SLOW and window.settings.four_colour()
    assert c.speed_factor == Speed.SLOW.factor and window.art.four_colour


def test_daily_deal_action_starts_todays_cards(qtbot, make_window):
    window = make_window(seed=15)
    with qtbot.waitSignal(window.controller.new_game_started):
        window.daily_action.trigger()
    setup = window.controller.setup
    assert setup.deals == DailyDeals(dt.date.today())
    assert "Daily deal" in window.windowTitle()


def test_daily_deal_action_follows_the_windows_date(qtbot, make_window):
    window = make_window(seed=15)
    window.today = lambda: dt.date(2026, 12, 24)
    with qtbot.waitSignal(window.controller.new_game_started):
        window.daily_action.trigger()
    assert window.controller.setup.deals == DailyDeals(dt.date(2026, 12, 24))
    assert window.controller.setup.deals != DailyDeals(dt.date(2026, 12, 25))
