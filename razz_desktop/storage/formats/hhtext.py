"""PokerStars Razz hand-history text: the writer and the reader under one name.

Existing callers import from here; the work lives in small modules:
``hh_writer`` (what "Copy as text" writes), ``hh_reader`` (splitting and
parsing text, linear in its size), ``hh_replay`` (every hand read is replayed
through the engine and refused at the first line it disagrees with) and
``hh_errors`` (the one error and the limits it names).

Importing files of every format (PokerStars, Full Tilt, Merge XML, PHH) goes
through ``importing.read_file``; ``phh`` writes and reads PHH.
"""

from __future__ import annotations

from collections.abc import Iterator

from .hh_errors import MAX_DIGITS, MAX_LINE_CHARS, MAX_LINES_PER_HAND, MAX_SEATS, HandHistoryError
from .hh_parsed import ParsedAction, ParsedHand, ParsedSeat
from .hh_reader import blocks, parse_block
from .hh_replay import replay
from .hh_writer import (
    DEFAULT_TABLE,
    STREET_HEADERS,
    SUMMARY_STREETS,
    hand_to_text,
    lo_text,
    pot_label,
)

__all__ = [
    "DEFAULT_TABLE", "MAX_DIGITS", "MAX_LINES_PER_HAND", "MAX_LINE_CHARS", "MAX_SEATS", "STREET_HEADERS",
    "SUMMARY_STREETS", "HandHistoryError", "ParsedAction", "ParsedHand", "ParsedSeat", "hand_to_text",
    "lo_text", "parse_hand_histories", "parse_hand_history", "pot_label", "read_hand_histories",
]


def _read(text: str) -> Iterator[ParsedHand | HandHistoryError]:
    for block in blocks(text):
        try:
            yield replay(parse_block(block))
        except HandHistoryError as exc:
            yield exc


def read_hand_histories(text: str) -> list[ParsedHand | HandHistoryError]:
    """Every PokerStars Razz hand in ``text``, each read or refused on its own.

    An importer keeps the hands that read and reports the others (each error
    names its line and hand id); other games and other sites are skipped.
    """
    return list(_read(text))


def parse_hand_histories(text: str) -> list[ParsedHand]:
    """Every PokerStars Razz hand in ``text`` (other games and other sites are skipped);
    the first hand that cannot be read raises its ``HandHistoryError``."""
    hands = []
    for result in _read(text):
        if isinstance(result, HandHistoryError):
            raise result
        hands.append(result)
    return hands


def parse_hand_history(text: str) -> ParsedHand:
    """The one hand in ``text``."""
    hands = parse_hand_histories(text)
    if len(hands) != 1:
        raise HandHistoryError(f"expected one PokerStars Razz hand, found {len(hands)}")
    return hands[0]
