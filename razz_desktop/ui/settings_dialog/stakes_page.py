"""The Stakes tab: small and big bet in dollars, ante and bring-in in percent.

It owns the stakes section of the settings and the live labels that make the
percentages concrete ("= 40 chips ($0.40)"), computed by the settings
module's one rounding rule, and the stakes' name ("$2/$4 fixed-limit razz").
While "Twice the small bet" is ticked the big bet follows the small bet.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import QCheckBox, QGroupBox, QLabel, QVBoxLayout, QWidget

from razz_desktop.settings import (
    MAX_ANTE_PERCENT,
    MAX_BET,
    MAX_BRING_IN_PERCENT,
    MIN_BRING_IN_PERCENT,
    MIN_SMALL_BET,
    Settings,
    StakesSettings,
    format_chips,
)
from razz_desktop.ui.wording.numbers import chips as wording_chips
from razz_desktop.ui.wording.numbers import money, stakes

from .fields import FieldKit, settings_tr

MAX_RAISES_PER_ROUND = 3
"""RULES.md's cap: one bet and three raises a round (the engine's ``hand.MAX_LEVEL`` is 4;
windows may not import the engine's hand module, so the figure is repeated here for the text)."""


class StakesPage(QWidget):
    """The stakes editors; see the module docstring."""

    def __init__(self, kit: FieldKit, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        column = QVBoxLayout(self)
        form = kit.form()

        self.small_bet = kit.chip_box("smallBet", self.tr("Small bet"), MIN_SMALL_BET, MAX_BET, 100)
        self.small_bet_chips = kit.live("smallBetChips", self.tr("Small bet in chips"))
        form.addRow(kit.label_for(self.tr("&Small bet:"), self.small_bet),
                    kit.field("stakes.small_bet", self.small_bet, self.small_bet_chips))

        self.big_bet = kit.chip_box("bigBet", self.tr("Big bet"), 1, MAX_BET, 100)
        self.big_bet_chips = kit.live("bigBetChips", self.tr("Big bet in chips"))
        self.big_is_double = QCheckBox(self.tr("&Twice the small bet"), kit.owner)
        self.big_is_double.setObjectName("bigBetIsDouble")
        self.big_is_double.setAccessibleName(self.tr("Big bet is twice the small bet"))
        self.big_is_double.toggled.connect(kit.changed)
        form.addRow(kit.label_for(self.tr("&Big bet:"), self.big_bet),
                    kit.field("stakes.big_bet", self.big_bet, self.big_bet_chips, self.big_is_double))

        self.ante_percent = kit.percent_box("antePercent", self.tr("Ante, percent of the small bet"),
                                            0, MAX_ANTE_PERCENT)
        self.ante_chips = kit.live("anteChips", self.tr("Ante in chips"))
        form.addRow(kit.label_for(self.tr("&Ante:"), self.ante_percent),
                    kit.field("stakes.ante_percent", self.ante_percent, self.ante_chips))

        self.bring_in_percent = kit.percent_box(
            "bringInPercent", self.tr("Bring-in, percent of the small bet"),
            MIN_BRING_IN_PERCENT, MAX_BRING_IN_PERCENT)
        self.bring_in_chips = kit.live("bringInChips", self.tr("Bring-in in chips"))
        form.addRow(kit.label_for(self.tr("B&ring-in:"), self.bring_in_percent),
                    kit.field("stakes.bring_in_percent", self.bring_in_percent, self.bring_in_chips))
        self.stakes_name = kit.live("stakesName", self.tr("Stakes"))
        form.insertRow(0, self.tr("Game:"), self.stakes_name)
        column.addLayout(form)
        column.addSpacing(6)
        column.addWidget(kit.note(self.tr(
            "Fixed limit, one chip = one cent. The ante and the bring-in are percentages of the small bet, "
            "rounded to the nearest chip (halves up); 10-25% is usual for the ante.")))

        # What the numbers mean at the table, street by street, kept up to date as they change.
        hand = QGroupBox(self.tr("A hand at these stakes"), kit.owner)
        lines = QVBoxLayout(hand)
        lines.setSpacing(4)
        self.cost_lines: list[QLabel] = []
        for name in ("anteLine", "bringInLine", "smallStreetsLine", "bigStreetsLine"):
            label = kit.live(name, self.tr("A hand at these stakes"))
            label.setWordWrap(True)
            lines.addWidget(label)
            self.cost_lines.append(label)
        column.addSpacing(6)
        column.addWidget(hand)
        column.addStretch(1)

    def load(self, settings: Settings) -> None:
        st = settings.stakes
        self.small_bet.setValue(st.small_bet)
        self.big_bet.setValue(st.big_bet)
        self.big_is_double.setChecked(st.big_bet == 2 * st.small_bet)
        self.ante_percent.setValue(st.ante_percent)
        self.bring_in_percent.setValue(st.bring_in_percent)

    def edited(self, settings: Settings) -> Settings:
        small = self.small_bet.value()
        big = 2 * small if self.big_is_double.isChecked() else self.big_bet.value()
        return replace(settings, stakes=StakesSettings(
            small, big, self.ante_percent.value(), self.bring_in_percent.value()))

    def refresh(self, current: Settings) -> None:
        st = current.stakes
        # The big bet follows the small bet while "twice" is ticked.
        if self.big_is_double.isChecked():
            self.big_bet.setValue(2 * st.small_bet)
        self.big_bet.setEnabled(not self.big_is_double.isChecked())
        self.small_bet_chips.setText(self._eq_chips(st.small_bet, with_money=False))
        self.big_bet_chips.setText(self._eq_chips(st.big_bet, with_money=False))
        self.stakes_name.setText(self.tr("%1 fixed-limit razz").replace(
            "%1", stakes(st.small_bet, st.big_bet)))
        self.ante_chips.setText(self._eq_chips(st.ante_chips))
        self.bring_in_chips.setText(self._eq_chips(st.bring_in_chips))
        self._show_a_hand(st)

    def _show_a_hand(self, st: StakesSettings) -> None:
        """The four lines of "A hand at these stakes": ante, bring-in, and each street's bets and cap."""
        ante, bring_in, small, big = self.cost_lines
        ante.setText(self.tr("Before the cards: every player antes %1.").replace("%1", money(st.ante_chips)))
        bring_in.setText(self.tr("3rd street: the highest door card brings in %1, or completes to %2.")
                         .replace("%1", money(st.bring_in_chips)).replace("%2", money(st.small_bet)))
        rounds = 1 + MAX_RAISES_PER_ROUND  # one bet and the raises
        small.setText(self.tr("3rd and 4th street: bets and raises of %1, at most %2 a round (a bet and %3 raises).")
                      .replace("%1", money(st.small_bet)).replace("%2", money(rounds * st.small_bet))
                      .replace("%3", str(MAX_RAISES_PER_ROUND)))
        big.setText(self.tr("5th, 6th and 7th street: bets and raises of %1, at most %2 a round.")
                    .replace("%1", money(st.big_bet)).replace("%2", money(rounds * st.big_bet)))

    def _eq_chips(self, chips: int, with_money: bool = True) -> str:
        """The live "= 40 chips ($0.40)" label (without the dollars beside a dollar field)."""
        text = self.tr("= %1").replace("%1", format_chips(chips, settings_tr, wording_chips))
        return f"{text} ({money(chips)})" if with_money else text
