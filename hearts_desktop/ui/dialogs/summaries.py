"""End-of-hand and end-of-game dialogs, the last trick, and the moon choice."""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QEvent, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget,
)

from ...engine import (
    JACK_OF_DIAMONDS, QUEEN_OF_SPADES, Card, HandState, MoonChoice, PassDirection, Rules,
    card_value, cards_of,
)
from ..card_item import WINNER, paint_glow
from ..cardart import CardArt
from ..controller import GameController
from ...app.names import card_name, direction_name
from .buttons import plain_buttons
from .card_strip import CardStrip
from .hand_tools import add_hand_buttons, add_share_button
from .line_chart import LineChart
from .score_sheet import show_totals


def _num(value: int) -> str:
    return str(value).replace("-", "−")


def _empty(grid: QGridLayout) -> None:
    """Take every widget out of ``grid`` (before it is filled again in a new language)."""
    while grid.count():
        widget = grid.takeAt(0).widget()
        if widget is not None:
            widget.deleteLater()


def point_cards(rules: Rules, taken: int) -> list[Card]:
    """The cards of ``taken`` that score under ``rules``: Q♠, J♦, then hearts high to low."""
    cards = [c for c in cards_of(taken) if card_value(rules, c) != 0]
    order = {QUEEN_OF_SPADES: 0, JACK_OF_DIAMONDS: 1}
    return sorted(cards, key=lambda c: (order.get(c, 2), -c.rank))


