"""The arena's command line: ``python -m razz_desktop.ai.arena``.

``python -m razz_desktop.ai.arena --hands N --players expert,regular,beginner
[--seed S] [--jobs J] [--log-db PATH]`` plays about N hands (rounded up to
whole duplicate blocks; see :mod:`razz_desktop.ai.match`) and prints one JSON
object::

    {"hands": N, "seed": S, "bots": {"expert": {"bb_per_100": 12.3, "ci95": [8.1, 16.5],
     "hands": N, "decision_ms": {"p50": 3.1, "p99": 41.0}}, ...},
     "style": {"expert": {"hands": N, "vpip": 0.31, "complete_3rd": 0.2, "steal": 0.7,
     "fold_to_steal": 0.5, "wtsd": 0.4}, ...}, "jobs": J}

A name given twice is reported as ``regular#2``. Without ``--seed`` the key
is drawn from the operating system; the printed ``seed`` repeats the run
exactly, with any ``--jobs``. ``--log-db`` writes every hand into a hand-log
database (one session, each seat named by its label and marked with its bot
level) so the statistics window and command can show each profile's figures.

``python -m razz_desktop.ai.arena --tournament PRESET --players expert,strong,...
--count N [--seed S] [--jobs J] [--log-db PATH]`` plays N sit-and-gos of the
schedule PRESET (regular, turbo, hyper: ``razz_desktop.tournament.schedule``)
among the bots and prints each bot's finishes (how often 1st, 2nd, ...), its
average position with a 95% interval, its wins and its in-the-money rate
(:mod:`razz_desktop.ai.tournament_match`); with ``--log-db`` each tournament
is one session of the hand log. The same seed gives the same results on any
number of jobs.

This is the one module of ``ai/`` that touches storage (an import-linter
exception in pyproject.toml): the bots and the arena's machinery never do.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from razz_desktop.ai.match import (
    ARENA_BOT_NAMES,
    MatchResult,
    StyledBots,
    check_bot_name,
    default_jobs,
    new_seed,
    play_match,
)
from razz_desktop.ai.tournament_match import TournamentsResult, play_tournaments
from razz_desktop.engine.rules import GameConfig, Stakes
from razz_desktop.records import SeatPlayer
from razz_desktop.storage.handlog.db import DATABASE_ERRORS, open_database
from razz_desktop.storage.handlog.repository import HandLog
from razz_desktop.tournament.schedule import PRESETS, preset


class LogError(Exception):
    """The hand log cannot be written: said before a single hand is played."""


def open_log(path: Path) -> HandLog:
    """Open (or create) the hand log, refusing a fallback that would lose the hands."""
    conn, recovery = open_database(path)
    if recovery is not None:
        if recovery.in_memory:
            conn.close()
            raise LogError(recovery.message)
        print(f"note: {recovery.message}", file=sys.stderr)
    return HandLog(conn)


def write_log(log: HandLog, result: MatchResult, names: Sequence[str], config: GameConfig) -> int:
    """Store every hand of ``result`` (kept records) as one session; returns its id."""
    session = log.start_session(config, note=f"arena seed={result.seed} players={','.join(names)}")
    players = [SeatPlayer(seat=i + 1, name=label, is_human=False, bot_level=names[i])
               for i, label in enumerate(result.labels)]
    for record in result.records:
        log.save_hand(session, record, players)
    log.end_session(session)
    return session


def _players(args: argparse.Namespace, names: list[str]) -> tuple[str | None, ...]:
    """Check the bots' names and read ``--styles`` (one entry per player); ValueError if wrong."""
    for name in names:
        check_bot_name(name)
    if args.styles is None:
        return ()
    styles = tuple(s.strip() or None for s in args.styles.split(","))
    if len(styles) != len(names):
        raise ValueError("--styles needs one entry per player")
    return styles


REFUSALS: tuple[type[Exception], ...] = (ValueError, LogError, *DATABASE_ERRORS)
"""What refuses a run with a message and the usage status (a ScheduleError is a ValueError)."""


