"""The human's tournament figures: played, finishes, in the money, return on the buy-ins.

Counted from ``tournament_results`` (a row per sit-and-go played here to its
end), never from hands: a tournament's place and prize are not in its hands.
Tournaments the hand log has hands of but no result (imported hand histories,
a tournament left before its end) are counted apart, so the window can say
what the figures leave out.
"""

from __future__ import annotations

import sqlite3

from razz_desktop.stats_figures import TournamentFigures


def tournament_figures(conn: sqlite3.Connection) -> TournamentFigures:
    """The figures of every finished tournament the human played in (see the module docstring)."""
    played, itm, buy_ins, prizes, play_money = conn.execute(
        "SELECT count(*), coalesce(sum(place <= places_paid), 0), coalesce(sum(buy_in), 0), "
        "coalesce(sum(prize), 0), coalesce(sum(buy_in = 0), 0) FROM tournament_results WHERE place IS NOT NULL",
    ).fetchone()
    finishes = tuple((int(place), int(count)) for place, count in conn.execute(
        "SELECT place, count(*) FROM tournament_results WHERE place IS NOT NULL GROUP BY place ORDER BY place"))
    without = conn.execute(
        "SELECT count(DISTINCT t.tournament_id) FROM hand_tournaments t "
        "WHERE t.tournament_id NOT IN (SELECT tournament_id FROM tournament_results)").fetchone()[0]
    return TournamentFigures(played=int(played), finishes=finishes, in_the_money=int(itm), buy_ins=int(buy_ins),
                             prizes=int(prizes), play_money=int(play_money), without_result=int(without))
