"""The user's settings: one frozen dataclass tree, its validation, JSON load/save.

Why it is built this way:

- **One validation** (:func:`validate`) is used by the settings dialog, by
  :func:`load_settings` for hand-edited files and by :func:`save_settings`, so
  nothing invalid can reach the disk or the engine by any route.
- **Percentages become chips here, once.** The engine only knows chips
  (``engine.rules.Stakes``). :func:`percent_of` converts with the rule
  RULES.md asks for, "round to the nearest chip", with halves rounded *up*
  (e.g. 25% of a 2-chip small bet = 0.5 -> 1 chip). Integer arithmetic only:
  chips are never floats.
- **A bad file never stops the program.** :func:`load_settings` returns the
  defaults plus a warning to show once, keeps a timestamped copy of the bad
  file beside it and writes the defaults over it, so the next start is quiet.
- **Pure Python** (no Qt): the engine-facing parts are testable without a
  display. User-visible texts are English templates marked with
  :func:`QT_TRANSLATE_NOOP` (context ``"Settings"``) so ``pyside6-lupdate``
  collects them; the dialog translates the template *before* filling in the
  numbers, via the ``translate`` argument the text functions take.

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

Missing keys take their defaults (so files from older versions load); unknown
keys are refused (they are typos that would otherwise be silently ignored).
"""

from __future__ import annotations

import datetime as _dt
import json
import logging
import os
import re
import shutil
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, fields, is_dataclass, replace
from pathlib import Path
from typing import Any

from razz_desktop.engine.rules import MAX_PLAYERS, MIN_PLAYERS, GameConfig, HouseRules, Stakes

log = logging.getLogger(__name__)

SETTINGS_VERSION = 1
CONTEXT = "Settings"
"""Translation context of every text in this module."""

Translate = Callable[[str], str]


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate looks for
    """Mark ``text`` for translation without translating it (Qt's idiom, without Qt)."""
    return text


def _identity(text: str) -> str:
    return text


# --- limits -------------------------------------------------------------------

MIN_SMALL_BET = 2
"""The bring-in needs at least 1 chip and must stay below the small bet."""
MAX_BET = 1_000_000
"""$10,000: far beyond any real stakes, and well inside a Qt spin box's 32-bit range."""
MAX_STACK = 100_000_000
"""$1,000,000 (also within a 32-bit spin box)."""
MAX_ANTE_PERCENT = 100
"""The ante may not exceed the small bet (engine rule); RULES.md calls 0-50% sensible."""
MIN_BRING_IN_PERCENT = 1
MAX_BRING_IN_PERCENT = 99
SEAT_NUMBERS = tuple(range(1, MAX_PLAYERS + 1))

# --- names the settings file and the dialog share -------------------------------

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
"""The values of controllers.game_controller.BustRule, so ``BustRule(value)`` converts."""
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

LANGUAGE_SYSTEM = "system"
_LANGUAGE_RE = re.compile(r"^[a-z]{2,3}(_[A-Z]{2})?$")

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


# --- money ----------------------------------------------------------------------


def percent_of(chips: int, percent: int) -> int:
    """``percent`` % of ``chips``, rounded to the nearest chip, halves up.

    Half-up (rather than Python's round-half-even) so the same stakes always
    give the amount a player would expect from school arithmetic: 25% of
    2 chips is 1 chip, 10% of 25 chips is 3 chips.
    """
    return (chips * percent + 50) // 100


def format_money(chips: int) -> str:
    """Chips as dollars and cents, one chip = one cent: 40 -> "$0.40", 400000 -> "$4,000.00"."""
    sign = "-" if chips < 0 else ""
    dollars, cents = divmod(abs(chips), 100)
    return f"{sign}${dollars:,}.{cents:02d}"


def format_short_money(chips: int) -> str:
    """Like :func:`format_money` but without ".00" for whole dollars, as stakes are named: "$2"."""
    if chips % 100 == 0:
        return f"${chips // 100:,}"
    return format_money(chips)


def format_stakes(small_bet: int, big_bet: int) -> str:
    """The usual name of fixed-limit stakes: "$2/$4", "$0.50/$1"."""
    return f"{format_short_money(small_bet)}/{format_short_money(big_bet)}"