class HandSummaryDialog(QDialog):
    """Per seat the point cards taken, the hand's points and the new total; the leader is
    marked, a moon is announced, and the next pass direction is shown. Enter continues."""

    def __init__(self, controller: GameController, hand: HandState, parent: QWidget | None = None,
                 art: CardArt | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hand_summary")
        self.controller = controller
        self.hand = hand
        self.art = art or CardArt()
        layout = QVBoxLayout(self)
        self.headline = QLabel()
        font = self.headline.font()
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        self.headline.setFont(font)
        layout.addWidget(self.headline)
        self.banner = QLabel()
        self.banner.setObjectName("moon_banner")
        self.banner.setWordWrap(True)
        self.banner.setStyleSheet(
            "#moon_banner { background: #fff3c4; color: #5a4300; border: 1px solid #d9b84a;"
            " border-radius: 6px; padding: 6px 10px; font-weight: bold; }")
        layout.addWidget(self.banner)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(16)
        self.grid.setColumnStretch(1, 1)
        # Room for all thirteen hearts and Q♠, so the columns do not jump from hand to hand.
        self.grid.setColumnMinimumWidth(1, CardStrip.CARD_WIDTH + 13 * CardStrip.STEP)
        layout.addLayout(self.grid)
        self.next_label = QLabel()
        self.next_label.setObjectName("next_pass")
        layout.addWidget(self.next_label)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        self.buttons.accepted.connect(self.accept)
        plain_buttons(self.buttons)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setDefault(True)  # Enter continues
        self.hand_tools = add_hand_buttons(self, self.buttons, controller, lambda: hand.hand_number)
        layout.addWidget(self.buttons)
        self.retranslate_ui()
        ok.setFocus()

    def taken_cards(self, seat: int) -> list[Card]:
        """The point cards ``seat`` took this hand."""
        return point_cards(self.hand.rules, self.hand.taken[seat])

    def moon_text(self) -> str:
        """The announcement of a moon shot (or a voided hand), or ""."""
        score = self.hand.score
        if score is None or score.shooter is None:
            return ""
        who = self.controller.name(score.shooter)
        penalty = str(self.hand.rules.penalty_total)
        if score.voided:
            return self.tr("%1 took every trick: the hand is void and nobody scores.").replace("%1", who)
        if score.moon_choice is MoonChoice.ADD_TO_OTHERS:
            return self.tr("%1 shot the moon: everyone else +%2").replace("%1", who).replace("%2", penalty)
        if score.moon_choice is MoonChoice.SUBTRACT_FROM_SELF:
            return self.tr("%1 shot the moon: −%2 from their own total").replace(
                "%1", who).replace("%2", penalty)
        return ""

    def next_pass_text(self) -> str:
        """Where the cards go in the next hand, or "" when the game is over."""
        if self.controller.match.is_over:
            return ""
        rules = self.hand.rules
        direction = rules.pass_direction(self.hand.hand_number + 1)
        if direction is PassDirection.KEEP:
            return self.tr("Next hand: no passing.")
        return self.tr("Next hand: pass %n card(s) %1.", "", rules.pass_count).replace(
            "%1", direction_name(direction))

    def retranslate_ui(self) -> None:
        number = str(self.hand.hand_number + 1)
        self.setWindowTitle(self.tr("Hand %1 is over").replace("%1", number))
        self.headline.setText(self.tr("Hand %1 is over.").replace("%1", number))
        moon = self.moon_text()
        self.banner.setText(moon)
        self.banner.setVisible(bool(moon))
        _empty(self.grid)
        c = self.controller
        headers = (self.tr("Player"), self.tr("Point cards taken"), self.tr("This hand"), self.tr("Total"))
        for col, text in enumerate(headers):
            label = QLabel(f"<b>{text}</b>")
            if col >= 2:
                label.setAlignment(Qt.AlignmentFlag.AlignRight)
            self.grid.addWidget(label, 0, col)
        score = self.hand.score
        totals = self._totals_after()
        best = min(totals)
        for seat in range(c.players):
            row = seat + 1
            leads = totals[seat] == best
            name = QLabel(("★ " if leads else "") + c.name(seat))
            if leads:
                name.setToolTip(self.tr("Lowest total"))
                bold = name.font()
                bold.setBold(True)
                name.setFont(bold)
            self.grid.addWidget(name, row, 0)
            cards = self.taken_cards(seat)
            strip = CardStrip(self.art, cards)
            if not cards:
                strip.setAccessibleName(self.tr("no point cards"))
                strip.setToolTip("")
            self.grid.addWidget(strip, row, 1)
            points = QLabel(_num(score.points[seat]) if score else "")
            points.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.grid.addWidget(points, row, 2)
            total = QLabel(f"<b>{_num(totals[seat])}</b>" if leads else _num(totals[seat]))
            total.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.grid.addWidget(total, row, 3)
        self.next_label.setText(self.next_pass_text())
        self.next_label.setVisible(bool(self.next_label.text()))
        button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        button.setText(self.tr("Game over") if c.match.is_over else self.tr("Next hand"))

    def _totals_after(self) -> list[int]:
        results = self.controller.match.results[: self.hand.hand_number + 1]
        totals = [0] * self.controller.players
        for result in results:
            totals = [t + p for t, p in zip(totals, result.points)]
        return totals

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


def standings(totals: Sequence[int]) -> list[tuple[int, int]]:
    """(place, seat) from the lowest total up; equal totals share a place (1, 2, 2, 4)."""
    order = sorted(range(len(totals)), key=lambda s: (totals[s], s))
    out: list[tuple[int, int]] = []
    for i, seat in enumerate(order):
        tied = i > 0 and totals[seat] == totals[order[i - 1]]
        out.append((out[-1][0] if tied else i + 1, seat))
    return out


class GameOverDialog(QDialog):
    """Who won and who lost, the final standings and a chart of the game; a new game button."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("game_over")
        self.controller = controller
        self.new_game_requested = False
        layout = QVBoxLayout(self)
        self.winners_label = QLabel()
        self.winners_label.setWordWrap(True)
        font = self.winners_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.winners_label.setFont(font)
        layout.addWidget(self.winners_label)
        self.losers_label = QLabel()
        self.losers_label.setWordWrap(True)
        layout.addWidget(self.losers_label)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(18)
        self.grid.setColumnStretch(3, 1)
        layout.addLayout(self.grid)
        layout.addSpacing(8)
        self.chart = LineChart()
        self.chart.setMinimumHeight(200)
        layout.addWidget(self.chart, 1)
        self.buttons = QDialogButtonBox()
        self.new_button = QPushButton()
        self.new_button.setObjectName("new_game_button")
        self.buttons.addButton(self.new_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.close_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.buttons.accepted.connect(self._new_game)
        self.buttons.rejected.connect(self.reject)
        self.share = add_share_button(self, self.buttons, controller)
        plain_buttons(self.buttons)
        layout.addWidget(self.buttons)
        self.resize(520, 500)
        self.retranslate_ui()

    def _new_game(self) -> None:
        self.new_game_requested = True
        self.accept()

    def retranslate_ui(self) -> None:
        c = self.controller
        match = c.match
        self.setWindowTitle(self.tr("Game over"))
        winners = ", ".join(c.name(s) for s in match.winners)
        losers = ", ".join(c.name(s) for s in match.losers)
        if len(match.winners) == 1 and match.winners[0] == 0:
            self.winners_label.setText(self.tr("You win!"))
        else:
            self.winners_label.setText(self.tr("Winner: %1", "", len(match.winners)).replace("%1", winners))
        self.losers_label.setText(self.tr("Loser: %1", "", len(match.losers)).replace("%1", losers))
        self.new_button.setText(self.tr("&New game"))
        _empty(self.grid)
        for col, text in ((1, self.tr("Player")), (2, self.tr("Total"))):
            label = QLabel(f"<b>{text}</b>")
            if col == 2:
                label.setAlignment(Qt.AlignmentFlag.AlignRight)
            self.grid.addWidget(label, 0, col)
        for row, (place, seat) in enumerate(standings(match.totals), start=1):
            won = seat in match.winners
            cells = (QLabel(f"{place}."), QLabel(("★ " if won else "") + c.name(seat)),
                     QLabel(_num(match.totals[seat])))
            cells[2].setAlignment(Qt.AlignmentFlag.AlignRight)
            for col, cell in enumerate(cells):
                if won:
                    bold = cell.font()
                    bold.setBold(True)
                    cell.setFont(bold)
                self.grid.addWidget(cell, row, col)
        show_totals(self.chart, c)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


def glowing_card(art: CardArt, card: Card, width: int, ratio: float,
                 glow: QColor | None) -> QPixmap:
    """The face of ``card`` with room around it for a glow, drawn in ``glow`` unless None
    (so cards with and without one line up)."""
    margin = max(4, round(width * 0.07))
    face = art.pixmap(card, width, ratio)
    size = QSizeF(face.size()) / ratio + QSizeF(2 * margin, 2 * margin)
    out = QPixmap((size * ratio).toSize())
    out.setDevicePixelRatio(ratio)
    out.fill(Qt.GlobalColor.transparent)
    painter = QPainter(out)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if glow is not None:
        outline = QRectF(QPointF(margin, margin), QSizeF(face.size()) / ratio)
        paint_glow(painter, outline, width * 0.06, glow, margin)
    painter.drawPixmap(QPointF(margin, margin), face)
    painter.end()
    return out


class LastTrickDialog(QDialog):
    """The last finished trick, card by card, and who took it."""

    def __init__(self, controller: GameController, art: CardArt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("last_trick")
        self.controller = controller
        self.art = art
        self.found = controller.last_trick()
        layout = QVBoxLayout(self)
        self.caption = QLabel()
        layout.addWidget(self.caption)
        row = QHBoxLayout()
        self.card_labels: list[tuple[QLabel, QLabel]] = []
        if self.found:
            hand, trick = self.found
            for seat, card in trick.plays(controller.players):
                column = QVBoxLayout()
                picture = QLabel()
                took = seat == trick.winner
                picture.setPixmap(glowing_card(art, card, 90, self.devicePixelRatioF(),
                                               WINNER if took else None))
                picture.setAccessibleName(card_name(card))
                picture.setToolTip(card_name(card))
                name = QLabel(controller.name(seat))
                name.setAlignment(Qt.AlignmentFlag.AlignCenter)
                if took:  # the card that took it glows as on the table, its player in bold
                    bold = name.font()
                    bold.setBold(True)
                    name.setFont(bold)
                column.addWidget(picture)
                column.addWidget(name)
                row.addLayout(column)
                self.card_labels.append((picture, name))
        layout.addLayout(row)
        buttons = plain_buttons(QDialogButtonBox(QDialogButtonBox.StandardButton.Close))
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Last trick"))
        if not self.found:
            self.caption.setText(self.tr("No trick has been played yet."))
            return
        _hand, trick = self.found
        self.caption.setText(self.tr("%1 took the last trick.").replace("%1", self.controller.name(trick.winner)))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


class MoonChoiceDialog(QDialog):
    """Ask the human who shot the moon how it should score."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("moon_choice")
        self.controller = controller
        self.choice = MoonChoice.ADD_TO_OTHERS
        layout = QVBoxLayout(self)
        self.text = QLabel()
        self.text.setWordWrap(True)
        layout.addWidget(self.text)
        self.add_button = QPushButton()
        self.subtract_button = QPushButton()
        self.add_button.clicked.connect(lambda: self._choose(MoonChoice.ADD_TO_OTHERS))
        self.subtract_button.clicked.connect(lambda: self._choose(MoonChoice.SUBTRACT_FROM_SELF))
        layout.addWidget(self.add_button)
        layout.addWidget(self.subtract_button)
        self.retranslate_ui()

    def _choose(self, choice: MoonChoice) -> None:
        self.choice = choice
        self.accept()

    def retranslate_ui(self) -> None:
        penalty = self.controller.match.rules.penalty_total
        self.setWindowTitle(self.tr("You shot the moon!"))
        self.text.setText(self.tr("You took every heart and the queen of spades. How should it score?"))
        self.add_button.setText(self.tr("&Everybody else gets %1").replace("%1", str(penalty)))
        self.subtract_button.setText(self.tr("&Subtract %1 from my total").replace("%1", str(penalty)))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
