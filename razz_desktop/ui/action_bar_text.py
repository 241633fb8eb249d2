"""The action bar's two lines of text (status over detail), laid out without moving the window.

The bar's texts change two or three times per action ("Ada to act", "Ada is
thinking…", "Your turn"). A label in a layout asks that layout to be redone at
every new text, and the request climbs to the main window, whose layout (the
table, the bar, the docks) is then computed again: about half a millisecond
each, some thirty times a hand, for a bar whose height almost never changes.

:class:`TextColumn` holds the two labels without a Qt layout, so their
requests stop here. It places them exactly as the vertical box it replaces
did (equal halves, or a label's own wrapped height when it needs more, each
text centred in its share) and tells the window's layout about
itself only when its texts need more height than it has ever asked for (a
long result that wraps): the bar then grows, as before, and keeps that
height, like :class:`~razz_desktop.ui.table.steady_height.SteadyHeight`.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

UNWRAPPED = 100_000
"""A width at which no text of the bar wraps."""
MEASURED_FROM = 120
"""Narrower than this the column is between two layouts (the bar puts it above its buttons before it
gets so narrow): the heights its texts would need in that sliver are not kept (issue 38: one such
measure made the German bar a third of the window tall, for good)."""


class TextColumn(QWidget):
    """``status`` over ``detail``, both wrapping, each centred in its half of the column."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.status = QLabel("", self)
        self.detail = QLabel("", self)
        for label in (self.status, self.detail):
            label.setWordWrap(True)
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            label.setMinimumWidth(0)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self._asked = 0
        """The tallest height the texts have needed (what the window's layout is told)."""
        self.arranged = 0
        """How often the labels were placed (tests: a new text places them without a window relayout)."""

    def _needed(self, width: int) -> tuple[int, int]:
        return _height(self.status, width), _height(self.detail, width)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        if not self._asked:
            # One line each until the column has its width (a column not yet laid out is
            # narrow, and its texts would wrap into a height nobody needs).
            self._asked = sum(self._needed(UNWRAPPED))
        return QSize(0, self._asked)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return self.sizeHint()

    def event(self, event: QEvent) -> bool:
        # A label's new text: its request arrives here (no layout) and goes no further.
        if event.type() == QEvent.Type.LayoutRequest:
            self._arrange()
            return True
        return super().event(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._arrange()

    def _arrange(self) -> None:
        self.arranged += 1
        width, height = self.width(), self.height()
        top, bottom = self._needed(max(1, width))
        if top + bottom > self._asked and width >= MEASURED_FROM:
            self._asked = top + bottom
            self.updateGeometry()  # taller texts than ever: the bar grows (once)
        first = _first_share(height, top, bottom)
        self.status.setGeometry(0, 0, width, first)
        self.detail.setGeometry(0, first, width, max(0, height - first))

    def measure_again(self) -> None:
        """The column got another width for good (placed above the buttons, or beside them again): the
        tallest height it ever needed, met in a sliver of width, is forgotten and measured afresh."""
        self._asked = 0
        self.updateGeometry()

    def restyled(self) -> None:
        """Another style or font: the texts' heights are measured afresh."""
        self._asked = 0
        self.updateGeometry()


def _first_share(height: int, top: int, bottom: int) -> int:
    """The status line's height, shared as a vertical box shares ``height`` between two growing labels.

    As Qt's box layout does: equal halves (the first takes the odd pixel), unless
    that leaves a label less than it needs, which then gets what it needs.
    """
    first = (height + 1) // 2
    if first < top:
        return min(top, height)
    if height - first < bottom:
        return max(0, height - bottom)
    return first


def _height(label: QLabel, width: int) -> int:
    """The label's height at ``width`` (an empty label still takes its line, as in a layout)."""
    height = label.heightForWidth(width)
    return height if height >= 0 else label.sizeHint().height()
