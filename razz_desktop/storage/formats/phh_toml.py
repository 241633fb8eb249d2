"""PHH's TOML, read line by line where it is the plain subset PHH files are written in; tomllib otherwise.

A ``.phhs`` set is a TOML document of a few thousand one-line ``key = value``
pairs, and ``tomllib`` (a pure-Python parser of all of TOML) took longer to
read one than the engine took to replay its hands. ``loads`` reads the subset
every PHH writer uses (this app's, pokerkit's) in one pass with a few
compiled patterns:

- blank lines, ``# comment`` lines, ``[key]`` table headers (a bare or quoted
  key, one level);
- ``key = value`` with a bare key and, as the value, a decimal integer, a
  decimal fraction (given to ``Decimal``, as ``phh`` asks ``tomllib``), ``true``
  or ``false``, a basic or literal string without escapes, a local time
  ``HH:MM:SS``, or a one-line array of those scalars.

The first line that is anything else (an escape, a dotted key, an inline
table, a repeated key, a comment after a value, a date...) hands the whole
text to ``tomllib``, which gives the same document or its error. So the
answer is always exactly ``tomllib.loads(text, parse_float=Decimal)``'s;
only the time differs (tests/storage/test_phh_toml.py compares the two).
"""

from __future__ import annotations

import re
import tomllib
from datetime import time
from decimal import Decimal
from typing import Any

_CONTROL = re.compile(r"[\x00-\x08\x0a-\x1f\x7f]")
"""Characters TOML allows nowhere but as escapes (a tab is allowed)."""
_KEY_VALUE = re.compile(r"([A-Za-z0-9_-]+)[ \t]*=[ \t]*")
"""A bare key and its "=": the value is the rest of the (stripped) line."""
_HEADER = re.compile(r"\[[ \t]*(?:([A-Za-z0-9_-]+)|\"([^\"\\\x00-\x08\x0a-\x1f\x7f]*)\"|'([^'\x00-\x08\x0a-\x1f\x7f]*)')"
                     r"[ \t]*\][ \t]*")
_SCALAR = (
    r"(?:\"(?P<basic>[^\"\\\x00-\x08\x0a-\x1f\x7f]*)\"|'(?P<literal>[^'\x00-\x08\x0a-\x1f\x7f]*)'"
    r"|(?P<int>[+-]?(?:0|[1-9][0-9]{0,17}))|(?P<frac>[+-]?(?:0|[1-9][0-9]{0,17})\.[0-9]{1,18})"
    r"|(?P<bool>true|false)|(?P<time>(?P<h>[0-9]{2}):(?P<m>[0-9]{2}):(?P<s>[0-9]{2})))"
)
_VALUE = re.compile(_SCALAR)
_ITEM = re.compile(r"[ \t]*" + _SCALAR + r"[ \t]*(?P<end>,|\]|$)")


def _uniform(item: str) -> re.Pattern[str]:
    """A one-line array whose items all match ``item`` (a trailing comma allowed)."""
    return re.compile(rf"\[[ \t]*(?:{item}[ \t]*,[ \t]*)*(?:{item}[ \t]*)?\]")


_BASIC_ITEM = r"\"[^\"\\\x00-\x08\x0a-\x1f\x7f]*\""
_LITERAL_ITEM = r"'[^'\x00-\x08\x0a-\x1f\x7f]*'"
_INT_ITEM = r"[+-]?(?:0|[1-9][0-9]{0,17})"
_BASIC_ARRAY, _LITERAL_ARRAY, _INT_ARRAY = _uniform(_BASIC_ITEM), _uniform(_LITERAL_ITEM), _uniform(_INT_ITEM)
"""The arrays PHH is made of (actions, names; antes, stacks, seats), each read by one match: once
the whole array matches, every quoted run (every number) in it is an item."""
_BASIC_TEXT = re.compile(r"\"([^\"]*)\"")
_LITERAL_TEXT = re.compile(r"'([^']*)'")
_INT_TEXT = re.compile(_INT_ITEM)


class _NotPlain(Exception):
    """The text leaves the plain subset: tomllib reads it."""


def loads(text: str) -> dict[str, Any]:
    """``tomllib.loads(text, parse_float=Decimal)``, sooner for PHH's plain subset."""
    try:
        return _plain(text)
    except _NotPlain:
        return tomllib.loads(text, parse_float=Decimal)


def _scalar(m: re.Match[str]) -> Any:
    """The value of a ``_SCALAR`` match, as tomllib gives it."""
    if (v := m["basic"]) is not None or (v := m["literal"]) is not None:
        return v
    if (v := m["int"]) is not None:
        return int(v)
    if (v := m["frac"]) is not None:
        return Decimal(v)
    if (v := m["bool"]) is not None:
        return v == "true"
    hour, minute, second = int(m["h"]), int(m["m"]), int(m["s"])
    if hour > 23 or minute > 59 or second > 59:
        raise _NotPlain  # tomllib says what is wrong with it
    return time(hour, minute, second)


def _value(text: str) -> Any:
    if text.startswith("["):
        if _BASIC_ARRAY.fullmatch(text):
            return _BASIC_TEXT.findall(text)
        if _LITERAL_ARRAY.fullmatch(text):
            return _LITERAL_TEXT.findall(text)
        if _INT_ARRAY.fullmatch(text):
            return [int(x) for x in _INT_TEXT.findall(text)]
        out: list[Any] = []
        pos, end = 1, len(text)
        if text[pos:].strip(" \t") == "]":
            return out
        while True:
            m = _ITEM.match(text, pos)
            if m is None or m["end"] == "":
                raise _NotPlain
            out.append(_scalar(m))
            pos = m.end()
            if m["end"] == "]":
                if pos != end:
                    raise _NotPlain
                return out
            if text[pos:].strip(" \t") == "]":  # a trailing comma
                return out
    m = _VALUE.fullmatch(text)
    if m is None:
        raise _NotPlain
    return _scalar(m)


def _plain(text: str) -> dict[str, Any]:
    root: dict[str, Any] = {}
    table = root
    for raw in text.split("\n"):
        line = raw[:-1] if raw.endswith("\r") else raw
        stripped = line.strip(" \t")
        if not stripped:
            continue
        if stripped[0] == "#":
            if _CONTROL.search(stripped):
                raise _NotPlain
            continue
        if stripped[0] == "[":
            h = _HEADER.fullmatch(stripped)
            if h is None:
                raise _NotPlain
            key = h[1] if h[1] is not None else h[2] if h[2] is not None else h[3]
            if key in root:
                raise _NotPlain
            table = root[key] = {}
            continue
        kv = _KEY_VALUE.match(stripped)
        if kv is None or kv[1] in table:
            raise _NotPlain
        table[kv[1]] = _value(stripped[kv.end():])
    return root
