"""Saying something to the screen reader now: an announcement, and a live region that keeps it.

Qt 6.8 added ``QAccessibleAnnouncementEvent``: the screen reader speaks the
text without the focus moving. Where the Qt in use lacks it, the live region
alone carries the text: a label whose accessible name changes, with a
NameChanged event, which Orca and NVDA read for a live label. The label is
visible too (the last thing said, under the table text), so a sighted player
can read what was just announced and a test can check it.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import QLabel, QWidget

log = logging.getLogger(__name__)

try:
    from PySide6.QtGui import QAccessibleAnnouncementEvent
except ImportError:  # Qt before 6.8
    QAccessibleAnnouncementEvent = None  # type: ignore[assignment,misc]

HISTORY = 50
"""Announcements kept (for the read-again key's neighbours and for tests)."""


class LiveRegion(QLabel):
    """The last announcement, shown and exposed as the label's accessible name."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("liveRegion")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # reachable, so it can be read again by Tab
        self.setAccessibleDescription(self.tr("The last thing announced at the table"))


class Announcer(QObject):
    """Speaks texts through the screen reader (see the module docstring).

    ``source`` is the widget the announcement events come from: the table
    view, always on screen (the live region's dock may be closed).
    """

    def __init__(self, region: LiveRegion, source: QWidget | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.region = region
        self.source = source if source is not None else region
        self.spoken: list[str] = []
        """What was announced, oldest first (the last :data:`HISTORY`)."""

    def announce(self, text: str, assertive: bool = False, shown: bool = True) -> None:
        """Say ``text``; ``assertive`` interrupts what the reader is saying (the player's turn).

        ``shown`` False: spoken, but the region's visible line keeps what it showed, because the
        text is on screen in the same panel already (the Coach's advice has its own label there:
        "Table as text" showed "The Coach suggests..." twice, issue 38)."""
        if not text:
            return
        self.spoken = [*self.spoken[-(HISTORY - 1):], text]
        if shown:
            self.region.setText(text)
        self.region.setAccessibleName(text)
        if not QAccessible.isActive():
            return  # no assistive technology listening: the label is enough
        QAccessible.updateAccessibility(QAccessibleEvent(self.region, QAccessible.Event.NameChanged))
        if QAccessibleAnnouncementEvent is not None:
            event = QAccessibleAnnouncementEvent(self.source, text)
            if assertive:
                event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
            QAccessible.updateAccessibility(event)
