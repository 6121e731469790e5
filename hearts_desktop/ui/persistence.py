"""The window's side of saves, settings and statistics (issue 5).

``attach_services`` is the one call the start-up code makes: it shows what went wrong with
the files, offers to continue the saved game, saves at the controller's checkpoints and on
quit, counts finished games, remembers the new-game choices and adds the statistics dialog.
"""

from __future__ import annotations

import datetime as dt
import logging
from typing import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMessageBox, QWidget

from ..app.i18n import format_datetime, language_manager
from ..app.problems import LoadProblem, WriteProblem, problem_message, write_problem_message
from ..app.saves import SavedGame
from ..app.services import AppServices
from ..app.settings import CUSTOM
from ..engine import preset_of
from .controller import GameController
from .dialogs.confirm import question

log = logging.getLogger(__name__)


class GameKeeper(QObject):
    """Saves the game at every checkpoint and on quit; counts it when it ends."""

    def __init__(self, services: AppServices, controller: GameController,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.services = services
        self.controller = controller
        self.window = parent
        self.messages: list[str] = []  # what the player was told, in order (tests read it)
        # The services tell of the first failure of each file, until it is written again.
        services.write_listeners.append(self._write_failed)
        controller.checkpoint.connect(self.save_now)
        controller.new_game_started.connect(self._new_game)
        language_manager().languageChanged.connect(self._language_changed)

    def save_now(self) -> None:
        """Save the game in progress, or count it and forget the save if it is over."""
        c = self.controller
        if c.match.is_over:
            self.services.game_finished(c.setup, c.match)
        else:
            self.services.save_game(c.setup, c.match)
        self.tell_problems(self.services.take_problems())  # a file damaged since the start

    def _new_game(self) -> None:
        setup = self.controller.setup
        self.services.game_started(setup)
        name = preset_of(setup.rules) or CUSTOM
        changes = dict(level=setup.level, preset=name, players=setup.rules.players,
                       names=tuple(setup.names))
        if name == CUSTOM:
            changes["custom_rules"] = setup.rules
        try:  # the next new-game dialog starts from these choices
            self.services.settings = self.services.settings.with_changes(**changes)
        except ValueError as error:
            log.warning("new-game choices not remembered: %s", error)
        self.services.save_settings()
        self.save_now()

    def _language_changed(self, language: str) -> None:
        settings = self.services.settings.with_changes(language=language)
        self.services.save_settings(settings)

    def _write_failed(self, problem: WriteProblem) -> None:
        log.warning("could not write the %s: %s", problem.kind.value, problem.error)
        self.tell(write_problem_message(problem))

    def tell_problems(self, problems: list[LoadProblem]) -> None:
        for problem in problems:
            log.warning("%s %s: %s (kept as %s)", problem.kind.value, problem.code.value,
                        problem.detail, problem.moved_to)
            self.tell(problem_message(problem))

    def tell(self, text: str) -> None:
        """A warning in a window-modal box that does not stop the game."""
        self.messages.append(text)
        box = QMessageBox(QMessageBox.Icon.Warning,
                          QCoreApplication.translate("Storage", "Spar dame"), text,
                          QMessageBox.StandardButton.Ok, self.window)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.open()


def saved_at_text(saved: SavedGame) -> str:
    """When the game was saved, in the player's local time and format."""
    try:
        moment = dt.datetime.fromisoformat(saved.saved_at.replace("Z", "+00:00"))
    except ValueError:
        return saved.saved_at
    return format_datetime(moment.astimezone())


def continue_question(parent: QWidget | None, saved: SavedGame) -> QMessageBox:
    """The question whether to continue the saved game, not yet shown.

    Only its "Start a new game" button gives the saved game up: Escape or closing the box
    continues it, since an answer nobody gave must not throw a game away.
    """
    match = saved.match
    text = QCoreApplication.translate(
        "Storage", "A game saved %1 is not finished: hand %2, your total %3. Continue it?",
    ).replace("%1", saved_at_text(saved)).replace("%2", str(len(match.hands))).replace(
        "%3", str(match.totals[0]).replace("-", "−"))
    box = question(parent, QCoreApplication.translate("Storage", "Continue the saved game?"), text,
                   QCoreApplication.translate("Storage", "&Continue it"),
                   QCoreApplication.translate("Storage", "&Start a new game"),
                   safe=QMessageBox.StandardButton.Yes)
    box.setObjectName("continue_question")
    return box


def ask_continue(parent: QWidget, saved: SavedGame) -> bool:
    """Ask whether to continue the saved game (True unless the player chose a new one)."""
    box = continue_question(parent, saved)
    box.exec()
    box.deleteLater()
    return box.clickedButton() is not box.button(QMessageBox.StandardButton.No)


class _StatisticsAction(QObject):
    """The View menu's "Statistics…" entry, retranslated with the window."""

    def __init__(self, window: QMainWindow, services: AppServices) -> None:
        super().__init__(window)
        self.window = window
        self.services = services
        self.action = QAction(window)
        self.action.setObjectName("statistics_action")
        self.action.setShortcut(QKeySequence("Ctrl+T"))
        self.action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.action.triggered.connect(self.show)
        window.addAction(self.action)
        menu = getattr(window, "view_menu", None)
        if menu is not None:
            menu.addAction(self.action)
        window.installEventFilter(self)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.action.setText(QCoreApplication.translate("Storage", "S&tatistics…"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        return False

    def show(self) -> None:
        from .statistics_dialog import StatisticsDialog

        controller = getattr(self.window, "controller", None)
        current = controller.match if controller is not None else None
        dialog = StatisticsDialog(self.services, self.window, current=current)
        show = getattr(self.window, "_show", None)
        if show is not None:
            show(dialog)  # the window's own way: tracked in ``window.dialog``, deleted on close
        else:
            dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            dialog.open()


def attach_services(
    window: QMainWindow,
    controller: GameController,
    services: AppServices,
    ask: Callable[[QWidget, SavedGame], bool] | None = None,
) -> GameKeeper:
    """Wire the services into a shown window before ``controller.start()``.

    ``ask`` decides whether to continue a saved game (default: ``ask_continue``, a question).
    """
    keeper = GameKeeper(services, controller, window)
    keeper.tell_problems(services.take_problems())
    result = services.load_saved_game()
    if result.problem is not None:
        keeper.tell_problems(services.take_problems())
    saved = result.game
    if saved is not None and not saved.match.is_over:
        if (ask or ask_continue)(window, saved):
            controller.new_game(saved.setup, saved.match)
        else:
            services.discard_saved_game()
    app = QCoreApplication.instance()
    if app is not None:
        app.aboutToQuit.connect(keeper.save_now)
    keeper.statistics = _StatisticsAction(window, services)
    return keeper
