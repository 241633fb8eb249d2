"""The dataclasses storage takes and returns, re-exported from ``razz_desktop.records``.

Storage owns the SQL and nothing else: callers hand it engine records plus
these small frozen objects and get the same kinds of objects back, never rows
or cursors. The classes themselves live in the pure ``records`` module, so the
windows that show them never import storage.
"""

from razz_desktop.records import (
    HandSummary,
    SeatPlayer,
    SessionInfo,
    StoredHand,
    Winner,
    folded_streets,
)

__all__ = ["HandSummary", "SeatPlayer", "SessionInfo", "StoredHand", "Winner", "folded_streets"]
