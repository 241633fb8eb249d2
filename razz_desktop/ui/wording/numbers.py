"""Numbers as the player's locale writes them: chips, percentages, big bets, dates.

Every figure a player reads goes through here, so "39,960" becomes "39.960"
in German and "0.42" becomes "0,42". The locale is ``QLocale()``, the
default that ``ui.i18n`` sets with the language (tests set it too).
"""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QDateTime, QLocale, QTimeZone


def locale() -> QLocale:
    """The locale figures are written in: the default, with the "C" locale read as US English.

    A bare environment (LANG=C, CI, a service) has the C locale, which groups
    no digits; the program's own language is English then, and so are its numbers.
    """
    loc = QLocale()
    if loc.language() == QLocale.Language.C:
        return QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
    return loc


def chips(amount: int) -> str:
    """Chips with the locale's digit grouping: "39,960", "39.960"."""
    return locale().toString(int(amount))


def signed_chips(amount: int) -> str:
    """"+1,200" / "−400" / "0": a result, with the sign a reader expects."""
    if amount > 0:
        return "+" + chips(amount)
    if amount < 0:
        return "\u2212" + chips(-amount)
    return chips(0)


def decimal(x: float, digits: int) -> str:
    """A decimal number with the locale's separator: "0.42", "0,42" (no grouping below 1,000)."""
    return locale().toString(float(x), "f", digits)


def signed_decimal(x: float, digits: int) -> str:
    """"+0.40" / "-1.25": the Expert's values, signed."""
    text = decimal(abs(x), digits)
    return ("+" if x >= 0 else "-") + text


def hundredths(value: int) -> str:
    """Hundredths as a decimal: 282 -> "2.82" ("2,82"), exactly as they were counted."""
    return decimal(value / 100, 2)


def percent(value: float, digits: int = 0) -> str:
    """A share (0.34) as the locale writes a percentage: "34%", "34 %" in German."""
    number = locale().toString(float(value) * 100, "f", digits)
    return _percent_pattern().format(number)


def whole_percent(value: int) -> str:
    """A whole percent (34) as the locale writes it."""
    return _percent_pattern().format(locale().toString(int(value)))


def _percent_pattern() -> str:
    """"{}%" or "{} %": French, German and Dutch put a (narrow) space before the sign."""
    lang = locale().language()
    spaced = {QLocale.Language.German, QLocale.Language.French}
    return "{}\u00a0%" if lang in spaced else "{}%"


def date_time(when: datetime) -> str:
    """A date and time in the locale's short format: "12/1/26 14:05", "01.12.26 14:05"."""
    if when.tzinfo is not None:
        when = when.astimezone()
    qt = QDateTime(when.year, when.month, when.day, when.hour, when.minute, when.second, 0,
                   QTimeZone.systemTimeZone())
    return locale().toString(qt, QLocale.FormatType.ShortFormat)


def date_only(when: datetime) -> str:
    """A date alone in the locale's short format."""
    if when.tzinfo is not None:
        when = when.astimezone()
    return locale().toString(QDateTime(when.year, when.month, when.day, 0, 0, 0, 0).date(),
                              QLocale.FormatType.ShortFormat)
