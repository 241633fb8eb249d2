"""Who sits where: the names and kinds of the players at the table.

The engine knows seats and chips only; names belong to the session, so the
controller owns them and hands them to the views (nameplates, dealer log).
"""

from __future__ import annotations

from collections.abc import Mapping

from razz_desktop.engine.frozen_record import frozen_record


@frozen_record
class PlayerInfo:
    seat: int
    name: str
    is_human: bool
    style: str = ""
    """For computer players: the bot level or style shown in the seat's tooltip."""


def human_seat(players: Mapping[int, PlayerInfo]) -> int | None:
    """The seat the human plays from, or None when only computers sit."""
    return next((seat for seat, p in players.items() if p.is_human), None)


BOT_NAMES = (
    "Ada", "Boris", "Chen", "Dora", "Emil", "Fatima", "Gus", "Hana",
    "Ivo", "Jun", "Kira", "Luca", "Mona", "Nils", "Olga", "Pavel",
)
"""Names for computer players; short so they fit a nameplate, varied so the
dealer log reads naturally."""
