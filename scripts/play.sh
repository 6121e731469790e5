#!/usr/bin/env bash
# Start the game. The first time (or after pyproject.toml changed) it installs hearts-desktop
# into .venv and Qt's system libraries for a real window; after that it starts at once,
# with no network. Arguments go to the game, e.g. scripts/play.sh --lang da
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-system-libs.sh
scripts/ensure-venv.sh
exec .venv/bin/hearts-desktop "$@"
