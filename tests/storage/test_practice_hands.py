"""Practice hands ("Play from here", issue 36): kept as practice, out of the statistics and session results."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

from razz_desktop.records import PracticeTag
from razz_desktop.storage.handlog.db import connect
from razz_desktop.storage.handlog.journal import (
    JournalEntry,
    SessionRef,
    entry_from_json,
    entry_to_json,
)
from razz_desktop.storage.handlog.migrations import SCHEMA_VERSION
from razz_desktop.storage.handlog.repository import HandLog
from razz_desktop.storage.stats.queries import Scope, player_figures, report, scope

from .hands import players_for, random_record

WHEN = datetime(2026, 12, 7, 21, 30, tzinfo=UTC)


def _log(tmp_path: Path) -> tuple[HandLog, int, int, int]:
    """A session with two real hands and one practice hand replaying the first."""
    log = HandLog(connect(tmp_path / "h.sqlite3"))
    first = random_record(5)
    sid = log.start_session(first.config)
    original = log.save_hand(sid, first, players_for(first))
    second = random_record(6)
    log.save_hand(sid, replace(second, hand_id=first.hand_id + 1), players_for(second))
    again = random_record(7)
    practice = log.save_hand(sid, replace(again, hand_id=-1), players_for(again),
                             practice=PracticeTag(original, 2, True))
    return log, sid, original, practice


def test_the_schema_has_the_practice_table() -> None:
    conn = connect(":memory:")
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert conn.execute("SELECT name FROM sqlite_master WHERE name = 'practice_hands'").fetchone()


def test_a_practice_hand_is_read_back_with_its_tag(tmp_path: Path) -> None:
    log, _, original, practice = _log(tmp_path)
    assert log.hand(practice).practice == PracticeTag(original, 2, True)  # type: ignore[union-attr]
    assert log.hand(original).practice is None  # type: ignore[union-attr]
    log.connection.close()


def test_statistics_and_session_results_leave_practice_hands_out_unless_asked(tmp_path: Path) -> None:
    log, sid, _, _ = _log(tmp_path)
    conn = log.connection
    human = "You"
    real = [random_record(5), random_record(6)]
    real_net = sum(dict(r.net)[r.seats[0]] for r in real)
    for where in (Scope(), scope(sid)):
        for use_totals in (True, False):
            mine = player_figures(conn, where, human, use_totals=use_totals)
            assert mine[0].hands == 2 and mine[0].net == real_net
    counted = player_figures(conn, Scope(practice=True), human)
    practice_net = dict(random_record(7).net)[random_record(7).seats[0]]
    assert counted[0].hands == 3 and counted[0].net == real_net + practice_net
    shown = report(conn, human)  # the Statistics window's report: its chart and sessions too
    assert len(shown.series.hand_ids) == 2 and sum(s.hands for s in shown.sessions) == 2
    assert len(report(conn, human, Scope(practice=True)).series.hand_ids) == 3
    info = log.end_session(sid)
    assert info.hands_played == 2 and info.hero_net == real_net
    log.connection.close()


def test_the_journal_keeps_the_practice_tag() -> None:
    record = random_record(8)
    session = SessionRef("k", WHEN, record.config)
    tag = PracticeTag(None, 0, False)
    entry = JournalEntry("u1", WHEN, session, tuple(players_for(record)), record, None, tag)
    assert entry_from_json(entry_to_json(entry)).practice == tag
    plain = JournalEntry("u2", WHEN, session, tuple(players_for(record)), record)
    assert entry_from_json(entry_to_json(plain)).practice is None


def test_practice_hands_do_not_move_the_hand_numbers_on(tmp_path: Path) -> None:
    from razz_desktop.storage.handlog.peek import next_hand_number

    log, _, _, _ = _log(tmp_path)  # the last hand written is the practice hand, numbered -1
    assert log.last_hand_number() == random_record(5).hand_id + 1
    log.connection.close()
    assert next_hand_number(tmp_path / "h.sqlite3") in (None, random_record(5).hand_id + 2)
