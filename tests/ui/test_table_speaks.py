"""The table says what happens: readable tricks, the bubble, the action bar, Tip, plates, passing."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsScene, QLabel

from hearts_desktop.ai import Level, make_player
from hearts_desktop.ai.advice import Advice
from hearts_desktop.app.names import default_names
from hearts_desktop.app.setup import GameSetup
from hearts_desktop.engine import Card, FirstTrick, HandState, HeartLead, Passing, SeededDeals, preset
from hearts_desktop.engine.cards import HEARTS_MASK
from hearts_desktop.ui.card_item import CardItem
from hearts_desktop.ui.cardart import CardArt
from hearts_desktop.ui.centre import CentredText
from hearts_desktop.ui.controller import HUMAN
from hearts_desktop.ui.dialogs.summaries import HandSummaryDialog
from hearts_desktop.ui.layout import compute_layout
from hearts_desktop.ui.pass_view import pile_positions
from hearts_desktop.ui.plates import taken_chips
from hearts_desktop.ui.trick_view import TrickView

from ..engine.helpers import fill_deal, play_tricks

from .helpers import (
    card_point, click, illegal_cards, legal_cards, reach_a_choice, replays, wait_for_player,
)
from .test_moon_and_dialogs import all_clubs_deal
from tests.i18n.conftest import language  # noqa: F401 - the fixture that installs a language


def play_until(qtbot, window, done, each_play=None) -> None:
    """Let Mellem choose the player's passes and cards until ``done()`` (or a dialog shows)."""
    c = window.controller
    helper = make_player(Level.MELLEM, 1)
    while not done() and window.dialog is None:
        qtbot.waitUntil(lambda: c.human_to_act() or done() or window.dialog is not None, timeout=10000)
        if done() or window.dialog is not None:
            break
        if c.can_pass():
            c.pass_cards(helper.choose_pass(c.match.view(HUMAN)))
        else:
            c.play_card(helper.choose_card(c.match.view(HUMAN)))
            if each_play is not None:
                each_play()


def index_rect(item: CardItem) -> QRectF:
    """The card's top-left corner index, in scene coordinates."""
    w, h = item.width, item.height
    return item.mapRectToScene(QRectF(-w / 2, -h / 2, w * 0.22, h * 0.3))


def angle_between(a: float, b: float) -> float:
    d = abs(a - b) % (2 * math.pi)
    return min(d, 2 * math.pi - d)


def check_trick(window) -> None:
    """Every trick card lies towards its own seat and no card covers another's index."""
    table, c = window.table, window.controller
    lay = table.layout_geometry
    plays = c.display_trick()
    items = {seat: table.item(card) for seat, card in plays}
    middle = QPointF(lay.centre_x, lay.centre_y)
    for seat, item in items.items():
        assert item.isVisible() and item.face_up
        offset = item.pos() - middle
        direction = math.atan2(offset.y(), offset.x())
        # Seen from the middle of the trick, the card points at its own seat more than any other.
        toward = [math.atan2(s.hand_y - lay.centre_y, s.hand_x - lay.centre_x) for s in lay.seats]
        nearest = min(range(c.players), key=lambda s: angle_between(direction, toward[s]))
        assert nearest == seat, (c.players, seat, nearest)
        for other_seat, other in items.items():
            if other_seat != seat:
                card_area = other.mapToScene(other.shape()).boundingRect()
                assert not card_area.intersects(index_rect(item)), (c.players, seat, other_seat)


