#!/usr/bin/env bash
# Install hearts-desktop into .venv (and Qt's system libraries for a real window) and start it.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-system-libs.sh
python3 -m venv .venv
.venv/bin/python -m pip install --quiet --upgrade pip
.venv/bin/python -m pip install --quiet -e .
.venv/bin/python -m hearts_desktop.i18n_build
exec .venv/bin/hearts-desktop "$@"
