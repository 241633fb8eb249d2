"""A multi-process import stores exactly what a single-process one does; its rows are the hand log's own.

The big import of ``big_import`` (the real corpus renumbered, plus hands this
app exported as PokerStars text and PHH) is imported with one process and
with two, into two files, and every row of every table is compared. Also: a
prepared hand's rows equal what ``write_hand`` and ``store_facts`` write for
the same hand, a reading process that dies loses no hand, and Cancel stops
the reading processes and keeps what was written.
"""

from __future__ import annotations

import contextlib
import dataclasses
import multiprocessing
import os
import sqlite3
import sys
import threading
from multiprocessing.connection import wait
from pathlib import Path
from typing import Any

import pytest

from razz_desktop.records import HandOrigin, SeatPlayer
from razz_desktop.storage.coding.facts import seat_facts
from razz_desktop.storage.handlog.db import connect
from razz_desktop.storage.handlog.hand_rows import write_hand
from razz_desktop.storage.handlog.import_rows import PreparedHand, prepare
from razz_desktop.storage.handlog.repository import HandLog
from razz_desktop.storage.handlog.stats_rows import store_facts
from razz_desktop.storage.importing.pool import FileSource, auto_jobs, start_method
from razz_desktop.storage.importing.reading import ImportedHand, import_files, read_file
from razz_desktop.storage.importing.run import ImportRun

from .big_import import corpus_folder, write_big_import

TABLES = ("sessions", "rule_sets", "hands", "hand_seats", "seat_names", "hand_origins", "hand_reviews",
          "review_decisions", "stats_totals", "stats_sessions")


def dump(path: Path) -> dict[str, list[tuple[object, ...]]]:
    conn = sqlite3.connect(path)
    try:
        return {t: sorted(conn.execute(f"SELECT * FROM {t}").fetchall(), key=repr) for t in TABLES}
    finally:
        conn.close()


