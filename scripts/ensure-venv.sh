#!/usr/bin/env bash
# Make sure .venv holds hearts-desktop (with the given extras, e.g. "test") installed from the
# current pyproject.toml; install only when it does not. Quiet when there is nothing to do, so
# a second start of the game needs no network.
# Usage: scripts/ensure-venv.sh [EXTRA ...]
#
# The stamp .venv/.hearts-installed holds the SHA-256 of the pyproject.toml the venv was
# installed from and the extras installed with it; a changed pyproject.toml, a missing extra
# or a venv without its Python means: install again.
set -euo pipefail
cd "$(dirname "$0")/.."

venv=.venv
stamp=$venv/.hearts-installed
wanted=("$@")
digest=$(sha256sum pyproject.toml | cut -d' ' -f1)

up_to_date() {
    [ -x "$venv/bin/python" ] && [ -f "$stamp" ] || return 1
    [ "$(sed -n 1p "$stamp")" = "$digest" ] || return 1
    local have extra
    have=" $(sed -n 2p "$stamp") "
    for extra in "${wanted[@]}"; do
        case "$have" in *" $extra "*) ;; *) return 1 ;; esac
    done
}
up_to_date && exit 0

if ! python3 -c 'import ensurepip, venv' 2>/dev/null; then
    echo "hearts-desktop: Python's venv module is missing;" \
         "on Debian/Ubuntu: apt-get install python3-venv" >&2
    exit 1
fi
# Extras installed before stay installed: keep them in the stamp.
if [ -f "$stamp" ]; then
    read -r -a before <<<"$(sed -n 2p "$stamp")"
    wanted+=("${before[@]}")
fi
extras=$(printf '%s\n' "${wanted[@]}" | sort -u | paste -sd, -)
echo "Installing hearts-desktop into $venv${extras:+ (with $extras)}"
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/python" -m pip install --quiet -e ".${extras:+[$extras]}"
"$venv/bin/python" -m hearts_desktop.i18n_build >/dev/null
printf '%s\n%s\n' "$digest" "${extras//,/ }" >"$stamp"
