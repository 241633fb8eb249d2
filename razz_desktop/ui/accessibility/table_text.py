"""The table as text: a dock with one line per seat, the pot, the call and the actions.

The table's scene items are invisible to assistive technology, so this list
says what the felt shows, line by line (:func:`.spoken.table_lines`): a
screen reader walks it with the arrow keys, and each line is an accessible
child of the list. Below it, the live region (:class:`.announcer.LiveRegion`)
holds the last announcement, and a line with the Coach's advice while there
is one. The dock is tabbed with the dealer log (View > Table as text).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from .announcer import LiveRegion


class TableLines(QListWidget):
    """The lines of the table text; items are reused so a reader's position survives an update.

    While the list is not on screen (its dock closed, or behind the dealer
    log's tab) nobody can read it, and writing a dozen lines at every change
    of the table cost the GUI thread more than drawing the change:
    :meth:`set_lines_later` keeps what to write, and the lines are written
    when the list is shown or read (:meth:`lines`).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tableLines")
        self.setAccessibleName(self.tr("Table"))
        self.setAccessibleDescription(self.tr("Each seat, the pot, the amount to call and your actions, "
                                              "one line each"))
        self.setWordWrap(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._later: Callable[[], Sequence[str]] | None = None

    def set_lines_later(self, lines: Callable[[], Sequence[str]]) -> None:
        """The lines ``lines()`` returns: now if the list is on screen, else when it is shown or read."""
        if self.isVisible():
            self.set_lines(lines())
        else:
            self._later = lines

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        self._write_later()
        super().showEvent(event)

    def _write_later(self) -> None:
        later, self._later = self._later, None
        if later is not None:
            self.set_lines(later())

    def set_lines(self, lines: Sequence[str]) -> None:
        self._later = None
        for i, text in enumerate(lines):
            item = self.item(i)
            if item is None:
                item = QListWidgetItem(text, self)
            if item.text() != text:
                item.setText(text)
        while self.count() > len(lines):
            self.takeItem(self.count() - 1)

    def lines(self) -> list[str]:
        self._write_later()
        return [self.item(i).text() for i in range(self.count())]


class TableTextPanel(QWidget):
    """The list of lines, the Coach's advice and the live region, stacked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tableTextPanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        self.lines = TableLines(self)
        self.coach = QLabel("", self)
        self.coach.setObjectName("coachAdvice")
        self.coach.setWordWrap(True)
        self.coach.setTextFormat(Qt.TextFormat.PlainText)
        self.coach.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.coach.setAccessibleDescription(self.tr("The Coach's advice for your decision"))
        self.coach.hide()
        self.region = LiveRegion(self)
        layout.addWidget(self.lines, 1)
        layout.addWidget(self.coach, 0)
        layout.addWidget(self.region, 0)

    def set_coach(self, text: str) -> None:
        self.coach.setText(text)
        self.coach.setAccessibleName(text)
        self.coach.setVisible(bool(text))


class TableTextDock(QDockWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Table as text"), parent)
        self.setObjectName("tableTextDock")
        self.panel = TableTextPanel(self)
        self.setWidget(self.panel)
        self.setAccessibleName(self.tr("Table as text"))
