"""How long storing a hand takes: ``python benchmarks/bench_storage.py [--hands N]``.

Prints figures, never passes or fails. The issue asks that writing one hand
stay well under 10 ms (it runs on the history thread anyway, so the table
never waits for it). Measured on a real file in a temporary folder, with the
pragmas the program uses (WAL, synchronous=NORMAL), and for comparison with
synchronous=FULL (an fsync per commit: what durability across power cuts
would cost). Also: reading the selector's 50 summaries, loading one hand,
exporting it as PokerStars text and reading that back, and the file size per
hand. ``--migrate N``: converting an old schema-3 file of N hands (written by
the schema-3 program's own writer) to today's schema, in hands per second.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the tests' schema-3 writer

from razz_desktop.engine import Action, ActionType, GameConfig, Hand, HandRecord
from razz_desktop.records import SeatPlayer
from razz_desktop.storage.formats.hhtext import hand_to_text, parse_hand_history
from razz_desktop.storage.handlog.db import connect
from razz_desktop.storage.handlog.repository import HandLog

WEIGHTS = {
    ActionType.FOLD: 2, ActionType.CHECK: 5, ActionType.CALL: 5, ActionType.BRING_IN: 3,
    ActionType.COMPLETE: 2, ActionType.BET: 2, ActionType.RAISE: 1, ActionType.SHOW: 1, ActionType.MUCK: 1,
}


def play(seed: int, seats: int) -> HandRecord:
    rng = random.Random(seed)
    hand = Hand(GameConfig(), {s: rng.choice((2_000, 10_000, 10_000)) for s in range(1, seats + 1)},
                rng=rng, hand_id=seed + 1)
    hand.start()
    while not hand.finished:
        legal = hand.legal_actions()
        la = rng.choices(legal, weights=[WEIGHTS[x.type] for x in legal])[0]
        hand.act(Action(hand.to_act, la.type, la.to))  # type: ignore[arg-type]
    return hand.record


def players(record: HandRecord) -> list[SeatPlayer]:
    return [SeatPlayer(s, "You" if s == 1 else f"Bot {s}", s == 1, None if s == 1 else "regular")
            for s in record.seats]


def timed(fn: Callable[[], object], repeat: int) -> list[float]:
    out = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        out.append((time.perf_counter() - t) * 1000)
    return out


def describe(label: str, ms: list[float]) -> None:
    ms = sorted(ms)
    p95 = ms[min(len(ms) - 1, int(len(ms) * 0.95))]
    print(f"  {label:38s} mean {statistics.fmean(ms):7.3f}  median {statistics.median(ms):7.3f}  "
          f"p95 {p95:7.3f}  max {ms[-1]:7.3f}  (ms, n={len(ms)})")


def bench_writes(records: list[HandRecord], folder: Path, synchronous: str) -> tuple[list[float], Path]:
    path = folder / f"bench-{synchronous.lower()}.sqlite3"
    conn = connect(path)
    conn.execute(f"PRAGMA synchronous = {synchronous}")
    log = HandLog(conn)
    sid = log.start_session(GameConfig())
    ms = []
    for r in records:
        t = time.perf_counter()
        log.save_hand(sid, r, players(r))
        ms.append((time.perf_counter() - t) * 1000)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    return ms, path


def bench_migration(records: list[HandRecord], folder: Path) -> None:
    """A schema-3 file of these hands (the old program's writer), opened by today's ``connect``."""
    import sqlite3
    from datetime import UTC, datetime, timedelta

    from razz_desktop.storage.handlog.db import migrate
    from tests.storage.schema3_writer import save_hand_v3, start_session_v3

    path = folder / "schema3.sqlite3"
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA foreign_keys = ON")
    migrate(conn, target=3)
    when = datetime(2025, 3, 1, tzinfo=UTC)
    sid = start_session_v3(conn, records[0], when)
    for k, r in enumerate(records):
        save_hand_v3(conn, sid, r, players(r), when + timedelta(seconds=k), f"{k:032x}")
    conn.close()
    wall, cpu = time.perf_counter(), time.process_time()
    connect(path).close()
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    n = len(records)
    print(f"Migrating a schema-3 file of {n} hands (every hand replayed and checked): {wall:.2f} s wall "
          f"({n / wall:,.0f} hands/s), {cpu:.2f} s CPU ({n / cpu:,.0f} hands/s)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=500)
    parser.add_argument("--seats", type=int, default=6)
    parser.add_argument("--migrate", type=int, default=0, metavar="N", help="also time migrating N schema-3 hands")
    args = parser.parse_args()
    if args.migrate:
        with tempfile.TemporaryDirectory() as tmp:
            bench_migration([play(seed, args.seats) for seed in range(args.migrate)], Path(tmp))
    print(f"Playing {args.hands} hands at {args.seats} seats...")
    records = [play(seed, args.seats) for seed in range(args.hands)]
    events = statistics.fmean(len(r.events) for r in records)
    print(f"  {events:.0f} events per hand on average, "
          f"{sum(1 for r in records if r.showdown) / len(records):.0%} reach showdown")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        print("Writing one hand (one transaction):")
        normal, path = bench_writes(records, folder, "NORMAL")
        describe("WAL, synchronous=NORMAL (the program)", normal)
        full, _ = bench_writes(records, folder, "FULL")
        describe("WAL, synchronous=FULL (fsync each)", full)
        size = path.stat().st_size
        print(f"  file size: {size / 1024:.0f} KiB for {len(records)} hands = {size / len(records) / 1024:.1f} KiB per hand")

        conn = connect(path)
        log = HandLog(conn)
        sid = log.sessions()[0].session_id
        ids = log.hand_ids(sid)
        print("Reading:")
        describe("50 summaries for the selector", timed(lambda: log.hand_summaries(sid, 50), 50))
        describe("one hand, decoded", timed(lambda: log.hand(ids[len(ids) // 2]), 200))
        describe("last 50 hands, decoded", timed(lambda: log.last_hands(sid, 50), 20))
        describe("PRAGMA quick_check (at start-up)", timed(lambda: conn.execute("PRAGMA quick_check").fetchall(), 5))
        hand = log.hand(ids[-1])
        assert hand is not None
        text = hand_to_text(hand)
        print("Hand-history text:")
        describe("export one hand", timed(lambda: hand_to_text(hand), 200))
        describe("parse it back", timed(lambda: parse_hand_history(text), 200))
        conn.close()


if __name__ == "__main__":
    main()
