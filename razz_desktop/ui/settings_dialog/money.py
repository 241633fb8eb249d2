"""Money entry: amounts typed and shown as dollars, stored as integer chips.

One chip is one cent. The parser is pure integer work (no float), so
"$0.29" is exactly 29 chips, and :class:`ChipSpinBox` keeps the value in a
``QSpinBox`` for the same reason: money never passes through a float here,
as everywhere else in the program. The settings dialog's stake and stack
fields are the users; nothing here knows about settings.
"""

from __future__ import annotations

import re

from PySide6.QtGui import QValidator

from razz_desktop.ui.wording.numbers import money, money_text_to_english

from .spin_box import LimitedSpinBox

_MONEY_RE = re.compile(r"^\s*\$?\s*(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d{0,2}))?\s*$")


def parse_money(text: str) -> int | None:
    """"$2.00", "2", "2.5", "$1,000" -> chips (one chip = one cent); None if not an amount.

    Pure integer parsing (no float), so "$0.29" is exactly 29 chips.
    """
    m = _MONEY_RE.match(money_text_to_english(text))
    if m is None:
        return None
    whole, cents = m.group(1).replace(",", ""), m.group(2)
    if not whole and not cents:
        return None
    return int(whole or "0") * 100 + int((cents or "").ljust(2, "0"))


class ChipSpinBox(LimitedSpinBox):
    """An integer chip amount shown and typed as dollars: 200 chips = "$2.00".

    Storing chips in a ``QSpinBox`` (not dollars in a ``QDoubleSpinBox``)
    keeps money out of floats, as everywhere else in the program. Its arrows
    stay in the stepping range (see :class:`.spin_box.LimitedSpinBox`); an
    amount above the typing range is refused as it is typed.
    """

    def textFromValue(self, value: int) -> str:  # noqa: N802 - Qt override
        return money(value)

    def valueFromText(self, text: str) -> int:  # noqa: N802 - Qt override
        chips = parse_money(text)
        return self.value() if chips is None else chips

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        stripped = text.strip()
        if stripped in ("", "$") or stripped.rstrip(" $\u00a0").endswith((".", ",")) or not stripped.strip("$ \u00a0"):
            return QValidator.State.Intermediate, text, pos
        chips = parse_money(text)
        if chips is None:
            return QValidator.State.Invalid, text, pos
        if chips > self.maximum():
            return QValidator.State.Invalid, text, pos
        if chips < self.minimum():
            return QValidator.State.Intermediate, text, pos
        return QValidator.State.Acceptable, text, pos
