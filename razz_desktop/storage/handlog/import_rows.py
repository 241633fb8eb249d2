"""An imported hand as the rows the hand log stores: worked out where the hand was read, written in a batch.

Why split the write in two: everything about a hand's rows but the ids
(its compact body, the History window's columns, each seat's row with the
statistics' facts, the origin row) follows from the replayed hand alone, so
``prepare`` works it out (pure: no SQL, no connection) right after the
reader's replay, in whichever process read the file (``import_pool``), and
the one writer only runs the statements (``write_prepared``). A
``PreparedHand`` holds only numbers, text and bytes, so it crosses a process
boundary for a fraction of what the replayed record would cost to pickle.

The importer's own replay made the record, so the body is written without a
second replay (``compact.encode(trusted=True)``); nothing else about the hand
is changed or left out: the rows are exactly what ``hand_rows.write_hand`` and
``stats_rows.store_facts`` write for the same hand (a test compares them).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from datetime import UTC
from typing import Any

from razz_desktop.engine.frozen_record import frozen_record
from razz_desktop.engine.record import HandRecord
from razz_desktop.records import HandOrigin, KnownCards, SeatPlayer
from razz_desktop.storage.coding import facts as stats_facts
from razz_desktop.storage.coding.event_scan import EventScan
from razz_desktop.storage.coding.pots import after_rake, rake_by_seat

from .hand_rows import (
    INSERT_HAND,
    INSERT_NAME,
    INSERT_ORIGIN,
    INSERT_SEAT_WITH_FACTS,
    INSERT_TOURNAMENT,
    HandValues,
    SeatFacts,
    cards_blob,
    final_low,
    origin_values,
    player_seat,
    rules_text,
    start_code,
)
from .hand_rows import hand_values as _hand_values
from .imported import ImportedHandLike


@frozen_record  # built per hand read (or per seat, per line): constructed as fast_init does
class PreparedHand:
    """One accepted hand of a file, as rows without ids (see the module docstring)."""

    file: str
    site: str
    site_hand_id: str
    played_at: str  # ISO 8601 in UTC: the session's started_at / ended_at
    stakes: tuple[int, int, int, int]  # small bet, big bet, ante, bring-in
    house_rules: str  # JSON, as rule_sets and sessions keep it
    hand: HandValues  # hand_rows.HAND_COLUMNS
    seats: tuple[tuple[Any, ...], ...]  # hand_rows.SEAT_COLUMNS + facts, door_rank
    origin: tuple[Any, ...]  # hand_origins without the hand id
    tournament: tuple[str, int, str] | None = None  # hand_tournaments without the hand id

    @property
    def key(self) -> tuple[str, str]:
        """The hand's identity across imports."""
        return self.site, self.site_hand_id


def prepare(imported: ImportedHandLike) -> PreparedHand:
    """The rows of one accepted hand (pure)."""
    parsed = imported.hand
    origin = HandOrigin(
        site=imported.site, site_hand_id=imported.site_hand_id, file=str(imported.file),
        table=parsed.table, dollars=parsed.dollars, rake=parsed.rake, hero=imported.hero,
    )
    record = parsed.record
    names = {s.seat: s.name for s in parsed.seats}
    players = [SeatPlayer(s, names.get(s, f"Seat {s}"), False, None) for s in record.seats]
    known = parsed.known_cards
    scan = EventScan.of(record)  # one walk over the events for every row below (the replay's, usually)
    seats, hero = _seat_rows(record, players, known, scan, origin, parsed.collected)
    when = imported.played_at
    if when.tzinfo is None:
        when = when.astimezone()  # a naive time is taken as local time (as the hand log reads it)
    st = record.config.stakes
    return PreparedHand(
        file=origin.file, site=origin.site, site_hand_id=origin.site_hand_id,
        played_at=when.astimezone(UTC).isoformat(timespec="microseconds"),
        stakes=(st.small_bet, st.big_bet, st.ante, st.bring_in), house_rules=rules_text(record.config),
        hand=_hand_values(record, players, imported.played_at, hero, origin=origin, trusted=True, scan=scan),
        seats=seats, origin=origin_values(origin, known),
        tournament=None if parsed.tournament is None else (
            parsed.tournament.tournament_id, parsed.tournament.level, parsed.tournament.buy_in),
    )