def test_the_player_takes_a_trick_in_the_second_person(make_window):
    window = make_window(seed=31)
    c = window.controller
    assert window.table.voice.taker_text(HUMAN) == "You take it"  # not "You takes it"
    assert window.table.voice.taker_text(1) == f"{c.name(1)} takes it"


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_a_complete_trick_is_readable_and_marks_its_winner(qtbot, make_window, players):
    window = make_window(seed=30 + players, players=players, speed_factor=0.3)
    window.table.set_speed_factor(0)  # cards go straight to their places; the pauses stay
    c = window.controller

    def in_progress() -> None:
        if c.showing_trick is None and c.match.hand.trick:
            check_trick(window)  # a trick in progress: its leader is marked
            assert window.table.trick.lead_chip.isVisible()

    play_until(qtbot, window, lambda: c.showing_trick is not None, in_progress)
    trick = c.showing_trick
    assert len(c.display_trick()) == players
    check_trick(window)
    winner_card = dict((seat, card) for seat, card in trick.plays(players))[trick.winner]
    assert window.table.item(winner_card).winner
    assert [card for card in trick.cards if window.table.item(card).winner] == [winner_card]
    chip = window.table.trick.winner_chip
    assert chip.isVisible() and c.name(trick.winner) in chip.text
    assert c.name(trick.winner) in window.table.accessibleDescription()  # said to screen readers too
    assert not window.table.trick.lead_chip.isVisible()
    with qtbot.waitSignal(c.trick_won, timeout=5000):
        pass
    assert not any(window.table.item(card).winner for card in trick.cards if window.table.item(card).isVisible())


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("size", [(1280, 740), (1024, 580), (1920, 1040), (640, 420)])
def test_trick_places_never_cover_an_index(players, size):
    lay = compute_layout(size[0], size[1], players, {3: 17, 4: 13, 5: 10, 6: 8}[players])
    rects = [QRectF(*r) for r in lay.trick_rects()]
    for i, rect in enumerate(rects):
        index = QRectF(rect.left(), rect.top(), rect.width() * 0.22, rect.height() * 0.3)
        assert not any(other.intersects(index) for j, other in enumerate(rects) if j != i)
        # Seen from the middle, the card lies towards its own seat more than towards any other.
        direction = math.atan2(rect.center().y() - lay.centre_y, rect.center().x() - lay.centre_x)
        toward = [math.atan2(s.hand_y - lay.centre_y, s.hand_x - lay.centre_x) for s in lay.seats]
        assert min(range(players), key=lambda s: angle_between(direction, toward[s])) == i


@pytest.mark.parametrize("lang", ["nb", "da"])
@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("size", [(1280, 740), (1024, 580), (800, 500), (640, 480)])
def test_the_trick_chips_read_whole_and_leave_the_other_indices_clear(language, lang, players, size):
    language(lang)
    lay = compute_layout(size[0], size[1], players, {3: 17, 4: 13, 5: 10, 6: 8}[players])
    scene = QGraphicsScene()  # owns the chips
    trick = TrickView(scene)
    cards = [Card(i) for i in range(players)]
    items = {card: CardItem(card, CardArt()) for card in cards}
    indices = [QRectF(r[0], r[1], r[2] * 0.22, r[3] * 0.3) for r in lay.trick_rects()]
    leads = QCoreApplication.translate("TableView", "leads")
    for seat, name in enumerate(default_names(players)):
        takes = QCoreApplication.translate("TableView", "%1 takes it").replace("%1", name)
        plays = tuple((s % players, cards[s % players]) for s in range(seat, seat + players))
        for chip, winner, text in ((trick.lead_chip, None, leads), (trick.winner_chip, seat, takes)):
            trick.place(items, plays[:1] if winner is None else plays, winner, lay, 0, {},
                        leads, takes)
            assert chip.isVisible() and chip.text == text  # not cut short with "…"
            box = chip.sceneBoundingRect()
            assert not any(index.intersects(box) for i, index in enumerate(indices) if i != seat)


def test_the_winners_plate_flashes_when_the_trick_goes(qtbot, make_window):
    window = make_window(seed=41, speed_factor=0.2)
    c = window.controller
    won = []
    c.trick_won.connect(lambda winner, _trick: won.append(winner))
    play_until(qtbot, window, lambda: bool(won))
    assert window.table.plate(won[0]).flashing
    qtbot.waitUntil(lambda: not window.table.plate(won[0]).flashing, timeout=3000)


