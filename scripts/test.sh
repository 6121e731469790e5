#!/usr/bin/env bash
# Install hearts-desktop with its test extras into .venv (when not yet installed) and run the
# whole test suite offscreen. Extra arguments go to pytest, e.g. scripts/test.sh tests/engine -x
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-venv.sh test
export QT_QPA_PLATFORM=offscreen
exec .venv/bin/python -m pytest "$@"
