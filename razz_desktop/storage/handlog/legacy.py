"""Reading the hands of a schema-3 file (events as JSON), for the migration to compact storage.

Schema 3 kept every hand's events as JSON plus rows for its seats, pots,
shares and showdown. Migration 4 renames those tables ``v3_*``, reads each
hand here exactly as the schema-3 program read it, and writes it again in
the compact form (``hand_rows.write_hand``), keeping its id, uid, note and
time. The reading code is the schema-3 program's, so the records compared in
the migration test are the ones that program would have shown. Decoding each
event through its type hints is the slow part, so ``LegacyHand.body`` checks
the replay against the stored JSON text instead, and decodes only a hand
that does not match.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass, replace
from datetime import datetime

from razz_desktop.engine import HandRecord, PotResult
from razz_desktop.engine.events import HandRevealed
from razz_desktop.records import SeatPlayer
from razz_desktop.storage.coding.codec import (
    cards_from_text,
    config_from_columns,
    events_from_json,
    events_to_json,
    seats_from_text,
)
from razz_desktop.storage.coding.notes import CorruptRecordError, note_from_text

from . import compact
from .compact import replay_steps, replayed_body, steps_of_json


@dataclass(frozen=True, slots=True)
class LegacyHand:
    hand_id: int
    session_id: int
    played_at: datetime
    players: tuple[SeatPlayer, ...]
    record: HandRecord  # its events are () here: they are ``events_json``, decoded only when needed
    note: str
    uid: str | None
    events_json: str

    def full_record(self) -> HandRecord:
        """The record with its events decoded (schema 3's own reading)."""
        return replace(self.record, events=events_from_json(self.events_json))

    def body(self) -> tuple[bytes, HandRecord]:
        """The compact body and the whole record, checked without decoding the events into dataclasses.

        The fast path (for 100,000 hands, decoding every event through its
        type hints would take minutes): the decisions are found from the
        parsed JSON, the hand is replayed, and the replay's events, written
        as schema 3 wrote them, must be the stored text exactly, and the rest
        of its record equal to the stored rows. Anything else decodes the
        events and goes through ``compact.encode`` (kept whole if it must).
        """
        try:
            data = json.loads(self.events_json)
        except json.JSONDecodeError as exc:
            raise CorruptRecordError(f"hand {self.hand_id}: the event list is not JSON: {exc}") from exc
        steps = steps_of_json(data) if isinstance(data, list) else None
        found = None if steps is None else replay_steps(self.record, steps)
        if found is not None:
            decisions, hand = found
            again = hand.record
            if events_to_json(again.events) == self.events_json and replace(again, events=()) == self.record:
                return replayed_body(self.record, decisions), again
        record = self.full_record()
        return compact.encode(record), record


def _time(text: str) -> datetime:
    try:
        return datetime.fromisoformat(text)
    except ValueError as exc:
        raise CorruptRecordError(f"time {text!r}") from exc


def legacy_hands(conn: sqlite3.Connection, prefix: str = "v3_") -> Iterator[tuple[int, LegacyHand | CorruptRecordError]]:
    """Every hand of the schema-3 tables (renamed with ``prefix``), in id order, with its id:
    the hand, or the reason schema 3 could not read it either."""
    rows = conn.execute(
        "SELECT id, session_id, hand_number, played_at, small_bet, big_bet, ante, bring_in, house_rules, "
        f"last_street, community_card, deck, events, note, uid FROM {prefix}hands ORDER BY id"
    )
    for row in rows.fetchall():
        try:
            yield int(row[0]), _legacy_hand(conn, prefix, row)
        except (CorruptRecordError, ValueError, TypeError, AssertionError) as exc:
            yield int(row[0]), exc if isinstance(exc, CorruptRecordError) else CorruptRecordError(repr(exc))


def _legacy_hand(conn: sqlite3.Connection, prefix: str, row: tuple[object, ...]) -> LegacyHand:
    (hid, session_id, number, played, sb, bb, ante, bi, rules, last_street,
     community, deck, events_json, note, uid) = row
    assert isinstance(hid, int) and isinstance(number, int) and isinstance(session_id, int)
    assert isinstance(last_street, int) and isinstance(events_json, str) and isinstance(deck, str)
    config = config_from_columns(sb, bb, ante, bi, rules)  # type: ignore[arg-type]
    seat_rows = conn.execute(
        "SELECT seat, name, is_human, bot_level, starting_stack, final_stack, net, cards "
        f"FROM {prefix}hand_seats WHERE hand_id = ? ORDER BY seat",
        (hid,),
    ).fetchall()
    if not seat_rows:
        raise CorruptRecordError(f"hand {hid} has no seats")
    shares: dict[int, list[tuple[int, int]]] = {}
    for pot_index, seat, chips in conn.execute(
        f"SELECT pot_index, seat, chips FROM {prefix}pot_shares WHERE hand_id = ? ORDER BY pot_index, position",
        (hid,),
    ):
        shares.setdefault(pot_index, []).append((seat, chips))
    pots = tuple(
        PotResult(amount, seats_from_text(eligible), tuple(shares.get(index, ())))
        for index, amount, eligible in conn.execute(
            f"SELECT pot_index, amount, eligible FROM {prefix}pots WHERE hand_id = ? ORDER BY pot_index", (hid,)
        )
    )
    showdown = tuple(
        HandRevealed(seat, bool(shown), cards_from_text(cards), cards_from_text(best), name, value,
                     note_from_text(expl))
        for seat, shown, cards, best, name, value, expl in conn.execute(
            f"SELECT seat, shown, cards, best_five, hand_name, value, explanation FROM {prefix}showdown "
            "WHERE hand_id = ? ORDER BY position",
            (hid,),
        )
    )
    record = HandRecord(
        hand_id=number,
        config=config,
        seats=tuple(r[0] for r in seat_rows),
        starting_stacks=tuple((r[0], r[4]) for r in seat_rows),
        cards=tuple((r[0], cards_from_text(r[7])) for r in seat_rows),
        community_card=None if community is None else cards_from_text(str(community))[0],
        deck=cards_from_text(deck),
        events=(),  # decoded only when the fast check fails (LegacyHand.body)
        showdown=showdown,
        pots=pots,
        net=tuple((r[0], r[6]) for r in seat_rows),
        final_stacks=tuple((r[0], r[5]) for r in seat_rows),
        last_street=last_street,
    )
    players = tuple(SeatPlayer(r[0], r[1], bool(r[2]), r[3]) for r in seat_rows)
    return LegacyHand(hid, session_id, _time(str(played)), players, record, str(note),
                      None if uid is None else str(uid), events_json)
