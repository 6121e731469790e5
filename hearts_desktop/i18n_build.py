"""Compile the Qt Linguist sources ``i18n/*.ts`` to ``.qm`` files beside them.

Run as ``python -m hearts_desktop.i18n_build``; the README's commands do it on install, and
the game does it on start when a ``.qm`` is missing or older than its ``.ts``.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from .resources import i18n_dir


def qt_tool(name: str) -> str:
    """The path of Qt's ``lrelease`` or ``lupdate`` tool of the PySide6 this Python runs.

    Never a tool that merely happens to be on ``PATH``: that may belong to another Qt.
    """
    try:
        import PySide6

        bundled = Path(PySide6.__file__).with_name(name)
        if bundled.exists():
            return str(bundled)
    except ImportError:  # pragma: no cover - PySide6 is a dependency
        pass
    # Some installs have only the wrapper scripts, next to the interpreter.
    return str(Path(sys.executable).with_name(f"pyside6-{name}"))


def lrelease_command() -> list[str]:
    """The pyside6-lrelease tool of the installed PySide6."""
    return [qt_tool("lrelease")]


def is_stale(source: Path, target: Path) -> bool:
    """Whether ``target`` (a .qm) is missing or older than its ``source`` (.ts)."""
    return not target.exists() or target.stat().st_mtime < source.stat().st_mtime


def compile_ts(source: Path, target: Path) -> None:
    """Compile one ``.ts`` to ``.qm``; raises OSError or CalledProcessError on failure."""
    subprocess.run(
        [*lrelease_command(), "-silent", str(source), "-qm", str(target)],
        check=True, capture_output=True, timeout=60,
    )


def build(folder: Path | None = None) -> list[Path]:
    """Compile every ``.ts`` in ``folder`` that is newer than its ``.qm``; return the outputs."""
    folder = folder or i18n_dir()
    built = []
    for source in sorted(folder.glob("*.ts")):
        target = source.with_suffix(".qm")
        if is_stale(source, target):
            compile_ts(source, target)
            built.append(target)
    return built


def main(argv: list[str] | None = None) -> None:
    """Compile the translations, or with ``--tool NAME`` print where Qt's NAME tool is."""
    args = sys.argv[1:] if argv is None else argv
    if args[:1] == ["--tool"] and len(args) == 2:
        print(qt_tool(args[1]))
        return
    for path in build():
        print(f"built {path}")


if __name__ == "__main__":
    main()
