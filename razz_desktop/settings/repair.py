"""Mending a hand-edited settings file: keep every good field, reset only the bad ones.

One typo must not cost the user all their settings. :func:`decode_and_repair`
decodes what it can (:func:`.codec.decode_sections` already puts defaults where
the shape is wrong), then asks :func:`.validation.validate` and resets each
field it names to its default, round after round, until nothing is wrong:

- a seat's level or style resets that seat's whole entry (a style belongs to
  its level);
- a rule between fields (the big bet below the small bet) resets all the
  fields it names (:attr:`.validation.Problem.related`), since which one was
  mistyped cannot be told;
- if a field at its default is still wrong because its limit comes from other
  fields (the default stack cannot cover kept $5,000 stakes), those are reset
  (:attr:`.validation.Problem.depends_on`);
- if a round changes nothing and problems remain, everything is reset:
  bounded, and never with a value validation refuses.

Defaults come from :class:`.model.Settings` itself, so the seat entries
reset to the default table's, not to a blank opponent.
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass, replace
from typing import Any

from .codec import decode_sections
from .model import Settings
from .translation import QT_TRANSLATE_NOOP
from .validation import Problem, validate

MAX_ROUNDS = 8
"""Each round resets at least one more field; there are far fewer rules than this can need."""


def decode_and_repair(data: Any) -> tuple[Settings, tuple[Problem, ...], tuple[str, ...]]:
    """The usable settings in ``data``, the problems found, and the fields reset (dotted paths).

    Never raises. The paths are those the user can find in the file
    (``"stakes.small_bet"``, ``"table.opponents.3"``, ``"stakes.colour"`` for an
    unknown key left out); ``""`` means the whole file was unusable.
    """
    defaults = Settings()
    settings, found = decode_sections(Settings, data, defaults)
    problems: list[Problem] = list(found)
    reset: list[str] = [p.field for p in found]
    if any(p.field in ("", "version") for p in found):
        return defaults, tuple(problems), ("",)
    for _ in range(MAX_ROUNDS):
        now = validate(settings)
        if not now:
            return settings, tuple(_unique(problems)), tuple(dict.fromkeys(reset))
        problems += now
        targets = [_target(f) for p in now for f in (p.field, *p.related)]
        mended, changed = _reset(settings, defaults, targets)
        if not changed:  # the fields named are at their defaults: reset what their limits come from
            targets = [_target(f) for p in now for f in p.depends_on]
            mended, changed = _reset(settings, defaults, targets)
        if not changed:
            break
        reset += targets
        settings = mended
    problems.append(Problem("", QT_TRANSLATE_NOOP(
        "Settings", "The values still did not fit together, so every setting was reset.")))
    return defaults, tuple(_unique(problems)), ("",)


def _target(path: str) -> str:
    """The field to reset for a problem at ``path``: a seat's entry for its level or style."""
    parts = path.split(".")
    if len(parts) > 3 and parts[:2] == ["table", "opponents"]:
        return ".".join(parts[:3])
    return path


def _reset(settings: Settings, defaults: Settings, paths: list[str]) -> tuple[Settings, bool]:
    """``settings`` with each of ``paths`` at its default, and whether any value changed.

    Changed is judged by ``repr``, not ``==``: a file's ``1`` equals ``True`` and
    ``20.0`` equals ``20`` in Python, yet validation rightly refuses them.
    """
    mended, changed = settings, False
    for path in dict.fromkeys(paths):
        parts = path.split(".")
        default = _at(defaults, parts)
        if repr(_at(mended, parts)) != repr(default):
            mended = _with(mended, parts, default)
            changed = True
    return mended, changed


def _at(value: Any, parts: list[str]) -> Any:
    for part in parts:
        if part == "":
            return value
        if isinstance(value, tuple):
            index = int(part) - 1
            value = value[index] if 0 <= index < len(value) else None
        else:
            value = getattr(value, part, None)
    return value


def _with(value: Any, parts: list[str], new: Any) -> Any:
    """``value`` with the part at ``parts`` replaced by ``new`` (frozen dataclasses and tuples)."""
    if not parts or parts == [""]:
        return new
    head, rest = parts[0], parts[1:]
    if isinstance(value, tuple):
        index = int(head) - 1
        if not 0 <= index < len(value):
            return value
        items = list(value)
        items[index] = _with(items[index], rest, new)
        return tuple(items)
    if is_dataclass(value) and not isinstance(value, type) and head in {f.name for f in fields(value)}:
        return replace(value, **{head: _with(getattr(value, head), rest, new)})
    return value


def _unique(problems: list[Problem]) -> list[Problem]:
    """Each problem once (a field may be reported again in a later round)."""
    seen: set[tuple[str, str]] = set()
    out: list[Problem] = []
    for p in problems:
        key = (p.field, p.text())
        if key not in seen:
            seen.add(key)
            out.append(p)
    return out
