#!/usr/bin/env bash
# kill -9 mid-hand, then a start that continues the saved session:  packaging/smoke-resume.sh DIR
# (DIR holds the razz-desktop executable: a built bundle, or any wrapper that runs the app). Issue 37.
#
#  1. Start on a fresh home with saved settings (no welcome dialog); wait until the saved session
#     names the first hand as being played (the human's turn waits for a click), then kill -9.
#  2. Start again with --smoke-test 1: the offer to continue is accepted, one hand is played, the app
#     quits in order. The log must say it continued from the lost hand's number with the stacks the
#     file held, and the file afterwards must hold every chip (none lost or created) and the next number.
set -euo pipefail
dir="$(realpath "${1:?usage: smoke-resume.sh DIR}")"
exe="$dir/razz-desktop"
[ -x "$exe" ] || { echo "smoke-resume: no executable $exe" >&2; exit 1; }
command -v python3 >/dev/null || { echo "smoke-resume: python3 is needed to read the saved session" >&2; exit 1; }
scratch="$(mktemp -d)"
pid=""
trap '[ -n "$pid" ] && kill -KILL "$pid" 2>/dev/null; rm -rf "$scratch"' EXIT
export XDG_CONFIG_HOME="$scratch/xdg-config" XDG_DATA_HOME="$scratch/xdg-data" \
       XDG_CACHE_HOME="$scratch/xdg-cache" XDG_STATE_HOME="$scratch/xdg-state" QT_QPA_PLATFORM=offscreen
unset DISPLAY WAYLAND_DISPLAY RAZZ_DESKTOP_HOME
home="$scratch/home"
saved="$home/data/saved-session.json"
mkdir -p "$home/config"
printf '{"version": 1}\n' >"$home/config/settings.json"

fail() { echo "smoke-resume: $*" >&2; for f in "$scratch"/*.out "$scratch"/*.err "$home/log/razz-desktop.log"; do
  [ -e "$f" ] && { echo "--- $f" >&2; tail -n 30 "$f" >&2; }; done; exit 1; }

field() {  # field NAME: one field of the saved session, as JSON
  python3 -c 'import json, sys; print(json.dumps(json.load(open(sys.argv[1]))[sys.argv[2]]))' "$saved" "$1"
}
stacks() {  # the saved stacks as "seat:chips seat:chips ..." (the launcher's log line writes them so)
  python3 -c 'import json, sys; d = json.load(open(sys.argv[1]))
print(" ".join("%d:%d" % (s["seat"], s["stack"]) for s in sorted(d["seats"], key=lambda s: s["seat"])))' "$saved"
}
chips() { python3 -c 'import json, sys; print(sum(s["stack"] for s in json.load(open(sys.argv[1]))["seats"]))' "$saved"; }

# 1. A hand being played, then kill -9.
"$exe" --home "$home" >"$scratch/first.out" 2>"$scratch/first.err" &
pid=$!
waited=0
until [ -s "$saved" ] && grep -q '"interrupted_hand": [0-9]' "$saved" 2>/dev/null; do
  kill -0 "$pid" 2>/dev/null || fail "the app ended before a hand was dealt"
  [ "$waited" -lt 1200 ] || fail "no hand in play in $saved after 120 s"
  sleep 0.1; waited=$((waited + 1))
done
kill -KILL "$pid"
wait "$pid" 2>/dev/null || true
pid=""
lost="$(field interrupted_hand)"
[ "$(field next_hand_id)" = "$lost" ] || fail "the saved session's next hand is not the one lost ($lost)"
before="$(stacks)"
total="$(chips)"

# 2. Continue: one hand, then an orderly quit.
"$exe" --home "$home" --smoke-test 1 >"$scratch/again.out" 2>"$scratch/again.err" || fail "the second start failed"
grep -q '^smoke test passed: 1 hands played and 1 saved.*dialogs accepted: Continue your session?$' "$scratch/again.out" ||
  fail "the second start did not continue the saved session"
grep -q -F "continued the saved session: next hand #$lost, stacks $before" "$home/log/razz-desktop.log" ||
  fail "the log does not show the session continued at hand #$lost with stacks $before"
[ "$(field interrupted_hand)" = "null" ] || fail "after an orderly quit the saved session still names a lost hand"
[ "$(field next_hand_id)" = "$((lost + 1))" ] || fail "the hand lost in the kill was not dealt again as #$lost"
[ "$(chips)" = "$total" ] || fail "chips lost or created: $total before, $(chips) after"
if grep -E -i 'Traceback|QThread: Destroyed|Segmentation fault' "$scratch"/*.err >&2; then
  fail "the lines above are errors"
fi
echo "smoke-resume: $dir passed (kill -9 during hand #$lost, continued with $total chips at the table, none lost)"
