"""Compact storage: a hand is its deck and decisions, replayed on reading, equal to what was written.

The migration is tested on a file written by the schema-3 program's own
writer (``schema3_writer``): every hand reads back equal, ids, uids, notes,
times and players included, and the file shrinks.
"""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from razz_desktop.engine.events import HandRevealed, PlayerActed
from razz_desktop.engine.messages import Note
from razz_desktop.storage.coding.notes import CorruptRecordError
from razz_desktop.storage.handlog import compact
from razz_desktop.storage.handlog.db import (
    SCHEMA_VERSION,
    connect,
    integrity_check,
    migrate,
    schema_version,
)
from razz_desktop.storage.handlog.repository import HandLog
from tests.storage.hands import (
    chooser_config,
    players_for,
    random_record,
    side_split_community_record,
)
from tests.storage.schema3_writer import save_hand_v3, start_session_v3

SEEDS = range(40)


def _records():
    yield side_split_community_record()
    for seed in SEEDS:
        yield random_record(seed)
        yield random_record(1000 + seed, seats=(2, 5), config=chooser_config())


def test_every_kind_of_hand_is_stored_replayed_not_kept_whole() -> None:
    chose = 0
    for record in _records():
        body = compact.encode(record)
        assert compact.is_replayed(body), record.hand_id
        assert len(body) < 120
        again = compact.decode(body, record.config, dict(record.starting_stacks), record.hand_id)
        assert again == record
        chose += any(isinstance(e, HandRevealed) and not e.shown for e in record.events)
    assert chose > 0  # some hands had a player choose to muck (auto_muck off)


def test_a_record_this_engine_just_made_is_stored_by_type_without_a_second_replay() -> None:
    for record in _records():
        body = compact.encode(record, trusted=True)
        rules = record.config.house_rules
        assert body[0] == (compact.BY_TYPE if rules.auto_muck and not rules.open_pair_big_bet else compact.REPLAYED)
        assert compact.decode(body, record.config, dict(record.starting_stacks), record.hand_id) == record


