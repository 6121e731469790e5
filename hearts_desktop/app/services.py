"""One object the window talks to: the folders, the settings, the statistics and the save.

Loading never raises (problems are collected for the window to show); writing returns the
``OSError`` instead of raising, so a full disk costs a message, never the game. The first
failure of each file (until it is written again) also goes to ``write_listeners``, which is
how the window tells the player once. Settings that could not be written stay in effect in
memory and go out with the next write; statistics are merged with the file on every write.
"""

from __future__ import annotations

import copy
import datetime as dt
from pathlib import Path
from typing import Callable

from ..engine import Match
from .paths import AppPaths
from .instance import file_lock
from .problems import FileKind, LoadProblem, ProblemCode, WriteProblem
from .saves import LoadResult, delete_save, load_game, save_game
from .settings import Settings, load_settings, save_settings
from .setup import GameSetup
from .statistics import Statistics, load_statistics, save_statistics
from .statistics_merge import add_counted


class AppServices:
    """Saves, settings and statistics of one run of the game."""

    def __init__(self, paths: AppPaths, locale_name: str | None = None) -> None:
        self.paths = paths
        self.problems: list[LoadProblem] = []
        # Nothing written yet (no settings, no save): the player is asked for a level and rules.
        self.first_start = not paths.settings_file.exists() and not paths.save_file.exists()
        self.write_listeners: list[Callable[[WriteProblem], None]] = []
        self._failing: set[FileKind] = set()  # told already; quiet until a write succeeds
        self._told_folders: set[Path] = set()
        self._uncounted: list[Statistics] = []  # one per game counted but not yet written
        self._reset = False  # the next statistics write starts from zero instead of merging
        settings = load_settings(paths.settings_file, locale_name)
        self.settings: Settings = settings.settings
        statistics = load_statistics(paths.statistics_file)
        self.statistics: Statistics = statistics.statistics
        for problem in (settings.problem, statistics.problem):
            self._add_problem(problem)

    # The game in progress ------------------------------------------------------------------

    def load_saved_game(self) -> LoadResult:
        """The saved game, if any; a problem is also added to ``problems``."""
        result = load_game(self.paths.save_file)
        self._add_problem(result.problem)
        return result

    def save_game(self, setup: GameSetup, match: Match) -> OSError | None:
        """Save the game in progress (a finished game removes the save instead)."""
        if match.is_over:
            return self._write(FileKind.SAVE, lambda: delete_save(self.paths.save_file))
        return self._write(FileKind.SAVE, lambda: save_game(self.paths.save_file, setup, match))

    def discard_saved_game(self) -> OSError | None:
        """Forget the saved game (the player declined to continue it or began another)."""
        return self._write(FileKind.SAVE, lambda: delete_save(self.paths.save_file))

    # Settings and statistics ---------------------------------------------------------------

    def save_settings(self, settings: Settings | None = None) -> OSError | None:
        """Keep these settings (or the current ones) and write them.

        They are in effect even if the write fails, and the next write stores them.
        """
        if settings is not None:
            self.settings = settings
        return self._write(FileKind.SETTINGS,
                           lambda: save_settings(self.paths.settings_file, self.settings))

    def game_started(self, setup: GameSetup) -> OSError | None:
        """Note a new game: the daily deal counts as played from its first card."""
        if not setup.is_daily:
            return None
        date = setup.deals.date  # type: ignore[attr-defined]
        self.statistics.record_daily_started(date)
        started = Statistics()
        started.record_daily_started(date)
        self._uncounted.append(started)
        return self._write_statistics()

    def game_finished(self, setup: GameSetup, match: Match, today: dt.date | None = None) -> OSError | None:
        """Count a finished game once and remove its save."""
        error = None
        if self.statistics.record_game(setup, match, today):
            counted = Statistics()
            counted.record_game(setup, match, today)
            self._uncounted.append(counted)
            error = self._write_statistics()
        return self.save_game(setup, match) or error

    def reset_statistics(self) -> OSError | None:
        """Forget every statistic (the dialog's reset button)."""
        self.statistics.reset()
        self._uncounted, self._reset = [], True
        return self._write_statistics()

    def take_problems(self) -> list[LoadProblem]:
        """The problems not yet shown to the player, emptied."""
        problems, self.problems = self.problems, []
        return problems

    def _add_problem(self, problem: LoadProblem | None) -> None:
        if problem is None:
            return
        if problem.code is ProblemCode.FOLDER_IS_FILE:  # one folder, told once for all its files
            if problem.path in self._told_folders:
                return
            self._told_folders.add(problem.path)
        self.problems.append(problem)

    def _write(self, kind: FileKind, write: Callable[[], None]) -> OSError | None:
        try:
            write()
        except OSError as error:
            if kind not in self._failing and self.write_listeners:
                self._failing.add(kind)
                path = {FileKind.SAVE: self.paths.save_file, FileKind.SETTINGS: self.paths.settings_file,
                        FileKind.STATISTICS: self.paths.statistics_file}[kind]
                for listener in list(self.write_listeners):
                    listener(WriteProblem(kind, path, error))
            return error
        self._failing.discard(kind)
        return None

    def _write_statistics(self) -> OSError | None:
        return self._write(FileKind.STATISTICS, self._merge_and_write_statistics)

    def _merge_and_write_statistics(self) -> None:
        # Re-read, add what this run counted, write: another copy's games are never lost.
        path = self.paths.statistics_file
        with file_lock(path):
            on_disk = None if self._reset else load_statistics(path)
            if on_disk is None:
                merged = Statistics()
            elif on_disk.problem is None:
                merged = on_disk.statistics
                for counted in self._uncounted:
                    add_counted(merged, counted)
            else:  # damaged since the start (and now kept aside): what this run knew is best
                self._add_problem(on_disk.problem)
                merged = copy.deepcopy(self.statistics)
            save_statistics(path, merged)
        self._uncounted, self._reset = [], False
        self.statistics.__dict__.update(merged.__dict__)  # the dialog may hold this object


def services_for(data_dir: str | Path | None = None, config_dir: str | Path | None = None,
                 locale_name: str | None = None) -> AppServices:
    """Services for these folders (or the environment's, or the platform's)."""
    from .paths import resolve_paths

    return AppServices(resolve_paths(data_dir, config_dir), locale_name)
