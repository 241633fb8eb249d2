"""The user's settings: one frozen dataclass tree, its validation, JSON load/save.

Everything is importable from here (``from razz_desktop.settings import ...``);
each part lives in the module named for what it owns:

- :mod:`.model`: the frozen dataclasses (:class:`Settings` and its sections)
  and the ready-made opponent tables (:data:`PRESETS`);
- :mod:`.names`: the choices a setting can take and their user-visible labels;
- :mod:`.chips`: percentages to chips (:func:`percent_of`, halves rounded up)
  and chips written as money;
- :mod:`.validation`: the one :func:`validate`, its limits and its
  :class:`Problem` messages;
- :mod:`.codec`: the JSON layout of the settings file and its decoding;
- :mod:`.storage`: :func:`load_settings` and :func:`save_settings`, and what
  happens to a bad file;
- :mod:`.changes`: what changed between two settings, for the dealer log
  (loaded on first use: start-up does not need it);
- :mod:`.translation`: how texts are marked for ``pyside6-lupdate`` without Qt.

Pure Python (no Qt): the engine-facing parts are testable without a display.
"""

from __future__ import annotations

import importlib

from .chips import format_chips, format_money, format_short_money, format_stakes, percent_of
from .codec import SETTINGS_VERSION
from .model import (
    PRESETS,
    DisplaySettings,
    OpponentSettings,
    PlaySettings,
    PracticeSettings,
    Settings,
    StakesSettings,
    TableSettings,
    with_opponent,
    with_preset,
)
from .names import (
    ALL_LEVELS,
    ANIMATION_LABELS,
    ANIMATION_SPEEDS,
    COMPUTER_BUST_LABELS,
    COMPUTER_BUST_OPTIONS,
    HINT_MODE_LABELS,
    HINT_MODES,
    HOUSE_RULE_TEXTS,
    HUMAN_BUST_LABELS,
    HUMAN_BUST_OPTIONS,
    LANGUAGE_SYSTEM,
    LEVEL_LABELS,
    LEVELS,
    PRACTICE_LEVELS,
    PRESET_LABELS,
    STYLE_LABELS,
    STYLES,
)
from .storage import LoadResult, load_settings, save_settings
from .translation import CONTEXT, QT_TRANSLATE_NOOP, Translate
from .validation import (
    MAX_ANTE_PERCENT,
    MAX_BET,
    MAX_BRING_IN_PERCENT,
    MAX_STACK,
    MIN_BRING_IN_PERCENT,
    MIN_SMALL_BET,
    SEAT_NUMBERS,
    Problem,
    SettingsError,
    problems_by_field,
    validate,
)

_LATER = {"changes_applying_at_once": "changes", "changes_needing_next_hand": "changes"}
"""Names whose module loads on first use: the dealer-log sentences are wanted only
after the settings dialog closes, so start-up does not load them."""


def __getattr__(name: str) -> object:
    module = _LATER.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


__all__ = [
    "ALL_LEVELS", "ANIMATION_LABELS", "ANIMATION_SPEEDS", "COMPUTER_BUST_LABELS", "COMPUTER_BUST_OPTIONS",
    "CONTEXT", "HINT_MODES", "HINT_MODE_LABELS", "HOUSE_RULE_TEXTS", "HUMAN_BUST_LABELS", "HUMAN_BUST_OPTIONS",
    "LANGUAGE_SYSTEM", "LEVELS", "LEVEL_LABELS", "MAX_ANTE_PERCENT", "MAX_BET", "MAX_BRING_IN_PERCENT",
    "MAX_STACK", "MIN_BRING_IN_PERCENT", "MIN_SMALL_BET", "PRACTICE_LEVELS", "PRESETS", "PRESET_LABELS",
    "QT_TRANSLATE_NOOP", "SEAT_NUMBERS", "SETTINGS_VERSION", "STYLES", "STYLE_LABELS", "DisplaySettings",
    "LoadResult", "OpponentSettings", "PlaySettings", "PracticeSettings", "Problem", "Settings",
    "SettingsError", "StakesSettings", "TableSettings", "Translate", "changes_applying_at_once",
    "changes_needing_next_hand", "format_chips", "format_money", "format_short_money", "format_stakes",
    "load_settings", "percent_of", "problems_by_field", "save_settings", "validate", "with_opponent",
    "with_preset",
]
