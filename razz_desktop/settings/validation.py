"""What makes settings usable: the one validation, and the problems it reports.

:func:`validate` is the only judge. The settings dialog calls it as the user
types, :func:`.storage.load_settings` runs it over hand-edited files and
:func:`.storage.save_settings` and :meth:`.model.Settings.to_game_config`
refuse what it rejects, so nothing invalid can reach the disk or the engine by
any route. Types are checked as well as ranges, because a hand-edited file can
put a string where a number belongs and the dataclasses accept anything.

A :class:`Problem` names the field (a dotted path the dialog maps to its
widget) and carries an English template marked for translation plus the
values to fill in, so the dialog translates the template first and formats
after (see :mod:`.translation`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import fields
from typing import Any, Protocol, runtime_checkable

from razz_desktop.engine.frozen_record import frozen_record
from razz_desktop.engine.rules import MAX_PLAYERS, MIN_PLAYERS, HouseRules

from .chips import format_money
from .names import (
    ALL_LEVELS,
    ANIMATION_SPEEDS,
    COMPUTER_BUST_OPTIONS,
    HINT_MODES,
    HUMAN_BUST_OPTIONS,
    LANGUAGE_RE,
    LANGUAGE_SYSTEM,
    MAX_VOLUME,
    MIN_VOLUME,
    PRACTICE_LEVELS,
    STYLES,
    THEMES,
)
from .sections import (
    DisplaySettings,
    OpponentSettings,
    PlaySettings,
    PracticeSettings,
    StakesSettings,
    TableSettings,
)
from .translation import QT_TRANSLATE_NOOP, Translate, untranslated

# --- limits -------------------------------------------------------------------

MIN_SMALL_BET = 2
"""The bring-in needs at least 1 chip and must stay below the small bet."""
MAX_BET = 1_000_000
"""$10,000: far beyond any real stakes, and well inside a Qt spin box's 32-bit range."""
MAX_STACK = 100_000_000
"""$1,000,000 (also within a 32-bit spin box)."""
MAX_ANTE_PERCENT = 100
"""The ante may not exceed the small bet (engine rule)."""
SENSIBLE_ANTE_PERCENT = 50
"""RULES.md calls 0-50% sensible: a larger ante is allowed, but the field warns about it."""
MIN_BRING_IN_PERCENT = 1
MAX_BRING_IN_PERCENT = 99
SEAT_NUMBERS = tuple(range(1, MAX_PLAYERS + 1))


# --- problems -----------------------------------------------------------------------


@frozen_record
class Problem:
    """What is wrong with one field: its dotted path and an English message template.

    ``field`` is e.g. ``"stakes.bring_in_percent"`` or ``"table.opponents.3.level"``
    (seat 3); the dialog shows the message next to the widget for that path.
    """

    field: str
    template: str
    values: tuple[tuple[str, Any], ...] = ()
    related: tuple[str, ...] = ()
    """Other fields the rule reads whose values only together make the problem
    (the small bet for "the big bet must be at least the small bet"): a file
    whose fields disagree has all of them reset, since which one was mistyped
    cannot be told."""
    depends_on: tuple[str, ...] = ()
    """Fields the rule's limit is computed from (the stakes, for "a starting stack
    must cover the ante and one small bet"): reset only when resetting ``field``
    itself cannot make the settings usable."""

    def text(self, translate: Translate = untranslated) -> str:
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


def is_int(value: Any) -> bool:
    """A whole number, and not a bool (which Python counts as an int)."""
    return isinstance(value, int) and not isinstance(value, bool)


@runtime_checkable
class SettingsSections(Protocol):
    """What :func:`validate` reads: the six sections of :class:`.model.Settings`.

    A protocol rather than the class itself, so that this module sits below
    :mod:`.model` (which calls :func:`validate` from its methods) and the two
    import each other in one direction only.
    """

    @property
    def stakes(self) -> StakesSettings: ...
    @property
    def table(self) -> TableSettings: ...
    @property
    def house_rules(self) -> HouseRules: ...
    @property
    def display(self) -> DisplaySettings: ...
    @property
    def play(self) -> PlaySettings: ...
    @property
    def practice(self) -> PracticeSettings: ...


# --- the validation -----------------------------------------------------------------


