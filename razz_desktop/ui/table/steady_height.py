"""Keep a bar below the table at the tallest height it has asked for.

The action bar is a few pixels taller with buttons than with a message, and
it switches between the two several times a hand. Each switch resized the
table's view, which re-fitted the scene and re-rendered the cache of every
item on the table (cards, nameplates, seats) and repainted the whole view:
about a fifth of the GUI thread's drawing in a hand. Held at its tallest,
the bar no longer moves the table; a change of style or font (another
theme) lets it find its height again.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget


class SteadyHeight(QObject):
    """Raises ``widget``'s minimum height to the tallest height the window's layout has given it.

    The height it was given, not its size hint: a wrapped label's hint can ask
    for far more than the layout ever grants."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self._widget = widget
        self._floor = widget.minimumHeight()
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        kind = event.type()
        if watched is self._widget:
            if kind == QEvent.Type.Resize:
                self._raise()
            elif kind in (QEvent.Type.StyleChange, QEvent.Type.FontChange):
                self._widget.setMinimumHeight(self._floor)  # another style: measure again
        return False

    def _raise(self) -> None:
        height = self._widget.height()
        if height > self._widget.minimumHeight():
            self._widget.setMinimumHeight(height)
