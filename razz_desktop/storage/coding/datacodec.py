"""Frozen dataclasses to JSON-ready data and back, driven by their type hints.

Used for what the hand log keeps whole rather than in columns, e.g. a hand's
practice review (``reviews.HandReview``): a field the coach adds, renames or
retypes (a reason that becomes a message code) needs no change here, and a
field added with a default still reads the rows written before it. Anything
that does not match the hints is refused with ``CorruptRecordError``.

Supported field types: ``int``, ``float``, ``str``, ``bool``, ``None`` in a
union, string enums (stored by value), ``Card`` (stored as "As"), tuples
(fixed or ``...``) and nested dataclasses.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from enum import Enum
from functools import cache
from typing import Any, TypeVar, get_args, get_origin

from razz_desktop.engine.cards import Card, CardError, parse_card
from razz_desktop.engine.messages import Note

from .notes import CorruptRecordError, note_from_dict, note_to_dict

T = TypeVar("T")


def to_data(value: Any) -> Any:
    """A dataclass (or anything inside one) as JSON-ready lists, dicts and scalars."""
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, Note):
        return note_to_dict(value)  # a message code and its parameters, as the events store it
    if isinstance(value, Enum):
        return value.value
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, tuple | list):
        return [to_data(v) for v in value]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_data(getattr(value, f.name)) for f in dataclasses.fields(value)}
    raise TypeError(f"cannot store a {type(value).__name__}: {value!r}")


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def _fail(expected: str, value: Any) -> CorruptRecordError:
    return CorruptRecordError(f"expected {expected}, found {value!r}")


def from_data(tp: type[T], data: Any) -> T:
    """The inverse of ``to_data`` for a value of type ``tp``."""
    value: T = _decode(tp, data)
    return value


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
            raise TypeError(f"unsupported union: {tp}")
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
    if isinstance(tp, type):
        return _decode_type(tp, value)
    raise TypeError(f"unsupported type: {tp}")


def _decode_type(tp: type, value: Any) -> Any:
    if tp is Note:
        return note_from_dict(value)  # a plain string (a review kept before notes) reads as "text"
    if tp is Card:
        if not isinstance(value, str):
            raise _fail("a card", value)
        try:
            return parse_card(value)
        except CardError as exc:
            raise CorruptRecordError(str(exc)) from exc
    if issubclass(tp, Enum):
        try:
            return tp(value)
        except ValueError as exc:
            raise _fail(f"one of the {tp.__name__} words", value) from exc
    if tp is bool:
        if not isinstance(value, bool):
            raise _fail("true or false", value)
        return value
    if tp is int:
        if not isinstance(value, int) or isinstance(value, bool):
            raise _fail("a whole number", value)
        return value
    if tp is float:
        if not isinstance(value, int | float) or isinstance(value, bool):
            raise _fail("a number", value)
        return float(value)
    if tp is str:
        if not isinstance(value, str):
            raise _fail("text", value)
        return value
    if dataclasses.is_dataclass(tp):
        return _decode_dataclass(tp, value)
    raise TypeError(f"unsupported type: {tp}")


def _decode_dataclass(cls: type, data: Any) -> Any:
    if not isinstance(data, dict):
        raise _fail(f"a {cls.__name__} object", data)
    hints = _hints(cls)
    kwargs: dict[str, Any] = {}
    for f in dataclasses.fields(cls):
        if f.name in data:
            try:
                kwargs[f.name] = _decode(hints[f.name], data[f.name])
            except CorruptRecordError as exc:
                raise CorruptRecordError(f"{cls.__name__}.{f.name}: {exc}") from exc
        elif f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
            raise CorruptRecordError(f"{cls.__name__} lacks its field {f.name!r}")
    return cls(**kwargs)
