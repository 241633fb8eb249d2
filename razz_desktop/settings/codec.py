"""The settings file's JSON shape, and how it becomes the dataclass tree and back.

Structure only: :func:`decode_settings` builds the dataclasses from a JSON
object and reports a wrong shape, then hands the values to
:func:`.validation.validate`, so a file with several mistakes is reported in
full at once, not one mistake per attempt. Missing keys take their defaults
(so files from older versions load); unknown keys are refused (they are typos
that would otherwise be silently ignored).

JSON layout (``version`` 1)::

    {"version": 1,
     "stakes": {"small_bet": 200, "big_bet": 400, "ante_percent": 20, "bring_in_percent": 25},
     "table": {"players": 6, "starting_stack": 40000, "human_seat": 1,
               "opponents": [{"level": "regular", "style": null}, ... 8 entries, by seat]},
     "house_rules": {"no_cap_heads_up": false, ...},
     "display": {"four_colour_deck": false, "animation_speed": "normal", "sound": true,
                 "human_at_bottom": true, "language": "system"},
     "play": {"auto_next_hand": true, "when_you_bust": "ask", "when_computer_busts": "rebuy"},
     "practice": {"enabled": true, "hints": "automatic", "show_opponents_cards_after_hand": false}}
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from typing import Any

from razz_desktop.engine.rules import HouseRules

from .model import (
    DisplaySettings,
    OpponentSettings,
    PlaySettings,
    PracticeSettings,
    Settings,
    StakesSettings,
    TableSettings,
)
from .translation import QT_TRANSLATE_NOOP
from .validation import Problem, SettingsError, is_int, validate

SETTINGS_VERSION = 1


def encode_settings(settings: Settings) -> dict[str, Any]:
    """The JSON object for ``settings``: ``version`` first, then the sections."""
    out: dict[str, Any] = {"version": SETTINGS_VERSION}
    out.update(_encode(settings))
    return out


def decode_settings(cls: type[Settings], data: Any) -> Settings:
    """Decode a JSON object; raises :class:`.validation.SettingsError` on a wrong shape or invalid values."""
    problems: list[Problem] = []
    if not isinstance(data, dict):
        raise SettingsError([Problem("", QT_TRANSLATE_NOOP("Settings", "The file does not hold a settings object."))])
    data = dict(data)
    version = data.pop("version", SETTINGS_VERSION)
    if not is_int(version) or version != SETTINGS_VERSION:
        raise SettingsError(
            [Problem("version", QT_TRANSLATE_NOOP("Settings", "Unsupported settings version {version!r} (expected {expected})."),
                     (("version", version), ("expected", SETTINGS_VERSION)))]
        )
    settings = _decode(cls, data, "", problems)
    problems += validate(settings)  # report every problem at once, not one per attempt
    if problems:
        raise SettingsError(problems)
    return settings


def _encode(value: Any) -> Any:
    if is_dataclass(value) and not isinstance(value, type):
        return {f.name: _encode(getattr(value, f.name)) for f in fields(value)}
    if isinstance(value, tuple):
        return [_encode(v) for v in value]
    return value


_NESTED: dict[tuple[type, str], type] = {
    (Settings, "stakes"): StakesSettings,
    (Settings, "table"): TableSettings,
    (Settings, "house_rules"): HouseRules,
    (Settings, "display"): DisplaySettings,
    (Settings, "play"): PlaySettings,
    (Settings, "practice"): PracticeSettings,
}
"""Fields holding a section (decoded from a JSON object)."""
_LISTS: dict[tuple[type, str], type] = {(TableSettings, "opponents"): OpponentSettings}
"""Fields holding a list of objects (decoded to a tuple)."""


def _decode(cls: type, data: Any, path: str, problems: list[Problem]) -> Any:
    """Build ``cls`` from a JSON object: structure only; :func:`validate` checks the values.

    Missing keys keep their defaults; unknown keys are problems.
    """
    where = path or "file"
    if not isinstance(data, dict):
        problems.append(Problem(path, QT_TRANSLATE_NOOP("Settings", "Must be an object ({{...}}), not {value!r}."), (("value", data),)))
        return cls()
    known = {f.name for f in fields(cls)}
    for key in data:
        if key not in known:
            problems.append(Problem(
                f"{path}.{key}" if path else str(key),
                QT_TRANSLATE_NOOP("Settings", "Unknown setting {key!r} in {where}."), (("key", key), ("where", where)),
            ))
    kwargs: dict[str, Any] = {}
    for name in known & set(data):
        sub = f"{path}.{name}" if path else name
        value = data[name]
        if (cls, name) in _NESTED:
            kwargs[name] = _decode(_NESTED[cls, name], value, sub, problems)
        elif (cls, name) in _LISTS:
            if not isinstance(value, list):
                problems.append(Problem(sub, QT_TRANSLATE_NOOP("Settings", "Must be a list, not {value!r}."), (("value", value),)))
                continue
            item_cls = _LISTS[cls, name]
            kwargs[name] = tuple(
                _decode(item_cls, item, f"{sub}.{i}", problems) for i, item in enumerate(value, start=1)
            )
        else:
            kwargs[name] = value
    try:
        return cls(**kwargs)
    except Exception as exc:  # e.g. a HouseRules that refuses a value in its own checks
        problems.append(Problem(path, QT_TRANSLATE_NOOP("Settings", "Cannot be used: {error}"), (("error", str(exc)),)))
        return cls()
