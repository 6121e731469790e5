"""The main window: the table, the menus with their shortcuts, the status line and dialogs."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace
from typing import Callable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QCloseEvent, QIcon, QKeySequence
from PySide6.QtWidgets import QDialog, QMainWindow, QWidget

from ..app.i18n import format_date
from ..app.names import level_name, preset_name
from ..app.setup import GameSetup
from ..engine import HandState, preset_of
from ..resources import asset
from .action_bar import shortcut_action
from .cardart import CardArt
from .controller import GameController
from .dialogs.confirm import ReplaceGameQuestion, Replacement, game_at_stake
from .dialogs.new_game import NewGameDialog
from .dialogs.score_sheet import ScoreSheetDialog
from .dialogs.settings import SettingsDialog
from .dialogs.summaries import GameOverDialog, HandSummaryDialog, LastTrickDialog, MoonChoiceDialog
from .rules_dialog import RulesDialog, TipsDialog
from .settings import UiSettings
from .table import TableView


class MainWindow(QMainWindow):
    """Hosts the table; every action is in a menu with a shortcut."""

    def __init__(self, controller: GameController, settings: UiSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.settings = settings
        self.today: Callable[[], dt.date] = dt.date.today  # the daily deal's date; tests pin it
        self.art = CardArt(settings.four_colour())
        self.table = TableView(controller, self.art, self)
        self.table.set_speed_factor(controller.speed_factor)
        self.setCentralWidget(self.table)
        self.statusBar().setSizeGripEnabled(False)
        self.table.status_message.connect(lambda text: self.statusBar().showMessage(text, 8000))
        self.table.last_trick_requested.connect(self.show_last_trick)
        icon = asset("icons", "hearts-desktop.svg")
        if icon.exists():
            self.setWindowIcon(QIcon(str(icon)))
        self.dialog: QDialog | None = None  # the summary or question on screen, for tests
        self._build_actions()
        self.table.bind_actions({
            "hint": self.hint_action, "undo": self.undo_action, "pass": self.pass_action,
            "claim": self.claim_action, "daily": self.daily_action, "score": self.score_action})
        self.table.selection_changed.connect(self._update_actions)
        self._build_menus()
        self.retranslate_ui()
        controller.state_changed.connect(self._update_actions)
        controller.hand_finished.connect(self._hand_finished)
        controller.game_over.connect(self._game_over)
        controller.moon_choice_needed.connect(self._ask_moon)
        controller.new_game_started.connect(self._update_title)
        controller.claimed.connect(self._claimed)
        geometry = settings.geometry()
        if geometry is None or not self.restoreGeometry(geometry):
            self.resize(1280, 800)
        self.table.setFocus()

    # Actions -----------------------------------------------------------------------------

    def _action(self, shortcut: str | QKeySequence, slot) -> QAction:
        return shortcut_action(self, shortcut, slot)

    def _build_actions(self) -> None:
        self.new_action = self._action("Ctrl+N", self.ask_new_game)
        self.daily_action = self._action("Ctrl+D", self.start_daily)
        self.undo_action = self._action("Ctrl+Z", self.controller.undo)
        self.hint_action = self._action("H", self.controller.request_hint)
        self.pass_action = self._action("P", self.table.send_pass)
        self.claim_action = self._action("C", self.controller.claim)
        self.score_action = self._action("S", self.show_score_sheet)
        self.last_trick_action = self._action("L", self.show_last_trick)
        self.settings_action = self._action("Ctrl+,", self.show_settings)
        self.rules_action = self._action("F1", self.show_rules)
        self.tips_action = self._action("Shift+F1", self.show_tips)
        self.quit_action = self._action("Ctrl+Q", self.close)
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        for action in (self.new_action, self.daily_action):
            self.game_menu.addAction(action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.settings_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)
        self.play_menu = bar.addMenu("")
        for action in (self.undo_action, self.hint_action, self.pass_action, self.claim_action):
            self.play_menu.addAction(action)
        self.view_menu = bar.addMenu("")
        for action in (self.score_action, self.last_trick_action):
            self.view_menu.addAction(action)
        self.help_menu = bar.addMenu("")
        self.help_menu.addAction(self.rules_action)
        self.help_menu.addAction(self.tips_action)

    def retranslate_ui(self) -> None:
        self.game_menu.setTitle(self.tr("&Game"))
        self.play_menu.setTitle(self.tr("&Play"))
        self.view_menu.setTitle(self.tr("&View"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.new_action.setText(self.tr("&New game…"))
        self.daily_action.setText(self.tr("&Daily deal"))
        self.undo_action.setText(self.tr("&Undo"))
        self.hint_action.setText(self.tr("&Hint"))
        self.pass_action.setText(self.tr("&Pass cards"))
        self.claim_action.setText(self.tr("&Claim the rest"))
        self.score_action.setText(self.tr("&Score sheet"))
        self.last_trick_action.setText(self.tr("&Last trick"))
        self.settings_action.setText(self.tr("S&ettings…"))
        self.rules_action.setText(self.tr("&Rules"))
        self.tips_action.setText(self.tr("&Tips for play"))
        self.quit_action.setText(self.tr("&Quit"))
        self._update_title()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def _update_title(self) -> None:
        setup = self.controller.setup
        parts = [preset_name(preset_of(setup.rules)), level_name(setup.level)]
        if setup.is_daily:
            parts.append(self.tr("Daily deal %1").replace("%1", format_date(setup.deals.date)))
        self.setWindowTitle(" · ".join(parts))

    def _update_actions(self) -> None:
        c = self.controller
        self.undo_action.setEnabled(c.can_undo())
        self.hint_action.setEnabled(c.can_play() or c.can_pass())
        self.pass_action.setEnabled(self.table.pass_ready())
        could_claim = self.claim_action.isEnabled()
        self.claim_action.setEnabled(c.human_claim() is not None)
        if self.claim_action.isEnabled() and not could_claim:
            # Said once, when it becomes true; the bubble goes with the next move.
            self.table.say(self.tr("The rest of the hand is certain: claim it with C."))
        elif c.can_play() and not self.statusBar().currentMessage():
            self.statusBar().showMessage(self.tr("Your turn"), 4000)

    def _claimed(self, seat: int) -> None:
        text = self.tr("You claim the rest of the hand.") if seat == 0 else self.tr(
            "%1 claims the rest of the hand.").replace("%1", self.controller.name(seat))
        self.table.say(text)

    # New games ---------------------------------------------------------------------------

    def replace_game(self, replacement: Replacement, start: Callable[[], None]) -> None:
        """Call ``start`` at once, or after a Yes if it would end an unfinished game."""
        match = self.controller.match
        if not game_at_stake(match):
            start()
            return
        question = ReplaceGameQuestion(match, replacement, self)
        question.finished.connect(lambda _result: question.confirmed() and start())
        self._show(question)

    def ask_new_game(self) -> None:
        """Open the new-game dialog (after asking, if a game is in progress)."""
        self.replace_game(Replacement.NEW_GAME, self._open_new_game_dialog)

    def _defaults(self) -> GameSetup:
        """The current game's set-up with the settings' level and player name: where new games start."""
        setup = self.controller.setup
        names = (self.settings.player_name(), *setup.names[1:])
        return replace(setup, level=self.settings.level(), names=names)

    def _open_new_game_dialog(self) -> None:
        dialog = NewGameDialog(self._defaults(), self)
        dialog.accepted.connect(lambda: self.controller.new_game(dialog.setup(self.today())))
        self._show(dialog)

    def start_daily(self) -> None:
        """Start today's daily deal (after asking, if a game is in progress)."""
        self.replace_game(Replacement.DAILY, self._start_daily)

    def _start_daily(self) -> None:
        setup = self._defaults()
        daily = GameSetup.daily(self.today(), setup.rules, setup.level)
        self.controller.new_game(replace(daily, names=setup.names))

    # Dialogs -----------------------------------------------------------------------------

    def _show(self, dialog: QDialog) -> None:
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.dialog = dialog
        dialog.finished.connect(lambda _result: self._dialog_closed(dialog))
        dialog.open()

    def _dialog_closed(self, dialog: QDialog) -> None:
        if self.dialog is dialog:
            self.dialog = None
        self.table.setFocus()

    def show_score_sheet(self) -> None:
        self._show(ScoreSheetDialog(self.controller, self))

    def show_last_trick(self) -> None:
        self._show(LastTrickDialog(self.controller, self.art, self))

    def show_rules(self) -> None:
        self._show(RulesDialog(self.controller.match.rules, self))

    def show_tips(self) -> None:
        self._show(TipsDialog(self))

    def show_settings(self) -> None:
        dialog = SettingsDialog(self.settings.speed(), self.settings.four_colour(), self,
                                self.settings.level(), self.settings.player_name())

        def apply() -> None:
            self.settings.set_player_name(dialog.player_name())
            self.settings.set_level(dialog.level())
            self.settings.set_speed(dialog.speed())
            self.settings.set_four_colour(dialog.four_colour())
            self.controller.speed_factor = dialog.speed().factor
            self.table.set_speed_factor(dialog.speed().factor)
            self.table.set_four_colour(dialog.four_colour())

        dialog.accepted.connect(apply)
        self._show(dialog)

    def _hand_finished(self, hand: HandState) -> None:
        dialog = HandSummaryDialog(self.controller, hand, self, self.art)
        dialog.finished.connect(lambda _result: self.controller.resume())
        self._show(dialog)

    def _game_over(self) -> None:
        dialog = GameOverDialog(self.controller, self)

        def done() -> None:
            if dialog.new_game_requested:
                self.ask_new_game()

        dialog.finished.connect(lambda _result: done())
        self._show(dialog)

    def _ask_moon(self) -> None:
        if isinstance(self.dialog, MoonChoiceDialog):
            return
        dialog = MoonChoiceDialog(self.controller, self)
        dialog.accepted.connect(lambda: self.controller.choose_moon(dialog.choice))
        dialog.rejected.connect(self.controller.moon_choice_needed.emit)
        self._show(dialog)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings.set_geometry(self.saveGeometry())
        self.settings.sync()
        self.controller.worker.wait(3000)
        super().closeEvent(event)


