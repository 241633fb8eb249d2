"""Chips: percentages become chips here, once, and chips are written as money.

The engine only knows chips (``engine.rules.Stakes``), as ``int``: never
floats. :func:`percent_of` converts the ante and bring-in percentages with the
rule RULES.md asks for, "round to the nearest chip", with halves rounded *up*
(e.g. 25% of a 2-chip small bet = 0.5 -> 1 chip), in integer arithmetic. One
chip is one cent, so the ``format_*`` functions give the amounts the dialog,
the validation messages and the dealer log show.
"""

from __future__ import annotations

from collections.abc import Callable

from .translation import QT_TRANSLATE_NOOP, Translate, untranslated


def percent_of(chips: int, percent: int) -> int:
    """``percent`` % of ``chips``, rounded to the nearest chip, halves up.

    Half-up (rather than Python's round-half-even) so the same stakes always
    give the amount a player would expect from school arithmetic: 25% of
    2 chips is 1 chip, 10% of 25 chips is 3 chips.
    """
    return (chips * percent + 50) // 100


MoneyWriter = Callable[[int], str]
_writers: dict[str, MoneyWriter] = {}
"""The window's own writers of money ("money", "short"), by the player's locale: set by the UI when a
language is installed (``ui.i18n``). Settings import no Qt, so the locale's layout comes from there;
without them (the command line, tests of this package) amounts are written in English. Messages of
the settings dialog ("the bring-in ($1.25)...") then read "1,25 $" as the rest of a German window does
(issue 38)."""


def use_money_writers(money: MoneyWriter | None, short: MoneyWriter | None) -> None:
    """Write amounts with ``money`` and ``short`` (None: the English default again)."""
    _writers.clear()
    if money is not None and short is not None:
        _writers.update(money=money, short=short)


def format_money(chips: int) -> str:
    """Chips as dollars and cents, one chip = one cent: 40 -> "$0.40", 400000 -> "$4,000.00"."""
    write = _writers.get("money")
    if write is not None:
        return write(chips)
    sign = "-" if chips < 0 else ""
    dollars, cents = divmod(abs(chips), 100)
    return f"{sign}${dollars:,}.{cents:02d}"


def format_short_money(chips: int) -> str:
    """Like :func:`format_money` but without ".00" for whole dollars, as stakes are named: "$2"."""
    write = _writers.get("short")
    if write is not None:
        return write(chips)
    if chips % 100 == 0:
        return f"${chips // 100:,}"
    return format_money(chips)


def format_stakes(small_bet: int, big_bet: int) -> str:
    """The usual name of fixed-limit stakes: "$2/$4", "$0.50/$1"."""
    return f"{format_short_money(small_bet)}/{format_short_money(big_bet)}"


def format_chips(chips: int, translate: Translate = untranslated,
                 number: Callable[[int], str] = "{:,}".format) -> str:
    """"1 chip", "40 chips", "40,000 chips"; ``number`` writes the count (the UI's is by locale)."""
    if chips == 1:
        return translate(QT_TRANSLATE_NOOP("Settings", "1 chip"))
    return translate(QT_TRANSLATE_NOOP("Settings", "{n} chips")).format(n=number(chips))