@pytest.fixture(scope="module")
def big(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if corpus_folder() is None:
        pytest.fail("the real hands are expected in ../shared/handhistories beside the repository")
    folder = tmp_path_factory.mktemp("big")
    write_big_import(folder, copies=3, exported=150)
    return folder


def imported_into(path: Path, folder: Path, jobs: int, per_transaction: int = 500) -> ImportRun:
    conn = connect(path)
    try:
        run = ImportRun.of([folder], per_transaction, jobs=jobs)
        run.run(HandLog(conn))
    finally:
        conn.close()
    return run


def test_two_processes_store_exactly_what_one_does(big: Path, tmp_path: Path) -> None:
    one = imported_into(tmp_path / "one.sqlite3", big, jobs=1, per_transaction=97)
    two = imported_into(tmp_path / "two.sqlite3", big, jobs=2, per_transaction=97)
    assert one.jobs == 1 and two.jobs == 2 and two.note is None
    assert one.summary() == two.summary()
    summary = one.summary()
    assert summary.imported == 3 * 57 + 150 and summary.duplicates == 0
    assert summary.files == 3 * 23 + 2  # one PokerStars file and one PHH set of exported hands
    assert dump(tmp_path / "one.sqlite3") == dump(tmp_path / "two.sqlite3")
    assert len(dump(tmp_path / "one.sqlite3")["hands"]) == summary.imported
    conn = sqlite3.connect(tmp_path / "one.sqlite3")
    per_file = conn.execute("SELECT count(*), count(DISTINCT imported_from) FROM sessions").fetchone()
    conn.close()
    assert per_file[0] == per_file[1]  # one session per file, however the steps of 97 hands fell


def test_spawned_workers_store_exactly_what_one_process_does(big: Path, tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """The app's process has threads running, so its workers are spawned, and this process reads the
    first files while they start: the same rows as one process (and as forked workers, above)."""
    from razz_desktop.storage.importing import pool as import_pool

    monkeypatch.setattr(import_pool, "start_method", lambda: "spawn")
    one = imported_into(tmp_path / "one.sqlite3", big, jobs=1, per_transaction=97)
    two = imported_into(tmp_path / "two.sqlite3", big, jobs=2, per_transaction=97)
    assert two._source is not None and two._source.method == "spawn" and two.note is None
    assert one.summary() == two.summary()
    assert dump(tmp_path / "one.sqlite3") == dump(tmp_path / "two.sqlite3")


@pytest.mark.skipif("forkserver" not in multiprocessing.get_all_start_methods(), reason="no fork server here")
def test_fork_served_workers_store_exactly_what_one_process_does(big: Path, tmp_path: Path) -> None:
    """With another thread running (as in the app) the workers come from a fork server: the same rows
    as one process; a second import in the same process uses the same server, and its workers have
    the readers imported already (``FORKSERVER_PRELOAD``)."""
    from razz_desktop.storage.importing import pool as import_pool

    release = threading.Event()
    other = threading.Thread(target=release.wait)
    other.start()
    try:
        one = imported_into(tmp_path / "one.sqlite3", big, jobs=1, per_transaction=97)
        two = imported_into(tmp_path / "two.sqlite3", big, jobs=2, per_transaction=97)
        again = imported_into(tmp_path / "again.sqlite3", big, jobs=2, per_transaction=97)
        source = FileSource([], 2, "forkserver")
        try:
            preloaded = source_modules(source)
        finally:
            source.close()
    finally:
        release.set()
        other.join()
    assert two._source is not None and two._source.method == "forkserver" and two.note is None
    assert again._source is not None and again._source.method == "forkserver" and again.note is None
    assert one.summary() == two.summary() == again.summary()
    assert dump(tmp_path / "one.sqlite3") == dump(tmp_path / "two.sqlite3") == dump(tmp_path / "again.sqlite3")
    assert set(import_pool.FORKSERVER_PRELOAD) <= preloaded


def source_modules(source: FileSource) -> set[str]:
    """The modules a worker of ``source`` has imported before its first task."""
    source._fill()
    assert source._pool is not None
    return source._pool.submit(_imported_modules).result()


def _imported_modules() -> set[str]:
    return set(sys.modules)


def test_workers_are_forked_only_while_this_process_runs_one_thread() -> None:
    if sys.platform.startswith("linux") and len(os.listdir("/proc/self/task")) == 1:
        assert start_method() == "fork"
    release = threading.Event()
    other = threading.Thread(target=release.wait)
    other.start()
    try:
        # a forked copy of a threaded process may deadlock: the workers come from a fork server
        # (a fresh single-threaded interpreter) where the platform has one, else are spawned
        want = "forkserver" if "forkserver" in multiprocessing.get_all_start_methods() else "spawn"
        assert start_method() == want
    finally:
        release.set()
        other.join()


def test_importing_again_with_two_processes_adds_nothing(big: Path, tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    first = imported_into(path, big, jobs=2).summary()
    before = dump(path)
    again = imported_into(path, big, jobs=2).summary()
    assert again.imported == 0 and again.duplicates == first.imported
    assert again.rejected == first.rejected
    assert dump(path) == before


def test_prepared_rows_are_what_the_hand_log_writes_for_the_same_hand(tmp_path: Path) -> None:
    folder = corpus_folder()
    assert folder is not None
    hands = [r for p in import_files([folder]) for r in read_file(p) if isinstance(r, ImportedHand)]
    assert len(hands) == 57
    a, b = connect(tmp_path / "a.sqlite3"), connect(tmp_path / "b.sqlite3")
    try:
        log = HandLog(a)
        with log.import_batch() as batch:
            for h in hands:
                assert batch.add(h) is not None
        b.execute("BEGIN")
        for h in hands:
            sid = a.execute("SELECT session_id FROM hands WHERE site = ? AND site_hand_id = ?",
                            (h.site, h.site_hand_id)).fetchone()[0]
            if b.execute("SELECT 1 FROM sessions WHERE id = ?", (sid,)).fetchone() is None:
                row = a.execute("SELECT * FROM sessions WHERE id = ?", (sid,)).fetchone()
                b.execute(f"INSERT INTO sessions VALUES ({', '.join('?' * len(row))})", row)
            record = h.hand.record
            names = {s.seat: s.name for s in h.hand.seats}
            players = [SeatPlayer(s, names.get(s, f"Seat {s}"), False, None) for s in record.seats]
            origin = HandOrigin(site=h.site, site_hand_id=h.site_hand_id, file=h.file, table=h.hand.table,
                                dollars=h.hand.dollars, rake=h.hand.rake, hero=h.hero)
            hid = write_hand(b, sid, record, players, h.played_at, origin=origin, known=h.hand.known_cards,
                             trusted=True)
            store_facts(b, hid, seat_facts(record, h.hand.known_cards))
        b.execute("COMMIT")
    finally:
        a.close()
        b.close()
    one, two = dump(tmp_path / "a.sqlite3"), dump(tmp_path / "b.sqlite3")
    for table in ("rule_sets", "hands", "hand_seats", "seat_names", "hand_origins"):
        assert one[table] == two[table], table


def test_prepared_rows_of_every_kind_of_file_are_the_row_functions_own(big: Path) -> None:
    """``prepare`` walks a hand's events once (``event_scan``) for every row; each row equals what the
    hand log's own functions make of the same hand when each walks the events itself."""
    from razz_desktop.storage.coding import facts as stats_facts
    from razz_desktop.storage.handlog import hand_rows

    hands = [r for p in import_files([big]) for r in read_file(p) if isinstance(r, ImportedHand)]
    assert len(hands) == 3 * 57 + 150
    for h in hands:
        got = prepare(h)
        record = h.hand.record
        names = {s.seat: s.name for s in h.hand.seats}
        players = [SeatPlayer(s, names.get(s, f"Seat {s}"), False, None) for s in record.seats]
        origin = HandOrigin(site=h.site, site_hand_id=h.site_hand_id, file=h.file, table=h.hand.table,
                            dollars=h.hand.dollars, rake=h.hand.rake, hero=h.hero)
        rows = hand_rows.seat_facts(record, players, h.hand.known_cards, rake=origin.rake)
        stats = stats_facts.seat_facts(record, h.hand.known_cards)
        assert got.hand == hand_rows.hand_values(record, players, h.played_at, rows, origin=origin, trusted=True)
        assert got.seats == tuple((*v, f.flags, f.door_rank)
                                  for v, f in zip(hand_rows.seat_values(rows), stats, strict=True))


def test_a_reading_process_that_dies_loses_no_hand(big: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from razz_desktop.storage.importing import pool as import_pool

    # A file a task: files are left to read when the workers are killed, however fast they read
    # (with a few big groups they could be done with every file before the kill).
    monkeypatch.setattr(import_pool, "GROUP_BYTES", 1)
    files = import_files([big])
    alone = FileSource(files, jobs=1)
    expected = []
    while (items := alone.next_file()) is not None:
        expected.append(list(items))
    pooled = FileSource(files, jobs=2)
    got = [list(pooled.next_file() or ())]
    for worker in list(pooled._pool._processes.values()):  # type: ignore[union-attr]
        worker.kill()
    while (items := pooled.next_file()) is not None:
        got.append(list(items))
    pooled.close()
    assert got == expected
    assert pooled.fell_back is not None and "one process" in pooled.fell_back


def test_cancel_stops_the_reading_processes_and_keeps_what_was_written(big: Path, tmp_path: Path) -> None:
    conn = connect(tmp_path / "h.sqlite3")
    try:
        log = HandLog(conn)
        run = ImportRun.of([big], per_transaction=50, jobs=2)
        while run.imported == 0:  # a step gives up after STEP_WAIT_S while the workers start
            assert not run.step(log)
        source = run._source
        assert source is not None and source._pool is not None
        workers = list(source._pool._processes.values())
        run.cancel()
        assert run.step(log) and run.summary().cancelled
        # A worker's sentinel is ready once it has exited (whichever thread reaps it).
        pending = {w.sentinel for w in workers}
        while pending:
            ready = wait(list(pending), timeout=10)
            assert ready, f"{len(pending)} reading process(es) still running after Cancel"
            pending -= set(ready)
        assert log.hand_count() == run.imported and 0 < run.imported <= 50
        assert all(isinstance(h, int) for h in run.new_ids)
    finally:
        conn.close()


def test_small_imports_are_read_in_this_process(big: Path) -> None:
    folder = corpus_folder()
    assert folder is not None
    assert auto_jobs(import_files([folder])) == 1  # 100 KB: starting a process costs more than reading it
    assert auto_jobs([]) == 1


def test_prepared_hands_are_plain_data() -> None:
    assert PreparedHand.__slots__  # pickled across processes: numbers, text and bytes only


def test_a_hand_rolled_back_in_a_batch_leaves_no_remembered_name_or_rules(tmp_path: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """The batch remembers the rule sets and seat names it wrote; a hand rolled back takes its new
    ones with it, so the batch forgets them and the next hand writes them again."""
    from razz_desktop.storage.handlog import import_rows

    folder = corpus_folder()
    assert folder is not None
    hands = [prepare(r) for p in import_files([folder]) for r in read_file(p) if isinstance(r, ImportedHand)]
    first, second = hands[0], hands[1]
    conn = connect(tmp_path / "h.sqlite3")
    try:
        log = HandLog(conn)
        with log.import_batch() as batch:
            with monkeypatch.context() as m:
                m.setattr(import_rows, "INSERT_ORIGIN", "INSERT INTO no_such_table VALUES (1)")
                with pytest.raises(sqlite3.OperationalError):
                    batch.add(first)  # its rule set and names were inserted, then rolled back
            assert not batch.rules_ids and not batch.names
            assert batch.add(first) is not None
            assert batch.add(second) is not None
        names = {r[0] for r in conn.execute("SELECT name FROM seat_names")}
        assert {row[1] for h in (first, second) for row in h.seats} <= names
        assert conn.execute("SELECT count(*) FROM rule_sets").fetchone()[0] >= 1
        assert conn.execute("SELECT count(*) FROM hands h JOIN rule_sets r ON r.id = h.rules_id").fetchone()[0] == 2
    finally:
        conn.close()


def test_hands_written_together_are_the_rows_ids_and_sessions_of_hands_written_one_by_one(
        big: Path, tmp_path: Path) -> None:
    """``ImportBatch.add_many`` (an import step's hands in a statement per table) against ``add``:
    duplicates stored already and repeated within one call, files split across calls."""
    hands = [prepare(r) for p in import_files([big]) for r in read_file(p) if isinstance(r, ImportedHand)]
    assert len({h.file for h in hands}) > 10
    stored_first = hands[::7]
    mixed = hands[:40] + hands[30:45] + hands[40:]  # 15 hands a second time, inside one call
    ids = {}
    for name, chunk in (("one", 1), ("many", 97)):
        conn = connect(tmp_path / f"{name}.sqlite3")
        try:
            log = HandLog(conn)
            with log.import_batch() as batch:
                for h in stored_first:
                    batch.add(h)
            with log.import_batch(per_transaction=60) as batch:
                if chunk == 1:
                    ids[name] = [batch.add(h) for h in mixed]
                else:
                    ids[name] = [i for k in range(0, len(mixed), chunk) for i in batch.add_many(mixed[k:k + chunk])]
                assert batch.duplicates == len(stored_first) + 15
        finally:
            conn.close()
    assert ids["one"] == ids["many"]
    assert sum(i is None for i in ids["many"]) == len(stored_first) + 15
    assert dump(tmp_path / "one.sqlite3") == dump(tmp_path / "many.sqlite3")


def test_a_hand_refused_among_hands_written_together_is_refused_as_alone(tmp_path: Path,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """A constraint fails the whole statement: the hands are written again one by one, so the ones
    before the refused hand are kept and it is refused with the error it has alone."""
    from razz_desktop.storage.handlog import import_rows

    folder = corpus_folder()
    assert folder is not None
    hands = [prepare(r) for p in import_files([folder]) for r in read_file(p) if isinstance(r, ImportedHand)]
    conn = connect(tmp_path / "h.sqlite3")
    try:
        log = HandLog(conn)
        with log.import_batch() as batch:
            assert batch.add_many(hands[:3])[0] is not None
            with monkeypatch.context() as m:
                m.setattr(import_rows, "INSERT_ORIGIN", "INSERT INTO no_such_table VALUES (1)")
                with pytest.raises(sqlite3.OperationalError, match="no_such_table"):
                    batch.add_many(hands[3:10])
            assert not batch.rules_ids and not batch.names
            assert batch.add_many(hands[3:10]) == list(range(4, 11))
            table, dollars, _, hero, known = hands[12].origin
            bad = dataclasses.replace(hands[12], origin=(table, dollars, -1, hero, known))  # a negative rake
            written: list[int | None] = []
            with pytest.raises(sqlite3.IntegrityError, match="CHECK"):
                batch.add_many([hands[10], hands[11], bad, hands[13]], written)
            assert written == [11, 12]  # the hands before the refused one, written and reported
        assert log.hand_count() == 12
        assert conn.execute("SELECT sum(hands_played) FROM sessions").fetchone()[0] == 12
    finally:
        conn.close()


def test_the_replay_and_the_rows_share_one_walk_over_the_events(big: Path) -> None:
    """``EventScan.of`` gives the replay's checks and the rows the same scan of a record; what the
    checks read of it is what a walk of the events finds."""
    from razz_desktop.engine.events import (
        PlayerActed,
        PotAwarded,
        ShowdownStarted,
        UncalledBetReturned,
    )
    from razz_desktop.storage.coding.event_scan import EventScan

    hands = [r for p in import_files([big]) for r in read_file(p) if isinstance(r, ImportedHand)]
    scans = [EventScan.of(h.hand.record) for h in hands]
    assert any(s.returned for s in scans) and any(s.showdown for s in scans) and not all(s.showdown for s in scans)
    assert any(s.river_bet for s in scans) and any(len(s.pots) > 1 for s in scans)
    for h in hands:
        record = h.hand.record
        scan = EventScan.of(record)
        assert EventScan.of(record) is scan
        events = record.events
        assert scan.pots == [e for e in events if isinstance(e, PotAwarded)]
        assert scan.returned == [(e.seat, e.amount) for e in events if isinstance(e, UncalledBetReturned)]
        assert scan.showdown == next((e for e in events if isinstance(e, ShowdownStarted)), None)
        assert scan.river_bet == any(isinstance(e, PlayerActed) and e.street == 7 and e.amount > 0 for e in events)
    assert EventScan.of(hands[0].hand.record) is not EventScan.of(hands[1].hand.record)


def test_a_whole_import_collects_garbage_as_a_reading_process_does_and_gives_python_s_back(
        tmp_path: Path) -> None:
    import gc

    from razz_desktop.storage.importing import pool as import_pool

    folder = corpus_folder()
    assert folder is not None
    seen: list[tuple[int, int, int]] = []
    before = gc.get_threshold()

    class Spy(HandLog):
        def import_batch(self, *args, **kwargs):  # type: ignore[no-untyped-def]
            seen.append(gc.get_threshold())
            return super().import_batch(*args, **kwargs)

    conn = connect(tmp_path / "h.sqlite3")
    try:
        ImportRun.of([folder], jobs=1).run(Spy(conn))
    finally:
        conn.close()
    assert seen and set(seen) == {import_pool.WORKER_GC_THRESHOLD}
    assert gc.get_threshold() == before


def test_closing_while_half_a_result_is_in_the_pipe_lets_the_pool_s_thread_end(
        big: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A worker killed while it sends a result leaves half a message in the results pipe; the
    pool's manager thread must still end (the interpreter's exit joins it: it hung in CI)."""
    import struct

    from razz_desktop.storage.importing import pool as import_pool

    monkeypatch.setattr(import_pool, "GROUP_BYTES", 1)  # files left to read when the pool is stopped
    pooled = FileSource(import_files([big]), jobs=2)
    assert pooled.next_file() is not None
    pool: Any = pooled._pool  # the executor's private parts: no public handle on its thread or pipe
    assert pool is not None
    thread: threading.Thread = pool._executor_manager_thread
    results = pool._result_queue
    assert thread is not None and thread.is_alive()
    header = struct.pack("!i", 1000)
    with results._wlock:  # no worker's result interleaves with the half message
        os.write(results._writer.fileno(), header + b"x" * 10)  # 10 of the 1,000 bytes announced
    pooled.close()
    thread.join(timeout=20)
    try:
        assert not thread.is_alive(), "the pool's manager thread still waits for the rest of a message"
    finally:
        if thread.is_alive():  # unblock it so this test's failure does not also hang the run's exit
            with contextlib.suppress(OSError):
                os.write(results._writer.fileno(), b"x" * 990)
