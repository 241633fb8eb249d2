"""The Statistics window's charts (pyqtgraph): built once, updated with ``setData``.

pyqtgraph is imported here and nowhere else, and this module is imported
only when the Statistics window is first opened (``import pyqtgraph`` costs
about half a second; start-up must not pay it). PySide6 is imported first so
pyqtgraph binds to it rather than looking for PyQt6 (``PYQTGRAPH_QT_LIB`` is set
before the import, so the order of the import lines cannot undo it).

Each chart is a :class:`ChartBox`: a title, the plot, a line that says what
the pointer is over (the hover text, also set as the plot's tooltip), and a
"Save as PNG..." button. 100,000 points draw in one item with downsampling
and clipping to the view, so the window opens within a second at that size.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence

os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

import numpy as np  # noqa: E402
import pyqtgraph as pg  # noqa: E402
from PySide6.QtCore import QPointF, Signal  # noqa: E402
from PySide6.QtGui import QColor  # noqa: E402
from PySide6.QtWidgets import (  # noqa: E402
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

BACKGROUND = "#111a16"
FOREGROUND = "#cfe3d8"
GRID_ALPHA = 0.18
ACTUAL = "#7ee08f"
ADJUSTED = "#ffd56b"
SESSION = "#8fb8ff"
LOSS = "#ff7b72"
MISTAKES = "#ff9e64"
LOST = "#c3a6ff"

Hover = Callable[[float, float], str]
"""(x, y) in the chart's coordinates -> what the pointer is over ("" when nothing)."""


def _plot_widget() -> pg.PlotWidget:
    pg.setConfigOptions(antialias=True, background=BACKGROUND, foreground=FOREGROUND)
    plot = pg.PlotWidget()
    plot.setMenuEnabled(False)
    plot.showGrid(x=True, y=True, alpha=GRID_ALPHA)
    plot.getPlotItem().hideButtons()
    for side in ("left", "bottom"):
        plot.getPlotItem().getAxis(side).enableAutoSIPrefix(False)  # no "(x0.001)" on a unit
    plot.setMinimumHeight(220)
    return plot


