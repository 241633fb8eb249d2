"""The numbered migrations of the hand-history file: ``PRAGMA user_version`` N means 1..N have run.

``db.migrate`` runs them, each in its own transaction with its version bump.
A migration is either SQL statements or a function of the connection.

- 1: the hand log (sessions, hands with their events as JSON, seats, pots,
  shares, showdown).
- 2: the user's own words: a note on a hand, notes on opponents by name.
- 3: a hand's ``uid``, its identity across the journal and the database: a
  hand replayed from the journal that is already stored is not written twice.
- 4: compact storage (``compact_schema``): a hand keeps its deck and
  decisions and is replayed when opened; every schema-3 hand is converted in
  the migration's transaction, and the file is vacuumed after it so the
  space is given back.
- 5: the practice reviews, kept with their hands.
- 6: the statistics' per-seat facts and their per-session totals (``stats_rows``).
- 7: tournament hands: the tournament and level a hand was played at
  (``hand_tournaments``; a cash-game hand has no row), so the History window
  filters by tournament and exports write tournament hands as tournament hands.
- 8: imported hands' results as their files say (issue 38): a raked hand's
  winner is stored after the rake (``coding.pots``: the largest pot's first
  winner paid it, as the writers write it, since the file's lines are not kept),
  and every imported hand's statistics flags and cached totals are worked out
  again (returned chips are not a win), by ``stats.fill_missing_facts`` as for
  hands from before migration 6.
- 9: how the sit-and-gos played here ended (``tournament_results``, issue 37): the
  human's finishing place and prize, the buy-in chosen at the start, and every
  player's place, written when a tournament finishes; imported tournaments have
  no row (their files do not say how they ended). "IF NOT EXISTS": a file whose
  version was set back (a test of an earlier migration) runs it again harmlessly.
- 10: every drill answer as it is given and the Leitner boxes of missed spots
  (``drills``, issue 36).
- 11: practice hands (``practice_hands``): a hand played again from one of the
  human's decisions of another ("Play from here", issue 36), with the
  original's id, the decision and whether the cards to come were shuffled
  again; the statistics and session results leave these hands out.
- 12: each graded decision's drill skill (``trainer.skills``), for the
  mistakes browser's filter and the error rate per skill: a column of
  ``review_decisions``, filled for the reviews already kept (``add_decision_skills``).

Append only: a released file's version number means exactly these steps.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Sequence

from razz_desktop.storage.coding.notes import CorruptRecordError
from razz_desktop.storage.coding.pots import rake_by_seat
from razz_desktop.storage.coding.skill_facts import decision_skills, seat_of

from .compact_schema import add_reviews, migrate_to_compact
from .drills import SCHEMA_DRILLS
from .hand_rows import read_hand, review_from_blob
from .stats_rows import SCHEMA_6

Migration = Sequence[str] | Callable[[sqlite3.Connection], None]


def imported_results_after_rake(conn: sqlite3.Connection) -> None:
    """Migration 8: what a raked imported hand's winner paid comes off its net and its winnings,
    and imported hands' statistics flags and cached totals are left to be worked out again.

    Hands imported before kept the engine's rake-free result (hand 35874566077: +26 cents where
    the file says +24). The file's "collected" lines are not kept, so the rake is charged as the
    writers write it: to the largest contested pot's first winner (``coding.pots.rake_by_seat``).
    """
    raked = conn.execute("SELECT hand_id, rake FROM hand_origins WHERE rake > 0").fetchall()
    for hand_id, rake in raked:
        try:
            hand = read_hand(conn, hand_id)
        except CorruptRecordError:
            continue  # left as it is: the History window reports it when opened
        if hand is None:
            continue
        for seat, paid in rake_by_seat(hand.record, rake).items():
            conn.execute("UPDATE hand_seats SET net = net - ?, won = max(0, won - ?) WHERE hand_id = ? AND seat = ?",
                         (paid, paid, hand_id, seat))
            conn.execute("UPDATE hands SET hero_net = hero_net - ? WHERE id = ? AND hero_seat = ?",
                         (paid, hand_id, seat))
    imported = "SELECT id FROM hands WHERE site IS NOT NULL"
    conn.execute(f"UPDATE hand_seats SET facts = NULL WHERE hand_id IN ({imported})")
    sessions = "SELECT DISTINCT session_id FROM hands WHERE site IS NOT NULL"
    conn.execute(f"DELETE FROM stats_totals WHERE session_id IN ({sessions})")
    conn.execute(f"DELETE FROM stats_sessions WHERE session_id IN ({sessions})")

def add_decision_skills(conn: sqlite3.Connection) -> None:
    """Migration 12: ``review_decisions.skill``, worked out for every kept review's decisions.

    A review whose hand or blob does not read keeps "other" for its decisions: the History
    window reports the damage when the hand is opened.
    """
    columns = {row[1] for row in conn.execute("PRAGMA table_info(review_decisions)")}
    if "skill" not in columns:  # run again (a file set back a version by hand): the column stays
        conn.execute("ALTER TABLE review_decisions ADD COLUMN skill TEXT NOT NULL DEFAULT 'other'")
    conn.execute("CREATE INDEX IF NOT EXISTS review_decisions_by_skill ON review_decisions (skill, street)")
    for hand_id, blob in conn.execute("SELECT hand_id, review FROM hand_reviews").fetchall():
        try:
            hand = read_hand(conn, hand_id)
            review = review_from_blob(blob)
        except CorruptRecordError:
            continue
        if hand is None:
            continue
        hero = hand.origin.hero if hand.origin is not None else None
        seat = seat_of([(p.seat, p.is_human, p.name) for p in hand.players], hero)
        conn.executemany("UPDATE review_decisions SET skill = ? WHERE hand_id = ? AND position = ?",
                         [(skill.value, hand_id, k) for k, skill in
                          enumerate(decision_skills(hand.record, seat, review))])


MIGRATIONS: tuple[Migration, ...] = (
    # 1: the hand log.
    (
        """
        CREATE TABLE sessions (
            id INTEGER PRIMARY KEY,
            started_at TEXT NOT NULL,
            ended_at TEXT,
            small_bet INTEGER NOT NULL,
            big_bet INTEGER NOT NULL,
            ante INTEGER NOT NULL,
            bring_in INTEGER NOT NULL,
            house_rules TEXT NOT NULL CHECK (json_valid(house_rules)),
            hands_played INTEGER,
            hero_net INTEGER,
            note TEXT NOT NULL DEFAULT ''
        ) STRICT
        """,
        """
        CREATE TABLE hands (
            id INTEGER PRIMARY KEY,
            session_id INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
            hand_number INTEGER NOT NULL,
            played_at TEXT NOT NULL,
            small_bet INTEGER NOT NULL,
            big_bet INTEGER NOT NULL,
            ante INTEGER NOT NULL,
            bring_in INTEGER NOT NULL,
            house_rules TEXT NOT NULL CHECK (json_valid(house_rules)),
            last_street INTEGER NOT NULL CHECK (last_street BETWEEN 3 AND 7),
            community_card TEXT,
            deck TEXT NOT NULL,
            total_pot INTEGER NOT NULL CHECK (total_pot >= 0),
            events TEXT NOT NULL CHECK (json_valid(events)),
            UNIQUE (session_id, hand_number)
        ) STRICT
        """,
        "CREATE INDEX hands_by_session ON hands (session_id, id)",
        """
        CREATE TABLE hand_seats (
            hand_id INTEGER NOT NULL REFERENCES hands (id) ON DELETE CASCADE,
            seat INTEGER NOT NULL CHECK (seat BETWEEN 1 AND 8),
            name TEXT NOT NULL,
            is_human INTEGER NOT NULL CHECK (is_human IN (0, 1)),
            bot_level TEXT,
            starting_stack INTEGER NOT NULL CHECK (starting_stack > 0),
            final_stack INTEGER NOT NULL CHECK (final_stack >= 0),
            net INTEGER NOT NULL,
            cards TEXT NOT NULL,
            folded_on INTEGER CHECK (folded_on BETWEEN 3 AND 7),
            PRIMARY KEY (hand_id, seat)
        ) STRICT, WITHOUT ROWID
        """,
        """
        CREATE TABLE pots (
            hand_id INTEGER NOT NULL REFERENCES hands (id) ON DELETE CASCADE,
            pot_index INTEGER NOT NULL CHECK (pot_index >= 0),
            amount INTEGER NOT NULL CHECK (amount >= 0),
            eligible TEXT NOT NULL,
            hand_name TEXT,
            PRIMARY KEY (hand_id, pot_index)
        ) STRICT, WITHOUT ROWID
        """,
        """
        CREATE TABLE pot_shares (
            hand_id INTEGER NOT NULL,
            pot_index INTEGER NOT NULL,
            position INTEGER NOT NULL,
            seat INTEGER NOT NULL,
            chips INTEGER NOT NULL CHECK (chips >= 0),
            PRIMARY KEY (hand_id, pot_index, position),
            FOREIGN KEY (hand_id, pot_index) REFERENCES pots (hand_id, pot_index) ON DELETE CASCADE,
            FOREIGN KEY (hand_id, seat) REFERENCES hand_seats (hand_id, seat) ON DELETE CASCADE
        ) STRICT, WITHOUT ROWID
        """,
        """
        CREATE TABLE showdown (
            hand_id INTEGER NOT NULL,
            position INTEGER NOT NULL,
            seat INTEGER NOT NULL,
            shown INTEGER NOT NULL CHECK (shown IN (0, 1)),
            cards TEXT NOT NULL,
            best_five TEXT NOT NULL,
            hand_name TEXT NOT NULL,
            value INTEGER NOT NULL,
            explanation TEXT,
            PRIMARY KEY (hand_id, seat),
            FOREIGN KEY (hand_id, seat) REFERENCES hand_seats (hand_id, seat) ON DELETE CASCADE
        ) STRICT, WITHOUT ROWID
        """,
    ),
    # 2: the user's own words: a note on a hand, notes on opponents by name.
    (
        "ALTER TABLE hands ADD COLUMN note TEXT NOT NULL DEFAULT ''",
        """
        CREATE TABLE player_notes (
            name TEXT PRIMARY KEY,
            note TEXT NOT NULL,
            updated_at TEXT NOT NULL
        ) STRICT, WITHOUT ROWID
        """,
        "CREATE INDEX hand_seats_by_name ON hand_seats (name)",
    ),
    # 3: a hand's identity, so the journal's hands are never written twice.
    (
        "ALTER TABLE hands ADD COLUMN uid TEXT",
        "CREATE UNIQUE INDEX hands_by_uid ON hands (uid) WHERE uid IS NOT NULL",
    ),
    # 4: compact storage (deck and decisions, replayed when read), imported hands, the browse columns.
    migrate_to_compact,
    # 5: the practice reviews, kept with their hands.
    add_reviews,
    # 6: the statistics' per-seat facts and their per-session totals (storage/stats_rows.py).
    SCHEMA_6,
    # 7: the tournament and level of a tournament hand.
    (
        """
        CREATE TABLE hand_tournaments (
            hand_id INTEGER PRIMARY KEY REFERENCES hands (id) ON DELETE CASCADE,
            tournament_id TEXT NOT NULL CHECK (tournament_id <> ''),
            level INTEGER NOT NULL CHECK (level >= 1),
            buy_in TEXT NOT NULL
        ) STRICT
        """,
        "CREATE INDEX hand_tournaments_by_tournament ON hand_tournaments (tournament_id)",
    ),
    # 8: imported hands' results after the rake, their statistics worked out again.
    imported_results_after_rake,
    # 9: how the tournaments played here ended (storage/handlog/tournaments.py).
    (
        """
        CREATE TABLE IF NOT EXISTS tournament_results (
            tournament_id TEXT PRIMARY KEY CHECK (tournament_id <> ''),
            started_at INTEGER NOT NULL,
            finished_at INTEGER NOT NULL,
            schedule TEXT NOT NULL,
            entrants INTEGER NOT NULL CHECK (entrants >= 2),
            hands INTEGER NOT NULL CHECK (hands >= 0),
            buy_in INTEGER NOT NULL CHECK (buy_in >= 0),
            place INTEGER CHECK (place BETWEEN 1 AND entrants),
            prize INTEGER NOT NULL CHECK (prize >= 0),
            places_paid INTEGER NOT NULL CHECK (places_paid BETWEEN 1 AND entrants),
            places TEXT NOT NULL CHECK (json_valid(places))
        ) STRICT
        """,
        "CREATE INDEX IF NOT EXISTS tournament_results_by_finish ON tournament_results (finished_at)",
    ),
    # 10: every drill answer as it is given, and the Leitner boxes of missed spots (drills.py).
    SCHEMA_DRILLS,
    # 11: practice hands, played again from a decision of another hand (kept out of the statistics).
    (
        """
        CREATE TABLE IF NOT EXISTS practice_hands (
            hand_id INTEGER PRIMARY KEY REFERENCES hands (id) ON DELETE CASCADE,
            original_id INTEGER,
            decision_index INTEGER NOT NULL CHECK (decision_index >= 0),
            fresh_cards INTEGER NOT NULL CHECK (fresh_cards IN (0, 1))
        ) STRICT
        """,
    ),
    # 12: each graded decision's drill skill.
    add_decision_skills,
)
VACUUM_AFTER = frozenset({4})
"""Migrations that free most of the file: it is vacuumed once they are done."""
SCHEMA_VERSION = len(MIGRATIONS)
