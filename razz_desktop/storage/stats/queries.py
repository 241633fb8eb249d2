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

import math
import sqlite3
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from razz_desktop.records import HandFilter
from razz_desktop.stats_figures import (
    Bucket,
    PlayerFigures,
    PracticeFigures,
    ResultSeries,
    SessionResult,
    StatsReport,
)
from razz_desktop.storage.coding.facts import ALL_IN_RUNOUT, seat_facts
from razz_desktop.storage.coding.notes import CorruptRecordError
from razz_desktop.storage.handlog.filter_terms import hand_terms, player_terms
from razz_desktop.storage.handlog.hand_rows import NOT_PRACTICE
from razz_desktop.storage.handlog.repository import HandLog
from razz_desktop.storage.handlog.stats_rows import (
    COMPUTER_PREFIX,
    COUNTERS,
    KIND,
    PLAYER_KEY,
    RUNOUT_PENDING,
    START_CLASS_SQL,
    TOTAL_COLUMNS,
    forget_totals,
    refresh_totals,
    store_facts,
)

from .tournaments import tournament_figures

__all__ = [
    "ALL_HANDS", "COMPUTER_PREFIX", "Scope", "by_door", "by_start_class", "default_player", "fill_missing_facts",
    "player_figures", "practice", "report", "result_series", "runouts_to_adjust", "scope", "scope_of",
    "session_results",
    "store_allin_nets",
]


@dataclass(frozen=True, slots=True)
class Scope:
    """Which hands count: a condition on the hands row ``h`` and its parameters."""

    where: str = "1"
    params: tuple[object, ...] = ()
    session_id: int | None = None
    """Set when the scope is exactly one session (read from the totals cache)."""
    practice: bool = False
    """Count practice hands too (hands played again from a decision, issue 36); by default they are left out."""

    @property
    def cached(self) -> bool:
        """All hands, or one session, without practice hands: the per-session totals answer it."""
        return (self.where == "1" or self.session_id is not None) and not self.practice

    @property
    def counted(self) -> str:
        """The condition on ``h`` the figures sum over: the scope's, and no practice hand unless asked for."""
        return self.where if self.practice else f"({self.where}) AND {NOT_PRACTICE}"


ALL_HANDS = Scope()


def scope(session_id: int | None = None) -> Scope:
    """Every hand, or one session's."""
    if session_id is None:
        return ALL_HANDS
    return Scope("h.session_id = ?", (session_id,), session_id)


def scope_of(f: HandFilter | None) -> Scope:
    """The hands the History window's filter lets through (``records.HandFilter``'s meanings).

    The filter's "player" conditions (won, showdown, final low, starting
    cards) are about the human or the file's hero (the ``hands.hero_*``
    columns), or about ``player`` when it is set; the figures are then
    everyone's over those hands.
    """
    if f is None:
        return ALL_HANDS
    conditions, params = hand_terms(f)
    if f.player is None:
        terms, values = player_terms(f, "h.hero_")
        conditions += terms
        params += values
    else:
        mine, values = player_terms(f, "p.")
        conditions.append("EXISTS (SELECT 1 FROM hand_seats p WHERE p.hand_id = h.id AND p.name = ?"
                          + "".join(f" AND {c}" for c in mine) + ")")
        params += [f.player, *values]
    if not conditions:
        return ALL_HANDS
    only_session = f.session_id if conditions == ["h.session_id = ?"] else None
    return Scope(" AND ".join(f"({c})" for c in conditions), tuple(params), only_session)


def _share(part: int, whole: int) -> float:
    return part / whole if whole else 0.0


def _figures(rows: Sequence[Sequence[Any]]) -> list[PlayerFigures]:
    """Rows of (player, kind, big bet, counters..., net) summed per player.

    Counters are integers; big bets are ``fsum(net / big_bet)`` over the
    player's stakes, correctly rounded, so the same hands give the very same
    float whichever way (cache or scan) their rows were grouped.
    """
    counts: dict[str, list[int]] = {}
    kinds: dict[str, str] = {}
    in_bb: dict[str, list[float]] = {}
    for who, kind, big_bet, *values in rows:
        have = counts.setdefault(who, [0] * len(values))
        for i, v in enumerate(values):
            have[i] += int(v)
        kinds[who] = min(kinds.get(who, kind), kind)
        in_bb.setdefault(who, []).append(int(values[-1]) / int(big_bet))
    out = []
    for who, c in counts.items():
        hands, vpip, completed, chances, stole, faced, folded, saw4, saw4_sd, showdowns, won_sd, won_nsd, net = c
        net_bb = math.fsum(in_bb[who])
        out.append(PlayerFigures(
            player=who, hands=hands,
            vpip=_share(vpip, hands), complete_3rd=_share(completed, hands),
            steal=_share(stole, chances), fold_to_steal=_share(folded, faced),
            wtsd=_share(saw4_sd, saw4), wsd=_share(won_sd, showdowns),
            won_without_showdown=won_nsd, net=net,
            bb_per_100=100.0 * net_bb / hands if hands else 0.0,
            steal_chances=chances, steals_faced=faced, saw_fourth=saw4, showdowns=showdowns,
            kind=kinds[who],
        ))
    out.sort(key=lambda f: (-f.hands, f.player))
    return out