def test_an_illegal_click_speaks_in_a_bubble_that_goes_with_the_next_play(qtbot, make_window):
    window = make_window(seed=5)
    table = window.table
    reach_a_choice(qtbot, window)
    card = illegal_cards(window)[0]
    assert table.message == ""
    click(window, card_point(window, card))
    reason = table.reason_for(card)
    assert reason and reason in table.message
    assert reason in table.accessibleDescription()
    assert reason in window.statusBar().currentMessage()  # the status bar repeats it
    # The bubble sits above the hand, inside the window.
    body = table.voice.bubble.mapRectToScene(table.voice.bubble.box)
    assert table.sceneRect().contains(body)
    assert body.bottom() < table.item(card).sceneBoundingRect().top() + 1
    click(window, card_point(window, legal_cards(window)[0]))
    assert table.message == ""
    assert reason not in window.statusBar().currentMessage()


@pytest.mark.parametrize("players, size", [(4, (640, 480)), (4, (560, 480)), (4, (480, 640)),
                                           (3, (640, 480)), (6, (640, 480)), (4, (1024, 700))])
def test_the_bubble_never_covers_the_trick(qtbot, make_window, players, size):
    # On a low table the bubble's usual place, above the player's plate, is where the trick
    # lies: it widens to fewer lines and, if still in the way, comes down over the plate row.
    window = make_window(seed=5, players=players)
    window.resize(*size)
    table = window.table
    reach_a_choice(qtbot, window)
    card = illegal_cards(window)[0]
    click(window, card_point(window, card))
    bubble = table.voice.bubble
    assert bubble.isVisible()
    body = bubble.mapRectToScene(bubble.boundingRect())
    plays = window.controller.display_trick()
    assert plays  # the player follows a card already led
    for _seat, on_table in plays:
        item = table.item(on_table)
        face = item.mapRectToScene(QRectF(-item.width / 2, -item.height / 2, item.width, item.height))
        assert not body.intersects(face), on_table
    lead = table.trick.lead_chip
    assert not lead.isVisible() or not body.intersects(lead.sceneBoundingRect())
    assert table.sceneRect().contains(bubble.mapRectToScene(bubble.box))
    assert bubble.mapRectToScene(bubble.box).bottom() < table.item(card).sceneBoundingRect().top() + 1


def test_the_action_bar_follows_the_phase(qtbot, make_window):
    window = make_window(seed=8)
    c = window.controller
    bar = window.table.action_bar
    wait_for_player(qtbot, window)
    assert c.can_pass()
    hint, undo, pass_, daily, score = (bar.button(k) for k in ("hint", "undo", "pass", "daily", "score"))
    assert hint.isEnabled() and not undo.isEnabled() and not pass_.isEnabled()
    assert daily.isEnabled() and score.isEnabled()
    for button, shortcut in ((hint, "H"), (undo, "Ctrl+Z"), (pass_, "P"), (daily, "Ctrl+D"), (score, "S")):
        assert f"({shortcut})" in button.toolTip()
        assert button.focusPolicy() & Qt.FocusPolicy.TabFocus
    cards = c.match.hand.hand(HUMAN)
    for card in cards[:2]:
        click(window, card_point(window, card))
    assert not pass_.isEnabled()  # two of three
    click(window, card_point(window, cards[2]))
    assert pass_.isEnabled()
    QTest.mouseClick(pass_, Qt.MouseButton.LeftButton)
    assert c.match.hand.passes[HUMAN] is not None
    assert not pass_.isEnabled()
    wait_for_player(qtbot, window)
    assert c.can_play() and hint.isEnabled() and undo.isEnabled()
    QTest.mouseClick(undo, Qt.MouseButton.LeftButton)
    wait_for_player(qtbot, window)
    assert c.can_pass() and not undo.isEnabled()
    with qtbot.waitSignal(c.hint_ready):
        QTest.mouseClick(hint, Qt.MouseButton.LeftButton)
    assert pass_.isEnabled()  # the tip chose three cards
    assert replays(window)


def test_the_action_bar_is_reached_by_keyboard(qtbot, make_window):
    window = make_window(seed=8)
    wait_for_player(qtbot, window)
    window.table.setFocus()
    reached = set()
    for _ in range(8):
        QTest.keyClick(window.focusWidget(), Qt.Key.Key_Tab)
        reached.add(window.focusWidget())
    bar = window.table.action_bar
    assert bar.button("hint") in reached and bar.button("score") in reached


