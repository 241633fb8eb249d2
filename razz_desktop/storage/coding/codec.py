"""Events and configurations to JSON and back.

The event list is the hand's full history, so it is stored whole, as JSON an
eye (or SQLite's JSON functions) can read: every event is an object with its
class name under ``"event"`` and one key per dataclass field; cards are written
"As", action types by their scenario word. Decoding is driven by the event
classes' own type hints, so a field the engine adds later needs no change
here; a field it adds with a default also reads old rows that lack it.
Anything that does not match the hints is refused with ``CorruptRecordError``
rather than turned into an event that would mislead a replay.
"""

from __future__ import annotations

import json
import typing
from dataclasses import asdict, fields
from datetime import UTC, datetime
from typing import Any

from razz_desktop.engine import GameConfig, HandRecord, HouseRules, PotResult, Stakes
from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.cards import Card, CardError, format_cards, parse_cards
from razz_desktop.engine.events import (
    AntePosted,
    CardDealt,
    CommunityCardDealt,
    Event,
    HandFinished,
    HandRevealed,
    HandStarted,
    PlayerActed,
    PotAwarded,
    ShowdownStarted,
    StreetStarted,
    UncalledBetReturned,
)
from razz_desktop.engine.messages import Note

from .datacodec import from_data
from .notes import CorruptRecordError, _fail, note_to_dict

EVENT_TYPES: dict[str, type] = {
    cls.__name__: cls
    for cls in (
        HandStarted, AntePosted, CardDealt, CommunityCardDealt, StreetStarted, PlayerActed,
        UncalledBetReturned, ShowdownStarted, HandRevealed, PotAwarded, HandFinished,
    )
}


# ------------------------------------------------------------------ encoding


def _encode(value: Any) -> Any:
    # Order matters: Card is an int, ActionType a str and bool an int.
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, Note):
        return note_to_dict(value)
    if isinstance(value, ActionType):
        return value.value
    if value is None or isinstance(value, bool | int | str):
        return value
    if isinstance(value, tuple | list):
        return [_encode(v) for v in value]
    raise TypeError(f"cannot store a {type(value).__name__} in an event: {value!r}")


def event_to_dict(event: Event) -> dict[str, Any]:
    out: dict[str, Any] = {"event": type(event).__name__}
    for f in fields(event):
        out[f.name] = _encode(getattr(event, f.name))
    return out


def events_to_json(events: typing.Iterable[Event]) -> str:
    """Compact JSON (no spaces): a hand's events are the bulk of the database."""
    return json.dumps([event_to_dict(e) for e in events], separators=(",", ":"), ensure_ascii=False)


# ------------------------------------------------------------------ notes
#
# ------------------------------------------------------------------ decoding


def _decode(tp: Any, value: Any) -> Any:
    """A stored value checked against its type: the one type-driven decoder, datacodec's (also used for reviews)."""
    return from_data(tp, value)


def event_from_dict(data: Any) -> Event:
    if not isinstance(data, dict):
        raise _fail("an event object", data)
    name = data.get("event")
    cls = EVENT_TYPES.get(name) if isinstance(name, str) else None
    if cls is None:
        raise CorruptRecordError(f"unknown event type {name!r}")
    event: Event = _decode(cls, data)  # a dataclass: each field checked against its hint
    return event


def events_from_json(text: str) -> tuple[Event, ...]:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise CorruptRecordError(f"the event list is not JSON: {exc}") from exc
    if not isinstance(data, list):
        raise _fail("a list of events", data)
    return tuple(event_from_dict(d) for d in data)


# ------------------------------------------------------- config and cards


def house_rules_to_json(rules: HouseRules) -> str:
    return json.dumps(asdict(rules), sort_keys=True, separators=(",", ":"))


def house_rules_from_json(text: str) -> HouseRules:
    try:
        return HouseRules.from_dict(json.loads(text))
    except (ValueError, TypeError) as exc:
        raise CorruptRecordError(f"house rules: {exc}") from exc


def config_from_columns(small_bet: int, big_bet: int, ante: int, bring_in: int, rules: str) -> GameConfig:
    try:
        stakes = Stakes(small_bet=small_bet, big_bet=big_bet, ante=ante, bring_in=bring_in)
    except ValueError as exc:
        raise CorruptRecordError(f"stakes: {exc}") from exc
    return GameConfig(stakes, house_rules_from_json(rules))


def cards_to_text(cards: typing.Iterable[int]) -> str:
    """"As 2d Th": the same spelling as the scenario files and the exported text."""
    return format_cards(cards)


