#!/usr/bin/env bash
# Smoke-test a built bundle the way a new user meets it:  packaging/smoke-bundle.sh DIR
# (DIR: the folder build-bundle.sh made, holding the razz-desktop binary).
#
#  1. --version and --help answer without a display; the sounds and their library load; offscreen,
#     the Statistics charts draw with data, the SVG icon and the bundled font draw, and a sound
#     file plays through miniaudio's null device (RAZZ_DESKTOP_MEDIA_CHECK, bundle_entry.py).
#  2. The bundle holds every file of resources/ (fonts, icons, desktop metadata, and the
#     translations and sounds added later), the licence files, and the Qt plugins for X11,
#     Wayland and offscreen that bundle_trim.py must keep.
#  3. First start with a fresh home folder, offscreen: the welcome dialog is accepted, three
#     hands are played by the human seat (check/call) and saved to the hand log, the window
#     is closed (--smoke-test, razz_desktop/smoke.py).
#  4. Second start with the saved settings: no welcome dialog, one more hand; the hand log
#     then holds all four hands.
#  5. --install-desktop-entry into a temporary XDG data folder points Exec= at this bundle
#     (and validates where desktop-file-validate is installed); --uninstall removes it.
# Every run fails the test on a non-zero exit, a Python traceback, a missing module, a Qt
# message about a plugin or library it could not load, or a thread destroyed while running.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
dir="$(realpath "${1:?usage: smoke-bundle.sh DIR}")"
exe="$dir/razz-desktop"
[ -x "$exe" ] || { echo "smoke-bundle: no executable $exe" >&2; exit 1; }

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
home="$scratch/home"
export XDG_CONFIG_HOME="$scratch/xdg-config" XDG_DATA_HOME="$scratch/xdg-data" \
       XDG_CACHE_HOME="$scratch/xdg-cache" XDG_STATE_HOME="$scratch/xdg-state"
unset DISPLAY WAYLAND_DISPLAY QT_QPA_PLATFORM RAZZ_DESKTOP_HOME
BAD='Traceback|ModuleNotFoundError|ImportError|No module named|Could not load the Qt platform plugin|Could not find the Qt platform plugin|Cannot load library|Failed to load|cannot open shared object|QFactoryLoader|plugin.*(not found|could not be loaded)|QThread: Destroyed|Segmentation fault|Aborted'
failed=0

# run NAME CMD...: run with a time limit, keep stdout and stderr, fail on a bad status or line.
run() {
  local name="$1"; shift
  local status=0
  timeout 600 "$@" >"$scratch/$name.out" 2>"$scratch/$name.err" || status=$?
  if [ "$status" -ne 0 ]; then
    echo "smoke-bundle: $name: exit status $status" >&2; failed=1
  fi
  if grep -E -i "$BAD" "$scratch/$name.out" "$scratch/$name.err" >&2; then
    echo "smoke-bundle: $name: the lines above are errors" >&2; failed=1
  fi
  if [ "$failed" -ne 0 ]; then
    echo "--- $name stdout" >&2; cat "$scratch/$name.out" >&2
    echo "--- $name stderr" >&2; cat "$scratch/$name.err" >&2
    exit 1
  fi
}

expect() {  # expect NAME PATTERN: the run's stdout has a line matching PATTERN
  grep -E -q "$2" "$scratch/$1.out" || {
    echo "smoke-bundle: $1: expected a line matching '$2', got:" >&2; cat "$scratch/$1.out" >&2; exit 1; }
}

# 1. No display needed to ask.
run version "$exe" --version
expect version '^razz-desktop [0-9]+\.[0-9]+\.[0-9]+'
run help "$exe" --help
expect help '^usage: razz-desktop'
run sound env RAZZ_DESKTOP_SOUND_CHECK=1 "$exe"  # the sounds and miniaudio (with its C parts) are in
expect sound '^sound: miniaudio [0-9.]+, 7 sounds'
# What the trimmed bundle (packaging/bundle_trim.py) must still draw and play, offscreen: the
# Statistics window's charts with data, the SVG icon through both SVG plugins, the bundled font
# drawing the suits, and win.wav played through miniaudio's null device (bundle_entry.py).
run media env QT_QPA_PLATFORM=offscreen RAZZ_DESKTOP_MEDIA_CHECK=1 "$exe"
expect media '^charts: a line chart and a bar chart drawn'
expect media '^icon and font: SVG '
expect media '^sound played: win\.wav'

