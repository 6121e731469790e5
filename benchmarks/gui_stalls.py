"""How long the GUI thread goes without handling events while a game is played.

PRODUCT.md's budget: "the GUI thread never blocks for more than 50 ms". This plays whole
hands in the real window, as the game starts it (saves after every trick, statistics, the
chosen level thinking in its worker thread, animations at the chosen speed), with a robot
player that clicks cards, asks for hints, opens every dialog from the menus and the hand
summary, resizes the window and switches the language. A timer ticks every 2 ms on the GUI
thread; a gap between two ticks is a time the thread handled no event: a stall.

    python benchmarks/gui_stalls.py --hands 3 --level svaer
    xvfb-run -a env QT_QPA_PLATFORM=xcb python benchmarks/gui_stalls.py   # a real X server

It prints the gaps' median, 99th percentile and maximum, how many passed 50 ms, and the
longest ones with what happened during them. Nothing is asserted: the machine is shared and
noisy, so the numbers go into docs/BENCHMARKS.md. Files go to a throwaway folder.
"""

from __future__ import annotations

import argparse
import faulthandler
import gc
import os
import signal
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt, QTimer  # noqa: E402
from PySide6.QtGui import QAction, QMouseEvent  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from hearts_desktop.ai import Level  # noqa: E402
from hearts_desktop.app.i18n import install as install_language, language_manager  # noqa: E402
from hearts_desktop.app.paths import AppPaths  # noqa: E402
from hearts_desktop.app.services import AppServices  # noqa: E402
from hearts_desktop.app.setup import GameSetup  # noqa: E402
from hearts_desktop.engine import SeededDeals, cards_of, preset  # noqa: E402
from hearts_desktop.ui.app import application, quit_on_signals  # noqa: E402
from hearts_desktop.ui.controller import HUMAN, GameController  # noqa: E402
from hearts_desktop.ui.dialogs.hand_tools import HandButtons  # noqa: E402
from hearts_desktop.ui.main_window import MainWindow  # noqa: E402
from hearts_desktop.ui.persistence import attach_services  # noqa: E402
from hearts_desktop.ui.settings import Speed, UiSettings  # noqa: E402
from hearts_desktop.ui.worker import use_threads  # noqa: E402

TICK_MS = 2
BUDGET_MS = 50
#: What the robot opens at the table in every hand, one after the other, once its turn has
#: come five times: each is opened, held ``HOLD_MS`` and closed (resizes and the language
#: switch are one step each).
AT_TABLE = ("score", "statistics", "last_trick", "rules", "tips", "settings", "big", "small",
            "language")
#: What it opens from each hand's summary, held long enough for the review to finish.
AT_SUMMARY = ("review", "practice")
HOLD_MS = 600
REVIEW_HOLD_MS = 6000
STEP_MS = 150


class Heartbeat:
    """Ticks on the GUI thread; keeps every gap between ticks and what happened in it."""

    def __init__(self) -> None:
        self.gaps: list[float] = []
        self.stalls: list[tuple[float, list[str]]] = []
        self.happened: list[str] = []
        self.thinking = False  # a computer is thinking (in the helper process, or a thread)
        self._thought = False
        self._last = time.perf_counter()
        self._timer = QTimer()
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)
        self._timer.start()

    def note(self, what: str) -> None:
        self.happened.append(what)

    def collected(self, phase: str, info: dict) -> None:
        """A ``gc.callbacks`` hook: note every collection that takes a millisecond or more."""
        if phase == "start":
            self._gc_start = time.perf_counter()
            return
        took = (time.perf_counter() - self._gc_start) * 1000
        if took >= 1:
            where = "GUI" if threading.current_thread() is threading.main_thread() else "another"
            self.note(f"gc gen{info['generation']} {took:.0f} ms in the {where} thread")

    def think(self, seat: int) -> None:
        self.thinking = seat >= 0
        self._thought |= self.thinking

    def _tick(self) -> None:
        now = time.perf_counter()
        gap = (now - self._last) * 1000
        self._last = now
        self.gaps.append(gap)
        if gap > BUDGET_MS / 2:
            thinking = ["a computer thinking"] if self._thought or self.thinking else []
            self.stalls.append((gap, thinking + self.happened[-6:]))
        self.happened.clear()
        self._thought = self.thinking