def _seat_rows(record: HandRecord, players: list[SeatPlayer], known: KnownCards, scan: EventScan,
               origin: HandOrigin, collected: Sequence[tuple[int, int, object]]) -> tuple[tuple[tuple[Any, ...], ...], list[SeatFacts]]:
    """Each seat's ``hand_seats`` row with its statistics' columns, as ``seat_values(seat_facts(...))``
    and ``facts.seat_facts`` make them, in one pass over the seats (the two each gathered the pots'
    shares, the showdown and the cards again, and built an object per seat to read it back at once),
    and "the player"'s ``SeatFacts`` for the ``hands`` row (none without a hero)."""
    start = dict(record.starting_stacks)
    won = stats_facts.won_by_seat(record)
    paid = rake_by_seat(record, origin.rake, collected)  # the file's own results, after the rake
    net = after_rake(dict(record.net), paid)
    folded = scan.folded
    door = scan.door
    at_showdown = {r.seat for r in record.showdown}
    flags = stats_facts.seat_flags(record, scan, won=won, at_showdown=at_showdown)
    won = after_rake(won, paid)
    cards = dict(known)
    community = record.community_card
    hero = player_seat(players, origin)
    rows = []
    mine: list[SeatFacts] = []
    for p in players:
        s = p.seat
        held = cards.get(s, ())
        first3 = held[:3]
        final = list(held)
        if community is not None and s not in folded and len(held) == 6:
            final.append(community)
        third = cards_blob(first3)
        code = start_code(first3)
        low = final_low(final)
        shown = s in at_showdown
        d = door.get(s)
        rows.append((s, p.name, 0, None, start[s], net[s], won.get(s, 0), folded.get(s), third, code, low,
                     int(shown), flags[s], None if d is None else d >> 2))
        if s == hero:
            mine.append(SeatFacts(s, p.name, False, None, start[s], net[s], won.get(s, 0), folded.get(s), third,
                                  code, low, shown))
    return tuple(rows), mine


def write_prepared(conn: sqlite3.Connection, session_id: int, rules_id: int, hand: PreparedHand,
                   names: set[str] | None = None) -> int:
    """Insert one prepared hand's rows (the caller holds the transaction); returns its id.

    ``names``: the seat names already in ``seat_names`` as far as the caller knows (an import
    batch's); only the others are inserted, and added to it."""
    cur = conn.execute(INSERT_HAND, (None, session_id, rules_id, *hand.hand))
    hand_id = int(cur.lastrowid)  # type: ignore[arg-type]
    conn.executemany(INSERT_SEAT_WITH_FACTS, [(hand_id, *row) for row in hand.seats])
    if names is None:
        conn.executemany(INSERT_NAME, [(row[1],) for row in hand.seats])
    else:
        new = [row[1] for row in hand.seats if row[1] not in names]
        if new:
            conn.executemany(INSERT_NAME, [(n,) for n in new])
            names.update(new)
    conn.execute(INSERT_ORIGIN, (hand_id, *hand.origin))
    if hand.tournament is not None:
        conn.execute(INSERT_TOURNAMENT, (hand_id, *hand.tournament))
    return hand_id


def write_prepared_many(conn: sqlite3.Connection, rows: Sequence[tuple[int, int, int, PreparedHand]],
                        names: set[str]) -> None:
    """Insert many prepared hands, each given as (hand id, session id, rules id, hand): the rows
    ``write_prepared`` writes hand by hand (the caller picks the ids SQLite would, and holds the
    transaction), in one ``executemany`` per table, which costs about half as much a hand."""
    conn.executemany(INSERT_HAND, [(hid, sid, rid, *h.hand) for hid, sid, rid, h in rows])
    conn.executemany(INSERT_SEAT_WITH_FACTS, [(hid, *row) for hid, _, _, h in rows for row in h.seats])
    new = {row[1] for _, _, _, h in rows for row in h.seats} - names
    if new:
        conn.executemany(INSERT_NAME, [(n,) for n in sorted(new)])
        names.update(new)
    conn.executemany(INSERT_ORIGIN, [(hid, *h.origin) for hid, _, _, h in rows])
    conn.executemany(INSERT_TOURNAMENT, [(hid, *h.tournament) for hid, _, _, h in rows if h.tournament is not None])