class ChartBox(QWidget):
    """A plot with its title, its hover line and its "Save as PNG" button."""

    saved = Signal(str)  # the PNG file written

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.plot = _plot_widget()
        self.plot.setAccessibleName(title)
        self._hover: Hover | None = None
        self.title = QLabel(f"<b>{title}</b>")
        self.hover_label = QLabel(" ")
        self.hover_label.setObjectName("ChartHover")
        self.save_button = QPushButton(self.tr("Save as PNG..."))
        self.save_button.setAccessibleName(self.tr("Save %1 as a PNG picture").replace("%1", title))
        self.save_button.clicked.connect(self._ask_and_save)
        top = QHBoxLayout()
        top.addWidget(self.title)
        top.addStretch(1)
        top.addWidget(self.save_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(top)
        layout.addWidget(self.plot, 1)
        layout.addWidget(self.hover_label)
        self._proxy = pg.SignalProxy(self.plot.scene().sigMouseMoved, rateLimit=30, slot=self._moved)

    def set_hover(self, hover: Hover) -> None:
        self._hover = hover

    def hover_at(self, x: float, y: float) -> str:
        """What the hover line says for a point in chart coordinates (tests call this)."""
        text = self._hover(x, y) if self._hover is not None else ""
        self.hover_label.setText(text or " ")
        self.plot.setToolTip(text)
        return text

    def _moved(self, event: tuple[QPointF]) -> None:
        pos = event[0]
        item = self.plot.getPlotItem()
        if not item.sceneBoundingRect().contains(pos):
            return
        point = item.vb.mapSceneToView(pos)
        self.hover_at(point.x(), point.y())

    def save_png(self, path: str) -> bool:
        """Write the chart (title and plot as on screen) to ``path``."""
        ok = bool(self.plot.grab().save(path, "PNG"))
        if ok:
            self.saved.emit(path)
        return ok

    def _ask_and_save(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save chart"), "chart.png", self.tr("PNG pictures (*.png)"))
        if path:
            if not path.lower().endswith(".png"):
                path += ".png"
            if not self.save_png(path):
                self.hover_label.setText(self.tr("Could not write %1").replace("%1", path))


PEAK_BUCKETS = 2000
"""Lines longer than twice this are drawn as each bucket's lowest and highest point (what a
screen a few thousand pixels wide can show); hover still reads the full series."""


def peaks(x: np.ndarray, y: np.ndarray, buckets: int = PEAK_BUCKETS) -> tuple[np.ndarray, np.ndarray]:
    """``(x, y)`` thinned to each bucket's minimum and maximum, in order, keeping every extreme."""
    n = len(y)
    if n <= 2 * buckets:
        return x, y
    starts = np.linspace(0, n, buckets, endpoint=False).astype(np.int64)
    lows = np.minimum.reduceat(y, starts)
    highs = np.maximum.reduceat(y, starts)
    xs = np.repeat(x[starts], 2)
    ys = np.empty(2 * buckets, dtype=np.float64)
    ys[0::2] = lows
    ys[1::2] = highs
    return xs, ys


class LineChart(ChartBox):
    """Lines over a common x (hands, sessions), plus optional markers on the first line."""

    def __init__(self, title: str, x_label: str, y_label: str, lines: Sequence[tuple[str, str]],
                 markers: str | None = None, marker_name: str = "", parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        item = self.plot.getPlotItem()
        item.setLabel("bottom", x_label)
        item.setLabel("left", y_label)
        # The legend in one row above the plot, not over it: in its corner it hid the first points and
        # the first session's marker ("the session markers start at hand 19", issue 38).
        self.legend = item.addLegend(offset=None, colCount=3, brush=pg.mkBrush(17, 26, 22, 210),
                                     pen=pg.mkPen("#2a3a32"))
        item.setTitle(" ")
        item.layout.setRowFixedHeight(0, 44)  # the title row: the legend sits in it
        self.legend.setParentItem(item)  # addLegend puts it in the view box; the plot item holds the title row
        self.legend.anchor(itemPos=(0.5, 0), parentPos=(0.5, 0), offset=(0, 2))
        self.curves: list[pg.PlotDataItem] = []
        for k, (name, colour) in enumerate(lines):
            # Later lines dashed and underneath: where they agree with the first, it stays visible.
            style = pg.QtCore.Qt.PenStyle.SolidLine if k == 0 else pg.QtCore.Qt.PenStyle.DashLine
            curve = item.plot([], [], pen=pg.mkPen(colour, width=2, style=style), name=name)
            curve.setZValue(-k)
            self.curves.append(curve)
        self.markers: pg.ScatterPlotItem | None = None
        if markers is not None:
            self.markers = pg.ScatterPlotItem(size=8, pen=pg.mkPen(SESSION), brush=pg.mkBrush(markers), symbol="t1",
                                              name=marker_name or None)
            item.addItem(self.markers)  # a named item joins the legend by itself
        item.addLine(y=0, pen=pg.mkPen(QColor(FOREGROUND), width=1, style=pg.QtCore.Qt.PenStyle.DotLine))

    def set_lines(self, x: np.ndarray, ys: Sequence[np.ndarray]) -> None:
        for curve, y in zip(self.curves, ys, strict=True):
            curve.setData(*peaks(x, y))
        item = self.plot.getPlotItem()
        item.enableAutoRange()
        if len(x) == 0:
            item.setRange(xRange=(0, 10), yRange=(-1, 1))  # an empty chart still reads as a chart
        elif len(x) <= 10:
            item.getAxis("bottom").setTickSpacing(1, 1)  # whole hands or sessions, never "2.5"
        else:
            item.getAxis("bottom").setTickSpacing()

    def set_markers(self, x: np.ndarray, y: np.ndarray) -> None:
        """Markers on the line; hundreds of them (400 sessions) shrink to small ticks, not a wall."""
        if self.markers is not None:
            many = len(x) > 60
            self.markers.setData(x, y, size=4 if many else 8, symbol="t1",
                                 brush=pg.mkBrush(SESSION) if not many else None)
            self.markers.setOpacity(0.55 if many else 1.0)


class BarChart(ChartBox):
    """Bars at 0..n-1 with category labels and, optionally, a count above each bar."""

    def __init__(self, title: str, y_label: str, parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        item = self.plot.getPlotItem()
        item.setLabel("left", y_label)
        self.bars = pg.BarGraphItem(x=[], height=[], width=0.7, brush=pg.mkBrush(ACTUAL), pen=pg.mkPen(None))
        item.addItem(self.bars)
        item.addLine(y=0, pen=pg.mkPen(QColor(FOREGROUND), width=1))
        self.count_items: list[pg.TextItem] = []
        self.heights = np.zeros(0)

    def set_bars(self, heights: np.ndarray, categories: Sequence[str] | None = None,
                 counts: Sequence[str] | None = None) -> None:
        self.heights = np.asarray(heights, dtype=np.float64)
        n = len(self.heights)
        x = np.arange(n, dtype=np.float64)
        if n:
            brushes = [pg.mkBrush(ACTUAL if h >= 0 else LOSS) for h in self.heights]
            self.bars.setOpts(x=x, height=self.heights, width=0.7, brushes=brushes, pen=pg.mkPen(None))
        else:  # pyqtgraph 0.14 fails on empty lists of brushes
            self.bars.setOpts(x=x, height=self.heights, width=0.7, brushes=None, brush=pg.mkBrush(ACTUAL),
                              pen=pg.mkPen(None))
        axis = self.plot.getPlotItem().getAxis("bottom")
        if categories is not None:
            axis.setTicks([[(i, c) for i, c in enumerate(categories)]])
        else:
            axis.setTicks(None)
        item = self.plot.getPlotItem()
        while len(self.count_items) < (0 if counts is None else len(counts)):
            label = pg.TextItem(color=FOREGROUND, anchor=(0.5, 1.0))
            item.addItem(label)
            self.count_items.append(label)
        for i, label in enumerate(self.count_items):
            if counts is not None and i < len(counts):
                h = self.heights[i]
                label.setText(counts[i])
                label.setAnchor((0.5, 1.0) if h >= 0 else (0.5, 0.0))
                label.setPos(i, h)
                label.setVisible(True)
            else:
                label.setVisible(False)
        item.enableAutoRange()
        if n:
            top = max(float(self.heights.max()), 0.0)
            bottom = min(float(self.heights.min()), 0.0)
            pad = (top - bottom) * 0.15 or 1.0
            item.setYRange(bottom - (pad if bottom < 0 else 0), top + pad)
            item.setXRange(-0.6, n - 0.4)

    def bar_at(self, x: float) -> int | None:
        """The bar under ``x`` (None between bars or off the ends)."""
        i = int(round(x))
        if 0 <= i < len(self.heights) and abs(x - i) <= 0.35:
            return i
        return None
