"""Message boxes wide enough for their own title.

A window manager writes a box's title with the application's name ("Your hand is still live — Razz
Desktop") in a title bar as wide as the box, which Qt sizes for its text alone: a short question
got "Your ha... esktop" (issue 38). :func:`keep_title_whole` widens the box to its whole title.
"""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QGridLayout, QMessageBox, QSizePolicy, QSpacerItem

TITLE_BAR_EXTRA = 150
"""The title bar's own buttons and margins beside the title (close, maximise, the icon), in pixels."""
TITLE_FONT_FACTOR = 1.15
"""Title bars often use a larger or bold font than the box's text."""


def full_title(box: QMessageBox) -> str:
    """The title as a window manager shows it: the box's, then the application's display name."""
    title = box.windowTitle()
    name = QGuiApplication.applicationDisplayName()
    return f"{title} — {name}" if name and name not in title else title


def title_width(box: QMessageBox) -> int:
    """The width the box needs for its whole title in the title bar."""
    return round(box.fontMetrics().horizontalAdvance(full_title(box)) * TITLE_FONT_FACTOR) + TITLE_BAR_EXTRA


def keep_title_whole(box: QMessageBox) -> QMessageBox:
    """Widen ``box`` (through a spacer in its grid: QMessageBox ignores a minimum width) to its title."""
    layout = box.layout()
    if isinstance(layout, QGridLayout):
        spacer = QSpacerItem(title_width(box), 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Minimum)
        layout.addItem(spacer, layout.rowCount(), 0, 1, layout.columnCount())
    return box
