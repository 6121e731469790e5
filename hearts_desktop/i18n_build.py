"""Compile the Qt Linguist sources ``i18n/*.ts`` to ``.qm`` files beside them.

Run as ``python -m hearts_desktop.i18n_build``; the README's commands do it on install.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from .resources import i18n_dir


def lrelease_command() -> list[str]:
    """The pyside6-lrelease tool of the installed PySide6."""
    found = shutil.which("pyside6-lrelease") or str(Path(sys.executable).with_name("pyside6-lrelease"))
    return [found]


def build(folder: Path | None = None) -> list[Path]:
    """Compile every ``.ts`` in ``folder`` that is newer than its ``.qm``; return the outputs."""
    folder = folder or i18n_dir()
    built = []
    for source in sorted(folder.glob("*.ts")):
        target = source.with_suffix(".qm")
        if target.exists() and target.stat().st_mtime >= source.stat().st_mtime:
            continue
        subprocess.run([*lrelease_command(), "-silent", str(source), "-qm", str(target)], check=True)
        built.append(target)
    return built


def main() -> None:
    for path in build():
        print(f"built {path}")


if __name__ == "__main__":
    main()
