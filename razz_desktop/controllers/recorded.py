"""The finished hand as the game controller hands it to the hand log.

``hand_recorded`` used to carry the bare ``HandRecord`` and the composition
root read ``controller.players`` when the signal arrived: right only as long
as the connection is direct and nobody replaced a broke bot in between. The
payload now carries who sat in each seat, frozen at the moment the hand
ended, so a queued connection or a later seat change cannot mislabel it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from razz_desktop.engine.record import HandRecord
from razz_desktop.records import PracticeTag, SeatPlayer, TournamentTag

from .players import PlayerInfo


@dataclass(frozen=True, slots=True)
class RecordedHand:
    """A finished hand and its players (seat order): ``GameController.hand_recorded``'s payload."""

    record: HandRecord
    players: tuple[SeatPlayer, ...]
    tournament: TournamentTag | None = None
    """The tournament and level of a tournament hand; None in a cash game."""
    practice: PracticeTag | None = None
    """A hand played again from a decision ("Play from here"): kept out of the statistics."""

    def __post_init__(self) -> None:
        seats = tuple(p.seat for p in self.players)
        if seats != tuple(sorted(set(seats))):
            raise ValueError(f"players must be in seat order, one per seat: {seats}")

    @property
    def hand_id(self) -> int:
        """The hand's number in its session (the engine's hand id)."""
        return self.record.hand_id

    @classmethod
    def of(cls, record: HandRecord, players: Mapping[int, PlayerInfo],
           tournament: TournamentTag | None = None, *, practice: PracticeTag | None = None) -> RecordedHand:
        """From the game controller's seat -> ``PlayerInfo`` map, as it was during the hand."""
        return cls(record, tuple(seat_player(players[seat]) for seat in sorted(players) if seat in record.seats),
                   tournament, practice)


def seat_player(info: PlayerInfo) -> SeatPlayer:
    """A ``PlayerInfo`` as the hand log keeps it: the bot's style is its level; the human has none."""
    return SeatPlayer(info.seat, info.name, info.is_human, None if info.is_human or not info.style else info.style)
