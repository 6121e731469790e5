#!/usr/bin/env bash
# Collect every translatable string of hearts_desktop/ into the Qt Linguist sources:
# hearts_nb.ts and hearts_da.ts (all messages; existing translations are kept, strings gone
# from the code are dropped) and hearts_en.ts (English plural forms only).
# Usage: scripts/update_translations.sh [FOLDER]   (default: i18n/)
# Then translate what is new (pyside6-linguist i18n/hearts_nb.ts) and compile with
# python -m hearts_desktop.i18n_build. See i18n/README.md.
set -euo pipefail
cd "$(dirname "$0")/.."
folder=${1:-i18n}
# The lupdate of the venv's PySide6 (PYTHON picks another interpreter), never one on PATH.
python=${PYTHON:-.venv/bin/python}
lupdate=${LUPDATE:-$("$python" -m hearts_desktop.i18n_build --tool lupdate)}
sources=$(mktemp)
trap 'rm -f "$sources"' EXIT
find hearts_desktop -name '*.py' -not -path '*/__pycache__/*' | LC_ALL=C sort >"$sources"
"$lupdate" @"$sources" -no-obsolete -locations relative \
    -ts "$folder/hearts_nb.ts" "$folder/hearts_da.ts"
"$lupdate" @"$sources" -no-obsolete -locations relative -pluralonly \
    -ts "$folder/hearts_en.ts"
