#!/usr/bin/env bash
# Signals to a built bundle end it in order:  packaging/smoke-signals.sh DIR
# (called at the end of smoke-bundle.sh; DIR holds the razz-desktop binary). Issue 38.
#
#  1. SIGTERM while the first start's welcome dialog is open: the app ends (status 0) instead of
#     dealing a session behind the closed dialog and running on.
#  2. SIGTERM mid-hand (after the first table is painted, the human's hand live): the hand is
#     finished and saved, the hand log closed (no -wal left), status 0.
#  3. SIGINT (Ctrl+C in a terminal) mid-hand: the same.
# Each run waits for its line in the app's log (razz_desktop/launcher.py writes them) before the
# signal, and fails on a time-out, a non-zero status, or a traceback.
set -euo pipefail
dir="$(realpath "${1:?usage: smoke-signals.sh DIR}")"
exe="$dir/razz-desktop"
[ -x "$exe" ] || { echo "smoke-signals: no executable $exe" >&2; exit 1; }
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
export XDG_CONFIG_HOME="$scratch/xdg-config" XDG_DATA_HOME="$scratch/xdg-data" \
       XDG_CACHE_HOME="$scratch/xdg-cache" XDG_STATE_HOME="$scratch/xdg-state" QT_QPA_PLATFORM=offscreen
unset DISPLAY WAYLAND_DISPLAY RAZZ_DESKTOP_HOME

fail() { echo "smoke-signals: $*" >&2; for f in "$scratch"/*.err "$scratch"/*/log/razz-desktop.log; do
  [ -e "$f" ] && { echo "--- $f" >&2; tail -n 40 "$f" >&2; }; done; exit 1; }

# signal_at NAME HOME LOG-LINE SIGNAL: start the app on HOME, wait (at most 120 s) for LOG-LINE in its
# log, send SIGNAL, and expect it to exit 0 within 60 s.
signal_at() {
  local name="$1" home="$2" line="$3" sig="$4" pid status=0 waited=0
  "$exe" --home "$home" >"$scratch/$name.out" 2>"$scratch/$name.err" &
  pid=$!
  until grep -q -F "$line" "$home/log/razz-desktop.log" 2>/dev/null; do
    kill -0 "$pid" 2>/dev/null || fail "$name: the app ended before '$line'"
    [ "$waited" -lt 1200 ] || { kill -KILL "$pid"; fail "$name: no '$line' in the log after 120 s"; }
    sleep 0.1; waited=$((waited + 1))
  done
  kill "-$sig" "$pid"
  waited=0
  while kill -0 "$pid" 2>/dev/null; do
    [ "$waited" -lt 600 ] || { kill -KILL "$pid"; fail "$name: still running 60 s after SIG$sig"; }
    sleep 0.1; waited=$((waited + 1))
  done
  wait "$pid" || status=$?
  [ "$status" -eq 0 ] || fail "$name: exit status $status after SIG$sig"
  if grep -E -i 'Traceback|QThread: Destroyed|Segmentation fault' "$scratch/$name.out" "$scratch/$name.err" >&2; then
    fail "$name: the lines above are errors"
  fi
  grep -q "signal SIG$sig received" "$home/log/razz-desktop.log" || fail "$name: the log does not name SIG$sig"
}

hands_in() {  # hands_in HOME: how many hands the hand log holds
  python3 -c 'import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute("SELECT count(*) FROM hands").fetchone()[0])' \
    "$1/data/razz.sqlite3"
}

# 1. At the welcome dialog (a fresh home: the first start).
signal_at welcome "$scratch/welcome" "the welcome dialog is open" TERM
grep -q "stopped at the welcome dialog" "$scratch/welcome/log/razz-desktop.log" ||
  fail "welcome: the app did not stop at the welcome dialog"

# 2 and 3. Mid-hand (settings saved: no welcome dialog; the human's seat waits for a decision).
for sig in TERM INT; do
  home="$scratch/mid-$sig"
  mkdir -p "$home/config"
  printf '{"version": 1}\n' >"$home/config/settings.json"
  signal_at "mid-$sig" "$home" "the first table is painted" "$sig"
  if command -v python3 >/dev/null; then
    n="$(hands_in "$home")"
    [ "$n" -ge 1 ] || fail "mid-$sig: the live hand was not saved (the hand log holds $n hands)"
  fi
  [ ! -e "$home/data/razz.sqlite3-wal" ] || fail "mid-$sig: a -wal file was left beside the hand log"
done
echo "smoke-signals: $dir passed (SIGTERM at the welcome dialog, SIGTERM and SIGINT mid-hand: exit 0, hand saved)"
