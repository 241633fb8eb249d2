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
from enum import StrEnum

from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.cards import Card
from razz_desktop.engine.events import Event, PlayerActed
from razz_desktop.engine.frozen_record import frozen_record
from razz_desktop.engine.record import HandRecord
from razz_desktop.engine.rules import GameConfig
from razz_desktop.engine.views import SeatView
from razz_desktop.reviews import HandReview


def folded_streets(record: HandRecord) -> dict[int, int]:
    """Seat -> street on which it folded (seats that never folded are absent)."""
    return {
        e.seat: e.street for e in record.events
        if isinstance(e, PlayerActed) and e.type is ActionType.FOLD
    }


@frozen_record
class SeatPlayer:
    """Who sat in a seat for one hand: the human, or a bot and its level."""

    seat: int
    name: str
    is_human: bool
    bot_level: str | None = None
    """For computer players the level (and style) they played at, e.g. "regular"."""


@frozen_record
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
    imported_from: str | None = None
    """For the hands of one imported file (one session per file and import): the file's path."""


KnownCards = tuple[tuple[int, tuple[Card | None, ...]], ...]
"""Per dealt-in seat, its cards in dealing order as a hand-history file knows them
(None: never shown). An imported hand's record holds stand-ins for the unknown
cards; this says which are real."""


@frozen_record
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


@frozen_record
class PracticeTag:
    """A hand played again from one of the human's decisions of another hand ("Play from here").

    Such a hand is practice: the statistics and the session's results leave it
    out unless asked to count it. ``original_hand_id`` is the original's
    database id (None once that hand is gone from the log).
    """

    original_hand_id: int | None
    decision_index: int
    """The human's decision it was dealt again to (0 = the first)."""
    fresh_cards: bool
    """The cards after the decision were the undealt cards shuffled again, not the original deck's."""


@frozen_record
class TournamentTag:
    """The tournament a hand was played in, and its level then (a hand of a cash game has none).

    ``tournament_id`` is the site's tournament number ("743144019"; this app's own
    tournaments are numbered by the hand log); ``level`` counts from 1 ("Level II" is 2);
    ``buy_in`` is the buy-in as hand histories write it ("$200+$15 USD", "100+0",
    "Freeroll"), kept as text so an exported hand says what the imported one said.
    """

    tournament_id: str
    level: int
    buy_in: str = "Freeroll"


@frozen_record
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
    review: HandReview | None = None  # the practice review of the human's decisions, when one was made
    tournament: TournamentTag | None = None  # None: a cash-game hand
    practice: PracticeTag | None = None  # None: a hand of the session, not one played again from a decision

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
    def player_seat(self) -> int | None:
        """"The player" of the History window: the human of a played hand, the file's hero of an imported one."""
        if self.origin is None:
            return self.hero_seat
        hero = self.origin.hero
        return next((p.seat for p in self.players if p.name == hero), None) if hero is not None else None

    @property
    def total_pot(self) -> int:
        return sum(p.amount for p in self.record.pots)

    def folded_on(self) -> dict[int, int]:
        """Seat -> street on which it folded (seats that never folded are absent)."""
        return folded_streets(self.record)


@frozen_record
class Winner:
    seat: int
    name: str
    chips: int


@frozen_record
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


# ------------------------------------------------------------------ browsing


class HandSort(StrEnum):
    """The History window's columns, each one a sort order of the browse query."""

    DATE = "date"
    SESSION = "session"
    HAND_NUMBER = "hand"
    SITE = "site"  # site, then the site's hand id
    STAKES = "stakes"
    PLAYERS = "players"
    THIRD_STREET = "third"  # the player's 3rd-street ranks, lowest first
    RESULT = "result"  # chips
    RESULT_BB = "result_bb"  # big bets
    SHOWDOWN = "showdown"
    WINNING_HAND = "winning_hand"


@dataclass(frozen=True, slots=True)  # ui/stats_window reads its __slots__, which mypy sees only on a dataclass
class HandFilter:
    """What the History window's filters ask for; every field left at None lets every hand through.

    "The player" is the human of a played hand and the file's hero (the
    "Dealt to" player) of an imported one, or ``player`` when it is set.

    - ``since`` / ``until``: played at or after / before these instants.
    - ``won``: True, the player won chips (net > 0); False, lost chips (net < 0).
    - ``showdown``: the player was still in the hand at the showdown.
    - ``low_max``: the player's final hand is an N-low or better: the highest
      card of the best five-card low is at most N (1 = ace .. 13 = king), with
      no pair; only hands whose final cards are all known qualify.
    - ``start_ranks``: the player's three 3rd-street cards have exactly these
      ranks (1 = ace .. 13 = king), in any order, e.g. (1, 2, 3) for "A-2-3".
    - ``start_to``: "three to an N": three different ranks, all at most N.
    - ``start_pair``: True, the three cards hold a pair (or trips); False, they do not.
    - ``imported``: True, only imported hands; False, only hands played here.
    """

    since: datetime | None = None
    until: datetime | None = None
    session_id: int | None = None
    stakes: tuple[int, int] | None = None  # (small bet, big bet)
    won: bool | None = None
    showdown: bool | None = None
    low_max: int | None = None
    start_ranks: tuple[int, int, int] | None = None
    start_to: int | None = None
    start_pair: bool | None = None
    imported: bool | None = None
    site: str | None = None
    player: str | None = None
    tournament: str | None = None
    """``CASH_ONLY``: hands of cash games; ``ANY_TOURNAMENT``: hands of any tournament; a tournament
    id: that tournament's hands (``TournamentTag.tournament_id``); None: every hand."""


