"""Start-up of the hand log with an empty and a 100,000-hand history: ``python benchmarks/bench_startup_history.py``.

Prints figures, never passes or fails. The issue asks that start-up with a
100,000-hand database be within 10% of start-up with an empty one. Measured
from creating the ``HistoryController`` (its thread starts and opens the
file) to

- "open": ``hand_number_known``, the database is open and the next hand's
  number is known;
- "first save": ``hand_saved`` for a hand recorded right after creating the
  controller (what the table waits for, without blocking, before the Last
  Hand window can show it),

median of several runs, each a clean start (the previous run closed the file
cleanly, as the program does). For comparison it also times the same open
after an unclean shutdown (the marker file left as a crash leaves it: the
whole-file ``quick_check`` runs once) and the old open path,
``open_database`` with its check at every start.

The 100,000-hand file is built quickly (one real hand cloned in SQL in one
transaction) and cached under /tmp; ``--rebuild`` makes it again.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer  # noqa: E402

from razz_desktop.ui.qt_compat import protect_none  # noqa: E402

protect_none()

from razz_desktop.controllers.history_controller import HistoryController  # noqa: E402
from razz_desktop.controllers.recorded import RecordedHand  # noqa: E402
from razz_desktop.engine import Action, ActionType, GameConfig, Hand, HandRecord  # noqa: E402
from razz_desktop.records import SeatPlayer  # noqa: E402
from razz_desktop.storage.handlog.db import (  # noqa: E402
    SCHEMA_VERSION,
    connect,
    open_database,
    open_marker,
)
from razz_desktop.storage.handlog.repository import HandLog  # noqa: E402

CACHE = Path(tempfile.gettempdir()) / f"razz-bench-startup-100k-v{SCHEMA_VERSION}.sqlite3"
WEIGHTS = {
    ActionType.FOLD: 2, ActionType.CHECK: 5, ActionType.CALL: 5, ActionType.BRING_IN: 3,
    ActionType.COMPLETE: 2, ActionType.BET: 2, ActionType.RAISE: 1, ActionType.SHOW: 1, ActionType.MUCK: 1,
}
CHILD_TABLES = {
    "hand_seats": "seat, name, is_human, bot_level, starting_stack, final_stack, net, cards, folded_on",
    "pots": "pot_index, amount, eligible, hand_name",
    "pot_shares": "pot_index, position, seat, chips",
    "showdown": "position, seat, shown, cards, best_five, hand_name, value, explanation",
}


def play(seed: int, hand_id: int) -> HandRecord:
    rng = random.Random(seed)
    hand = Hand(GameConfig(), dict.fromkeys(range(1, 7), 10_000), rng=rng, hand_id=hand_id)
    hand.start()
    while not hand.finished:
        legal = hand.legal_actions()
        la = rng.choices(legal, weights=[WEIGHTS[x.type] for x in legal])[0]
        assert hand.to_act is not None
        hand.act(Action(hand.to_act, la.type, la.to))
    return hand.record


def recorded(record: HandRecord) -> RecordedHand:
    return RecordedHand(record, tuple(SeatPlayer(s, "You" if s == 1 else f"Bot {s}", s == 1,
                                                 None if s == 1 else "regular") for s in record.seats))


def build(path: Path, hands: int) -> None:
    """One real hand (it reached showdown), cloned ``hands - 1`` times in one transaction."""
    for suffix in ("", "-wal", "-shm", ".open"):
        Path(str(path) + suffix).unlink(missing_ok=True)
    conn = connect(path)
    log = HandLog(conn)
    sid = log.start_session(GameConfig())
    seed = next(s for s in range(1000) if play(s, 1).showdown)
    template = play(seed, 1)
    first = log.save_hand(sid, template, recorded(template).players)
    conn.execute("BEGIN")
    conn.execute(
        "WITH RECURSIVE k(n) AS (SELECT 2 UNION ALL SELECT n + 1 FROM k WHERE n < ?) "
        "INSERT INTO hands (session_id, hand_number, played_at, small_bet, big_bet, ante, bring_in, "
        "house_rules, last_street, community_card, deck, total_pot, events, note) "
        "SELECT session_id, n, played_at, small_bet, big_bet, ante, bring_in, house_rules, last_street, "
        "community_card, deck, total_pot, events, note FROM hands, k WHERE hands.id = ?",
        (hands, first),
    )
    for table, columns in CHILD_TABLES.items():
        conn.execute(
            f"INSERT INTO {table} (hand_id, {columns}) SELECT h.id, {', '.join('t.' + c.strip() for c in columns.split(','))} "
            f"FROM hands h JOIN {table} t ON t.hand_id = ? WHERE h.id <> ?",
            (first, first),
        )
    conn.execute("COMMIT")
    log.end_session(sid)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()


def start_once(path: Path, hand_number: int) -> tuple[float, float]:
    """Milliseconds from creating the controller to the database open and to the first hand saved."""
    loop = QEventLoop()
    times: dict[str, float] = {}
    record = play(7, hand_number)
    t0 = time.perf_counter()
    history = HistoryController(path)
    history.hand_number_known.connect(lambda _n: times.setdefault("open", time.perf_counter()))

    def saved(_summary: object) -> None:
        times.setdefault("saved", time.perf_counter())
        loop.quit()

    history.hand_saved.connect(saved)
    history.storage_failed.connect(lambda text: (print("failed:", text, file=sys.stderr), loop.quit()))
    history.record_hand(recorded(record))
    QTimer.singleShot(60_000, loop.quit)
    loop.exec()
    assert history.shutdown(), "the history thread did not stop"
    if "saved" not in times:
        raise SystemExit("no hand was saved within a minute")
    return (times["open"] - t0) * 1000, (times["saved"] - t0) * 1000


def next_number(path: Path) -> int:
    conn = connect(path)
    try:
        return HandLog(conn).last_hand_number() + 1
    finally:
        conn.close()


def interleaved(paths: list[Path], runs: int) -> list[tuple[list[float], list[float]]]:
    """Runs alternate between the files, so background disk activity (the page
    cache flushing the copied file, other programs) falls on both alike."""
    out: list[tuple[list[float], list[float]]] = [([], []) for _ in paths]
    for _ in range(runs):
        for k, path in enumerate(paths):
            o, s = start_once(path, next_number(path))
            out[k][0].append(o)
            out[k][1].append(s)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--rebuild", action="store_true")
    args = parser.parse_args()
    QCoreApplication.instance() or QCoreApplication([])

    cache = CACHE if args.hands == 100_000 else CACHE.with_name(f"razz-bench-startup-{args.hands}.sqlite3")
    if args.rebuild or not cache.exists():
        t = time.perf_counter()
        build(cache, args.hands)
        print(f"built {cache} ({args.hands:,} hands) in {time.perf_counter() - t:.1f} s")
    with tempfile.TemporaryDirectory() as tmp:
        empty = Path(tmp) / "empty.sqlite3"
        connect(empty).close()
        big = Path(tmp) / "big.sqlite3"
        shutil.copyfile(cache, big)
        size = big.stat().st_size / 1e6
        conn = connect(big)
        count = HandLog(conn).hand_count()
        conn.close()

        os.sync()  # the copy's dirty pages on disk before anything is timed
        start_once(empty, 1)  # warm-up: imports, first thread, page cache
        start_once(big, next_number(big))
        (e_open, e_saved), (b_open, b_saved) = interleaved([empty, big], args.runs)
        open_marker(big).write_bytes(b"")  # as a crash leaves it
        u_open, u_saved = start_once(big, next_number(big))
        t = time.perf_counter()
        old_conn, _ = open_database(big)  # the old path: quick_check at every start
        old_ms = (time.perf_counter() - t) * 1000
        old_conn.close()

    med = statistics.median
    print(f"history start-up, median of {args.runs} clean starts (ms from creating the HistoryController)")
    print(f"  {'':32} {'open':>9} {'first save':>11}")
    print(f"  {'empty database':32} {med(e_open):9.1f} {med(e_saved):11.1f}")
    print(f"  {f'{count:,} hands ({size:.0f} MB)':32} {med(b_open):9.1f} {med(b_saved):11.1f}")
    print(f"  {'ratio large / empty':32} {med(b_open) / med(e_open):9.2f} {med(b_saved) / med(e_saved):11.2f}")
    print(f"  (first save, large minus empty: {med(b_saved) - med(e_saved):+.1f} ms)")
    print(f"after an unclean shutdown ({count:,} hands, quick_check once): open {u_open:.1f} ms, "
          f"first save {u_saved:.1f} ms")
    print(f"old open path (open_database with quick_check at every start): {old_ms:.1f} ms")


if __name__ == "__main__":
    main()
