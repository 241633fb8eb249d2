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
import types
import typing
from dataclasses import MISSING, asdict, fields
from functools import cache
from typing import Any, get_args, get_origin

from razz_desktop.engine import GameConfig, HouseRules, Stakes
from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.cards import Card, CardError, format_cards, parse_card, parse_cards
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


class CorruptRecordError(ValueError):
    """Stored data that does not decode to what the engine would have produced."""


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
    if isinstance(value, ActionType):
        return value.value
    if value is None or isinstance(value, bool | int | str):
        return value
    if isinstance(value, tuple | list):
        return [_encode(v) for v in value]
    raise TypeError(f"cannot store a {type(value).__name__} in an event: {value!r}")


def event_to_dict(event: Event) -> dict[str, Any]:
    out: dict[str, Any] = {"event": type(event).__name__}
    for f in fields(event):  # type: ignore[arg-type]
        out[f.name] = _encode(getattr(event, f.name))
    return out


def events_to_json(events: typing.Iterable[Event]) -> str:
    """Compact JSON (no spaces): a hand's events are the bulk of the database."""
    return json.dumps([event_to_dict(e) for e in events], separators=(",", ":"), ensure_ascii=False)


# ------------------------------------------------------------------ decoding


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def _fail(expected: str, value: Any) -> CorruptRecordError:
    return CorruptRecordError(f"expected {expected}, found {value!r}")


def _decode(tp: Any, value: Any) -> Any:
    origin = get_origin(tp)
    if origin in (types.UnionType, typing.Union):
        args = get_args(tp)
        if value is None:
            if type(None) in args:
                return None
            raise _fail(str(tp), value)
        inner = [a for a in args if a is not type(None)]
        if len(inner) != 1:
            raise TypeError(f"unsupported union in an event field: {tp}")
        return _decode(inner[0], value)
    if origin is tuple:
        if not isinstance(value, list):
            raise _fail(f"a list for {tp}", value)
        args = get_args(tp)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_decode(args[0], v) for v in value)
        if len(args) != len(value):
            raise _fail(f"{len(args)} items for {tp}", value)
        return tuple(_decode(a, v) for a, v in zip(args, value, strict=True))
    if tp is Card:
        if not isinstance(value, str):
            raise _fail("a card", value)
        try:
            return parse_card(value)
        except CardError as exc:
            raise CorruptRecordError(str(exc)) from exc
    if tp is ActionType:
        try:
            return ActionType(value)
        except ValueError as exc:
            raise _fail("an action word", value) from exc
    if tp is bool:
        if not isinstance(value, bool):
            raise _fail("true or false", value)
        return value
    if tp is int:
        if not isinstance(value, int) or isinstance(value, bool):
            raise _fail("a whole number", value)
        return value
    if tp is str:
        if not isinstance(value, str):
            raise _fail("text", value)
        return value
    raise TypeError(f"unsupported type in an event field: {tp}")


def event_from_dict(data: Any) -> Event:
    if not isinstance(data, dict):
        raise _fail("an event object", data)
    name = data.get("event")
    cls = EVENT_TYPES.get(name) if isinstance(name, str) else None
    if cls is None:
        raise CorruptRecordError(f"unknown event type {name!r}")
    hints = _hints(cls)
    kwargs: dict[str, Any] = {}
    for f in fields(cls):
        if f.name in data:
            try:
                kwargs[f.name] = _decode(hints[f.name], data[f.name])
            except CorruptRecordError as exc:
                raise CorruptRecordError(f"{name}.{f.name}: {exc}") from exc
        elif f.default is MISSING and f.default_factory is MISSING:
            raise CorruptRecordError(f"{name} lacks its field {f.name!r}")
    return cls(**kwargs)


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