# 2. Package data and licences.
resources="$dir/_internal/razz_desktop/resources"
missing=0
while IFS= read -r -d '' f; do
  rel="${f#"$root/resources/"}"
  if [ ! -f "$resources/$rel" ]; then echo "smoke-bundle: missing from the bundle: resources/$rel" >&2; missing=1; fi
done < <(find "$root/resources" -type f ! -name '*.py' ! -name '*.pyc' ! -path '*/__pycache__/*' -print0)
for f in LICENSE THIRD-PARTY-NOTICES.md licenses/LGPL-3.0.txt licenses/GPL-3.0.txt licenses/VERSIONS.txt; do
  [ -s "$dir/$f" ] || { echo "smoke-bundle: missing from the bundle: $f" >&2; missing=1; }
done
# The platforms users run it on (X11, Wayland) and CI's; only offscreen is exercised below.
for f in platforms/libqxcb.so platforms/libqwayland.so platforms/libqoffscreen.so xcbglintegrations/libqxcb-glx-integration.so \
         wayland-shell-integration/libxdg-shell.so platformthemes/libqgtk3.so platforminputcontexts/libibusplatforminputcontextplugin.so \
         iconengines/libqsvgicon.so imageformats/libqsvg.so; do
  [ -s "$dir/_internal/PySide6/Qt/plugins/$f" ] || { echo "smoke-bundle: missing from the bundle: Qt plugin $f" >&2; missing=1; }
done
[ "$missing" -eq 0 ] || exit 1

# 3. First start: welcome dialog, three hands.
export QT_QPA_PLATFORM=offscreen
run first "$exe" --home "$home" --smoke-test 3
expect first '^smoke test passed: 3 hands played and 3 saved.*dialogs accepted: Welcome'
[ -s "$home/config/settings.json" ] || { echo "smoke-bundle: no settings file after the first start" >&2; exit 1; }
settings_before="$(sha256sum < "$home/config/settings.json")"

# 4. Second start: the saved settings, no welcome dialog; the session the first start quit is offered
#    and continued (saved sessions: the offer's modules must be in the bundle too).
run second "$exe" --home "$home" --smoke-test 1
expect second '^smoke test passed: 1 hands played and 1 saved.*dialogs accepted: Continue your session\?$'
[ "$(sha256sum < "$home/config/settings.json")" = "$settings_before" ] || {
  echo "smoke-bundle: the second start changed the saved settings" >&2; exit 1; }
if command -v python3 >/dev/null; then
  hands="$(python3 -c 'import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute("SELECT count(*) FROM hands").fetchone()[0])' "$home/data/razz.sqlite3")"
  [ "$hands" -eq 4 ] || { echo "smoke-bundle: the hand log holds $hands hands, not 4" >&2; exit 1; }
fi
[ ! -e "$home/data/razz.sqlite3-wal" ] || echo "smoke-bundle: note: a -wal file was left beside the hand log" >&2

# 5. The menu entry starts this bundle.
run install "$exe" --install-desktop-entry
entry="$XDG_DATA_HOME/applications/io.github.razzdesktop.razzdesktop.desktop"
grep -q -x "Exec=$exe" "$entry" || { echo "smoke-bundle: $entry does not start $exe:" >&2; cat "$entry" >&2; exit 1; }
if command -v desktop-file-validate >/dev/null; then desktop-file-validate "$entry"; fi
run uninstall "$exe" --uninstall-desktop-entry
[ ! -e "$entry" ] || { echo "smoke-bundle: --uninstall-desktop-entry left $entry" >&2; exit 1; }

echo "smoke-bundle: $dir passed"
sed 's/^/  first start:  /' "$scratch/first.out"
sed 's/^/  second start: /' "$scratch/second.out"

# 6. Signals (issue 38): SIGTERM at the welcome dialog and mid-hand, Ctrl+C mid-hand: a separate
#    script, so this block stays apart from the steps above.
"$here/smoke-signals.sh" "$dir"

# 7. Saved sessions (issue 37): kill -9 mid-hand, then a start that continues with every chip.
"$here/smoke-resume.sh" "$dir"
