#!/usr/bin/env python3
"""Render the window and its dialogs in Bokmål and Danish, offscreen, into docs/screenshots/.

Usage: python scripts/screenshot_languages.py [output-folder] [languages, default: nb da]
Files: table_<lang>.png, passing_<lang>.png, new_game_<lang>.png, settings_<lang>.png,
rules_<lang>.png, hand_over_<lang>.png, review_<lang>.png (Svær's review of that hand, first
entry selected), review_board_<lang>.png (its position board alone), practice_<lang>.png,
write_failed_<lang>.png (a settings folder that cannot be written), folder_is_file_<lang>.png,
already_open_<lang>.png (a second start, when the open copy does not answer), woken_<lang>.png
(what the open copy says when it does), the table's moments at 1280x800 and 1024x640:
trick-winner_<lang>_<size>.png (a finished trick, its winner marked), passing-flight_<lang>_<size>.png
(passed cards in mid-flight), illegal-bubble_<lang>_<size>.png (why a card is refused; also at
640x480, where the bubble comes down clear of the trick) and trick-6-players_<lang>_<size>.png, and every dialog drawn over the window at 1024×640 and
1280×800 (``dialogs/<dialog>_<lang>_<size>.png``): new game (folded and with the custom rules
out), welcome, the question before replacing a game, hand summary (and a moon), the end of
a game, score sheet, statistics, settings, tips.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

if "QT_QPA_PLATFORM" not in os.environ:
    # A 1920×1080 offscreen screen: dialogs are sized as on a desktop, not capped at 2/3 of
    # the offscreen plugin's default 800×800.
    _screen = Path(tempfile.gettempdir()) / "hearts-screenshot-screen.json"
    _screen.write_text('{"screens": [{"name": "desktop", "x": 0, "y": 0, "width": 1920, '
                       '"height": 1080, "logicalDpi": 96}]}')
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={_screen}"
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import datetime as dt  # noqa: E402
import random  # noqa: E402

from PySide6.QtGui import QColor, QPainter  # noqa: E402

from hearts_desktop.ai import Level, make_player  # noqa: E402
from hearts_desktop.app import i18n  # noqa: E402
from hearts_desktop.app.setup import GameSetup  # noqa: E402
from hearts_desktop.engine import (  # noqa: E402
    CARDS, EndRule, ExplicitDeals, Passing, Phase, SeededDeals, Suit, preset,
)
from hearts_desktop.ui.dialogs.welcome import WelcomeDialog  # noqa: E402
from hearts_desktop.ui.rules_dialog import TipsDialog  # noqa: E402
from hearts_desktop.ui.statistics_dialog import StatisticsDialog  # noqa: E402
from hearts_desktop.ui.app import application  # noqa: E402
from hearts_desktop.ui.controller import HUMAN, GameController  # noqa: E402
from hearts_desktop.ui.dialogs.new_game import NewGameDialog  # noqa: E402
from hearts_desktop.ui.dialogs.summaries import GameOverDialog  # noqa: E402
from hearts_desktop.ui.dialogs.settings import SettingsDialog  # noqa: E402
from hearts_desktop.ui.main_window import MainWindow  # noqa: E402
from hearts_desktop.ui.rules_dialog import RulesDialog  # noqa: E402
from hearts_desktop.ui.settings import UiSettings  # noqa: E402
from hearts_desktop.ui.persistence import GameKeeper  # noqa: E402
from hearts_desktop.ui.single_instance import already_open_text, bring_to_front  # noqa: E402
from hearts_desktop.app.paths import AppPaths  # noqa: E402
from hearts_desktop.app.problems import (  # noqa: E402
    FileKind, LoadProblem, ProblemCode, WriteProblem, problem_message, write_problem_message,
)
from PySide6.QtWidgets import QMessageBox  # noqa: E402


def settle(app, until, seconds: float = 20.0) -> None:
    deadline = time.monotonic() + seconds
    while not until():
        if time.monotonic() > deadline:
            raise TimeoutError("the game did not reach the wanted state")
        app.processEvents()


def open_window(app, settings, tricks: int | None, until_hand_end: bool = False,
                setup: GameSetup | None = None, size: tuple[int, int] = (1280, 800)) -> MainWindow:
    """A window on a fixed Spar dame deal, after ``tricks`` tricks (None: while passing)."""
    setup = setup or GameSetup(rules=preset("spar-dame"), deals=SeededDeals(7), ai_seed=7)
    controller = GameController(setup, threaded=False, speed_factor=0)
    window = MainWindow(controller, settings)
    window.table.set_speed_factor(0)
    window.resize(*size)
    window.show()
    controller.start()
    helper = make_player(Level.MELLEM, 99)
    while True:
        settle(app, lambda: controller.human_to_act() or window.dialog is not None)
        if window.dialog is not None:
            break
        hand = controller.match.hand
        if hand.phase is Phase.PASSING:
            choice = helper.choose_pass(controller.match.view(HUMAN))
            if tricks is None:
                for card in choice[:2]:
                    window.table._toggle_pass(card)
                break
            controller.pass_cards(choice)
            continue
        if not until_hand_end and tricks is not None and len(hand.tricks) >= tricks and hand.trick:
            break
        controller.play_card(helper.choose_card(controller.match.view(HUMAN)))
    window.table.refresh(animate=False)
    app.processEvents()
    return window


def live_window(app, settings, players: int, seed: int, size: tuple[int, int]) -> MainWindow:
    """A window that animates at normal speed (the moments below are caught mid-way)."""
    setup = GameSetup(rules=preset("spar-dame", players), deals=SeededDeals(seed), ai_seed=seed)
    controller = GameController(setup, threaded=False, speed_factor=1.0)
    window = MainWindow(controller, settings)
    window.table.set_speed_factor(1.0)
    window.resize(*size)
    window.show()
    controller.start()
    return window


def wait(app, msecs: int) -> None:
    deadline = time.monotonic() + msecs / 1000
    while time.monotonic() < deadline:
        app.processEvents()


def play_to_trick_end(app, window, tricks: int) -> None:
    """Play (the helper's cards for the human) until trick number ``tricks`` lies complete."""
    controller = window.controller
    helper = make_player(Level.MELLEM, 99)
    while True:
        settle(app, lambda: controller.human_to_act() or controller.showing_trick is not None
               or window.dialog is not None, 60)
        hand = controller.match.hand
        if controller.showing_trick is not None:
            if len(hand.tricks) >= tricks:
                wait(app, 500)  # the last card has landed
                return
            settle(app, lambda: controller.showing_trick is None, 10)
            continue
        if hand.phase is Phase.PASSING:
            controller.pass_cards(helper.choose_pass(controller.match.view(HUMAN)))
            continue
        controller.play_card(helper.choose_card(controller.match.view(HUMAN)))


def shoot_moments(app, settings, out: Path, lang: str, size: tuple[int, int]) -> None:
    tag = f"{lang}_{size[0]}x{size[1]}"
    window = live_window(app, settings, 4, 7, size)
    play_to_trick_end(app, window, 2)
    grab(app, window, out / f"trick-winner_{tag}.png")
    window.close()
    window = live_window(app, settings, 6, 3, size)
    play_to_trick_end(app, window, 2)
    grab(app, window, out / f"trick-6-players_{tag}.png")
    window.close()
    window = live_window(app, settings, 4, 7, size)
    controller = window.controller
    settle(app, controller.can_pass, 30)
    for card in make_player(Level.MELLEM, 99).choose_pass(controller.match.view(HUMAN)):
        window.table._toggle_pass(card)
    window.table.send_pass()
    settle(app, lambda: window.table.passing_in_flight, 30)
    wait(app, 260)  # about halfway
    grab(app, window, out / f"passing-flight_{tag}.png")
    settle(app, controller.can_play, 30)
    hand = controller.match.hand
    illegal = [c for c in hand.hand(HUMAN) if not hand.legal_mask(HUMAN) & c.mask]
    if illegal:
        controller.play_card(illegal[len(illegal) // 2])
        wait(app, 300)
        grab(app, window, out / f"illegal-bubble_{tag}.png")
    window.close()


def grab(app, widget, path: Path) -> Path:
    widget.show()
    for _ in range(5):
        app.processEvents()
    widget.grab().save(str(path))
    print(path)
    return path


def over_window(app, window: MainWindow, dialog, path: Path) -> Path:
    """The window with ``dialog`` centred over it, as a player sees it (overflow is cut off)."""
    window.show()
    dialog.show()
    for _ in range(5):
        app.processEvents()
    picture = window.grab()
    face = dialog.grab()
    painter = QPainter(picture)
    painter.fillRect(picture.rect(), QColor(0, 0, 0, 70))
    painter.drawPixmap((picture.width() - face.width()) // 2,
                       (picture.height() - face.height()) // 2, face)
    painter.end()
    picture.save(str(path))
    print(path)
    return path


def all_clubs_deal() -> ExplicitDeals:
    """The player holds every club, so takes every trick: a moon."""
    by_suit = {s: [c for c in CARDS if c.suit is s] for s in Suit}
    others = by_suit[Suit.DIAMONDS] + by_suit[Suit.SPADES] + by_suit[Suit.HEARTS]
    return ExplicitDeals.of([by_suit[Suit.CLUBS], others[0::3], others[1::3], others[2::3]])


def finish_hands(app, window: MainWindow, hands: int) -> None:
    """Go on from a hand summary until ``hands`` hands are done (the last summary stays open)."""
    helper = make_player(Level.MELLEM, 5)
    c = window.controller
    while len(c.match.results) < hands:
        window.dialog.accept()
        app.processEvents()
        while window.dialog is None:
            settle(app, lambda: c.human_to_act() or window.dialog is not None)
            if window.dialog is not None:
                break
            view = c.match.view(HUMAN)
            if c.match.hand.phase is Phase.PASSING:
                c.pass_cards(helper.choose_pass(view))
            else:
                c.play_card(helper.choose_card(view))


def played_statistics(services) -> None:
    """Twelve quick games at two levels and a daily deal, for the statistics dialog."""
    rules = preset("spar-dame").with_options(end_rule=EndRule.HANDS, end_hands=3)
    for game in range(12):
        level = Level.MELLEM if game % 3 else Level.SVAER
        setup = GameSetup(rules, SeededDeals(100 + game), level)
        match, rng = setup.new_match(), random.Random(game)
        while not match.is_over:
            seat = match.to_act()[0]
            hand = match.hand
            if hand.phase is Phase.PASSING:
                match.pass_cards(seat, rng.sample(list(hand.hand(seat)), hand.pass_count))
            else:
                match.play(seat, rng.choice(hand.legal_cards(seat)))
        services.statistics.record_game(setup, match, dt.date(2026, 11, 10 + game))
    services.statistics.record_daily_started(dt.date(2026, 11, 30))


def shoot_dialogs(app, settings, out: Path, lang: str, size: tuple[int, int]) -> None:
    """Every dialog of issue 14 over the window at ``size``."""
    tag = f"{lang}_{size[0]}x{size[1]}"
    window = open_window(app, settings, tricks=1, size=size)
    window.new_action.trigger()  # the player has played: the question comes first
    over_window(app, window, window.dialog, out / f"replace_game_{tag}.png")
    window.dialog.done(0)
    app.processEvents()
    dialog = NewGameDialog(window.controller.setup, window)
    over_window(app, window, dialog, out / f"new_game_{tag}.png")
    dialog.show_details(True)
    over_window(app, window, dialog, out / f"new_game_custom_{tag}.png")
    dialog.close()
    dialog = WelcomeDialog(Level.MELLEM, "spar-dame", window)
    over_window(app, window, dialog, out / f"welcome_{tag}.png")
    dialog.close()
    dialog = SettingsDialog(settings.speed(), settings.four_colour(), window, Level.MELLEM, "")
    over_window(app, window, dialog, out / f"settings_{tag}.png")
    dialog.close()
    dialog = TipsDialog(window)
    over_window(app, window, dialog, out / f"tips_{tag}.png")
    dialog.close()
    played_statistics(settings.services)
    dialog = StatisticsDialog(settings.services, window, current=window.controller.match)
    over_window(app, window, dialog, out / f"statistics_{tag}.png")
    dialog.tabs.setCurrentIndex(1)
    over_window(app, window, dialog, out / f"statistics_levels_{tag}.png")
    dialog.close()
    settings.services.statistics.reset()
    window.close()
    window = open_window(app, settings, tricks=0, until_hand_end=True, size=size)
    over_window(app, window, window.dialog, out / f"hand_summary_{tag}.png")
    finish_hands(app, window, 4)
    window.dialog.accept()
    app.processEvents()
    window.show_score_sheet()
    over_window(app, window, window.dialog, out / f"score_sheet_{tag}.png")
    window.close()
    short = preset("spar-dame").with_options(end_rule=EndRule.HANDS, end_hands=5)
    window = open_window(app, settings, tricks=0, until_hand_end=True, size=size,
                         setup=GameSetup(rules=short, deals=SeededDeals(7), ai_seed=7))
    finish_hands(app, window, 5)
    window.dialog.accept()  # the last summary: the game is over
    settle(app, lambda: isinstance(window.dialog, GameOverDialog))
    over_window(app, window, window.dialog, out / f"game_over_{tag}.png")
    window.close()
    moon = GameSetup(rules=preset("spar-dame").with_options(passing=Passing.NONE), deals=all_clubs_deal())
    window = open_window(app, settings, tricks=0, until_hand_end=True, setup=moon, size=size)
    over_window(app, window, window.dialog, out / f"hand_summary_moon_{tag}.png")
    window.close()


def shoot(app, settings, out: Path, lang: str) -> None:
    i18n.install(app, lang)
    app.processEvents()
    if os.environ.get("SHOTS") == "moments":  # only the table's moments, while working on them
        for size in ((1280, 800), (1024, 640)):
            shoot_moments(app, settings, out, lang, size)
        return
    window = open_window(app, settings, tricks=3)
    grab(app, window, out / f"table_{lang}.png")
    dialog = NewGameDialog(window.controller.setup, window)
    grab(app, dialog, out / f"new_game_{lang}.png")
    dialog.close()
    dialog = SettingsDialog(settings.speed(), settings.four_colour(), window)
    grab(app, dialog, out / f"settings_{lang}.png")
    dialog.close()
    dialog = RulesDialog(window.controller.setup.rules, window)
    grab(app, dialog, out / f"rules_{lang}.png")
    dialog.close()
    window.close()
    window = open_window(app, settings, tricks=None)
    grab(app, window, out / f"passing_{lang}.png")
    window.close()
    window = open_window(app, settings, tricks=0, until_hand_end=True)
    if window.dialog is not None:
        grab(app, window.dialog, out / f"hand_over_{lang}.png")
        shoot_learning(app, window.dialog, out, lang)
    window.close()
    dialogs = out / "dialogs"
    dialogs.mkdir(exist_ok=True)
    for size in ((1024, 640), (1280, 800)):
        shoot_dialogs(app, settings, dialogs, lang, size)
    shoot_storage_messages(app, settings, out, lang)
    for size in ((1280, 800), (1024, 640)):
        shoot_moments(app, settings, out, lang, size)
    shoot_low_table(app, settings, out, lang)


def shoot_low_table(app, settings, out: Path, lang: str) -> None:
    """Why a card is refused on a 640x480 window, where the trick fills the bubble's usual place."""
    window = open_window(app, settings, tricks=3, size=(640, 480))
    hand = window.controller.match.hand
    illegal = [c for c in hand.hand(HUMAN) if not hand.legal_mask(HUMAN) & c.mask]
    if illegal:  # on this deal there are: the player must follow diamonds
        window.controller.play_card(illegal[len(illegal) // 2])
        grab(app, window, out / f"illegal-bubble_{lang}_640x480.png")
    window.close()


def shoot_storage_messages(app, settings, out: Path, lang: str) -> None:
    """The boxes the player sees when files cannot be written, or the game is already open."""
    home = Path("/home/kari")
    paths = AppPaths(home / ".local/share/hearts-desktop", home / ".config/hearts-desktop")
    texts = {
        "write_failed": write_problem_message(WriteProblem(
            FileKind.SETTINGS, paths.settings_file, PermissionError(13, "Permission denied"))),
        "folder_is_file": problem_message(LoadProblem(
            FileKind.SAVE, ProblemCode.FOLDER_IS_FILE, paths.data_dir)),
    }
    window = open_window(app, settings, tricks=1)
    keeper = GameKeeper(settings.services, window.controller, window)
    for name, text in texts.items():
        keeper.tell(text)
        box = window.findChildren(QMessageBox)[-1]
        for _ in range(5):
            app.processEvents()
        grab(app, box, out / f"{name}_{lang}.png")  # a window of its own, not in window.grab()
        box.close()
    bring_to_front(window, keeper.tell)
    grab(app, window.findChildren(QMessageBox)[-1], out / f"woken_{lang}.png")
    window.close()
    box = QMessageBox(QMessageBox.Icon.Information, "Spar dame", already_open_text(paths, False))
    grab(app, box, out / f"already_open_{lang}.png")
    box.close()


def shoot_learning(app, summary, out: Path, lang: str) -> None:
    """Svær's review of the finished hand, its position board, and the deal played again."""
    review = summary.hand_tools.open_review()
    settle(app, lambda: review.state != "running", seconds=300)
    if review.entries.count():
        review.entries.setCurrentRow(review.entries.count() - 1)
    grab(app, review, out / f"review_{lang}.png")
    grab(app, review.board, out / f"review_board_{lang}.png")
    review.close()
    practice = summary.hand_tools.open_practice()
    practice.resize(1024, 640)
    settle(app, lambda: practice.controller.human_to_act())
    practice.table.refresh(animate=False)
    grab(app, practice, out / f"practice_{lang}.png")
    practice.close()


def main() -> int:
    root = Path(__file__).resolve().parent.parent
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else root / "docs" / "screenshots"
    languages = sys.argv[2:] or ["nb", "da"]
    out.mkdir(parents=True, exist_ok=True)
    app = application()
    with tempfile.TemporaryDirectory() as config:
        settings = UiSettings.in_folder(config)
        for lang in languages:
            shoot(app, settings, out, lang)
    i18n.install(app, "en")
    return 0


if __name__ == "__main__":
    sys.exit(main())
