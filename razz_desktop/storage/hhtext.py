"""PokerStars Razz hand-history text: the writer and the reader under one name.

Existing callers import from here; the work lives in small modules:
``hh_writer`` (what "Copy as text" writes), ``hh_reader`` (splitting and
parsing text, linear in its size), ``hh_replay`` (every hand read is replayed
through the engine and refused at the first line it disagrees with) and
``hh_errors`` (the one error and the limits it names).
"""

from __future__ import annotations

from .hh_errors import MAX_DIGITS, MAX_LINE_CHARS, MAX_LINES_PER_HAND, MAX_SEATS, HandHistoryError
from .hh_reader import (
    ParsedAction,
    ParsedHand,
    ParsedSeat,
    parse_hand_histories,
    parse_hand_history,
    read_hand_histories,
)
from .hh_writer import DEFAULT_TABLE, STREET_HEADERS, SUMMARY_STREETS, hand_to_text, lo_text, pot_label

__all__ = [
    "DEFAULT_TABLE", "MAX_DIGITS", "MAX_LINES_PER_HAND", "MAX_LINE_CHARS", "MAX_SEATS", "STREET_HEADERS",
    "SUMMARY_STREETS", "HandHistoryError", "ParsedAction", "ParsedHand", "ParsedSeat", "hand_to_text",
    "lo_text", "parse_hand_histories", "parse_hand_history", "pot_label", "read_hand_histories",
]
