"""The new-game dialog fits a 1024×640 window, chooses the level in one click, and keeps the
score limit in step with the point scale."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from hearts_desktop.ai import Level
from hearts_desktop.app.setup import GameSetup
from hearts_desktop.engine import Values, preset
from hearts_desktop.ui.dialogs.new_game import NewGameDialog
from tests.i18n.conftest import language  # noqa: F401 - the fixture that installs a language


@pytest.mark.parametrize("lang", ["en", "nb", "da"])
def test_size_hint_fits_a_small_window_for_every_player_count(qtbot, language, lang):
    language(lang)
    for players in range(3, 7):
        dialog = NewGameDialog(GameSetup(rules=preset("spar-dame", players)))
        qtbot.addWidget(dialog)
        for details in (False, True):
            dialog.show_details(details)
            hint = dialog.sizeHint()
            assert hint.height() <= 600, (lang, players, details, hint)
            assert hint.width() <= 1000, (lang, players, details, hint)


def test_custom_rules_fold_out_and_custom_games_open_folded_out(qtbot):
    dialog = NewGameDialog(GameSetup())
    qtbot.addWidget(dialog)
    assert dialog.details.isHidden()
    dialog.details_button.click()
    assert not dialog.details.isHidden()
    custom = NewGameDialog(GameSetup(rules=preset("spar-dame").with_options(end_score=50)))
    qtbot.addWidget(custom)
    assert not custom.details.isHidden()


def test_a_click_anywhere_on_a_level_chooses_it(qtbot):
    dialog = NewGameDialog(GameSetup(level=Level.MELLEM))
    qtbot.addWidget(dialog)
    dialog.show()
    option = dialog.level_chooser.options[Level.SVAER]
    QTest.mouseClick(option, Qt.MouseButton.LeftButton, pos=QPoint(option.width() // 2, option.height() - 5))
    assert dialog.level() is Level.SVAER and dialog.setup().level is Level.SVAER
    assert option.strength.text() == "Wins 92 % of games against three Medium."


def test_the_scale_brings_its_own_score_limit_unless_the_player_set_one(qtbot):
    dialog = NewGameDialog(GameSetup())
    qtbot.addWidget(dialog)
    values, limit = dialog.option_widgets["values"], dialog.option_widgets["end_score"]
    values.setCurrentIndex(values.findData(Values.HIGH))
    assert limit.value() == 500 and dialog.rules().end_score == 500
    values.setCurrentIndex(values.findData(Values.STANDARD))
    assert limit.value() == 100
    limit.setValue(150)
    values.setCurrentIndex(values.findData(Values.HIGH))
    assert limit.value() == 150  # the player's own limit stays
    dialog.preset_box.setCurrentIndex(dialog.preset_box.findData("spar-dame"))
    values.setCurrentIndex(values.findData(Values.HIGH))
    assert limit.value() == 500  # a preset starts afresh


def test_the_summary_line_follows_the_preset(qtbot):
    dialog = NewGameDialog(GameSetup())
    qtbot.addWidget(dialog)
    assert "J♦ −10" in dialog.summary_label.text() and "100" in dialog.summary_label.text()
    dialog.preset_box.setCurrentIndex(dialog.preset_box.findData("hoy-poengskala"))
    text = dialog.summary_label.text()
    assert "500" in text and "J♦ −100" in text and "Q♠ 100" in text


def test_the_strength_shown_is_the_one_measured_in_the_docs():
    import re
    from pathlib import Path

    from hearts_desktop.ui.dialogs.level_choice import MEASURED

    text = (Path(__file__).resolve().parents[2] / "docs" / "STRENGTH.md").read_text("utf-8")
    section = text.split("\n## What the new-game dialog shows", 1)[1].split("\n## ", 1)[0]
    names = {"Let": Level.LET, "Mellem": Level.MELLEM, "Svær": Level.SVAER}
    measured = {(names[a], names[b]): float(rate) for a, b, rate in
                re.findall(r"^\| (\w+) vs (\w+) \| [\d,]+ \| ([\d.]+) % \|", section, re.M)}
    assert measured == {(level, against): rate for level, (rate, against) in MEASURED.items()}
