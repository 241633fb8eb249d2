"""The history controller: writes off the GUI thread, answers by signal, survives bad files."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from razz_desktop.ui.qt_compat import protect_none

protect_none()  # PySide6 6.12.0 on Python 3.11: see razz_desktop/ui/qt_compat.py

from razz_desktop.controllers.history_controller import HistoryController  # noqa: E402
from razz_desktop.controllers.players import PlayerInfo  # noqa: E402
from razz_desktop.controllers.recorded import RecordedHand  # noqa: E402
from razz_desktop.engine import GameConfig, Stakes  # noqa: E402
from razz_desktop.records import HandSummary, SeatPlayer, StoredHand  # noqa: E402
from razz_desktop.storage.handlog.db import connect  # noqa: E402
from razz_desktop.storage.handlog.repository import HandLog  # noqa: E402

from .hands import players_for, random_record  # noqa: E402


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "razz.sqlite3"


@pytest.fixture
def history(qtbot, db: Path) -> Iterator[HistoryController]:
    controller = HistoryController(db)
    yield controller
    controller.shutdown()


def test_hands_are_written_on_the_worker_thread(qtbot, history, monkeypatch) -> None:
    writers: list[int] = []
    original = HandLog.save_hand

    def spy(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        writers.append(threading.get_ident())
        return original(self, *args, **kwargs)

    monkeypatch.setattr(HandLog, "save_hand", spy)
    record = random_record(1)
    with qtbot.waitSignal(history.hand_saved, timeout=10_000) as saved:
        history.record_hand(RecordedHand(record, tuple(players_for(record))))
    assert writers and writers[0] != threading.get_ident()
    summary = saved.args[0]
    assert isinstance(summary, HandSummary) and summary.hand_number == record.hand_id
    assert history.last_write_ms is not None and history.last_write_ms < 1000
    assert history.session_id == summary.session_id  # a session was opened for the first hand
    assert history.pending_writes == 0


def test_sessions_hands_and_loading(qtbot, history, db) -> None:
    config = GameConfig(Stakes(100, 200, 20, 25))
    with qtbot.waitSignal(history.session_started, timeout=10_000) as started:
        history.start_session(config)
    sid = started.args[0]
    records = [random_record(seed) for seed in range(3)]
    for r in records:
        history.record_hand(RecordedHand(r, tuple(players_for(r))))
    with qtbot.waitSignal(history.hands_listed, timeout=10_000) as listed:
        history.request_hands(2)
    summaries = listed.args[0]
    assert [s.hand_number for s in summaries] == [3, 2]  # queued after the writes: sees them
    with qtbot.waitSignal(history.hand_loaded, timeout=10_000) as loaded:
        history.request_hand(summaries[-1].hand_id)
    hand = loaded.args[0]
    assert isinstance(hand, StoredHand) and hand.record == records[1]
    with qtbot.waitSignal(history.session_started, timeout=10_000) as again:
        history.start_session(config)  # ends the first session
    assert again.args[0] != sid
    assert history.shutdown()
    conn = connect(db)
    log = HandLog(conn)
    first = log.session(sid)
    assert first is not None and first.ended_at is not None and first.hands_played == 3
    assert first.config == config
    assert log.session(again.args[0]).ended_at is not None  # type: ignore[union-attr]
    conn.close()


def test_game_player_infos_are_accepted(qtbot, history) -> None:
    record = random_record(2)
    infos = {s: PlayerInfo(s, f"P{s}", s == record.seats[0], "" if s == record.seats[0] else "expert")
             for s in record.seats}
    recorded = RecordedHand.of(record, infos)
    assert recorded.players[1] == SeatPlayer(record.seats[1], f"P{record.seats[1]}", False, "expert")
    assert recorded.players[0].bot_level is None
    with qtbot.waitSignal(history.hand_saved, timeout=10_000):
        history.record_hand(recorded)


def test_a_repeated_hand_number_starts_a_new_session(qtbot, history) -> None:
    record = random_record(4)
    with qtbot.waitSignal(history.hand_saved, timeout=10_000) as first:
        history.record_hand(RecordedHand(record, tuple(players_for(record))))
    with qtbot.waitSignal(history.hand_saved, timeout=10_000) as second:
        history.record_hand(RecordedHand(record, tuple(players_for(record))))
    assert second.args[0].session_id != first.args[0].session_id
    assert history.session_id == second.args[0].session_id


def test_a_failed_write_is_reported_and_the_next_one_works(qtbot, history) -> None:
    record = random_record(5)
    with qtbot.waitSignal(history.storage_failed, timeout=10_000) as failed:
        history.record_hand(RecordedHand(record, tuple(players_for(record)[1:])))  # a seat without a player
    assert "saving hand" in failed.args[0]
    assert history.pending_writes == 0
    with qtbot.waitSignal(history.hand_saved, timeout=10_000):
        history.record_hand(RecordedHand(record, tuple(players_for(record))))


def test_damaged_file_is_reported_to_the_user(qtbot, db: Path) -> None:
    db.write_bytes(b"this is not a database" * 200)
    controller = HistoryController(db)
    try:
        with qtbot.waitSignal(controller.database_problem, timeout=10_000) as problem:
            pass
        assert "could not be read" in problem.args[0] and "damaged-" in problem.args[0]
        assert controller.recovery_message == problem.args[0]
        record = random_record(6)
        with qtbot.waitSignal(controller.hand_saved, timeout=10_000):
            controller.record_hand(RecordedHand(record, tuple(players_for(record))))
    finally:
        controller.shutdown()
    assert len(list(db.parent.glob("razz.sqlite3.damaged-*"))) == 1


def test_shutdown_writes_what_is_queued_and_is_idempotent(qtbot, db: Path) -> None:
    controller = HistoryController(db)
    records = [random_record(seed) for seed in range(10, 25)]
    for r in records:
        controller.record_hand(RecordedHand(r, tuple(players_for(r))))
    assert controller.shutdown()
    assert controller.shutdown()
    controller.record_hand(RecordedHand(records[0], tuple(players_for(records[0]))))  # ignored after shutdown
    conn = connect(db)
    log = HandLog(conn)
    assert [log.hand(i).record for i in log.hand_ids()] == records  # type: ignore[union-attr]
    assert log.sessions()[0].ended_at is not None
    conn.close()


def test_hand_as_text_is_the_pokerstars_export(qtbot, history) -> None:
    record = random_record(3)
    hand = StoredHand(9, 1, datetime(2024, 1, 2, tzinfo=UTC), tuple(players_for(record)), record)
    assert history.hand_as_text(hand).startswith("PokerStars Hand #9:  Razz Limit (200/400)")
    assert "Razz Limit ($2/$4 USD)" in history.hand_as_text(hand, dollars=True)
