#!/usr/bin/env bash
# Install hearts-desktop with its test extras into .venv and run the whole test suite.
# Extra arguments go to pytest, e.g. scripts/test.sh tests/engine -x
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m venv .venv
.venv/bin/python -m pip install --quiet --upgrade pip
.venv/bin/python -m pip install --quiet -e '.[test]'
.venv/bin/python -m hearts_desktop.i18n_build
export QT_QPA_PLATFORM=offscreen
exec .venv/bin/python -m pytest "$@"
