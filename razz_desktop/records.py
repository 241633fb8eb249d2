"""The finished hands and sessions as plain data: what windows receive.

Pure dataclasses (no sqlite3, no Qt) so that the windows can show a stored
hand without importing storage: storage builds these from its rows and
re-exports them, the history controller hands them to the windows by
signal, and the Last Hand window draws from them. Names live here rather
than in the engine because the engine knows seats and chips only; who sat
in a seat belongs to the session.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.cards import Card
from razz_desktop.engine.events import PlayerActed
from razz_desktop.engine.record import HandRecord
from razz_desktop.engine.rules import GameConfig


def folded_streets(record: HandRecord) -> dict[int, int]:
    """Seat -> street on which it folded (seats that never folded are absent)."""
    return {
        e.seat: e.street for e in record.events
        if isinstance(e, PlayerActed) and e.type is ActionType.FOLD
    }


@dataclass(frozen=True, slots=True)
class SeatPlayer:
    """Who sat in a seat for one hand: the human, or a bot and its level."""

    seat: int
    name: str
    is_human: bool
    bot_level: str | None = None
    """For computer players the level (and style) they played at, e.g. "regular"."""


@dataclass(frozen=True, slots=True)
class SessionInfo:
    """One sitting at the table: what "the current session" means.

    ``hands_played`` and ``hero_net`` are computed from the stored hands for a
    session still running and frozen into the row when it ends, so a finished
    session's result reads without touching its hands.
    """

    session_id: int
    started_at: datetime
    ended_at: datetime | None
    config: GameConfig
    hands_played: int
    hero_net: int | None  # the human's chips won (+) or lost (-); None without a human seat
    note: str = ""


KnownCards = tuple[tuple[int, tuple[Card | None, ...]], ...]
"""Per dealt-in seat, its cards in dealing order as a hand-history file knows them
(None: never shown). An imported hand's record holds stand-ins for the unknown
cards; this says which are real."""


@dataclass(frozen=True, slots=True)
class HandOrigin:
    """Where an imported hand came from: a played hand has none.

    ``(site, site_hand_id)`` is the hand's identity across imports, so the same
    hand imported twice is stored once.
    """

    site: str  # "PokerStars", "Full Tilt", "PHH"
    site_hand_id: str
    file: str = ""  # the file it was imported from
    table: str = ""
    dollars: bool = False  # amounts were money (1 chip = 1 cent), not play chips
    rake: int = 0
    hero: str | None = None  # the player whose hole cards the file deals face up ("Dealt to")


@dataclass(frozen=True, slots=True)
class StoredHand:
    """A finished hand as kept on disk: the engine record plus who played it."""

    hand_id: int  # the database id: unique across sessions (used as the exported hand number)
    session_id: int
    played_at: datetime
    players: tuple[SeatPlayer, ...]  # seat order
    record: HandRecord
    note: str = ""
    origin: HandOrigin | None = None  # None: played in this app
    known_cards: KnownCards | None = None  # None: every card of the record is real (played here)

    def player(self, seat: int) -> SeatPlayer:
        for p in self.players:
            if p.seat == seat:
                return p
        raise KeyError(seat)

    def name(self, seat: int) -> str:
        return self.player(seat).name

    @property
    def hand_number(self) -> int:
        """The hand's number within its session (the engine's hand id)."""
        return self.record.hand_id

    @property
    def hero_seat(self) -> int | None:
        """The human's seat: whose hole cards the history may always show."""
        return next((p.seat for p in self.players if p.is_human), None)

    @property
    def total_pot(self) -> int:
        return sum(p.amount for p in self.record.pots)

    def folded_on(self) -> dict[int, int]:
        """Seat -> street on which it folded (seats that never folded are absent)."""
        return folded_streets(self.record)


@dataclass(frozen=True, slots=True)
class Winner:
    seat: int
    name: str
    chips: int


@dataclass(frozen=True, slots=True)
class HandSummary:
    """One line of the hand selector: enough to label a hand without loading it."""

    hand_id: int
    session_id: int
    hand_number: int
    played_at: datetime
    total_pot: int
    last_street: int
    showdown: bool
    winners: tuple[Winner, ...]  # chips won summed over all pots, seat order
    hero_net: int | None


def summary_of(hand: StoredHand) -> HandSummary:
    """The selector's line for a hand already in memory (one not in the database yet)."""
    won: dict[int, int] = {}
    for pot in hand.record.pots:
        for seat, chips in pot.shares:
            won[seat] = won.get(seat, 0) + chips
    net = dict(hand.record.net)
    hero = hand.hero_seat
    return HandSummary(
        hand_id=hand.hand_id, session_id=hand.session_id, hand_number=hand.hand_number,
        played_at=hand.played_at, total_pot=hand.total_pot, last_street=hand.record.last_street,
        showdown=bool(hand.record.showdown),
        winners=tuple(Winner(seat, hand.name(seat), chips) for seat, chips in sorted(won.items())),
        hero_net=None if hero is None else net[hero],
    )
