"""The hand log: sessions and hands in, dataclasses out.

Every statement is parameterised (``?``): names and notes a user types are
data, never SQL, whatever quotes or semicolons they hold. A hand is written
in one ``BEGIN IMMEDIATE ... COMMIT``: if the program dies half-way, SQLite
rolls the partial hand back on the next open and the hands before it are
untouched.

Besides the full event list (the authoritative history), a hand's seats,
pots, shares and showdown are also written as rows, so that later queries
(statistics, "hands against Ada", "hands I won at showdown") are plain SQL
instead of JSON walks. Reading a hand rebuilds the engine's ``HandRecord``
from those rows and the events; the round-trip tests check it is equal to
the record that was written.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from typing import Any

from razz_desktop.engine import GameConfig, HandRecord, PotResult
from razz_desktop.engine.events import HandRevealed, PotAwarded

from .codec import (
    CorruptRecordError,
    cards_from_text,
    cards_to_text,
    config_from_columns,
    events_from_json,
    events_to_json,
    house_rules_to_json,
    note_from_text,
    note_to_text,
    seats_from_text,
    seats_to_text,
)
from .db import DuplicateHandError
from .models import HandSummary, SeatPlayer, SessionInfo, StoredHand, Winner, folded_streets


def now_utc() -> datetime:
    return datetime.now(UTC)


def _time_to_text(when: datetime) -> str:
    """ISO 8601 in UTC: sorts as text and reads back to the same instant anywhere."""
    if when.tzinfo is None:
        when = when.astimezone()  # a naive time is taken as local time
    return when.astimezone(UTC).isoformat(timespec="microseconds")


def _time_from_text(text: str) -> datetime:
    try:
        return datetime.fromisoformat(text)
    except ValueError as exc:
        raise CorruptRecordError(f"time {text!r}") from exc


_HAND_COLUMNS = (
    "id, session_id, hand_number, played_at, small_bet, big_bet, ante, bring_in, house_rules, "
    "last_street, community_card, deck, events, note"
)


class HandLog:
    """All reads and writes of sessions and hands, on one connection.

    A ``HandLog`` is used from one thread only (the thread that opened its
    connection); the history controller runs it on its worker thread.
    """

    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn

    @property
    def connection(self) -> sqlite3.Connection:
        return self._conn

    @contextmanager
    def _transaction(self) -> Iterator[None]:
        """``BEGIN IMMEDIATE`` takes the write lock up front, so a transaction
        never fails half-way because another connection started writing."""
        self._conn.execute("BEGIN IMMEDIATE")
        try:
            yield
        except BaseException:
            self._conn.execute("ROLLBACK")
            raise
        self._conn.execute("COMMIT")

    # -------------------------------------------------------------- sessions

    def start_session(self, config: GameConfig, started_at: datetime | None = None, note: str = "") -> int:
        st = config.stakes
        cur = self._conn.execute(
            "INSERT INTO sessions (started_at, small_bet, big_bet, ante, bring_in, house_rules, note) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            (_time_to_text(started_at or now_utc()), st.small_bet, st.big_bet, st.ante, st.bring_in,
             house_rules_to_json(config.house_rules), note),
        )
        return int(cur.lastrowid)  # type: ignore[arg-type]

    def _session_totals(self, session_id: int) -> tuple[int, int | None]:
        count, net = self._conn.execute(
            "SELECT (SELECT count(*) FROM hands WHERE session_id = ?), "
            "(SELECT sum(s.net) FROM hand_seats s JOIN hands h ON h.id = s.hand_id "
            " WHERE h.session_id = ? AND s.is_human = 1)",
            (session_id, session_id),
        ).fetchone()
        return int(count), (None if net is None else int(net))

    def end_session(self, session_id: int, ended_at: datetime | None = None) -> SessionInfo:
        """Close a session and freeze its result (hands played, the human's net)."""
        with self._transaction():
            count, net = self._session_totals(session_id)
            cur = self._conn.execute(
                "UPDATE sessions SET ended_at = ?, hands_played = ?, hero_net = ? WHERE id = ?",
                (_time_to_text(ended_at or now_utc()), count, net, session_id),
            )
            if cur.rowcount != 1:
                raise KeyError(f"no session {session_id}")
        info = self.session(session_id)
        assert info is not None
        return info

    def close_dangling_sessions(self) -> list[int]:
        """End sessions left open by a crash, at the time of their last hand.

        Called once at start-up, so that "the current session" is always the
        one just started and old results are final.
        """
        ids = [r[0] for r in self._conn.execute("SELECT id FROM sessions WHERE ended_at IS NULL")]
        for sid in ids:
            last = self._conn.execute(
                "SELECT coalesce(max(played_at), (SELECT started_at FROM sessions WHERE id = ?)) "
                "FROM hands WHERE session_id = ?",
                (sid, sid),
            ).fetchone()[0]
            self.end_session(sid, _time_from_text(last))
        return ids

    def set_session_note(self, session_id: int, note: str) -> None:
        self._conn.execute("UPDATE sessions SET note = ? WHERE id = ?", (note, session_id))

    def session(self, session_id: int) -> SessionInfo | None:
        row = self._conn.execute(
            "SELECT id, started_at, ended_at, small_bet, big_bet, ante, bring_in, house_rules, "
            "hands_played, hero_net, note FROM sessions WHERE id = ?",
            (session_id,),
        ).fetchone()
        return None if row is None else self._session_from_row(row)

    def sessions(self, limit: int = 100) -> list[SessionInfo]:
        """Most recent first."""
        rows = self._conn.execute(
            "SELECT id, started_at, ended_at, small_bet, big_bet, ante, bring_in, house_rules, "
            "hands_played, hero_net, note FROM sessions ORDER BY id DESC LIMIT ?",
            (limit,),
        ).fetchall()
        return [self._session_from_row(r) for r in rows]

    def _session_from_row(self, row: tuple[Any, ...]) -> SessionInfo:
        sid, started, ended, sb, bb, ante, bi, rules, played, net, note = row
        if ended is None:
            played, net = self._session_totals(sid)
        return SessionInfo(
            session_id=sid,
            started_at=_time_from_text(started),
            ended_at=None if ended is None else _time_from_text(ended),
            config=config_from_columns(sb, bb, ante, bi, rules),
            hands_played=played,
            hero_net=net,
            note=note,
        )

    # ----------------------------------------------------------------- hands

    def _insert_hand_row(
        self, session_id: int, record: HandRecord, played_at: datetime | None, uid: str | None,
    ) -> sqlite3.Cursor:
        st = record.config.stakes
        return self._conn.execute(
            "INSERT INTO hands (session_id, hand_number, played_at, small_bet, big_bet, ante, "
            "bring_in, house_rules, last_street, community_card, deck, total_pot, events, uid) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                session_id, record.hand_id, _time_to_text(played_at or now_utc()),
                st.small_bet, st.big_bet, st.ante, st.bring_in,
                house_rules_to_json(record.config.house_rules), record.last_street,
                None if record.community_card is None else str(record.community_card),
                cards_to_text(record.deck), sum(p.amount for p in record.pots),
                events_to_json(record.events), uid,
            ),
        )

    def save_hand(
        self,
        session_id: int,
        record: HandRecord,
        players: Iterable[SeatPlayer],
        played_at: datetime | None = None,
        uid: str | None = None,
    ) -> int:
        """Write one finished hand, all of it or nothing. Returns its id.

        ``uid`` is the hand's identity: a hand whose ``uid`` is already stored
        (replayed from the journal after it reached the database) is not
        written again, and the stored hand's id is returned.
        """
        by_seat = {p.seat: p for p in players}
        if set(by_seat) != set(record.seats):
            raise ValueError(
                f"players given for seats {sorted(by_seat)} but the hand was dealt to {list(record.seats)}"
            )
        start = dict(record.starting_stacks)
        final = dict(record.final_stacks)
        net = dict(record.net)
        cards = dict(record.cards)
        names = {e.pot_index: e.hand_name for e in record.events if isinstance(e, PotAwarded)}
        folded = folded_streets(record)
        with self._transaction():
            if uid is not None:
                known = self._conn.execute("SELECT id FROM hands WHERE uid = ?", (uid,)).fetchone()
                if known is not None:
                    return int(known[0])
            try:
                cur = self._insert_hand_row(session_id, record, played_at, uid)
            except sqlite3.IntegrityError as exc:
                raise DuplicateHandError(
                    f"session {session_id} already holds hand #{record.hand_id}") from exc
            hand_id = int(cur.lastrowid)  # type: ignore[arg-type]
            self._conn.executemany(
                "INSERT INTO hand_seats (hand_id, seat, name, is_human, bot_level, starting_stack, "
                "final_stack, net, cards, folded_on) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    (hand_id, s, by_seat[s].name, int(by_seat[s].is_human), by_seat[s].bot_level,
                     start[s], final[s], net[s], cards_to_text(cards[s]), folded.get(s))
                    for s in record.seats
                ],
            )
            self._conn.executemany(
                "INSERT INTO pots (hand_id, pot_index, amount, eligible, hand_name) VALUES (?, ?, ?, ?, ?)",
                [(hand_id, i, p.amount, seats_to_text(p.eligible), names.get(i))
                 for i, p in enumerate(record.pots)],
            )
            self._conn.executemany(
                "INSERT INTO pot_shares (hand_id, pot_index, position, seat, chips) VALUES (?, ?, ?, ?, ?)",
                [(hand_id, i, k, seat, chips)
                 for i, p in enumerate(record.pots) for k, (seat, chips) in enumerate(p.shares)],
            )
            self._conn.executemany(
                "INSERT INTO showdown (hand_id, position, seat, shown, cards, best_five, hand_name, "
                "value, explanation) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [(hand_id, k, r.seat, int(r.shown), cards_to_text(r.cards), cards_to_text(r.best_five),
                  r.name, r.value, note_to_text(r.explanation)) for k, r in enumerate(record.showdown)],
            )
        return hand_id

    def has_hand(self, uid: str) -> bool:
        """Whether the hand with this identity is stored."""
        return self._conn.execute("SELECT 1 FROM hands WHERE uid = ?", (uid,)).fetchone() is not None

    def has_session(self, session_id: int) -> bool:
        return self._conn.execute("SELECT 1 FROM sessions WHERE id = ?", (session_id,)).fetchone() is not None

    def last_hand_number(self) -> int:
        """The number of the hand written last (0 for an empty history).

        Numbers continue from session to session, so the hand written last
        carries the highest number in use; read by primary key, so it costs the
        same with ten hands or a hundred thousand.
        """
        row = self._conn.execute("SELECT hand_number FROM hands ORDER BY id DESC LIMIT 1").fetchone()
        return 0 if row is None else int(row[0])

    def hand(self, hand_id: int) -> StoredHand | None:
        row = self._conn.execute(f"SELECT {_HAND_COLUMNS} FROM hands WHERE id = ?", (hand_id,)).fetchone()
        return None if row is None else self._hand_from_row(row)

    def last_hands(self, session_id: int, limit: int = 50) -> list[StoredHand]:
        """The session's most recent hands, newest first."""
        rows = self._conn.execute(
            f"SELECT {_HAND_COLUMNS} FROM hands WHERE session_id = ? ORDER BY id DESC LIMIT ?",
            (session_id, limit),
        ).fetchall()
        return [self._hand_from_row(r) for r in rows]

    def hand_count(self, session_id: int | None = None) -> int:
        if session_id is None:
            return int(self._conn.execute("SELECT count(*) FROM hands").fetchone()[0])
        return int(self._conn.execute("SELECT count(*) FROM hands WHERE session_id = ?", (session_id,)).fetchone()[0])

    def hand_ids(self, session_id: int | None = None) -> list[int]:
        """Ids in the order written (all sessions when ``session_id`` is None)."""
        if session_id is None:
            return [r[0] for r in self._conn.execute("SELECT id FROM hands ORDER BY id")]
        return [r[0] for r in self._conn.execute("SELECT id FROM hands WHERE session_id = ? ORDER BY id", (session_id,))]

    def hand_summaries(self, session_id: int, limit: int = 50) -> list[HandSummary]:
        """Labels for the hand selector, newest first, without decoding any events."""
        return self._summaries("h.session_id = ? ORDER BY h.id DESC LIMIT ?", (session_id, limit))

    def hand_summary(self, hand_id: int) -> HandSummary | None:
        found = self._summaries("h.id = ?", (hand_id,))
        return found[0] if found else None

    def _summaries(self, where: str, params: tuple[object, ...]) -> list[HandSummary]:
        rows = self._conn.execute(
            "SELECT h.id, h.session_id, h.hand_number, h.played_at, h.total_pot, h.last_street, "
            " EXISTS (SELECT 1 FROM showdown d WHERE d.hand_id = h.id), "
            " (SELECT s.net FROM hand_seats s WHERE s.hand_id = h.id AND s.is_human = 1 ORDER BY s.seat LIMIT 1) "
            f"FROM hands h WHERE {where}",
            params,
        ).fetchall()
        if not rows:
            return []
        ids = [r[0] for r in rows]
        marks = ",".join("?" * len(ids))
        winners: dict[int, list[Winner]] = {i: [] for i in ids}
        for hid, seat, name, chips in self._conn.execute(
            "SELECT w.hand_id, w.seat, s.name, sum(w.chips) FROM pot_shares w "
            "JOIN hand_seats s ON s.hand_id = w.hand_id AND s.seat = w.seat "
            f"WHERE w.hand_id IN ({marks}) GROUP BY w.hand_id, w.seat ORDER BY w.hand_id, w.seat",
            ids,
        ):
            winners[hid].append(Winner(seat, name, chips))
        return [
            HandSummary(
                hand_id=hid, session_id=sid, hand_number=number,
                played_at=_time_from_text(played), total_pot=pot, last_street=street,
                showdown=bool(showdown), winners=tuple(winners[hid]), hero_net=hero,
            )
            for hid, sid, number, played, pot, street, showdown, hero in rows
        ]

    def _hand_from_row(self, row: tuple[Any, ...]) -> StoredHand:
        (hid, session_id, number, played, sb, bb, ante, bi, rules, last_street,
         community, deck, events_json, note) = row
        config = config_from_columns(sb, bb, ante, bi, rules)
        seat_rows = self._conn.execute(
            "SELECT seat, name, is_human, bot_level, starting_stack, final_stack, net, cards "
            "FROM hand_seats WHERE hand_id = ? ORDER BY seat",
            (hid,),
        ).fetchall()
        if not seat_rows:
            raise CorruptRecordError(f"hand {hid} has no seats")
        shares: dict[int, list[tuple[int, int]]] = {}
        for pot_index, seat, chips in self._conn.execute(
            "SELECT pot_index, seat, chips FROM pot_shares WHERE hand_id = ? ORDER BY pot_index, position",
            (hid,),
        ):
            shares.setdefault(pot_index, []).append((seat, chips))
        pots = tuple(
            PotResult(amount, seats_from_text(eligible), tuple(shares.get(index, ())))
            for index, amount, eligible in self._conn.execute(
                "SELECT pot_index, amount, eligible FROM pots WHERE hand_id = ? ORDER BY pot_index", (hid,)
            )
        )
        showdown = tuple(
            HandRevealed(seat, bool(shown), cards_from_text(cards), cards_from_text(best), name, value,
                         note_from_text(expl))
            for seat, shown, cards, best, name, value, expl in self._conn.execute(
                "SELECT seat, shown, cards, best_five, hand_name, value, explanation FROM showdown "
                "WHERE hand_id = ? ORDER BY position",
                (hid,),
            )
        )
        seats = tuple(r[0] for r in seat_rows)
        record = HandRecord(
            hand_id=number,
            config=config,
            seats=seats,
            starting_stacks=tuple((r[0], r[4]) for r in seat_rows),
            cards=tuple((r[0], cards_from_text(r[7])) for r in seat_rows),
            community_card=None if community is None else cards_from_text(community)[0],
            deck=cards_from_text(deck),
            events=events_from_json(events_json),
            showdown=showdown,
            pots=pots,
            net=tuple((r[0], r[6]) for r in seat_rows),
            final_stacks=tuple((r[0], r[5]) for r in seat_rows),
            last_street=last_street,
        )
        players = tuple(SeatPlayer(r[0], r[1], bool(r[2]), r[3]) for r in seat_rows)
        return StoredHand(hid, session_id, _time_from_text(played), players, record, note)

    # ----------------------------------------------------------------- notes

    def set_hand_note(self, hand_id: int, note: str) -> None:
        cur = self._conn.execute("UPDATE hands SET note = ? WHERE id = ?", (note, hand_id))
        if cur.rowcount != 1:
            raise KeyError(f"no hand {hand_id}")

    def set_player_note(self, name: str, note: str, when: datetime | None = None) -> None:
        """Keep (or with an empty note, forget) the user's note on a player."""
        if note:
            self._conn.execute(
                "INSERT INTO player_notes (name, note, updated_at) VALUES (?, ?, ?) "
                "ON CONFLICT (name) DO UPDATE SET note = excluded.note, updated_at = excluded.updated_at",
                (name, note, _time_to_text(when or now_utc())),
            )
        else:
            self._conn.execute("DELETE FROM player_notes WHERE name = ?", (name,))

    def player_note(self, name: str) -> str | None:
        row = self._conn.execute("SELECT note FROM player_notes WHERE name = ?", (name,)).fetchone()
        return None if row is None else row[0]

    def player_names(self) -> list[str]:
        """Everyone who ever sat at the table, for notes and statistics."""
        return [r[0] for r in self._conn.execute("SELECT DISTINCT name FROM hand_seats ORDER BY name")]
