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
- ``2`` (replayed, by type): as ``1``, but each decision is its action
  type's code (``TYPE_CODES``), read off the events without a replay; used
  for records this engine has just made (an import), under house rules where
  the type says it all (automatic mucking, no open-pair big bet).
- ``0`` (kept whole): zlib-compressed JSON of the whole record
  (``codec.record_to_dict``). Used when replaying does not give back the very
  record that was written, e.g. a hand written by an older engine whose
  explanations read differently: nothing is ever stored that would read back
  other than it was written.

``encode`` checks its own work: the replay that finds the decisions is the
one ``decode`` runs, and its record is compared with the one given
(dataclass equality, every event), so a compact body always decodes to the
record it came from, with this engine.
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Mapping, Sequence

from razz_desktop.engine import (
    Action,
    ConfigError,
    Deck,
    GameConfig,
    Hand,
    HandRecord,
    IllegalActionError,
)
from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.cards import CardError
from razz_desktop.engine.events import HandRevealed, PlayerActed
from razz_desktop.storage.coding.codec import record_from_dict, record_to_dict
from razz_desktop.storage.coding.notes import CorruptRecordError

REPLAYED = 1
BY_TYPE = 2
KEPT_WHOLE = 0

TYPE_CODES: tuple[ActionType, ...] = (
    ActionType.BRING_IN, ActionType.COMPLETE, ActionType.FOLD, ActionType.CHECK, ActionType.CALL,
    ActionType.BET, ActionType.RAISE, ActionType.SHOW, ActionType.MUCK,
)
"""Format 2's byte for each action type. Stored on disk: append, never reorder."""
_CODE_OF = {t: i for i, t in enumerate(TYPE_CODES)}
_CODE_OF_VALUE = {t._value_: i for i, t in enumerate(TYPE_CODES)}
"""By the type's plain-str value: hashing a str-enum member calls back into Python."""


Step = tuple[str, str, int, int, bool]
"""One event as the decision finder reads it: (class name, action type, to, amount, shown)."""


def _steps_of(events: tuple[object, ...]) -> list[Step]:
    out: list[Step] = []
    for e in events:
        if isinstance(e, PlayerActed):
            out.append(("PlayerActed", e.type.value, e.to, e.amount, False))
        elif isinstance(e, HandRevealed):
            out.append(("HandRevealed", "", 0, 0, e.shown))
        else:
            out.append((type(e).__name__, "", 0, 0, False))
    return out


def steps_of_json(data: list[object]) -> list[Step] | None:
    """The same from schema 3's event JSON (parsed, not decoded into events: the migration's fast path)."""
    out: list[Step] = []
    for d in data:
        if not isinstance(d, dict):
            return None
        name = d.get("event")
        if name == "PlayerActed":
            to, amount = d.get("to"), d.get("amount")
            if not isinstance(to, int) or not isinstance(amount, int):
                return None  # not what schema 3 wrote: the full decoding says what is wrong
            out.append((name, str(d.get("type")), to, amount, False))
        elif name == "HandRevealed":
            out.append((name, "", 0, 0, d.get("shown") is True))
        else:
            out.append((str(name), "", 0, 0, False))
    return out


def replay_steps(record: HandRecord, steps: list[Step]) -> tuple[bytes, Hand] | None:
    """The index of each decision in the legal list, found by replaying the events ``steps`` describe,
    and the finished hand; None when this engine does not follow them."""
    try:
        hand = Hand(record.config, dict(record.starting_stacks), deck=Deck(record.deck), hand_id=record.hand_id)
        hand.start()
    except (ConfigError, CardError, ValueError):
        return None
    out = bytearray()
    while not hand.finished:
        position = len(hand.events)
        if position >= len(steps) or hand.to_act is None:
            return None
        name, kind, to, amount, shown = steps[position]
        legal = hand.legal_actions()
        if name == "PlayerActed":
            index = next((i for i, la in enumerate(legal)
                          if la.type.value == kind and la.to == to and la.amount == amount), None)
        elif name == "HandRevealed":
            wanted = "show" if shown else "muck"
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
    return bytes(out), hand


def replayed_body(record: HandRecord, decisions: bytes) -> bytes:
    # A Card is its index (an int 0..51), so the deck is its own bytes.
    return bytes((REPLAYED, len(record.deck))) + bytes(record.deck) + decisions