def player_figures(conn: sqlite3.Connection, where: Scope = ALL_HANDS,
                   player: str | None = None, *, use_totals: bool = True) -> list[PlayerFigures]:
    """Every player's figures (or one player's), most hands first, then by name.

    All hands or one session: summed from the per-session totals
    (``stats_rows``, brought up to date first); any other scope: summed over
    its seats. Both sum the same counters (``stats_rows.COUNTERS``); the
    tests check they agree (``use_totals=False`` forces the second way).
    """
    if use_totals and where.cached:
        refresh_totals(conn)
        conditions: list[str] = ["1"]
        params: list[object] = []
        if where.session_id is not None:
            conditions.append("session_id = ?")
            params.append(where.session_id)
        if player is not None:
            conditions.append("player = ?")
            params.append(player)
        sums = ", ".join(f"sum({c.strip()})" for c in TOTAL_COLUMNS.split(","))
        rows = conn.execute(
            f"SELECT player, min(kind), big_bet, {sums} FROM stats_totals WHERE {' AND '.join(conditions)} "
            "GROUP BY player, big_bet",
            params,
        ).fetchall()
    else:
        conditions = [f"({where.counted})"]
        params = [*where.params]
        if player is not None:
            conditions.append(f"{PLAYER_KEY} = ?")
            params.append(player)
        rows = conn.execute(
            f"SELECT {PLAYER_KEY} AS who, min({KIND}), h.big_bet, {COUNTERS} "
            "FROM hand_seats s JOIN hands h ON h.id = s.hand_id "
            f"WHERE {' AND '.join(conditions)} GROUP BY who, h.big_bet",
            params,
        ).fetchall()
    return _figures(rows)


def _player_condition(player: str) -> tuple[str, tuple[object, ...]]:
    """The seats of ``player``: by name through the name index, or by computer profile."""
    if player.startswith(COMPUTER_PREFIX):
        return "(s.is_human = 0 AND s.bot_level = ?)", (player[len(COMPUTER_PREFIX):],)
    return "(s.name = ? AND NOT (s.is_human = 0 AND s.bot_level IS NOT NULL))", (player,)


def _buckets(conn: sqlite3.Connection, column: str, where: Scope, player: str) -> tuple[Bucket, ...]:
    who, who_params = _player_condition(player)
    rows = conn.execute(
        f"SELECT {column} AS k, count(*), sum(CAST(s.net AS REAL) / h.big_bet) "
        "FROM hand_seats s JOIN hands h ON h.id = s.hand_id "
        f"WHERE ({where.counted}) AND {who} AND k IS NOT NULL "
        "GROUP BY k ORDER BY k",
        (*where.params, *who_params),
    ).fetchall()
    return tuple(Bucket(int(k), int(n), float(bb)) for k, n, bb in rows)


def by_door(conn: sqlite3.Connection, player: str, where: Scope = ALL_HANDS) -> tuple[Bucket, ...]:
    """Hands and big bets won by the rank of the player's door card (A=0 .. K=12)."""
    return _buckets(conn, "s.door_rank", where, player)


def by_start_class(conn: sqlite3.Connection, player: str, where: Scope = ALL_HANDS) -> tuple[Bucket, ...]:
    """Hands and big bets won by starting class (codes of ``facts.START_CLASSES``)."""
    return _buckets(conn, START_CLASS_SQL, where, player)


def _series_rows(conn: sqlite3.Connection, player: str, where: Scope) -> list[Any]:
    who, who_params = _player_condition(player)
    return conn.execute(
        "SELECT s.hand_id, h.session_id, s.net, h.big_bet, "
        f"CASE WHEN (s.facts & {ALL_IN_RUNOUT:d}) != 0 THEN s.allin_net END, "
        f"coalesce(s.door_rank, -1), coalesce({START_CLASS_SQL}, -1) "
        "FROM hand_seats s JOIN hands h ON h.id = s.hand_id "
        f"WHERE ({where.counted}) AND {who} ORDER BY s.hand_id",
        (*where.params, *who_params),
    ).fetchall()


