"""Migrations 4 and 5: compact storage, imported hands and the browse columns; kept reviews.

Migration 4 replaces the schema-3 hand tables (events as JSON, with rows for
pots, shares and showdown: 8.6 KB a hand) by the compact ones described in
``hand_rows`` (about 0.5 KB a hand with every index the History window
sorts on), and converts every stored hand: it is read as schema 3 read it
(``legacy``) and written again, keeping its id, uid, note and time. A hand
that this engine does not replay to the very same record is kept whole
(``compact.kept_whole``), so every hand reads back equal to what was stored.
Sessions gain ``imported_from``: an imported file's hands get a session of
their own per import.

Migration 5 adds the practice reviews: one blob per reviewed hand (the whole
``HandReview``, through the hint-driven ``datacodec``) and one row per graded
decision, the numbers the statistics read in SQL.
"""

from __future__ import annotations

import json
import sqlite3

from razz_desktop.storage.coding.notes import CorruptRecordError

from .hand_rows import time_to_micros, write_hand
from .legacy import legacy_hands

_V3_TABLES = ("showdown", "pot_shares", "pots", "hand_seats", "hands")
"""Children first: the order they are dropped in."""

SCHEMA_4 = (
    "ALTER TABLE sessions ADD COLUMN imported_from TEXT",
    """
    CREATE TABLE rule_sets (
        id INTEGER PRIMARY KEY,
        house_rules TEXT NOT NULL UNIQUE CHECK (json_valid(house_rules))
    ) STRICT
    """,
    """
    CREATE TABLE hands (
        id INTEGER PRIMARY KEY,
        session_id INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        hand_number INTEGER NOT NULL,
        played_at INTEGER NOT NULL,
        small_bet INTEGER NOT NULL,
        big_bet INTEGER NOT NULL CHECK (big_bet > 0),
        ante INTEGER NOT NULL,
        bring_in INTEGER NOT NULL,
        rules_id INTEGER NOT NULL REFERENCES rule_sets (id),
        body BLOB NOT NULL,
        uid BLOB,
        note TEXT NOT NULL DEFAULT '',
        site TEXT,
        site_hand_id TEXT,
        players INTEGER NOT NULL CHECK (players BETWEEN 2 AND 8),
        last_street INTEGER NOT NULL CHECK (last_street BETWEEN 3 AND 7),
        total_pot INTEGER NOT NULL CHECK (total_pot >= 0),
        showdown INTEGER NOT NULL CHECK (showdown IN (0, 1)),
        winning_hand TEXT,
        hero_seat INTEGER,
        hero_net INTEGER,
        hero_third BLOB,
        hero_start INTEGER,
        hero_low INTEGER,
        hero_showdown INTEGER
    ) STRICT
    """,
    # One index per sortable column of the History window (ORDER BY column, id
    # walks it), and the identities: uid (played) and site + hand id (imported).
    "CREATE INDEX hands_by_session ON hands (session_id, hand_number)",
    "CREATE UNIQUE INDEX hands_by_uid ON hands (uid)",
    "CREATE UNIQUE INDEX hands_by_site ON hands (site, site_hand_id)",
    "CREATE INDEX hands_by_time ON hands (played_at)",
    "CREATE INDEX hands_by_number ON hands (hand_number)",
    "CREATE INDEX hands_by_stakes ON hands (big_bet, small_bet)",
    "CREATE INDEX hands_by_players ON hands (players)",
    "CREATE INDEX hands_by_start ON hands (hero_start)",
    "CREATE INDEX hands_by_net ON hands (hero_net)",
    "CREATE INDEX hands_by_net_bb ON hands (CAST(hero_net AS REAL) / big_bet)",
    "CREATE INDEX hands_by_showdown ON hands (hero_showdown)",
    "CREATE INDEX hands_by_winning_hand ON hands (winning_hand)",
    # The filters' columns in one covering index: a count under any filter reads this
    # (about 40 bytes a hand) instead of the table, and the showdown filter is a range of it.
    "CREATE INDEX hands_by_filters ON hands (hero_showdown, hero_net, hero_low, hero_start, site, small_bet, "
    "big_bet, played_at, session_id)",
    """
    CREATE TABLE hand_seats (
        hand_id INTEGER NOT NULL REFERENCES hands (id) ON DELETE CASCADE,
        seat INTEGER NOT NULL CHECK (seat BETWEEN 1 AND 8),
        name TEXT NOT NULL,
        is_human INTEGER NOT NULL CHECK (is_human IN (0, 1)),
        bot_level TEXT,
        starting_stack INTEGER NOT NULL CHECK (starting_stack > 0),
        net INTEGER NOT NULL,
        won INTEGER NOT NULL CHECK (won >= 0),
        folded_on INTEGER CHECK (folded_on BETWEEN 3 AND 7),
        third BLOB NOT NULL,
        start INTEGER,
        low INTEGER,
        showdown INTEGER NOT NULL CHECK (showdown IN (0, 1)),
        PRIMARY KEY (hand_id, seat)
    ) STRICT, WITHOUT ROWID
    """,
    "CREATE INDEX hand_seats_by_name ON hand_seats (name, hand_id)",
    # Every name that ever sat at a table, for the player choice lists (a DISTINCT over
    # every seat of 100,000 hands takes half a second; this is a lookup).
    "CREATE TABLE seat_names (name TEXT PRIMARY KEY) STRICT, WITHOUT ROWID",
    """
    CREATE TABLE hand_origins (
        hand_id INTEGER PRIMARY KEY REFERENCES hands (id) ON DELETE CASCADE,
        table_name TEXT NOT NULL,
        dollars INTEGER NOT NULL CHECK (dollars IN (0, 1)),
        rake INTEGER NOT NULL CHECK (rake >= 0),
        hero TEXT,
        known_cards BLOB
    ) STRICT
    """,
)

