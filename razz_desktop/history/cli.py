"""The hand-history command: ``import``, ``export``, ``list`` (and, by one line each, more).

``python -m razz_desktop.history [--db PATH | --home DIR] COMMAND ...`` (also
installed as ``razz-history``). The database is the app's own by default
(``razz_desktop.paths``, which honours ``RAZZ_DESKTOP_HOME``; ``--home DIR``
sets it for this run as ``razz-desktop --home`` does), or ``--db PATH``. The
global options may come before or after the command's name.

- ``import PATH...``: files or folders; prints one JSON object
  ``{"files", "hands_found", "imported", "duplicates", "other_games",
  "rejected": [{"file", "hand_id", "line", "reason"}]}``. Exit 0 even when
  hands are rejected (they are listed), 2 on a usage or I/O error.
- ``export --format pokerstars|phh --out PATH [--session N]
  [--played|--imported] [--hand ID]...``: prints ``{"exported": N}``.
- ``list [--limit N] [--json]``: the newest hands first.
- ``analyse [--hero NAME] [--since DATE] [--again] [--jobs N] [--json]``: the Coach
  grades the hero's decisions of imported hands (``history.analyse_cmd``).

Commands are entries of ``COMMANDS``: ``(name, help, add_arguments, run)``;
another command (``stats``) is one more entry. ``run(args, database)``
returns the exit status; it prints its answer on stdout and any error on
stderr. Every command works through storage's own functions (``ImportRun``,
``export_hands``, ``HandBrowser``), the ones the windows' controller uses.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from razz_desktop.history import analyse_cmd, stats_cmd

PROG = "razz-history"
EXIT_OK = 0
EXIT_ERROR = 2
"""Usage and I/O errors (argparse's own status for a bad command line)."""
HOME_ENV = "RAZZ_DESKTOP_HOME"


class CommandError(Exception):
    """A problem the user can fix (a path, a database that cannot be opened): told on stderr, exit 2."""


@dataclass(frozen=True, slots=True)
class Command:
    name: str
    help: str
    add_arguments: Callable[[argparse.ArgumentParser], None]
    run: Callable[[argparse.Namespace, Path], int]


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be 1 or more: {value}")
    return value


def _errors(*groups: type[Exception] | tuple[type[Exception], ...]) -> tuple[type[Exception], ...]:
    """One tuple for an ``except`` from classes and tuples of them."""
    out: list[type[Exception]] = []
    for g in groups:
        out.extend(g if isinstance(g, tuple) else (g,))
    return tuple(out)


def _out(obj: object) -> None:
    sys.stdout.write(json.dumps(obj, ensure_ascii=False) + "\n")


def _open_log(database: Path) -> object:
    """The hand log on ``database`` (created and migrated if needed)."""
    from razz_desktop.storage.handlog.db import DATABASE_ERRORS, connect
    from razz_desktop.storage.handlog.repository import HandLog

    try:
        database.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        return HandLog(connect(database))
    except _errors(DATABASE_ERRORS, OSError) as exc:
        raise CommandError(f"cannot open the hand history {database}: {exc}") from exc


# ------------------------------------------------------------------ import


def _import_arguments(p: argparse.ArgumentParser) -> None:
    from razz_desktop.storage.importing.reading import MAX_FILE_TEXT

    p.add_argument("paths", nargs="+", type=Path, metavar="PATH",
                   help=f"hand-history files or folders (regular files of at most {MAX_FILE_TEXT} each; "
                        "a pipe, a device or a larger file is refused and listed)")
    p.add_argument("--jobs", type=_positive_int, metavar="N",
                   help="processes reading the files (default: one per core for a big import, else 1); "
                        "the hands stored are the same for any N")


def _import(args: argparse.Namespace, database: Path) -> int:
    from razz_desktop.storage.handlog.db import DATABASE_ERRORS
    from razz_desktop.storage.handlog.repository import HandLog
    from razz_desktop.storage.importing.run import ImportRun

    missing = [str(p) for p in args.paths if not p.exists()]
    if missing:
        raise CommandError("no such file or folder: " + ", ".join(missing))
    log = _open_log(database)
    assert isinstance(log, HandLog)
    try:
        summary = ImportRun.of(args.paths, jobs=args.jobs).run(log)
    except _errors(DATABASE_ERRORS, OSError) as exc:
        raise CommandError(f"writing to the hand history {database}: {exc}") from exc
    finally:
        log.connection.close()
    _out(summary.to_json())
    return EXIT_OK


# ------------------------------------------------------------------ export


def _export_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--format", required=True, choices=("pokerstars", "phh"))
    p.add_argument("--out", required=True, type=Path, metavar="PATH",
                   help="a file (pokerstars; phh: .phhs for a set, .phh for one hand) or, for phh, a folder")
    p.add_argument("--session", type=_positive_int, metavar="N", help="only the hands of session N")
    which = p.add_mutually_exclusive_group()
    which.add_argument("--played", action="store_true", help="only hands played in Razz Desktop")
    which.add_argument("--imported", action="store_true", help="only imported hands")
    p.add_argument("--hand", type=_positive_int, action="append", metavar="ID", default=[],
                   help="only this hand (by its id, as `list` shows it); may be repeated")


def _export(args: argparse.Namespace, database: Path) -> int:
    from razz_desktop.records import HandFilter, HandSort, StoredHand
    from razz_desktop.storage.coding.notes import CorruptRecordError
    from razz_desktop.storage.formats.export import ExportError, export_hands
    from razz_desktop.storage.handlog.browse import BrowseError, HandBrowser
    from razz_desktop.storage.handlog.db import DATABASE_ERRORS

    log = _open_log(database)  # migrates an old file before the read-only browser opens it
    log.connection.close()  # type: ignore[attr-defined]
    f = HandFilter(session_id=args.session, imported=True if args.imported else (False if args.played else None))
    try:
        with HandBrowser(database) as b:
            ids = b.ids(f, HandSort.DATE, descending=False)
            if args.hand:
                wanted = set(args.hand)
                unknown = sorted(wanted - set(ids) - set(b.ids()))
                if unknown:
                    raise CommandError("no such hand: " + ", ".join(map(str, unknown)))
                ids = [i for i in ids if i in wanted]

            def hands() -> Iterator[StoredHand]:
                for i in ids:
                    yield b.hand(i)

            count = export_hands(hands(), args.format, args.out)
    except (ExportError, BrowseError, CorruptRecordError) as exc:
        raise CommandError(str(exc)) from exc
    except _errors(DATABASE_ERRORS, OSError) as exc:
        raise CommandError(f"exporting to {args.out}: {exc}") from exc
    _out({"exported": count})
    return EXIT_OK


# -------------------------------------------------------------------- list


def _list_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--limit", type=_positive_int, default=20, metavar="N", help="how many hands (default 20)")
    p.add_argument("--json", action="store_true", help="one JSON object instead of a table")


def _list(args: argparse.Namespace, database: Path) -> int:
    from razz_desktop.records import HandRow, HandSort
    from razz_desktop.storage.handlog.browse import EVERY_HAND, BrowseError, HandBrowser

    if not database.exists():
        rows: list[HandRow] = []
    else:
        log = _open_log(database)
        log.connection.close()  # type: ignore[attr-defined]
        try:
            with HandBrowser(database) as b:
                rows = b.rows(EVERY_HAND, HandSort.DATE, descending=True, offset=0, limit=args.limit)
        except BrowseError as exc:
            raise CommandError(str(exc)) from exc
        finally:
            from razz_desktop.storage.handlog.db import close_companions

            close_companions(database)  # a command that only read leaves no -wal/-shm behind
    if args.json:
        _out({"hands": [_row_json(r) for r in rows]})
        return EXIT_OK
    sys.stdout.write(_table(rows))
    return EXIT_OK


def _third(row: object) -> str:
    cards = getattr(row, "third_street", ())
    return " ".join("??" if c is None else str(c) for c in cards)


def _row_json(r: object) -> dict[str, object]:
    from razz_desktop.records import HandRow

    assert isinstance(r, HandRow)
    return {
        "hand_id": r.hand_id, "played_at": r.played_at.isoformat(), "session": r.session_id,
        "hand_number": r.hand_number, "origin": "imported" if r.imported else "played", "site": r.site,
        "site_hand_id": r.site_hand_id, "stakes": [r.small_bet, r.big_bet], "players": r.players,
        "player": r.player, "third_street": _third(r) or None, "result": r.net,
        "result_bb": None if r.net_bb is None else round(r.net_bb, 4), "showdown": r.showdown,
        "winning_hand": r.winning_hand,
    }


def _table(rows: Sequence[object]) -> str:
    from razz_desktop.records import HandRow

    head = ("id", "date (UTC)", "session", "hand", "site / hand id", "stakes", "pl", "player", "3rd street",
            "result", "BB", "sd", "winning hand")
    lines = [head]
    for r in rows:
        assert isinstance(r, HandRow)
        lines.append((
            str(r.hand_id), r.played_at.strftime("%Y-%m-%d %H:%M"), str(r.session_id), str(r.hand_number),
            f"{r.site} {r.site_hand_id}" if r.imported else "played", f"{r.small_bet}/{r.big_bet}", str(r.players),
            r.player or "", _third(r), "" if r.net is None else f"{r.net:+d}",
            "" if r.net_bb is None else f"{r.net_bb:+.2f}", "yes" if r.showdown else "no", r.winning_hand or "",
        ))
    if len(lines) == 1:
        return "No hands in the history yet.\n"
    widths = [max(len(line[i]) for line in lines) for i in range(len(head))]
    return "".join("  ".join(c.ljust(w) for c, w in zip(line, widths, strict=True)).rstrip() + "\n"
                   for line in lines)


COMMANDS: list[Command] = [
    Command("import", "read hand-history files or folders into the history", _import_arguments, _import),
    Command("export", "write hands as PokerStars text or PHH", _export_arguments, _export),
    Command("list", "the newest hands first", _list_arguments, _list),
    Command(stats_cmd.NAME, stats_cmd.HELP, stats_cmd.add_arguments, stats_cmd.run),
    Command(analyse_cmd.NAME, analyse_cmd.HELP, analyse_cmd.add_arguments, analyse_cmd.run),
]
"""The subcommands, in the order ``--help`` lists them: add one by appending a ``Command``."""


def _global_options(p: argparse.ArgumentParser, suppress: bool) -> None:
    default = argparse.SUPPRESS if suppress else None
    where = p.add_mutually_exclusive_group()
    where.add_argument("--db", type=Path, metavar="PATH", default=default,
                       help="the hand-history database (default: the app's own)")
    where.add_argument("--home", type=Path, metavar="DIR", default=default,
                       help=f"one folder for the app's files, as razz-desktop --home (overrides {HOME_ENV})")


def build_parser(commands: Sequence[Command] | None = None) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=PROG, description="The Razz Desktop hand history: import, export and list hands.",
        epilog=f"Environment: {HOME_ENV}=DIR is the same as --home DIR.")
    _global_options(parser, suppress=False)
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for command in COMMANDS if commands is None else commands:
        p = sub.add_parser(command.name, help=command.help, description=command.help)
        _global_options(p, suppress=True)
        command.add_arguments(p)
        p.set_defaults(run=command.run)
    return parser


def database_of(args: argparse.Namespace) -> Path:
    """``--db``, else the app's database (``--home`` applied to the environment first, as the app does)."""
    if args.db is not None:
        return Path(args.db).expanduser()
    if args.home is not None:
        os.environ[HOME_ENV] = str(Path(args.home).expanduser().absolute())
    from razz_desktop import paths

    return paths.database_path()


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        database = database_of(args)
        return int(args.run(args, database))
    except CommandError as exc:
        sys.stderr.write(f"{PROG} {args.command}: {exc}\n")
        return EXIT_ERROR
    except OSError as exc:
        sys.stderr.write(f"{PROG} {args.command}: {exc}\n")
        return EXIT_ERROR