def _refused(exc: BaseException, log_db: Path | None) -> int:
    """Say why the run is refused (the hand log's trouble by name) and give the usage status."""
    if isinstance(exc, (LogError, *DATABASE_ERRORS)):
        print(f"error: cannot write the hand log {log_db}: {exc}", file=sys.stderr)
    else:
        print(f"error: {exc}", file=sys.stderr)
    return 2


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m razz_desktop.ai.arena",
                                     description="Bots play headless Razz; prints JSON results.")
    parser.add_argument("--hands", type=int, default=None, help="hands to play (whole blocks); not with --tournament")
    parser.add_argument("--tournament", default=None, metavar="PRESET",
                        help=f"play sit-and-gos of this schedule instead: {', '.join(PRESETS)}")
    parser.add_argument("--count", type=int, default=None, help="sit-and-gos to play (with --tournament)")
    parser.add_argument("--seed", type=int, default=None,
                        help="the run's secret key (default: drawn from the OS and printed)")
    parser.add_argument("--players", required=True,
                        help=f"comma-separated bots, 2-8 of: {', '.join(ARENA_BOT_NAMES)}")
    parser.add_argument("--styles", default=None,
                        help="comma-separated styles per player (e.g. 'tight-aggressive,,loose')")
    parser.add_argument("--jobs", type=int, default=default_jobs(),
                        help="worker processes (default: every core); results do not depend on it")
    parser.add_argument("--log-db", type=Path, default=None, metavar="PATH",
                        help="write every hand into this hand-log database")
    parser.add_argument("--small-bet", type=int, default=200)
    parser.add_argument("--big-bet", type=int, default=None, help="default: twice the small bet")
    parser.add_argument("--ante", type=int, default=None, help="default: 20%% of the small bet")
    parser.add_argument("--bring-in", type=int, default=None, help="default: 25%% of the small bet")
    parser.add_argument("--stack", type=int, default=100, help="starting stack in big bets")
    args = parser.parse_args(argv)
    names = [p.strip() for p in args.players.split(",") if p.strip()]
    if args.tournament is not None:
        return _tournaments(args, names)
    if args.hands is None:
        print("error: --hands is required (or --tournament PRESET with --count N)", file=sys.stderr)
        return 2
    try:
        styles = _players(args, names)
        sb = args.small_bet
        stakes = Stakes(small_bet=sb, big_bet=args.big_bet or 2 * sb,
                        ante=args.ante if args.ante is not None else round(sb * 0.2),
                        bring_in=args.bring_in if args.bring_in is not None else round(sb * 0.25))
        if args.hands < 1:
            raise ValueError("--hands must be at least 1")
        if args.jobs < 1:
            raise ValueError("--jobs must be at least 1")
        # The log is opened first: a bad path is refused before any hand is played.
        log = open_log(args.log_db) if args.log_db is not None else None
    except REFUSALS as exc:
        return _refused(exc, args.log_db)
    try:
        result = play_match(names, args.hands, args.seed, stakes=stakes,
                            stack_big_bets=args.stack, jobs=args.jobs,
                            factory=StyledBots(styles), keep_records=log is not None)
        if log is not None:
            write_log(log, result, names, GameConfig(stakes=stakes))
    except REFUSALS as exc:
        return _refused(exc, args.log_db)
    finally:
        if log is not None:
            log.connection.close()
    out = result.summary()
    out["style"] = {label: c.figures() for label, c in zip(result.labels, result.styles, strict=True)}
    out["jobs"] = args.jobs
    print(json.dumps(out))
    return 0


def write_tournament_logs(log: HandLog, result: TournamentsResult, names: Sequence[str]) -> list[int]:
    """Store each tournament's hands as one session of the hand log; returns the sessions' ids."""
    sessions = []
    n = len(names)
    for k, played in enumerate(result.results):
        if not played.records:
            continue
        seat_names = {(i + k) % n + 1: (result.labels[i], names[i]) for i in range(n)}
        session = log.start_session(played.records[0].config,
                                    note=f"arena tournament {k + 1} of {len(result.results)} "
                                         f"preset={result.schedule.name} seed={result.seed}")
        for record in played.records:
            players = [SeatPlayer(seat=s, name=seat_names[s][0], is_human=False, bot_level=seat_names[s][1])
                       for s in record.seats]
            log.save_hand(session, record, players)
        log.end_session(session)
        sessions.append(session)
    return sessions


def _tournaments(args: argparse.Namespace, names: list[str]) -> int:
    """``--tournament PRESET --count N``: bot-only sit-and-gos, one JSON object printed."""
    log: HandLog | None = None
    try:
        styles = _players(args, names)
        if args.hands is not None:
            raise ValueError("--hands does not go with --tournament (use --count)")
        if args.count is None or args.count < 1:
            raise ValueError("--tournament needs --count N (1 or more)")
        if args.jobs < 1:
            raise ValueError("--jobs must be at least 1")
        schedule = preset(args.tournament)
        seed = new_seed() if args.seed is None else args.seed
        log = open_log(args.log_db) if args.log_db is not None else None
        result = play_tournaments(names, schedule, args.count, seed, jobs=args.jobs,
                                  factory=StyledBots(styles), keep_records=log is not None)
        if log is not None:
            write_tournament_logs(log, result, names)
    except REFUSALS as exc:
        return _refused(exc, args.log_db)
    finally:
        if log is not None:
            log.connection.close()
    out = result.summary()
    out["jobs"] = args.jobs
    print(json.dumps(out))
    return 0
