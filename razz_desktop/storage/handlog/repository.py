"""The hand log: sessions and hands in, dataclasses out.

Every statement is parameterised (``?``): names and notes a user types are
data, never SQL, whatever quotes or semicolons they hold. A hand is written
in one ``BEGIN IMMEDIATE ... COMMIT``: if the program dies half-way, SQLite
rolls the partial hand back on the next open and the hands before it are
untouched.

A hand is stored compactly (``hand_rows``, ``compact``): its deck and
decisions, replayed through the engine when it is read, plus per-seat rows
and a few per-hand columns for the queries (statistics, the History
window's filters and sorts) so those are plain SQL, never replays. The
round-trip tests check that a read hand equals the record that was written.

Played hands come from the history controller (``save_hand``, once per
``uid``); imported hands from the importer (``save_imported_hand``, once per
site and site hand id, batched by ``import_batch``); practice reviews are
kept with their hand (``save_review``).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from datetime import datetime
from typing import Any

from razz_desktop.engine import GameConfig, HandRecord
from razz_desktop.records import (
    HandSummary,
    PracticeTag,
    SeatPlayer,
    SessionInfo,
    StoredHand,
    TournamentResult,
    TournamentTag,
)
from razz_desktop.reviews import HandReview
from razz_desktop.storage.coding.codec import (
    config_from_columns,
    house_rules_to_json,
    now_utc,
    time_from_text,
    time_to_text,
)
from razz_desktop.storage.coding.facts import seat_facts

from .db import DuplicateHandError
from .hand_rows import (
    NOT_PRACTICE,
    read_hand,
    read_hands,
    review_from_blob,
    rules_id_of,
    time_from_micros,
    uid_key,
    write_hand,
    write_review,
)
from .import_batch import ImportBatch
from .import_rows import PreparedHand, prepare, write_prepared, write_prepared_many
from .import_sessions import grow_import_session, stored_keys
from .imported import ImportedHandLike
from .review_skills import review_skills
from .stats_rows import store_facts
from .summaries import read_summaries
from .tournaments import save_result


class HandLog:
    """All reads and writes of sessions and hands, on one connection.

    A ``HandLog`` is used from one thread only (the thread that opened its
    connection); the history controller runs it on its worker thread.
    """

    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn
        self._batch: ImportBatch | None = None
        self._import_sessions: dict[str, int] = {}  # imported file -> its session in this batch

    @property
    def in_batch(self) -> bool:
        return self._batch is not None

    @property
    def connection(self) -> sqlite3.Connection:
        return self._conn

    def set_page_cache(self, kib: int) -> None:
        """How much of the file this connection keeps in memory (SQLite's page cache), in KiB.

        SQLite's default, 2 MiB a connection, fills as the file grows and stays:
        over a long sitting that read as memory growing by about a kilobyte a hand
        (issue 10's flat memory). The app's connection keeps a small cache while
        hands are played and takes a large one for an import's bulk writes.
        """
        if kib <= 0:
            raise ValueError(f"a page cache of {kib} KiB")
        self._conn.execute(f"PRAGMA cache_size = -{int(kib):d}")

    def page_cache(self) -> int:
        """The page cache's size in KiB (see ``set_page_cache``)."""
        size = int(self._conn.execute("PRAGMA cache_size").fetchone()[0])
        page = int(self._conn.execute("PRAGMA page_size").fetchone()[0])
        return -size if size < 0 else size * page // 1024

    @contextmanager
    def _transaction(self) -> Iterator[None]:
        """``BEGIN IMMEDIATE`` takes the write lock up front, so a transaction
        never fails half-way because another connection started writing."""
        if self._batch is not None:
            self._batch.commit()  # a write of another kind ends the batch's open transaction first
        self._conn.execute("BEGIN IMMEDIATE")
        try:
            yield
        except BaseException:
            self._conn.execute("ROLLBACK")
            raise
        self._conn.execute("COMMIT")

    def probe_write(self) -> None:
        """Take the write lock and let it go: raises what a write would raise now (locked, read-only)."""
        self._conn.execute("BEGIN IMMEDIATE")
        self._conn.execute("ROLLBACK")

    # -------------------------------------------------------------- sessions

    def start_session(self, config: GameConfig, started_at: datetime | None = None, note: str = "") -> int:
        st = config.stakes
        cur = self._conn.execute(
            "INSERT INTO sessions (started_at, small_bet, big_bet, ante, bring_in, house_rules, note) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            (time_to_text(started_at or now_utc()), st.small_bet, st.big_bet, st.ante, st.bring_in,
             house_rules_to_json(config.house_rules), note),
        )
        return int(cur.lastrowid)  # type: ignore[arg-type]

    def _session_totals(self, session_id: int) -> tuple[int, int | None]:
        count, net = self._conn.execute(
            f"SELECT (SELECT count(*) FROM hands h WHERE h.session_id = ? AND {NOT_PRACTICE}), "
            "(SELECT sum(s.net) FROM hand_seats s JOIN hands h ON h.id = s.hand_id "
            f" WHERE h.session_id = ? AND s.is_human = 1 AND {NOT_PRACTICE})",
            (session_id, session_id),
        ).fetchone()
        return int(count), (None if net is None else int(net))

    def end_session(self, session_id: int, ended_at: datetime | None = None) -> SessionInfo:
        """Close a session and freeze its result (hands played, the human's net)."""
        with self._transaction():
            count, net = self._session_totals(session_id)
            cur = self._conn.execute(
                "UPDATE sessions SET ended_at = ?, hands_played = ?, hero_net = ? WHERE id = ?",
                (time_to_text(ended_at or now_utc()), count, net, session_id),
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
                "SELECT max(played_at) FROM hands WHERE session_id = ?", (sid,),
            ).fetchone()[0]
            if last is None:
                started = self._conn.execute("SELECT started_at FROM sessions WHERE id = ?", (sid,)).fetchone()[0]
                self.end_session(sid, time_from_text(started))
            else:
                self.end_session(sid, time_from_micros(last))
        return ids

    def set_session_note(self, session_id: int, note: str) -> None:
        self._conn.execute("UPDATE sessions SET note = ? WHERE id = ?", (note, session_id))

    def session(self, session_id: int) -> SessionInfo | None:
        row = self._conn.execute(
            "SELECT id, started_at, ended_at, small_bet, big_bet, ante, bring_in, house_rules, "
            "hands_played, hero_net, note, imported_from FROM sessions WHERE id = ?",
            (session_id,),
        ).fetchone()
        return None if row is None else self._session_from_row(row)

    def sessions(self, limit: int = 100) -> list[SessionInfo]:
        """Most recent first."""
        rows = self._conn.execute(
            "SELECT id, started_at, ended_at, small_bet, big_bet, ante, bring_in, house_rules, "
            "hands_played, hero_net, note, imported_from FROM sessions ORDER BY id DESC LIMIT ?",
            (limit,),
        ).fetchall()
        return [self._session_from_row(r) for r in rows]

    def _session_from_row(self, row: tuple[Any, ...]) -> SessionInfo:
        sid, started, ended, sb, bb, ante, bi, rules, played, net, note, imported_from = row
        if ended is None:
            played, net = self._session_totals(sid)
        return SessionInfo(
            session_id=sid,
            started_at=time_from_text(started),
            ended_at=None if ended is None else time_from_text(ended),
            config=config_from_columns(sb, bb, ante, bi, rules),
            hands_played=played,
            hero_net=net,
            note=note,
            imported_from=imported_from,
        )

    # ----------------------------------------------------------------- hands

    def save_hand(
        self,
        session_id: int,
        record: HandRecord,
        players: Iterable[SeatPlayer],
        played_at: datetime | None = None,
        uid: str | None = None,
        review: HandReview | None = None,
        tournament: TournamentTag | None = None,
        practice: PracticeTag | None = None,
    ) -> int:
        """Write one finished hand, all of it or nothing. Returns its id.

        ``tournament``: the tournament and level of a tournament hand.
        ``practice``: a hand played again from a decision (kept out of the statistics).

        ``uid`` is the hand's identity: a hand whose ``uid`` is already stored
        (replayed from the journal after it reached the database) is not
        written again, and the stored hand's id is returned.
        """
        seated = self._seated(record, players)
        with self._transaction():
            if uid is not None:
                known = self._conn.execute("SELECT id FROM hands WHERE uid = ?", (uid_key(uid),)).fetchone()
                if known is not None:
                    return int(known[0])
            clash = self._conn.execute(
                "SELECT 1 FROM hands WHERE session_id = ? AND hand_number = ? AND site IS NULL",
                (session_id, record.hand_id),
            ).fetchone()
            if clash is not None:
                raise DuplicateHandError(f"session {session_id} already holds hand #{record.hand_id}")
            try:
                hand_id = write_hand(self._conn, session_id, record, seated, played_at or now_utc(),
                                     uid=uid, review=review, tournament=tournament, practice=practice)
                store_facts(self._conn, hand_id, seat_facts(record))  # the statistics' columns
                return hand_id
            except sqlite3.IntegrityError as exc:
                if "FOREIGN KEY" in str(exc):
                    raise KeyError(f"no session {session_id}") from exc
                raise

    @staticmethod
    def _seated(record: HandRecord, players: Iterable[SeatPlayer]) -> list[SeatPlayer]:
        by_seat = {p.seat: p for p in players}
        if set(by_seat) != set(record.seats):
            raise ValueError(
                f"players given for seats {sorted(by_seat)} but the hand was dealt to {list(record.seats)}"
            )
        return [by_seat[s] for s in record.seats]

    # -------------------------------------------------------- imported hands

    def save_imported_hand(self, imported: ImportedHandLike | PreparedHand) -> int | None:
        """Write one hand read from a hand-history file; None when ``(site, site hand id)`` is stored already.

        Names are the file's; nobody is the app's human. The hands of one
        file go into a session of their own (per import run, or per import
        batch, or per ``HandLog`` outside a batch), whose times and hand count follow its
        hands, so it reads as a finished session after every commit. Inside
        ``import_batch`` the hand joins the batch's transaction; otherwise it
        is written in one of its own. A ``PreparedHand`` (``import_rows``: the
        rows worked out where the file was read) is written as it is.
        """
        prepared = imported if isinstance(imported, PreparedHand) else prepare(imported)
        if self._batch is not None:
            return self._write_imported(prepared)
        with self._transaction():
            return self._write_imported(prepared)

    @contextmanager
    def import_batch(self, per_transaction: int = 500,
                     sessions: dict[str, int] | None = None) -> Iterator[ImportBatch]:
        """Many imported hands, ``per_transaction`` to a commit (a commit per hand would cost more than
        the hand). What was added before an error or a cancel is committed, never lost.

        ``sessions`` (file -> session id) carries a file's session from one batch to the next (an
        ``ImportRun``'s steps): a file's hands share one session however the batches fall."""
        if self._batch is not None:
            raise RuntimeError("an import batch is already open")
        batch = ImportBatch(self, per_transaction)
        self._batch = batch
        self._import_sessions = {} if sessions is None else sessions
        try:
            yield batch
        finally:
            self._batch = None
            batch.commit()

    def _write_imported(self, hand: PreparedHand) -> int | None:
        if self.has_imported(*hand.key):
            return None
        new_session = hand.file not in self._import_sessions
        try:
            sid = self._import_session(hand)
            batch = self._batch
            if batch is None:
                rules = rules_id_of(self._conn, hand.house_rules)
            elif (rules := batch.rules_ids.get(hand.house_rules)) is None:  # type: ignore[assignment]
                rules = batch.rules_ids[hand.house_rules] = rules_id_of(self._conn, hand.house_rules)
            # The importer's replay made this record: no second replay to check it (import_rows).
            return write_prepared(self._conn, sid, rules, hand, None if batch is None else batch.names)
        except BaseException:
            if new_session:  # the hand's savepoint takes the new session row with it
                self._import_sessions.pop(hand.file, None)
            raise

    def save_imported_hands(self, hands: Sequence[PreparedHand]) -> list[int | None]:
        """Write many prepared hands in the open import batch: for each its id, None for a duplicate.

        The same rows, ids and sessions as ``save_imported_hand`` called for each
        in turn (the ids are the ones SQLite gives, the largest plus one, in order;
        a hand whose site and id came earlier in ``hands`` is a duplicate), with a
        statement per table instead of several per hand. On an error nothing is
        undone here but what this object remembers: the batch rolls the rows back.
        """
        batch = self._batch
        if batch is None:
            raise RuntimeError("save_imported_hands writes inside import_batch")
        out: list[int | None] = [None] * len(hands)
        fresh: list[tuple[int, PreparedHand]] = []
        stored = stored_keys(self._conn, {h.key for h in hands})
        for k, h in enumerate(hands):
            if h.key not in stored:
                stored.add(h.key)  # a second copy further on is a duplicate
                fresh.append((k, h))
        if not fresh:
            return out
        conn = self._conn
        first = int(conn.execute("SELECT coalesce(max(id), 0) + 1 FROM hands").fetchone()[0])
        by_file: dict[str, tuple[PreparedHand, list[str]]] = {}  # file -> its first hand, its hands' times
        for _, h in fresh:
            by_file.setdefault(h.file, (h, []))[1].append(h.played_at)
        created: list[str] = []
        try:
            for file, (h, times) in by_file.items():
                if self._import_sessions.get(file) is None:
                    created.append(file)
                grow_import_session(self._conn, self._import_sessions, h, min(times), max(times), len(times))
            rows = []
            for n, (k, h) in enumerate(fresh):
                if (rules := batch.rules_ids.get(h.house_rules)) is None:
                    rules = batch.rules_ids[h.house_rules] = rules_id_of(conn, h.house_rules)
                out[k] = first + n
                rows.append((first + n, self._import_sessions[h.file], rules, h))
            write_prepared_many(conn, rows, batch.names)
        except BaseException:
            for file in created:  # the batch's rollback takes the new session rows with it
                self._import_sessions.pop(file, None)
            raise
        return out

    def _import_session(self, hand: PreparedHand) -> int:
        """The session of ``hand``'s file, grown by this one hand (created when the file has none yet)."""
        grow_import_session(self._conn, self._import_sessions, hand, hand.played_at, hand.played_at, 1)
        return self._import_sessions[hand.file]

    def has_imported(self, site: str, site_hand_id: str) -> bool:
        return self._conn.execute("SELECT 1 FROM hands WHERE site = ? AND site_hand_id = ?",
                                  (site, site_hand_id)).fetchone() is not None

    # ---------------------------------------------------------------- reviews

    def save_review(self, hand_id: int, review: HandReview, skills: Sequence[str] | None = None) -> None:
        """Keep the review of a stored hand (replacing an earlier one).

        ``skills``: each decision's drill skill when the caller knows them (the analysis of
        an imported hand works them out with the review); None works them out of the stored
        hand for its human (a practice hand) or the file's hero (an imported one).
        """
        with self._transaction():
            if skills is None:
                skills = review_skills(self._conn, hand_id, review)
            elif self._conn.execute("SELECT 1 FROM hands WHERE id = ?", (hand_id,)).fetchone() is None:
                raise KeyError(f"no hand {hand_id}")
            write_review(self._conn, hand_id, review, skills)

    def save_tournament_result(self, result: TournamentResult) -> None:
        """Keep how a tournament played here ended (``tournaments.save_result``)."""
        with self._transaction():
            save_result(self._conn, result)

    def hand_id_for_uid(self, uid: str) -> int | None:
        row = self._conn.execute("SELECT id FROM hands WHERE uid = ?", (uid_key(uid),)).fetchone()
        return None if row is None else int(row[0])

    def reviews(self, session_id: int | None = None) -> list[tuple[int, HandReview]]:
        """(hand id, review) of every reviewed hand (of one session), in the order played."""
        where = "" if session_id is None else "WHERE h.session_id = ? "
        params = () if session_id is None else (session_id,)
        rows = self._conn.execute(
            f"SELECT h.id, v.review FROM hand_reviews v JOIN hands h ON h.id = v.hand_id {where}ORDER BY h.id",
            params,
        ).fetchall()
        return [(hid, review_from_blob(blob)) for hid, blob in rows]

    # ------------------------------------------------------------------ reads

    def has_hand(self, uid: str) -> bool:
        """Whether the hand with this identity is stored."""
        return self._conn.execute("SELECT 1 FROM hands WHERE uid = ?", (uid_key(uid),)).fetchone() is not None

    def has_session(self, session_id: int) -> bool:
        return self._conn.execute("SELECT 1 FROM sessions WHERE id = ?", (session_id,)).fetchone() is not None

    def last_hand_number(self) -> int:
        """The number of the last hand played here (0 for an empty history).

        Numbers continue from session to session, so the hand played last
        carries the highest number in use; imported hands keep their site's
        numbers and do not count, nor do practice hands (Play from here: -1,
        -2, ...). Read by primary key, so it costs the same with ten hands or a
        hundred thousand.
        """
        row = self._conn.execute(
            "SELECT hand_number FROM hands WHERE site IS NULL AND hand_number > 0 ORDER BY id DESC LIMIT 1").fetchone()
        return 0 if row is None else int(row[0])

    def hand(self, hand_id: int) -> StoredHand | None:
        return read_hand(self._conn, hand_id)

    def last_hands(self, session_id: int, limit: int = 50) -> list[StoredHand]:
        """The session's most recent hands, newest first."""
        return read_hands(self._conn, "WHERE h.session_id = ? ORDER BY h.id DESC LIMIT ?", (session_id, limit))

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
        """Labels for the hand selector, newest first, without replaying any hand."""
        return read_summaries(self._conn, "h.session_id = ? ORDER BY h.id DESC LIMIT ?", (session_id, limit))

    def hand_summary(self, hand_id: int) -> HandSummary | None:
        found = read_summaries(self._conn, "h.id = ?", (hand_id,))
        return found[0] if found else None

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
                (name, note, time_to_text(when or now_utc())),
            )
        else:
            self._conn.execute("DELETE FROM player_notes WHERE name = ?", (name,))

    def player_note(self, name: str) -> str | None:
        row = self._conn.execute("SELECT note FROM player_notes WHERE name = ?", (name,)).fetchone()
        return None if row is None else row[0]

    def player_names(self) -> list[str]:
        """Everyone who ever sat at the table, for notes and statistics."""
        return [r[0] for r in self._conn.execute("SELECT name FROM seat_names ORDER BY name")]
