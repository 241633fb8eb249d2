"""A hand's stamp read as UTC: the offset looked up once an hour gives what the zone database gives."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from razz_desktop.storage.formats import hh_time
from razz_desktop.storage.formats.hh_time import played_at

NEW_YORK = ZoneInfo("America/New_York")
PARIS = ZoneInfo("Europe/Paris")


def by_the_zone(naive: datetime, zone: ZoneInfo) -> datetime:
    return naive.replace(tzinfo=zone).astimezone(UTC)


@pytest.mark.parametrize(("day", "zone", "abbrev"), [
    (datetime(2024, 3, 10), NEW_YORK, "ET"), (datetime(2024, 11, 3), NEW_YORK, "ET"),
    (datetime(2009, 11, 1), NEW_YORK, "ET"), (datetime(2024, 3, 31), PARIS, "CET"),
    (datetime(2024, 10, 27), PARIS, "CET"),
])
def test_every_minute_of_a_day_with_a_transition_reads_as_the_zone_database_says(
        day: datetime, zone: ZoneInfo, abbrev: str) -> None:
    hh_time._OFFSETS.clear()
    for minute in range(0, 24 * 60, 7):
        for second in (0, 59):
            naive = day + timedelta(minutes=minute, seconds=second)
            stamp = f"{naive:%Y/%m/%d} {naive.hour}:{naive:%M:%S} {abbrev}"
            got = played_at(f"Razz Limit (2/4) - {stamp}")
            assert got == by_the_zone(naive, zone), stamp
            assert got is not None and got.tzinfo is UTC
            # asked again, the hour's offset comes from the cache: the same answer
            assert played_at(f"Razz Limit (2/4) - {stamp}") == got


def test_an_hour_with_a_transition_inside_is_not_cached() -> None:
    hh_time._OFFSETS.clear()
    # New York's local mean time ended at 12:03:58 on 1883/11/18: that hour has two offsets
    for naive in (datetime(1883, 11, 18, 12, 0, 0), datetime(1883, 11, 18, 12, 30, 0),
                  datetime(1883, 11, 18, 12, 2, 0)):
        assert played_at(f"- {naive:%Y/%m/%d} 12:{naive:%M:%S} ET") == by_the_zone(naive, NEW_YORK)
    assert (1883, 11, 18, 12, "ET") not in hh_time._OFFSETS


def test_the_preferred_zone_wins_and_unknown_zones_read_as_utc() -> None:
    both = "2009/11/26 10:24:42 CET [2009/11/26 4:24:42 ET]"
    assert played_at(both) == by_the_zone(datetime(2009, 11, 26, 4, 24, 42), NEW_YORK)
    assert played_at("2024/05/01 8:00:00 XYZ") == datetime(2024, 5, 1, 8, tzinfo=UTC)
    assert played_at("2024/05/01 8:00:00") == datetime(2024, 5, 1, 8, tzinfo=UTC)
    # no 30th of February: the next stamp in ET is Full Tilt's way round, "8:00:00 ET - 2024/02/28"
    assert played_at("2024/02/30 8:00:00 ET - 2024/02/28 9:00:00 CET") == by_the_zone(
        datetime(2024, 2, 28, 8), NEW_YORK)
    assert played_at("2024/02/30 8:00:00 ET, 2024/02/28 9:00:00 CET") == by_the_zone(
        datetime(2024, 2, 28, 9), PARIS)
    assert played_at("no stamp") is None
