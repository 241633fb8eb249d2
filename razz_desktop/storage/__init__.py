"""The hand history on disk: the only package that speaks SQL.

``db`` opens the SQLite file (pragmas, migrations, damaged-file recovery),
``repository.HandLog`` reads and writes sessions and hands as dataclasses,
``codec`` turns engine events into JSON and back, and ``hhtext`` writes and
reads the PokerStars Razz hand-history text.
"""

from .codec import CorruptRecordError
from .db import (
    DATABASE_ERRORS,
    SCHEMA_VERSION,
    DamagedDatabaseError,
    DuplicateHandError,
    Recovery,
    SchemaTooNewError,
    StorageError,
    connect,
    integrity_check,
    open_database,
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
from .models import HandSummary, SeatPlayer, SessionInfo, StoredHand, Winner
from .repository import HandLog

__all__ = [
    "DATABASE_ERRORS", "SCHEMA_VERSION", "CorruptRecordError", "DamagedDatabaseError", "DuplicateHandError", "HandHistoryError", "HandLog",
    "HandSummary", "ParsedAction", "ParsedHand", "ParsedSeat", "Recovery", "SchemaTooNewError",
    "SeatPlayer", "SessionInfo", "StorageError", "StoredHand", "Winner", "connect", "hand_to_text",
    "integrity_check", "open_database", "parse_hand_histories", "parse_hand_history",
]