def _decisions(record: HandRecord) -> bytes | None:
    """The decisions of ``record``, or None when this engine does not replay it to itself.

    None sends the record to be kept whole. The replay that finds the
    indices is the very replay ``decode`` will run (same deck, stacks and
    choices), so comparing its record with ``record`` proves the body
    decodes back to it.
    """
    found = replay_steps(record, _steps_of(record.events))
    if found is None:
        return None
    decisions, hand = found
    return decisions if hand.record == record else None


def replay(config: GameConfig, stacks: Mapping[int, int], hand_id: int, deck: bytes | tuple[int, ...],
           decisions: bytes, by_type: bool = False) -> HandRecord:
    """The record the engine makes of this deal and these decisions, or ``CorruptRecordError``.

    A decision is the index of the action in the legal list (format 1), or
    with ``by_type`` the action's type code (format 2)."""
    try:
        hand = Hand(config, dict(stacks), deck=Deck(tuple(deck)), hand_id=hand_id)
        hand.start()
        for code in decisions:
            if hand.finished or hand.to_act is None:
                raise CorruptRecordError(f"hand {hand_id}: a decision after the hand is over")
            if by_type:
                if code >= len(TYPE_CODES):
                    raise CorruptRecordError(f"hand {hand_id}: unknown action code {code}")
                hand.act(Action(hand.to_act, TYPE_CODES[code]))
                continue
            legal = hand.legal_actions()
            if code >= len(legal):
                raise CorruptRecordError(f"hand {hand_id}: decision {code} of {len(legal)} legal actions")
            hand.act(Action(hand.to_act, legal[code].type, legal[code].to))
    except (ConfigError, CardError, IllegalActionError, IndexError, ValueError) as exc:
        if isinstance(exc, CorruptRecordError):
            raise
        raise CorruptRecordError(f"hand {hand_id} does not replay: {exc}") from exc
    if not hand.finished:
        raise CorruptRecordError(f"hand {hand_id}: the stored decisions end before the hand does")
    return hand.record


def _by_type(record: HandRecord, types: Sequence[ActionType] | None = None) -> bytes | None:
    """Format 2's decisions, read off the events without a replay, or None when the house rules
    make a decision more than its type (a show-or-muck choice, the small or big bet of an open pair)."""
    rules = record.config.house_rules
    if not rules.auto_muck or rules.open_pair_big_bet:
        return None
    if types is not None:  # every action's type, in order, read off the events already
        return bytes([_CODE_OF_VALUE[t._value_] for t in types])
    return bytes([_CODE_OF[e.type] for e in record.events if isinstance(e, PlayerActed)])


def encode(record: HandRecord, *, trusted: bool = False, types: Sequence[ActionType] | None = None) -> bytes:
    """The body to store for ``record`` (replayed when that gives the record back, else kept whole).

    ``trusted``: the record was made by this engine in this process (an
    import's replay just made it), so it replays to itself by determinism
    and the check is skipped: the decisions are read off the events (format
    2) without a replay, which is what lets an import write thousands of
    hands a second. Anything else (the journal's hands, a migration's) is
    checked by replaying it. ``types``: every action's type in order, when the
    caller read them off the events already (``event_scan``).
    """
    if trusted and len(record.deck) <= 255:
        codes = _by_type(record, types)
        if codes is not None:
            return bytes((BY_TYPE, len(record.deck))) + bytes(record.deck) + codes
    decisions = _decisions(record) if len(record.deck) <= 255 else None
    if decisions is not None:
        return replayed_body(record, decisions)
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
    if kind in (REPLAYED, BY_TYPE):
        if len(body) < 2 or len(body) < 2 + body[1]:
            raise CorruptRecordError(f"hand {hand_id}: the body is cut short")
        n = body[1]
        return replay(config, stacks, hand_id, body[2:2 + n], body[2 + n:], by_type=kind == BY_TYPE)
    if kind == KEPT_WHOLE:
        try:
            data = json.loads(zlib.decompress(body[1:]).decode("utf-8"))
        except (zlib.error, UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise CorruptRecordError(f"hand {hand_id}: the kept record does not read: {exc}") from exc
        return record_from_dict(data)
    raise CorruptRecordError(f"hand {hand_id}: unknown body format {kind}")


def is_replayed(body: bytes) -> bool:
    return bool(body) and body[0] in (REPLAYED, BY_TYPE)
