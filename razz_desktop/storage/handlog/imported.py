"""What the hand log needs of an imported hand: the shapes it reads one through.

The readers (``storage.importing.reading``) yield ``ImportedHand`` objects; the hand
log reads them through the ``ImportedHandLike`` protocol below, so the two
meet on a shape (file, site, site hand id, the replayed ``ParsedHand``, the
time, the hero) rather than on one module's class.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Protocol

from razz_desktop.engine.cards import Card
from razz_desktop.engine.record import HandRecord
from razz_desktop.records import TournamentTag


class SeatLike(Protocol):
    @property
    def seat(self) -> int: ...
    @property
    def name(self) -> str: ...


class ParsedHandLike(Protocol):
    """The parts of ``hh_parsed.ParsedHand`` the hand log keeps."""

    @property
    def record(self) -> HandRecord: ...
    @property
    def seats(self) -> tuple[SeatLike, ...]: ...
    @property
    def known_cards(self) -> tuple[tuple[int, tuple[Card | None, ...]], ...]: ...
    @property
    def table(self) -> str: ...
    @property
    def dollars(self) -> bool: ...
    @property
    def rake(self) -> int: ...
    @property
    def tournament(self) -> TournamentTag | None: ...
    @property
    def collected(self) -> tuple[tuple[int, int, object], ...]: ...


class ImportedHandLike(Protocol):
    """``storage.importing.reading.ImportedHand``: one hand of a file, replayed and accepted."""

    @property
    def file(self) -> Path | str: ...
    @property
    def site(self) -> str: ...
    @property
    def site_hand_id(self) -> str: ...
    @property
    def hand(self) -> ParsedHandLike: ...
    @property
    def played_at(self) -> datetime: ...
    @property
    def hero(self) -> str | None: ...
