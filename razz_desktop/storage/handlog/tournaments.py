"""The tournaments of the hand log: the results of sit-and-gos played here, and every tournament's hands.

A tournament played here has hands (``hand_tournaments``, migration 7) and,
once it finishes, a result row (``tournament_results``, migration 9). An
imported tournament has hands only: its files say the tournament and level of
each hand, never how it ended, so it is listed without a result.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from typing import Any

from razz_desktop.records import TournamentInfo, TournamentResult

from .hand_rows import time_from_micros, time_to_micros

_COLUMNS = "r.tournament_id, r.started_at, r.finished_at, r.schedule, r.entrants, r.hands, r.buy_in, r.place, r.prize, r.places_paid, r.places"


def save_result(conn: sqlite3.Connection, result: TournamentResult) -> None:
    """Keep how a tournament ended (a second write of the same tournament replaces the first).

    Its own transaction unless the caller holds one; raises what the database raised.
    """
    places = json.dumps([[place, name, prize, human] for place, name, prize, human in result.places],
                        separators=(",", ":"), ensure_ascii=False)
    own = not conn.in_transaction
    if own:
        conn.execute("BEGIN IMMEDIATE")
    try:
        conn.execute(
            "INSERT OR REPLACE INTO tournament_results (tournament_id, started_at, finished_at, schedule, entrants, "
            "hands, buy_in, place, prize, places_paid, places) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (result.tournament_id, time_to_micros(result.started_at), time_to_micros(result.finished_at),
             result.schedule, result.entrants, result.hands, result.buy_in, result.place, result.prize, result.places_paid, places))
    except BaseException:
        if own:
            conn.execute("ROLLBACK")
        raise
    if own:
        conn.execute("COMMIT")


def result_of(row: Sequence[Any]) -> TournamentResult:
    tid, started, finished, schedule, entrants, hands, buy_in, place, prize, paid, places = row
    return TournamentResult(
        tournament_id=tid, started_at=time_from_micros(started), finished_at=time_from_micros(finished),
        schedule=schedule, entrants=entrants, hands=hands, buy_in=buy_in, place=place, prize=prize, places_paid=paid,
        places=tuple((int(p), str(n), int(z), bool(h)) for p, n, z, h in json.loads(places)))


def results(conn: sqlite3.Connection) -> list[TournamentResult]:
    """Every finished tournament played here, in the order they finished."""
    return [result_of(r) for r in conn.execute(
        f"SELECT {_COLUMNS} FROM tournament_results r ORDER BY r.finished_at, r.tournament_id")]


def tournaments(conn: sqlite3.Connection) -> list[TournamentInfo]:
    """Every tournament with stored hands, newest first (by its first stored hand), with its result
    when it was played here.

    One pass over ``hand_tournaments`` grouped by its index, then one ``hands`` row per tournament
    (its first): 2,000 tournaments of 100,000 hands are listed in about 70 ms (most of it the scan).
    """
    rows = conn.execute(
        "SELECT g.tournament_id, h.played_at, g.hands, g.buy_in, h.site IS NOT NULL FROM "
        "(SELECT tournament_id, min(hand_id) AS first, count(*) AS hands, min(buy_in) AS buy_in "
        " FROM hand_tournaments GROUP BY tournament_id) g JOIN hands h ON h.id = g.first "
        "ORDER BY h.played_at DESC, g.tournament_id").fetchall()
    found = {r.tournament_id: r for r in results(conn)}
    return [TournamentInfo(tournament_id=tid, first_hand_at=time_from_micros(first), hands=count, buy_in=buy_in,
                           imported=bool(imported), result=found.get(tid))
            for tid, first, count, buy_in, imported in rows]
