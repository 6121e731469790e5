"""The table: a QGraphicsView that draws the controller's game and turns input into intents.

What the player sees is split into parts: the hand fan (``hand_fan``), the trick
(``trick_view``), the plates (``plates``), what the table says (``voice``), the prompt, hearts
indicator and passing arrow in the middle (``centre``), the cards picked to pass and their
flight (``pass_view``) and the action bar (``action_bar``). This view places them from the game
state on every refresh; animations are only a way of getting there.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QAccessible, QAccessibleEvent, QAction, QBrush, QColor, QKeyEvent, QPainter, QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from ..ai.advice import Advice
from ..app.names import reason_text, refusal_text
from ..engine import CARDS, Card, Phase, deck_mask
from .action_bar import ActionBar
from .card_item import CardItem, badge_texts
from .cardart import CardArt
from .centre import TableCentre, before_first_play
from .controller import HUMAN, GameController
from .hand_fan import FanState, HandFan
from .layout import TableLayout, compute_layout
from .pass_view import PassChoice, PassFlight
from .plates import NamePlate, PlateRow
from .trick_view import TrickView
from .voice import TableVoice

BASE_MOVE_MS = 260  # a card's flight at normal speed
PASS_FLIGHT_MS = 650  # passed cards flying to their receiver
FLASH_MS = 900  # a plate lights up when its seat takes a trick


class TableView(QGraphicsView):
    """Renders the table from the controller and sends the player's intents back to it."""

    status_message = Signal(str)
    selection_changed = Signal()  # the cards chosen to pass changed
    last_trick_requested = Signal()  # the last trick's words on the felt were clicked

    def __init__(self, controller: GameController, art: CardArt | None = None, parent=None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.art = art or CardArt()
        self.speed_factor = controller.speed_factor
        self.setScene(QGraphicsScene(self))
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.FullViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 360)
        scene = self.scene()
        self._items = {card: CardItem(card, self.art, self) for card in CARDS}
        for item in self._items.values():
            item.setVisible(False)
            item.clicked.connect(self._card_clicked)
            item.dropped.connect(self._card_dropped)
            item.hovered.connect(self._card_hovered)
            item.landed.connect(self._card_landed)
            scene.addItem(item)
        self.fan = HandFan(scene)
        self.trick = TrickView(scene)
        self.trick.last.clicked.connect(self.last_trick_requested)
        self.voice = TableVoice(controller, scene, self._anchor_x,
                                lambda: self.trick.area(controller.display_trick(), self._layout), self)
        self.voice.spoken.connect(self._announce)
        self.voice.spoken_aside.connect(self._announce)
        self.voice.expired.connect(lambda: self.status_message.emit(""))  # it repeated the bubble
        self.plates = PlateRow(scene)
        self.centre = TableCentre(scene, self)
        self.action_bar = ActionBar(self)
        self._layout: TableLayout | None = None
        self._pass_choice = PassChoice(self)
        self._hint: set[Card] = set()
        self._hint_moment: tuple | None = None  # the game's moment when the hint was given
        self._thinking = -1
        self._hand_key: tuple | None = None
        self._announced_trick = None
        self.flight = PassFlight(self)
        self.flight.landed.connect(self.refresh)
        c = controller
        c.state_changed.connect(self.refresh)
        c.new_game_started.connect(self._new_game)
        c.hint_ready.connect(self._show_hint)
        c.move_refused.connect(self._refused)
        c.ai_thinking.connect(self._set_thinking)
        c.undone.connect(self._undone)
        c.trick_won.connect(self._trick_won)
        c.cards_exchanged.connect(self._cards_exchanged)
        c.hand_finished.connect(self.voice.moon)
        self.retranslate_ui()

    # Public ------------------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        self.setAccessibleName(self.tr("Card table"))
        self.trick.last.setToolTip(self.tr("The last trick: click, or press L, to see it larger"))
        self.action_bar.retranslate_ui()
        self.refresh()

    def bind_actions(self, actions: Mapping[str, QAction]) -> None:
        """Let the action bar's buttons (by key of ``action_bar.KEYS``) trigger the window's actions."""
        for key, action in actions.items():
            self.action_bar.bind(key, action)

    @property
    def pass_button(self):
        """The Pass button of the action bar."""
        return self.action_bar.button("pass")

    def set_speed_factor(self, factor: float) -> None:
        self.speed_factor = factor

    def set_four_colour(self, on: bool) -> None:
        self.art.set_four_colour(on)
        for item in self._items.values():
            item.update()
        if self._layout is not None:
            self._refresh_last_trick()  # its words take the suits' new colours

    def item(self, card: Card) -> CardItem:
        """The item showing ``card`` (for tests and accessibility)."""
        return self._items[card]

    def plate(self, seat: int) -> NamePlate:
        """The name plate of ``seat``."""
        return self.plates.plate(seat)

    def hand_items(self) -> list[CardItem]:
        """The player's cards on screen, left to right."""
        return [self._items[c] for c in self._human_cards()]

    @property
    def pass_selection(self) -> frozenset[Card]:
        return self._pass_choice.cards

    def pass_ready(self) -> bool:
        """Whether the right number of cards is chosen to pass now."""
        c = self.controller
        return c.can_pass() and len(self._pass_choice) == c.match.hand.pass_count

    @property
    def cursor_card(self) -> Card | None:
        return self.fan.cursor_card

    @property
    def message(self) -> str:
        """The text in the bubble on the felt ("" when there is none)."""
        return self.voice.text

    def say(self, text: str, anchor: Card | str | None = None) -> None:
        """Say ``text`` in the bubble (pointing at ``anchor``) until the next move."""
        self.voice.say(text, anchor)

    @property
    def passing_in_flight(self) -> bool:
        """Whether the passed cards are still on their way to the receivers."""
        return self.flight.active

    @property
    def layout_geometry(self) -> TableLayout:
        if self._layout is None:
            self._relayout_geometry()
        return self._layout

    def may_drag(self, card: Card) -> bool:
        """Only a card the player could play now is picked up."""
        return self.controller.can_play() and card in self._human_cards()

    def reason_for(self, card: Card) -> str | None:
        """The translated reason the player may not play ``card`` now (None if they may)."""
        c = self.controller
        if not c.can_play():
            return None
        hand = c.match.hand
        reason = hand.illegal_reason(HUMAN, card)
        if reason is None:
            return None
        return reason_text(reason, hand.led_suit, hand.first_lead)

    # Drawing -----------------------------------------------------------------------------

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        r = self.sceneRect()
        gradient = QRadialGradient(r.center(), max(r.width(), r.height()) * 0.7)
        gradient.setColorAt(0.0, QColor("#2e8b57"))
        gradient.setColorAt(1.0, QColor("#0f4d2c"))
        painter.fillRect(rect, QBrush(gradient))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._relayout_geometry()
        self.refresh(animate=False)

    def _relayout_geometry(self) -> None:
        size = self.viewport().size()
        self.scene().setSceneRect(0, 0, size.width(), size.height())
        hand_size = max(1, deck_mask(self.controller.players).bit_count() // self.controller.players)
        self._layout = compute_layout(size.width(), size.height(), self.controller.players, hand_size)
        self.voice.set_layout(self._layout)

    def _duration(self, base: int = BASE_MOVE_MS) -> int:
        return int(base * self.speed_factor)

    def _human_cards(self) -> tuple[Card, ...]:
        return self.controller.table_hand.hand(HUMAN)

    def refresh(self, animate: bool = True) -> None:
        """Put every card, plate and label where the game state says."""
        c = self.controller
        if self._layout is None or self._layout.players != c.players:
            self._relayout_geometry()
        lay = self._layout
        hand = c.table_hand
        n = c.players
        duration = self._duration() if animate else 0
        key = (id(c.match), hand.hand_number)
        if key != self._hand_key:
            self._hand_key = key
            self._pass_choice.clear()
            self._hint.clear()
            self.flight.stop()
            self.fan.reset()
            duration = 0
        if hand.phase is not Phase.PASSING or hand.passes[HUMAN] is not None:
            self._pass_choice.clear()
        if self._hint and self.voice.moment() != self._hint_moment:
            self._hint.clear()  # the game moved on: the suggestion no longer applies
        self.voice.expire()
        self.voice.note_hearts_broken(hand, key)
        badges = badge_texts(c.match.rules)
        in_flight = self.flight.cards(hand) if hand is c.match.hand else set()
        placed: set[Card] = set()

        human_cards = tuple(card for card in self._human_cards() if card not in in_flight)
        can_play = c.can_play()
        for i, card in enumerate(human_cards):
            self._items[card].show_as(face_up=True, width=lay.card_w, z=100 + i)
        passed = hand.passes[HUMAN] or 0
        self.fan.place(self._items, FanState(
            cards=human_cards,
            legal=hand.legal_mask(HUMAN) if can_play else 0,
            can_play=can_play,
            passing=hand.phase is Phase.PASSING,
            selected=self._pass_choice.cards | {card for card in human_cards if passed & card.mask},
            received=hand.received[HUMAN] if before_first_play(hand) else 0,
            hinted=frozenset(self._hint),
            focused=self.hasFocus(),
        ), lay, duration, badges)
        placed.update(human_cards)

        for seat in range(1, n):
            cards = [card for card in hand.hand(seat) if card not in in_flight]
            for i, (card, (x, y, rot)) in enumerate(zip(cards, lay.opponent_positions(seat, len(cards)))):
                item = self._items[card]
                item.show_as(face_up=False, width=lay.small_w, z=10 + i)
                item.move_to(QPointF(x, y), rot, duration)
                item.refresh()
                placed.add(card)

        for i, (card, face_up, (x, y, rot)) in enumerate(self.flight.places(hand, lay) if in_flight else ()):
            item = self._items[card]
            item.show_as(face_up=face_up, width=lay.trick_w, z=300 + i)
            item.move_to(QPointF(x, y), rot, self._duration(PASS_FLIGHT_MS))
            item.refresh()
            placed.add(card)

        trick_plays = c.display_trick()
        for _seat, card in trick_plays:
            self._items[card].show_as(face_up=True, width=lay.trick_w, z=200)
        showing = c.showing_trick
        taker = self.voice.taker_text(showing.winner) if showing else ""
        self.trick.place(self._items, trick_plays, showing.winner if showing is not None else None,
                         lay, duration, badges, self.tr("leads"), taker)
        if showing is not None and showing is not self._announced_trick:
            self._announced_trick = showing
            self._announce(taker)  # who took it, for screen readers and the status bar
        placed.update(card for _seat, card in trick_plays)

        winners = {card: trick.winner for trick in hand.tricks for card in trick.cards}
        self.trick.collect(self._items, placed, winners, lay, duration)
        self._refresh_plates()
        self._refresh_centre()
        self._refresh_last_trick()
        self.voice.place()

    def _card_landed(self, item: CardItem) -> None:
        if item.collecting:
            item.collecting = False
            item.setVisible(False)

    # Passing in flight -------------------------------------------------------------------

    def _cards_exchanged(self) -> None:
        if self.speed_factor > 0:
            # The received cards join the hands a little before the computers start to play.
            self.flight.start(self.controller.match.hand.hand_number,
                              self._duration(PASS_FLIGHT_MS + 350))

    def _drop_stale_motion(self) -> None:
        """Forget animations that belong to a state undo or a new game took away."""
        self.flight.stop()
        for item in self._items.values():
            item.stop()
            item.collecting = False
        self.plates.stop_flashing()

    # Plates and the middle ---------------------------------------------------------------

    def _refresh_plates(self) -> None:
        c = self.controller
        to_act = set(c.match.to_act()) if not c.is_settling() or self._thinking >= 0 else set()
        if c.showing_trick is not None or c.table_hand is not c.match.hand:
            to_act = set()
        self.plates.show(c, self._layout, to_act, self._thinking)

    def _refresh_centre(self) -> None:
        lay = self._layout
        self.centre.show(self.controller, lay, self.flight.active)
        bar_h = int(lay.bar_h)
        self.action_bar.fit(bar_h, int(lay.width) - 8)
        hint = self.action_bar.sizeHint()
        self.action_bar.setGeometry(int(lay.centre_x - hint.width() / 2), int(lay.bar_y - bar_h / 2),
                                    hint.width(), bar_h)

    def _refresh_last_trick(self) -> None:
        """The trick before the one in the middle, in words on the player's row: a player who
        looked away still sees who took it and what it held."""
        c = self.controller
        last = c.last_trick()
        trick = last[1] if last is not None and last[0] is c.table_hand else None
        name = c.name(trick.winner) if trick is not None else ""
        prompt = self.centre.prompt
        right = prompt.sceneBoundingRect().left() if prompt.isVisible() else self._layout.centre_x
        self.trick.place_last(trick, c.players, (self.tr("Last trick · %1").replace("%1", name), name),
                              self._layout, right, self.art.four_colour)

    # Messages ----------------------------------------------------------------------------

    def _announce(self, text: str) -> None:
        """Tell screen readers and the status bar."""
        self.setAccessibleDescription(text)
        QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.DescriptionChanged))
        self.status_message.emit(text)

    def _anchor_x(self, anchor: Card | str) -> float | None:
        """Where the bubble's tail points for ``anchor``: a card in view or the hearts indicator."""
        if isinstance(anchor, Card) and self._items[anchor].isVisible():
            item = self._items[anchor]
            return item.pos().x() - item.width * 0.3
        if anchor == "hearts":
            return self.centre.hearts.pos().x()
        return None

    # Input -------------------------------------------------------------------------------

    def _card_clicked(self, item: CardItem) -> None:
        if item.card in self._human_cards():
            self.fan.set_cursor(item.card)
        self._activate(item.card)

    def _card_dropped(self, item: CardItem, scene_pos: QPointF) -> None:
        lay = self._layout
        played = False
        if scene_pos.y() < lay.table_bottom:
            played = self.controller.play_card(item.card)
        if not played:
            self.refresh()  # the card flies back to its place in the hand

    def _card_hovered(self, item: CardItem) -> None:
        reason = self.reason_for(item.card)
        if reason:
            self.status_message.emit(refusal_text(item.card, reason))

    def _activate(self, card: Card) -> None:
        c = self.controller
        if c.can_pass():
            self._toggle_pass(card)
        elif c.can_play():
            c.play_card(card)

    def _toggle_pass(self, card: Card) -> None:
        count = self.controller.match.hand.pass_count
        if not self._pass_choice.toggle(card, count):
            self.voice.say(self._pass_choice.full_text(count), card)
            return
        self._hint.clear()
        self.selection_changed.emit()
        self.refresh()
        self.voice.say(self._pass_choice.text(count), card)

    def send_pass(self) -> bool:
        """Pass the selected cards (the Pass button and menu action)."""
        if not self.controller.can_pass():
            return False
        count = self.controller.match.hand.pass_count
        if len(self._pass_choice) != count:
            self.voice.say(self._pass_choice.text(count))
            return False
        if self.controller.pass_cards(sorted(self._pass_choice.cards)):
            self._pass_choice.clear()
            self.selection_changed.emit()
            self.refresh()
            return True
        return False

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        moves = {Qt.Key.Key_Left: "left", Qt.Key.Key_Right: "right", Qt.Key.Key_Home: "home",
                 Qt.Key.Key_End: "end"}
        if key in moves:
            self.fan.move_cursor(moves[key], self._human_cards())
            card = self.cursor_card
            if card is not None:
                self.voice.name_card(card, self.reason_for(card), self._pass_choice)
            self.refresh()
            event.accept()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            card = self.cursor_card
            if card is not None:
                if key == Qt.Key.Key_Space:
                    if self.controller.can_pass():
                        self._toggle_pass(card)
                else:
                    self._activate(card)
            event.accept()
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        self.refresh(animate=False)

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        self.refresh(animate=False)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # Controller signals ------------------------------------------------------------------

    def _new_game(self) -> None:
        self._hand_key = None
        self._thinking = -1
        self._drop_stale_motion()
        self.fan.reset()
        self.voice.forget()
        self._relayout_geometry()
        for item in self._items.values():
            item.setVisible(False)
        self.refresh(animate=False)

    def _undone(self) -> None:
        self._hint.clear()
        self._thinking = -1
        self._drop_stale_motion()
        self.voice.forget()
        self.refresh(animate=False)

    def _set_thinking(self, seat: int) -> None:
        self._thinking = seat
        self._refresh_plates()

    def _trick_won(self, winner: int, _trick) -> None:
        self.plates.flash(winner, self._duration(FLASH_MS))


    def _show_hint(self, cards, advice: Advice | None = None) -> None:
        c = self.controller
        if not (c.can_play() or c.can_pass()):
            return  # the player moved before the suggestion came back
        hand = c.match.hand
        self._hint = {Card(card) for card in cards if hand.hands[HUMAN] & (1 << card)}
        self._hint_moment = self.voice.moment()
        if self.controller.can_pass():
            self._pass_choice.replace(self._hint)
            self.selection_changed.emit()
        self.refresh()
        self.voice.hint(cards, advice, min(self._hint) if self._hint else None)

    def _refused(self, card, reason) -> None:
        self.voice.refused(card, reason)
        self.refresh()

