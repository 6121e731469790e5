"""One object the window talks to: the folders, the settings, the statistics and the save.

Loading never raises (problems are collected for the window to show); writing returns the
``OSError`` instead of raising, so a full disk costs a message, never the game.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from ..engine import Match
from .paths import AppPaths
from .problems import LoadProblem
from .saves import LoadResult, delete_save, load_game, save_game
from .settings import Settings, load_settings, save_settings
from .setup import GameSetup
from .statistics import Statistics, load_statistics, save_statistics


class AppServices:
    """Saves, settings and statistics of one run of the game."""

    def __init__(self, paths: AppPaths, locale_name: str | None = None) -> None:
        self.paths = paths
        self.problems: list[LoadProblem] = []
        # Nothing written yet (no settings, no save): the player is asked for a level and rules.
        self.first_start = not paths.settings_file.exists() and not paths.save_file.exists()
        settings = load_settings(paths.settings_file, locale_name)
        self.settings: Settings = settings.settings
        statistics = load_statistics(paths.statistics_file)
        self.statistics: Statistics = statistics.statistics
        self.problems += [p for p in (settings.problem, statistics.problem) if p is not None]

    # The game in progress ------------------------------------------------------------------

    def load_saved_game(self) -> LoadResult:
        """The saved game, if any; a problem is also added to ``problems``."""
        result = load_game(self.paths.save_file)
        if result.problem is not None:
            self.problems.append(result.problem)
        return result

    def save_game(self, setup: GameSetup, match: Match) -> OSError | None:
        """Save the game in progress (a finished game removes the save instead)."""
        try:
            if match.is_over:
                delete_save(self.paths.save_file)
            else:
                save_game(self.paths.save_file, setup, match)
        except OSError as error:
            return error
        return None

    def discard_saved_game(self) -> OSError | None:
        """Forget the saved game (the player declined to continue it or began another)."""
        try:
            delete_save(self.paths.save_file)
        except OSError as error:
            return error
        return None

    # Settings and statistics ---------------------------------------------------------------

    def save_settings(self, settings: Settings | None = None) -> OSError | None:
        """Keep these settings (or the current ones) and write them."""
        if settings is not None:
            self.settings = settings
        try:
            save_settings(self.paths.settings_file, self.settings)
        except OSError as error:
            return error
        return None

    def game_started(self, setup: GameSetup) -> OSError | None:
        """Note a new game: the daily deal counts as played from its first card."""
        if not setup.is_daily:
            return None
        self.statistics.record_daily_started(setup.deals.date)  # type: ignore[attr-defined]
        return self._write_statistics()

    def game_finished(self, setup: GameSetup, match: Match, today: dt.date | None = None) -> OSError | None:
        """Count a finished game once and remove its save."""
        error = None
        if self.statistics.record_game(setup, match, today):
            error = self._write_statistics()
        return self.save_game(setup, match) or error

    def reset_statistics(self) -> OSError | None:
        """Forget every statistic (the dialog's reset button)."""
        self.statistics.reset()
        return self._write_statistics()

    def take_problems(self) -> list[LoadProblem]:
        """The problems not yet shown to the player, emptied."""
        problems, self.problems = self.problems, []
        return problems

    def _write_statistics(self) -> OSError | None:
        try:
            save_statistics(self.paths.statistics_file, self.statistics)
        except OSError as error:
            return error
        return None


def services_for(data_dir: str | Path | None = None, config_dir: str | Path | None = None,
                 locale_name: str | None = None) -> AppServices:
    """Services for these folders (or the environment's, or the platform's)."""
    from .paths import resolve_paths

    return AppServices(resolve_paths(data_dir, config_dir), locale_name)
