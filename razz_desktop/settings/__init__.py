"""The user's settings: one frozen dataclass tree, its validation, JSON load/save.

Everything is importable from here (``from razz_desktop.settings import ...``);
each part lives in the module named for what it owns:

- :mod:`.sections`: the frozen sections (stakes, table, display, ...) and the
  ready-made opponent tables (:data:`PRESETS`);
- :mod:`.model`: :class:`Settings`, the tree of the sections;
- :mod:`.names`: the choices a setting can take and their user-visible labels;
- :mod:`.chips`: percentages to chips (:func:`percent_of`, halves rounded up)
  and chips written as money;
- :mod:`.validation`: the one :func:`validate`, its limits and its
  :class:`Problem` messages;
- :mod:`.codec`: the JSON layout of the settings file and its decoding;
- :mod:`.repair`: which fields of a bad file are reset (only the bad ones);
- :mod:`.storage`: :func:`load_settings` and :func:`save_settings`, what
  happens to a bad file and to a failed save (:class:`SettingsSaveError`);
- :mod:`.changes`: what changed between two settings and when it takes
  effect (:func:`pending_changes`, :func:`describe_pending`), for the table,
  the dialog and the dealer log;
- :mod:`.translation`: how texts are marked for ``pyside6-lupdate`` without Qt.

Pure Python (no Qt): the engine-facing parts are testable without a display.
Every module is imported here plainly, in one direction (sections <-
validation <- codec <- model <- repair <- storage, changes): no import
cycle, and nothing a freezer such as PyInstaller could miss.
"""

from __future__ import annotations

from .changes import (
    Applies,
    PendingChange,
    changes_applying_at_once,
    changes_for_next_session,
    changes_needing_next_hand,
    describe_pending,
    pending_changes,
    pending_note,
)
from .chips import format_chips, format_money, format_short_money, format_stakes, percent_of
from .codec import SETTINGS_VERSION
from .model import Settings
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
    MAX_VOLUME,
    MIN_VOLUME,
    PRACTICE_LEVELS,
    PRESET_LABELS,
    STYLE_LABELS,
    STYLES,
    THEME_LABELS,
    THEMES,
)
from .sections import (
    PRESETS,
    DisplaySettings,
    OpponentSettings,
    PlaySettings,
    PracticeSettings,
    StakesSettings,
    TableSettings,
    with_opponent,
    with_preset,
)
from .state import SettingsState, game_part
from .storage import LoadResult, SettingsSaveError, load_settings, save_settings
from .translation import CONTEXT, QT_TRANSLATE_NOOP, Translate
from .validation import (
    MAX_ANTE_PERCENT,
    MAX_BET,
    MAX_BRING_IN_PERCENT,
    MAX_STACK,
    MIN_BRING_IN_PERCENT,
    MIN_SMALL_BET,
    SEAT_NUMBERS,
    SENSIBLE_ANTE_PERCENT,
    Problem,
    SettingsError,
    advise,
    problems_by_field,
    validate,
)

__all__ = [
    "SettingsState", "game_part",
    "ALL_LEVELS", "ANIMATION_LABELS", "ANIMATION_SPEEDS", "COMPUTER_BUST_LABELS", "COMPUTER_BUST_OPTIONS",
    "CONTEXT", "HINT_MODES", "HINT_MODE_LABELS", "HOUSE_RULE_TEXTS", "HUMAN_BUST_LABELS", "HUMAN_BUST_OPTIONS",
    "LANGUAGE_SYSTEM", "LEVELS", "LEVEL_LABELS", "MAX_ANTE_PERCENT", "MAX_BET", "MAX_BRING_IN_PERCENT",
    "MAX_STACK", "MIN_BRING_IN_PERCENT", "MIN_SMALL_BET", "PRACTICE_LEVELS", "PRESETS", "PRESET_LABELS",
    "QT_TRANSLATE_NOOP", "SEAT_NUMBERS", "SETTINGS_VERSION", "STYLES", "STYLE_LABELS", "DisplaySettings",
    "LoadResult", "OpponentSettings", "PlaySettings", "PracticeSettings", "Problem", "Settings",
    "SettingsError", "StakesSettings", "TableSettings", "Translate", "changes_applying_at_once",
    "changes_needing_next_hand", "format_chips", "format_money", "format_short_money", "format_stakes",
    "load_settings", "percent_of", "problems_by_field", "save_settings", "validate", "with_opponent",
    "with_preset", "Applies", "PendingChange", "SettingsSaveError", "SENSIBLE_ANTE_PERCENT", "advise",
    "changes_for_next_session", "describe_pending", "pending_changes", "pending_note",
    "MAX_VOLUME", "MIN_VOLUME", "THEMES", "THEME_LABELS",
]
