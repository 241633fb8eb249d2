"""The Statistics window's Tournaments tab: the human's sit-and-gos and a chart of finishing places.

It draws the :class:`~razz_desktop.stats_figures.TournamentFigures` of a
report it is given (the figures are counted in ``storage.stats.tournaments``).
Only tournaments played here to the end have a place and a prize; the tab
says how many other tournaments the hand log has hands of and leaves them
out, rather than guessing how they ended. The return on investment is of the
buy-ins chosen when each tournament started; play money has none.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QFormLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from razz_desktop.stats_figures import TournamentFigures

from .charts import BarChart


class TournamentsPage(QWidget):
    """See the module docstring."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("StatsTournaments")
        self._locale = QLocale()
        self._figures: TournamentFigures | None = None
        self.played = QLabel()
        self.finishes = QLabel()
        self.finishes.setWordWrap(True)
        self.itm = QLabel()
        self.money = QLabel()
        self.roi = QLabel()
        self.roi.setObjectName("tournamentRoi")
        self.roi.setWordWrap(True)
        self.play_money = QLabel()
        self.play_money.setWordWrap(True)
        self.note = QLabel()
        self.note.setObjectName("tournamentNote")
        self.note.setWordWrap(True)
        for label in (self.played, self.finishes, self.itm, self.money, self.roi, self.play_money, self.note):
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.addRow(self.tr("Tournaments played:"), self.played)
        form.addRow(self.tr("Finishes:"), self.finishes)
        form.addRow(self.tr("In the money:"), self.itm)
        form.addRow(self.tr("Buy-ins and prizes:"), self.money)
        roi = QLabel(self.tr("ROI:"))
        roi.setToolTip(self.tr("Return on investment: (prizes - buy-ins) / buy-ins, with the buy-in chosen when "
                               "each tournament started"))
        form.addRow(roi, self.roi)
        form.addRow(self.tr("Play money:"), self.play_money)
        summary = QWidget()
        summary.setLayout(form)
        summary.setMinimumWidth(300)
        summary.setMaximumWidth(440)
        self.chart = BarChart(self.tr("Finishing places"), self.tr("tournaments"))
        self.chart.plot.getPlotItem().setLabel("bottom", self.tr("place"))
        self.chart.set_hover(self._hover)
        self._left_axis = self.chart.plot.getPlotItem().getAxis("left")
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(summary, 0, Qt.AlignmentFlag.AlignTop)
        row.addWidget(self.chart, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(row, 1)
        layout.addWidget(self.note)

    def _int(self, value: int) -> str:
        return self._locale.toString(int(value))

    def _percent(self, share: float, signed: bool = False) -> str:
        text = self._locale.toString(100 * share, "f", 1) + " %"
        return "+" + text if signed and share > 0 else text

    def show_figures(self, f: TournamentFigures) -> None:
        self._figures = f
        self.played.setText(self._int(f.played))
        self.finishes.setText(", ".join(  # an entry never breaks across lines
            self.tr("place %1: %2").replace("%1", self._int(place)).replace("%2", self._int(count)).replace(" ", "\u00a0")
            for place, count in f.finishes) or "-")
        self.itm.setText(self.tr("%1 of %2 (%3)").replace("%1", self._int(f.in_the_money))
                         .replace("%2", self._int(f.played)).replace("%3", self._percent(f.itm)) if f.played else "-")
        self.money.setText(self.tr("%1 paid, %2 won (chips)").replace("%1", self._int(f.buy_ins))
                           .replace("%2", self._int(f.prizes)))
        roi = f.roi
        if roi is not None:
            text = self._percent(roi, signed=True)
        elif f.played:
            text = self.tr("none: play money only (no buy-in). Choose a buy-in in Game > New tournament.")
        else:
            text = "-"
        self.roi.setText(text)
        self.play_money.setText(self.tr("%1 without a buy-in (nothing paid, nothing won)")
                                .replace("%1", self._int(f.play_money)) if f.play_money else "-")
        notes = []
        if not f.played:
            notes.append(self.tr("No tournament finished yet: play one with Game > New tournament."))
        if f.without_result:
            notes.append(self.tr("Not counted: tournaments with hands in the history but no result: %1 (imported "
                                 "hand histories do not say how a tournament ended, and a tournament left before "
                                 "its end has none).").replace("%1", self._int(f.without_result)))
        notes.append(self.tr("Every finished tournament counts, whatever hands are chosen above."))
        self.note.setText(" ".join(notes))
        last = max((place for place, _ in f.finishes), default=0)
        counts = dict(f.finishes)
        heights = np.array([counts.get(p, 0) for p in range(1, last + 1)], dtype=np.float64)
        top = int(heights.max()) if len(heights) else 0
        step = max(1, -(-top // 8))  # whole tournaments, at most about eight lines
        self._left_axis.setTickSpacing(major=step, minor=step)
        self.chart.set_bars(heights, [self._int(p) for p in range(1, last + 1)],
                            [self._int(int(h)) for h in heights])

    def _hover(self, x: float, _y: float) -> str:
        f = self._figures
        i = self.chart.bar_at(x)
        if f is None or i is None or i >= len(self.chart.heights):
            return ""
        count = int(self.chart.heights[i])
        return (self.tr("Place %1: %2 of %3 tournaments").replace("%1", self._int(i + 1))
                .replace("%2", self._int(count)).replace("%3", self._int(f.played)))