class Robot:
    """Plays the human seat through the window, and opens what a curious player opens."""

    def __init__(self, window: MainWindow, beat: Heartbeat, hands: int) -> None:
        self.window = window
        self.controller: GameController = window.controller
        self.beat = beat
        self.hands = hands
        self.moves = 0
        self.todo: list[str] = []  # what is still to open in this hand (or summary)
        self.planned = (-1, -1)  # (hand, 0 at the table or 1 at its summary) last planned
        self.opened = None
        self.held = 0
        self.hinted: tuple = ()
        c = self.controller
        for name in ("card_played", "trick_won", "checkpoint", "hand_finished", "cards_exchanged",
                     "hint_ready", "undone", "state_changed"):
            getattr(c, name).connect(lambda *args, name=name: beat.note(name))
        c.hint_ready.connect(lambda cards, _why: setattr(self, "hinted", tuple(cards)))
        c.ai_thinking.connect(beat.think)
        self._timer = QTimer()
        self._timer.setInterval(STEP_MS)
        self._timer.timeout.connect(self.step)
        self._timer.start()

    def timed(self, what: str, action) -> None:
        """Run ``action`` and note it, with how long it took, for the stall report."""
        start = time.perf_counter()
        action()
        self.beat.note(f"{what} ({(time.perf_counter() - start) * 1000:.0f} ms)")

    def step(self) -> None:
        w, c = self.window, self.controller
        if self.opened is not None:
            self.held += STEP_MS
            if self.held >= self.hold:
                opened, self.opened = self.opened, None
                self.timed(f"{opened.objectName() or type(opened).__name__} closed", opened.close)
            return
        hand = len(c.match.results)
        if w.dialog is not None:
            self.plan(hand, 1, AT_SUMMARY)
            if self.todo:
                self.open(self.todo.pop(0), w.dialog)
            elif hand >= self.hands or c.is_over:
                self._timer.stop()
                QApplication.instance().quit()
            else:
                self.timed("summary closed", w.dialog.accept)
            return
        if c.awaiting_moon_choice() or not c.human_to_act():
            return
        self.moves += 1
        if self.moves % 8 == 5:
            self.plan(hand, 0, AT_TABLE)
        if self.todo and self.planned[1] == 0:
            self.open(self.todo.pop(0), None)
            return
        if self.moves % 3 == 0 and not self.hinted:
            self.timed("hint asked", c.request_hint)
            return
        if c.can_pass():
            cards = self.hinted or c.match.hand.hand(HUMAN)[:c.match.rules.pass_count]
            self.hinted = ()
            self.timed("pass", lambda: c.pass_cards(cards))
            return
        legal = cards_of(c.match.hand.legal_mask(HUMAN))
        card = self.hinted[0] if self.hinted and self.hinted[0] in legal else legal[0]
        self.hinted = ()
        self.timed("card clicked", lambda: click(w, card_point(w, card)))

    def plan(self, hand: int, where: int, what: tuple[str, ...]) -> None:
        if self.planned < (hand, where):
            self.planned = (hand, where)
            self.todo = list(what)

    def open(self, what: str, summary) -> None:
        w = self.window
        self.held, self.hold = 0, HOLD_MS
        if what in ("review", "practice"):
            buttons = summary.findChild(HandButtons)
            self.hold = REVIEW_HOLD_MS if what == "review" else HOLD_MS
            opener = buttons.open_review if what == "review" else buttons.open_practice
            self.timed(f"{what} opened", lambda: setattr(self, "opened", opener()))
        elif what == "big":
            self.timed("resized to 1600×1000", lambda: w.resize(1600, 1000))
        elif what == "small":
            self.timed("resized to 1024×640", lambda: w.resize(1024, 640))
        elif what == "language":
            other = "da" if language_manager().language != "da" else "nb"
            self.timed(f"language {other}", lambda: language_manager().set_language(other))
        else:
            action = (w.findChild(QAction, "statistics_action") if what == "statistics"
                      else getattr(w, f"{what}_action"))
            before = set(QApplication.topLevelWidgets())
            self.timed(f"{what} opened", action.trigger)
            new = [x for x in QApplication.topLevelWidgets() if x not in before and x.isVisible()]
            self.opened = new[0] if new else None


