"""Card art, names, badges, layout geometry and the --self-test entry point."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage

from hearts_desktop.engine import Card, Reason, Suit, card_value, preset
from hearts_desktop.ui.cardart import CardArt
from hearts_desktop.ui.layout import compute_layout
from hearts_desktop.ui.pass_view import PassChoice
from hearts_desktop.app.names import card_name, reason_text, refusal_text
from hearts_desktop.ui.card_item import badge_text
from tests.i18n.conftest import language  # noqa: F401 - the fixture that installs a language

ROOT = Path(__file__).resolve().parents[2]


def test_card_names_read_naturally():
    assert card_name(Card.parse("QS")) == "queen of spades"
    assert card_name(Card.parse("TD")) == "ten of diamonds"
    assert card_name(Card.parse("2C")) == "two of clubs"


@pytest.mark.parametrize("lang, expected", [
    ("en", "Four of spades: You must follow ♣ (clubs)."),
    ("nb", "Spar 4: Du må følge farge: kløver (♣)."),
    ("da", "Spar 4: Du skal bekende kulør: klør (♣)."),
])
def test_a_refused_card_opens_the_sentence_with_its_name(language, lang, expected):
    language(lang)
    assert refusal_text(Card.parse("4S"), reason_text(Reason.MUST_FOLLOW_SUIT, led_suit=Suit.CLUBS)) == expected


@pytest.mark.parametrize("lang, texts", [
    ("en", ["Choose 3 cards to pass.", "To pass: queen of spades · choose 2 more",
            "To pass: two of clubs, queen of spades, ace of hearts · press Pass",
            "You pass 3 cards; put one back first.", "queen of spades (selected to pass)"]),
    ("nb", ["Velg 3 kort å gi bort.", "Gi bort: spar dame · velg 2 til",
            "Gi bort: kløver 2, spar dame, hjerter ess · trykk Gi",
            "Du skal gi 3 kort; legg ett tilbake først.", "spar dame (valgt til å gi bort)"]),
    ("da", ["Vælg 3 kort at give videre.", "Giv videre: spar dame · vælg 2 mere",
            "Giv videre: klør 2, spar dame, hjerter es · tryk Giv",
            "Du skal give 3 kort videre; læg et tilbage først.",
            "spar dame (valgt til at give videre)"]),
])
def test_the_pass_choice_holds_the_pass_and_says_what_is_left(language, lang, texts):
    language(lang)
    qs, c2, ah, kd = (Card.parse(c) for c in ("QS", "2C", "AH", "KD"))
    choice = PassChoice()
    said = [choice.text(3)]
    assert choice.toggle(qs, 3)
    said.append(choice.text(3))
    assert choice.toggle(c2, 3) and choice.toggle(ah, 3)
    said.append(choice.text(3))  # the cards in order, whatever order they were picked in
    assert not choice.toggle(kd, 3)  # a fourth card is not taken
    assert choice.cards == {qs, c2, ah}
    said += [choice.full_text(3), choice.cursor_text(qs)]
    assert said == texts
    assert choice.toggle(qs, 3) and qs not in choice and len(choice) == 2  # put back


def test_badges_follow_the_rules_in_force():
    standard, high = preset("spar-dame"), preset("hoy-poengskala")
    assert [badge_text(card_value(standard, Card.parse(c))) for c in ("QS", "5H", "JD", "KS")] == \
        ["13", "1", "−10", ""]
    assert [badge_text(card_value(high, Card.parse(c))) for c in ("QS", "5H", "AH", "JD")] == \
        ["100", "10", "20", "−100"]


def test_faces_are_rendered_at_the_pixel_ratio_and_recoloured_for_four_colours(qtbot):
    art = CardArt()
    crisp = art.pixmap(Card.parse("KC"), 100, 2.0)
    assert (crisp.width(), crisp.height()) == (200, 280) and crisp.devicePixelRatio() == 2.0
    assert art.pixmap(Card.parse("KC"), 100, 2.0) is crisp  # cached
    two = art.pixmap(Card.parse("9C"), 120).toImage()
    four = CardArt(four_colour=True).pixmap(Card.parse("9C"), 120).toImage()
    assert two != four
    greens = sum(1 for x in range(0, 120, 3) for y in range(0, 168, 3)
                 if four.pixelColor(x, y).green() > four.pixelColor(x, y).red() + 60)
    assert greens > 20
    spades = CardArt(four_colour=True).pixmap(Card.parse("9S"), 120).toImage()
    assert spades == CardArt().pixmap(Card.parse("9S"), 120).toImage()  # spades stay black


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("size", [(1280, 760), (1024, 600), (1920, 1040), (640, 420)])
def test_seats_and_the_trick_do_not_overlap(players, size):
    hand = {3: 17, 4: 13, 5: 10, 6: 8}[players]
    lay = compute_layout(size[0], size[1], players, hand)
    boxes = []
    for seat in range(1, players):
        cards = lay.opponent_positions(seat, hand)
        sw, sh = lay.small_w, lay.small_w * 1.4
        fan = QRectF(cards[0][0] - sw / 2, cards[0][1] - sh / 2, cards[-1][0] - cards[0][0] + sw, sh)
        s = lay.seats[seat]
        plate = QRectF(s.plate_x - lay.plate_w / 2, s.plate_y - lay.plate_h / 2, lay.plate_w,
                       lay.plate_h + lay.chip_h + 2)  # with the taken-card chips below
        boxes.append(fan.united(plate))
    tw, th = lay.trick_w, lay.trick_w * 1.4
    trick = QRectF()
    for seat in range(players):
        x, y, _ = lay.trick_position(seat)
        trick = trick.united(QRectF(x - tw / 2, y - th / 2, tw, th))
    own = QRectF(0, lay.table_bottom, lay.width, lay.height - lay.table_bottom)
    for i, box in enumerate(boxes):
        assert QRectF(0, 0, lay.width, lay.height).contains(box)
        assert not box.intersects(trick.adjusted(4, 4, -4, -4)), (players, size, i)
        assert not box.intersects(own)
        for other in boxes[i + 1:]:
            assert not box.intersects(other)
    assert not trick.intersects(own)
    me = lay.seats[0]  # the player's chips sit above their plate
    chips = QRectF(me.plate_x - lay.plate_w / 2, me.plate_y - lay.plate_h / 2 - lay.chip_h - 2,
                   lay.plate_w, lay.chip_h)
    assert not any(box.intersects(chips) for box in boxes), (players, size)
    xs = lay.hand_positions(hand)
    # The action bar's strip lies below the hand.
    middle = xs[len(xs) // 2]
    assert middle[1] + lay.card_h / 2 <= lay.bar_y - lay.bar_h / 2 <= lay.height
    assert xs[0][0] - lay.card_w / 2 >= 0 and xs[-1][0] + lay.card_w / 2 <= lay.width


def test_self_test_plays_a_hand_and_saves_a_screenshot(tmp_path):
    target = tmp_path / "shot.png"
    # ``python -m hearts_desktop --self-test``, then which of the developers' commands it
    # loaded: the arena, the benchmark and the arena's search player stay out of the game.
    developers = ("hearts_desktop.arena", "hearts_desktop.bench", "hearts_desktop.ai.ismcts")
    code = ("import runpy, sys\n"
            f"sys.argv = ['hearts_desktop', '--self-test', {str(target)!r}, '--config-dir', {str(tmp_path)!r}]\n"
            "try:\n"
            "    runpy.run_module('hearts_desktop', run_name='__main__')\n"
            "except SystemExit as done:\n"
            "    code = done.code\n"
            f"print(sorted(m for m in sys.modules if m in {developers!r}))\n"
            "sys.exit(code)\n")
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().splitlines()[-1] == "[]"
    image = QImage(str(target))
    assert image.width() >= 800 and image.height() >= 500


def test_the_pixmap_cache_stays_bounded_while_resizing(qtbot):
    from hearts_desktop.ui import cardart

    art = CardArt()
    for width in range(60, 60 + cardart.CACHE_SIZE + 50):
        art.pixmap(Card.parse("AH"), width)
    assert len(art._pixmaps) == cardart.CACHE_SIZE


def test_resizing_relays_the_table_and_the_size_is_remembered(qtbot, make_window):
    from hearts_desktop.ui.controller import HUMAN

    window = make_window(seed=16)
    qtbot.waitUntil(window.controller.human_to_act)
    table = window.table

    def inside() -> bool:
        view = QRectF(table.viewport().rect())
        return all(view.contains(table.mapFromScene(item.sceneBoundingRect()).boundingRect().toRectF())
                   for item in table.hand_items())

    small_width = table.item(window.controller.match.hand.hand(HUMAN)[0]).width
    window.resize(1600, 1000)
    qtbot.waitUntil(lambda: table.viewport().width() == 1600)
    assert table.hand_items()[0].width > small_width and inside()
    window.resize(700, 480)
    qtbot.waitUntil(lambda: table.viewport().width() == 700)
    assert inside()
    window.close()
    from hearts_desktop.ui.main_window import MainWindow

    again = MainWindow(window.controller, window.settings)
    qtbot.addWidget(again)
    assert (again.width(), again.height()) == (700, window.height())
