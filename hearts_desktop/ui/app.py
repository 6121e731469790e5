"""Create the QApplication and the main window; ``--self-test`` plays a hand and saves a screenshot."""

from __future__ import annotations

import argparse
import os
import signal
import socket
import sys
import tempfile

from PySide6.QtCore import QCoreApplication, QSocketNotifier, QTimer
from PySide6.QtWidgets import QApplication

from ..app.i18n import install as install_language
from ..app.instance import InstanceGuard, language_of
from ..app.paths import paths_from_args
from ..app.services import AppServices
from ..app.setup import GameSetup
from ..engine import Match, SeededDeals
from .controller import GameController
from .dialogs.welcome import welcome_if_first_start
from .main_window import MainWindow
from .persistence import attach_services
from .settings import Speed, UiSettings
from .single_instance import bring_to_front, refuse_second_start

SELF_TEST_SECONDS = 120


def application() -> QApplication:
    """The running QApplication (created once)."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("hearts-desktop")
    app.setOrganizationName("hearts-desktop")
    return app


def quit_on_signals(app: QApplication) -> None:
    """End the game as Quit does (saved, the helper told to stop) on SIGTERM, as a logout or
    ``kill`` sends, and on SIGINT (Ctrl+C where it was started).

    Python runs a signal handler only when Python code runs, and an idle event loop runs none:
    the signal's number is also written to a socket the loop watches, which wakes it.
    """
    wake, woken = socket.socketpair()
    for end in (wake, woken):
        end.setblocking(False)
    signal.set_wakeup_fd(wake.fileno())
    notifier = QSocketNotifier(woken.fileno(), QSocketNotifier.Type.Read, app)
    notifier.activated.connect(lambda *_args: woken.recv(64))  # Python runs: the handler too

    def quit_game() -> None:
        app.closeAllWindows()  # as the window's own Quit: its size and place are kept
        app.quit()
        # In a question's own loop before the game's loop runs (continue the saved game?),
        # quit() does nothing: ask again once that loop runs.
        QTimer.singleShot(100, quit_game)

    for name in ("SIGTERM", "SIGINT"):
        if hasattr(signal, name):
            # Through the loop: a signal during start-up quits once the loop runs.
            signal.signal(getattr(signal, name), lambda *_args: QTimer.singleShot(0, quit_game))
    app._signal_sockets = (wake, woken, notifier)  # alive as long as the application


def missing_display() -> bool:
    """Whether Qt would find no screen: Linux with no X11 or Wayland display and no platform set."""
    return sys.platform.startswith("linux") and not any(
        os.environ.get(name) for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"))


def run(args: argparse.Namespace) -> int:
    """Start the game (or the self-test); return the exit code."""
    if getattr(args, "self_test", None) and sys.platform.startswith("linux") and not (
            os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        # The self-test must also run on a headless build machine.
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if getattr(args, "self_test", None):
        app = application()
        # Never touch the player's real files: settings go to a throwaway folder.
        with tempfile.TemporaryDirectory(prefix="hearts-self-test-") as folder:
            install_language(app, getattr(args, "lang", None) or "en")
            return self_test(app, UiSettings.in_folder(folder), args.self_test)
    paths = paths_from_args(args)
    chosen_language = getattr(args, "lang", None)
    if missing_display():
        # Without this, Qt aborts with a misleading message about xcb libraries.
        install_language(QCoreApplication(sys.argv[:1]), chosen_language or language_of(paths))
        print(QCoreApplication.translate("Startup", "hearts-desktop needs a screen, but this session has none (neither DISPLAY nor WAYLAND_DISPLAY is set): start it from a desktop session."), file=sys.stderr)
        return 1
    app = application()
    quit_on_signals(app)
    # One game per data folder: checked before any file is read (or moved aside).
    guard = InstanceGuard(paths.data_dir, app)
    if not guard.acquire():
        install_language(app, chosen_language or language_of(paths))
        return refuse_second_start(guard, paths)
    guard.listen()
    # Saves, settings and statistics (issue 5): JSON files in the platform's folders.
    services = AppServices(paths)
    install_language(app, chosen_language or services.settings.language)
    window = open_game(services)
    window.show()
    keeper = attach_services(window, window.controller, services)  # offers the saved game, saves as it goes
    guard.activation_requested.connect(lambda: bring_to_front(window, keeper.tell))
    window.controller.start()
    try:
        return app.exec()
    finally:
        guard.release()


def open_game(services: AppServices) -> MainWindow:
    """The window on a new game of the settings; on the very first start, ask for them first."""
    welcome_if_first_start(services)
    settings = UiSettings(services)
    controller = GameController(services.settings.game_setup(), speed_factor=settings.speed().factor,
                                computers_claim=True)
    return MainWindow(controller, settings)


def self_test(app: QApplication, settings: UiSettings, path: str) -> int:
    """Computers play every seat of one hand on a fixed deal; save a screenshot; 0 if all went well."""
    setup = GameSetup(deals=SeededDeals(1), ai_seed=1)
    controller = GameController(setup, speed_factor=Speed.OFF.factor, autoplay_human=True)
    window = MainWindow(controller, settings)
    window.table.set_speed_factor(0)
    window.resize(1280, 800)
    window.show()
    outcome = {"code": 1}

    def finished(hand) -> None:
        try:
            replayed = Match.replay(setup.rules, setup.deals, controller.match.events)
            assert replayed.state_key() == controller.match.state_key()
            assert hand.score is not None and sum(hand.score.points) == setup.rules.hand_total or \
                hand.score.moon_shot or hand.score.voided
            app.processEvents()
            if not window.grab().save(path):
                raise OSError(f"cannot write {path}")
            outcome["code"] = 0
        except Exception as error:  # reported and turned into a failing exit code
            print(f"self-test failed: {error!r}", file=sys.stderr)
        app.quit()

    controller.hand_finished.connect(finished)
    QTimer.singleShot(SELF_TEST_SECONDS * 1000, app.quit)
    controller.start()
    app.exec()
    controller.worker.wait(5000)
    if outcome["code"] == 0:
        print(f"self-test passed: one hand played, screenshot saved to {path}")
    return outcome["code"]
