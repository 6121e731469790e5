"""The table: a QGraphicsView that draws the controller's game and turns input into intents."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QAccessible, QAccessibleEvent, QBrush, QColor, QKeyEvent, QPainter, QRadialGradient, QResizeEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem, QGraphicsView, QPushButton

from ..engine import CARDS, Card, Phase, card_value, deck_mask
from .card_item import CardItem
from .cardart import CardArt
from .controller import HUMAN, GameController
from .layout import TableLayout, compute_layout
from ..app.names import card_name, direction_name, reason_text
from .plates import HeartsIndicator, NamePlate

BASE_MOVE_MS = 260  # a card's flight at normal speed


class TableView(QGraphicsView):
    """Renders the table from the controller and sends the player's intents back to it."""

    status_message = Signal(str)

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
        self._items = {card: CardItem(card, self.art, self) for card in CARDS}
        for item in self._items.values():
            item.setVisible(False)
            self.scene().addItem(item)
        self._plates: list[NamePlate] = []
        self._hearts = HeartsIndicator()
        self.scene().addItem(self._hearts)
        self._prompt = QGraphicsSimpleTextItem()
        self._prompt.setBrush(QColor("#ffffff"))
        self._prompt.setZValue(60)
        self.scene().addItem(self._prompt)
        self.pass_button = QPushButton(self.viewport())
        self.pass_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.pass_button.clicked.connect(self.send_pass)
        self.pass_button.setStyleSheet(
            "QPushButton { background: #f2c230; color: #222; font-weight: bold; border-radius: 8px;"
            " padding: 6px 18px; border: 2px solid #7a5c00; }"
            " QPushButton:disabled { background: #8d8d6a; color: #444; border-color: #555; }"
            " QPushButton:focus { border: 3px solid #ffffff; }")
        self._layout: TableLayout | None = None
        self._pass_selection: set[Card] = set()
        self._hint: set[Card] = set()
        self._hint_moment = -1  # the number of events when the hint was given
        self._cursor: int | None = None
        self._thinking = -1
        self._hand_key: tuple | None = None
        c = controller
        c.state_changed.connect(self.refresh)
        c.new_game_started.connect(self._new_game)
        c.hint_ready.connect(self._show_hint)
        c.move_refused.connect(self._refused)
        c.ai_thinking.connect(self._set_thinking)
        c.undone.connect(self._undone)
        self.retranslate_ui()

    # Public ------------------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        self.pass_button.setText(self.tr("Pass"))
        self.pass_button.setToolTip(self.tr("Pass the selected cards"))
        self.setAccessibleName(self.tr("Card table"))
        self.refresh()

    def set_speed_factor(self, factor: float) -> None:
        self.speed_factor = factor

    def set_four_colour(self, on: bool) -> None:
        self.art.set_four_colour(on)
        for item in self._items.values():
            item.update()

    def item(self, card: Card) -> CardItem:
        """The item showing ``card`` (for tests and accessibility)."""
        return self._items[card]

    def hand_items(self) -> list[CardItem]:
        """The player's cards on screen, left to right."""
        return [self._items[c] for c in self._human_cards()]

    @property
    def pass_selection(self) -> frozenset[Card]:
        return frozenset(self._pass_selection)

    @property
    def cursor_card(self) -> Card | None:
        cards = self._human_cards()
        if self._cursor is None or not cards:
            return None
        return cards[min(self._cursor, len(cards) - 1)]

    @property
    def layout_geometry(self) -> TableLayout:
        if self._layout is None:
            self._relayout_geometry()
        return self._layout

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

    def _duration(self) -> int:
        return int(BASE_MOVE_MS * self.speed_factor)

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
            self._pass_selection.clear()
            self._hint.clear()
            duration = 0
        if hand.phase is not Phase.PASSING or hand.passes[HUMAN] is not None:
            self._pass_selection.clear()
        if self._hint and len(c.match.events) != self._hint_moment:
            self._hint.clear()  # the game moved on: the suggestion no longer applies
        human_cards = self._human_cards()
        if self._cursor is not None and human_cards:
            self._cursor = min(self._cursor, len(human_cards) - 1)
        can_play = c.can_play()
        legal = hand.legal_mask(HUMAN) if can_play else 0
        passing = hand.phase is Phase.PASSING
        received = hand.received[HUMAN] if self._before_first_play(hand) else 0
        passed = hand.passes[HUMAN] or 0
        rules = c.match.rules
        placed: set[Card] = set()

        for i, (card, (x, y, rot)) in enumerate(zip(human_cards, lay.hand_positions(len(human_cards)))):
            item = self._items[card]
            lifted = card in self._pass_selection or bool(passed & card.mask) or card in self._hint
            if i == self._cursor and self.hasFocus():
                lifted = lifted or not passing
            self._set_item(item, face_up=True, width=lay.card_w, z=100 + i)
            item.interactive = True
            item.legal = bool(legal & card.mask)
            item.illegal = can_play and not item.legal
            item.received = bool(received & card.mask)
            item.hinted = card in self._hint
            item.focused = i == self._cursor and self.hasFocus()
            item.badge = _badge(card_value(rules, card))
            target = QPointF(x, y - (lay.lift if lifted else 0))
            if not item.dragging:
                item.move_to(target, rot, duration)
            item.refresh()
            placed.add(card)

        for seat in range(1, n):
            cards = hand.hand(seat)
            for i, (card, (x, y, rot)) in enumerate(zip(cards, lay.opponent_positions(seat, len(cards)))):
                item = self._items[card]
                self._set_item(item, face_up=False, width=lay.small_w, z=10 + i)
                item.move_to(QPointF(x, y), rot, duration)
                item.refresh()
                placed.add(card)

        for order, (seat, card) in enumerate(c.display_trick()):
            item = self._items[card]
            x, y, rot = lay.trick_position(seat)
            self._set_item(item, face_up=True, width=lay.trick_w, z=200 + order)
            item.badge = _badge(card_value(rules, card))
            item.move_to(QPointF(x, y), rot, duration)
            item.refresh()
            placed.add(card)

        winners = {card: trick.winner for trick in hand.tricks for card in trick.cards}
        for card, item in self._items.items():
            if card in placed:
                continue
            item.interactive = False
            item.dragging = False
            if item.isVisible() and card in winners and duration > 0:
                seat = lay.seats[winners[card]]
                item.setZValue(150)
                item.collecting = True
                item.move_to(QPointF(seat.hand_x, seat.hand_y), 0, duration,
                             lay.small_w / max(1.0, item.width))
            elif not item.collecting or duration == 0:
                item.setVisible(False)
        self._refresh_plates()
        self._refresh_centre()

    @staticmethod
    def _before_first_play(hand) -> bool:
        """Received cards stay marked until the player's first card of the hand."""
        return not hand.tricks and hand.hands[HUMAN].bit_count() == hand.dealt[HUMAN].bit_count()

    def _set_item(self, item: CardItem, *, face_up: bool, width: float, z: float) -> None:
        item.collecting = False
        item.face_up = face_up
        item.set_width(width)
        item.setZValue(z if not item.dragging else 1000)
        item.interactive = False
        item.legal = item.illegal = item.received = item.hinted = item.focused = False
        item.badge = ""
        if not item.isVisible():
            item.setVisible(True)

    def animation_finished(self, item: CardItem) -> None:
        if item.collecting:
            item.collecting = False
            item.setVisible(False)

    def _refresh_plates(self) -> None:
        c = self.controller
        lay = self._layout
        n = c.players
        while len(self._plates) < n:
            plate = NamePlate()
            self._plates.append(plate)
            self.scene().addItem(plate)
        for seat, plate in enumerate(self._plates):
            plate.setVisible(seat < n)
        hand = c.table_hand
        to_act = set(c.match.to_act()) if not c.is_settling() or self._thinking >= 0 else set()
        if c.showing_trick is not None or hand is not c.match.hand:
            to_act = set()
        totals = c.match.totals
        for seat in range(n):
            plate = self._plates[seat]
            s = lay.seats[seat]
            plate.set_size(lay.plate_w, lay.plate_h)
            plate.setPos(s.plate_x, s.plate_y)
            detail = self.tr("Total %1 · this hand %2").replace("%1", _num(totals[seat])).replace(
                "%2", _num(hand.points(seat)))
            active = seat in to_act and (hand.phase is not Phase.PASSING or seat == HUMAN)
            plate.set_text(c.name(seat), detail, active, seat == self._thinking and seat != HUMAN)

    def _refresh_centre(self) -> None:
        c = self.controller
        lay = self._layout
        hand = c.table_hand
        self._hearts.set_size(lay.plate_w, lay.plate_h * 0.7)
        self._hearts.setPos(lay.width - lay.plate_w / 2 - (lay.seats[0].plate_x - lay.plate_w / 2),
                            lay.seats[0].plate_y)
        self._hearts.set_state(hand.hearts_broken, self.tr("Hearts broken") if hand.hearts_broken
                               else self.tr("Hearts not broken"))
        prompt = self._prompt_text()
        font = self._prompt.font()
        font.setPixelSize(max(13, round(lay.plate_h * 0.42)))
        font.setBold(True)
        self._prompt.setFont(font)
        self._prompt.setText(prompt)
        box = self._prompt.boundingRect()
        passing = hand.phase is Phase.PASSING and hand is c.match.hand
        show_button = passing and hand.passes[HUMAN] is None
        if show_button:
            self._prompt.setPos(lay.centre_x - box.width() / 2, lay.centre_y - box.height() - 8)
            self.pass_button.setVisible(True)
            self.pass_button.setEnabled(c.can_pass() and len(self._pass_selection) == hand.pass_count)
            bw = max(120, int(lay.plate_w * 0.8))
            bh = max(32, int(lay.plate_h * 0.9))
            bf = self.pass_button.font()
            bf.setPixelSize(max(13, int(bh * 0.42)))
            self.pass_button.setFont(bf)
            self.pass_button.setGeometry(int(lay.centre_x - bw / 2), int(lay.centre_y + 4), bw, bh)
        else:
            self.pass_button.setVisible(False)
            self._prompt.setPos(lay.centre_x - box.width() / 2,
                                lay.seats[0].plate_y - box.height() / 2)
        self._prompt.setVisible(bool(prompt))

    def _prompt_text(self) -> str:
        c = self.controller
        hand = c.table_hand
        if c.is_over:
            return self.tr("Game over")
        if hand is not c.match.hand:
            return self.tr("The hand is over")
        if hand.phase is Phase.PASSING:
            if hand.passes[HUMAN] is not None:
                return self.tr("Waiting for the others to pass…")
            target = c.name(hand.pass_target(HUMAN))
            return self.tr("Pass %n card(s) %1 to %2", "", hand.pass_count).replace(
                "%1", direction_name(hand.direction)).replace("%2", target)
        if c.can_play():
            if hand.received[HUMAN] and self._before_first_play(hand):
                return self.tr("Your turn · the cards you received are marked in blue")
            return self.tr("Your turn")
        if c.awaiting_moon_choice():
            return self.tr("You shot the moon!")
        return ""

    # Input -------------------------------------------------------------------------------

    def may_drag(self, item: CardItem) -> bool:
        """Only a card the player could play now is picked up."""
        return self.controller.can_play() and item.card in self._human_cards()

    def card_clicked(self, item: CardItem) -> None:
        cards = self._human_cards()
        if item.card in cards:
            self._cursor = cards.index(item.card)
        self._activate(item.card)

    def card_dropped(self, item: CardItem, scene_pos: QPointF) -> None:
        lay = self._layout
        played = False
        if scene_pos.y() < lay.table_bottom:
            played = self.controller.play_card(item.card)
        if not played:
            self.refresh()  # the card flies back to its place in the hand

    def card_hovered(self, item: CardItem) -> None:
        reason = self.reason_for(item.card)
        if reason:
            self.status_message.emit(f"{card_name(item.card)}: {reason}")

    def _activate(self, card: Card) -> None:
        c = self.controller
        if c.can_pass():
            self._toggle_pass(card)
        elif c.can_play():
            c.play_card(card)

    def _toggle_pass(self, card: Card) -> None:
        hand = self.controller.match.hand
        if card in self._pass_selection:
            self._pass_selection.discard(card)
        elif len(self._pass_selection) < hand.pass_count:
            self._pass_selection.add(card)
        else:
            self.status_message.emit(self.tr("You pass %n card(s); put one back first.", "",
                                             hand.pass_count))
            return
        self._hint.clear()
        self.refresh()

    def send_pass(self) -> bool:
        """Pass the selected cards (the Pass button and menu action)."""
        if not self.controller.can_pass():
            return False
        count = self.controller.match.hand.pass_count
        if len(self._pass_selection) != count:
            self.status_message.emit(self.tr("Choose %n card(s) to pass.", "", count))
            return False
        cards = sorted(self._pass_selection)
        if self.controller.pass_cards(cards):
            self._pass_selection.clear()
            self.refresh()
            return True
        return False

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        cards = self._human_cards()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End):
            if cards:
                if self._cursor is None:
                    self._cursor = 0 if key in (Qt.Key.Key_Right, Qt.Key.Key_Home) else len(cards) - 1
                elif key == Qt.Key.Key_Left:
                    self._cursor = max(0, self._cursor - 1)
                elif key == Qt.Key.Key_Right:
                    self._cursor = min(len(cards) - 1, self._cursor + 1)
                elif key == Qt.Key.Key_Home:
                    self._cursor = 0
                else:
                    self._cursor = len(cards) - 1
                self._announce_cursor()
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

    def _announce_cursor(self) -> None:
        card = self.cursor_card
        if card is None:
            return
        name = card_name(card)
        reason = self.reason_for(card)
        text = f"{name}: {reason}" if reason else name
        if card in self._pass_selection:
            text = self.tr("%1 (selected to pass)").replace("%1", name)
        self.setAccessibleDescription(text)
        QAccessible.updateAccessibility(
            QAccessibleEvent(self, QAccessible.Event.DescriptionChanged))
        self.status_message.emit(text)

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
        self._cursor = None
        self._thinking = -1
        self._relayout_geometry()
        for item in self._items.values():
            item.setVisible(False)
        self.refresh(animate=False)

    def _undone(self) -> None:
        self._hint.clear()
        self._thinking = -1
        self.refresh(animate=False)

    def _set_thinking(self, seat: int) -> None:
        self._thinking = seat
        self._refresh_plates()

    def _show_hint(self, cards) -> None:
        c = self.controller
        if not (c.can_play() or c.can_pass()):
            return  # the player moved before the suggestion came back
        hand = c.match.hand
        self._hint = {Card(card) for card in cards if hand.hands[HUMAN] & (1 << card)}
        self._hint_moment = len(c.match.events)
        if self.controller.can_pass():
            self._pass_selection = set(self._hint)
        names = ", ".join(card_name(Card(card)) for card in cards)
        self.status_message.emit(self.tr("Hint: %1").replace("%1", names))
        self.refresh()

    def _refused(self, card, reason) -> None:
        if card is not None:
            hand = self.controller.match.hand
            text = reason_text(reason, hand.led_suit, hand.first_lead)
            self.status_message.emit(f"{card_name(card)}: {text}")
        else:
            self.status_message.emit(reason_text(reason))
        self.refresh()


def _num(value: int) -> str:
    return str(value).replace("-", "−")


def _badge(value: int) -> str:
    if value == 0:
        return ""
    return f"−{-value}" if value < 0 else str(value)
