"""One hand to rows and back: the hand log, the migration and the browser share these.

A hand is stored as (schema 4, see ``db``):

- ``hands``: what cannot be derived (hand number, time, stakes, house rules
  by reference, the compact body of ``compact``: deck and decisions, the
  uid, the note, the site and site hand id of an imported hand), and the few
  derived columns the History window filters and sorts on, for "the player"
  (the human, or an imported file's hero): players, pot, last street,
  showdown, the winning hand's name, the player's seat, result, 3rd-street
  cards, starting-hand code, final low. Each sortable column is indexed.
- ``hand_seats``: one row per seat: name, human or bot level, starting
  stack, result, chips won, the street folded on, and the same per-seat facts
  (3rd-street cards, starting code, final low, showdown) so a player-name
  filter and the statistics read columns, never replays.
- ``hand_origins``: for an imported hand only: table, money or chips, rake,
  hero, and which cards the file knows.
- ``hand_reviews``: the practice review, when there is one.

Reading replays the body (``compact.decode``) with the stakes, rules and
starting stacks from the columns.
"""

from __future__ import annotations

import json
import sqlite3
import zlib
from collections.abc import Iterable, Sequence
from datetime import UTC, datetime, timedelta
from functools import lru_cache
from typing import Any

from razz_desktop.engine import GameConfig, HandRecord
from razz_desktop.engine.cards import CARDS, Card
from razz_desktop.engine.events import PotAwarded
from razz_desktop.engine.frozen_record import frozen_record
from razz_desktop.records import (
    HandOrigin,
    KnownCards,
    PracticeTag,
    SeatPlayer,
    StoredHand,
    TournamentTag,
    folded_streets,
)
from razz_desktop.reviews import HandReview
from razz_desktop.storage.coding.codec import config_from_columns, house_rules_to_json
from razz_desktop.storage.coding.datacodec import from_data, to_data
from razz_desktop.storage.coding.event_scan import EventScan
from razz_desktop.storage.coding.notes import CorruptRecordError
from razz_desktop.storage.coding.pots import after_rake, rake_by_seat, won_by_seat
from razz_desktop.storage.coding.skill_facts import decision_skills, seat_of

from . import compact

EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
_MICRO = timedelta(microseconds=1)
UNKNOWN = 0xFF
"""A card byte for a card the file does not show."""


# ------------------------------------------------------------------ columns


def time_to_micros(when: datetime) -> int:
    """Microseconds since 1970 in UTC: eight bytes that sort as time (a naive time is local time)."""
    if when.tzinfo is None:
        when = when.astimezone()
    return (when - EPOCH) // _MICRO


def time_from_micros(value: int) -> datetime:
    return EPOCH + value * _MICRO


def uid_key(uid: str) -> bytes:
    """The stored form of a uid: 16 bytes for the usual 32 hex digits, else its text marked as such."""
    if len(uid) == 32:
        try:
            return bytes.fromhex(uid)
        except ValueError:
            pass
    return b"t:" + uid.encode("utf-8")


def cards_blob(cards: Iterable[Card | None]) -> bytes:
    if (type(cards) is tuple or type(cards) is list) and None not in cards:  # all known: bytes() reads them in C
        return bytes(cards)
    return bytes([UNKNOWN if c is None else c for c in cards])


def cards_from_blob(blob: bytes | None) -> tuple[Card | None, ...]:
    if blob is None:
        return ()
    try:
        return tuple(None if b == UNKNOWN else CARDS[b] for b in blob)
    except IndexError as exc:
        raise CorruptRecordError(f"card byte out of range in {blob!r}") from exc


def known_to_blob(known: KnownCards) -> bytes:
    """Per seat: the seat, the number of cards, then a byte per card (0xFF: not shown)."""
    out = bytearray()
    for seat, cards in known:
        out += bytes((seat, len(cards)))
        out += cards_blob(cards)
    return bytes(out)


def known_from_blob(blob: bytes) -> KnownCards:
    out: list[tuple[int, tuple[Card | None, ...]]] = []
    i = 0
    while i < len(blob):
        if i + 2 > len(blob) or i + 2 + blob[i + 1] > len(blob):
            raise CorruptRecordError("the known cards are cut short")
        seat, n = blob[i], blob[i + 1]
        out.append((seat, cards_from_blob(blob[i + 2:i + 2 + n])))
        i += 2 + n
    return tuple(out)