def test_tip_on_an_easy_game_is_svaers_choice_with_a_reason(qtbot, make_window):
    rules = preset("spar-dame").with_options(passing=Passing.NONE)
    window = make_window(seed=12, rules=rules)
    c = window.controller
    c.new_game(GameSetup(rules, SeededDeals(12), level=Level.LET, ai_seed=12))
    wait_for_player(qtbot, window)
    assert c.setup.level is Level.LET
    view = c.match.view(HUMAN)
    expected = make_player(Level.SVAER, c.setup.ai_seed + 97).choose_card(view)
    with qtbot.waitSignal(c.hint_ready) as hint:
        window.hint_action.trigger()
    cards, advice = hint.args
    assert cards == (expected,)
    assert advice is None or isinstance(advice, Advice)
    assert window.table.item(expected).hinted
    assert window.table.message.startswith("Tip:")


def test_plates_after_a_moon_show_what_the_summary_shows(qtbot, make_window):
    rules = preset("spar-dame").with_options(passing=Passing.NONE)
    window = make_window(rules=rules)
    c = window.controller
    c.new_game(GameSetup(rules, all_clubs_deal()))
    while not isinstance(window.dialog, HandSummaryDialog):
        qtbot.waitUntil(lambda: c.can_play() or isinstance(window.dialog, HandSummaryDialog))
        if c.can_play():
            click(window, card_point(window, legal_cards(window)[0]))
    score = c.match.results[0]
    assert score.shooter == HUMAN and score.moon_shot
    for seat in range(4):
        detail = window.table.plate(seat).detail
        points = str(score.points[seat]).replace("-", "−")
        assert detail.endswith(f"this hand {points}"), detail
        assert f"Total {c.match.totals[seat]}".replace("-", "−") in detail
    assert "shot the moon" in window.table.message


def test_taken_point_cards_show_under_the_plates(qtbot, make_window):
    window = make_window(seed=3)
    c = window.controller
    queen = Card.parse("QS").mask
    play_until(qtbot, window, lambda: any(c.match.hand.taken[s] & queen for s in range(4)))
    qtbot.waitUntil(lambda: c.showing_trick is None)
    hand = c.table_hand
    holder = next(s for s in range(4) if hand.taken[s] & queen)
    assert "Q♠" in window.table.plate(holder).chips
    for seat in range(4):
        hearts = (hand.taken[seat] & HEARTS_MASK).bit_count()
        chips = window.table.plate(seat).chips
        assert (f"♥ {hearts}" in chips) == (hearts > 0)


def test_the_cursor_lifts_only_legal_cards_and_follows_to_the_nearest_legal_one(qtbot, make_window):
    window = make_window(seed=5)
    c = window.controller
    table = window.table
    reach_a_choice(qtbot, window, legal_at_least=2)
    lay = table.layout_geometry
    cards = c.match.hand.hand(HUMAN)
    QTest.keyClick(table, Qt.Key.Key_Home)
    while table.cursor_card not in illegal_cards(window):
        QTest.keyClick(table, Qt.Key.Key_Right)
    positions = dict(zip(cards, lay.hand_positions(len(cards))))
    illegal = table.cursor_card
    assert table.item(illegal).pos().y() == pytest.approx(positions[illegal][1])  # not lifted
    assert table.fan.ring.isVisible() and table.fan.ring.zValue() > max(i.zValue() for i in table.hand_items())
    target = legal_cards(window)[0]
    QTest.keyClick(table, Qt.Key.Key_Home)
    while table.cursor_card != target:
        QTest.keyClick(table, Qt.Key.Key_Right)
    assert table.item(target).pos().y() == pytest.approx(positions[target][1] - lay.lift)  # lifted
    index = cards.index(target)
    QTest.keyClick(table, Qt.Key.Key_Return)
    wait_for_player(qtbot, window)
    assert window.dialog is None and c.can_play()
    now = c.match.hand.hand(HUMAN)
    legal = [i for i, card in enumerate(now) if c.match.hand.legal_mask(HUMAN) & card.mask]
    nearest = min(legal, key=lambda i: (abs(i - index), i))
    assert table.cursor_card == now[nearest]
    assert table.fan.ring.isVisible()


