"""Quitting while hands live only in memory: asked, saved to a file that imports back, or lost on purpose.

Issue 38: with the database and its journal both unwritable (a full disk, a
read-only home), closing asked nothing and 11 to 23 hands were lost. The
failures are simulated as tests/storage/test_saving_trouble.py does (tests run
as root, whom read-only modes do not stop): the database's writes raise
SQLite's own "disk is full", and a folder stands where the journal file
should be. The question is clicked as a user clicks it (pytest-qt).
"""

from __future__ import annotations

import logging
import sqlite3
import stat
from pathlib import Path

import pytest

from razz_desktop.ui.qt_compat import protect_none

protect_none()

from PySide6.QtWidgets import QMainWindow  # noqa: E402

from razz_desktop.controllers import history_worker_core as hc  # noqa: E402
from razz_desktop.controllers.history_controller import HistoryController  # noqa: E402
from razz_desktop.storage.handlog.db import connect  # noqa: E402
from razz_desktop.storage.handlog.journal import HandJournal, journal_path  # noqa: E402
from razz_desktop.storage.handlog.repository import HandLog  # noqa: E402
from razz_desktop.storage.importing.run import ImportRun  # noqa: E402
from razz_desktop.ui.unsaved_hands_dialog import UnsavedHandsQuestion  # noqa: E402
from razz_desktop.wiring.history import _quit_guard  # noqa: E402

from .hands import random_record  # noqa: E402
from .recorded_hands import *  # noqa: E402, F403 - the controllers fixture
from .recorded_hands import recorded as _recorded  # noqa: E402
from .recorded_hands import stored as _stored  # noqa: E402


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "data" / "razz.sqlite3"
    path.parent.mkdir()
    connect(path).close()
    return path


