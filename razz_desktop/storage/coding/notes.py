"""Explanations (``engine.messages.Note``) to stored JSON and back, and the error every decoder raises.

Its own module because both decoders need it: ``codec`` (events) and ``datacodec``
(dataclasses, whose reviews hold notes) import it, and neither imports the other's caller.
"""

from __future__ import annotations

import json
from typing import Any

from razz_desktop.engine.cards import Card, CardError, parse_card
from razz_desktop.engine.messages import Note, NoteArg


class CorruptRecordError(ValueError):
    """Stored data that does not decode to what the engine would have produced."""


def _fail(expected: str, value: Any) -> CorruptRecordError:
    return CorruptRecordError(f"expected {expected}, found {value!r}")


# An explanation is a message code and its parameters (engine.messages.Note),
# stored as {"code": ..., "args": {...}}. Inside the arguments a card is
# {"card": "As"} and a nested note {"note": {...}}, so neither is mistaken for
# a plain word. Rows written before notes existed hold an English sentence:
# it reads back as the note "text", which the wording layer shows as it is.


def _arg_to_json(value: NoteArg) -> Any:
    if isinstance(value, Card):
        return {"card": str(value)}
    if isinstance(value, Note):
        return {"note": note_to_dict(value)}
    if isinstance(value, tuple):
        return [_arg_to_json(v) for v in value]
    if isinstance(value, bool) or not isinstance(value, int | str):
        raise TypeError(f"cannot store a {type(value).__name__} in a note: {value!r}")
    return value


def note_to_dict(note: Note) -> dict[str, Any]:
    return {"code": note.code, "args": {k: _arg_to_json(v) for k, v in note.args}}


def _arg_from_json(value: Any) -> NoteArg:
    if isinstance(value, bool):
        raise _fail("a note parameter", value)
    if isinstance(value, int | str):
        return value
    if isinstance(value, list):
        return tuple(_arg_from_json(v) for v in value)
    if isinstance(value, dict) and len(value) == 1 and isinstance(value.get("card"), str):
        try:
            return parse_card(value["card"])
        except CardError as exc:
            raise CorruptRecordError(str(exc)) from exc
    if isinstance(value, dict) and len(value) == 1 and "note" in value:
        return note_from_dict(value["note"])
    raise _fail("a note parameter", value)


def note_from_dict(value: Any) -> Note:
    """A stored note; a plain string (a row from before notes) becomes the note "text"."""
    if isinstance(value, str):
        return Note.of("text", text=value)
    if not isinstance(value, dict) or not isinstance(value.get("code"), str) \
            or not isinstance(value.get("args", {}), dict):
        raise _fail("a note {code, args}", value)
    return Note(value["code"], tuple((str(k), _arg_from_json(v)) for k, v in value.get("args", {}).items()))


def note_to_text(note: Note | None) -> str | None:
    """A note as the text of one database column (the showdown table's explanation)."""
    return None if note is None else json.dumps(note_to_dict(note), separators=(",", ":"), ensure_ascii=False)


def note_from_text(text: str | None) -> Note | None:
    """Read :func:`note_to_text` back; an old row's English sentence becomes the note "text"."""
    if text is None:
        return None
    if text.startswith("{"):
        try:
            return note_from_dict(json.loads(text))
        except json.JSONDecodeError:
            pass
    return Note.of("text", text=text)