def render(item: CardItem) -> QImage:
    image = QImage(200, 260, QImage.Format.Format_ARGB32)
    image.fill(QColor("#206040"))
    painter = QPainter(image)
    painter.translate(100, 140)
    item.paint(painter, None)
    painter.end()
    return image


@pytest.mark.parametrize("state", ["legal", "received", "hinted", "winner"])
def test_card_states_are_drawn_outside_the_corner_index(qtbot, state):
    art = CardArt()
    plain = CardItem(Card.parse("3C"), art)
    marked = CardItem(Card.parse("3C"), art)
    for item in (plain, marked):
        item.face_up = True
        item.set_width(120)
    setattr(marked, state, True)
    a, b = render(plain), render(marked)
    w, h = 120, plain.height
    # The index corner (inside the card's rounded outline) is untouched; something changed
    # outside the card.
    felt = QColor("#206040").rgb()
    inside = 0
    for x in range(int(100 - w / 2) + 1, int(100 - w / 2 + w * 0.25)):
        for y in range(int(140 - h / 2) + 1, int(140 - h / 2 + h * 0.3)):
            if a.pixel(x, y) != felt:  # on the card
                inside += 1
                if x > 100 - w / 2 + w * 0.07 or y > 140 - h / 2 + w * 0.07:  # clear of the rounding
                    assert a.pixel(x, y) == b.pixel(x, y), (state, x, y)
    assert inside > 100
    outside = [(int(100 - w / 2) - 3, 140), (100, int(140 - h / 2) - 3)]
    assert any(a.pixel(x, y) != b.pixel(x, y) for x, y in outside)


def test_passing_is_animated_and_undo_drops_the_flight(qtbot, make_window):
    window = make_window(seed=8, speed_factor=1.0)
    c = window.controller
    table = window.table
    wait_for_player(qtbot, window)
    assert table.centre.arrow.isVisible()
    chosen = c.match.hand.hand(HUMAN)[:3]
    target = c.match.hand.pass_target(HUMAN)
    for card in chosen:
        table._toggle_pass(card)
    with qtbot.waitSignal(c.cards_exchanged, timeout=5000):
        table.send_pass()
    qtbot.waitUntil(lambda: table.passing_in_flight, timeout=5000)
    lay = table.layout_geometry
    qtbot.waitUntil(lambda: not table.item(chosen[0]).animating, timeout=3000)
    pile = pile_positions(lay, target, 3)
    for card, (x, y, _rot) in zip(sorted(chosen), pile):
        # Waiting in front of the receiver, face up for the player who passed them.
        item = table.item(card)
        assert item.face_up and (item.pos() - QPointF(x, y)).manhattanLength() < 1
    receiver = lay.seats[target]
    nearest = min(range(4), key=lambda s: math.hypot(lay.seats[s].hand_x - pile[1][0],
                                                     lay.seats[s].hand_y - pile[1][1]))
    assert nearest == target or receiver.hand_x == lay.centre_x
    received = [card for card in c.match.hand.hand(HUMAN) if c.match.hand.received[HUMAN] & card.mask]
    assert all(not table.item(card).face_up for card in received)
    qtbot.waitUntil(lambda: not table.passing_in_flight, timeout=5000)
    qtbot.waitUntil(lambda: all(not table.item(card).animating for card in received), timeout=3000)
    assert all(table.item(card).received and table.item(card).face_up for card in received)
    # Undo in mid-flight: the stale flight is dropped at once.
    c.undo()
    assert not table.passing_in_flight
    assert not any(item.animating for item in table.hand_items())
    wait_for_player(qtbot, window)
    assert c.can_pass()
    assert replays(window)


def test_hearts_broken_is_said_once_and_goes_with_the_trick(qtbot, make_window):
    window = make_window(seed=3, speed_factor=0.2)
    window.table.set_speed_factor(0)
    c = window.controller
    said = []
    window.table.status_message.connect(said.append)
    play_until(qtbot, window, lambda: c.match.hand.hearts_broken)
    tricks = len(c.match.hand.tricks) + (0 if c.showing_trick is None else -1)
    assert said.count("Hearts are broken!") == 1
    assert window.table.message == "Hearts are broken!"
    play_until(qtbot, window, lambda: len(c.match.hand.tricks) > tricks + 1)
    assert window.table.message != "Hearts are broken!"
    assert said.count("Hearts are broken!") == 1


