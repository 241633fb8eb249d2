"""The error-rate chart (pyqtgraph): one line per street or per skill, over time.

Imported only when the mistakes browser first shows its chart (``import
pyqtgraph`` costs about half a second). Built on the Statistics window's
``ChartBox`` (title, hover line, Save as PNG), so the two windows' charts look
and behave alike. The x axis is dates (each point is the start of its day,
week or month); the y axis is big bets lost, or blunders, per 100 decisions.
"""

from __future__ import annotations

import os
from datetime import datetime, time

os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")  # as stats_window.charts: PySide6, never PyQt6

import pyqtgraph as pg  # noqa: E402
from PySide6.QtWidgets import QWidget  # noqa: E402

from razz_desktop.mistakes import ErrorRatePoint, ErrorRates, Grouping  # noqa: E402
from razz_desktop.trainer.skills import Skill  # noqa: E402
from razz_desktop.ui.stats_window.charts import FOREGROUND, ChartBox  # noqa: E402
from razz_desktop.ui.wording import decimal, street_name  # noqa: E402
from razz_desktop.ui.wording.numbers import date_only  # noqa: E402

from .words import skill_name  # noqa: E402

COLOURS = ("#7ee08f", "#ffd56b", "#8fb8ff", "#ff9e64", "#c3a6ff", "#ff7b72")


def line_name(grouping: Grouping, key: str) -> str:
    """A line's name in the legend: a street ("5th street") or a skill."""
    if grouping is Grouping.STREET:
        return street_name(int(key))
    try:
        return skill_name(Skill(key))
    except ValueError:
        return key


def _x(point: ErrorRatePoint) -> float:
    return datetime.combine(point.start, time()).timestamp()


class ErrorRateChart(ChartBox):
    """Big bets lost (or blunders) per 100 decisions, one line per street or skill."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Error rate over time"), parent)
        item = self.plot.getPlotItem()
        item.setAxisItems({"bottom": pg.DateAxisItem(orientation="bottom")})
        item.getAxis("bottom").enableAutoSIPrefix(False)
        self.legend = self._new_legend()
        self.curves: list[pg.PlotDataItem] = []
        self.rates: ErrorRates | None = None
        self.blunders = False
        self.set_hover(self._hover_text)

    def set_rates(self, rates: ErrorRates, blunders: bool = False) -> None:
        """Draw ``rates``; ``blunders``: blunders per 100 decisions instead of big bets lost."""
        self.rates, self.blunders = rates, blunders
        item = self.plot.getPlotItem()
        for curve in self.curves:
            item.removeItem(curve)
        # A new legend each time: pyqtgraph 0.14's legend, cleared and filled again in columns,
        # put an entry above its box (seen on the screenshots).
        scene = self.legend.scene()
        if scene is not None:
            scene.removeItem(self.legend)
        item.legend = None
        self.legend = self._new_legend()
        self.curves = []
        # The measure's full name is the window's choice above the chart; the axis says it short, so
        # a long translation ("Verlorene Big Bets pro 100 Entscheidungen") is not cut off.
        item.setLabel("left", self.tr("Blunders / 100") if blunders else self.tr("Big bets lost / 100"))
        for k, (key, points) in enumerate(rates.series):
            colour = COLOURS[k % len(COLOURS)]
            xs = [_x(p) for p in points]
            ys = [p.blunders_per_100 if blunders else p.lost_per_100 for p in points]
            curve = item.plot(xs, ys, pen=pg.mkPen(colour, width=2), symbol="o", symbolSize=7,
                              symbolBrush=pg.mkBrush(colour), symbolPen=pg.mkPen(colour),
                              name=line_name(rates.grouping, key))
            self.curves.append(curve)
        item.enableAutoRange()

    def _new_legend(self) -> pg.LegendItem:
        return self.plot.getPlotItem().addLegend(offset=(10, 10), colCount=3, brush=pg.mkBrush(17, 26, 22, 210),
                                                 pen=pg.mkPen("#2a3a32"), labelTextColor=FOREGROUND)

    def _hover_text(self, x: float, y: float) -> str:
        """The point nearest the pointer (in screen distance), as a sentence."""
        rates = self.rates
        if rates is None or not rates.series:
            return ""
        box = self.plot.getPlotItem().vb.viewRange()
        width = (box[0][1] - box[0][0]) or 1.0
        height = (box[1][1] - box[1][0]) or 1.0
        best: tuple[float, str, ErrorRatePoint] | None = None
        for key, points in rates.series:
            for p in points:
                value = p.blunders_per_100 if self.blunders else p.lost_per_100
                d = ((_x(p) - x) / width) ** 2 + ((value - y) / height) ** 2
                if best is None or d < best[0]:
                    best = (d, key, p)
        if best is None or best[0] > 0.01:
            return ""
        _, key, p = best
        when = date_only(datetime.combine(p.start, time()))
        return (self.tr("%1, from %2: %3 big bets lost and %4 blunders per 100 decisions (%5 decisions)")
                .replace("%1", line_name(rates.grouping, key)).replace("%2", when)
                .replace("%3", decimal(p.lost_per_100, 1)).replace("%4", decimal(p.blunders_per_100, 1))
                .replace("%5", str(p.decisions)))
