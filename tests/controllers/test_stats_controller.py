"""The statistics controller: reports off the GUI thread, all-in adjustments after them, coalesced refreshes."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from razz_desktop.controllers.stats_controller import StatsController
from razz_desktop.records import SeatPlayer
from razz_desktop.storage.handlog.db import connect
from razz_desktop.storage.handlog.repository import HandLog
from tests.engine.dealing import make_hand, play


@pytest.fixture
def db(tmp_path: Path) -> Path:
    """Two hands of "You": an all-in on 3rd street (run out) and a stolen pot."""
    path = tmp_path / "razz.sqlite3"
    conn = connect(path)
    log = HandLog(conn)
    h = make_hand({1: "Ac 2c 3c 4c 5c 6c 7c", 2: "Kd Qd Jd Td 9d 8d 7d"}, stacks={1: 240, 2: 10_000})
    play(h, "bring-in", "complete", "call")
    session = log.start_session(h.record.config)
    players = [SeatPlayer(1, "You", True), SeatPlayer(2, "Ada", False, "regular")]
    log.save_hand(session, h.record, players)
    h2 = make_hand({1: "3c 4c 2d", 2: "5c 6c Ks"})
    play(h2, "bring-in", "complete", "fold")
    log.save_hand(session, replace(h2.record, hand_id=2), players)
    conn.close()
    return path


def test_the_report_comes_first_then_the_all_in_line_fills_in(qtbot, db: Path) -> None:
    c = StatsController(db)
    reports = []
    c.report_ready.connect(reports.append)
    with qtbot.waitSignal(c.report_ready, timeout=10_000):
        c.set_active(True)
    first = reports[0]
    assert first.player == "You" and first.series.adjusted == 0  # not worked out yet
    with qtbot.waitSignal(c.report_ready, timeout=20_000) as got:
        pass  # the background pass adjusts the run-out and reports again
    second = got.args[0]
    assert second.series.adjusted == 1
    # +240 won with A-2-3 against K-Q-J: the equity (about 92%) is worth less than the whole pot.
    assert second.series.net_bb[0] == pytest.approx(240 / 400)
    assert 0.4 < second.series.allin_bb[0] < 240 / 400
    assert second.series.allin_bb[1] == second.series.net_bb[1]  # no run-out: the result itself
    assert c.wait_idle(10_000)
    c.shutdown()


def test_a_burst_of_saved_hands_costs_at_most_two_reports(qtbot, db: Path) -> None:
    c = StatsController(db)
    reports = []
    c.report_ready.connect(reports.append)
    with qtbot.waitSignal(c.report_ready, timeout=10_000):
        c.set_active(True)
        for _ in range(20):
            c.on_hand_saved(None)
    assert c.wait_idle(20_000)
    qtbot.waitUntil(lambda: not c._running, timeout=10_000)
    assert 1 <= len(reports) <= 3  # the first, the coalesced one, maybe the all-in redraw
    c.set_active(False)
    count = len(reports)
    c.on_hand_saved(None)  # closed: nothing computed
    assert c.wait_idle(5_000) and len(reports) == count
    c.shutdown()


def test_a_database_that_cannot_be_read_is_reported(qtbot, tmp_path: Path) -> None:
    bad = tmp_path / "bad.sqlite3"
    bad.write_bytes(b"this is not a database" * 200)
    c = StatsController(bad)
    with qtbot.waitSignal(c.failed, timeout=10_000) as got:
        c.refresh()
    assert got.args[0]
    c.shutdown()


def test_practice_hands_count_only_when_the_window_asks(qtbot, db: Path) -> None:
    from razz_desktop.records import PracticeTag

    conn = connect(db)
    log = HandLog(conn)
    h = make_hand({1: "3c 4c 2d", 2: "5c 6c Ks"})
    play(h, "bring-in", "complete", "fold")
    session = log.start_session(h.record.config)
    players = [SeatPlayer(1, "You", True), SeatPlayer(2, "Ada", False, "regular")]
    log.save_hand(session, replace(h.record, hand_id=-1), players, practice=PracticeTag(1, 0, False))
    conn.close()
    c = StatsController(db)
    reports = []
    c.report_ready.connect(reports.append)
    with qtbot.waitSignal(c.report_ready, timeout=10_000):
        c.set_active(True)
    assert c.wait_idle(20_000)
    assert len(reports[-1].series.hand_ids) == 2
    with qtbot.waitSignal(c.report_ready, timeout=10_000):
        c.count_practice(True)
    assert c.wait_idle(20_000)
    assert len(reports[-1].series.hand_ids) == 3
    c.shutdown()
