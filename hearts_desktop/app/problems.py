"""What can be wrong with a file the game reads, and how the player is told.

The services return a ``LoadProblem`` instead of raising: a code the window translates, the
file it was about, and where the bad file was put aside. Qt is imported only inside the
message functions, so this layer works without a display.
"""

from __future__ import annotations

import errno
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
    NOT_A_FILE = "not_a_file"  # a folder, pipe, socket or device where the file should be
    FOLDER_IS_FILE = "folder_is_file"  # the folder the file belongs in is a file


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


class FolderIsFileError(NotADirectoryError):
    """The folder a file belongs in (or one above it) is a file; ``filename`` names it."""


@dataclass(frozen=True)
class WriteProblem:
    """A file that could not be written: which, where, and the operating system's reason."""

    kind: FileKind
    path: Path
    error: OSError

    @property
    def previous_kept(self) -> bool:
        """Whether an older version of the file is there, unchanged (writes are atomic)."""
        return self.path.is_file()


def _quoted(text: str, path: Path | str) -> str:
    return text.replace("%1", str(path))


def problem_message(problem: LoadProblem) -> str:
    """The player-facing text of a problem, in the installed translation."""
    from PySide6.QtCore import QCoreApplication

    code, kind = problem.code, problem.kind
    if code is ProblemCode.FOLDER_IS_FILE:  # about the folder, whichever file was wanted
        return _quoted(QCoreApplication.translate("Storage", "“%1” should be the folder where the game keeps its files, but it is a file. Nothing can be read from it or saved in it until the file is moved away or another folder is chosen."), problem.path)
    # Whole sentences per file kind, so that translators never assemble fragments.
    if kind is FileKind.SAVE:
        texts = {
            ProblemCode.UNREADABLE: QCoreApplication.translate("Storage", "The saved game could not be opened. A new game starts."),
            ProblemCode.TOO_LARGE: QCoreApplication.translate("Storage", "The saved game is far too large to be a real save and was not read. A new game starts."),
            ProblemCode.FUTURE_VERSION: QCoreApplication.translate("Storage", "The saved game was made by a newer version of the game and cannot be continued with this one. A new game starts."),
            ProblemCode.IMPOSSIBLE_GAME: QCoreApplication.translate("Storage", "The saved game describes a game the rules do not allow, so it cannot be continued. A new game starts."),
            ProblemCode.NOT_A_FILE: QCoreApplication.translate("Storage", "Where the saved game should be there is something that is not a file (a folder, a pipe or a device), so it was not read. A new game starts."),
        }
        fallback = QCoreApplication.translate("Storage", "The saved game could not be read: the file is damaged or was changed by hand. A new game starts.")
    elif kind is FileKind.SETTINGS:
        texts = {
            ProblemCode.UNREADABLE: QCoreApplication.translate("Storage", "Your settings could not be opened. The default settings are used."),
            ProblemCode.TOO_LARGE: QCoreApplication.translate("Storage", "Your settings file is far too large and was not read. The default settings are used."),
            ProblemCode.FUTURE_VERSION: QCoreApplication.translate("Storage", "Your settings were written by a newer version of the game. The default settings are used."),
            ProblemCode.INVALID_SETTINGS: QCoreApplication.translate("Storage", "Some settings were not valid and were reset to their defaults: %1.").replace("%1", ", ".join(problem.fields)),
            ProblemCode.NOT_A_FILE: QCoreApplication.translate("Storage", "Where your settings file should be there is something that is not a file (a folder, a pipe or a device), so it was not read. The default settings are used."),
        }
        fallback = QCoreApplication.translate("Storage", "Your settings could not be read: the file is damaged or was changed by hand. The default settings are used.")
    else:
        texts = {
            ProblemCode.UNREADABLE: QCoreApplication.translate("Storage", "Your statistics could not be opened. They start again from zero."),
            ProblemCode.TOO_LARGE: QCoreApplication.translate("Storage", "Your statistics file is far too large and was not read. The statistics start again from zero."),
            ProblemCode.FUTURE_VERSION: QCoreApplication.translate("Storage", "Your statistics were written by a newer version of the game. They start again from zero."),
            ProblemCode.NOT_A_FILE: QCoreApplication.translate("Storage", "Where your statistics file should be there is something that is not a file (a folder, a pipe or a device), so it was not read. They start again from zero."),
        }
        fallback = QCoreApplication.translate("Storage", "Your statistics could not be read: the file is damaged or was changed by hand. They start again from zero.")
    first = texts.get(code, fallback)
    if problem.moved_to is not None and code is ProblemCode.FUTURE_VERSION:
        second = _quoted(QCoreApplication.translate("Storage", "The file was kept unchanged as “%1”: rename it back when you use the newer version again."), problem.moved_to)
    elif problem.moved_to is not None:
        second = _quoted(QCoreApplication.translate("Storage", "The old file was kept as “%1”."), problem.moved_to)
    else:
        second = _quoted(QCoreApplication.translate("Storage", "The file could not be moved aside: %1"), problem.path)
    return f"{first}\n\n{second}"


def write_problem_message(problem: WriteProblem) -> str:
    """The player-facing text when a file could not be written: what, where, and why."""
    from PySide6.QtCore import QCoreApplication

    folder = problem.path.parent
    what = {
        FileKind.SAVE: QCoreApplication.translate("Storage", "The game could not be saved in the folder “%1”."),
        FileKind.SETTINGS: QCoreApplication.translate("Storage", "Your settings could not be saved in the folder “%1”. Your choices stay in effect until you close the game."),
        FileKind.STATISTICS: QCoreApplication.translate("Storage", "Your statistics could not be saved in the folder “%1”."),
    }[problem.kind]
    error = problem.error
    # The common causes in the player's language; any other in the system's words.
    causes = {
        errno.EACCES: QCoreApplication.translate("Storage", "the game may not write there."),
        errno.EPERM: QCoreApplication.translate("Storage", "the game may not write there."),
        errno.EROFS: QCoreApplication.translate("Storage", "the disk is read-only."),
        errno.ENOSPC: QCoreApplication.translate("Storage", "the disk is full."),
        getattr(errno, "EDQUOT", errno.ENOSPC): QCoreApplication.translate("Storage", "the disk is full."),
    }
    if isinstance(error, FolderIsFileError):
        cause = _quoted(QCoreApplication.translate("Storage", "“%1” is a file, not a folder."), error.filename)
    elif error.errno in causes:
        cause = causes[error.errno]
    else:
        cause = error.strerror or str(error)
    reason = QCoreApplication.translate("Storage", "Reason: %1").replace("%1", cause)
    lines = [_quoted(what, folder), reason]
    if problem.previous_kept:
        lines.append(QCoreApplication.translate("Storage", "The previous file is unchanged."))
    return "\n\n".join(lines)