def test_taken_chips_use_the_scale_in_force():
    def chips_after(rules):
        rules = rules.with_options(passing=Passing.NONE, heart_lead=HeartLead.ANYTIME,
                                   first_trick=FirstTrick.ANYTHING)
        deal = fill_deal(rules, {0: "2C 2H QS JD", 1: "AC AH AS AD", 2: "3C 3H 3S 3D", 3: "4C 4H 4S 4D"})
        state = HandState(rules, deal)
        play_tricks(state, ["2C AC 3C 4C", "2H AH 3H 4H", "QS AS 3S 4S", "JD AD 3D 4D"])
        return taken_chips(state, 1)  # seat 1 took all four tricks

    assert chips_after(preset("spardame-snl")) == ("♥ 4", "Q♠", "J♦")
    assert chips_after(preset("hoy-poengskala")) == ("♥ 4 · 50", "Q♠ 100", "J♦ −100")  # A♥ 20
    assert chips_after(preset("hjerterfri")) == ("♥ 4", "Q♠")  # J♦ is worth nothing there


def scene_pixels(table, rect: QRectF, hide=(), only_background: bool = False) -> QImage:
    """The scene inside ``rect`` as drawn, with the items of ``hide`` (or all) left out."""
    scene = table.scene()
    hidden = [i for i in scene.items() if i.isVisible() and (only_background or i in hide)]
    for item in hidden:
        item.setVisible(False)
    image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_ARGB32)
    image.fill(QColor("#000000"))
    painter = QPainter(image)
    table.render(painter, QRectF(image.rect()), table.mapFromScene(rect).boundingRect())
    painter.end()
    for item in hidden:
        item.setVisible(True)
    return image


def prompt_window(qtbot, make_window, size, phase):
    """A Danish table at ``size``, the player to pass or (after two tricks) to play."""
    window = make_window(seed=8)
    window.resize(*size)
    c = window.controller
    wait_for_player(qtbot, window)
    if phase == "play":
        play_until(qtbot, window, lambda: c.can_play() and len(c.match.hand.tricks) >= 2)
    assert window.table.centre.prompt.isVisible() and window.table.centre.prompt.text()
    return window


def assert_prompt_clear(table, why) -> None:
    """Nothing but the felt is drawn where the prompt's text is."""
    prompt = table.centre.prompt
    box = prompt.sceneBoundingRect()
    drawn = scene_pixels(table, box, hide=(prompt, table.voice.bubble))
    felt = scene_pixels(table, box, only_background=True)
    assert drawn == felt, why


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("phase", ["pass", "play"])
def test_a_hinted_card_leaves_the_prompt_clear(qtbot, make_window, language, size, phase):
    """The hint lifts its card; nothing it draws reaches the prompt ("Din tur") above it."""
    language("da")
    table = prompt_window(qtbot, make_window, size, phase).table
    cards = table._human_cards()
    for card in cards[len(cards) // 2 - 2: len(cards) // 2 + 3]:  # the cards under the prompt
        table._show_hint([int(card)])  # as the controller's hint_ready delivers it
        table.refresh(animate=False)
        assert table.item(card).hinted
        assert_prompt_clear(table, card)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (800, 560)])