SCHEMA_5 = (
    """
    CREATE TABLE hand_reviews (
        hand_id INTEGER PRIMARY KEY REFERENCES hands (id) ON DELETE CASCADE,
        review BLOB NOT NULL
    ) STRICT
    """,
    """
    CREATE TABLE review_decisions (
        hand_id INTEGER NOT NULL REFERENCES hand_reviews (hand_id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        street INTEGER NOT NULL CHECK (street BETWEEN 3 AND 7),
        grade TEXT NOT NULL,
        cost_bb REAL NOT NULL,
        PRIMARY KEY (hand_id, position)
    ) STRICT, WITHOUT ROWID
    """,
)


UNCONVERTED = """
    CREATE TABLE unconverted_hands (
        id INTEGER PRIMARY KEY,
        reason TEXT NOT NULL,
        rows TEXT NOT NULL CHECK (json_valid(rows))
    ) STRICT
"""
"""Schema-3 hands that schema 3 itself could not read (no seats, events that do not
decode): kept verbatim, every row of every table, so the migration loses nothing."""


def _keep_unconverted(conn: sqlite3.Connection, hand_id: int, reason: str) -> None:
    rows: dict[str, list[dict[str, object]]] = {}
    for table in reversed(_V3_TABLES):
        key = "id" if table == "hands" else "hand_id"
        cur = conn.execute(f"SELECT * FROM v3_{table} WHERE {key} = ?", (hand_id,))
        names = [d[0] for d in cur.description]
        rows[table] = [dict(zip(names, r, strict=True)) for r in cur.fetchall()]
    conn.execute("INSERT INTO unconverted_hands (id, reason, rows) VALUES (?, ?, ?)",
                 (hand_id, reason, json.dumps(rows, default=str)))


def migrate_to_compact(conn: sqlite3.Connection) -> None:
    """Migration 4 (inside the migration's transaction): new tables, every hand converted."""
    for index in ("hands_by_session", "hands_by_uid", "hand_seats_by_name"):
        conn.execute(f"DROP INDEX IF EXISTS {index}")
    for table in _V3_TABLES:
        conn.execute(f"ALTER TABLE {table} RENAME TO v3_{table}")
    for statement in SCHEMA_4:
        conn.execute(statement)
    conn.execute(UNCONVERTED)
    for hand_id, old in legacy_hands(conn):
        if isinstance(old, CorruptRecordError):
            _keep_unconverted(conn, hand_id, str(old))
            continue
        try:
            body, record = old.body()
        except CorruptRecordError as exc:  # events that schema 3 could not read either
            _keep_unconverted(conn, hand_id, str(exc))
            continue
        write_hand(conn, old.session_id, record, old.players, old.played_at,
                   uid=old.uid, note=old.note, hand_id=old.hand_id, body=body)
    for table in _V3_TABLES:
        conn.execute(f"DROP TABLE v3_{table}")


def add_reviews(conn: sqlite3.Connection) -> None:
    """Migration 5."""
    for statement in SCHEMA_5:
        conn.execute(statement)


__all__ = ["SCHEMA_4", "SCHEMA_5", "add_reviews", "migrate_to_compact", "time_to_micros"]
