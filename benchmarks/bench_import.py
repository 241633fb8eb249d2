"""How fast the hand-history reader reads, and answers bad input:
``python benchmarks/bench_import.py [--repeat N]``.

Prints figures, never passes or fails (tests never fail on time).

- Real corpus: every PokerStars Razz hand of ``../shared/handhistories``
  (read, parsed and replayed through the engine), as hands per second; the
  median of ``--repeat`` runs. Issue 13 asks for at least 2,000 hands/s.
- Exported hands: 1,000 hands this app wrote, the same way.
- Each bad-input class of issue 12 at its size n and at 4n (the ones that
  escaped before: an empty board, a 5,000-digit hand id and seat number, a
  million-digit ante, 8,000 repetitions of "Razz (" in a header, 8,000 seat
  lines plus 8,000 actions), with the ratio t(4n)/t(n): about 4 or less is
  linear, about 16 would be quadratic. Before this reader the million-digit
  ante took 105 s, the header 6 s and the seat lines 27 s.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from razz_desktop.storage import HandHistoryError, StoredHand, hand_to_text  # noqa: E402
from razz_desktop.storage.hhtext import read_hand_histories  # noqa: E402
from razz_desktop.storage.importing import ImportedHand, import_files, read_text  # noqa: E402
from tests.storage.hands import players_for, random_record  # noqa: E402

CORPUS = ROOT.parent / "shared" / "handhistories" / "razz_only_utf8"
HEADER = "PokerStars Hand #1:  Razz Limit (200/400) - 2024/05/01 14:30:05 ET\n"
SEATS = "Seat 1: Ada (10000 in chips)\nSeat 2: Bo (10000 in chips)\n"


def median_seconds(fn: Callable[[], object], repeat: int, clock: Callable[[], float] = time.perf_counter) -> float:
    times = []
    for _ in range(repeat):
        t = clock()
        fn()
        times.append(clock() - t)
    return statistics.median(times)


def rates(label: str, hands: int, fn: Callable[[], object], repeat: int) -> None:
    """Wall clock and this process's CPU time: on a shared machine the CPU figure is the steadier one."""
    wall = median_seconds(fn, repeat)
    cpu = median_seconds(fn, repeat, time.process_time)
    print(f"{label}: {hands:,} hands in {wall * 1000:.0f} ms median wall ({hands / wall:,.0f} hands/s), "
          f"{cpu * 1000:.0f} ms CPU ({hands / cpu:,.0f} hands/s)")


def exported(n: int) -> str:
    when = datetime(2024, 5, 1, tzinfo=UTC)
    out = []
    for seed in range(n):
        record = random_record(seed)
        out.append(hand_to_text(StoredHand(seed + 1, 1, when, tuple(players_for(record)), record)))
    return "\n".join(out)


BAD: dict[str, tuple[Callable[[int], str], int]] = {
    "Board [] summary line": (lambda n: exported(1).replace("*** SUMMARY ***\n", "*** SUMMARY ***\nBoard []\n" * n), 1),
    "*** RIVER *** [ ]": (lambda n: (HEADER + SEATS + "*** 3rd STREET ***\n*** RIVER *** [ ]\n") * n, 1),
    "hand id of n digits": (lambda n: HEADER.replace("#1:", "#" + "9" * n + ":"), 5_000),
    "seat number of n digits": (lambda n: HEADER + "Seat " + "1" * n + ": Ada (100 in chips)\n", 5_000),
    "ante of n digits": (lambda n: HEADER + SEATS + "Ada: posts the ante " + "1" * n + "\n", 1_000_000),
    "header with n x 'Razz ('": (lambda n: "PokerStars Hand #1: " + "Razz (" * n + "\n", 8_000),
    "n seat lines + n actions": (
        lambda n: HEADER + "".join(f"Seat {1 + i % 8}: P{i} (100 in chips)\n" for i in range(n))
        + "".join(f"P{i}: folds\n" for i in range(n)), 8_000),
    "n chat lines in a hand": (
        lambda n: exported(1).replace("*** 3rd STREET ***\n", "*** 3rd STREET ***\n" + "Bo said, \"hi\"\n" * n), 8_000),
    "n hands, each with a bad ante": (
        lambda n: (HEADER + SEATS + "Ada: posts the ante 1" + "0" * 30 + "\n") * n, 8_000),
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    repeat = max(1, args.repeat)

    if CORPUS.is_dir():
        files = import_files([CORPUS.parent])
        every = [(str(p), p.suffix.lower(), p.read_text(encoding="utf-8", errors="replace")) for p in files]
        imported = sum(isinstance(r, ImportedHand) for f, x, t in every for r in read_text(t, f, x))
        print(f"whole corpus through importing.read_text (PokerStars, Full Tilt, Merge, PHH; unsupported sites "
              f"refused): {imported} hands imported")
        rates("whole corpus", imported, lambda: [list(read_text(t, f, x)) for f, x, t in every], repeat)
        texts = [p.read_text(encoding="utf-8", errors="replace") for p in sorted(CORPUS.iterdir()) if p.is_file()]
        results = [r for t in texts for r in read_hand_histories(t)]
        hands = sum(not isinstance(r, HandHistoryError) for r in results)
        rejected = len(results) - hands
        print(f"real corpus: {hands} PokerStars Razz hands read and replayed, {rejected} refused")
        rates("real corpus", hands, lambda: [read_hand_histories(t) for t in texts], repeat)
    else:
        print(f"real corpus: {CORPUS} is missing; skipped")

    text = exported(1_000)
    rates("exported hands (5 seats, random play)", 1_000, lambda: read_hand_histories(text), repeat)

    print(f"\n{'bad input':34} {'n':>9} {'t(n) ms':>9} {'t(4n) ms':>9} {'ratio':>6}  answer")
    for label, (build, n) in BAD.items():
        small, large = build(n), build(4 * n)
        t1 = median_seconds(lambda s=small: read_hand_histories(s), repeat)  # type: ignore[misc]
        t4 = median_seconds(lambda s=large: read_hand_histories(s), repeat)  # type: ignore[misc]
        first = read_hand_histories(small)[0]
        answer = str(first) if isinstance(first, HandHistoryError) else "read"
        print(f"{label:34} {n:>9,} {t1 * 1000:>9.2f} {t4 * 1000:>9.2f} {t4 / t1:>6.1f}  {answer[:90]}")


if __name__ == "__main__":
    main()
