"""The rules page describes the rules in force, wholly in the player's language."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from hearts_desktop.app import names, rules_page
from hearts_desktop.app.rules_page import rules_html
from hearts_desktop.engine import PRESETS, Rules, preset
from hearts_desktop.resources import i18n_dir
from hearts_desktop.ui.rules_dialog import RulesDialog

CUSTOM = [
    Rules(queen_breaks_hearts=True, moon="subtract_from_self", end_rule="pass"),
    Rules(moon="none", jack_of_diamonds=0, end_rule="hands", end_hands=1, players=3),
    Rules(moon="shooter_chooses", moon_keeps_jack=False, end_rule="hands", end_hands=7),
    Rules(values="high", ace_of_hearts="20", jack_of_diamonds=-50, end_score=500, players=6),
    Rules(passing="left2", players=5, ties="play_on", ace_of_hearts="20"),
]
CASES = [preset(name, players) for name in PRESETS for players in (3, 4, 5, 6)] + CUSTOM


class _Texts(HTMLParser):
    """The text of each element of a rules page, in order."""

    def __init__(self, html: str) -> None:
        super().__init__()
        self.texts: list[str] = []
        self.feed(html)

    def handle_data(self, data: str) -> None:
        if data.strip():
            self.texts.append(data.strip())


def _texts(html: str) -> list[str]:
    return _Texts(html).texts


@pytest.fixture
def calls(monkeypatch):
    """Every (context, source, comment, n) the rules page asks to translate."""
    made = []
    real = QCoreApplication.translate

    def recording(context, source, comment=None, n=-1):
        made.append((context, source, comment or None, n))
        return real(context, source, comment, n)

    def tr(self, source, comment=None, n=-1):
        return recording("RulesPage", source, comment, n)

    monkeypatch.setattr(names, "QCoreApplication", SimpleNamespace(translate=recording))
    monkeypatch.setattr(rules_page.RulesPage, "tr", tr)
    return made


@pytest.mark.parametrize("lang", ["nb", "da"])
@pytest.mark.parametrize("rules", CASES, ids=lambda r: f"{r.players}p-{r.passing.value}-{r.moon.value}")
def test_no_english_is_left(language, calls, lang, rules):
    language(lang)
    page = rules_html(rules)
    catalogue = QTranslator()
    assert catalogue.load(str(i18n_dir() / f"hearts_{lang}.qm"))
    assert len(calls) > 20
    for context, source, comment, n in calls:
        assert catalogue.translate(context, source, comment, n), f"untranslated: {source!r}"
    english_words = {"the", "and", "of", "points", "trick", "hearts", "queen", "spades", "jack",
                     "player", "players", "cards", "every", "hand"}
    # The title may hold a preset's proper name, "Hearts (Pagat)".
    words = set(re.findall(r"[a-zæøå]+", " ".join(_texts(page)[1:]).lower()))
    assert not words & english_words, words & english_words


def test_danish_spar_dame_uses_the_players_words(language):
    language("da")
    page = rules_html(preset("spar-dame")).lower()
    for phrase in ("ruder knægt", "10 point fra", "bekende kulør", "er hjerter brudt",
                   "skudt månen", "26 point", "klør 2", "100 point eller mere", "overfor"):
        assert phrase in page, phrase


def test_norwegian_spar_dame_uses_the_players_words(language):
    language("nb")
    page = rules_html(preset("spar-dame")).lower()
    for phrase in ("ruter knekt", "minus 10 poeng", "følge farge", "hjerter brutt",
                   "skyter den månen", "26 poeng", "kløver 2", "100 poeng eller mer", "rett overfor"):
        assert phrase in page, phrase


def test_the_page_follows_the_options(language):
    language("da")
    three = rules_html(preset("hjerterfri", 3)).lower()
    assert "klør 3" in three and "klør 2" in three  # 2♣ removed, 3♣ leads
    assert "ruder knægt" not in three
    high = rules_html(preset("hoy-poengskala")).lower()
    assert "hjerter es" in high and "20 point" in high and "100 point fra" in high
    assert "500 point" in high
    language("nb")
    pagat = rules_html(preset("hearts-pagat")).lower()
    assert "velger selv" in pagat
    assert "hele runder" in pagat
    one_hand = rules_html(Rules(end_rule="hands", end_hands=1)).lower()
    assert "etter 1 runde." in one_hand


def test_english_plurals(language):
    language("en")
    page = rules_html(Rules(end_rule="hands", end_hands=1, jack_of_diamonds=0))
    assert "after 1 hand." in page
    assert "1 point<" in page  # one heart


def test_rules_dialog_retranslates_live(language, qtbot):
    language("en")
    dialog = RulesDialog(preset("spar-dame"))
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Rules"
    assert "Jack of diamonds" in dialog.browser.toPlainText()
    language("da")
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Regler")
    assert "Ruder knægt" in dialog.browser.toPlainText()
    dialog.set_rules(preset("hjerterfri"))
    assert "Ruder knægt" not in dialog.browser.toPlainText()