@pytest.mark.parametrize("phase", ["pass", "play"])
def test_the_keyboard_cursor_leaves_the_prompt_clear(qtbot, make_window, language, size, phase):
    """The cursor's ring around a lifted card stays below the prompt's text ("Din tur")."""
    language("da")
    table = prompt_window(qtbot, make_window, size, phase).table
    table.setFocus()
    qtbot.waitUntil(table.hasFocus)
    QTest.keyClick(table, Qt.Key.Key_Home)
    for _ in range(len(table._human_cards()) // 2 - 2):
        QTest.keyClick(table, Qt.Key.Key_Right)
    for _ in range(5):  # the cards under the prompt
        table.refresh(animate=False)
        assert table.fan.ring.isVisible()
        assert_prompt_clear(table, table.cursor_card)
        QTest.keyClick(table, Qt.Key.Key_Right)


def test_the_last_trick_stays_on_the_felt_in_words(qtbot, make_window):
    """Who took the trick before this one and what it held, without opening anything."""
    window = make_window(seed=9)
    c, table = window.controller, window.table
    label = table.trick.last
    wait_for_player(qtbot, window)
    assert not label.isVisible()  # no trick yet in this hand
    play_until(qtbot, window, lambda: c.can_play() and len(c.match.hand.tricks) >= 2)
    trick = c.match.hand.tricks[-1]
    cards = " ".join(str(card) for _seat, card in trick.plays(c.players))
    assert label.isVisible()
    assert label.text == f"Last trick · {c.name(trick.winner)}: {cards}"
    assert "L" in label.toolTip()
    # A click shows it larger, as L does.
    view = table.mapFromScene(label.sceneBoundingRect().center())
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=view)
    qtbot.waitUntil(lambda: type(window.dialog).__name__ == "LastTrickDialog")
    assert window.dialog.findChildren(QLabel) and any(
        c.name(trick.winner) in w.text() for w in window.dialog.findChildren(QLabel))
    window.dialog.accept()
    # Narrow, it keeps the name and every card and drops the words.
    window.resize(640, 440)
    qtbot.waitUntil(lambda: table.layout_geometry.width < 700)
    table.refresh(animate=False)
    assert label.isVisible() and label.text == f"{c.name(trick.winner)}: {cards}"


def test_the_last_tricks_words_take_the_four_colour_decks_colours(qtbot, make_window):
    window = make_window(seed=9)
    c, table = window.controller, window.table
    play_until(qtbot, window, lambda: c.can_play() and len(c.match.hand.tricks) >= 1)
    first = c.match.hand.tricks[0]
    assert first.cards[0].suit.symbol == "♣"  # the first trick is led with 2♣
    box = table.trick.last.sceneBoundingRect()

    def green(image) -> int:
        return sum(image.pixelColor(x, y).green() > image.pixelColor(x, y).red() + 60
                   and image.pixelColor(x, y).green() > 100
                   for y in range(image.height()) for x in range(image.width()))

    before = green(scene_pixels(table, box))
    table.set_four_colour(True)  # as the settings do: clubs green, at once
    assert green(scene_pixels(table, box)) > before + 20
    table.set_four_colour(False)
    assert green(scene_pixels(table, box)) == before


def test_a_new_hand_starts_without_a_last_trick(qtbot, make_window):
    window = make_window(seed=9)
    c = window.controller
    play_until(qtbot, window, lambda: isinstance(window.dialog, HandSummaryDialog))
    assert window.table.trick.last.isVisible()  # the hand over, its last trick on the row
    window.dialog.accept()  # on to the next hand
    qtbot.waitUntil(c.can_pass)
    assert c.table_hand is c.match.hand and c.match.hand.hand_number == 1
    assert not window.table.trick.last.isVisible()  # last hand's last trick is not this hand's


@pytest.mark.parametrize("players,size", [(4, (1024, 640)), (4, (1280, 800)), (6, (1024, 640)),
                                          (3, (800, 560)), (5, (640, 440))])
def test_the_last_trick_leaves_room_for_the_hand_the_plate_and_the_prompt(
        qtbot, make_window, language, players, size):
    language("da")
    window = make_window(seed=12, players=players)
    window.resize(*size)
    c, table = window.controller, window.table
    play_until(qtbot, window, lambda: c.can_play() and len(c.match.hand.tricks) >= 2)
    table.setFocus()
    qtbot.waitUntil(table.hasFocus)
    label = table.trick.last
    table.refresh(animate=False)
    assert label.isVisible()
    box = label.sceneBoundingRect()
    lay = table.layout_geometry
    assert not box.intersects(table.centre.prompt.sceneBoundingRect())
    assert not box.intersects(table.plate(HUMAN).sceneBoundingRect())
    assert box.left() >= 0 and box.right() <= lay.width
    # The cursor on every card, the playable ones lifted: neither card nor ring reaches it.
    QTest.keyClick(table, Qt.Key.Key_Home)
    for _ in table._human_cards():
        table.refresh(animate=False)
        drawn = scene_pixels(table, box, hide=(label, table.voice.bubble))
        felt = scene_pixels(table, box, only_background=True)
        assert drawn == felt, table.cursor_card
        QTest.keyClick(table, Qt.Key.Key_Right)


