"""The whole app with a locked hand history: told once, nothing lost, closed cleanly, written next time.

Built the way ``razz-desktop`` builds itself (``app.assemble`` on temporary
data and config folders), with another connection holding SQLite's write
lock the whole time, as a database browser left open would.
"""

from __future__ import annotations

import os
import sqlite3
import time
from dataclasses import replace
from pathlib import Path

import pytest

from razz_desktop.ui.qt_compat import protect_none

protect_none()

from PySide6.QtCore import QTimer  # noqa: E402

from razz_desktop import paths  # noqa: E402
from razz_desktop.engine.actions import ActionType  # noqa: E402
from razz_desktop.settings import PracticeSettings, Settings, save_settings  # noqa: E402
from razz_desktop.storage.handlog.db import (  # noqa: E402
    connect,
    open_marker,
)
from razz_desktop.storage.handlog.journal import HandJournal, journal_path  # noqa: E402
from razz_desktop.storage.handlog.repository import HandLog  # noqa: E402
from tests.qt_helpers import calling_factory, fast_setup  # noqa: E402

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

PASSIVE = (ActionType.CHECK, ActionType.CALL, ActionType.BRING_IN, ActionType.SHOW)


@pytest.fixture(scope="module", autouse=True)
def _theme(qapp):
    from razz_desktop.ui.theme import apply_theme

    apply_theme(qapp)


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path / "home"))
    s = Settings()
    save_settings(replace(s, display=replace(s.display, animation_speed="off"),
                          play=replace(s.play, auto_next_hand=False), practice=PracticeSettings()))
    return tmp_path / "home"


def _app(qtbot):
    from razz_desktop.app import assemble

    app = assemble(calling_factory, fast_setup(), coach_seed=7)
    qtbot.addWidget(app.window)
    app.controller.set_thinking_ms(0, 1)
    app.controller.set_next_hand_delay_ms(0)

    def answer(view) -> None:
        choice = next((la for kind in PASSIVE for la in view.legal if la.type is kind), None)
        if choice is not None:
            QTimer.singleShot(0, lambda: app.window.action_chosen.emit(choice))

    app.controller.human_to_act.connect(answer)
    return app


def test_a_locked_history_is_reported_journaled_closed_cleanly_and_written_at_the_next_start(qtbot, home) -> None:
    db = paths.database_path()
    db.parent.mkdir(parents=True, exist_ok=True)
    connect(db).close()
    lock = sqlite3.connect(db, isolation_level=None)
    lock.execute("BEGIN IMMEDIATE")
    try:
        app = _app(qtbot)
        history = app.history.controller
        qtbot.waitUntil(lambda: history.next_hand_number is not None, timeout=10_000)
        finished: list = []
        app.controller.hand_finished.connect(finished.append)
        with qtbot.waitSignal(history.save_problem, timeout=20_000):
            app.start()  # the session, then the first hand, cannot be written
        qtbot.waitUntil(lambda: len(finished) == 1, timeout=20_000)
        bar = app.window.message_bar  # told in plain words above the table, not only in the dealer log
        qtbot.waitUntil(lambda: bar.isVisibleTo(app.window) and bar.kind == "warning", timeout=5_000)
        assert "another program" in bar.text.text()
        told = bar.text.text()
        for played in (2, 3):
            qtbot.waitUntil(lambda: app.window.flow.waiting_for_next_hand, timeout=20_000)
            app.window.next_action.trigger()
            qtbot.waitUntil(lambda n=played: len(finished) == n, timeout=20_000)
        qtbot.waitUntil(lambda: history.pending_writes == 0, timeout=10_000)
        assert app.window.log.plain_lines().count(told) == 1  # told once
        started = time.monotonic()
        app.shutdown()
        assert time.monotonic() - started < 3.0
        assert history._thread.isFinished()  # noqa: SLF001 - no "Destroyed while thread is still running"
        journaled = HandJournal(journal_path(db)).entries()
        assert [e.record.hand_id for e in journaled] == [1, 2, 3]
    finally:
        lock.execute("ROLLBACK")
        lock.close()

    again = _app(qtbot)
    try:
        with qtbot.waitSignal(again.history.controller.save_recovered, timeout=10_000):
            pass
        assert any("3 kept hand" in line for line in again.window.log.plain_lines())
        assert again.history.controller.next_hand_number == 4  # known from the journal, before the replay
    finally:
        again.shutdown()
    conn = connect(db)
    log = HandLog(conn)
    assert [log.hand(i).record.hand_id for i in log.hand_ids()] == [1, 2, 3]  # type: ignore[union-attr]
    conn.close()
    assert not journal_path(db).exists()
    assert not db.with_name(db.name + "-wal").exists()
    assert not open_marker(db).exists()  # closed cleanly: no whole-file check at the next start


def test_quitting_the_whole_app_with_hands_only_in_memory_asks_and_saves_them(qtbot, home, tmp_path,
                                                                               monkeypatch) -> None:
    """Issue 38 on the real window: the disk is full and the journal refused too; closing between hands
    asked nothing and the hands were lost. Now the question comes, and "Save them to a file..." keeps them."""
    from razz_desktop.ui.unsaved_hands_dialog import UnsavedHandsQuestion

    db = paths.database_path()
    db.parent.mkdir(parents=True, exist_ok=True)
    connect(db).close()
    journal_path(db).mkdir()  # the journal cannot be written either (tests run as root: no read-only modes)
    original = HandLog.save_hand

    def full(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(HandLog, "save_hand", full)
    app = _app(qtbot)
    history = app.history.controller
    finished: list = []
    app.controller.hand_finished.connect(finished.append)
    app.window.show()
    app.start()
    qtbot.waitUntil(lambda: len(finished) == 1, timeout=20_000)
    qtbot.waitUntil(lambda: history.hands_at_risk == 1 and history.pending_writes == 0, timeout=10_000)
    app.window.close()  # between hands: no live hand, so nothing else asks
    question = app.window.findChild(UnsavedHandsQuestion)
    assert question is not None
    qtbot.waitUntil(question.box.isVisible, timeout=5_000)
    assert app.window.isVisible() and question.box.text().startswith("1 hand")
    folder = tmp_path / "usb"
    folder.mkdir()
    question.pick_folder = lambda _parent, _title: str(folder)
    from PySide6.QtCore import Qt

    qtbot.mouseClick(question.save_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not app.window.isVisible(), timeout=10_000)
    app.shutdown()
    (kept,) = folder.glob("*.pending-hands.jsonl")
    monkeypatch.setattr(HandLog, "save_hand", original)
    assert [e.record.hand_id for e in HandJournal(kept).entries()] == [finished[0].view.hand_id]
