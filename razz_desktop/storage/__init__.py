"""The hand history on disk: the only package that speaks SQL.

``db`` opens the SQLite file (pragmas, migrations, damaged-file recovery, the
clean-shutdown marker), ``repository.HandLog`` reads and writes sessions and
hands as dataclasses (stored compactly: ``compact``, ``hand_rows``),
``browse.HandBrowser`` pages through them read-only for the History window,
``import_run`` and ``export`` are what the import and export commands and
windows run, ``journal`` keeps the hands that could not be written
yet, ``codec`` turns engine events into JSON and back, and ``hhtext`` writes
and reads the PokerStars Razz hand-history text. The dataclasses themselves
live in the pure ``razz_desktop.records`` (windows receive them without
importing storage) and are re-exported here for storage's callers.

The names below are imported from their module when first asked for
(:func:`__getattr__`), not when the package is: the app's first table needs
the database open (``db``, ``repository``, ``journal``) but not the
hand-history text reader and writer, the History window's browser or the
import machinery, and importing them all cost the launch about 35 ms
(issue 19). ``from razz_desktop.storage import X`` works as before and loads
only X's module. Type checkers read the imports under ``TYPE_CHECKING``.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .browse import BrowseError, HandBrowser
    from .codec import CorruptRecordError
    from .db import (
        DATABASE_ERRORS,
        SCHEMA_VERSION,
        DamagedDatabaseError,
        DatabaseUnavailableError,
        DuplicateHandError,
        Recovery,
        SchemaTooNewError,
        StorageError,
        WriteProblem,
        connect,
        integrity_check,
        mark_closed,
        mark_open,
        needs_check,
        open_database,
        open_history,
        write_problem,
    )
    from .hhtext import (
        HandHistoryError,
        ParsedAction,
        ParsedHand,
        ParsedSeat,
        hand_to_text,
        parse_hand_histories,
        parse_hand_history,
    )
    from .journal import HandJournal, JournalEntry, SessionRef, journal_path
    from .models import HandSummary, SeatPlayer, SessionInfo, StoredHand, Winner
    from .repository import HandLog

_HOME: dict[str, tuple[str, ...]] = {
    "browse": ("BrowseError", "HandBrowser"),
    "codec": ("CorruptRecordError",),
    "db": ("DATABASE_ERRORS", "SCHEMA_VERSION", "DamagedDatabaseError", "DatabaseUnavailableError",
           "DuplicateHandError", "Recovery", "SchemaTooNewError", "StorageError", "WriteProblem", "connect",
           "integrity_check", "mark_closed", "mark_open", "needs_check", "open_database", "open_history",
           "write_problem"),
    "hhtext": ("HandHistoryError", "ParsedAction", "ParsedHand", "ParsedSeat", "hand_to_text",
               "parse_hand_histories", "parse_hand_history"),
    "journal": ("HandJournal", "JournalEntry", "SessionRef", "journal_path"),
    "models": ("HandSummary", "SeatPlayer", "SessionInfo", "StoredHand", "Winner"),
    "repository": ("HandLog",),
}
_MODULE_OF = {name: module for module, names in _HOME.items() for name in names}

__all__ = [
    "DATABASE_ERRORS", "SCHEMA_VERSION", "BrowseError", "CorruptRecordError", "DamagedDatabaseError",
    "DatabaseUnavailableError", "DuplicateHandError", "HandBrowser", "HandHistoryError", "HandJournal", "HandLog",
    "HandSummary", "JournalEntry", "ParsedAction", "ParsedHand", "ParsedSeat", "Recovery",
    "SchemaTooNewError", "SeatPlayer", "SessionInfo", "SessionRef", "StorageError", "StoredHand",
    "Winner", "WriteProblem", "connect", "hand_to_text", "integrity_check", "journal_path",
    "mark_closed", "mark_open", "needs_check", "open_database", "open_history",
    "parse_hand_histories", "parse_hand_history", "write_problem",
]


if not TYPE_CHECKING:  # at run time only: type checkers see the imports above, and a typo stays an error

    def __getattr__(name: str) -> Any:
        """Import the module that defines ``name`` (once) and hand the name out from it."""
        module = _MODULE_OF.get(name)
        if module is None:
            raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
        value = getattr(import_module(f".{module}", __name__), name)
        globals()[name] = value  # the next look-up is an ordinary one
        return value

    def __dir__() -> list[str]:
        return sorted({*globals(), *__all__})
