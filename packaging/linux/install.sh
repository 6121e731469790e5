#!/usr/bin/env bash
# Install the built bundle (packaging/build.sh) for one user: the program, a launcher, the
# menu entry and the icons. No root needed.
#
# Usage: packaging/linux/install.sh [--bundle DIR] [--prefix DIR] [--uninstall]
#   --bundle DIR   the one-folder build to install (default: dist/hearts-desktop)
#   --prefix DIR   install under DIR/share and DIR/bin instead of the defaults,
#                  which are $XDG_DATA_HOME (or ~/.local/share) and ~/.local/bin
#   --uninstall    remove what an install put there (with the same --prefix)
#
# Files:  DATA/hearts-desktop/                    the bundle
#         BIN/hearts-desktop                      a symlink to DATA/hearts-desktop/hearts-desktop
#         DATA/applications/hearts-desktop.desktop
#         DATA/icons/hicolor/SIZE/apps/hearts-desktop.{png,svg}
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
app=hearts-desktop

bundle="$repo/dist/$app"
prefix=""
uninstall=false
while [ $# -gt 0 ]; do
    case "$1" in
        --bundle) bundle=$2; shift 2 ;;
        --prefix) prefix=$2; shift 2 ;;
        --uninstall) uninstall=true; shift ;;
        -h|--help) sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "install.sh: unknown argument $1 (try --help)" >&2; exit 2 ;;
    esac
done

if [ -n "$prefix" ]; then
    data="$prefix/share"
    bin="$prefix/bin"
else
    : "${HOME:?install.sh needs HOME (or --prefix)}"
    data="${XDG_DATA_HOME:-$HOME/.local/share}"
    bin="$HOME/.local/bin"
fi
target="$data/$app"
entry="$data/applications/$app.desktop"
icons="$data/icons/hicolor"
launcher="$bin/$app"

refresh_caches() {
    # Menus pick up new entries and icons by themselves on most desktops; these speed it up.
    if command -v update-desktop-database >/dev/null; then
        update-desktop-database -q "$data/applications" 2>/dev/null || true
    fi
    if command -v gtk-update-icon-cache >/dev/null && [ -f "$icons/index.theme" ]; then
        gtk-update-icon-cache -q -t -f "$icons" 2>/dev/null || true
    fi
}

desktop_exec_quote() {
    # Inside a quoted Exec argument ", `, $ and \ take a backslash; the string rules then double
    # every backslash (so \ ends up as four); % is doubled for field codes.
    local s=$1 out="" ch i
    for (( i = 0; i < ${#s}; i++ )); do
        ch=${s:i:1}
        case "$ch" in
            '\') out+='\\\\' ;;
            '"' | '`' | '$') out+="\\\\$ch" ;;
            '%') out+='%%' ;;
            *) out+=$ch ;;
        esac
    done
    printf '"%s"' "$out"
}

is_our_bundle() {
    [ -x "$1/$app" ] && [ -d "$1/_internal" ]
}

remove_installed() {
    if [ -L "$launcher" ] && [ "$(readlink "$launcher")" = "$target/$app" ]; then
        rm -f "$launcher"
    fi
    rm -f "$entry"
    local icon dest
    for icon in "$here"/icons/hicolor/*/apps/"$app".*; do
        dest="$icons/${icon#"$here/icons/hicolor/"}"
        rm -f "$dest"
        # Leave the theme's folders to other programs, but not empty ones we made.
        rmdir "$(dirname "$dest")" "$(dirname "$(dirname "$dest")")" 2>/dev/null || true
    done
    if [ -e "$target" ]; then
        if ! is_our_bundle "$target"; then
            echo "install.sh: $target is not a hearts-desktop bundle; leaving it alone" >&2
            exit 1
        fi
        rm -rf "$target"
    fi
}

if $uninstall; then
    remove_installed
    refresh_caches
    echo "Removed hearts-desktop from $data and $bin"
    exit 0
fi

if ! is_our_bundle "$bundle"; then
    echo "install.sh: no bundle at $bundle (build it with packaging/build.sh, or pass --bundle)" >&2
    exit 1
fi
bundle=$(cd "$bundle" && pwd)

remove_installed
mkdir -p "$data" "$bin" "$data/applications"
cp -a "$bundle" "$target"
ln -sfn "$target/$app" "$launcher"

# The menu starts programs without the user's shell PATH, so the entry names the binary by
# its full path, quoted and escaped as the Desktop Entry spec asks (a path may hold spaces).
exec_quoted=$(desktop_exec_quote "$target/$app")
trypath=${target//\\/\\\\}/$app
while IFS= read -r line; do
    case "$line" in
        Exec=*) printf 'Exec=%s\n' "$exec_quoted" ;;
        TryExec=*) printf 'TryExec=%s\n' "$trypath" ;;
        *) printf '%s\n' "$line" ;;
    esac
done <"$here/$app.desktop" >"$entry.tmp"
chmod 644 "$entry.tmp"
mv "$entry.tmp" "$entry"

for icon in "$here"/icons/hicolor/*/apps/"$app".*; do
    dest="$icons/${icon#"$here/icons/hicolor/"}"
    mkdir -p "$(dirname "$dest")"
    install -m 644 "$icon" "$dest"
done
refresh_caches

echo "Installed hearts-desktop:"
echo "  program   $target"
echo "  launcher  $launcher"
echo "  menu      $entry"
echo "  icons     $icons/*/apps/$app.*"
case ":$PATH:" in
    *":$bin:"*) ;;
    *) echo "Note: $bin is not on your PATH; the menu entry works regardless." ;;
esac
