"""The dealer log: a dock that reads out everything that happens at the table.

Every action, every card the human is dealt, and the dealer's explanation of
any rule a player might not expect, ending each hand with who won what with
which hand. It is also the table's text equivalent for screen readers, since
the graphics scene itself is invisible to them.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QDockWidget, QPlainTextEdit, QWidget

from .html_escape import escape
from .log_format import LogEntry

KIND_STYLE = {
    "heading": "color:#ffd56b; font-weight:bold;",
    "action": "color:#e8ece9;",
    "deal": "color:#cfe3d8;",
    "explain": "color:#93aaa0; font-style:italic;",
    "result": "color:#7ee08f; font-weight:bold;",
    "notice": "color:#9cc3ff;",
}

STYLE = """
QPlainTextEdit {
    background: #111a16; color: #e8ece9; border: none;
    font-size: 13px; padding: 6px;
    selection-background-color: #2f6f4e;
}
"""


class DealerLog(QDockWidget):
    """The log's lines are kept in :attr:`entries` always; the text widget gets them only while
    it can be seen.

    Behind the Coach's tab (practice mode) the log is hidden, and writing a line into a
    QPlainTextEdit costs a parse of its HTML and a layout (about a quarter of a millisecond,
    some forty lines a hand): those lines wait in :attr:`pending` and are written when the log
    is shown again, at most :data:`FLUSH_CHUNK` per turn of the event loop, so even a long
    session's backlog never holds the GUI thread for more than a few milliseconds at a time.
    """

    MAX_LINES = 4000
    FLUSH_CHUNK = 120

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Dealer"), parent)
        self.setObjectName("DealerLog")
        self.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea | Qt.DockWidgetArea.RightDockWidgetArea
                             | Qt.DockWidgetArea.BottomDockWidgetArea)
        self.text = QPlainTextEdit(self)
        self.text.setReadOnly(True)
        self.text.setMaximumBlockCount(self.MAX_LINES)
        self.text.setStyleSheet(STYLE)
        self.text.setAccessibleName(self.tr("Dealer log"))
        self.text.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # Tab reaches the log (keyboard and screen-reader players)
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.setWidget(self.text)
        self.setMinimumWidth(260)
        self.entries: list[LogEntry] = []
        self.pending: list[str] = []
        """Lines (HTML) not yet in the text widget: written while the log was hidden."""
        self._flush = QTimer(self)
        self._flush.setSingleShot(True)
        self._flush.setInterval(0)
        self._flush.timeout.connect(self._write_pending)
        self.visibilityChanged.connect(self._on_visibility)

    def append(self, entries: Iterable[LogEntry]) -> None:
        """Add ``entries`` at the end and scroll to them once (nothing at all when there are none).

        The window passes every event's and every table change's lines here,
        and most of those calls have none (deals are gathered per street):
        they must not cost a cursor move and a scroll each.
        """
        entries = list(entries)
        if not entries:
            return
        lines: list[str] = []
        for entry in entries:
            self.entries.append(entry)
            if len(self.entries) > self.MAX_LINES:
                del self.entries[: len(self.entries) - self.MAX_LINES]
            style = KIND_STYLE.get(entry.kind, "")
            top = "<br>" if entry.starts_hand and self.entries[:-1] else ""
            lines.append(f'{top}<span style="{style}">{entry.html}</span>')
        if self.pending or not self.text.isVisible():
            self.pending.extend(lines)
            if len(self.pending) > self.MAX_LINES:  # the widget would drop them anyway
                del self.pending[: len(self.pending) - self.MAX_LINES]
            return
        self._write(lines)

    def _write(self, lines: list[str]) -> None:
        for line in lines:
            self.text.appendHtml(line)
        self.text.moveCursor(QTextCursor.MoveOperation.End)
        self.text.ensureCursorVisible()

    def _on_visibility(self, visible: bool) -> None:
        if visible and self.pending:
            self._flush.start()

    def _write_pending(self) -> None:
        """Write the next chunk of the lines that waited while the log was hidden."""
        if not self.text.isVisible():
            return  # hidden again before it was done: the rest waits for the next show
        chunk, self.pending = self.pending[: self.FLUSH_CHUNK], self.pending[self.FLUSH_CHUNK:]
        self._write(chunk)
        if self.pending:
            self._flush.start()

    def flush(self) -> None:
        """Write every waiting line now, shown or not (before the text widget is read as a whole)."""
        self._flush.stop()
        lines, self.pending = self.pending, []
        if lines:
            self._write(lines)

    def clear(self) -> None:
        """Forget every line (the replayer rewrites the log when it steps back)."""
        self.entries.clear()
        self.pending.clear()
        self._flush.stop()
        self.text.clear()

    def note(self, text: str, kind: str = "notice") -> None:
        self.append([LogEntry(kind, text, escape(text))])

    def plain_lines(self) -> list[str]:
        return [e.text for e in self.entries]
