"""End-of-hand and end-of-game dialogs, the last trick, and the moon choice."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget,
)

from ...engine import HandState, MoonChoice
from ..cardart import CardArt
from ..controller import GameController
from ...app.names import card_name
from .hand_tools import add_hand_buttons, add_share_button


def _num(value: int) -> str:
    return str(value).replace("-", "−")


class HandSummaryDialog(QDialog):
    """The points of a finished hand and the totals; a moon shot is announced."""

    def __init__(self, controller: GameController, hand: HandState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hand_summary")
        self.controller = controller
        self.hand = hand
        layout = QVBoxLayout(self)
        self.headline = QLabel()
        self.headline.setWordWrap(True)
        font = self.headline.font()
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        self.headline.setFont(font)
        layout.addWidget(self.headline)
        self.grid = QGridLayout()
        layout.addLayout(self.grid)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        self.buttons.accepted.connect(self.accept)
        self.hand_tools = add_hand_buttons(self, self.buttons, controller, lambda: hand.hand_number)
        layout.addWidget(self.buttons)
        self.retranslate_ui()

    def moon_text(self) -> str:
        """The announcement of a moon shot (or a voided hand), or ""."""
        score = self.hand.score
        if score is None or score.shooter is None:
            return ""
        who = self.controller.name(score.shooter)
        if score.voided:
            return self.tr("%1 took every trick: the hand is void and nobody scores.").replace("%1", who)
        if score.moon_choice is MoonChoice.ADD_TO_OTHERS:
            return self.tr("%1 shot the moon! Everybody else gets the points.").replace("%1", who)
        if score.moon_choice is MoonChoice.SUBTRACT_FROM_SELF:
            return self.tr("%1 shot the moon and subtracts the points.").replace("%1", who)
        return ""

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Hand %1 is over").replace("%1", str(self.hand.hand_number + 1)))
        self.headline.setText(self.moon_text() or self.tr("Hand %1 is over.").replace(
            "%1", str(self.hand.hand_number + 1)))
        while self.grid.count():
            widget = self.grid.takeAt(0).widget()
            if widget is not None:
                widget.deleteLater()
        c = self.controller
        headers = (self.tr("Player"), self.tr("This hand"), self.tr("Total"))
        for col, text in enumerate(headers):
            label = QLabel(f"<b>{text}</b>")
            self.grid.addWidget(label, 0, col)
        score = self.hand.score
        totals = self._totals_after()
        for seat in range(c.players):
            self.grid.addWidget(QLabel(c.name(seat)), seat + 1, 0)
            points = QLabel(_num(score.points[seat]) if score else "")
            points.setAlignment(Qt.AlignmentFlag.AlignRight)
            self.grid.addWidget(points, seat + 1, 1)
            total = QLabel(_num(totals[seat]))
            total.setAlignment(Qt.AlignmentFlag.AlignRight)
            self.grid.addWidget(total, seat + 1, 2)
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


class GameOverDialog(QDialog):
    """Who won and who lost; a button for a new game."""

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
        self.totals_label = QLabel()
        layout.addWidget(self.totals_label)
        self.buttons = QDialogButtonBox()
        self.new_button = QPushButton()
        self.new_button.setObjectName("new_game_button")
        self.buttons.addButton(self.new_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.close_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.buttons.accepted.connect(self._new_game)
        self.buttons.rejected.connect(self.reject)
        self.share = add_share_button(self, self.buttons, controller)
        layout.addWidget(self.buttons)
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
        self.totals_label.setText("\n".join(
            f"{c.name(s)}: {_num(t)}" for s, t in sorted(enumerate(match.totals), key=lambda p: p[1])))
        self.new_button.setText(self.tr("&New game"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


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
                ratio = self.devicePixelRatioF()
                picture.setPixmap(art.pixmap(card, 90, ratio))
                picture.setAccessibleName(card_name(card))
                picture.setToolTip(card_name(card))
                name = QLabel(controller.name(seat))
                name.setAlignment(Qt.AlignmentFlag.AlignCenter)
                column.addWidget(picture)
                column.addWidget(name)
                row.addLayout(column)
                self.card_labels.append((picture, name))
        layout.addLayout(row)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
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
