"""When a hand was played, from the way a site stamps it: always a UTC-aware datetime.

Sites stamp hands in the site's own zone and often the player's too:
PokerStars ``2009/11/26 10:24:42 ET`` (or ``... CET [2009/11/26 4:24:42 ET]``),
Full Tilt ``20:40:04 CET - 2011/04/07 [14:40:04 ET - 2011/04/07]``. The
stamp in a zone this module knows wins (ET first, the sites' reference);
a stamp without any known zone is taken as UTC, said in the docstring of
``played_at`` and nowhere silently changed otherwise. Where the time-zone
database is missing (some Windows installs) Eastern Time falls back to a
fixed offset by the US daylight-saving rule, so imports never fail on it.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta, timezone, tzinfo
from functools import lru_cache

_DATE_TIME = re.compile(r"(?P<y>\d{4})/(?P<mo>\d{1,2})/(?P<d>\d{1,2}) (?P<h>\d{1,2}):(?P<mi>\d{2}):(?P<s>\d{2})"
                        r"(?: (?P<zone>[A-Z]{2,5}))?")
_TIME_DATE = re.compile(r"(?P<h>\d{1,2}):(?P<mi>\d{2}):(?P<s>\d{2}) (?P<zone>[A-Z]{2,5}) - "
                        r"(?P<y>\d{4})/(?P<mo>\d{1,2})/(?P<d>\d{1,2})")
_ZONES = {"ET": "America/New_York", "EST": "America/New_York", "EDT": "America/New_York",
          "UTC": "UTC", "GMT": "UTC", "CET": "Europe/Paris", "CEST": "Europe/Paris", "WET": "Europe/Lisbon",
          "CCT": "Asia/Shanghai", "PT": "America/Los_Angeles", "MT": "America/Denver", "CT": "America/Chicago",
          "AEST": "Australia/Sydney", "MSK": "Europe/Moscow"}
_PREFERENCE = ("ET", "EST", "EDT", "UTC", "GMT")


def _eastern_fallback(naive: datetime) -> tzinfo:
    """US Eastern by the 2007 rule (2nd Sunday of March to 1st Sunday of November)."""
    def nth_sunday(month: int, n: int) -> datetime:
        first = datetime(naive.year, month, 1)
        return first + timedelta(days=(6 - first.weekday()) % 7 + 7 * (n - 1), hours=2)
    summer = nth_sunday(3, 2) <= naive < nth_sunday(11, 1)
    return timezone(timedelta(hours=-4 if summer else -5))


def _zone(abbrev: str, naive: datetime) -> tzinfo | None:
    name = _ZONES.get(abbrev)
    if name is None:
        return None
    if name == "UTC":
        return UTC
    zone = _zoneinfo(name)
    if zone is None and name == "America/New_York":
        return _eastern_fallback(naive)
    return zone


@lru_cache(maxsize=32)
def _zoneinfo(name: str) -> tzinfo | None:
    try:
        from zoneinfo import ZoneInfo

        return ZoneInfo(name)
    except Exception:  # no tz database: ZoneInfoNotFoundError, or none at all
        return None


_OFFSETS: dict[tuple[int, int, int, int, str], timedelta] = {}
"""A zone's UTC offset by (year, month, day, hour, abbreviation), for the hours with one offset from
their first second to their last (every hour but one with a transition inside it): a file's hands
fill a few hours a day, and working the offset out of the zone database took half of reading a stamp."""
_OFFSETS_SIZE = 4096


def _utc(naive: datetime, abbrev: str) -> datetime | None:
    """``naive`` in the zone ``abbrev`` names, in UTC (``naive.replace(tzinfo=zone).astimezone(UTC)``,
    the offset looked up once an hour); None when the zone is not known."""
    key = (naive.year, naive.month, naive.day, naive.hour, abbrev)
    offset = _OFFSETS.get(key)
    if offset is None:
        zone = _zone(abbrev, naive)
        if zone is None:
            return None
        offset = naive.replace(tzinfo=zone).utcoffset()
        if offset is None:  # a zone without an offset: as astimezone reads it, UTC
            return naive.replace(tzinfo=UTC)
        first = naive.replace(minute=0, second=0, microsecond=0, tzinfo=zone)
        last = naive.replace(minute=59, second=59, microsecond=999_999, tzinfo=zone)
        if first.utcoffset() == offset == last.utcoffset():
            if len(_OFFSETS) >= _OFFSETS_SIZE:  # bounded: a file of stamps all over the years
                _OFFSETS.clear()
            _OFFSETS[key] = offset
    return (naive - offset).replace(tzinfo=UTC)


def played_at(text: str) -> datetime | None:
    """The UTC time of the first stamp in ``text`` whose zone is known (ET preferred);
    a stamp with no zone (or none known) is read as UTC; None when there is no stamp."""
    first = _DATE_TIME.search(text)
    if first is not None and first["zone"] == "ET":  # the usual PokerStars stamp wins outright
        m = first
        try:
            naive = datetime(int(m["y"]), int(m["mo"]), int(m["d"]), int(m["h"]), int(m["mi"]), int(m["s"]))
        except ValueError:
            pass
        else:
            when = _utc(naive, "ET")
            if when is not None:
                return when
    found: list[tuple[datetime, str]] = []
    for pattern in (_DATE_TIME, _TIME_DATE):
        for m in pattern.finditer(text):
            try:
                naive = datetime(int(m["y"]), int(m["mo"]), int(m["d"]), int(m["h"]), int(m["mi"]), int(m["s"]))
            except ValueError:
                continue
            found.append((naive, m["zone"] or ""))
    if not found:
        return None
    found.sort(key=lambda f: (f[1] not in _PREFERENCE, _PREFERENCE.index(f[1]) if f[1] in _PREFERENCE else 0))
    for naive, abbrev in found:
        when = _utc(naive, abbrev)
        if when is not None:
            return when
    return found[0][0].replace(tzinfo=UTC)
