"""A finished deal played again as practice, in its own window over the game.

The practice hand has its own controller and table: the game's controller, its saves and
the statistics never see it, so closing the window is the way back to the game exactly as
it was. Same cards, seats, pass direction and totals; the computers have the game's seed.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPushButton, QVBoxLayout, QWidget

from ..engine import HandState
from ..engine.practice import PracticeMatch
from .action_bar import shortcut_action
from .cardart import CardArt
from .controller import HUMAN, GameController
from .dialogs.summaries import LastTrickDialog, MoonChoiceDialog
from .table import TableView


class PracticeDialog(QDialog):
    """Plays hand ``hand_number`` of the game again; it never counts."""

    def __init__(self, game: GameController, hand_number: int, art: CardArt,
                 parent: QWidget | None = None, threaded: bool = True) -> None:
        super().__init__(parent)
        self.setObjectName("practice_dialog")
        self.game = game
        self.hand_number = hand_number
        self.controller = GameController(game.setup, threaded=threaded,
                                         speed_factor=game.speed_factor, parent=self)
        self.controller.new_game(game.setup, PracticeMatch.of(game.match, hand_number))
        layout = QVBoxLayout(self)
        self.banner = QLabel()
        self.banner.setObjectName("practice_banner")
        self.banner.setWordWrap(True)
        layout.addWidget(self.banner)
        self.table = TableView(self.controller, art, self)
        self.table.set_speed_factor(game.speed_factor)
        layout.addWidget(self.table, 1)
        self.buttons = QDialogButtonBox()
        c = self.controller
        # The table's own buttons, bound to this window's actions, as in the game's window.
        self.actions = {"hint": self._action("H", c.request_hint), "undo": self._action("Ctrl+Z", c.undo),
                        "pass": self._action("P", self.table.send_pass), "claim": self._action("C", c.claim)}
        self.table.bind_actions(self.actions)
        # The last trick larger, as in the game's window: L, or a click on its words.
        self.last_trick_action = shortcut_action(self, "L", self.show_last_trick)
        self.table.last_trick_requested.connect(self.show_last_trick)
        self.table.selection_changed.connect(self._update_buttons)
        self.again_button = QPushButton()
        self.again_button.setObjectName("practice_again")
        self.again_button.clicked.connect(self.restart)
        self.buttons.addButton(self.again_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.back_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.controller.hand_finished.connect(lambda _hand: self.retranslate_ui())
        self.controller.state_changed.connect(self._update_buttons)
        self.controller.moon_choice_needed.connect(self._ask_moon)
        self.resize(980, 640)
        self.retranslate_ui()
        self.controller.start()
        self.table.setFocus()

    def show_last_trick(self) -> None:
        dialog = LastTrickDialog(self.controller, self.table.art, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def _action(self, shortcut: str, slot) -> QAction:
        action = shortcut_action(self, shortcut, slot)
        action.setEnabled(False)  # until the controller says the player may act
        return action

    @property
    def hint_button(self) -> QPushButton:
        return self.table.action_bar.button("hint")

    @property
    def undo_button(self) -> QPushButton:
        return self.table.action_bar.button("undo")

    @property
    def pass_button(self) -> QPushButton:
        return self.table.action_bar.button("pass")

    @property
    def claim_button(self) -> QPushButton:
        return self.table.action_bar.button("claim")

    def _update_buttons(self) -> None:
        c = self.controller
        self.actions["hint"].setEnabled(c.can_play() or c.can_pass())
        self.actions["undo"].setEnabled(c.can_undo())
        self.actions["pass"].setEnabled(self.table.pass_ready())
        self.actions["claim"].setEnabled(c.human_claim() is not None)

    @property
    def original(self) -> HandState:
        return self.game.match.hands[self.hand_number]

    def restart(self) -> None:
        """Deal the same cards again."""
        self.controller.new_game(self.game.setup, PracticeMatch.of(self.game.match, self.hand_number))
        self.retranslate_ui()
        self.table.setFocus()

    def _ask_moon(self) -> None:
        dialog = MoonChoiceDialog(self.controller, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self.controller.choose_moon(dialog.choice))
        dialog.open()

    def retranslate_ui(self) -> None:
        number = str(self.hand_number + 1)
        self.setWindowTitle(self.tr("Practice: hand %1 again").replace("%1", number))
        self.again_button.setText(self.tr("&Deal it again"))
        self.back_button.setText(self.tr("&Back to the game"))
        hand = self.controller.match.hand
        if hand.score is not None:
            self.banner.setText(self.tr(
                "Practice over: you took %1 points this time, %2 in the game. It does not count."
            ).replace("%1", str(hand.score.points[HUMAN])).replace(
                "%2", str(self.original.score.points[HUMAN])))
        else:
            self.banner.setText(self.tr(
                "Practice: hand %1 with the same cards. It does not count in the game or the "
                "statistics.").replace("%1", number))

    def done(self, result: int) -> None:
        self.controller.worker.close()  # a computer's move still on its way is not wanted
        super().done(result)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
