"""The statistics in SQL: sums over the per-seat facts columns (``storage/facts.py``).

Every figure of issue 14 is computed here, once, for both front ends: the
``stats`` command prints what :func:`player_figures` returns and the
Statistics window draws the :class:`~razz_desktop.stats_figures.StatsReport`
that :func:`report` builds from the same function. No hand is decoded: a
figure is a ``sum`` of flag bits, ``net`` and ``net / big_bet`` over
``hand_seats`` joined to ``hands`` (100,000 hands are about 600,000 seat rows).

Who counts as whom (the ``player`` key): the human here counts under the name
the app gave them; a computer player counts under its profile
("Computer: <level and style>", as ``SeatPlayer.bot_level`` holds it), so all
bots of one profile pool their hands; a player of an imported hand counts
under the name in the file.

A scope narrows the hands: a SQL condition on the ``hands`` row (alias ``h``)
with its parameters, built by :func:`scope` (session, played or imported
hands) or from the History window's filter.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from razz_desktop.stats_figures import (
    Bucket,
    PlayerFigures,
    ResultSeries,
    SessionResult,
    StatsReport,
)

from .codec import CorruptRecordError
from .facts import (
    ALL_IN_RUNOUT,
    COMPLETED,
    FACED_STEAL,
    FOLDED_TO_STEAL,
    SAW_FOURTH,
    SHOWDOWN,
    STEAL_CHANCE,
    STOLE,
    VPIP,
    WON_AT_SHOWDOWN,
    WON_WITHOUT_SHOWDOWN,
    SeatFacts,
    seat_facts,
)
from .repository import HandLog

COMPUTER_PREFIX = "Computer: "

PLAYER_KEY = (
    f"(CASE WHEN s.is_human = 0 AND s.bot_level IS NOT NULL THEN '{COMPUTER_PREFIX}' || s.bot_level "
    "ELSE s.name END)"
)
"""The SQL expression naming whom a seat's hand counts for (see the module's docstring)."""

KIND = "(CASE WHEN s.is_human = 1 THEN 'player' WHEN s.bot_level IS NOT NULL THEN 'computer' ELSE 'imported' END)"


@dataclass(frozen=True, slots=True)
class Scope:
    """Which hands count: a condition on the hands row ``h`` and its parameters."""

    where: str = "1"
    params: tuple[object, ...] = ()


ALL_HANDS = Scope()


def scope(session_id: int | None = None) -> Scope:
    """Every hand, or one session's."""
    if session_id is None:
        return ALL_HANDS
    return Scope("h.session_id = ?", (session_id,))


def _bit(flag: int) -> str:
    return f"coalesce(sum((s.facts & {flag:d}) != 0), 0)"


def _share(part: int, whole: int) -> float:
    return part / whole if whole else 0.0


def player_figures(conn: sqlite3.Connection, where: Scope = ALL_HANDS,
                   player: str | None = None) -> list[PlayerFigures]:
    """Every player's figures (or one player's), most hands first, then by name."""
    conditions = [f"({where.where})"]
    params: list[object] = list(where.params)
    if player is not None:
        conditions.append(f"{PLAYER_KEY} = ?")
        params.append(player)
    rows = conn.execute(
        f"SELECT {PLAYER_KEY} AS who, min({KIND}), count(*), {_bit(VPIP)}, {_bit(COMPLETED)}, "
        f"{_bit(STEAL_CHANCE)}, {_bit(STOLE)}, {_bit(FACED_STEAL)}, {_bit(FOLDED_TO_STEAL)}, "
        f"{_bit(SAW_FOURTH)}, coalesce(sum((s.facts & {SAW_FOURTH | SHOWDOWN:d}) = {SAW_FOURTH | SHOWDOWN:d}), 0), "
        f"{_bit(SHOWDOWN)}, {_bit(WON_AT_SHOWDOWN)}, {_bit(WON_WITHOUT_SHOWDOWN)}, "
        "sum(s.net), sum(CAST(s.net AS REAL) / h.big_bet) "
        "FROM hand_seats s JOIN hands h ON h.id = s.hand_id "
        f"WHERE {' AND '.join(conditions)} GROUP BY who",
        params,
    ).fetchall()
    out = []
    for (who, kind, hands, vpip, completed, chances, stole, faced, folded, saw4, saw4_sd,
         showdowns, won_sd, won_nsd, net, net_bb) in rows:
        out.append(PlayerFigures(
            player=who, hands=hands,
            vpip=_share(vpip, hands), complete_3rd=_share(completed, hands),
            steal=_share(stole, chances), fold_to_steal=_share(folded, faced),
            wtsd=_share(saw4_sd, saw4), wsd=_share(won_sd, showdowns),
            won_without_showdown=int(won_nsd), net=int(net),
            bb_per_100=100.0 * float(net_bb) / hands if hands else 0.0,
            steal_chances=chances, steals_faced=faced, saw_fourth=saw4, showdowns=showdowns,
            kind=kind,
        ))
    out.sort(key=lambda f: (-f.hands, f.player))
    return out