class TimedApplication(QApplication):
    """Times every event the GUI thread delivers, to say which ones the stalls were."""

    slow: list[tuple[float, str]] = []

    def notify(self, receiver, event) -> bool:
        start = time.perf_counter()
        try:
            return super().notify(receiver, event)
        finally:
            took = (time.perf_counter() - start) * 1000
            if took > BUDGET_MS / 2:
                name = receiver.objectName() or type(receiver).__name__
                what = f"{event.type().name} to {name} ({took:.0f} ms)"
                self.slow.append((took, what))
                if self.heartbeat is not None:
                    self.heartbeat.note(what)

    heartbeat = None


def card_point(window: MainWindow, card) -> QPoint:
    item = window.table.item(card)
    local = QPointF(-item.width / 2 + min(14.0, item.width * 0.12), 0)
    return window.table.mapFromScene(item.mapToScene(local))


def click(window: MainWindow, pos: QPoint) -> None:
    viewport = window.table.viewport()
    for kind, held in ((QEvent.Type.MouseButtonPress, True), (QEvent.Type.MouseButtonRelease, False)):
        event = QMouseEvent(kind, QPointF(pos), QPointF(viewport.mapToGlobal(pos)),
                            Qt.MouseButton.LeftButton,
                            Qt.MouseButton.LeftButton if held else Qt.MouseButton.NoButton,
                            Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(viewport, event)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=3)
    parser.add_argument("--level", choices=[level.value for level in Level], default="svaer")
    parser.add_argument("--speed", choices=[speed.value for speed in Speed], default="normal")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--show", type=int, default=10, help="how many of the longest gaps to list")
    parser.add_argument("--switch-interval", type=float, default=None,
                        help="sys.setswitchinterval before the game starts, in seconds")
    parser.add_argument("--in-thread", action="store_true",
                        help="the computers think in a thread of this process, as before 2026-12-06")
    parser.add_argument("--events", action="store_true",
                        help="time every event the GUI thread delivers (slower) and name the slow ones")
    args = parser.parse_args()
    if args.in_thread:
        use_threads()
    if args.switch_interval:
        sys.setswitchinterval(args.switch_interval)
    if args.events:
        TimedApplication(sys.argv[:1])
    app = application()
    quit_on_signals(app)  # as the game: SIGTERM ends it as Quit does (benchmarks/quit_anytime.py)
    if hasattr(signal, "SIGUSR1"):
        faulthandler.register(signal.SIGUSR1, all_threads=True)  # where a stuck run is stuck
    install_language(app, "nb")
    with tempfile.TemporaryDirectory(prefix="hearts-stalls-") as folder:
        paths = AppPaths(Path(folder) / "data", Path(folder) / "config")
        services = AppServices(paths)
        settings = UiSettings(services)
        settings.set_speed(Speed(args.speed))
        setup = GameSetup(rules=preset("spar-dame"), deals=SeededDeals(args.seed),
                          level=Level(args.level), ai_seed=args.seed)
        controller = GameController(setup, speed_factor=settings.speed().factor,
                                    computers_claim=True)
        window = MainWindow(controller, settings)
        width, height = (int(x) for x in args.size.split("x"))
        window.resize(width, height)
        window.show()
        attach_services(window, controller, services)
        beat = Heartbeat()
        gc.callbacks.append(beat.collected)
        if args.events:
            app.heartbeat = beat
        robot = Robot(window, beat, args.hands)
        started = time.perf_counter()
        controller.start()
        QTimer.singleShot(30 * 60 * 1000, app.quit)
        app.exec()
        controller.worker.wait(5000)
        seconds = time.perf_counter() - started
    gaps = beat.gaps
    if not gaps:  # ended (SIGTERM) before the first tick
        print("no ticks")
        return 0
    over = [gap for gap in gaps if gap > BUDGET_MS]
    where = "a thread" if args.in_thread else "the helper process"
    print(f"{QApplication.platformName()}, level {args.level} in {where}, speed {args.speed}, "
          f"{len(controller.match.results)} hands, {robot.moves} moves in {seconds:.0f} s")
    print(f"gaps between {TICK_MS} ms ticks: {len(gaps)}, median {statistics.median(gaps):.1f} ms, "
          f"p99 {percentile(gaps, 0.99):.1f} ms, max {max(gaps):.1f} ms, "
          f"over {BUDGET_MS} ms: {len(over)}")
    for gap, happened in sorted(beat.stalls, key=lambda s: -s[0])[:args.show]:
        print(f"  {gap:6.1f} ms  {' · '.join(happened) or '(nothing noted)'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
