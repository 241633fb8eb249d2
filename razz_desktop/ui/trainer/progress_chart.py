"""The drills' progress chart (pyqtgraph): the share right per deck and day, one line a deck.

Imported only when the drill window's Progress tab is first shown (pyqtgraph
costs about half a second to import). Built once, updated with ``setData``.
"""

from __future__ import annotations

import os
from collections.abc import Sequence

os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

import pyqtgraph as pg  # noqa: E402
from PySide6.QtCore import QCoreApplication  # noqa: E402
from PySide6.QtWidgets import QVBoxLayout, QWidget  # noqa: E402

from razz_desktop.trainer.decks import DrillDeck  # noqa: E402
from razz_desktop.trainer.progress import DayScore  # noqa: E402

from ..wording.drills import deck_name  # noqa: E402

BACKGROUND = "#111a16"
FOREGROUND = "#cfe3d8"
COLOURS = ("#7ee08f", "#ffd56b", "#8fb8ff", "#ff7b72", "#c3a6ff", "#ff9e64", "#6fd6d0", "#f0f0f0")


class ProgressChart(QWidget):
    """Percent right per day, a line per deck drilled (days on the bottom axis as dates)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        pg.setConfigOptions(antialias=True, background=BACKGROUND, foreground=FOREGROUND)
        self.plot = pg.PlotWidget()
        self.plot.setMenuEnabled(False)
        self.plot.showGrid(x=True, y=True, alpha=0.18)
        item = self.plot.getPlotItem()
        item.hideButtons()
        item.setLabel("left", QCoreApplication.translate("Drills", "Right (%)"))
        item.setYRange(0, 100, padding=0.05)
        item.getAxis("left").enableAutoSIPrefix(False)
        self.plot.setAccessibleName(QCoreApplication.translate("Drills", "Progress per skill"))
        self.legend = item.addLegend(offset=(10, 10), brush=pg.mkBrush(17, 26, 22, 210), pen=pg.mkPen("#2a3a32"))
        self.curves: dict[DrillDeck, pg.PlotDataItem] = {}
        for k, deck in enumerate(DrillDeck):
            colour = COLOURS[k % len(COLOURS)]
            self.curves[deck] = item.plot([], [], pen=pg.mkPen(colour, width=2), symbol="o", symbolSize=7,
                                          symbolBrush=colour, name=deck_name(deck))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.plot)

    def set_points(self, points: Sequence[DayScore]) -> None:
        days = sorted({p.day for p in points})
        x_of = {d: i for i, d in enumerate(days)}
        for deck, curve in self.curves.items():
            mine = [p for p in points if p.deck is deck]
            curve.setData([x_of[p.day] for p in mine], [p.percent for p in mine])
            curve.setVisible(bool(mine))
        self.legend.clear()  # only the decks drilled are named
        for deck, curve in self.curves.items():
            if curve.isVisible():
                self.legend.addItem(curve, deck_name(deck))
        axis = self.plot.getPlotItem().getAxis("bottom")
        axis.setTicks([[(i, d[5:]) for i, d in enumerate(days)]])
        self.plot.getPlotItem().setXRange(-0.5, max(len(days) - 0.5, 0.5), padding=0)