def start_code(third: Sequence[Card | None]) -> int | None:
    """The three 3rd-street ranks (1 = ace .. 13 = king), lowest first, as one number:
    r1 * 256 + r2 * 16 + r3. None unless all three cards are known."""
    if len(third) < 3:
        return None
    a, b, c = third[:3]
    if a is None or b is None or c is None:
        return None
    r = sorted(((a >> 2) + 1, (b >> 2) + 1, (c >> 2) + 1))
    return r[0] * 256 + r[1] * 16 + r[2]


def final_low(cards: Sequence[Card | None]) -> int | None:
    """The highest rank (1 = ace .. 13 = king) of the best five-card low, or None.

    None when a card is unknown or the cards hold fewer than five different
    ranks (a paired hand, or a hand folded before it had five cards)."""
    if None in cards:
        return None
    ranks = sorted({(c >> 2) + 1 for c in cards})  # type: ignore[operator]
    return ranks[4] if len(ranks) >= 5 else None


# --------------------------------------------------------------------- facts


@frozen_record  # built per hand read (or per seat, per line): constructed as fast_init does
class SeatFacts:
    """One seat's row of ``hand_seats``."""

    seat: int
    name: str
    is_human: bool
    bot_level: str | None
    starting_stack: int
    net: int
    won: int  # chips awarded from the pots
    folded_on: int | None
    third: bytes  # the 3rd-street cards as card bytes
    start: int | None
    low: int | None
    showdown: bool


def seat_facts(record: HandRecord, players: Sequence[SeatPlayer], known: KnownCards | None,
               scan: EventScan | None = None, rake: int = 0) -> list[SeatFacts]:
    """Each seat's row; ``scan``: the record's ``EventScan`` when the caller made one already.
    ``rake``: an imported hand's (``HandOrigin.rake``): net and won are after it (``coding.pots``)."""
    by_seat = {p.seat: p for p in players}
    start = dict(record.starting_stacks)
    paid = rake_by_seat(record, rake)
    net = after_rake(dict(record.net), paid)
    won = after_rake(won_by_seat(record), paid)
    folded = folded_streets(record) if scan is None else scan.folded
    at_showdown = {r.seat for r in record.showdown}
    cards: dict[int, tuple[Card | None, ...]] = dict(record.cards) if known is None else dict(known)
    out = []
    for s in record.seats:
        mine = cards.get(s, ())
        final = list(mine)
        if record.community_card is not None and s not in folded and len(mine) == 6:
            final.append(record.community_card)
        p = by_seat[s]
        out.append(SeatFacts(
            seat=s, name=p.name, is_human=p.is_human, bot_level=p.bot_level, starting_stack=start[s],
            net=net[s], won=won.get(s, 0), folded_on=folded.get(s), third=cards_blob(mine[:3]),
            start=start_code(mine[:3]), low=final_low(final), showdown=s in at_showdown,
        ))
    return out


def player_seat(players: Sequence[SeatPlayer], origin: HandOrigin | None) -> int | None:
    """"The player": the human of a played hand, the file's hero of an imported one."""
    if origin is None:
        return next((p.seat for p in players if p.is_human), None)
    if origin.hero is None:
        return None
    return next((p.seat for p in players if p.name == origin.hero), None)


def winning_hand(record: HandRecord) -> str | None:
    return next((e.hand_name for e in record.events if isinstance(e, PotAwarded) and e.pot_index == 0), None)


# ------------------------------------------------------------------ writing


@lru_cache(maxsize=64)
def rules_text(config: GameConfig) -> str:
    """A configuration's house rules as ``rule_sets`` keeps them (JSON)."""
    return house_rules_to_json(config.house_rules)


def rules_id(conn: sqlite3.Connection, config: GameConfig) -> int:
    """The id of this set of house rules (stored once, whatever the number of hands)."""
    return rules_id_of(conn, rules_text(config))


