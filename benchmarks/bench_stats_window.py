"""Benchmark: the Statistics window at 100,000 hands (issue 14: opens and draws within 1 s).

Builds a hand log of ``--hands`` hands (default 100,000), then measures, as
medians over ``--repeat`` runs:

- ``report``: the SQL aggregates of ``storage.stats.queries.report`` (every player's
  figures, one player's series, per-session results, door and class buckets);
- ``first draw``: from asking the statistics controller for a report to the
  window having drawn it (report computed off the GUI thread, charts updated,
  a paint forced with ``grab()``), the first time, pyqtgraph import included;
- ``redraw``: the same with the window already built (a saved hand's refresh).

All-in adjusted results are worked out in the background after a report
(0.3 s at a time); the timings start once the controller is idle.

The hand log is built fast: ``--base`` distinct random hands (6 players, a
human and five bots of two profiles) are saved through ``HandLog.save_hand``
(so every column, facts included, is what the app writes), then copied in
SQL into further sessions until the count is reached. The copies keep the
hands' full rows, so the file has the size of a real history of that many hands.

Run: ``nice -n 10 python benchmarks/bench_stats_window.py [--hands N] [--db PATH]``.
Prints figures; never fails on time.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from razz_desktop.engine import GameConfig, Hand  # noqa: E402
from razz_desktop.records import SeatPlayer  # noqa: E402
from razz_desktop.storage.handlog.db import connect  # noqa: E402
from razz_desktop.storage.handlog.repository import HandLog


def _columns(conn: object, table: str, leave: tuple[str, ...]) -> str:
    """The table's columns but ``leave`` (read from the file: the schema is storage's business)."""
    rows = conn.execute(f"PRAGMA table_info({table})").fetchall()  # type: ignore[attr-defined]
    return ", ".join(r[1] for r in rows if r[1] not in leave)


def _players(seats: tuple[int, ...]) -> list[SeatPlayer]:
    names = ("You", "Ada", "Boris", "Chen", "Dora", "Emil")
    return [SeatPlayer(s, names[k], k == 0, None if k == 0 else ("regular", "expert, tag")[k % 2])
            for k, s in enumerate(seats)]


def _random_hand(seed: int) -> Hand:
    from tests.storage.hands import play_out

    rng = random.Random(seed)
    stacks = {s: rng.choice((400, 2_000, 10_000, 10_000, 20_000)) for s in range(1, 7)}
    hand = Hand(GameConfig(), stacks, rng=rng, hand_id=seed + 1)
    hand.start()
    play_out(hand, rng)
    return hand


def build_database(path: Path, hands: int, base: int = 1000, per_session: int = 250) -> float:
    """A hand log of ``hands`` hands at ``path``; returns the seconds it took."""
    t0 = time.perf_counter()
    conn = connect(path)
    log = HandLog(conn)
    session = log.start_session(GameConfig())
    for k in range(min(base, hands)):
        if k and k % per_session == 0:
            session = log.start_session(GameConfig())
        record = _random_hand(k).record
        log.save_hand(session, record, _players(record.seats))
    have = min(base, hands)
    sessions_in_base = conn.execute("SELECT count(*) FROM sessions").fetchone()[0]
    base_first = conn.execute("SELECT min(id) FROM hands").fetchone()[0]
    hand_columns = _columns(conn, "hands", ("id", "session_id", "uid"))  # copies have no uid (it is unique)
    seat_columns = _columns(conn, "hand_seats", ("hand_id",))
    session_columns = _columns(conn, "sessions", ("id",))
    conn.execute("BEGIN")
    while have < hands:
        take = min(base, hands - have)
        offset = conn.execute("SELECT max(id) FROM hands").fetchone()[0] - base_first + 1
        session_offset = conn.execute("SELECT max(id) FROM sessions").fetchone()[0]
        conn.execute(
            f"INSERT INTO sessions (id, {session_columns}) SELECT id + ?, {session_columns} FROM sessions "
            "WHERE id <= ?", (session_offset, sessions_in_base))
        conn.execute(
            f"INSERT INTO hands (id, session_id, {hand_columns}) SELECT id + ?, session_id + ?, {hand_columns} "
            "FROM hands WHERE id < ?", (offset, session_offset, base_first + take))
        conn.execute(
            f"INSERT INTO hand_seats (hand_id, {seat_columns}) SELECT hand_id + ?, {seat_columns} "
            "FROM hand_seats WHERE hand_id < ?", (offset, base_first + take))
        have += take
    conn.execute("COMMIT")
    conn.close()
    return time.perf_counter() - t0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=100_000)
    parser.add_argument("--base", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--db", type=Path, default=None, help="reuse (or create) this hand log")
    parser.add_argument("--png", type=Path, default=None, help="save the window as drawn to this PNG")
    args = parser.parse_args(argv)

    tmp = tempfile.TemporaryDirectory()
    path = args.db or Path(tmp.name) / "razz.sqlite3"
    if not path.exists():
        took = build_database(path, args.hands, args.base)
        print(f"built {args.hands:,} hands in {took:.1f} s; file {path.stat().st_size / 1e6:.1f} MB "
              f"({path.stat().st_size / args.hands:,.0f} bytes per hand)")
    from razz_desktop.storage.stats.queries import report

    conn = connect(path)
    hands = conn.execute("SELECT count(*) FROM hands").fetchone()[0]
    times = []
    for _ in range(args.repeat):
        t = time.perf_counter()
        r = report(conn)
        times.append((time.perf_counter() - t) * 1000)
    conn.close()
    print(f"hands {hands:,}; report (SQL + numpy): median {statistics.median(times):.0f} ms "
          f"(runs {', '.join(f'{x:.0f}' for x in times)}); player {r.player}, "
          f"{len(r.series.net_bb):,} points, {len(r.sessions)} sessions, {len(r.players)} players")

    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    from razz_desktop.controllers.stats_controller import StatsController

    controller = StatsController(path)

    def open_and_draw(window: object | None) -> tuple[object, float]:
        controller.wait_idle(60_000)  # background all-in adjustments of the previous report
        app.processEvents()
        t = time.perf_counter()
        if window is None:
            from razz_desktop.ui.stats_window import StatsWindow

            window = StatsWindow()
            controller.report_ready.connect(window.show_report)
        got: list[object] = []
        controller.report_ready.connect(got.append)
        controller.refresh()
        while not got:
            app.processEvents()
            time.sleep(0.001)
        controller.report_ready.disconnect(got.append)
        window.show()  # type: ignore[attr-defined]
        window.grab()  # type: ignore[attr-defined]
        return window, (time.perf_counter() - t) * 1000

    window, first = open_and_draw(None)
    redraws = [open_and_draw(window)[1] for _ in range(args.repeat)]
    print(f"window first open and draw (pyqtgraph import included): {first:.0f} ms; "
          f"redraw on a saved hand: median {statistics.median(redraws):.0f} ms "
          f"(runs {', '.join(f'{x:.0f}' for x in redraws)})")
    if args.png is not None:
        window.grab().save(str(args.png))  # type: ignore[attr-defined]
        print(f"saved {args.png}")
    controller.shutdown()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
