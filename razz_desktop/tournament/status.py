"""What the windows are shown of a sit-and-go: the lobby's figures and the final result.

Frozen data (no Qt): the game controller builds them from its
:class:`~razz_desktop.tournament.sitngo.SitAndGo` and the lobby panel and the
result screen show them, so the windows never see the tournament itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from razz_desktop.engine.frozen_record import frozen_record

from .schedule import Level, LevelUnit

if TYPE_CHECKING:
    from datetime import datetime  # not imported before the first table is painted (issue 19)


@frozen_record
class TournamentStatus:
    """The lobby panel's figures after a hand (or at the start)."""

    schedule_name: str
    level_number: int
    """1-based, as players say "Level III"."""
    level: Level
    next_level: Level | None
    until_next: float | None
    """Hands (or minutes) left at this level; None at the last level."""
    unit: LevelUnit
    players_left: int
    entrants: int
    average_stack: int
    pool: int
    prizes: tuple[int, ...]
    """The prize of each paid place, best first."""
    knocked_out: tuple[tuple[int, str, int], ...]
    """(place, name, prize) of everyone out so far, best place first."""


@frozen_record
class TournamentOutcome:
    """The result screen: every finishing place, the human's own, and the prizes."""

    places: tuple[tuple[int, str, int, bool], ...]
    """(place, name, prize, is the human), best first; players level share a place."""
    human_place: int | None
    human_prize: int
    entrants: int
    hands: int
    buy_in: int
    tournament_id: str = ""
    """The hand log's number of the tournament (its hands carry it); "" when it is not logged."""
    schedule_name: str = ""
    places_paid: int = 0
    """How many places the payout table pays (in the money), prizes or not (play money pays none)."""
    started_at: datetime | None = None
    """When the first hand was dealt (aware, UTC)."""
