"""SIGTERM and Ctrl+C (SIGINT) take the orderly way out: the live hand is finished and saved,
the database closed cleanly (no -wal file left), exit status 0. The real app in a subprocess."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _start(home: Path) -> subprocess.Popen[str]:
    env = dict(os.environ, RAZZ_DESKTOP_HOME=str(home), QT_QPA_PLATFORM="offscreen")
    code = ("from dataclasses import replace\n"
            "from razz_desktop.settings import Settings, save_settings\n"
            "s = Settings()\n"
            "save_settings(replace(s, display=replace(s.display, animation_speed='off')))\n")
    subprocess.run([sys.executable, "-c", code], env=env, check=True, cwd=ROOT)
    return subprocess.Popen([sys.executable, str(ROOT / "tests" / "termination_child.py")], env=env,
                            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT])
def test_a_signal_finishes_and_saves_the_live_hand_and_exits_0(tmp_path, signum):
    home = tmp_path / "home"
    child = _start(home)
    try:
        assert child.stdout is not None
        line = child.stdout.readline()  # blocks until the first decision of the human
        assert line.strip() == "ready", child.stderr.read() if child.stderr else line
        started = time.monotonic()
        child.send_signal(signum)
        rc = child.wait(timeout=60)
        took = time.monotonic() - started
    finally:
        if child.poll() is None:
            child.kill()
    stderr = child.stderr.read() if child.stderr else ""
    assert rc == 0, stderr
    assert "Traceback" not in stderr and "QThread: Destroyed" not in stderr, stderr
    db = home / "data" / "razz.sqlite3"
    assert not Path(f"{db}-wal").exists()  # closed cleanly
    with sqlite3.connect(db) as conn:
        assert conn.execute("SELECT count(*) FROM hands").fetchone()[0] == 1  # the live hand, finished
    log = (home / "log" / "razz-desktop.log").read_text()
    assert f"signal {signal.Signals(signum).name} received" in log and "stopped (status 0)" in log
    print(f"{signal.Signals(signum).name}: exit 0 after {took:.2f} s")


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT])
def test_a_signal_at_the_welcome_dialog_ends_the_app(tmp_path, signum):
    """Issue 38: the dialog closed, then the launcher dealt a session and ran on for ever."""
    home = tmp_path / "home"  # no settings file: the first start, with the welcome dialog
    env = dict(os.environ, RAZZ_DESKTOP_HOME=str(home), QT_QPA_PLATFORM="offscreen")
    child = subprocess.Popen([sys.executable, str(ROOT / "tests" / "welcome_child.py")], env=env, cwd=ROOT,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert child.stdout is not None
        line = child.stdout.readline()  # blocks until the welcome dialog is open
        assert line.strip() == "welcome", child.stderr.read() if child.stderr else line
        child.send_signal(signum)
        rc = child.wait(timeout=60)
    finally:
        if child.poll() is None:
            child.kill()
    out = child.stdout.read() if child.stdout else ""
    stderr = child.stderr.read() if child.stderr else ""
    assert rc == 0, stderr
    assert "dealt" not in out  # no session was started behind the closed dialog
    assert "Traceback" not in stderr, stderr
    log = (home / "log" / "razz-desktop.log").read_text()
    assert "stopped at the welcome dialog" in log


def test_a_signal_with_nothing_writable_keeps_the_hands_in_the_log_folder(tmp_path):
    """Issue 38: neither the hand log nor its journal can be written; a signal asks nothing, so the
    hands held in memory go to a file in the log folder, which imports back as played hands."""
    home = tmp_path / "home"
    data = home / "data"
    data.mkdir(parents=True)
    (data / "razz.sqlite3").mkdir()  # as root, a folder in the file's place is what refuses a write
    (data / "razz.sqlite3.pending-hands.jsonl").mkdir()
    child = _start(home)
    try:
        assert child.stdout is not None
        line = child.stdout.readline()  # the human's first decision: a hand is live
        assert line.strip() == "ready", child.stderr.read() if child.stderr else line
        child.send_signal(signal.SIGTERM)
        rc = child.wait(timeout=60)
    finally:
        if child.poll() is None:
            child.kill()
    stderr = child.stderr.read() if child.stderr else ""
    assert rc == 0, stderr
    (kept,) = (home / "log").glob("razz-unsaved-hands-*.pending-hands.jsonl")
    log = (home / "log" / "razz-desktop.log").read_text()
    assert f"saved to {kept}" in log
    fresh = tmp_path / "fresh.sqlite3"
    done = subprocess.run([sys.executable, "-m", "razz_desktop.history", "--db", str(fresh), "import", str(kept)],
                          capture_output=True, text=True, timeout=60, check=True, cwd=ROOT)
    assert '"imported": 1' in done.stdout, done.stdout
    with sqlite3.connect(fresh) as conn:
        assert conn.execute("SELECT count(*) FROM hands WHERE site IS NULL").fetchone()[0] == 1  # a played hand
