#!/usr/bin/env bash
# Build the one-folder bundle dist/hearts-desktop/ with PyInstaller (see packaging/README.md).
# Usage: packaging/build.sh [--dist DIR] [--work DIR]
#   --dist DIR   where the bundle goes (default: dist/; the bundle is DIR/hearts-desktop/)
#   --work DIR   PyInstaller's work folder (default: build/pyinstaller/)
# PYTHON picks the interpreter (default: .venv/bin/python if there is one, else python3 if it
# has PyInstaller, PySide6 and platformdirs, else a new .venv); whatever of those is missing
# is installed into it with pip (the project's ".[package]" extra).
set -euo pipefail
cd "$(dirname "$0")/.."

dist=dist
work=build/pyinstaller
while [ $# -gt 0 ]; do
    case "$1" in
        --dist) dist=$2; shift 2 ;;
        --work) work=$2; shift 2 ;;
        -h|--help) sed -n '2,8p' "$0"; exit 0 ;;
        *) echo "build.sh: unknown argument $1 (try --help)" >&2; exit 2 ;;
    esac
done

deps_ok() { "$1" -c "import PyInstaller, PySide6, platformdirs" 2>/dev/null; }
if [ -z "${PYTHON:-}" ]; then
    if [ -x .venv/bin/python ]; then
        PYTHON=.venv/bin/python
    elif deps_ok python3; then
        PYTHON=python3
    else
        # Like scripts/play.sh: a project venv, so that pip never touches the system's Python.
        echo "Creating .venv"
        python3 -m venv .venv
        PYTHON=.venv/bin/python
    fi
fi
if ! deps_ok "$PYTHON"; then
    echo "Installing PyInstaller and the game's dependencies into $("$PYTHON" -c 'import sys; print(sys.prefix)')"
    "$PYTHON" -m pip install --quiet -e ".[package]"
fi

start=$(date +%s)
"$PYTHON" -m hearts_desktop.i18n_build
"$PYTHON" -m PyInstaller --noconfirm --log-level "${PYINSTALLER_LOG_LEVEL:-WARN}" \
    --distpath "$dist" --workpath "$work" packaging/hearts-desktop.spec
seconds=$(( $(date +%s) - start ))

bundle="$dist/hearts-desktop"
echo "Built $bundle in ${seconds} s: $(du -sh "$bundle" | cut -f1)" \
     "($(find "$bundle" -type f | wc -l) files); run $bundle/hearts-desktop"
