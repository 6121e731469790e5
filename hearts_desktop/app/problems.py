"""What can be wrong with a file the game reads, and how the player is told.

The services return a ``LoadProblem`` instead of raising: a code the window translates, the
file it was about, and where the bad file was put aside. Qt is imported only inside the
message functions, so this layer works without a display.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from pathlib import Path


class FileKind(str, Enum):
    SAVE = "save"
    SETTINGS = "settings"
    STATISTICS = "statistics"


class ProblemCode(str, Enum):
    UNREADABLE = "unreadable"  # the operating system would not let us read it
    TOO_LARGE = "too_large"  # refused before parsing
    CORRUPT = "corrupt"  # not JSON, or not the shape of our files
    FUTURE_VERSION = "future_version"  # made by a newer version of the game
    IMPOSSIBLE_GAME = "impossible_game"  # well-formed, but the rules refuse the game
    INVALID_SETTINGS = "invalid_settings"  # some settings fields were reset to defaults


@dataclass(frozen=True)
class LoadProblem:
    """Why a file could not be used; the file itself was moved to ``moved_to``."""

    kind: FileKind
    code: ProblemCode
    path: Path
    moved_to: Path | None = None
    detail: str = ""  # English, technical: for logs and bug reports, not for the player
    fields: tuple[str, ...] = ()  # the settings that were reset (INVALID_SETTINGS)


class ProblemError(Exception):
    """Raised inside a loader to stop at the first problem; never leaves the loader."""

    def __init__(self, code: ProblemCode, detail: str) -> None:
        detail = detail if len(detail) <= 300 else detail[:300] + "…"  # reprs of huge input
        super().__init__(detail)
        self.code = code
        self.detail = detail


def problem_message(problem: LoadProblem) -> str:
    """The player-facing text of a problem, in the installed translation."""
    from PySide6.QtCore import QCoreApplication

    code, kind = problem.code, problem.kind
    # Whole sentences per file kind, so that translators never assemble fragments.
    if kind is FileKind.SAVE:
        texts = {
            ProblemCode.UNREADABLE: QCoreApplication.translate("Storage", "The saved game could not be opened. A new game starts."),
            ProblemCode.TOO_LARGE: QCoreApplication.translate("Storage", "The saved game is far too large to be a real save and was not read. A new game starts."),
            ProblemCode.FUTURE_VERSION: QCoreApplication.translate("Storage", "The saved game was made by a newer version of the game and cannot be continued with this one. A new game starts."),
            ProblemCode.IMPOSSIBLE_GAME: QCoreApplication.translate("Storage", "The saved game describes a game the rules do not allow, so it cannot be continued. A new game starts."),
        }
        fallback = QCoreApplication.translate("Storage", "The saved game could not be read: the file is damaged or was changed by hand. A new game starts.")
    elif kind is FileKind.SETTINGS:
        texts = {
            ProblemCode.UNREADABLE: QCoreApplication.translate("Storage", "Your settings could not be opened. The default settings are used."),
            ProblemCode.TOO_LARGE: QCoreApplication.translate("Storage", "Your settings file is far too large and was not read. The default settings are used."),
            ProblemCode.FUTURE_VERSION: QCoreApplication.translate("Storage", "Your settings were written by a newer version of the game. The default settings are used."),
            ProblemCode.INVALID_SETTINGS: QCoreApplication.translate("Storage", "Some settings were not valid and were reset to their defaults: %1.").replace("%1", ", ".join(problem.fields)),
        }
        fallback = QCoreApplication.translate("Storage", "Your settings could not be read: the file is damaged or was changed by hand. The default settings are used.")
    else:
        texts = {
            ProblemCode.UNREADABLE: QCoreApplication.translate("Storage", "Your statistics could not be opened. They start again from zero."),
            ProblemCode.TOO_LARGE: QCoreApplication.translate("Storage", "Your statistics file is far too large and was not read. The statistics start again from zero."),
            ProblemCode.FUTURE_VERSION: QCoreApplication.translate("Storage", "Your statistics were written by a newer version of the game. They start again from zero."),
        }
        fallback = QCoreApplication.translate("Storage", "Your statistics could not be read: the file is damaged or was changed by hand. They start again from zero.")
    first = texts.get(code, fallback)
    if problem.moved_to is not None:
        second = QCoreApplication.translate("Storage", "The old file was kept as “%1”.").replace("%1", str(problem.moved_to))
    else:
        second = QCoreApplication.translate("Storage", "The file could not be moved aside: %1").replace("%1", str(problem.path))
    return f"{first}\n\n{second}"


def write_problem_message(kind: FileKind, error: OSError) -> str:
    """The player-facing text when a file could not be written (the old one is intact)."""
    from PySide6.QtCore import QCoreApplication

    what = {
        FileKind.SAVE: QCoreApplication.translate("Storage", "The game could not be saved."),
        FileKind.SETTINGS: QCoreApplication.translate("Storage", "Your settings could not be saved."),
        FileKind.STATISTICS: QCoreApplication.translate("Storage", "Your statistics could not be saved."),
    }[kind]
    reason = error.strerror or str(error)
    rest = QCoreApplication.translate("Storage", "The previous file is unchanged. Reason: %1").replace("%1", reason)
    return f"{what}\n\n{rest}"