@pytest.mark.parametrize("players", [4, 6])
def test_at_the_smallest_table_the_last_trick_never_covers_the_prompt(qtbot, make_window, language,
                                                                       players):
    """480 px wide: the words go, then the name; if even the cards do not fit, nothing shows."""
    language("da")
    window = make_window(seed=7, players=players)
    window.resize(480, 400)
    c, table = window.controller, window.table
    play_until(qtbot, window, lambda: c.can_play() and len(c.match.hand.tricks) >= 1)
    table.refresh(animate=False)
    label = table.trick.last
    if label.isVisible():
        assert not label.sceneBoundingRect().intersects(table.centre.prompt.sceneBoundingRect())
        assert not label.text.startswith(":")
        trick = c.match.hand.tricks[-1]
        assert label.text.endswith(" ".join(str(card) for _s, card in trick.plays(players)))


def test_the_action_bar_fits_the_smallest_table(qtbot, make_window, language):
    """Six buttons in Danish need about 560 px; at 480 the font and margins give way first."""
    language("da")
    window = make_window(seed=7)
    table = window.table
    bar = table.action_bar
    wait_for_player(qtbot, window)
    roomy = bar.button("daily").font().pixelSize()
    assert roomy >= 12
    window.resize(480, 400)
    qtbot.waitUntil(lambda: table.layout_geometry.width < 500)
    table.refresh(animate=False)
    viewport = table.viewport().rect()
    assert viewport.contains(bar.geometry()), (bar.geometry(), viewport)
    assert all(bar.button(key).width() >= bar.button(key).sizeHint().width()
               for key in ("hint", "undo", "pass", "claim", "daily", "score"))  # nothing cut off
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: table.layout_geometry.width > 1000)
    table.refresh(animate=False)
    assert bar.button("daily").font().pixelSize() == roomy  # roomy again


def test_a_prompt_on_two_lines_is_centred(qtbot):
    prompt = CentredText()
    font = prompt.font()
    font.setPixelSize(14)
    prompt.setFont(font)
    prompt.setBrush(QColor("#ffffff"))
    prompt.setText("Your turn · the cards you\nreceived are marked in blue")
    box = prompt.boundingRect()
    image = QImage(math.ceil(box.width()), math.ceil(box.height()), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    prompt.paint(painter, None)
    painter.end()
    half = image.height() // 2
    for rows in (range(0, half), range(half, image.height())):  # each line's ink
        ink = [x for x in range(image.width()) for y in rows if image.pixelColor(x, y).alpha() > 60]
        assert ink
        left, right = min(ink), image.width() - 1 - max(ink)
        assert abs(left - right) <= 3, (left, right)  # as much room on either side
    assert prompt.text().count("\n") == 1


@pytest.mark.parametrize("lang", ["da", "nb", "en"])
def test_the_prompt_fits_between_the_plates_at_the_smallest_table(qtbot, make_window, language, lang):
    """"Giv 3 kort videre til Astrid (til venstre)" at 480 px: smaller, or on two lines."""
    language(lang)
    window = make_window(seed=7)
    window.resize(480, 400)
    c, table = window.controller, window.table
    qtbot.waitUntil(lambda: c.can_pass() and table.layout_geometry.width < 500)
    table.refresh(animate=False)
    prompt = table.centre.prompt
    box = prompt.sceneBoundingRect()
    assert prompt.text().replace("\n", " ") == table.centre.prompt_text(c)  # every word kept
    assert not box.intersects(table.plate(HUMAN).sceneBoundingRect())
    assert not box.intersects(table.centre.hearts.sceneBoundingRect())
