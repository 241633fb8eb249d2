"""``razz-history import`` of what is not a hand-history file: refused by name, never a hang (issue 38).

The command runs as a separate process with a timeout: a FIFO that blocks or a
``/dev/zero`` read whole would otherwise hang or exhaust the test run.
"""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from razz_desktop.history.cli import build_parser
from razz_desktop.storage.importing import reading
from razz_desktop.storage.importing.reading import (
    MAX_FILE_BYTES,
    MAX_FILE_TEXT,
    Rejection,
    read_file,
)
from razz_desktop.storage.importing.run import ImportRun

CORPUS = Path(__file__).resolve().parents[2].parent / "shared" / "handhistories"


def import_in_child(db: Path, *paths: Path) -> dict[str, object]:
    done = subprocess.run([sys.executable, "-m", "razz_desktop.history", "--db", str(db), "import",
                           *map(str, paths)], capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    answer: dict[str, object] = json.loads(done.stdout)
    return answer


def reasons(answer: dict[str, object]) -> dict[str, str]:
    rejected = answer["rejected"]
    assert isinstance(rejected, list)
    return {Path(r["file"]).name: r["reason"] for r in rejected}


def test_a_link_to_dev_zero_and_a_fifo_named_directly_are_refused(tmp_path: Path) -> None:
    zero = tmp_path / "zero.txt"
    zero.symlink_to("/dev/zero")
    fifo = tmp_path / "pipe.txt"
    os.mkfifo(fifo)
    answer = import_in_child(tmp_path / "h.sqlite3", zero, fifo)
    got = reasons(answer)
    assert got["zero.txt"] == "not a regular file (a device): only hand-history files are read"
    assert got["pipe.txt"] == "not a regular file (a named pipe (FIFO)): only hand-history files are read"
    assert answer["imported"] == 0 and answer["files"] == 2


def test_a_file_over_the_limit_is_refused_with_the_limit(tmp_path: Path) -> None:
    big = tmp_path / "big.txt"
    with open(big, "wb") as fh:
        fh.truncate(MAX_FILE_BYTES + 1)  # sparse: nothing written to the disk
    (rejection,) = read_file(big)
    assert isinstance(rejection, Rejection) and rejection.hand_id is None
    assert f"at most {MAX_FILE_TEXT}" in rejection.reason and "256 MB" in rejection.reason


def test_a_file_that_grows_while_read_stops_at_the_limit(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A file whose size says little but whose reads never end (as /proc files do) is cut at the limit."""
    monkeypatch.setattr(reading, "MAX_FILE_BYTES", 10_000)
    grower = tmp_path / "grows.txt"
    grower.write_bytes(b"x" * 100)
    real_read = os.read

    def endless(fd: int, n: int) -> bytes:
        return real_read(fd, n) or b"y" * min(n, 4096)

    monkeypatch.setattr(reading.os, "read", endless)
    (rejection,) = read_file(grower)
    assert isinstance(rejection, Rejection) and "10,001 bytes" in rejection.reason


def test_the_limit_is_in_the_commands_help(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        build_parser().parse_args(["import", "--help"])
    assert f"at most {MAX_FILE_TEXT}" in " ".join(capsys.readouterr().out.split())


def test_an_unreadable_subfolder_is_listed_among_the_rejected(tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    # Tests run as root, whom chmod does not stop: the folder's listing fails as it would for a user.
    (tmp_path / "ok").mkdir()
    locked = tmp_path / "locked"
    locked.mkdir()
    (locked / "x.txt").write_text("PokerStars Hand #1: Razz\n", "utf-8")
    real_scandir = os.scandir

    def scandir(path: object) -> object:
        if Path(str(path)) == locked:
            raise PermissionError(13, "Permission denied", str(path))
        return real_scandir(path)  # type: ignore[arg-type]

    monkeypatch.setattr(reading.os, "scandir", scandir)
    run = ImportRun.of([tmp_path])
    assert run.files == 0
    (rejection,) = run.summary().rejected
    assert rejection == Rejection(str(locked), None, None, "cannot read the folder: Permission denied")


def test_regular_hand_histories_still_import(tmp_path: Path) -> None:
    if not CORPUS.is_dir():
        pytest.skip("the shared hand histories are not beside the repository")
    answer = import_in_child(tmp_path / "h.sqlite3", CORPUS)
    assert answer["imported"] == 57


def test_list_leaves_no_wal_or_shm_and_files_are_private(tmp_path: Path) -> None:
    db = tmp_path / "data" / "h.sqlite3"
    fifo = tmp_path / "p.txt"
    os.mkfifo(fifo)
    import_in_child(db, fifo)  # creates the database
    for _ in range(2):
        done = subprocess.run([sys.executable, "-m", "razz_desktop.history", "--db", str(db), "list"],
                              capture_output=True, text=True, timeout=60, check=True)
        assert "No hands in the history yet." in done.stdout
        assert sorted(p.name for p in db.parent.iterdir()) == ["h.sqlite3"]
    assert stat.S_IMODE(db.stat().st_mode) == 0o600
    assert stat.S_IMODE(db.parent.stat().st_mode) == 0o700
