"""kill -9 in the middle of a hand, then a start that offers to continue: the table comes back as it
was before that hand, the user is told that hand was not kept, and no chip is lost or created.
The real app in subprocesses (tests/saved_session_child.py drives it)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

from razz_desktop.storage.handlog import saved_session as ss

ROOT = Path(__file__).resolve().parents[1]


def _child(home: Path, mode: str) -> subprocess.Popen[str]:
    env = dict(os.environ, RAZZ_DESKTOP_HOME=str(home), QT_QPA_PLATFORM="offscreen")
    return subprocess.Popen([sys.executable, str(ROOT / "tests" / "saved_session_child.py"), mode], env=env,
                            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _line(child: subprocess.Popen[str], word: str) -> str:
    """The child's next line starting with ``word`` (blocks on its output, which ends if it dies)."""
    assert child.stdout is not None
    for line in child.stdout:
        if line.startswith(word):
            return line[len(word):].strip()
    raise AssertionError(f"no '{word}' line: {child.stderr.read() if child.stderr else ''}")


def test_kill_9_mid_hand_then_continue_with_every_chip(tmp_path):
    home = tmp_path / "home"
    env = dict(os.environ, RAZZ_DESKTOP_HOME=str(home), QT_QPA_PLATFORM="offscreen")
    code = ("from dataclasses import replace\n"
            "from razz_desktop.settings import Settings, save_settings\n"
            "s = Settings()\n"
            "save_settings(replace(s, display=replace(s.display, animation_speed='off')))\n")
    subprocess.run([sys.executable, "-c", code], env=env, check=True, cwd=ROOT)

    first = _child(home, "first")
    try:
        held = int(_line(first, "holding"))  # hand 3 is live, the human holds it
        saved_path = ss.saved_session_path(home / "data" / "razz.sqlite3")
        saved = ss.read(saved_path)
        first.send_signal(signal.SIGKILL)
        assert first.wait(timeout=30) == -signal.SIGKILL
    finally:
        if first.poll() is None:
            first.kill()
    assert saved is not None and saved.interrupted_hand == held and saved.next_hand_id == held
    assert saved.session_hands == 2
    before = saved.stacks

    again = _child(home, "again")
    try:
        offer = json.loads(_line(again, "offer"))
        seated_line = _line(again, "seated")
        after_line = _line(again, "after")
        rc = again.wait(timeout=60)
    finally:
        if again.poll() is None:
            again.kill()
    stderr = again.stderr.read() if again.stderr else ""
    assert rc == 0, stderr
    assert "Traceback" not in stderr, stderr
    assert offer["title"] == "Continue your session?" and f"#{held}" in offer["lost"]
    stacks_json, outcome = seated_line.rsplit(" ", 1)
    assert outcome == "continued"
    assert dict(json.loads(stacks_json)) == before  # the table as it was before the lost hand
    stacks_after, hand_id = after_line.rsplit(" ", 1)
    assert int(hand_id) == held  # the lost hand's number is dealt again
    assert sum(dict(json.loads(stacks_after)).values()) == sum(before.values())  # no chip lost or created
    kept = ss.read(saved_path)  # quit in order: kept, after the hand played since, nothing interrupted
    assert kept is not None and kept.interrupted_hand is None and kept.next_hand_id == held + 1
    assert kept.session_hands == 3 and kept.stacks == dict(json.loads(stacks_after))
    log = (home / "log" / "razz-desktop.log").read_text()
    assert "offering to continue the saved session" in log and "continued the saved session" in log