CASH_ONLY = ""
"""``HandFilter.tournament``: only hands of cash games (a tournament id is never empty)."""
ANY_TOURNAMENT = "*"
"""``HandFilter.tournament``: the hands of every tournament (ids are numbers, never a star)."""


@frozen_record
class TournamentResult:
    """How a sit-and-go played here ended, as the hand log keeps it (its hands carry ``TournamentTag``).

    The buy-in is the one chosen when the tournament started (0: play money, no prize pool), so
    the return on investment of past tournaments does not change when the next one costs more.
    """

    tournament_id: str
    started_at: datetime
    finished_at: datetime
    schedule: str  # the schedule's name ("Turbo")
    entrants: int
    hands: int
    buy_in: int  # chips, per player
    place: int | None  # the human's finishing place (None: no human played)
    prize: int  # the human's prize in chips
    places_paid: int  # places the payout table pays: a place at most this is in the money
    places: tuple[tuple[int, str, int, bool], ...] = ()
    """(place, name, prize, is the human) of every player, best first."""


@frozen_record
class TournamentInfo:
    """One tournament the hand log has hands of: a choice of the History window's filter.

    ``result`` is None for a tournament known only from its hands (imported hand histories
    say the tournament and level, never how it ended).
    """

    tournament_id: str
    first_hand_at: datetime
    hands: int
    buy_in: str  # as the hands say it ("100+0", "Freeroll", "$200+$15 USD")
    imported: bool
    result: TournamentResult | None = None


@frozen_record
class HandRow:
    """One line of the History window: the stored columns of one hand, nothing replayed."""

    hand_id: int
    played_at: datetime
    session_id: int
    hand_number: int
    site: str | None  # None: played here
    site_hand_id: str | None
    small_bet: int
    big_bet: int
    players: int
    player: str | None  # whose cards and result the row shows (None: no human, no hero)
    third_street: tuple[Card | None, ...]  # the player's 3rd-street cards (None: not known); () without a player
    net: int | None  # the player's result in chips
    showdown: bool  # the player went to showdown (without a player: the hand had one)
    winning_hand: str | None  # the main pot's winning hand, None when nobody showed down

    @property
    def imported(self) -> bool:
        return self.site is not None

    @property
    def net_bb(self) -> float | None:
        """The player's result in big bets."""
        return None if self.net is None else self.net / self.big_bet


RANK_LETTERS = "A23456789TJQK"


def parse_start(text: str) -> HandFilter:
    """A starting-hand filter from the words a player types: "A-2-3", "three to an 8", "a pair".

    Raises ``ValueError`` with the accepted forms for anything else. (The
    command line and the window's box both read their text here.)
    """
    words = text.strip().lower()
    if words in ("a pair", "pair", "paired"):
        return HandFilter(start_pair=True)
    if words.startswith(("three to an ", "three to a ", "to an ", "to a ")):
        rank = words.rsplit(" ", 1)[-1].upper().replace("10", "T")
        if len(rank) == 1 and rank in RANK_LETTERS:
            return HandFilter(start_to=RANK_LETTERS.index(rank) + 1)
    parts = words.upper().replace("10", "T").replace(" ", "-").split("-")
    parts = [p for p in parts if p]
    if len(parts) == 1 and len(parts[0]) == 3:
        parts = list(parts[0])
    if len(parts) == 3 and all(len(p) == 1 and p in RANK_LETTERS for p in parts):
        ranks = sorted(RANK_LETTERS.index(p) + 1 for p in parts)
        return HandFilter(start_ranks=(ranks[0], ranks[1], ranks[2]))
    raise ValueError(f"not a starting hand: {text!r} (try \"A-2-3\", \"three to an 8\" or \"a pair\")")


# ------------------------------------------------------------------ the replayer's positions

SPEEDS: tuple[float, ...] = (0.5, 1.0, 2.0, 4.0)
"""The replayer's play speeds, slowest first."""


@frozen_record
class ReplayFrame:
    """One position of the replay, as the window draws it."""

    hand_id: int  # the database id of the hand
    hand_number: int  # the hand's number in its session
    index: int  # 0 = the deal (antes and 3rd street); count - 1 = the end
    count: int
    view: SeatView
    events: tuple[Event, ...]  # what the dealer said up to here (censored for the viewer)
    fresh: int  # events[fresh:] are what this position added to the previous one
    study: bool
    at_showdown: bool

    @property
    def at_start(self) -> bool:
        return self.index == 0

    @property
    def at_end(self) -> bool:
        return self.index == self.count - 1

    @property
    def street(self) -> int:
        return self.view.street
