"""What the game controller tells the windows about the flow of play, as frozen data.

Windows must not keep their own copy of the game's state (DESIGN.md): the
controller publishes a :class:`Flow` whenever it changes, and a window reads
the last one it received (e.g. to decide whether leaving needs a question).
:class:`SessionResult` is the summary shown when a session ends.
"""

from __future__ import annotations

from enum import StrEnum

from razz_desktop.engine.frozen_record import frozen_record
from razz_desktop.engine.views import SeatView


class SessionEnd(StrEnum):
    """Why a session ends: what the user asked for (the controller does it once the hand is over)."""

    NEW_SESSION = "new_session"
    LEAVE = "leave"
    QUIT = "quit"


@frozen_record
class Flow:
    """Where the game is, as the windows need to know it."""

    hand_live: bool = False
    """A hand is being played (it is not finished)."""
    human_in_hand: bool = False
    """The human still holds live cards in that hand: leaving would fold them."""
    waiting_for_next_hand: bool = False
    """The next hand waits for the user to deal it."""
    busted: bool = False
    """The human has no chips and has been offered a rebuy."""
    over: bool = False
    """The session is over (left, out of chips, or the table could not deal)."""
    paused: bool = False
    winding_up: bool = False
    """The hand is being finished at once because the user asked to leave, quit or start again."""


@frozen_record
class SessionResult:
    """A finished session in the human's terms."""

    hands: int
    """Hands the human was dealt in."""
    net: int
    """Chips won (positive) or lost (negative) over those hands."""
    big_bet: int
    """The session's big bet, to express the result in big bets."""
    end: SessionEnd

    @property
    def net_big_bets(self) -> float:
        return self.net / self.big_bet if self.big_bet else 0.0


@frozen_record
class HandResult:
    """The end of a hand as the game controller reports it (``hand_finished``)."""

    hand_id: int
    view: SeatView  # the human's view of the finished hand
    net: tuple[tuple[int, int], ...]
    human_busted: bool
