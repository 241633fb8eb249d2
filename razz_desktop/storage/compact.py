"""A hand in a few dozen bytes: the deck and the choices, the rest replayed.

The engine is deterministic given the configuration, the starting stacks, the
deck order and each decision, so a stored hand keeps only those (the stakes,
the house rules and the stacks live in their own columns) and its events,
pots and showdown are derived again by replaying it through the engine when
the hand is opened. A 8.6 KB hand (mostly its events as JSON) becomes a
blob of about 70 bytes.

Body format (one ``BLOB``), first byte is the format:

- ``1`` (replayed): a byte with the deck's length, the deck as one byte per
  card (``Card`` is its index 0..51), then one byte per decision: the index
  of the chosen action in ``Hand.legal_actions()`` at that point (show and
  muck at a showdown included). An index instead of a type and an amount:
  the replay computes the legal list anyway, and the index is always one
  byte.
- ``0`` (kept whole): zlib-compressed JSON of the whole record
  (``codec.record_to_dict``). Used when replaying does not give back the very
  record that was written, e.g. a hand written by an older engine whose
  explanations read differently: nothing is ever stored that would read back
  other than it was written.

``encode`` checks its own work: it replays the body it made and compares the
result with the record (dataclass equality, every event), so a compact body
always decodes to the record it came from, with this engine.
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Mapping

from razz_desktop.engine import (
    Action,
    ConfigError,
    Deck,
    GameConfig,
    Hand,
    HandRecord,
    IllegalActionError,
)
from razz_desktop.engine.cards import CardError
from razz_desktop.engine.events import HandRevealed, PlayerActed

from .codec import CorruptRecordError, record_from_dict, record_to_dict

REPLAYED = 1
KEPT_WHOLE = 0


def _decisions(record: HandRecord) -> bytes | None:
    """The index of each decision in the legal list, found by replaying the record's events.

    None when the record cannot be replayed by this engine (its events are
    not what the engine does with that deck): it is then kept whole.
    """
    try:
        hand = Hand(record.config, dict(record.starting_stacks), deck=Deck(record.deck), hand_id=record.hand_id)
        hand.start()
    except (ConfigError, CardError, ValueError):
        return None
    events = record.events
    out = bytearray()
    while not hand.finished:
        position = len(hand.events)
        if position >= len(events) or hand.to_act is None:
            return None
        event = events[position]
        legal = hand.legal_actions()
        if isinstance(event, PlayerActed):
            index = next((i for i, la in enumerate(legal)
                          if la.type is event.type and la.to == event.to and la.amount == event.amount), None)
        elif isinstance(event, HandRevealed):
            wanted = "show" if event.shown else "muck"
            index = next((i for i, la in enumerate(legal) if la.type.value == wanted), None)
        else:
            return None
        if index is None or index > 255:
            return None
        try:
            hand.act(Action(hand.to_act, legal[index].type, legal[index].to))
        except IllegalActionError:
            return None
        out.append(index)
    return bytes(out)


def replay(config: GameConfig, stacks: Mapping[int, int], hand_id: int, deck: bytes | tuple[int, ...],
           decisions: bytes) -> HandRecord:
    """The record the engine makes of this deal and these decisions, or ``CorruptRecordError``."""
    try:
        hand = Hand(config, dict(stacks), deck=Deck(tuple(deck)), hand_id=hand_id)
        hand.start()
        for index in decisions:
            if hand.finished or hand.to_act is None:
                raise CorruptRecordError(f"hand {hand_id}: a decision after the hand is over")
            legal = hand.legal_actions()
            if index >= len(legal):
                raise CorruptRecordError(f"hand {hand_id}: decision {index} of {len(legal)} legal actions")
            hand.act(Action(hand.to_act, legal[index].type, legal[index].to))
    except (ConfigError, CardError, IllegalActionError, IndexError, ValueError) as exc:
        if isinstance(exc, CorruptRecordError):
            raise
        raise CorruptRecordError(f"hand {hand_id} does not replay: {exc}") from exc
    if not hand.finished:
        raise CorruptRecordError(f"hand {hand_id}: the stored decisions end before the hand does")
    return hand.record


def encode(record: HandRecord) -> bytes:
    """The body to store for ``record`` (replayed when that gives the record back, else kept whole)."""
    decisions = _decisions(record)
    if decisions is not None and len(record.deck) <= 255:
        deck = bytes(int(c) for c in record.deck)
        try:
            again = replay(record.config, dict(record.starting_stacks), record.hand_id, deck, decisions)
        except CorruptRecordError:
            again = None
        if again == record:
            return bytes((REPLAYED, len(deck))) + deck + decisions
    return kept_whole(record)


def kept_whole(record: HandRecord) -> bytes:
    """The fallback body: the whole record, compressed."""
    text = json.dumps(record_to_dict(record), separators=(",", ":"), ensure_ascii=False)
    return bytes((KEPT_WHOLE,)) + zlib.compress(text.encode("utf-8"), 9)


def decode(body: bytes, config: GameConfig, stacks: Mapping[int, int], hand_id: int) -> HandRecord:
    """The record a body stands for; ``config``, ``stacks`` and ``hand_id`` come from the hand's columns."""
    if not body:
        raise CorruptRecordError(f"hand {hand_id}: empty body")
    kind = body[0]
    if kind == REPLAYED:
        if len(body) < 2 or len(body) < 2 + body[1]:
            raise CorruptRecordError(f"hand {hand_id}: the body is cut short")
        n = body[1]
        return replay(config, stacks, hand_id, body[2:2 + n], body[2 + n:])
    if kind == KEPT_WHOLE:
        try:
            data = json.loads(zlib.decompress(body[1:]).decode("utf-8"))
        except (zlib.error, UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise CorruptRecordError(f"hand {hand_id}: the kept record does not read: {exc}") from exc
        return record_from_dict(data)
    raise CorruptRecordError(f"hand {hand_id}: unknown body format {kind}")


def is_replayed(body: bytes) -> bool:
    return bool(body) and body[0] == REPLAYED
