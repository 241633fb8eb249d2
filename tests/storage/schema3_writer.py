"""The schema-3 program's hand writer, verbatim (main before compact storage), for migration tests.

A database written through this is what an existing user's file holds:
the events as JSON and the seats, pots, shares and showdown as rows.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable
from datetime import UTC, datetime

from razz_desktop.engine import HandRecord
from razz_desktop.engine.events import PotAwarded
from razz_desktop.records import SeatPlayer, folded_streets
from razz_desktop.storage.coding.codec import (
    cards_to_text,
    events_to_json,
    house_rules_to_json,
    seats_to_text,
)
from razz_desktop.storage.coding.notes import note_to_text


def time_to_text(when: datetime) -> str:
    if when.tzinfo is None:
        when = when.astimezone()
    return when.astimezone(UTC).isoformat(timespec="microseconds")


def save_hand_v3(conn: sqlite3.Connection, session_id: int, record: HandRecord, players: Iterable[SeatPlayer],
                 played_at: datetime, uid: str | None = None, note: str = "") -> int:
    by_seat = {p.seat: p for p in players}
    start = dict(record.starting_stacks)
    final = dict(record.final_stacks)
    net = dict(record.net)
    cards = dict(record.cards)
    names = {e.pot_index: e.hand_name for e in record.events if isinstance(e, PotAwarded)}
    folded = folded_streets(record)
    st = record.config.stakes
    conn.execute("BEGIN IMMEDIATE")
    cur = conn.execute(
        "INSERT INTO hands (session_id, hand_number, played_at, small_bet, big_bet, ante, "
        "bring_in, house_rules, last_street, community_card, deck, total_pot, events, uid, note) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            session_id, record.hand_id, time_to_text(played_at),
            st.small_bet, st.big_bet, st.ante, st.bring_in,
            house_rules_to_json(record.config.house_rules), record.last_street,
            None if record.community_card is None else str(record.community_card),
            cards_to_text(record.deck), sum(p.amount for p in record.pots),
            events_to_json(record.events), uid, note,
        ),
    )
    hand_id = int(cur.lastrowid)  # type: ignore[arg-type]
    conn.executemany(
        "INSERT INTO hand_seats (hand_id, seat, name, is_human, bot_level, starting_stack, "
        "final_stack, net, cards, folded_on) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [
            (hand_id, s, by_seat[s].name, int(by_seat[s].is_human), by_seat[s].bot_level,
             start[s], final[s], net[s], cards_to_text(cards[s]), folded.get(s))
            for s in record.seats
        ],
    )
    conn.executemany(
        "INSERT INTO pots (hand_id, pot_index, amount, eligible, hand_name) VALUES (?, ?, ?, ?, ?)",
        [(hand_id, i, p.amount, seats_to_text(p.eligible), names.get(i))
         for i, p in enumerate(record.pots)],
    )
    conn.executemany(
        "INSERT INTO pot_shares (hand_id, pot_index, position, seat, chips) VALUES (?, ?, ?, ?, ?)",
        [(hand_id, i, k, seat, chips)
         for i, p in enumerate(record.pots) for k, (seat, chips) in enumerate(p.shares)],
    )
    conn.executemany(
        "INSERT INTO showdown (hand_id, position, seat, shown, cards, best_five, hand_name, "
        "value, explanation) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [(hand_id, k, r.seat, int(r.shown), cards_to_text(r.cards), cards_to_text(r.best_five),
          r.name, r.value, note_to_text(r.explanation)) for k, r in enumerate(record.showdown)],
    )
    conn.execute("COMMIT")
    return hand_id


def start_session_v3(conn: sqlite3.Connection, record: HandRecord, started_at: datetime) -> int:
    st = record.config.stakes
    cur = conn.execute(
        "INSERT INTO sessions (started_at, small_bet, big_bet, ante, bring_in, house_rules, note) "
        "VALUES (?, ?, ?, ?, ?, ?, '')",
        (time_to_text(started_at), st.small_bet, st.big_bet, st.ante, st.bring_in,
         house_rules_to_json(record.config.house_rules)),
    )
    return int(cur.lastrowid)  # type: ignore[arg-type]