def _buckets(conn: sqlite3.Connection, column: str, where: Scope, player: str) -> tuple[Bucket, ...]:
    rows = conn.execute(
        f"SELECT s.{column}, count(*), sum(CAST(s.net AS REAL) / h.big_bet) "
        "FROM hand_seats s JOIN hands h ON h.id = s.hand_id "
        f"WHERE ({where.where}) AND {PLAYER_KEY} = ? AND s.{column} IS NOT NULL "
        f"GROUP BY s.{column} ORDER BY s.{column}",
        (*where.params, player),
    ).fetchall()
    return tuple(Bucket(int(k), int(n), float(bb)) for k, n, bb in rows)


def by_door(conn: sqlite3.Connection, player: str, where: Scope = ALL_HANDS) -> tuple[Bucket, ...]:
    """Hands and big bets won by the rank of the player's door card (A=0 .. K=12)."""
    return _buckets(conn, "door_rank", where, player)


def by_start_class(conn: sqlite3.Connection, player: str, where: Scope = ALL_HANDS) -> tuple[Bucket, ...]:
    """Hands and big bets won by starting class (codes of ``facts.START_CLASSES``)."""
    return _buckets(conn, "start_class", where, player)


def result_series(conn: sqlite3.Connection, player: str, where: Scope = ALL_HANDS) -> ResultSeries:
    """The player's hands in the order played, as numpy columns: one query, no decoding."""
    rows = conn.execute(
        "SELECT h.id, h.session_id, s.net, h.big_bet, "
        f"CASE WHEN (s.facts & {ALL_IN_RUNOUT:d}) != 0 THEN s.allin_net END "
        "FROM hand_seats s JOIN hands h ON h.id = s.hand_id "
        f"WHERE ({where.where}) AND {PLAYER_KEY} = ? ORDER BY h.id",
        (*where.params, player),
    ).fetchall()
    if not rows:
        return ResultSeries()
    ids, sessions, net, big, allin = zip(*rows, strict=True)
    big_bet = np.asarray(big, dtype=np.float64)
    net_bb = np.asarray(net, dtype=np.float64) / big_bet
    adjusted = np.asarray([np.nan if a is None else a for a in allin], dtype=np.float64)
    has = ~np.isnan(adjusted)
    allin_bb = np.where(has, adjusted / big_bet, net_bb)
    return ResultSeries(
        hand_ids=np.asarray(ids, dtype=np.int64), session_ids=np.asarray(sessions, dtype=np.int64),
        net_bb=net_bb, allin_bb=allin_bb, adjusted=int(has.sum()),
    )


def session_results(series: ResultSeries) -> tuple[SessionResult, ...]:
    """The player's result per session (in big bets), from the series already read."""
    if len(series.session_ids) == 0:
        return ()
    starts = series.session_starts()
    ends = np.append(starts[1:], len(series.session_ids))
    sums = np.add.reduceat(series.net_bb, starts)
    return tuple(
        SessionResult(int(series.session_ids[a]), int(b - a), float(total))
        for a, b, total in zip(starts, ends, sums, strict=True)
    )


