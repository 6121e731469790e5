"""Write failures: told once with the folder and the cause; settings stay in effect."""

from __future__ import annotations

import random

from hearts_desktop.app import storage
from hearts_desktop.app.paths import AppPaths
from hearts_desktop.app.problems import FileKind, WriteProblem, write_problem_message
from hearts_desktop.app.services import AppServices

from .games import play_random, short_setup


def listening(services: AppServices) -> list[WriteProblem]:
    heard: list[WriteProblem] = []
    services.write_listeners.append(heard.append)
    return heard


def test_a_failing_file_is_told_once_until_it_is_written_again(tmp_path, monkeypatch):
    services = AppServices(AppPaths(tmp_path / "data", tmp_path / "config"), "en_US")
    heard = listening(services)
    real_replace = storage.os.replace

    def read_only(src, dst):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(storage.os, "replace", read_only)
    for speed in ("fast", "slow", "off"):
        assert services.save_settings(services.settings.with_changes(animation_speed=speed)) is not None
    assert [(p.kind, p.path) for p in heard] == [(FileKind.SETTINGS, services.paths.settings_file)]
    assert services.settings.animation_speed == "off"  # still in effect for this run
    monkeypatch.setattr(storage.os, "replace", real_replace)
    assert services.save_settings() is None  # a later write stores what could not be written
    assert AppServices(services.paths, "en_US").settings.animation_speed == "off"
    monkeypatch.setattr(storage.os, "replace", read_only)
    services.save_settings()
    assert len(heard) == 2  # failing again after a success is told again


def test_the_message_names_the_folder_and_the_cause(tmp_path, qapp):
    path = tmp_path / "config" / "settings.json"
    text = write_problem_message(WriteProblem(FileKind.SETTINGS, path, PermissionError(13, "Permission denied")))
    assert str(tmp_path / "config") in text and "the game may not write there" in text
    assert "stay in effect" in text
    assert "previous file" not in text  # there was none


def test_a_data_folder_that_is_a_file_is_the_cause_given(tmp_path, qapp):
    not_a_folder = tmp_path / "data"
    not_a_folder.write_text("x")
    services = AppServices(AppPaths(not_a_folder, tmp_path / "config"), "en_US")
    heard = listening(services)
    setup = short_setup()
    error = services.save_game(setup, play_random(setup.new_match(), random.Random(2), 3))
    assert error is not None and len(heard) == 1
    text = write_problem_message(heard[0])
    assert f"“{not_a_folder}” is a file, not a folder." in text
    assert "File exists" not in text and "previous file" not in text
    assert not_a_folder.read_text() == "x"


def test_statistics_of_two_copies_are_merged_on_write(tmp_path):
    paths = AppPaths(tmp_path / "data", tmp_path / "config")
    first, second = AppServices(paths, "en_US"), AppServices(paths, "en_US")  # both read 0 games
    for services, seed in ((first, 1), (second, 2)):
        setup = short_setup(seed=seed)
        assert services.game_finished(setup, play_random(setup.new_match(), random.Random(seed))) is None
    assert AppServices(paths, "en_US").statistics.total().played == 2
    assert second.statistics.total().played == 2  # the later writer sees both


def test_a_game_counted_by_both_copies_counts_once(tmp_path):
    paths = AppPaths(tmp_path / "data", tmp_path / "config")
    first, second = AppServices(paths, "en_US"), AppServices(paths, "en_US")
    setup = short_setup(seed=4)
    match = play_random(setup.new_match(), random.Random(4))
    first.game_finished(setup, match)
    second.game_finished(setup, match)
    assert AppServices(paths, "en_US").statistics.total().played == 1


def test_statistics_not_written_are_written_with_the_next_game(tmp_path, monkeypatch):
    paths = AppPaths(tmp_path / "data", tmp_path / "config")
    services = AppServices(paths, "en_US")
    real_replace = storage.os.replace
    monkeypatch.setattr(storage.os, "replace", lambda src, dst: (_ for _ in ()).throw(OSError(28, "No space")))
    setup = short_setup(seed=5)
    assert services.game_finished(setup, play_random(setup.new_match(), random.Random(5))) is not None
    monkeypatch.setattr(storage.os, "replace", real_replace)
    setup = short_setup(seed=6)
    assert services.game_finished(setup, play_random(setup.new_match(), random.Random(6))) is None
    assert AppServices(paths, "en_US").statistics.total().played == 2


def test_reset_is_not_undone_by_merging(tmp_path):
    paths = AppPaths(tmp_path / "data", tmp_path / "config")
    services = AppServices(paths, "en_US")
    setup = short_setup(seed=7)
    services.game_finished(setup, play_random(setup.new_match(), random.Random(7)))
    assert services.reset_statistics() is None
    assert AppServices(paths, "en_US").statistics.total().played == 0


def test_an_unusual_cause_is_given_in_the_systems_words(tmp_path, qapp):
    problem = WriteProblem(FileKind.SAVE, tmp_path / "save.json", OSError(5, "Input/output error"))
    assert "Reason: Input/output error" in write_problem_message(problem)


def test_statistics_damaged_during_a_run_keep_what_the_run_knew(tmp_path):
    paths = AppPaths(tmp_path / "data", tmp_path / "config")
    services = AppServices(paths, "en_US")
    for seed in (11, 12):
        setup = short_setup(seed=seed)
        services.game_finished(setup, play_random(setup.new_match(), random.Random(seed)))
    paths.statistics_file.write_text("{damaged")
    setup = short_setup(seed=13)
    assert services.game_finished(setup, play_random(setup.new_match(), random.Random(13))) is None
    problems = services.take_problems()
    assert len(problems) == 1 and problems[0].moved_to.read_text() == "{damaged"
    assert AppServices(paths, "en_US").statistics.total().played == 3
