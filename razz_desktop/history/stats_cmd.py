"""``python -m razz_desktop.history stats``: the statistics of the hand log, as a table or JSON.

Thin on purpose: the figures come from ``storage.stats.queries.player_figures``, the
same function the Statistics window's table is filled from, so the command
and the window print the same numbers. ``--json`` prints exactly
``{"players": [{"player", "hands", "vpip", "complete_3rd", "steal",
"fold_to_steal", "wtsd", "wsd", "won_without_showdown", "net",
"bb_per_100"}, ...]}`` with shares as fractions between 0 and 1.
Exit status: 0, or 2 on a usage or I/O error (the database cannot be opened).
Registered in ``history.cli.COMMANDS`` (``add_arguments``, ``run``).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

if TYPE_CHECKING:
    from razz_desktop.stats_figures import PlayerFigures

NAME = "stats"
HELP = "figures per player: vpip, steals, showdowns, result (issue 14's definitions)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The subcommand's options (the history program adds ``--db``/``--home`` itself when it has them)."""
    from razz_desktop.stats_figures import DEFINITIONS

    parser.add_argument("--player", default=None,
                        help="only this player (a name, or 'Computer: <level>' for a computer profile)")
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    parser.epilog = "Definitions:\n" + "\n".join(f"  {k}: {v}" for k, v in DEFINITIONS)
    parser.formatter_class = argparse.RawDescriptionHelpFormatter


def _percent(x: float) -> str:
    return f"{100 * x:5.1f}%"


def format_table(figures: Sequence[PlayerFigures]) -> str:
    """The human-readable table: one line per player."""
    head = (f"{'player':<28} {'hands':>7} {'vpip':>6} {'compl':>6} {'steal':>6} {'f2st':>6} "
            f"{'wtsd':>6} {'wsd':>6} {'wwsd':>6} {'net':>10} {'bb/100':>8}")
    lines = [head, "-" * len(head)]
    for f in figures:
        lines.append(
            f"{f.player[:28]:<28} {f.hands:>7} {_percent(f.vpip):>6} {_percent(f.complete_3rd):>6} "
            f"{_percent(f.steal):>6} {_percent(f.fold_to_steal):>6} {_percent(f.wtsd):>6} "
            f"{_percent(f.wsd):>6} {f.won_without_showdown:>6} {f.net:>10} {f.bb_per_100:>8.2f}")
    if not figures:
        lines.append("(no hands)")
    return "\n".join(lines)


def as_json(figures: Sequence[PlayerFigures]) -> str:
    return json.dumps({"players": [f.as_json() for f in figures]}, ensure_ascii=False)


def run(args: argparse.Namespace, database: Path, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """The history program's entry: ``database`` is its ``--db`` or ``--home`` or the app's own file."""
    out = out or sys.stdout
    err = err or sys.stderr
    from razz_desktop.storage.handlog.db import DATABASE_ERRORS, connect
    from razz_desktop.storage.handlog.repository import HandLog
    from razz_desktop.storage.stats.queries import fill_missing_facts, player_figures

    path = Path(database)
    if str(path) != ":memory:" and not path.is_file():
        print(f"razz-history stats: no hand log at {path}", file=err)
        return 2
    opening: tuple[type[BaseException], ...] = (*DATABASE_ERRORS, OSError)
    try:
        conn = connect(path)
    except opening as exc:
        print(f"razz-history stats: cannot open {path}: {exc}", file=err)
        return 2
    try:
        fill_missing_facts(HandLog(conn))
        figures = player_figures(conn, player=args.player)
    except DATABASE_ERRORS as exc:
        print(f"razz-history stats: cannot read {path}: {exc}", file=err)
        return 2
    finally:
        conn.close()
    print(as_json(figures) if args.json else format_table(figures), file=out)
    return 0