def test_a_schema3_hand_with_damaged_events_is_kept_aside_not_lost(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    written = _write_schema3(path)
    conn = sqlite3.connect(path, isolation_level=None)
    damaged = written[3][0]
    conn.execute("""UPDATE hands SET events = json_set(events, '$[3]', json('{"event": "Lots"}')) WHERE id = ?""",
                 (damaged,))
    conn.close()
    conn = connect(path)
    log = HandLog(conn)
    assert damaged not in log.hand_ids() and len(log.hand_ids()) == len(written) - 1
    reason, rows = conn.execute("SELECT reason, rows FROM unconverted_hands").fetchone()
    assert "Lots" in reason and "Lots" in rows
    conn.close()


def test_a_record_this_engine_does_not_replay_is_kept_whole() -> None:
    record = random_record(3)
    first = next(i for i, e in enumerate(record.events) if isinstance(e, PlayerActed))
    events = list(record.events)
    # An older engine's English sentence, as a hand log reads it back now (the note "text").
    events[first] = replace(events[first], explanation=Note.of("text", text="worded by an older engine"))
    old = replace(record, events=tuple(events))
    body = compact.encode(old)
    assert not compact.is_replayed(body)
    assert compact.decode(body, old.config, dict(old.starting_stacks), old.hand_id) == old


@pytest.mark.parametrize("body", [b"", b"\x01", b"\x01\x34" + bytes(10), b"\x07abc", b"\x00not zlib",
                                  b"\x01\x02\x00\x01\x09"])
def test_a_damaged_body_is_refused_clearly(body: bytes) -> None:
    record = random_record(1)
    with pytest.raises(CorruptRecordError):
        compact.decode(body, record.config, dict(record.starting_stacks), record.hand_id)


def test_decisions_past_the_end_of_the_hand_are_refused() -> None:
    record = random_record(2)
    body = compact.encode(record) + b"\x00"
    with pytest.raises(CorruptRecordError, match="over"):
        compact.decode(body, record.config, dict(record.starting_stacks), record.hand_id)


def test_round_trip_through_the_hand_log(log: HandLog) -> None:
    records = list(_records())
    sid = log.start_session(records[0].config)
    ids = []
    for k, record in enumerate(records):
        sid_k = sid if k % 2 == 0 else log.start_session(record.config)
        ids.append((log.save_hand(sid_k, record, players_for(record), uid=f"{k:032x}"), record, sid_k))
    for hand_id, record, sid_k in ids:
        stored = log.hand(hand_id)
        assert stored is not None
        assert stored.record == record
        assert stored.session_id == sid_k
        assert stored.players == tuple(players_for(record))
        assert stored.origin is None and stored.known_cards is None and stored.review is None


def _write_schema3(path: Path) -> list[tuple[int, object]]:
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA foreign_keys = ON")
    assert migrate(conn, target=3) == 3
    when = datetime(2025, 3, 1, 20, 0, tzinfo=UTC)
    written = []
    records = list(_records())
    sid = start_session_v3(conn, records[0], when)
    numbers: set[int] = set()
    for k, record in enumerate(records):
        if k == len(records) // 2 or record.hand_id in numbers:
            sid = start_session_v3(conn, record, when)
            numbers = set()
        numbers.add(record.hand_id)
        players = players_for(record, names={record.seats[-1]: "O'Brien; DROP TABLE hands"})
        played = when + timedelta(seconds=37 * k, microseconds=k)
        uid = f"{k:032x}" if k % 3 else None
        note = "" if k % 5 else f"note {k} ✓"
        hid = save_hand_v3(conn, sid, record, players, played, uid, note)
        written.append((hid, (sid, record, tuple(players), played, uid, note)))
    conn.close()
    return written


def test_migration_converts_a_schema3_file_and_every_hand_reads_back_equal(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    written = _write_schema3(path)
    before = path.stat().st_size
    conn = connect(path)
    assert schema_version(conn) == SCHEMA_VERSION
    log = HandLog(conn)
    assert log.hand_ids() == [hid for hid, _ in written]
    for hid, (sid, record, players, played, uid, note) in written:
        stored = log.hand(hid)
        assert stored is not None
        assert stored.record == record
        assert (stored.session_id, stored.players, stored.played_at, stored.note) == (sid, players, played, note)
        if uid is not None:
            assert log.has_hand(uid) and log.hand_id_for_uid(uid) == hid
    assert integrity_check(conn) == []
    assert conn.execute("SELECT count(*) FROM unconverted_hands").fetchone() == (0,)
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert not {"pots", "pot_shares", "showdown"} & tables and not any(t.startswith("v3_") for t in tables)
    # The session totals and the summaries still read from the converted rows.
    last = written[-1][1][0]  # type: ignore[index]
    session = log.session(last)  # type: ignore[arg-type]
    assert session is not None
    assert session.hands_played == sum(1 for _, w in written if w[0] == last)  # type: ignore[index]
    assert session.hero_net == sum(dict(w[1].net)[w[1].seats[0]] for _, w in written if w[0] == last)  # type: ignore[index]
    conn.close()
    after = path.stat().st_size
    connect(tmp_path / "empty.sqlite3").close()
    empty = (tmp_path / "empty.sqlite3").stat().st_size  # a page or two per table and index
    assert after - empty < before / 8  # vacuumed: the space is given back


def test_a_migration_that_fails_half_way_leaves_the_schema3_file_as_it_was(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "old.sqlite3"
    written = _write_schema3(path)

    def boom(*args: object, **kwargs: object) -> int:
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr("razz_desktop.storage.handlog.compact_schema.write_hand", boom)
    with pytest.raises(sqlite3.OperationalError):
        connect(path)
    conn = sqlite3.connect(path)
    assert schema_version(conn) == 3
    assert conn.execute("SELECT count(*) FROM hands").fetchone() == (len(written),)
    assert conn.execute("SELECT count(*) FROM pots").fetchone()[0] > 0
    conn.close()
