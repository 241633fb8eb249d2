"""Numbers as the player's locale writes them: chips, percentages, big bets, dates.

Every figure a player reads goes through here, so "39,960" becomes "39.960"
in German and "0.42" becomes "0,42". The locale is ``QLocale()``, the
default that ``ui.i18n`` sets with the language (tests set it too).

The locale is read once and kept (:func:`forget_locale` drops it): building a
QLocale costs about 7 µs and a hand at the table writes some 500 figures. The
language is switched only through ``ui.i18n.Translations.install``, which calls
:func:`forget_locale` right after ``QLocale.setDefault``; whoever sets the
default another way must call it too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QDate, QDateTime, QLocale, QTime, QTimeZone

if TYPE_CHECKING:
    # Only named here: the datetime module waits until a date is shown (issue 19).
    from datetime import datetime

_locale: QLocale | None = None
_chips_text: dict[int, str] = {}
"""Chips already written in the cached locale (stacks, pots and bets repeat all session)."""
CHIPS_MEMO = 1024
"""At most this many amounts are remembered (a long session sees a few hundred)."""


def forget_locale() -> None:
    """The default locale changed (another language): the next figure reads it again."""
    global _locale
    _locale = None
    _chips_text.clear()


def locale() -> QLocale:
    """The locale figures are written in: the default, with the "C" locale read as US English.

    A bare environment (LANG=C, CI, a service) has the C locale, which groups
    no digits; the program's own language is English then, and so are its numbers.
    """
    global _locale
    loc = _locale
    if loc is None:
        loc = QLocale()
        if loc.language() == QLocale.Language.C:
            loc = QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
        _locale = loc
    return loc


def whole(amount: int) -> str:
    """A whole number with the locale's grouping from 1,000 on: "1,150", "1.150".

    Qt follows CLDR, whose Italian groups only from five digits ("1150" but "11.500"): beside "11.500"
    and "500/1.000" in the same window that read as a mistake (issue 38), so four digits are grouped
    too wherever the locale groups at all."""
    loc = locale()
    text = loc.toString(int(amount))
    if 1000 <= abs(amount) < 10000:
        sep = loc.groupSeparator()
        if sep and sep not in text and sep in loc.toString(10000):
            sign = text[:-4]
            text = sign + text[-4] + sep + text[-3:]
    return text


def chips(amount: int) -> str:
    """Chips with the locale's digit grouping: "39,960", "39.960"."""
    amount = int(amount)
    text = _chips_text.get(amount)
    if text is None:
        text = whole(amount)
        if len(_chips_text) >= CHIPS_MEMO:
            _chips_text.clear()
        _chips_text[amount] = text
    return text


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
    return _percent_pattern().format(whole(int(value)))


def _percent_pattern() -> str:
    """"{}%" or "{} %": French, German and Dutch put a (narrow) space before the sign."""
    lang = locale().language()
    spaced = {QLocale.Language.German, QLocale.Language.French}
    return "{}\u00a0%" if lang in spaced else "{}%"


def date_time(when: datetime) -> str:
    """A date and time in the locale's short format: "12/1/26 14:05", "01.12.26 14:05"."""
    if when.tzinfo is not None:
        when = when.astimezone()
    qt = QDateTime(QDate(when.year, when.month, when.day), QTime(when.hour, when.minute, when.second),
                   QTimeZone.systemTimeZone())
    return locale().toString(qt, QLocale.FormatType.ShortFormat)


def time_only(when: datetime) -> str:
    """A time of day the locale's way, with seconds: "2:05:09 PM", "14:05:09"."""
    if when.tzinfo is not None:
        when = when.astimezone()
    qt = QTime(when.hour, when.minute, when.second)
    if locale().language() == QLocale.Language.English:
        return locale().toString(qt, "h:mm:ss AP")
    return locale().toString(qt, QLocale.FormatType.LongFormat).split(" ", 1)[0]  # without the zone


def date_only(when: datetime) -> str:
    """A date alone in the locale's short format."""
    if when.tzinfo is not None:
        when = when.astimezone()
    return locale().toString(QDate(when.year, when.month, when.day), QLocale.FormatType.ShortFormat)


def _money_pattern() -> str:
    """"${}" in English, "{} $" in German and Italian, "$ {}" in Dutch: the locale's currency layout."""
    loc = locale()
    sample = loc.toCurrencyString(1.0, "$", 2)
    number = loc.toString(1.0, "f", 2)
    return sample.replace(number, "{}", 1) if number in sample and "$" in sample else "${}"


def money(chips: int) -> str:
    """Chips as dollars and cents (one chip = one cent) the locale's way: "$0.40", "0,40 $".

    Integer arithmetic only: the cents are never a float.
    """
    loc = locale()
    sign = "-" if chips < 0 else ""
    dollars, cents = divmod(abs(int(chips)), 100)
    return sign + _money_pattern().format(f"{whole(dollars)}{loc.decimalPoint()}{cents:02d}")


def short_money(chips: int) -> str:
    """Like :func:`money` without ",00" for whole dollars, as stakes are named: "$2", "2 $"."""
    if chips % 100:
        return money(chips)
    sign = "-" if chips < 0 else ""
    return sign + _money_pattern().format(whole(abs(int(chips)) // 100))


def stakes(small_bet: int, big_bet: int) -> str:
    """"$2/$4", "2 $/4 $": fixed-limit stakes by their bets."""
    return f"{short_money(small_bet)}/{short_money(big_bet)}"


def money_text_to_english(text: str) -> str:
    """An amount typed the locale's way ("1.000,50 $") in the English form "$1,000.50" parsers read.

    With a comma as the decimal separator, a comma is the decimal point and a
    dot groups thousands; a dot followed by exactly three digits and no comma
    is taken as grouping too ("1.000" is a thousand in German).
    """
    loc = locale()
    stripped = text.replace("\u00a0", " ").replace("$", "").strip()
    if loc.decimalPoint() != ",":
        return text
    if "," in stripped:
        whole, _, cents = stripped.rpartition(",")
        return "$" + whole.replace(".", "").replace(" ", "") + "." + cents.strip()
    parts = stripped.split(".")
    if len(parts) > 1 and all(len(p) == 3 for p in parts[1:]):
        return "$" + "".join(parts)
    return "$" + stripped