def cards_from_text(text: str) -> tuple[Card, ...]:
    try:
        return parse_cards(text) if text else ()
    except CardError as exc:
        raise CorruptRecordError(str(exc)) from exc


def seats_to_text(seats: typing.Iterable[int]) -> str:
    return " ".join(str(s) for s in seats)


def seats_from_text(text: str) -> tuple[int, ...]:
    try:
        return tuple(int(s) for s in text.split())
    except ValueError as exc:
        raise CorruptRecordError(f"seat list {text!r}") from exc


# ------------------------------------------------------- whole hand records


def config_to_dict(config: GameConfig) -> dict[str, Any]:
    st = config.stakes
    return {"small_bet": st.small_bet, "big_bet": st.big_bet, "ante": st.ante, "bring_in": st.bring_in,
            "house_rules": asdict(config.house_rules)}


def config_from_dict(data: Any) -> GameConfig:
    if not isinstance(data, dict):
        raise _fail("a game configuration", data)
    try:
        return config_from_columns(
            _decode(int, data["small_bet"]), _decode(int, data["big_bet"]), _decode(int, data["ante"]),
            _decode(int, data["bring_in"]), json.dumps(data["house_rules"]))
    except KeyError as exc:
        raise CorruptRecordError(f"game configuration lacks {exc}") from exc


def record_to_dict(record: HandRecord) -> dict[str, Any]:
    """A whole ``HandRecord`` as JSON-ready data (the journal keeps hands this way)."""
    return {
        "hand_id": record.hand_id,
        "config": config_to_dict(record.config),
        "seats": list(record.seats),
        "starting_stacks": _encode(record.starting_stacks),
        "cards": [[seat, _encode(cards)] for seat, cards in record.cards],
        "community_card": None if record.community_card is None else str(record.community_card),
        "deck": _encode(record.deck),
        "events": [event_to_dict(e) for e in record.events],
        "showdown": [event_to_dict(r) for r in record.showdown],
        "pots": [{"amount": p.amount, "eligible": list(p.eligible), "shares": _encode(p.shares)}
                 for p in record.pots],
        "net": _encode(record.net),
        "final_stacks": _encode(record.final_stacks),
        "last_street": record.last_street,
    }


_SEAT_INTS = tuple[tuple[int, int], ...]


def record_from_dict(data: Any) -> HandRecord:
    """The inverse of ``record_to_dict``; anything that does not fit raises ``CorruptRecordError``."""
    if not isinstance(data, dict):
        raise _fail("a hand record", data)
    try:
        showdown = tuple(event_from_dict(d) for d in data["showdown"])
        if not all(isinstance(r, HandRevealed) for r in showdown):
            raise _fail("showdown hands", data["showdown"])
        pots = tuple(
            PotResult(_decode(int, p["amount"]), _decode(tuple[int, ...], p["eligible"]),
                      _decode(_SEAT_INTS, p["shares"]))
            for p in data["pots"]
        )
        cards = tuple((_decode(int, seat), _decode(tuple[Card, ...], cs)) for seat, cs in data["cards"])
        return HandRecord(
            hand_id=_decode(int, data["hand_id"]),
            config=config_from_dict(data["config"]),
            seats=_decode(tuple[int, ...], data["seats"]),
            starting_stacks=_decode(_SEAT_INTS, data["starting_stacks"]),
            cards=cards,
            community_card=_decode(Card | None, data["community_card"]),
            deck=_decode(tuple[Card, ...], data["deck"]),
            events=tuple(event_from_dict(d) for d in data["events"]),
            showdown=tuple(r for r in showdown if isinstance(r, HandRevealed)),
            pots=pots,
            net=_decode(_SEAT_INTS, data["net"]),
            final_stacks=_decode(_SEAT_INTS, data["final_stacks"]),
            last_street=_decode(int, data["last_street"]),
        )
    except (KeyError, TypeError, ValueError) as exc:
        if isinstance(exc, CorruptRecordError):
            raise
        raise CorruptRecordError(f"hand record: {exc!r}") from exc


def now_utc() -> datetime:
    """Now, in UTC: what the hand log stamps sessions and notes with."""
    return datetime.now(UTC)


def time_to_text(when: datetime) -> str:
    """ISO 8601 in UTC: sorts as text and reads back to the same instant anywhere."""
    if when.tzinfo is None:
        when = when.astimezone()  # a naive time is taken as local time
    return when.astimezone(UTC).isoformat(timespec="microseconds")


def time_from_text(text: str) -> datetime:
    try:
        return datetime.fromisoformat(text)
    except ValueError as exc:
        raise CorruptRecordError(f"time {text!r}") from exc