def validate(settings: SettingsSections) -> list[Problem]:
    """Every problem with ``settings``, in dialog order; empty when they can be used.

    Types are checked too, because a hand-edited file can put a string where a
    number belongs and the dataclasses themselves accept anything.
    """
    problems: list[Problem] = []

    def add(path: str, template: str, /, *, related: tuple[str, ...] = (), depends_on: tuple[str, ...] = (),
            **values: Any) -> None:
        problems.append(Problem(path, template, tuple(values.items()), related, depends_on))

    def whole(path: str, value: Any, low: int, high: int, template: str, /, **values: Any) -> bool:
        if not is_int(value):
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

    if not isinstance(settings, SettingsSections):
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
            small=format_money(st.small_bet), related=("stakes.small_bet",))
    if stakes_ok:
        ante_ok = whole(
            "stakes.ante_percent", st.ante_percent, 0, MAX_ANTE_PERCENT,
            QT_TRANSLATE_NOOP("Settings", "The ante must be between 0% and {high}% of the small bet (never more than the small bet)."),
            high=MAX_ANTE_PERCENT,
        )
        if ante_ok and small_ok and st.ante_chips > st.small_bet:  # cannot happen at <= 100%; kept as the rule
            add("stakes.ante_percent", QT_TRANSLATE_NOOP("Settings", "The ante must be no more than the small bet."))
        if whole(
            "stakes.bring_in_percent", st.bring_in_percent, MIN_BRING_IN_PERCENT, MAX_BRING_IN_PERCENT,
            QT_TRANSLATE_NOOP("Settings", "The bring-in must be between {low}% and {high}% of the small bet."),
            low=MIN_BRING_IN_PERCENT, high=MAX_BRING_IN_PERCENT,
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
                and stakes_ok and small_ok and is_int(st.ante_percent):
            minimum = st.ante_chips + st.small_bet
            if tb.starting_stack < minimum:
                add("table.starting_stack",
                    QT_TRANSLATE_NOOP("Settings", "A starting stack must cover the ante and one small bet: at least {minimum}."),
                    minimum=format_money(minimum), depends_on=("stakes.small_bet", "stakes.ante_percent"))
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
            dp.language == LANGUAGE_SYSTEM or LANGUAGE_RE.match(dp.language)
        ):
            add("display.language", QT_TRANSLATE_NOOP("Settings", "The language must be \"system\" or a code such as \"de\" or \"pt_BR\"."))
        whole("display.volume", dp.volume, MIN_VOLUME, MAX_VOLUME,
              QT_TRANSLATE_NOOP("Settings", "The volume must be between {low}% and {high}%."),
              low=MIN_VOLUME, high=MAX_VOLUME)
        choice("display.theme", dp.theme, THEMES)

    # Play
    pl = settings.play
    if section("play", pl, PlaySettings):
        flag("play.auto_next_hand", pl.auto_next_hand)
        choice("play.when_you_bust", pl.when_you_bust, HUMAN_BUST_OPTIONS)
        choice("play.when_computer_busts", pl.when_computer_busts, COMPUTER_BUST_OPTIONS)
        whole("play.tournament_buy_in", pl.tournament_buy_in, 0, MAX_STACK,
              QT_TRANSLATE_NOOP("Settings", "The tournament buy-in must be between {low} and {high} chips (0: play money)."),
              low=0, high=f"{MAX_STACK:,}")

    # Practice
    pr = settings.practice
    if section("practice", pr, PracticeSettings):
        flag("practice.enabled", pr.enabled)
        choice("practice.hints", pr.hints, HINT_MODES)
        flag("practice.show_opponents_cards_after_hand", pr.show_opponents_cards_after_hand)

    return problems


# --- advice ---------------------------------------------------------------------------


def advise(settings: SettingsSections) -> list[Problem]:
    """Choices that are allowed but probably not meant: shown as warnings, never blocking.

    Only settings :func:`validate` accepts get advice (advice about a value
    that is wrong anyway would only be noise). Today: an ante above the range
    RULES.md calls sensible, and a bring-in smaller than the ante (legal, but
    then bringing in costs less than the ante every player already paid).
    """
    if validate(settings):
        return []
    st = settings.stakes
    out: list[Problem] = []
    if st.ante_percent > SENSIBLE_ANTE_PERCENT:
        out.append(Problem("stakes.ante_percent", QT_TRANSLATE_NOOP(
            "Settings", "Allowed, but an ante above {sensible}% of the small bet is unusual (0-{sensible}% is the sensible range)."),
            (("sensible", SENSIBLE_ANTE_PERCENT),)))
    if st.bring_in_chips < st.ante_chips:
        out.append(Problem("stakes.bring_in_percent", QT_TRANSLATE_NOOP(
            "Settings", "Allowed, but the bring-in ({bring_in}) is smaller than the ante ({ante}): usually it is larger."),
            (("bring_in", format_money(st.bring_in_chips)), ("ante", format_money(st.ante_chips))),
            ("stakes.ante_percent",)))
    return out
