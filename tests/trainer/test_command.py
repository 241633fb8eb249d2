"""``python -m razz_desktop.drills``: exact JSON shape, the same seed the same drills, clear errors, and
every printed spot read by ``python -m razz_desktop.coach``."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run(module: str, *args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["LANG"] = "de_DE.UTF-8"  # English whatever the system's language
    return subprocess.run([sys.executable, "-m", module, *args], cwd=ROOT, env=env, input=stdin,
                          capture_output=True, text=True, timeout=300)


def test_drills_print_exactly_a_json_list_and_the_coach_reads_every_spot() -> None:
    out = run("razz_desktop.drills", "--skill", "third_street", "--count", "3", "--seed", "5")
    assert out.returncode == 0, out.stderr
    drills = json.loads(out.stdout)
    assert isinstance(drills, list) and len(drills) == 3
    for d in drills:
        assert set(d) == {"skill", "spot", "question", "choices", "answer"}
        assert d["skill"] == "third_street"
        assert re.fullmatch(r"You are Seat [1-8] on 3rd street\. What do you do\?", d["question"])
        assert all(isinstance(c, str) for c in d["choices"]) and len(d["choices"]) >= 2
        assert 1 <= len(d["answer"]) <= 2 and set(d["answer"]) <= set(d["choices"])
        coach = run("razz_desktop.coach", "-", stdin=json.dumps(d["spot"]))
        assert coach.returncode == 0, coach.stdout
        advice = json.loads(coach.stdout)
        assert max(advice["values"], key=advice["values"].get) in d["answer"]
    again = run("razz_desktop.drills", "--skill", "third_street", "--count", "3", "--seed", "5")
    assert again.stdout == out.stdout


def test_skill_list_and_bad_arguments() -> None:
    out = run("razz_desktop.drills", "--skill", "list")
    assert out.returncode == 0
    assert out.stdout.split() == ["bring_in", "first_to_act", "read_low", "third_street", "steal_defend",
                                  "fourth_brick", "fifth_made_vs_draw", "seventh_call"]
    for args, words in ((["--skill", "eighth"], "unknown skill 'eighth'"),
                        (["--skill", "bring_in", "--count", "0"], "--count must be 1 to"),
                        (["--skill", "bring_in", "--seed", "x"], "invalid int value"),
                        ([], "--skill")):
        bad = run("razz_desktop.drills", *args)
        assert bad.returncode == 2 and words in bad.stderr and bad.stdout == ""


def test_rule_questions_in_english() -> None:
    out = run("razz_desktop.drills", "--skill", "first_to_act", "--count", "2", "--seed", "1")
    drills = json.loads(out.stdout)
    assert all(d["question"].startswith("Who acts first on ") for d in drills)
    assert all(c.startswith("seat ") for d in drills for c in d["choices"])
