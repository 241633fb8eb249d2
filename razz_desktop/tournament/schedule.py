"""A sit-and-go's level schedule: the limits, ante and bring-in of each level, and how long it lasts.

The rule book ("Tournaments", RULES.md) says a level sets the small bet, big
bet, ante and bring-in in whole chips and changes only between hands. A level
lasts a number of hands, or a number of minutes of play (the clock stops
while the game is paused); the schedule says which, for all its levels, so a
player reads one kind of clock. The last level lasts until the tournament
ends: the limits stop rising there, as on the sites' schedules.

Validation says which level and which field is wrong (the editor shows the
message at that field), in the terms of the rule book: limits that rise from
level to level, an ante below the small bet, a bring-in from the ante up to
below the small bet, at least one hand (or minute) a level.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from razz_desktop.engine.rules import GameConfig, HouseRules, Stakes


class ScheduleError(ValueError):
    """A schedule the rules refuse; ``level`` (0-based, None: the schedule) and ``field`` say where,
    ``rule`` which rule (a fixed key the editor words in the player's language)."""

    def __init__(self, message: str, level: int | None = None, field: str | None = None,
                 rule: str = "") -> None:
        super().__init__(message)
        self.level = level
        self.field = field
        self.rule = rule


class LevelUnit(Enum):
    """What a level's length counts."""

    HANDS = "hands"
    MINUTES = "minutes"


@dataclass(frozen=True, slots=True)
class Level:
    """One level: its limits in whole chips and its length (in the schedule's unit)."""

    small_bet: int
    big_bet: int
    ante: int
    bring_in: int
    length: int

    def stakes(self) -> Stakes:
        return Stakes(small_bet=self.small_bet, big_bet=self.big_bet, ante=self.ante, bring_in=self.bring_in)

    def label(self) -> str:
        """The limits as hand histories write them: "20/40"."""
        return f"{self.small_bet}/{self.big_bet}"


def roman(number: int) -> str:
    """A level's number as the sites write it ("Level II"); 1-based."""
    if number < 1:
        raise ValueError("levels are numbered from 1")
    out = []
    for value, numeral in ((1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
                           (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")):
        while number >= value:
            out.append(numeral)
            number -= value
    return "".join(out)


def from_roman(text: str) -> int:
    """The number of a level written as the sites write it ("XIV" -> 14); ValueError if it is not one."""
    values = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
    text = text.strip().upper()
    if not text or any(ch not in values for ch in text):
        raise ValueError(f"not a Roman numeral: {text!r}")
    total = 0
    for i, ch in enumerate(text):
        value = values[ch]
        total += -value if i + 1 < len(text) and values[text[i + 1]] > value else value
    if roman(total) != text:
        raise ValueError(f"not a Roman numeral: {text!r}")
    return total


@dataclass(frozen=True, slots=True)
class Schedule:
    """The levels of a tournament, the unit of their length, and the chips everyone starts with."""

    name: str
    levels: tuple[Level, ...]
    unit: LevelUnit = LevelUnit.HANDS
    starting_chips: int = 1500

    def __post_init__(self) -> None:
        validate(self)

    def level(self, index: int) -> Level:
        """Level ``index`` (0-based); past the last level the last one goes on."""
        if index < 0:
            raise ValueError("level indices start at 0")
        return self.levels[min(index, len(self.levels) - 1)]

    def config(self, index: int, house_rules: HouseRules | None = None) -> GameConfig:
        return GameConfig(stakes=self.level(index).stakes(), house_rules=house_rules or HouseRules())

    def level_after(self, hands: int, seconds: float) -> int:
        """The level due after ``hands`` hands and ``seconds`` of play since the start (0-based).

        Each level lasts its length in the schedule's unit; the last level never ends.
        """
        done = hands if self.unit is LevelUnit.HANDS else seconds / 60.0
        for index, level in enumerate(self.levels[:-1]):
            if done < level.length:
                return index
            done -= level.length
        return len(self.levels) - 1

    def until_next(self, hands: int, seconds: float) -> float | None:
        """How much of the current level is left (hands, or minutes); None at the last level."""
        done = hands if self.unit is LevelUnit.HANDS else seconds / 60.0
        for level in self.levels[:-1]:
            if done < level.length:
                return level.length - done
            done -= level.length
        return None


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def validate(schedule: Schedule) -> None:
    """Refuse a schedule the rule book does not allow, naming the level and field at fault."""
    if not schedule.levels:
        raise ScheduleError("a schedule needs at least one level", None, "levels", "no_levels")
    if not _whole(schedule.starting_chips) or schedule.starting_chips < 1:
        raise ScheduleError("the starting chips must be a whole number of at least 1", None, "starting_chips",
                            "starting_chips")
    if not isinstance(schedule.unit, LevelUnit):
        raise ScheduleError("a level lasts a number of hands or of minutes", None, "unit", "unit")
    previous: Level | None = None
    for i, lv in enumerate(schedule.levels):
        for name in ("small_bet", "big_bet", "ante", "bring_in", "length"):
            if not _whole(getattr(lv, name)):
                raise ScheduleError(f"level {i + 1}: {name.replace('_', ' ')} must be a whole number of chips",
                                    i, name, "whole")
        if lv.small_bet < 2:
            raise ScheduleError(f"level {i + 1}: the small bet must be at least 2 chips", i, "small_bet",
                                "small_bet_min")
        if lv.big_bet < lv.small_bet:
            raise ScheduleError(f"level {i + 1}: the big bet must be at least the small bet", i, "big_bet",
                                "big_bet_min")
        if lv.ante < 0 or lv.ante >= lv.small_bet:
            raise ScheduleError(f"level {i + 1}: the ante must be from 0 up to below the small bet", i, "ante",
                                "ante_range")
        if lv.bring_in < max(1, lv.ante) or lv.bring_in >= lv.small_bet:
            raise ScheduleError(f"level {i + 1}: the bring-in must be from the ante up to below the small bet",
                                i, "bring_in", "bring_in_range")
        if lv.length < 1:
            unit = "hand" if schedule.unit is LevelUnit.HANDS else "minute"
            raise ScheduleError(f"level {i + 1}: a level lasts at least one {unit}", i, "length", "length_min")
        if previous is not None:
            if lv.small_bet <= previous.small_bet:
                raise ScheduleError(f"level {i + 1}: the limits must rise from level to level "
                                    f"(small bet {lv.small_bet} after {previous.small_bet})", i, "small_bet",
                                    "rising")
            if lv.big_bet < previous.big_bet:
                raise ScheduleError(f"level {i + 1}: the big bet must not fall from level to level", i, "big_bet",
                                    "big_bet_falls")
        previous = lv


SMALL_BETS = (20, 30, 40, 60, 80, 100, 150, 200, 300, 400, 600, 800, 1000, 1500, 2000, 3000, 4000, 6000,
              8000, 10000, 15000, 20000, 30000, 40000, 60000, 80000, 100000, 150000, 200000, 300000)
"""The presets' small bets: the limits double about every two levels, as on the sites' stud schedules."""


def _levels(length: int, small_bets: Sequence[int] = SMALL_BETS) -> tuple[Level, ...]:
    """Limits at twice the small bet, an ante of a tenth and a bring-in of a quarter of it."""
    return tuple(Level(small_bet=sb, big_bet=2 * sb, ante=sb // 10, bring_in=sb // 4, length=length)
                 for sb in small_bets)


PRESETS: dict[str, Schedule] = {
    "regular": Schedule("regular", _levels(12), LevelUnit.HANDS, 1500),
    "turbo": Schedule("turbo", _levels(6), LevelUnit.HANDS, 1500),
    "hyper": Schedule("hyper", _levels(3), LevelUnit.HANDS, 1000),
}
"""The built-in schedules: a level every 12 hands (regular), 6 (turbo) or 3 (hyper-turbo)."""


def preset(name: str) -> Schedule:
    """A built-in schedule by name; the error lists the names."""
    try:
        return PRESETS[name.strip().lower()]
    except KeyError:
        raise ScheduleError(f"unknown schedule {name!r}; choose from {', '.join(PRESETS)}") from None