@pytest.fixture
def nowhere(db: Path, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The database refuses every hand (disk full) and the journal cannot be a file; empty the list to heal."""
    monkeypatch.setattr(hc, "RETRY_FIRST_MS", 60_000)  # no retry on its own: the test decides
    monkeypatch.setattr(hc, "RETRY_MAX_MS", 60_000)
    original = HandLog.save_hand
    armed = [1]

    def save_hand(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        if armed:
            raise sqlite3.OperationalError("database or disk is full")
        return original(self, *args, **kwargs)

    monkeypatch.setattr(HandLog, "save_hand", save_hand)
    journal_path(db).mkdir()
    return armed


def _history(controllers: list[HistoryController], db: Path, fallback: Path) -> HistoryController:
    history = HistoryController(db, open_now=False)
    history.fallback_folders = (fallback,)
    history.open()
    controllers.append(history)
    return history


def _play(qtbot, history: HistoryController, seeds: range) -> list:  # type: ignore[no-untyped-def]
    records = [random_record(s) for s in seeds]
    for r in records:
        history.record_hand(_recorded(r))
    qtbot.waitUntil(lambda: history.hands_at_risk == len(records) and history.pending_writes == 0, timeout=10_000)
    return records


def _played_hands_in_a_fresh_log(tmp_path: Path, journal_file: Path) -> list:  # type: ignore[no-untyped-def]
    fresh = tmp_path / "fresh" / "razz.sqlite3"
    fresh.parent.mkdir()
    conn = connect(fresh)
    try:
        summary = ImportRun.of([journal_file]).run(HandLog(conn))
        again = ImportRun.of([journal_file]).run(HandLog(conn))
    finally:
        conn.close()
    assert again.imported == 0 and again.duplicates == summary.imported  # each hand once, by its uid
    return _stored(fresh)


def test_saved_to_a_folder_the_hands_import_back_as_played_hands(qtbot, controllers, db, nowhere, tmp_path) -> None:
    history = _history(controllers, db, tmp_path / "log")
    records = _play(qtbot, history, range(3))
    folder = tmp_path / "usb"
    folder.mkdir()
    kept = history.save_kept_to(folder)
    assert history.hands_at_risk == 0
    assert sorted(p.name for p in folder.iterdir()) == sorted([kept.journal.name, kept.text.name])
    for path in (kept.journal, kept.text):
        assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert kept.text.read_text("utf-8").count("*** SUMMARY ***") == 3
    assert history.shutdown()
    assert not (tmp_path / "log").exists()  # saved by the user: nothing left for the fallback
    nowhere.clear()  # another machine, or the disk freed: the file is imported into a writable log
    assert _played_hands_in_a_fresh_log(tmp_path, kept.journal) == records


def test_closing_without_asking_writes_them_to_the_fallback_folder_and_says_so(
        qtbot, controllers, db, nowhere, tmp_path, caplog) -> None:
    history = _history(controllers, db, tmp_path / "log")
    history.fallback_folders = None
    records = _play(qtbot, history, range(10, 12))
    assert history.shutdown()
    # The folder was given before open(); set to None afterwards it changes nothing.
    (journal,) = (tmp_path / "log").glob("razz-unsaved-hands-*.pending-hands.jsonl")
    assert "saved to" in caplog.text and str(journal) in caplog.text
    assert [e.record for e in HandJournal(journal).entries()] == records
    nowhere.clear()
    assert _played_hands_in_a_fresh_log(tmp_path, journal) == records


def test_the_temporary_folder_when_the_log_folder_refuses(qtbot, controllers, db, nowhere, tmp_path, caplog) -> None:
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder", "utf-8")
    temp = tmp_path / "tmp"
    temp.mkdir()
    history = HistoryController(db, open_now=False)
    history.fallback_folders = (blocked / "log", temp)
    history.open()
    controllers.append(history)
    _play(qtbot, history, range(20, 21))
    with caplog.at_level(logging.WARNING):
        assert history.shutdown()
    assert len(list(temp.glob("razz-unsaved-hands-*.pending-hands.jsonl"))) == 1
    assert "could not be written to" in caplog.text


def test_quit_and_lose_them_keeps_nothing_and_says_so(qtbot, controllers, db, nowhere, tmp_path, caplog) -> None:
    history = _history(controllers, db, tmp_path / "log")
    _play(qtbot, history, range(30, 32))
    history.discard_kept()
    assert history.hands_at_risk == 0
    assert history.shutdown()
    assert not (tmp_path / "log").exists()
    assert "chose to lose 2 hands" in caplog.text


# ------------------------------------------------------------------ the question, clicked


@pytest.fixture
def window(qtbot, controllers, db, nowhere, tmp_path):  # type: ignore[no-untyped-def]
    history = _history(controllers, db, tmp_path / "log")
    w = QMainWindow()
    qtbot.addWidget(w)
    w.closing_history = history  # type: ignore[attr-defined]
    _quit_guard(w, history)  # type: ignore[arg-type] - any window: the guard only filters its close
    w.show()
    return w


def _asked(qtbot, w: QMainWindow) -> UnsavedHandsQuestion:
    assert not w.close()  # held back
    question = w.findChild(UnsavedHandsQuestion)
    assert question is not None
    qtbot.waitUntil(question.box.isVisible, timeout=5000)
    return question


def test_the_question_says_how_many_and_save_closes_after_writing(qtbot, window, tmp_path) -> None:
    history: HistoryController = window.closing_history
    records = _play(qtbot, history, range(40, 43))
    question = _asked(qtbot, window)
    assert "3 hand" in question.box.text() and "of this session could not be saved" in question.box.text()
    assert "razz.sqlite3" in question.box.text()
    folder = tmp_path / "picked"
    folder.mkdir()
    question.pick_folder = lambda _parent, _title: str(folder)
    qtbot.mouseClick(question.save_button, qtbot_left())
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=5000)
    (journal,) = folder.glob("*.pending-hands.jsonl")
    assert [e.record for e in HandJournal(journal).entries()] == records


def test_a_folder_that_refuses_asks_again_with_the_reason(qtbot, window, tmp_path) -> None:
    history: HistoryController = window.closing_history
    _play(qtbot, history, range(50, 51))
    question = _asked(qtbot, window)
    question.pick_folder = lambda _parent, _title: str(tmp_path / "no" / "such")
    qtbot.mouseClick(question.save_button, qtbot_left())
    qtbot.waitUntil(lambda: question.box.isVisible() and "could not be saved in" in question.box.informativeText(),
                    timeout=5000)
    assert window.isVisible() and history.hands_at_risk == 1


def test_try_again_after_freeing_space_saves_them_and_closes(qtbot, window, nowhere, db) -> None:
    history: HistoryController = window.closing_history
    records = _play(qtbot, history, range(60, 62))
    question = _asked(qtbot, window)
    nowhere.clear()  # the user freed some space
    qtbot.mouseClick(question.retry_button, qtbot_left())
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=10_000)
    assert history.hands_at_risk == 0
    assert history.shutdown()
    assert _stored(db) == records


def test_try_again_in_vain_asks_again(qtbot, window) -> None:
    history: HistoryController = window.closing_history
    _play(qtbot, history, range(70, 71))
    question = _asked(qtbot, window)
    qtbot.mouseClick(question.retry_button, qtbot_left())
    qtbot.waitUntil(lambda: not question.box.isVisible(), timeout=5000)
    qtbot.waitUntil(question.box.isVisible, timeout=10_000)  # still at risk: the question is back
    assert window.isVisible() and question.box.text().startswith("1 hand")


def test_quit_and_lose_them_closes_and_cancel_stays(qtbot, window, tmp_path) -> None:
    history: HistoryController = window.closing_history
    _play(qtbot, history, range(80, 82))
    question = _asked(qtbot, window)
    qtbot.mouseClick(question.cancel_button, qtbot_left())
    qtbot.waitUntil(lambda: not question.box.isVisible(), timeout=5000)
    assert window.isVisible() and history.hands_at_risk == 2
    question = _asked(qtbot, window)
    qtbot.mouseClick(question.lose_button, qtbot_left())
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=5000)
    assert history.shutdown()
    assert not (tmp_path / "log").exists()


def test_nothing_at_risk_closes_without_a_question(qtbot, window) -> None:
    assert window.close()
    assert window.findChild(UnsavedHandsQuestion) is None


def qtbot_left():  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt

    return Qt.MouseButton.LeftButton


def test_a_hand_recorded_after_saving_is_at_risk_again(qtbot, controllers, db, nowhere, tmp_path) -> None:
    """Quitting mid-hand: the user saves what was kept, then the hand being finished is recorded;
    the journal still refuses, so that hand counts (the question comes once more), at once."""
    history = _history(controllers, db, tmp_path / "log")
    _play(qtbot, history, range(90, 92))
    folder = tmp_path / "usb"
    folder.mkdir()
    history.save_kept_to(folder)
    assert history.hands_at_risk == 0
    history.record_hand(_recorded(random_record(93)))
    assert history.hands_at_risk == 1  # in flight, on its way to the same fate
    qtbot.waitUntil(lambda: history.pending_writes == 0, timeout=10_000)
    assert history.hands_at_risk == 1 and [e.record for e in history.kept_entries()] == [random_record(93)]
