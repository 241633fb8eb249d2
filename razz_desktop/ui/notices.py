"""Two thin strips around the table: a message bar for problems, and the pending-settings line.

A problem the user must act on (the hand log cannot be written, the
settings cannot be saved) deserves more than a dealer-log line and less than
a modal dialog that stops play: :class:`MessageBar` shows it above the
table, in plain words, until the user closes it or the problem is over.
:class:`PendingLine` sits under the table and says which settings wait for
the next session ("From the next session: $5/$10, 4 players").
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QWidget

BAR_STYLE = {
    "warning": "QFrame#MessageBar { background: #4a3a12; border-bottom: 1px solid #8a6d1f; }"
               "QLabel { color: #fff3d6; font-size: 13px; }",
    "info": "QFrame#MessageBar { background: #173a2a; border-bottom: 1px solid #2f6f4e; }"
            "QLabel { color: #e0f2e8; font-size: 13px; }",
}
INFO_SHOWN_MS = 8000
"""An all-clear message closes itself after this long; a warning stays until closed."""


class MessageBar(QFrame):
    """A closable strip with one message; warnings stay, good news goes away by itself."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("MessageBar")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 6, 6, 6)
        self.text = QLabel("", self)
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.text, 1)
        close = QToolButton(self)
        close.setText("✕")
        close.setAutoRaise(True)
        close.setAccessibleName(self.tr("Close message"))
        close.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        close.clicked.connect(self.hide)
        layout.addWidget(close, 0, Qt.AlignmentFlag.AlignTop)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)
        self.kind = ""
        self.hide()

    def show_message(self, text: str, kind: str = "warning") -> None:
        self.kind = kind
        self.setStyleSheet(BAR_STYLE.get(kind, BAR_STYLE["warning"]))
        self.text.setText(text)
        self.setAccessibleName(text)
        self.show()
        if kind == "info":
            self._timer.start(INFO_SHOWN_MS)
        else:
            self._timer.stop()


class PendingLine(QLabel):
    """Under the table: the settings changes that wait for the next session; hidden when none."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PendingLine")
        self.setStyleSheet("QLabel#PendingLine { background: #1c2a23; color: #e8d9a8; font-size: 12px;"
                           " padding: 3px 12px; border-top: 1px solid #2d3b35; }")
        self.setWordWrap(True)
        self.hide()

    def set_pending(self, text: str) -> None:
        self.setText(text)
        self.setAccessibleName(text)
        self.setVisible(bool(text))
