"""The History window at 100,000 hands: time from opening to the first rows, and a scroll through pages.

Prints medians (never passes or fails on time). Two sources:

- ``--source db`` (the real thing): a database of ``--hands`` hands is built
  in a temporary folder with storage's writer (bench_browse.py's file: random
  six-handed hands, every fifth stored as imported), and the window reads it
  through storage's ``HandBrowser`` (``HandTableModel.for_database``);
- ``--source memory``: the same window and model over an in-memory source
  whose page reads cost next to nothing, to see the window's own share.

Measured offscreen: "first rows" is show() of a fresh window until its
table has painted its first page; "scroll" is one page further down
(scrollToBottom, which makes the view fetch the next page, then a paint),
repeated ``--pages`` times. Run it with ``nice -n 10``.

    python benchmarks/bench_history_window.py --source db --hands 100000
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


@dataclass
class MemorySource:
    """Rows made once, pre-sorted newest first: a page read is a slice."""

    rows_: list

    def count(self, f) -> int:
        return len(self.rows_)

    def rows(self, f, sort, descending, offset, limit):
        return self.rows_[offset:offset + limit]

    def hand(self, hand_id):
        return None


def memory_rows(n: int) -> list:
    from razz_desktop.engine.cards import CARDS
    from razz_desktop.records import HandRow

    rng = random.Random(7)
    t0 = datetime(2026, 1, 1, tzinfo=UTC)
    out = []
    for k in range(n):
        third = tuple(rng.sample(CARDS, 3))
        out.append(HandRow(k + 1, t0 + timedelta(seconds=40 * k), 1 + k // 300, k % 300 + 1,
                           "PokerStars" if k % 5 == 0 else None, str(10**8 + k) if k % 5 == 0 else None,
                           200, 400, rng.randint(2, 8), "You", third, rng.randint(-2000, 2000),
                           rng.random() < 0.4, "8-6-4-2-A"))
    out.reverse()
    return out


def build_database(path: Path, n: int) -> None:
    """``n`` hands written with storage's own writer, as bench_browse.py fills its file
    (2,000 distinct six-handed hands again and again, one in five stored as imported)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from bench_browse import fill

    fill(path, n, ())


def measure(make_model, pages: int, repeats: int) -> tuple[list[float], list[float]]:
    from PySide6.QtWidgets import QApplication

    from razz_desktop.ui.history_window import HistoryWindow

    app = QApplication.instance() or QApplication(["bench"])
    first: list[float] = []
    scroll: list[float] = []
    for _ in range(repeats):
        model = make_model()
        window = HistoryWindow()
        window.set_model(model)
        window.opened.connect(model.set_filter)
        model.total_changed.connect(window.on_total)
        started = time.perf_counter()
        window.show()
        app.processEvents()  # the first paint, with the first page
        first.append((time.perf_counter() - started) * 1000)
        assert model.rowCount() > 0, "the window shows rows"
        for _ in range(pages):
            before = model.rowCount()
            t = time.perf_counter()
            window.table.scrollToBottom()
            app.processEvents()  # the view fetches the next page and paints it
            scroll.append((time.perf_counter() - t) * 1000)
            if model.rowCount() == before:
                break
        window.close()
        window.deleteLater()
        app.processEvents()
    return first, scroll


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--source", choices=("db", "memory"), default="db")
    parser.add_argument("--hands", type=int, default=100_000)
    parser.add_argument("--pages", type=int, default=20)
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--db", type=Path, help="use (or build once) this database instead of a temporary one")
    args = parser.parse_args()

    from razz_desktop.ui.qt_compat import protect_none

    protect_none()
    from PySide6.QtWidgets import QApplication

    from razz_desktop.controllers.history_browser import HandTableModel

    app = QApplication.instance() or QApplication(["bench"])
    from razz_desktop.ui.theme import apply_theme

    apply_theme(app)
    with tempfile.TemporaryDirectory() as tmp:
        if args.source == "memory":
            rows = memory_rows(args.hands)

            def make_model():
                return HandTableModel(MemorySource(rows))
        else:
            path = args.db or Path(tmp) / "history.sqlite3"
            if not path.exists():
                print(f"building {args.hands:,} hands in {path} ...", flush=True)
                t = time.perf_counter()
                build_database(path, args.hands)
                print(f"  built in {time.perf_counter() - t:.1f} s, {path.stat().st_size / 1e6:.1f} MB")

            def make_model():
                return HandTableModel.for_database(path)

        first, scroll = measure(make_model, args.pages, args.repeats)
    print(f"source: {args.source}, {args.hands:,} hands, {args.repeats} openings, {len(scroll)} page scrolls")
    print(f"open to first rows: median {statistics.median(first):.1f} ms (min {min(first):.1f}, max {max(first):.1f})")
    print(f"one page further:   median {statistics.median(scroll):.1f} ms (max {max(scroll):.1f})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