def default_player(figures: Sequence[PlayerFigures]) -> str | None:
    """Whose details the window opens on: the human here with the most hands, else whoever has most."""
    for f in figures:
        if f.kind == "player":
            return f.player
    return figures[0].player if figures else None


def report(conn: sqlite3.Connection, player: str | None = None, where: Scope = ALL_HANDS) -> StatsReport:
    """Everything the Statistics window shows, for ``player`` (default: see :func:`default_player`)."""
    t0 = time.perf_counter()
    figures = player_figures(conn, where)
    who = player if player is not None else default_player(figures)
    if who is None:
        return StatsReport((), None, ResultSeries(), (), (), (), millis=(time.perf_counter() - t0) * 1000)
    series = result_series(conn, who, where)
    return StatsReport(
        players=tuple(figures), player=who, series=series, sessions=session_results(series),
        by_door=by_door(conn, who, where), by_class=by_start_class(conn, who, where),
        millis=(time.perf_counter() - t0) * 1000,
    )


# ------------------------------------------------------------ filling in facts

def hands_missing_facts(conn: sqlite3.Connection, limit: int = 1000) -> list[int]:
    """Hands written before migration 4 (their seats have no facts yet)."""
    return [r[0] for r in conn.execute(
        "SELECT DISTINCT hand_id FROM hand_seats WHERE facts IS NULL ORDER BY hand_id LIMIT ?", (limit,))]


def store_facts(conn: sqlite3.Connection, hand_id: int, facts: Sequence[SeatFacts]) -> None:
    conn.executemany(
        "UPDATE hand_seats SET facts = ?, door_rank = ?, start_class = ? WHERE hand_id = ? AND seat = ?",
        [(f.flags, f.door_rank, f.start_class, hand_id, f.seat) for f in facts],
    )


def fill_missing_facts(log: HandLog, batch: int = 500) -> int:
    """Work out the facts of hands stored before migration 4; returns how many were filled.

    Each hand is decoded once, ever: afterwards its facts are columns. A hand
    that cannot be read gets empty facts (it counts as dealt in, nothing else)
    rather than being retried forever.
    """
    conn = log.connection
    done = 0
    while ids := hands_missing_facts(conn, batch):
        conn.execute("BEGIN IMMEDIATE")
        try:
            for hand_id in ids:
                try:
                    hand = log.hand(hand_id)
                except CorruptRecordError:
                    hand = None
                if hand is None:
                    conn.execute("UPDATE hand_seats SET facts = 0 WHERE hand_id = ?", (hand_id,))
                else:
                    store_facts(conn, hand_id, seat_facts(hand.record, hand.known_cards))
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        done += len(ids)
    return done


def runouts_to_adjust(conn: sqlite3.Connection, limit: int = 1000) -> list[int]:
    """Hands with an all-in run-out whose adjusted results are not worked out yet."""
    return [r[0] for r in conn.execute(
        f"SELECT DISTINCT hand_id FROM hand_seats WHERE (facts & {ALL_IN_RUNOUT:d}) != 0 "
        "AND allin_net IS NULL ORDER BY hand_id LIMIT ?", (limit,))]


def store_allin_nets(conn: sqlite3.Connection, hand_id: int, nets: Sequence[tuple[int, int]]) -> None:
    """Keep each seat's adjusted result (seat, chips); a seat with none keeps its actual net."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        conn.execute(
            f"UPDATE hand_seats SET allin_net = net WHERE hand_id = ? AND (facts & {ALL_IN_RUNOUT:d}) != 0",
            (hand_id,))
        conn.executemany("UPDATE hand_seats SET allin_net = ? WHERE hand_id = ? AND seat = ?",
                         [(chips, hand_id, seat) for seat, chips in nets])
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise
