"""A table for players who do not look at it: text, announcements, keys and the turn alert.

- :mod:`.spoken`: the table and its events as sentences (translatable);
- :mod:`.announcer`: saying a sentence to the screen reader (announcement
  event, live region);
- :mod:`.table_text`: the "Table as text" dock (a line per seat, pot, call,
  actions; the Coach's advice; the live region);
- :mod:`.reader`: :class:`TableReader`, which app.py connects to the game
  and the Coach, with the read-again keys;
- :mod:`.attention`: :class:`TurnAlert`, the taskbar flash on your turn;
- :mod:`.focus`: the keyboard's Tab order through the window.
"""

from __future__ import annotations

from .attention import TurnAlert
from .reader import GO_TO_TEXT_KEY, READ_COACH_KEY, READ_TABLE_KEY, TableReader
from .table_text import TableTextDock, TableTextPanel

__all__ = ["GO_TO_TEXT_KEY", "READ_COACH_KEY", "READ_TABLE_KEY", "TableReader", "TableTextDock", "TableTextPanel", "TurnAlert"]
