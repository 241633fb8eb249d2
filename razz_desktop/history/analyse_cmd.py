"""``razz-history analyse``: the Coach grades the hero's decisions of imported hands.

``python -m razz_desktop.history analyse [--hero NAME] [--since DATE] [--again]
[--jobs N] [--json]``. Each imported hand whose hero's cards are known (the file's
"Dealt to" player, or the player ``--hero`` names) is dealt again through the
engine and every decision of the hero graded as a practice decision is
(``analysis.grading``); the reviews are kept with their hands, where the
mistakes browser and the statistics read them, marked imported by their
hand's site. Hands already reviewed are skipped unless ``--again``.

``--json`` prints one object (other tools read these keys: keep them)::

    {"hands": 47, "analysed": 47, "decisions": 136,
     "grades": {"good": 83, "inaccuracy": 22, "mistake": 24, "blunder": 7},
     "big_bets_lost": 31.37,
     "skipped": [{"hand_id": 12, "reason": "Hero's cards are not known"}],
     "cancelled": false, "seconds": 1.8, "hands_per_second": 26.0, "jobs": 2}

``hands``: imported hands selected; ``analysed``: graded (a hand the hero never
acted in counts, with no decisions); ``skipped``: not graded, with why;
``big_bets_lost``: the summed cost of every decision not graded good. Without
``--json`` a few lines say the same, and a progress line runs on stderr when
it is a terminal. Exit 0, or 2 on a usage or I/O error. ``--since`` is a date
(YYYY-MM-DD, local time) or a date and time in ISO form.
"""

from __future__ import annotations

import argparse
import json
import sys
from datetime import datetime
from pathlib import Path
from typing import TextIO

NAME = "analyse"
HELP = "grade the hero's decisions of imported hands with the Coach (as practice hands are)"


def _when(text: str) -> datetime:
    try:
        when = datetime.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a date (YYYY-MM-DD): {text!r}") from None
    return when if when.tzinfo is not None else when.astimezone()


def _jobs(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be 1 or more: {value}")
    return value


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--hero", default=None, metavar="NAME",
                        help="whose decisions (default: the player each file deals face up, 'Dealt to')")
    parser.add_argument("--since", type=_when, default=None, metavar="DATE",
                        help="only hands played on or after DATE (YYYY-MM-DD)")
    parser.add_argument("--again", action="store_true", help="also hands analysed or reviewed before")
    parser.add_argument("--jobs", type=_jobs, default=None, metavar="N",
                        help="processes grading (default: one per core)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def _lines(summary: dict[str, object]) -> str:
    grades = summary["grades"]
    assert isinstance(grades, dict)
    return "\n".join([
        f"hands selected: {summary['hands']}, analysed: {summary['analysed']}, "
        f"skipped: {len(summary['skipped'])}",  # type: ignore[arg-type]
        f"decisions graded: {summary['decisions']} ("
        + ", ".join(f"{k} {v}" for k, v in grades.items()) + ")",
        f"big bets lost: {summary['big_bets_lost']}",
        f"{summary['seconds']} s, {summary['hands_per_second']} hands/s on {summary['jobs']} process(es)"
        + (" (cancelled)" if summary["cancelled"] else ""),
    ])


def run(args: argparse.Namespace, database: Path, out: TextIO | None = None, err: TextIO | None = None) -> int:
    out = out or sys.stdout
    err = err or sys.stderr
    from razz_desktop.analysis.run import AnalysisRun
    from razz_desktop.storage.handlog.db import DATABASE_ERRORS, connect
    from razz_desktop.storage.handlog.repository import HandLog

    path = Path(database)
    if not path.is_file():
        print(f"razz-history analyse: no hand log at {path}", file=err)
        return 2
    opening: tuple[type[BaseException], ...] = (*DATABASE_ERRORS, OSError)
    try:
        conn = connect(path)
    except opening as exc:
        print(f"razz-history analyse: cannot open {path}: {exc}", file=err)
        return 2
    tty = err.isatty()

    def progress(done: int, total: int) -> None:
        if tty:
            err.write(f"\ranalysing {done}/{total}")
            err.flush()

    try:
        summary = AnalysisRun(hero=args.hero, since=args.since, again=args.again, jobs=args.jobs).run(
            HandLog(conn), progress)
    except opening as exc:
        print(f"razz-history analyse: {path}: {exc}", file=err)
        return 2
    except KeyboardInterrupt:
        print("\nrazz-history analyse: interrupted (the hands graded so far are kept)", file=err)
        return 2
    finally:
        conn.close()
    if tty:
        err.write("\n")
    if summary.fell_back is not None:
        print(f"razz-history analyse: {summary.fell_back}", file=err)
    data = summary.to_json()
    print(json.dumps(data, ensure_ascii=False) if args.json else _lines(data), file=out)
    return 0
