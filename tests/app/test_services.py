"""The services object the window uses, and the player-facing problem texts."""

from __future__ import annotations

import datetime as dt
import random

from hearts_desktop.ai import Level
from hearts_desktop.app import storage
from hearts_desktop.app.paths import AppPaths
from hearts_desktop.app.problems import (
    FileKind, LoadProblem, ProblemCode, WriteProblem, problem_message, write_problem_message,
)
from hearts_desktop.app.services import AppServices
from hearts_desktop.app.setup import GameSetup
from hearts_desktop.engine import preset

from .games import play_random, short_setup


def make(tmp_path, locale="en_US") -> AppServices:
    return AppServices(AppPaths(tmp_path / "data", tmp_path / "config"), locale)


def test_fresh_start(tmp_path):
    services = make(tmp_path, "da_DK")
    assert services.settings.language == "da"
    assert services.statistics.total().played == 0
    assert services.take_problems() == []
    result = services.load_saved_game()
    assert result.game is None and result.problem is None


def test_problems_of_every_file_are_collected_once(tmp_path):
    (tmp_path / "config").mkdir()
    (tmp_path / "data").mkdir()
    (tmp_path / "config" / "settings.json").write_text("{broken")
    (tmp_path / "data" / "statistics.json").write_text("[]")
    (tmp_path / "data" / "save.json").write_text('{"format": "hearts-desktop/save", "version": 9}')
    services = make(tmp_path)
    services.load_saved_game()
    problems = services.take_problems()
    assert [(p.kind, p.code) for p in problems] == [
        (FileKind.SETTINGS, ProblemCode.CORRUPT),
        (FileKind.STATISTICS, ProblemCode.CORRUPT),
        (FileKind.SAVE, ProblemCode.FUTURE_VERSION),
    ]
    assert services.take_problems() == []
    # Fresh files can now be written; the bad ones stay aside.
    assert services.save_settings() is None
    assert len(list((tmp_path / "config").glob("settings.json.corrupt-*"))) == 1


def test_checkpoint_resume_and_finish(tmp_path):
    services = make(tmp_path)
    setup = short_setup(level=Level.SVAER)
    match = play_random(setup.new_match(), random.Random(8), 20)
    assert services.save_game(setup, match) is None
    resumed = make(tmp_path).load_saved_game().game
    assert resumed.setup == setup and resumed.match.state_key() == match.state_key()
    play_random(match, random.Random(8))
    assert services.game_finished(setup, match, dt.date(2026, 11, 29)) is None
    assert not services.paths.save_file.exists()  # a finished game is not offered again
    assert services.game_finished(setup, match) is None  # counted once
    again = make(tmp_path)
    assert again.statistics.total(level="svaer").played == 1


def test_daily_game_is_remembered_from_its_start(tmp_path):
    services = make(tmp_path)
    setup = GameSetup.daily(dt.date(2026, 11, 29), preset("spar-dame"), Level.MELLEM)
    assert services.game_started(setup) is None
    assert make(tmp_path).statistics.daily_result(dt.date(2026, 11, 29)).finished is False
    assert services.game_started(short_setup()) is None  # other games: nothing to note


def test_write_failures_are_returned_not_raised(tmp_path, monkeypatch):
    services = make(tmp_path)
    setup = short_setup()
    match = play_random(setup.new_match(), random.Random(1), 4)
    assert services.save_game(setup, match) is None
    before = services.paths.save_file.read_bytes()

    def full(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(storage.os, "replace", full)
    play_random(match, random.Random(1), 4)
    error = services.save_game(setup, match)
    assert isinstance(error, OSError) and error.errno == 28
    assert services.paths.save_file.read_bytes() == before
    assert isinstance(services.save_settings(), OSError)
    assert isinstance(services.reset_statistics(), OSError)
    text = write_problem_message(WriteProblem(FileKind.SAVE, services.paths.save_file, error))
    assert "could not be saved" in text and "the disk is full" in text
    assert str(services.paths.data_dir) in text and "previous file is unchanged" in text


def test_problem_messages_say_what_happened_and_where_the_file_went(tmp_path):
    seen = set()
    for kind in FileKind:
        for code in set(ProblemCode) - {ProblemCode.FOLDER_IS_FILE}:
            moved = tmp_path / f"{kind.value}.json.corrupt-20261129T130000Z"
            problem = LoadProblem(kind, code, tmp_path / f"{kind.value}.json", moved,
                                  fields=("players",))
            text = problem_message(problem)
            assert str(moved) in text
            seen.add(text)
            if code is ProblemCode.INVALID_SETTINGS and kind is FileKind.SETTINGS:
                assert "players" in text
        lost = problem_message(LoadProblem(kind, ProblemCode.CORRUPT, tmp_path / "x.json"))
        assert "could not be moved aside" in lost and str(tmp_path / "x.json") in lost
    # Saves: 6 distinct texts, settings 6, statistics 5 (corrupt/impossible/invalid share one).
    assert len(seen) == 17


def test_problem_texts_reach_the_translator(tmp_path, qapp):
    """lupdate finds every text under the "Storage" context, and a translation is used."""
    import subprocess
    import xml.etree.ElementTree as ElementTree

    from PySide6.QtCore import QCoreApplication, QTranslator

    import hearts_desktop.app.problems as problems_module
    from hearts_desktop.i18n_build import lrelease_command, qt_tool

    ts, qm = tmp_path / "test_xx.ts", tmp_path / "test_xx.qm"
    lupdate = qt_tool("lupdate")
    subprocess.run([lupdate, "-silent", problems_module.__file__, "-ts", str(ts)], check=True)
    tree = ElementTree.parse(ts)
    contexts = tree.getroot().findall("context")
    assert [c.findtext("name") for c in contexts] == ["Storage"]
    messages = contexts[0].findall("message")
    assert len(messages) == 30
    for message in messages:
        translation = message.find("translation")
        translation.text = "XX " + message.findtext("source")
        translation.attrib.pop("type", None)
    tree.write(ts, encoding="utf-8")
    subprocess.run([*lrelease_command(), "-silent", str(ts), "-qm", str(qm)], check=True)
    translator = QTranslator()
    assert translator.load(str(qm))
    QCoreApplication.installTranslator(translator)
    try:
        problem = LoadProblem(FileKind.SAVE, ProblemCode.IMPOSSIBLE_GAME, tmp_path / "s", tmp_path / "t")
        first, second = problem_message(problem).split("\n\n")
        assert first.startswith("XX The saved game describes") and second.startswith("XX ")
    finally:
        QCoreApplication.removeTranslator(translator)


def test_the_app_layer_needs_no_widgets():
    """Importing and using the services loads neither QtWidgets nor QtGui (no display needed)."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    code = ("import sys, tempfile, pathlib\n"
            "from hearts_desktop.app.services import services_for\n"
            "d = pathlib.Path(tempfile.mkdtemp())\n"
            "s = services_for(d / 'data', d / 'config', 'nb_NO')\n"
            "assert s.settings.language == 'nb' and s.save_settings() is None\n"
            "print(sorted(m for m in sys.modules if m.startswith(('PySide6.QtWidgets', 'PySide6.QtGui'))))\n")
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "QT_QPA_PLATFORM", "WAYLAND_DISPLAY")}
    env["PYTHONPATH"] = str(Path(__file__).resolve().parents[2])
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"