def _series_and_buckets(conn: sqlite3.Connection, player: str, where: Scope,
                        ) -> tuple[ResultSeries, tuple[Bucket, ...], tuple[Bucket, ...]]:
    """One pass over the player's seats: the series and both bucket sets (numpy over the columns)."""
    rows = _series_rows(conn, player, where)
    if not rows:
        return ResultSeries(), (), ()
    ids, sessions, net, big, allin, door, klass = zip(*rows, strict=True)
    big_bet = np.asarray(big, dtype=np.float64)
    net_bb = np.asarray(net, dtype=np.float64) / big_bet
    adjusted = np.asarray([np.nan if a is None else a for a in allin], dtype=np.float64)
    has = ~np.isnan(adjusted)
    allin_bb = np.where(has, adjusted / big_bet, net_bb)
    series = ResultSeries(
        hand_ids=np.asarray(ids, dtype=np.int64), session_ids=np.asarray(sessions, dtype=np.int64),
        net_bb=net_bb, allin_bb=allin_bb, adjusted=int(has.sum()),
    )

    def buckets(keys: Sequence[int], size: int) -> tuple[Bucket, ...]:
        k = np.asarray(keys, dtype=np.int64)
        known = k >= 0
        counts = np.bincount(k[known], minlength=size)
        sums = np.bincount(k[known], weights=net_bb[known], minlength=size)
        return tuple(Bucket(i, int(counts[i]), float(sums[i])) for i in range(size) if counts[i])

    return series, buckets(door, 13), buckets(klass, 7)


def result_series(conn: sqlite3.Connection, player: str, where: Scope = ALL_HANDS) -> ResultSeries:
    """The player's hands in the order played, as numpy columns: one query, no decoding."""
    return _series_and_buckets(conn, player, where)[0]


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


def practice(conn: sqlite3.Connection, where: Scope = ALL_HANDS,
             ) -> tuple[tuple[PracticeFigures, ...], tuple[PracticeFigures, ...]]:
    """The stored practice reviews' graded decisions: (by street 3..7, by session in order).

    Mistakes count mistakes and blunders (as the coach's summary does); big
    bets lost sum the cost of every decision that was not good.
    """
    sums = ("count(*), sum(d.grade IN ('mistake', 'blunder')), sum(d.grade = 'blunder'), "
            "coalesce(sum(CASE WHEN d.grade != 'good' THEN d.cost_bb END), 0.0)")
    base = f"FROM review_decisions d JOIN hands h ON h.id = d.hand_id WHERE ({where.counted})"
    streets = conn.execute(f"SELECT d.street, {sums} {base} GROUP BY d.street ORDER BY d.street",
                           where.params).fetchall()
    sessions = conn.execute(f"SELECT h.session_id, {sums} {base} GROUP BY h.session_id ORDER BY h.session_id",
                            where.params).fetchall()

    def figures(rows: list[Any]) -> tuple[PracticeFigures, ...]:
        return tuple(PracticeFigures(int(k), int(n), int(m), int(b), float(lost)) for k, n, m, b, lost in rows)

    return figures(streets), figures(sessions)


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
    tournaments = tournament_figures(conn)
    if who is None:
        return StatsReport((), None, ResultSeries(), (), (), (), millis=(time.perf_counter() - t0) * 1000,
                           tournaments=tournaments)
    series, doors, classes = _series_and_buckets(conn, who, where)
    by_street, by_session = practice(conn, where)
    return StatsReport(
        players=tuple(figures), player=who, series=series, sessions=session_results(series),
        by_door=doors, by_class=classes,
        practice_by_street=by_street, practice_by_session=by_session,
        millis=(time.perf_counter() - t0) * 1000, tournaments=tournaments,
    )


# ------------------------------------------------------------ filling in facts

def hands_missing_facts(conn: sqlite3.Connection, limit: int = 1000) -> list[int]:
    """Hands written before migration 4 (their seats have no facts yet)."""
    return [r[0] for r in conn.execute(
        "SELECT DISTINCT hand_id FROM hand_seats WHERE facts IS NULL ORDER BY hand_id LIMIT ?", (limit,))]


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
    if done:
        forget_totals(conn)
    return done


def runouts_to_adjust(conn: sqlite3.Connection, limit: int = 1000) -> list[int]:
    """Hands with an all-in run-out whose adjusted results are not worked out yet."""
    return [r[0] for r in conn.execute(
        f"SELECT DISTINCT hand_id FROM hand_seats WHERE {RUNOUT_PENDING} ORDER BY hand_id LIMIT ?", (limit,))]


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