def format_chips(chips: int, translate: Translate = _identity) -> str:
    """"1 chip", "40 chips", "40,000 chips"."""
    if chips == 1:
        return translate(QT_TRANSLATE_NOOP("Settings", "1 chip"))
    return translate(QT_TRANSLATE_NOOP("Settings", "{n} chips")).format(n=f"{chips:,}")


# --- the dataclass tree -----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class StakesSettings:
    """Stakes as the user thinks of them: bets in chips, ante and bring-in as % of the small bet."""

    small_bet: int = 200
    big_bet: int = 400
    ante_percent: int = 20
    bring_in_percent: int = 25

    @property
    def ante_chips(self) -> int:
        return percent_of(self.small_bet, self.ante_percent)

    @property
    def bring_in_chips(self) -> int:
        return percent_of(self.small_bet, self.bring_in_percent)


@dataclass(frozen=True, slots=True)
class OpponentSettings:
    """A computer seat: a level from :data:`ALL_LEVELS` and a style from :data:`STYLES` or None."""

    level: str = "regular"
    style: str | None = None


def _preset(pairs: Sequence[tuple[str, str | None]]) -> tuple[OpponentSettings, ...]:
    return tuple(OpponentSettings(level, style) for level, style in pairs)


PRESETS: dict[str, tuple[OpponentSettings, ...]] = {
    "beginner": _preset([("beginner", None)] * MAX_PLAYERS),
    "tough": _preset([("expert", None), ("strong", None)] * (MAX_PLAYERS // 2)),
    "mixed": _preset(
        [
            ("regular", "loose-passive"),
            ("strong", "tight-aggressive"),
            ("beginner", "loose-aggressive"),
            ("expert", None),
            ("regular", "tight-passive"),
            ("strong", "loose-aggressive"),
            ("beginner", "tight-passive"),
            ("expert", "tight-aggressive"),
        ]
    ),
}
"""Ready-made opponents for all eight seats (the human's seat entry is ignored)."""
PRESET_LABELS: dict[str, str] = {
    "beginner": QT_TRANSLATE_NOOP("Settings", "Beginner table"),
    "tough": QT_TRANSLATE_NOOP("Settings", "Tough table"),
    "mixed": QT_TRANSLATE_NOOP("Settings", "Mixed"),
}


@dataclass(frozen=True, slots=True)
class TableSettings:
    """Who sits down: seats 1..players are used; the human takes ``human_seat``.

    ``opponents`` holds one entry per seat number (index = seat - 1) for all
    eight seats, so a seat's choice survives when the table is made smaller
    and bigger again or the human changes seat; the human's entry is unused.
    """

    players: int = 6
    starting_stack: int = 40_000
    human_seat: int = 1
    opponents: tuple[OpponentSettings, ...] = PRESETS["mixed"]

    def seats_in_play(self) -> tuple[int, ...]:
        return tuple(range(1, self.players + 1))

    def computer_seats(self) -> dict[int, OpponentSettings]:
        """Seat number -> opponent, for the computer seats in play."""
        return {s: self.opponents[s - 1] for s in self.seats_in_play() if s != self.human_seat}

    def starting_stacks(self) -> dict[int, int]:
        """Seat -> chips for ``engine.Table(config, stacks)`` at the start of a session."""
        return {s: self.starting_stack for s in self.seats_in_play()}

    def preset(self) -> str | None:
        """The preset the computer seats in play match, or None for a custom mix."""
        for name, opponents in PRESETS.items():
            if all(self.opponents[s - 1] == opponents[s - 1] for s in self.computer_seats()):
                return name
        return None


@dataclass(frozen=True, slots=True)
class DisplaySettings:
    """Cosmetic options: they change how the table looks and sounds, never the game."""

    four_colour_deck: bool = False
    animation_speed: str = "normal"
    sound: bool = True
    human_at_bottom: bool = True
    language: str = LANGUAGE_SYSTEM


@dataclass(frozen=True, slots=True)
class PlaySettings:
    """How a session flows between hands."""

    auto_next_hand: bool = True
    when_you_bust: str = "ask"
    when_computer_busts: str = "rebuy"


@dataclass(frozen=True, slots=True)
class PracticeSettings:
    """Practice mode: the Coach's hints while playing and its review after each hand.

    ``enabled`` defaults to **on**: Razz Desktop is a trainer as much as a game,
    and razz is a game most people learn rather than already know, so a new
    player meets the Coach (a dock beside the table, never blocking it) and can
    turn it off in one click (Game > Practice mode, Ctrl+T) or in the first-start
    dialog. ``hints`` is one of :data:`HINT_MODES`. ``show_opponents_cards_after_hand``
    is a study option, off by default: the Last Hand window then shows every
    player's hole cards, also those of players who folded, which the table
    never shows.
    """

    enabled: bool = True
    hints: str = "automatic"
    show_opponents_cards_after_hand: bool = False

    @property
    def auto_hints(self) -> bool:
        return self.hints == "automatic"


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything the user chooses; build a new one with ``dataclasses.replace``."""

    stakes: StakesSettings = field(default_factory=StakesSettings)
    table: TableSettings = field(default_factory=TableSettings)
    house_rules: HouseRules = field(default_factory=HouseRules)
    display: DisplaySettings = field(default_factory=DisplaySettings)
    play: PlaySettings = field(default_factory=PlaySettings)
    practice: PracticeSettings = field(default_factory=PracticeSettings)

    def problems(self) -> list[Problem]:
        return validate(self)

    def is_valid(self) -> bool:
        return not validate(self)

    def to_game_config(self) -> GameConfig:
        """The engine's configuration, in chips. Raises :class:`SettingsError` if invalid."""
        problems = validate(self)
        if problems:
            raise SettingsError(problems)
        s = self.stakes
        return GameConfig(
            stakes=Stakes(
                small_bet=s.small_bet, big_bet=s.big_bet, ante=s.ante_chips, bring_in=s.bring_in_chips
            ),
            house_rules=self.house_rules,
        )

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"version": SETTINGS_VERSION}
        out.update(_encode(self))
        return out

    @classmethod
    def from_dict(cls, data: Any) -> Settings:
        """Decode a JSON object; raises :class:`SettingsError` on a wrong shape or invalid values."""
        problems: list[Problem] = []
        if not isinstance(data, dict):
            raise SettingsError([Problem("", QT_TRANSLATE_NOOP("Settings", "The file does not hold a settings object."))])
        data = dict(data)
        version = data.pop("version", SETTINGS_VERSION)
        if not _is_int(version) or version != SETTINGS_VERSION:
            raise SettingsError(
                [Problem("version", QT_TRANSLATE_NOOP("Settings", "Unsupported settings version {version!r} (expected {expected})."),
                         (("version", version), ("expected", SETTINGS_VERSION)))]
            )
        settings = _decode(cls, data, "", problems)
        problems += validate(settings)  # report every problem at once, not one per attempt
        if problems:
            raise SettingsError(problems)
        return settings


# --- problems -----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Problem:
    """What is wrong with one field: its dotted path and an English message template.

    ``field`` is e.g. ``"stakes.bring_in_percent"`` or ``"table.opponents.3.level"``
    (seat 3); the dialog shows the message next to the widget for that path.
    """

    field: str
    template: str
    values: tuple[tuple[str, Any], ...] = ()

    def text(self, translate: Translate = _identity) -> str:
        return translate(self.template).format(**dict(self.values))


class SettingsError(ValueError):
    """Settings that cannot be used; ``problems`` says why, field by field."""

    def __init__(self, problems: Sequence[Problem]) -> None:
        self.problems = list(problems)
        super().__init__("; ".join(f"{p.field or 'file'}: {p.text()}" for p in self.problems))


def problems_by_field(problems: Sequence[Problem]) -> dict[str, str]:
    """The first message per field (what fits next to one widget), untranslated."""
    out: dict[str, str] = {}
    for p in problems:
        out.setdefault(p.field, p.text())
    return out


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def validate(settings: Settings) -> list[Problem]:
    """Every problem with ``settings``, in dialog order; empty when they can be used.

    Types are checked too, because a hand-edited file can put a string where a
    number belongs and the dataclasses themselves accept anything.
    """
    problems: list[Problem] = []

    def add(path: str, template: str, /, **values: Any) -> None:
        problems.append(Problem(path, template, tuple(values.items())))

    def whole(path: str, value: Any, low: int, high: int, template: str, /, **values: Any) -> bool:
        if not _is_int(value):
            add(path, QT_TRANSLATE_NOOP("Settings", "Must be a whole number, not {value!r}."), value=value)
            return False
        if not low <= value <= high:
            add(path, template, **values)
            return False
        return True

    def flag(path: str, value: Any) -> None:
        if not isinstance(value, bool):
            add(path, QT_TRANSLATE_NOOP("Settings", "Must be true or false, not {value!r}."), value=value)

    def choice(path: str, value: Any, allowed: Sequence[Any]) -> None:
        if value not in allowed or isinstance(value, bool):
            add(path, QT_TRANSLATE_NOOP("Settings", "Unknown choice {value!r}; expected one of: {allowed}."),
                value=value, allowed=", ".join(str(a) for a in allowed))

    def section(path: str, value: Any, cls: type) -> bool:
        if not isinstance(value, cls):
            add(path, QT_TRANSLATE_NOOP("Settings", "Must be a {kind} section."), kind=cls.__name__)
            return False
        return True

    if not isinstance(settings, Settings):
        add("", QT_TRANSLATE_NOOP("Settings", "Not a settings object."))
        return problems

    # Stakes
    st = settings.stakes
    stakes_ok = section("stakes", st, StakesSettings)
    small_ok = stakes_ok and whole(
        "stakes.small_bet", st.small_bet, MIN_SMALL_BET, MAX_BET,
        QT_TRANSLATE_NOOP("Settings", "The small bet must be between {low} and {high}: the bring-in needs at least 1 chip below it."),
        low=format_money(MIN_SMALL_BET), high=format_money(MAX_BET),
    )
    if stakes_ok and whole(
        "stakes.big_bet", st.big_bet, 1, MAX_BET,
        QT_TRANSLATE_NOOP("Settings", "The big bet must be between {low} and {high}."),
        low=format_money(1), high=format_money(MAX_BET),
    ) and small_ok and st.big_bet < st.small_bet:
        add("stakes.big_bet", QT_TRANSLATE_NOOP("Settings", "The big bet must be at least the small bet ({small})."),
            small=format_money(st.small_bet))
    if stakes_ok:
        ante_ok = whole(
            "stakes.ante_percent", st.ante_percent, 0, MAX_ANTE_PERCENT,
            QT_TRANSLATE_NOOP("Settings", "The ante must be between 0% and 100% of the small bet (never more than the small bet)."),
        )
        if ante_ok and small_ok and st.ante_chips > st.small_bet:  # cannot happen at <= 100%; kept as the rule
            add("stakes.ante_percent", QT_TRANSLATE_NOOP("Settings", "The ante must be no more than the small bet."))
        if whole(
            "stakes.bring_in_percent", st.bring_in_percent, MIN_BRING_IN_PERCENT, MAX_BRING_IN_PERCENT,
            QT_TRANSLATE_NOOP("Settings", "The bring-in must be between 1% and 99% of the small bet."),
        ) and small_ok:
            chips = st.bring_in_chips
            if chips < 1:
                add("stakes.bring_in_percent",
                    QT_TRANSLATE_NOOP("Settings", "{percent}% of {small} rounds to 0 chips: the bring-in must be at least 1 chip."),
                    percent=st.bring_in_percent, small=format_money(st.small_bet))
            elif chips >= st.small_bet:
                add("stakes.bring_in_percent",
                    QT_TRANSLATE_NOOP("Settings", "{percent}% of {small} rounds to {chips}: the bring-in must be less than the small bet."),
                    percent=st.bring_in_percent, small=format_money(st.small_bet), chips=format_money(chips))

    # Table
    tb = settings.table
    if section("table", tb, TableSettings):
        players_ok = whole(
            "table.players", tb.players, MIN_PLAYERS, MAX_PLAYERS,
            QT_TRANSLATE_NOOP("Settings", "The table seats {low} to {high} players."), low=MIN_PLAYERS, high=MAX_PLAYERS,
        )
        if whole("table.human_seat", tb.human_seat, 1, MAX_PLAYERS,
                 QT_TRANSLATE_NOOP("Settings", "Seats are numbered 1 to {high}."), high=MAX_PLAYERS) and players_ok \
                and tb.human_seat > tb.players:
            add("table.human_seat",
                QT_TRANSLATE_NOOP("Settings", "With {players} players seats 1 to {players} are used: choose one of them."),
                players=tb.players)
        if whole("table.starting_stack", tb.starting_stack, 1, MAX_STACK,
                 QT_TRANSLATE_NOOP("Settings", "The starting stack must be between {low} and {high}."),
                 low=format_money(1), high=format_money(MAX_STACK)) \
                and stakes_ok and small_ok and _is_int(st.ante_percent):
            minimum = st.ante_chips + st.small_bet
            if tb.starting_stack < minimum:
                add("table.starting_stack",
                    QT_TRANSLATE_NOOP("Settings", "A starting stack must cover the ante and one small bet: at least {minimum}."),
                    minimum=format_money(minimum))
        if not isinstance(tb.opponents, tuple) or len(tb.opponents) != MAX_PLAYERS:
            add("table.opponents", QT_TRANSLATE_NOOP("Settings", "There must be one opponent entry for each of the {n} seats."),
                n=MAX_PLAYERS)
        else:
            for seat, opp in zip(SEAT_NUMBERS, tb.opponents, strict=True):
                path = f"table.opponents.{seat}"
                if not section(path, opp, OpponentSettings):
                    continue
                choice(f"{path}.level", opp.level, ALL_LEVELS)
                if opp.style is not None:
                    if opp.level in PRACTICE_LEVELS:
                        add(f"{path}.style", QT_TRANSLATE_NOOP("Settings", "A practice opponent plays its fixed way and takes no style."))
                    else:
                        choice(f"{path}.style", opp.style, STYLES)

    # House rules
    hr = settings.house_rules
    if section("house_rules", hr, HouseRules):
        for f in fields(HouseRules):
            flag(f"house_rules.{f.name}", getattr(hr, f.name))

    # Display
    dp = settings.display
    if section("display", dp, DisplaySettings):
        flag("display.four_colour_deck", dp.four_colour_deck)
        choice("display.animation_speed", dp.animation_speed, ANIMATION_SPEEDS)
        flag("display.sound", dp.sound)
        flag("display.human_at_bottom", dp.human_at_bottom)
        if not isinstance(dp.language, str) or not (
            dp.language == LANGUAGE_SYSTEM or _LANGUAGE_RE.match(dp.language)
        ):
            add("display.language", QT_TRANSLATE_NOOP("Settings", "The language must be \"system\" or a code such as \"de\" or \"pt_BR\"."))

    # Play
    pl = settings.play
    if section("play", pl, PlaySettings):
        flag("play.auto_next_hand", pl.auto_next_hand)
        choice("play.when_you_bust", pl.when_you_bust, HUMAN_BUST_OPTIONS)
        choice("play.when_computer_busts", pl.when_computer_busts, COMPUTER_BUST_OPTIONS)

    # Practice
    pr = settings.practice
    if section("practice", pr, PracticeSettings):
        flag("practice.enabled", pr.enabled)
        choice("practice.hints", pr.hints, HINT_MODES)
        flag("practice.show_opponents_cards_after_hand", pr.show_opponents_cards_after_hand)

    return problems


# --- JSON encoding --------------------------------------------------------------------


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


# --- load and save ----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class LoadResult:
    """What :func:`load_settings` found.

    ``warning`` is None when all went well; otherwise show it to the user once
    (``warning_text(translate)`` gives it translated). ``first_start`` is True
    when there was no settings file at all: the app opens the dialog then.
    """

    settings: Settings
    path: Path
    first_start: bool = False
    problems: tuple[Problem, ...] = ()
    backup_path: Path | None = None

    @property
    def warning(self) -> str | None:
        return self.warning_text()

    def reason_text(self, translate: Translate = _identity) -> str:
        """What was wrong with the file, field by field."""
        return " ".join(
            f"{p.field}: {p.text(translate)}" if p.field else p.text(translate) for p in self.problems
        )

    def warning_text(self, translate: Translate = _identity) -> str | None:
        if not self.problems:
            return None
        text = translate(QT_TRANSLATE_NOOP("Settings", "Your settings file {path} could not be used, so Razz Desktop started "
                             "with the default settings.")).format(path=self.path)
        text += " " + translate(QT_TRANSLATE_NOOP("Settings", "What was wrong: {reason}")).format(reason=self.reason_text(translate))
        if self.backup_path is not None:
            text += " " + translate(QT_TRANSLATE_NOOP("Settings", "The file was kept as {backup}.")).format(backup=self.backup_path)
        else:
            text += " " + translate(QT_TRANSLATE_NOOP("Settings", "No copy of it could be made."))
        return text


def _default_path() -> Path:
    from razz_desktop import paths  # the only appdirs user; imported late so tests can redirect it

    return paths.settings_path()


def _backup(path: Path, now: _dt.datetime) -> Path | None:
    """Copy the bad file to ``<name>.invalid-YYYYmmdd-HHMMSS[-n]`` beside it; None if impossible."""
    stamp = now.strftime("%Y%m%d-%H%M%S")
    for n in range(100):
        candidate = path.with_name(f"{path.name}.invalid-{stamp}" + (f"-{n}" if n else ""))
        if candidate.exists():
            continue
        try:
            shutil.copy2(path, candidate)
        except OSError as exc:
            log.warning("could not keep a copy of %s: %s", path, exc)
            return None
        return candidate
    return None


def load_settings(path: Path | None = None, now: _dt.datetime | None = None) -> LoadResult:
    """Read the settings file; never raises for a bad file (see :class:`LoadResult`).

    ``path`` defaults to ``paths.settings_path()``; ``now`` names the backup
    copy (injected by tests). After keeping a copy of a bad file the defaults
    are written over it, so the user is told only once.
    """
    path = _default_path() if path is None else Path(path)
    if not path.exists() and not path.is_symlink():
        return LoadResult(Settings(), path, first_start=True)
    try:
        settings = Settings.from_dict(json.loads(_read_text(path)))
    except SettingsError as exc:
        problems = tuple(exc.problems)
    except json.JSONDecodeError as exc:
        problems = (Problem("", QT_TRANSLATE_NOOP("Settings", "The file is not valid JSON ({error} at line {line}, column {column})."),
                            (("error", exc.msg), ("line", exc.lineno), ("column", exc.colno))),)
    else:
        return LoadResult(settings, path)
    backup = _backup(path, now or _dt.datetime.now())
    defaults = Settings()
    if backup is not None:
        try:
            save_settings(defaults, path)
        except OSError as exc:
            log.warning("could not write default settings to %s: %s", path, exc)
    result = LoadResult(defaults, path, problems=problems, backup_path=backup)
    log.warning("%s", result.warning)
    return result


def _read_text(path: Path) -> str:
    """The file's text; :class:`SettingsError` if it cannot be read, is not UTF-8 or is empty."""
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise SettingsError([Problem("", QT_TRANSLATE_NOOP("Settings", "The file could not be read ({error})."),
                                     (("error", exc.strerror or str(exc)),))]) from exc
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SettingsError([Problem("", QT_TRANSLATE_NOOP("Settings", "The file is not UTF-8 text."))]) from exc
    if not text.strip():
        raise SettingsError([Problem("", QT_TRANSLATE_NOOP("Settings", "The file is empty."))])
    return text


def save_settings(settings: Settings, path: Path | None = None) -> Path:
    """Write ``settings`` as JSON, atomically; refuses invalid settings (:class:`SettingsError`).

    Written to a temporary file and renamed over the old one, so a crash or a
    full disk never leaves a half-written settings file behind.
    """
    problems = validate(settings)
    if problems:
        raise SettingsError(problems)
    path = _default_path() if path is None else Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.tmp-{os.getpid()}")
    text = json.dumps(settings.to_dict(), indent=2, ensure_ascii=False) + "\n"
    try:
        with open(tmp, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    finally:
        if tmp.exists():
            tmp.unlink()
    return path


# --- what changed -------------------------------------------------------------------------


def _onoff(value: bool, translate: Translate) -> str:
    return translate(QT_TRANSLATE_NOOP("Settings", "on")) if value else translate(QT_TRANSLATE_NOOP("Settings", "off"))


def _opponent_label(opp: OpponentSettings, translate: Translate) -> str:
    level = translate(LEVEL_LABELS.get(opp.level, opp.level))
    if opp.style is None:
        return level
    return f"{level}, {translate(STYLE_LABELS.get(opp.style, opp.style)).lower()}"


def changes_needing_next_hand(old: Settings, new: Settings, translate: Translate = _identity) -> list[str]:
    """The game changes from ``old`` to ``new``, one sentence each, for the dealer log.

    These take effect from the next hand (a running hand never changes its
    stakes or rules under the players). Empty when only cosmetic options
    changed; see :func:`changes_applying_at_once` for those.
    """
    t = translate
    out: list[str] = []
    a, b = old.stakes, new.stakes
    if (a.small_bet, a.big_bet) != (b.small_bet, b.big_bet):
        out.append(t(QT_TRANSLATE_NOOP("Settings", "Stakes: {old} → {new}.")).format(
            old=format_stakes(a.small_bet, a.big_bet), new=format_stakes(b.small_bet, b.big_bet)))
    if (a.ante_percent, a.ante_chips) != (b.ante_percent, b.ante_chips):
        out.append(t(QT_TRANSLATE_NOOP("Settings", "Ante: {old_pct}% ({old}) → {new_pct}% ({new}).")).format(
            old_pct=a.ante_percent, old=format_chips(a.ante_chips, t),
            new_pct=b.ante_percent, new=format_chips(b.ante_chips, t)))
    if (a.bring_in_percent, a.bring_in_chips) != (b.bring_in_percent, b.bring_in_chips):
        out.append(t(QT_TRANSLATE_NOOP("Settings", "Bring-in: {old_pct}% ({old}) → {new_pct}% ({new}).")).format(
            old_pct=a.bring_in_percent, old=format_chips(a.bring_in_chips, t),
            new_pct=b.bring_in_percent, new=format_chips(b.bring_in_chips, t)))
    for f in fields(HouseRules):
        before, after = getattr(old.house_rules, f.name), getattr(new.house_rules, f.name)
        if before != after:
            out.append(t(QT_TRANSLATE_NOOP("Settings", "House rule \"{rule}\": {old} → {new}.")).format(
                rule=t(HOUSE_RULE_TEXTS[f.name][0]), old=_onoff(before, t), new=_onoff(after, t)))
    ta, tb = old.table, new.table
    if ta.players != tb.players:
        out.append(t(QT_TRANSLATE_NOOP("Settings", "Players: {old} → {new}.")).format(old=ta.players, new=tb.players))
    if ta.human_seat != tb.human_seat:
        out.append(t(QT_TRANSLATE_NOOP("Settings", "Your seat: {old} → {new}.")).format(old=ta.human_seat, new=tb.human_seat))
    if ta.starting_stack != tb.starting_stack:
        out.append(t(QT_TRANSLATE_NOOP("Settings", "Starting stack: {old} → {new}.")).format(
            old=format_money(ta.starting_stack), new=format_money(tb.starting_stack)))
    before_seats, after_seats = ta.computer_seats(), tb.computer_seats()
    for seat, opp in after_seats.items():
        if seat in before_seats and before_seats[seat] != opp:
            out.append(t(QT_TRANSLATE_NOOP("Settings", "Seat {seat}: {old} → {new}.")).format(
                seat=seat, old=_opponent_label(before_seats[seat], t), new=_opponent_label(opp, t)))
    return out


def changes_applying_at_once(old: Settings, new: Settings, translate: Translate = _identity) -> list[str]:
    """The cosmetic and session-flow changes, which apply immediately."""
    t = translate
    out: list[str] = []
    da, db = old.display, new.display
    if da.four_colour_deck != db.four_colour_deck:
        out.append(t(QT_TRANSLATE_NOOP("Settings", "Four-colour deck: {new}.")).format(new=_onoff(db.four_colour_deck, t)))
    if da.animation_speed != db.animation_speed:
        out.append(t(QT_TRANSLATE_NOOP("Settings", "Animation speed: {new}.")).format(
            new=t(ANIMATION_LABELS.get(db.animation_speed, db.animation_speed))))
    if da.sound != db.sound:
        out.append(t(QT_TRANSLATE_NOOP("Settings", "Sound: {new}.")).format(new=_onoff(db.sound, t)))
    if da.human_at_bottom != db.human_at_bottom:
        out.append(t(QT_TRANSLATE_NOOP("Settings", "Always put me at the bottom: {new}.")).format(new=_onoff(db.human_at_bottom, t)))
    if da.language != db.language:
        out.append(t(QT_TRANSLATE_NOOP("Settings", "Language: applies the next time Razz Desktop starts.")))
    pa, pb = old.play, new.play
    if pa.auto_next_hand != pb.auto_next_hand:
        out.append(t(QT_TRANSLATE_NOOP("Settings", "Next hand starts automatically: {new}.")).format(new=_onoff(pb.auto_next_hand, t)))
    if pa.when_you_bust != pb.when_you_bust:
        out.append(t(QT_TRANSLATE_NOOP("Settings", "When you go broke: {new}.")).format(
            new=t(HUMAN_BUST_LABELS.get(pb.when_you_bust, pb.when_you_bust)).lower()))
    if pa.when_computer_busts != pb.when_computer_busts:
        out.append(t(QT_TRANSLATE_NOOP("Settings", "When a computer player goes broke: {new}.")).format(
            new=t(COMPUTER_BUST_LABELS.get(pb.when_computer_busts, pb.when_computer_busts)).lower()))
    ra, rb = old.practice, new.practice
    if ra.enabled != rb.enabled:
        out.append(t(QT_TRANSLATE_NOOP("Settings", "Practice mode: {new}.")).format(new=_onoff(rb.enabled, t)))
    if ra.hints != rb.hints:
        out.append(t(QT_TRANSLATE_NOOP("Settings", "Coach's hints: {new}.")).format(
            new=t(HINT_MODE_LABELS.get(rb.hints, rb.hints))))
    if ra.show_opponents_cards_after_hand != rb.show_opponents_cards_after_hand:
        out.append(t(QT_TRANSLATE_NOOP("Settings", "Show every player's cards after the hand (study): {new}.")).format(
            new=_onoff(rb.show_opponents_cards_after_hand, t)))
    return out


def with_preset(table: TableSettings, preset: str) -> TableSettings:
    """``table`` with every computer seat taken from ``PRESETS[preset]``."""
    return replace(table, opponents=PRESETS[preset])


def with_opponent(table: TableSettings, seat: int, opponent: OpponentSettings) -> TableSettings:
    """``table`` with one seat's opponent replaced (seats numbered from 1)."""
    opponents = list(table.opponents)
    opponents[seat - 1] = opponent
    return replace(table, opponents=tuple(opponents))


__all__ = [
    "ALL_LEVELS", "ANIMATION_SPEEDS", "COMPUTER_BUST_OPTIONS", "HINT_MODES", "HOUSE_RULE_TEXTS",
    "HUMAN_BUST_OPTIONS", "LEVELS", "PRACTICE_LEVELS", "PRESETS", "STYLES", "DisplaySettings", "LoadResult",
    "OpponentSettings", "PlaySettings", "PracticeSettings", "Problem", "Settings", "SettingsError", "StakesSettings",
    "TableSettings", "changes_applying_at_once", "changes_needing_next_hand", "format_chips",
    "format_money", "format_stakes", "load_settings", "percent_of", "problems_by_field",
    "save_settings", "validate", "with_opponent", "with_preset",
]
