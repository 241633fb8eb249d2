"""The choices a setting can take, and the names the user sees for them.

The settings file stores short fixed keys ("regular", "loose-aggressive",
"rebuy"); the dialog and the dealer log show translatable labels for them.
Keeping each set of keys beside its labels means a new choice is added in one
place, and :mod:`.validation` accepts exactly the keys listed here.
"""

from __future__ import annotations

import re

from .translation import QT_TRANSLATE_NOOP

LEVELS: tuple[str, ...] = ("beginner", "regular", "strong", "expert")
"""The real opponents, weakest first (razz_desktop.ai.bots)."""
PRACTICE_LEVELS: tuple[str, ...] = ("calling-station", "maniac", "random")
"""Practice baselines: fixed behaviour, so they take no style."""
ALL_LEVELS: tuple[str, ...] = LEVELS + PRACTICE_LEVELS
STYLES: tuple[str, ...] = ("tight-passive", "tight-aggressive", "loose-passive", "loose-aggressive")
"""Playing styles; ``None`` in a seat means the level's own style."""

LEVEL_LABELS: dict[str, str] = {
    "beginner": QT_TRANSLATE_NOOP("Settings", "Beginner"),
    "regular": QT_TRANSLATE_NOOP("Settings", "Regular"),
    "strong": QT_TRANSLATE_NOOP("Settings", "Strong"),
    "expert": QT_TRANSLATE_NOOP("Settings", "Expert"),
    "calling-station": QT_TRANSLATE_NOOP("Settings", "Calling station (practice)"),
    "maniac": QT_TRANSLATE_NOOP("Settings", "Maniac (practice)"),
    "random": QT_TRANSLATE_NOOP("Settings", "Random (practice)"),
}
STYLE_LABELS: dict[str | None, str] = {
    None: QT_TRANSLATE_NOOP("Settings", "Its own style"),
    "tight-passive": QT_TRANSLATE_NOOP("Settings", "Tight, passive"),
    "tight-aggressive": QT_TRANSLATE_NOOP("Settings", "Tight, aggressive"),
    "loose-passive": QT_TRANSLATE_NOOP("Settings", "Loose, passive"),
    "loose-aggressive": QT_TRANSLATE_NOOP("Settings", "Loose, aggressive"),
}
PRESET_LABELS: dict[str, str] = {
    "beginner": QT_TRANSLATE_NOOP("Settings", "Beginner table"),
    "tough": QT_TRANSLATE_NOOP("Settings", "Tough table"),
    "mixed": QT_TRANSLATE_NOOP("Settings", "Mixed"),
}
"""The names of the ready-made tables in :data:`.model.PRESETS`."""

ANIMATION_SPEEDS: tuple[str, ...] = ("off", "fast", "normal", "slow")
ANIMATION_LABELS: dict[str, str] = {
    "off": QT_TRANSLATE_NOOP("Settings", "Off (instant)"),
    "fast": QT_TRANSLATE_NOOP("Settings", "Fast"),
    "normal": QT_TRANSLATE_NOOP("Settings", "Normal"),
    "slow": QT_TRANSLATE_NOOP("Settings", "Slow"),
}

HUMAN_BUST_OPTIONS: tuple[str, ...] = ("ask", "rebuy", "end")
HUMAN_BUST_LABELS: dict[str, str] = {
    "ask": QT_TRANSLATE_NOOP("Settings", "Ask whether to rebuy or end the session"),
    "rebuy": QT_TRANSLATE_NOOP("Settings", "Rebuy to the starting stack automatically"),
    "end": QT_TRANSLATE_NOOP("Settings", "End the session"),
}
COMPUTER_BUST_OPTIONS: tuple[str, ...] = ("rebuy", "replace")
"""The values of controllers.session.BustRule, so ``BustRule(value)`` converts."""
COMPUTER_BUST_LABELS: dict[str, str] = {
    "rebuy": QT_TRANSLATE_NOOP("Settings", "They buy in again for the starting stack"),
    "replace": QT_TRANSLATE_NOOP("Settings", "A new player takes the seat with the starting stack"),
}

HINT_MODES: tuple[str, ...] = ("automatic", "on_request")
"""When the Coach shows its hint: at once when the human's turn starts, or on the Hint button (key H)."""
HINT_MODE_LABELS: dict[str, str] = {
    "automatic": QT_TRANSLATE_NOOP("Settings", "Automatically, as soon as it is your turn"),
    "on_request": QT_TRANSLATE_NOOP("Settings", "Only when I ask (Hint button, key H)"),
}

THEME_DARK = "dark"
THEMES: tuple[str, ...] = (THEME_DARK, "light", "high-contrast", "system")
"""The window's look (razz_desktop.ui.theme): "system" takes the desktop's palette and font size."""
THEME_LABELS: dict[str, str] = {
    "dark": QT_TRANSLATE_NOOP("Settings", "Dark"),
    "light": QT_TRANSLATE_NOOP("Settings", "Light"),
    "high-contrast": QT_TRANSLATE_NOOP("Settings", "High contrast"),
    "system": QT_TRANSLATE_NOOP("Settings", "Follow the system"),
}

MIN_VOLUME = 0
MAX_VOLUME = 100
DEFAULT_VOLUME = 60
"""Sound volume in percent: loud enough to hear over music, quiet enough not to startle."""

LANGUAGE_SYSTEM = "system"
LANGUAGE_RE = re.compile(r"^[a-z]{2,3}(_[A-Z]{2})?$")
"""A language code such as "de" or "pt_BR"; :data:`LANGUAGE_SYSTEM` follows the desktop."""

HOUSE_RULE_TEXTS: dict[str, tuple[str, str]] = {
    "no_cap_heads_up": (
        QT_TRANSLATE_NOOP("Settings", "No cap heads-up"),
        QT_TRANSLATE_NOOP("Settings", "When only two players remain in the hand, raising is unlimited instead of capped at three raises."),
    ),
    "open_pair_big_bet": (
        QT_TRANSLATE_NOOP("Settings", "Open pair on 4th street allows the big bet"),
        QT_TRANSLATE_NOOP("Settings", "If anyone shows a pair on 4th street, the first bet may be a big bet (a seven-card stud custom)."),
    ),
    "board_ties_by_suit": (
        QT_TRANSLATE_NOOP("Settings", "Board ties broken by suit"),
        QT_TRANSLATE_NOOP("Settings", "Equal boards on 4th to 6th street: the lower suit of the highest upcard acts first, not the seat nearer the button."),
    ),
    "odd_chip_by_suit": (
        QT_TRANSLATE_NOOP("Settings", "Odd chip by suit"),
        QT_TRANSLATE_NOOP("Settings", "In a split pot the odd chip goes to the winner holding the lowest card by suit, not by seat order."),
    ),
    "auto_muck": (
        QT_TRANSLATE_NOOP("Settings", "Auto-muck losing hands"),
        QT_TRANSLATE_NOOP("Settings", "At showdown, hands that cannot win are mucked without asking; when off, you choose to show or muck."),
    ),
}
"""One (label, one-line explanation) per engine house rule, in the engine's field order."""
