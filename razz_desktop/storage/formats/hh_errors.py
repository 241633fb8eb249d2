"""The one error every bad hand-history input gets, and the limits that bound reading.

A reader that is handed a file must answer it: a hand it reads, or a
``HandHistoryError`` that says where (line, hand id) and what is wrong. The
limits below are far above anything a real site writes and keep the work per
hand bounded, so a whole file is read in time linear in its size whatever it
holds (a number with a million digits, a header repeated thousands of times,
thousands of seat lines). Each limit is named in the error that enforces it.
"""

from __future__ import annotations

from razz_desktop.engine.rules import MAX_PLAYERS

MAX_LINE_CHARS = 2_000
"""Characters in one line of a hand; real lines are under 200 (long chat included)."""

MAX_LINES_PER_HAND = 1_000
"""Lines from one hand's header to the next; a capped 8-player hand with chat needs about 200."""

MAX_DIGITS = 18
"""Digits in a hand id or an amount; PokerStars ids have 12, and 10**18 chips is no table's stack."""

MAX_SEATS = MAX_PLAYERS
"""Seat lines in one hand: a Razz table seats at most 8 (the engine's limit)."""


class HandHistoryError(ValueError):
    """Text that is not a PokerStars Razz hand this reader understands, or a hand the
    engine cannot replay as written.

    ``line`` is the 1-based line number in the text that was read, ``hand_id``
    the hand's id as the text writes it (None when the header itself is bad),
    ``reason`` the disagreement without the location.
    """

    def __init__(self, reason: str, *, line: int | None = None, hand_id: str | None = None) -> None:
        self.reason = reason
        self.line = line
        self.hand_id = hand_id
        where = []
        if line is not None:
            where.append(f"line {line}")
        if hand_id is not None:
            where.append(f"hand {hand_id}")
        super().__init__(f"{', '.join(where)}: {reason}" if where else reason)
