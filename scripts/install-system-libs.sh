#!/usr/bin/env bash
# Qt's xcb platform plugin needs a few X11 libraries that minimal Linux systems lack.
# On Debian/Ubuntu this installs them (as root, or with sudo); elsewhere it says what to install.
set -euo pipefail
[ "$(uname -s)" = Linux ] || exit 0
packages=(libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0
          libxcb-shape0 libxcb-xinerama0 libxcb-xkb1 libxkbcommon-x11-0 libegl1 libgl1
          libfontconfig1 libdbus-1-3)
if ! command -v dpkg-query >/dev/null 2>&1; then
    echo "hearts-desktop: make sure your system has Qt 6's xcb libraries: ${packages[*]}" >&2
    exit 0
fi
# One dpkg-query for all of them: this runs on every start of scripts/play.sh.
installed=$(dpkg-query -W -f='${Package} ${Status}\n' "${packages[@]}" 2>/dev/null | \
            sed -n 's/^\([^ :]*\)\(:[^ ]*\)\? install ok installed$/\1/p') || true
missing=()
for p in "${packages[@]}"; do
    grep -qx "$p" <<<"$installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -eq 0 ]; then sudo=(); elif command -v sudo >/dev/null; then sudo=(sudo); else
    echo "hearts-desktop: please install as root: apt-get install ${missing[*]}" >&2; exit 1
fi
echo "Installing Qt's window-system libraries: ${missing[*]}"
if ! "${sudo[@]}" apt-get update -qq ||
   ! "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" \
       >/dev/null; then
    # Offline on a first start, apt's own errors say little about what to do next.
    echo "hearts-desktop: could not install Qt's window-system libraries (no network?)." >&2
    echo "Run scripts/play.sh again when online, or as root: apt-get install ${missing[*]}" >&2
    exit 1
fi
