"""The level schedule: validation at the field, the level due, and the presets."""

from __future__ import annotations

import pytest

from razz_desktop.tournament.schedule import (
    PRESETS,
    Level,
    LevelUnit,
    Schedule,
    ScheduleError,
    preset,
    roman,
)


def _levels(*small_bets: int, length: int = 5) -> tuple[Level, ...]:
    return tuple(Level(sb, 2 * sb, sb // 10, sb // 4, length) for sb in small_bets)


def test_every_preset_is_valid_and_its_limits_rise() -> None:
    for name, schedule in PRESETS.items():
        assert schedule.name == name
        bets = [lv.small_bet for lv in schedule.levels]
        assert bets == sorted(set(bets))
        for lv in schedule.levels:
            assert 0 <= lv.ante <= lv.bring_in < lv.small_bet <= lv.big_bet
            lv.stakes()  # the engine accepts every level
    assert preset(" Turbo ") is PRESETS["turbo"]
    with pytest.raises(ScheduleError, match="regular, turbo, hyper"):
        preset("monster")


@pytest.mark.parametrize(("levels", "level", "field", "words"), [
    ((Level(20, 40, 2, 5, 5), Level(20, 40, 2, 5, 5)), 1, "small_bet", "must rise"),
    ((Level(20, 40, 2, 5, 5), Level(30, 30, 3, 7, 5)), 1, "big_bet", "must not fall"),
    ((Level(20, 40, 20, 5, 5),), 0, "ante", "ante"),
    ((Level(20, 40, 4, 3, 5),), 0, "bring_in", "from the ante"),
    ((Level(20, 40, 2, 20, 5),), 0, "bring_in", "below the small bet"),
    ((Level(20, 40, 2, 5, 0),), 0, "length", "at least one hand"),
    ((Level(20, 10, 2, 5, 5),), 0, "big_bet", "at least the small bet"),
    ((Level(20, 40, True, 5, 5),), 0, "ante", "whole number"),  # type: ignore[arg-type]
])
def test_a_bad_level_is_refused_at_its_field(levels: tuple[Level, ...], level: int, field: str,
                                              words: str) -> None:
    with pytest.raises(ScheduleError, match=words) as caught:
        Schedule("mine", levels)
    assert (caught.value.level, caught.value.field) == (level, field)


def test_a_schedule_needs_levels_and_chips() -> None:
    with pytest.raises(ScheduleError) as caught:
        Schedule("empty", ())
    assert caught.value.field == "levels"
    with pytest.raises(ScheduleError) as caught:
        Schedule("poor", _levels(20), starting_chips=0)
    assert caught.value.field == "starting_chips"


def test_the_level_due_counts_hands_and_the_last_level_goes_on() -> None:
    schedule = Schedule("s", (Level(20, 40, 2, 5, 3), Level(40, 80, 4, 10, 2), Level(60, 120, 6, 15, 1)))
    due = [schedule.level_after(h, 0) for h in range(9)]
    assert due == [0, 0, 0, 1, 1, 2, 2, 2, 2]
    assert schedule.until_next(0, 0) == 3
    assert schedule.until_next(4, 0) == 1
    assert schedule.until_next(5, 0) is None
    assert schedule.level(99) == schedule.levels[-1]


def test_a_level_in_minutes_counts_play_time_only() -> None:
    schedule = Schedule("m", _levels(20, 40, length=10), unit=LevelUnit.MINUTES)
    assert schedule.level_after(500, 599.0) == 0
    assert schedule.level_after(0, 600.0) == 1
    assert schedule.until_next(0, 300.0) == pytest.approx(5.0)
    with pytest.raises(ScheduleError, match="one minute"):
        Schedule("m", (Level(20, 40, 2, 5, 0),), unit=LevelUnit.MINUTES)


def test_roman_numerals_as_the_sites_write_levels() -> None:
    assert [roman(n) for n in (1, 2, 4, 9, 14, 40, 1994)] == ["I", "II", "IV", "IX", "XIV", "XL", "MCMXCIV"]
    with pytest.raises(ValueError):
        roman(0)