def rules_id_of(conn: sqlite3.Connection, house_rules: str) -> int:
    row = conn.execute("SELECT id FROM rule_sets WHERE house_rules = ?", (house_rules,)).fetchone()
    if row is not None:
        return int(row[0])
    cur = conn.execute("INSERT INTO rule_sets (house_rules) VALUES (?)", (house_rules,))
    return int(cur.lastrowid)  # type: ignore[arg-type]


def review_to_blob(review: HandReview) -> bytes:
    text = json.dumps(to_data(review), separators=(",", ":"), ensure_ascii=False)
    return zlib.compress(text.encode("utf-8"), 9)


def review_from_blob(blob: bytes) -> HandReview:
    try:
        data = json.loads(zlib.decompress(blob).decode("utf-8"))
    except (zlib.error, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise CorruptRecordError(f"the review does not read: {exc}") from exc
    return from_data(HandReview, data)


def write_review(conn: sqlite3.Connection, hand_id: int, review: HandReview,
                 skills: Sequence[str] = ()) -> None:
    """The review as one blob, plus one row per graded decision (for the statistics' SQL).

    ``skills``: each decision's drill skill (``coding.skill_facts.decision_skills``), "other"
    for a decision not given one.
    """
    conn.execute("INSERT OR REPLACE INTO hand_reviews (hand_id, review) VALUES (?, ?)",
                 (hand_id, review_to_blob(review)))
    conn.execute("DELETE FROM review_decisions WHERE hand_id = ?", (hand_id,))
    named = list(skills) + ["other"] * (len(review.decisions) - len(skills))
    conn.executemany(
        "INSERT INTO review_decisions (hand_id, position, street, grade, cost_bb, skill) VALUES (?, ?, ?, ?, ?, ?)",
        [(hand_id, k, d.street, d.grade.value, d.cost_bb, named[k]) for k, d in enumerate(review.decisions)],
    )


HAND_COLUMNS = (
    "hand_number, played_at, small_bet, big_bet, ante, bring_in, body, uid, note, site, site_hand_id, players, "
    "last_street, total_pot, showdown, winning_hand, hero_seat, hero_net, hero_third, hero_start, hero_low, "
    "hero_showdown"
)
"""The ``hands`` columns ``hand_values`` gives, in its order (``id``, ``session_id`` and ``rules_id`` aside)."""
INSERT_HAND = (
    f"INSERT INTO hands (id, session_id, rules_id, {HAND_COLUMNS}) "
    f"VALUES ({', '.join('?' * (3 + HAND_COLUMNS.count(',') + 1))})"
)
SEAT_COLUMNS = "seat, name, is_human, bot_level, starting_stack, net, won, folded_on, third, start, low, showdown"
INSERT_SEAT = f"INSERT INTO hand_seats (hand_id, {SEAT_COLUMNS}) VALUES ({', '.join('?' * 13)})"
INSERT_SEAT_WITH_FACTS = (
    f"INSERT INTO hand_seats (hand_id, {SEAT_COLUMNS}, facts, door_rank) VALUES ({', '.join('?' * 15)})"
)
"""With the statistics' columns (migration 6) filled in the same statement, instead of an UPDATE after."""
INSERT_ORIGIN = ("INSERT INTO hand_origins (hand_id, table_name, dollars, rake, hero, known_cards) "
                 "VALUES (?, ?, ?, ?, ?, ?)")
INSERT_NAME = "INSERT OR IGNORE INTO seat_names (name) VALUES (?)"
INSERT_TOURNAMENT = "INSERT INTO hand_tournaments (hand_id, tournament_id, level, buy_in) VALUES (?, ?, ?, ?)"
INSERT_PRACTICE = "INSERT INTO practice_hands (hand_id, original_id, decision_index, fresh_cards) VALUES (?, ?, ?, ?)"
NOT_PRACTICE = "NOT EXISTS (SELECT 1 FROM practice_hands x WHERE x.hand_id = h.id)"
"""The hands row ``h`` is not a practice hand: the condition that keeps them out of the statistics."""

HandValues = tuple[Any, ...]
SeatValues = tuple[Any, ...]


def hand_values(
    record: HandRecord,
    players: Sequence[SeatPlayer],
    played_at: datetime,
    facts: Sequence[SeatFacts],
    *,
    uid: str | None = None,
    note: str = "",
    origin: HandOrigin | None = None,
    body: bytes | None = None,
    trusted: bool = False,
    scan: EventScan | None = None,
) -> HandValues:
    """The ``hands`` row of a hand, column for column as ``HAND_COLUMNS`` names them (pure).

    ``scan``: the record's ``EventScan`` when the caller made one already (an import's rows)."""
    st = record.config.stakes
    hero = player_seat(players, origin)
    mine = next((f for f in facts if f.seat == hero), None)
    return (
        record.hand_id, time_to_micros(played_at), st.small_bet, st.big_bet, st.ante, st.bring_in,
        compact.encode(record, trusted=trusted, types=None if scan is None else scan.action_types)
        if body is None else body,
        None if uid is None else uid_key(uid), note,
        None if origin is None else origin.site, None if origin is None else origin.site_hand_id,
        len(record.seats), record.last_street, sum(p.amount for p in record.pots),
        int(bool(record.showdown)), winning_hand(record) if scan is None else scan.winning_hand,
        hero, None if mine is None else mine.net, None if mine is None else mine.third,
        None if mine is None else mine.start, None if mine is None else mine.low,
        int(bool(record.showdown)) if mine is None else int(mine.showdown),
    )


def seat_values(facts: Sequence[SeatFacts]) -> list[SeatValues]:
    """The ``hand_seats`` rows (``SEAT_COLUMNS``, without the hand id) of a hand's seats (pure)."""
    return [(f.seat, f.name, int(f.is_human), f.bot_level, f.starting_stack, f.net, f.won, f.folded_on,
             f.third, f.start, f.low, int(f.showdown)) for f in facts]


def origin_values(origin: HandOrigin, known: KnownCards | None) -> tuple[Any, ...]:
    """The ``hand_origins`` row of an imported hand, without the hand id (pure)."""
    return (origin.table, int(origin.dollars), origin.rake, origin.hero,
            None if known is None else known_to_blob(known))


def write_hand(
    conn: sqlite3.Connection,
    session_id: int,
    record: HandRecord,
    players: Sequence[SeatPlayer],
    played_at: datetime,
    *,
    uid: str | None = None,
    note: str = "",
    origin: HandOrigin | None = None,
    known: KnownCards | None = None,
    review: HandReview | None = None,
    body: bytes | None = None,
    hand_id: int | None = None,
    trusted: bool = False,
    tournament: TournamentTag | None = None,
    practice: PracticeTag | None = None,
) -> int:
    """Insert one hand's rows (the caller holds the transaction); returns the hand's id.

    ``trusted``: the record was just made by this engine (see ``compact.encode``).
    ``hand_id`` keeps a given id (the migration keeps every hand's id: it is
    the exported hand number); None lets SQLite choose the next one.
    """
    facts = seat_facts(record, players, known, rake=0 if origin is None else origin.rake)
    row = hand_values(record, players, played_at, facts, uid=uid, note=note, origin=origin, body=body,
                      trusted=trusted)
    cur = conn.execute(INSERT_HAND, (hand_id, session_id, rules_id(conn, record.config), *row))
    hand_id = int(cur.lastrowid)  # type: ignore[arg-type]
    write_seats(conn, hand_id, facts)
    if origin is not None:
        conn.execute(INSERT_ORIGIN, (hand_id, *origin_values(origin, known)))
    if review is not None:
        seat = seat_of([(p.seat, p.is_human, p.name) for p in players], origin.hero if origin else None)
        write_review(conn, hand_id, review, decision_skills(record, seat, review))
    if tournament is not None:
        write_tournament(conn, hand_id, tournament)
    if practice is not None:
        conn.execute(INSERT_PRACTICE, (hand_id, practice.original_hand_id, practice.decision_index,
                                       int(practice.fresh_cards)))
    return hand_id


def write_tournament(conn: sqlite3.Connection, hand_id: int, tag: TournamentTag) -> None:
    """A tournament hand's tournament and level (a cash-game hand has no row)."""
    conn.execute(INSERT_TOURNAMENT, (hand_id, tag.tournament_id, tag.level, tag.buy_in))


def write_seats(conn: sqlite3.Connection, hand_id: int, facts: Sequence[SeatFacts]) -> None:
    """The per-seat rows: the one place every saved hand's seats are written."""
    conn.executemany(INSERT_SEAT, [(hand_id, *v) for v in seat_values(facts)])
    conn.executemany(INSERT_NAME, [(f.name,) for f in facts])


# ------------------------------------------------------------------ reading

_HAND_SELECT = (
    "SELECT h.id, h.session_id, h.hand_number, h.played_at, h.small_bet, h.big_bet, h.ante, h.bring_in, "
    "r.house_rules, h.body, h.note, h.site, h.site_hand_id, o.table_name, o.dollars, o.rake, o.hero, "
    "o.known_cards, s.imported_from, v.review, t.tournament_id, t.level, t.buy_in "
    "FROM hands h JOIN rule_sets r ON r.id = h.rules_id JOIN sessions s ON s.id = h.session_id "
    "LEFT JOIN hand_origins o ON o.hand_id = h.id LEFT JOIN hand_reviews v ON v.hand_id = h.id "
    "LEFT JOIN hand_tournaments t ON t.hand_id = h.id "
)


@lru_cache(maxsize=256)
def _config(sb: int, bb: int, ante: int, bi: int, rules: str) -> GameConfig:
    return config_from_columns(sb, bb, ante, bi, rules)


def read_hand(conn: sqlite3.Connection, hand_id: int) -> StoredHand | None:
    row = conn.execute(_HAND_SELECT + "WHERE h.id = ?", (hand_id,)).fetchone()
    return None if row is None else hand_from_row(conn, row)


def read_hands(conn: sqlite3.Connection, where: str, params: Sequence[object]) -> list[StoredHand]:
    rows = conn.execute(_HAND_SELECT + where, tuple(params)).fetchall()
    return [hand_from_row(conn, r) for r in rows]


def hand_from_row(conn: sqlite3.Connection, row: tuple[Any, ...]) -> StoredHand:
    (hid, session_id, number, played, sb, bb, ante, bi, rules, body, note, site, site_hand_id,
     table, dollars, rake, hero, known_blob, imported_from, review_blob, tournament_id, level, buy_in) = row
    seats = conn.execute(
        "SELECT seat, name, is_human, bot_level, starting_stack FROM hand_seats WHERE hand_id = ? ORDER BY seat",
        (hid,),
    ).fetchall()
    if not seats:
        raise CorruptRecordError(f"hand {hid} has no seats")
    config = _config(sb, bb, ante, bi, rules)
    record = compact.decode(body, config, {r[0]: r[4] for r in seats}, number)
    players = tuple(SeatPlayer(r[0], r[1], bool(r[2]), r[3]) for r in seats)
    origin = None
    if site is not None:
        origin = HandOrigin(site=site, site_hand_id=site_hand_id or "", file=imported_from or "",
                            table=table or "", dollars=bool(dollars), rake=rake or 0, hero=hero)
    return StoredHand(
        hand_id=hid, session_id=session_id, played_at=time_from_micros(played), players=players, record=record,
        note=note, origin=origin, known_cards=None if known_blob is None else known_from_blob(known_blob),
        review=None if review_blob is None else review_from_blob(review_blob),
        tournament=None if tournament_id is None else TournamentTag(tournament_id, level, buy_in),
        practice=practice_of(conn, hid),
    )


def practice_of(conn: sqlite3.Connection, hand_id: int) -> PracticeTag | None:
    """A practice hand's tag, None for any other hand.

    A query of its own rather than a join in ``_HAND_SELECT``: migration 8
    reads hands before migration 9 has made the table, and then there is none.
    """
    try:
        row = conn.execute("SELECT original_id, decision_index, fresh_cards FROM practice_hands WHERE hand_id = ?",
                           (hand_id,)).fetchone()
    except sqlite3.OperationalError:  # a file still being migrated: no practice hands yet
        return None
    return None if row is None else PracticeTag(row[0], row[1], bool(row[2]))
