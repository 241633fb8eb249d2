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
"""

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

__all__ = [
    "DATABASE_ERRORS", "SCHEMA_VERSION", "BrowseError", "CorruptRecordError", "HandBrowser", "DamagedDatabaseError",
    "DatabaseUnavailableError", "DuplicateHandError", "HandHistoryError", "HandJournal", "HandLog",
    "HandSummary", "JournalEntry", "ParsedAction", "ParsedHand", "ParsedSeat", "Recovery",
    "SchemaTooNewError", "SeatPlayer", "SessionInfo", "SessionRef", "StorageError", "StoredHand",
    "Winner", "WriteProblem", "connect", "hand_to_text", "integrity_check", "journal_path",
    "mark_closed", "mark_open", "needs_check", "open_database", "open_history",
    "parse_hand_histories", "parse_hand_history", "write_problem",
]
