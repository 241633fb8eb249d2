"""The settings file's JSON shape, and how it becomes the dataclass tree and back.

Structure only: :func:`decode_sections` builds the dataclasses from a JSON
object, putting a fallback wherever the shape is wrong and reporting it, and
:func:`decode_settings` then hands the values to :func:`.validation.validate`,
so a file with several mistakes is reported in full at once, not one mistake
per attempt. Missing keys take their defaults (so files from older versions
load); unknown keys are reported (they are typos that would otherwise be
silently ignored). :func:`read_json` turns the file's text into JSON values
without letting a hostile file escape as an exception: a number of thousands
of digits or lists nested a thousand deep become a :class:`Oversized` value
in their place, which validation then reports for that one field.

JSON layout (``version`` 1)::

    {"version": 1,
     "stakes": {"small_bet": 200, "big_bet": 400, "ante_percent": 20, "bring_in_percent": 25},
     "table": {"players": 6, "starting_stack": 40000, "human_seat": 1,
               "opponents": [{"level": "regular", "style": null}, ... 8 entries, by seat]},
     "house_rules": {"no_cap_heads_up": false, ...},
     "display": {"four_colour_deck": false, "animation_speed": "normal", "sound": true,
                 "human_at_bottom": true, "language": "system", "volume": 60, "theme": "dark"},
     "play": {"auto_next_hand": true, "when_you_bust": "ask", "when_computer_busts": "rebuy"},
     "practice": {"enabled": true, "hints": "automatic", "show_opponents_cards_after_hand": false}}
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import fields, is_dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from razz_desktop.engine.rules import HouseRules

from .sections import (
    DisplaySettings,
    OpponentSettings,
    PlaySettings,
    PracticeSettings,
    StakesSettings,
    TableSettings,
)
from .translation import QT_TRANSLATE_NOOP
from .validation import Problem, SettingsError, SettingsSections, is_int, validate

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

SETTINGS_VERSION = 1

MAX_FILE_BYTES = 1_000_000
"""A settings file is about 2 KB; anything this big is not one (and is not read whole)."""
MAX_DIGITS = 30
"""Digits in a number: every limit in :mod:`.validation` has at most 9, and Python
refuses to convert more than 4,300 digits (so such a number must never reach ``int``)."""
MAX_DEPTH = 16
"""Nesting of lists and objects: the layout needs 4."""

S = TypeVar("S", bound=SettingsSections)


class Oversized:
    """Stands in for a JSON value too big to read (a huge number, nesting too deep).

    Its ``repr`` is a plain description, so validation's "must be a whole
    number, not {value!r}" names what was found without printing it.
    """

    __slots__ = ("description",)

    def __init__(self, description: str) -> None:
        self.description = description

    def __repr__(self) -> str:
        return self.description


_TOKENS = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]')
"""JSON strings (skipped whole, brackets in them do not count) and brackets."""


def _flatten_deep(text: str) -> tuple[str, str | None]:
    """``text`` with every list or object nested deeper than :data:`MAX_DEPTH` replaced.

    Python's ``json`` recurses per level and raises ``RecursionError`` at about
    a thousand, losing the whole file; here each too-deep part becomes a JSON
    string holding a marker (one that does not occur in the file), in one
    linear scan, so the rest of the file is read as usual. Returns the new
    text and the marker (None when nothing was replaced).
    """
    depth = 0
    start = -1
    spans: list[tuple[int, int]] = []
    for m in _TOKENS.finditer(text):
        token = m.group()
        if token in "[{":
            depth += 1
            if depth == MAX_DEPTH + 1 and start < 0:
                start = m.start()
        elif token in "]}":
            if depth == MAX_DEPTH + 1 and start >= 0:
                spans.append((start, m.end()))
                start = -1
            depth = max(depth - 1, 0)
    if start >= 0:  # never closed: the file is broken anyway; cut to its end
        spans.append((start, len(text)))
    if not spans:
        return text, None
    marker = "\ue000too-deep"
    while marker in text:
        marker += "~"
    parts: list[str] = []
    last = 0
    for a, b in spans:
        parts += [text[last:a], json.dumps(marker)]
        last = b
    parts.append(text[last:])
    return "".join(parts), marker


def _parse_int(digits: str) -> int | Oversized:
    if len(digits.lstrip("-")) > MAX_DIGITS:
        return Oversized(f"a number of {len(digits.lstrip('-')):,} digits")
    return int(digits)


def read_json(text: str) -> Any:
    """The JSON value in ``text``; ``json.JSONDecodeError`` if it is not JSON.

    Numbers longer than :data:`MAX_DIGITS` and nesting deeper than
    :data:`MAX_DEPTH` become :class:`Oversized` values in their place (see
    :func:`_flatten_deep`), so neither ``ValueError`` nor ``RecursionError``
    can escape and the file's other values survive.
    """
    flat, marker = _flatten_deep(text)
    value = json.loads(flat, parse_int=_parse_int)
    if marker is None:
        return value
    return _mark(value, marker)


def _mark(value: Any, marker: str) -> Any:
    """Replace the too-deep marker strings by :class:`Oversized` (the tree is now shallow)."""
    if value == marker:
        return Oversized(f"lists or objects nested more than {MAX_DEPTH} deep")
    if isinstance(value, dict):
        return {k: _mark(v, marker) for k, v in value.items()}
    if isinstance(value, list):
        return [_mark(v, marker) for v in value]
    return value


def encode_settings(settings: SettingsSections) -> dict[str, Any]:
    """The JSON object for ``settings``: ``version`` first, then the sections."""
    out: dict[str, Any] = {"version": SETTINGS_VERSION}
    out.update(_encode(settings))
    return out


def decode_settings(cls: Callable[..., S], data: Any) -> S:
    """Decode a JSON object; raises :class:`.validation.SettingsError` on a wrong shape or invalid values."""
    settings, problems = decode_sections(cls, data, cls())
    problems += validate(settings)  # report every problem at once, not one per attempt
    if problems:
        raise SettingsError(problems)
    return settings


def whole_file_problem(data: Any) -> Problem | None:
    """Why the file cannot be read field by field at all (not an object, unknown version), or None."""
    if not isinstance(data, dict):
        return Problem("", QT_TRANSLATE_NOOP("Settings", "The file does not hold a settings object."))
    version = data.get("version", SETTINGS_VERSION)
    if not is_int(version) or version != SETTINGS_VERSION:
        return Problem("version", QT_TRANSLATE_NOOP("Settings", "Unsupported settings version {version!r} (expected {expected})."),
                       (("version", version), ("expected", SETTINGS_VERSION)))
    return None


def decode_sections(cls: Callable[..., S], data: Any, fallback: S) -> tuple[S, list[Problem]]:
    """Build the settings from a JSON object, structure only, never raising.

    Where the shape is wrong (a section that is not an object, a list that is
    not a list, an unknown key) the problem is reported and that part keeps
    ``fallback``'s value (an unknown key is left out). A file that cannot be
    read field by field at all (see :func:`whole_file_problem`) gives
    ``fallback`` whole. The values themselves are :func:`validate`'s to judge.
    """
    problem = whole_file_problem(data)
    if problem is not None:
        return fallback, [problem]
    problems: list[Problem] = []
    body = {k: v for k, v in data.items() if k != "version"}
    settings = _decode(cls, _ROOT, _ROOT_FIELDS, body, "", problems, fallback)
    return settings, problems


def _encode(value: Any) -> Any:
    if is_dataclass(value) and not isinstance(value, type):
        return {f.name: _encode(getattr(value, f.name)) for f in fields(value)}
    if isinstance(value, tuple):
        return [_encode(v) for v in value]
    return value


_ROOT = "settings"
"""The top-level object's key in the tables below (the class itself is the caller's)."""
_NESTED: dict[tuple[object, str], type[DataclassInstance]] = {
    (_ROOT, "stakes"): StakesSettings,
    (_ROOT, "table"): TableSettings,
    (_ROOT, "house_rules"): HouseRules,
    (_ROOT, "display"): DisplaySettings,
    (_ROOT, "play"): PlaySettings,
    (_ROOT, "practice"): PracticeSettings,
}
"""Fields holding a section (decoded from a JSON object)."""
_LISTS: dict[tuple[object, str], type[DataclassInstance]] = {(TableSettings, "opponents"): OpponentSettings}
"""Fields holding a list of objects (decoded to a tuple)."""
_ROOT_FIELDS = ("stakes", "table", "house_rules", "display", "play", "practice")
"""The sections, as :class:`.model.Settings` names them."""


def _names(cls: type[DataclassInstance]) -> tuple[str, ...]:
    return tuple(f.name for f in fields(cls))


def _decode(cls: Callable[..., Any], key: object, known: tuple[str, ...], data: Any, path: str,
            problems: list[Problem], fallback: Any) -> Any:
    """Build ``cls`` from a JSON object: structure only; :func:`validate` checks the values.

    Missing keys keep the class's defaults; unknown keys are problems and left
    out; a value that is not an object gives ``fallback``.
    """
    where = path or "file"
    if not isinstance(data, dict):
        problems.append(Problem(path, QT_TRANSLATE_NOOP("Settings", "Must be an object ({{...}}), not {value!r}."), (("value", data),)))
        return fallback
    for name in data:
        if name not in known:
            problems.append(Problem(
                f"{path}.{name}" if path else str(name),
                QT_TRANSLATE_NOOP("Settings", "Unknown setting {key!r} in {where}."), (("key", name), ("where", where)),
            ))
    kwargs: dict[str, Any] = {}
    for name in known:
        if name not in data:
            continue
        sub = f"{path}.{name}" if path else name
        value = data[name]
        if (key, name) in _NESTED:
            section = _NESTED[key, name]
            kwargs[name] = _decode(section, section, _names(section), value, sub, problems,
                                   getattr(fallback, name))
        elif (key, name) in _LISTS:
            if not isinstance(value, list):
                problems.append(Problem(sub, QT_TRANSLATE_NOOP("Settings", "Must be a list, not {value!r}."), (("value", value),)))
                continue
            item_cls = _LISTS[key, name]
            defaults = getattr(fallback, name)
            kwargs[name] = tuple(
                _decode(item_cls, item_cls, _names(item_cls), item, f"{sub}.{i}", problems,
                        defaults[i - 1] if i <= len(defaults) else item_cls())
                for i, item in enumerate(value, start=1)
            )
        else:
            kwargs[name] = value
    try:
        return cls(**kwargs)
    except Exception as exc:  # e.g. a section that refuses a value in its own checks
        problems.append(Problem(path, QT_TRANSLATE_NOOP("Settings", "Cannot be used: {error}"), (("error", str(exc)),)))
        return fallback
