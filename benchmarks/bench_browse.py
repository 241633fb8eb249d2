"""Compact storage and the History window's query at scale: ``python benchmarks/bench_browse.py [--hands N]``.

Prints figures, never passes or fails. Issue 13's targets: at most 1.5 KB
per hand in the database file (every row and index included), opening one
hand at most 2 ms (median), and a page of 100 rows "in a few ms" at 100,000
hands whatever the sort. Measured here, on a real file with the program's
pragmas:

- bytes per hand (file size / hands, after a checkpoint) at 10,000 hands and
  at the full count;
- opening one hand (replayed from its deck and decisions), median and p95;
- count + first page for the default view and for every sort column, both
  directions; a page deep in the list (offset 50% and 90%); a few filters;
  the filter choice lists.

The hands: 2,000 distinct random 6-handed hands played by a weighted random
policy (``bench_storage``'s), written again and again under new sessions,
numbers and times, with one in five written as an imported hand (site,
hand id, hero, opponents' hole cards unknown).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_storage import play  # noqa: E402

from razz_desktop.engine import HandRecord  # noqa: E402
from razz_desktop.records import HandFilter, HandOrigin, HandSort, SeatPlayer  # noqa: E402
from razz_desktop.storage.handlog import compact
from razz_desktop.storage.handlog.browse import HandBrowser  # noqa: E402
from razz_desktop.storage.handlog.db import connect  # noqa: E402
from razz_desktop.storage.handlog.hand_rows import write_hand  # noqa: E402
from razz_desktop.storage.handlog.repository import HandLog

DISTINCT = 2_000
NAMES = ("Ada", "Boris", "Chen", "Dora", "Emil", "Fatima", "Gus")


def players(record: HandRecord, imported: bool) -> list[SeatPlayer]:
    if imported:
        return [SeatPlayer(s, f"{NAMES[s % len(NAMES)]}{s}x", False, None) for s in record.seats]
    return [SeatPlayer(s, "You" if s == 1 else NAMES[s % len(NAMES)], s == 1, None if s == 1 else "regular")
            for s in record.seats]


def known(record: HandRecord) -> tuple[tuple[int, tuple[object, ...]], ...]:
    """Seat 1's cards, and only the upcards of the others (positions 3 to 6)."""
    out = []
    for seat, cards in record.cards:
        out.append((seat, tuple(c if seat == 1 or 2 <= k <= 5 else None for k, c in enumerate(cards))))
    return tuple(out)


def fill(path: Path, total: int, marks: tuple[int, ...]) -> dict[int, float]:
    """Write ``total`` hands; returns bytes per hand at each of ``marks``."""
    records = [play(seed, 6) for seed in range(DISTINCT)]
    bodies = [compact.encode(r) for r in records]
    conn = connect(path)
    sizes: dict[int, float] = {}
    start = datetime(2024, 1, 1, tzinfo=UTC)
    sid = 0
    conn.execute("BEGIN IMMEDIATE")
    for n in range(total):
        k = n % DISTINCT
        record, body = records[k], bodies[k]
        imported = n % 5 == 4
        if n % 500 == 0:
            st = record.config.stakes
            sid = int(conn.execute(
                "INSERT INTO sessions (started_at, small_bet, big_bet, ante, bring_in, house_rules, note) "
                "VALUES (?, ?, ?, ?, ?, '{}', '')",
                ((start + timedelta(hours=n)).isoformat(), st.small_bet, st.big_bet, st.ante, st.bring_in),
            ).lastrowid or 0)
        origin = HandOrigin("PokerStars", str(10_000_000_000 + n), "", "Table I", False, 0, f"{NAMES[1]}1x") if imported else None
        record_n = record  # the stored number is the record's: the same deal, a new id
        write_hand(conn, sid, record_n, players(record, imported), start + timedelta(seconds=40 * n),
                   uid=None if imported else f"{n:032x}", origin=origin,
                   known=known(record) if imported else None, body=body)  # type: ignore[arg-type]
        if (n + 1) in marks:
            conn.execute("COMMIT")
            conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            sizes[n + 1] = path.stat().st_size / (n + 1)
            conn.execute("BEGIN IMMEDIATE")
        elif (n + 1) % 5_000 == 0:
            conn.execute("COMMIT")
            conn.execute("BEGIN IMMEDIATE")
    if conn.in_transaction:
        conn.execute("COMMIT")
    HandLog(conn).close_dangling_sessions()  # what the app does at start: past sessions' totals frozen
    conn.close()
    return sizes


def timed(fn: Callable[[], object], repeat: int) -> list[float]:
    out = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        out.append((time.perf_counter() - t) * 1000)
    return out


def show(label: str, ms: list[float]) -> None:
    ms = sorted(ms)
    p95 = ms[min(len(ms) - 1, int(len(ms) * 0.95))]
    print(f"  {label:<44} median {statistics.median(ms):7.2f} ms   p95 {p95:7.2f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=100_000)
    parser.add_argument("--repeat", type=int, default=15)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "razz.sqlite3"
        t = time.perf_counter()
        marks = tuple(sorted({min(10_000, args.hands), args.hands}))
        sizes = fill(path, args.hands, marks)
        print(f"wrote {args.hands:,} hands in {time.perf_counter() - t:.1f} s")
        for n, per in sizes.items():
            print(f"  bytes per hand at {n:>7,} hands: {per:7.0f} ({per / 1024:.2f} KB; target <= 1.5 KB)")
        with HandBrowser(path) as b:
            rng = random.Random(1)
            ids = b.ids()
            show("open one hand (replay)", timed(lambda: b.hand(rng.choice(ids)), 300))
            default = HandFilter()
            show("count + first page (date, newest first)",
                 timed(lambda: (b.count(default), b.rows(default, HandSort.DATE, True, 0, 100)), args.repeat))
            for sort in HandSort:
                for desc in (False, True):
                    show(f"first page by {sort.value}{' desc' if desc else ''}",
                         timed(lambda s=sort, d=desc: b.rows(default, s, d, 0, 100), args.repeat))
            for share in (0.5, 0.9):
                off = int(args.hands * share)
                show(f"page at offset {off:,} (date)", timed(lambda o=off: b.rows(default, HandSort.DATE, True, o, 100),
                                                           args.repeat))
                show(f"page at offset {off:,} (result)",
                     timed(lambda o=off: b.rows(default, HandSort.RESULT, True, o, 100), args.repeat))
            for label, f in (
                ("won at showdown", HandFilter(won=True, showdown=True)),
                ("8-low or better", HandFilter(low_max=8)),
                ("A-2-3 start", HandFilter(start_ranks=(1, 2, 3))),
                ("three to an 8", HandFilter(start_to=8)),
                ("imported", HandFilter(imported=True)),
                ("player Chen (name join)", HandFilter(player="Chen")),
                ("one session", HandFilter(session_id=3)),
            ):
                show(f"count + first page: {label}",
                     timed(lambda f=f: (b.count(f), b.rows(f, HandSort.DATE, True, 0, 100)), args.repeat))
            show("choice lists (sessions, stakes, sites, names)",
                 timed(lambda: (b.sessions(), b.stakes(), b.sites(), b.player_names()), 5))


if __name__ == "__main__":
    main()
