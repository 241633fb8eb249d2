"""``python -m razz_desktop.coach SPOT.json``: the command's contract (keys, errors, exit codes)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
SPOT = {
    "stakes": {"small_bet": 200, "big_bet": 400, "ante": 40, "bring_in": 50},
    "seats": {"1": 10000, "2": 10000, "3": 10000, "4": 10000},
    # only the cards dealt so far: 3rd street for four players
    "deck": ["Ac", "9c", "Tc", "Jc", "2d", "8d", "7d", "6d", "3h", "5s", "Kh", "Qh"],
    "actions": ["bring-in", "fold"],
}


def run(*args: str, stdin: str | None = None) -> tuple[int, dict[str, Any]]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env["LANG"] = "de_DE.UTF-8"  # the output is English whatever the system's language
    env.pop("QT_QPA_PLATFORM", None)  # no display, no platform plugin needed
    out = subprocess.run([sys.executable, "-m", "razz_desktop.coach", *args], cwd=ROOT, env=env,
                         input=stdin, capture_output=True, text=True, timeout=120)
    lines = out.stdout.strip().splitlines()
    assert len(lines) == 1, out.stdout + out.stderr
    return out.returncode, json.loads(lines[0])


def test_a_spot_prints_the_advice(tmp_path: Path) -> None:
    path = tmp_path / "spot.json"
    path.write_text(json.dumps(SPOT))
    code, out = run(str(path))
    assert code == 0, out
    assert set(out) == {"seat", "street", "action", "values", "equity", "call_needs", "reason",
                        "likely_hands"}
    assert out["seat"] == 1 and out["street"] == 3  # seat 3 (K) brought in, seat 4 folded
    assert out["values"]["fold"] == 0.0
    assert out["action"] in out["values"]
    assert out["values"][out["action"]] == max(out["values"].values()) or "Close call: " in out["reason"]
    assert set(out["equity"]) == {"vs_random", "vs_likely"}
    assert 0.0 < out["call_needs"] < 1.0  # the bring-in is to be called
    assert out["reason"].startswith(("Complete", "Call", "Fold"))
    assert "," not in out["reason"].split(":")[0]  # English words, no German figures
    assert set(out["likely_hands"]) == {"2", "3"}
    assert out["likely_hands"]["3"].startswith("Seat 3, K showing: ")
    # The same spot from standard input: the same advice, to the letter.
    code, again = run("-", stdin=json.dumps(SPOT))
    assert code == 0 and again == out


def test_nothing_to_call_is_null() -> None:
    spot = dict(SPOT, actions=["bring-in", "fold", "fold", "fold"])
    code, out = run("-", stdin=json.dumps(spot))
    assert code == 2 and "over" in out["error"]  # everyone folded to the bring-in
    heads_up = {"seats": {"1": 10000, "2": 10000},
                "deck": ["Ac", "Kc", "2d", "Qd", "3h", "Jh", "4s", "9s"],
                "actions": ["bring-in", "complete", "call"]}
    code, out = run("-", stdin=json.dumps(heads_up))
    assert code == 0, out
    assert out["street"] == 4 and out["call_needs"] is None
    assert "check" in out["values"]


@pytest.mark.parametrize(("text", "words"), [
    ("{not json", "cannot read"),
    ("[1, 2]", "JSON object"),
    ('{"seats": {"1": 1000}, "deck": ["Ac"]}', ""),
    (json.dumps(dict(SPOT, actions=["bring-in", "dance"])), "unknown action"),
    (json.dumps(dict(SPOT, actions=["bring-in", "check"])), "action 1 ('check')"),
    (json.dumps(dict(SPOT, actions=["bring-in", "fold", "call", "call", "call"])), "too few cards"),
])
def test_a_malformed_spot_is_an_error(text: str, words: str) -> None:
    code, out = run("-", stdin=text)
    assert code == 2
    assert set(out) == {"error"} and words in out["error"]


def test_a_finished_hand_is_an_error() -> None:
    code, out = run(str(ROOT / "tests/engine/scenarios/02_fold_to_bring_in.json"))
    assert code == 2 and out == {"error": "the hand is over: there is no decision to advise on"}


def test_a_missing_file_and_bad_usage_are_errors(tmp_path: Path) -> None:
    code, out = run(str(tmp_path / "missing.json"))
    assert code == 2 and "cannot read" in out["error"]
    code, out = run()
    assert code == 2 and "usage" in out["error"]
