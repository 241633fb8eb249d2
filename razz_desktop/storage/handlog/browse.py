"""The History window's query: count, page, sort and filter every stored hand, read-only.

``HandBrowser(path)`` owns its own read-only connection, so the GUI thread
can page through 100,000 hands while the history thread writes (WAL lets a
reader read while a writer commits). Nothing here replays a hand except
``hand``: a page is read from the small columns ``hand_rows`` stores at save
time, and every sort order walks an index (``ORDER BY column, id`` in either
direction), so the first page of 100 rows comes in a few milliseconds at
100,000 hands whatever the column (benchmarks/bench_browse.py).

"The player" is the human of a played hand and the file's hero of an
imported one: the ``hero_*`` columns of ``hands``. With a player-name filter
it is that name: the query joins that name's ``hand_seats`` rows (by the
name index) and reads the same facts there.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from razz_desktop.records import (
    HandFilter,
    HandRow,
    HandSort,
    SessionInfo,
    StoredHand,
    TournamentInfo,
)

from .db import StorageError, schema_version
from .filter_terms import hand_terms, player_terms
from .hand_rows import cards_from_blob, read_hand, start_code, time_from_micros
from .migrations import SCHEMA_VERSION
from .repository import HandLog
from .tournaments import tournaments

_SORT_COLUMNS: dict[HandSort, tuple[str, ...]] = {
    HandSort.DATE: ("h.played_at",),
    HandSort.SESSION: ("h.session_id", "h.hand_number"),
    HandSort.HAND_NUMBER: ("h.hand_number",),
    HandSort.SITE: ("h.site", "h.site_hand_id"),
    HandSort.STAKES: ("h.big_bet", "h.small_bet"),
    HandSort.PLAYERS: ("h.players",),
    HandSort.THIRD_STREET: ("{p}start",),
    HandSort.RESULT: ("{p}net",),
    HandSort.RESULT_BB: ("CAST({p}net AS REAL) / h.big_bet",),
    HandSort.SHOWDOWN: ("{p}showdown",),
    HandSort.WINNING_HAND: ("h.winning_hand",),
}
"""Each column's ORDER BY terms; ``{p}`` is the player's columns (``h.hero_`` or ``s.``).
Every one matches an index of ``compact_schema`` when no player name is set."""


EVERY_HAND = HandFilter()
"""The filter that lets every hand through."""


class BrowseError(StorageError):
    """The history cannot be browsed (no file yet, or one this program has not migrated)."""


_HANDS_SORTS = frozenset({HandSort.DATE, HandSort.SESSION, HandSort.HAND_NUMBER, HandSort.SITE, HandSort.STAKES,
                          HandSort.PLAYERS, HandSort.WINNING_HAND})
"""Sorts on columns of ``hands`` itself: with a player name, these can walk their index."""
COMMON_NAME = 2_000
"""A name in at least this many hands is looked for hand by hand along the sort's index
(a page is found after about 100 / share hands); a rarer one is found by the name index and
its few hands sorted."""


def filter_sql(f: HandFilter, walk_hands: bool = False) -> tuple[str, str, list[object]]:
    """(FROM and JOIN, WHERE, parameters) for a filter; the player's columns are ``{p}`` above.

    ``walk_hands`` (with a player name): make SQLite walk ``hands`` in the
    sort's order and look for the name in each hand's seats (``CROSS JOIN``
    fixes the loop order), instead of collecting all the name's hands and
    sorting them: right for a name found in many hands.
    """
    p = "s." if f.player is not None else "h.hero_"
    source = "hands h"
    params: list[object] = []
    if f.player is not None:
        source += f" {'CROSS ' if walk_hands else ''}JOIN hand_seats s ON s.hand_id = h.id AND s.name = ?"
        params.append(f.player)
    where, values = hand_terms(f)
    params += values
    terms, values = player_terms(f, p)
    where += terms
    params += values
    return source, (" WHERE " + " AND ".join(where)) if where else "", params


def order_sql(f: HandFilter, sort: HandSort, descending: bool) -> str:
    p = "s." if f.player is not None else "h.hero_"
    way = " DESC" if descending else ""
    terms = [t.format(p=p) + way for t in _SORT_COLUMNS[sort]]
    return " ORDER BY " + ", ".join([*terms, "h.id" + way])


class HandBrowser:
    """Read-only paging over the whole hand history (see the module docstring)."""

    def __init__(self, path: Path | str) -> None:
        path = Path(path)
        if not path.exists():
            raise BrowseError(f"no hand history at {path}")
        try:
            self._conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, isolation_level=None,
                                         check_same_thread=False)
            found = schema_version(self._conn)
        except sqlite3.Error as exc:
            raise BrowseError(f"the hand history {path} cannot be read: {exc}") from exc
        if found != SCHEMA_VERSION:
            self._conn.close()
            raise BrowseError(f"the hand history {path} has schema {found}, this program reads {SCHEMA_VERSION} "
                              "(it is migrated when Razz Desktop opens it)")
        self._log = HandLog(self._conn)

    def close(self) -> None:
        self._conn.close()

    def __enter__(self) -> HandBrowser:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ---------------------------------------------------------------- pages

    def count(self, f: HandFilter = EVERY_HAND) -> int:
        source, where, params = filter_sql(f)
        return int(self._conn.execute(f"SELECT count(*) FROM {source}{where}", params).fetchone()[0])

    def rows(self, f: HandFilter = EVERY_HAND, sort: HandSort = HandSort.DATE, descending: bool = True,
             offset: int = 0, limit: int = 100) -> list[HandRow]:
        """One page of rows, in ``sort`` order (ties by id, in the same direction)."""
        walk = f.player is not None and sort in _HANDS_SORTS and self._common(f.player)
        source, where, params = filter_sql(f, walk_hands=walk)
        if f.player is not None:
            player = "s.name, s.third, s.net, s.showdown"
        else:
            player = ("(SELECT n.name FROM hand_seats n WHERE n.hand_id = h.id AND n.seat = h.hero_seat), "
                      "h.hero_third, h.hero_net, h.hero_showdown")
        sql = (
            "SELECT h.id, h.played_at, h.session_id, h.hand_number, h.site, h.site_hand_id, h.small_bet, "
            f"h.big_bet, h.players, {player}, h.winning_hand FROM {source}{where}"
            f"{order_sql(f, sort, descending)} LIMIT ? OFFSET ?"
        )
        rows = self._conn.execute(sql, [*params, max(0, limit), max(0, offset)]).fetchall()
        return [self._row(r) for r in rows]

    def _common(self, name: str) -> bool:
        """Whether ``name`` sat in at least ``COMMON_NAME`` hands (counted no further than that)."""
        found = self._conn.execute(
            "SELECT count(*) FROM (SELECT 1 FROM hand_seats WHERE name = ? LIMIT ?)", (name, COMMON_NAME),
        ).fetchone()[0]
        return int(found) >= COMMON_NAME

    @staticmethod
    def _row(r: Sequence[Any]) -> HandRow:
        (hid, played, sid, number, site, site_id, sb, bb, players, name, third, net, showdown, winning) = r
        return HandRow(
            hand_id=hid, played_at=time_from_micros(played), session_id=sid, hand_number=number, site=site,
            site_hand_id=site_id, small_bet=sb, big_bet=bb, players=players, player=name,
            third_street=cards_from_blob(third) if name is not None else (), net=net if name is not None else None,
            showdown=bool(showdown), winning_hand=winning,
        )

    def ids(self, f: HandFilter = EVERY_HAND, sort: HandSort = HandSort.DATE, descending: bool = False) -> list[int]:
        """Every matching hand's id in order (what an export of the filter writes)."""
        source, where, params = filter_sql(f)
        return [r[0] for r in self._conn.execute(
            f"SELECT h.id FROM {source}{where}{order_sql(f, sort, descending)}", params)]

    def hand(self, hand_id: int) -> StoredHand:
        """One hand in full, replayed (about a millisecond); ``KeyError`` when it is not stored."""
        found = read_hand(self._conn, hand_id)
        if found is None:
            raise KeyError(f"no hand {hand_id}")
        return found

    # --------------------------------------------------------- filter choices

    def sessions(self) -> list[SessionInfo]:
        """Every session, newest first (imported files included: ``imported_from``)."""
        return self._log.sessions(limit=-1)

    def stakes(self) -> list[tuple[int, int]]:
        """(small bet, big bet) pairs that occur, smallest first."""
        return [(r[0], r[1]) for r in self._conn.execute(
            "SELECT DISTINCT small_bet, big_bet FROM hands ORDER BY big_bet, small_bet")]

    def sites(self) -> list[str]:
        return [r[0] for r in self._conn.execute("SELECT DISTINCT site FROM hands WHERE site IS NOT NULL ORDER BY site")]

    def player_names(self) -> list[str]:
        return self._log.player_names()

    def tournaments(self) -> list[TournamentInfo]:
        """Every tournament with stored hands, newest first (results of those played here)."""
        return tournaments(self._conn)


__all__ = ["EVERY_HAND", "BrowseError", "HandBrowser", "filter_sql", "order_sql", "start_code"]
