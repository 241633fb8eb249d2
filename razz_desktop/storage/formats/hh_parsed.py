"""What a hand-history text says, before the engine has replayed it: the readers' shared records.

Every reader (PokerStars, Full Tilt, Merge, PHH) fills a ``HandText`` (each fact
with the line it came from, so a refusal can name the line), and
``hh_replay`` turns it into a ``ParsedHand`` with the engine's own record.
Kept apart from ``hh_reader``'s PokerStars parsing so the other readers
depend on the records, not on another site's reader.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import NamedTuple

from razz_desktop.engine.cards import Card
from razz_desktop.engine.events import PlayerActed
from razz_desktop.engine.frozen_record import frozen_record
from razz_desktop.engine.record import HandRecord
from razz_desktop.engine.rules import Stakes
from razz_desktop.engine.views import PublicAction
from razz_desktop.records import TournamentTag

from .hh_errors import HandHistoryError


def fail(reason: str, line: int, hand_id: str | None) -> HandHistoryError:
    """The refusal of a hand at ``line``: every reader names the line and the hand it disagrees with."""
    return HandHistoryError(reason, line=line, hand_id=hand_id)


@frozen_record  # built per hand read (or per seat, per line): constructed as fast_init does
class ParsedSeat:
    seat: int
    name: str
    stack: int


ParsedAction = PublicAction
"""A betting action read from text, in the very shape the engine's views give
every seat (type, chips added, round total), so the two compare directly."""


@frozen_record  # built per hand read (or per seat, per line): constructed as fast_init does
class ParsedHand:
    """Everything a PokerStars Razz hand's text says, in chips (cents for $ hands),
    checked by replaying it through the engine."""

    hand_number: int
    small_bet: int
    big_bet: int
    dollars: bool
    played_at: str
    table: str
    seats: tuple[ParsedSeat, ...]
    antes: tuple[tuple[int, int, bool], ...]  # (seat, chips, all-in)
    cards: tuple[tuple[int, tuple[Card, ...]], ...]  # every card the text shows, per seat
    community_card: Card | None
    uncalled: tuple[tuple[int, int], ...]  # (seat, chips returned)
    collected: tuple[tuple[int, int, str], ...]  # (seat, chips, "pot" / "main pot" / "side pot-1")
    showdown: tuple[tuple[int, bool], ...]  # (seat, shown) in the text's showdown order
    total_pot: int
    last_street: int
    rake: int
    ante: int  # the stakes the replay used: the largest ante posted
    bring_in: int  # the bring-in posted, or a quarter of the small bet when nobody posted one
    known_cards: tuple[tuple[int, tuple[Card | None, ...]], ...]
    """Per dealt-in seat, its cards in dealing order as the text knows them (None: not shown)."""
    record: HandRecord
    """The engine's replay. Cards the text does not show are stand-ins (the highest
    cards nobody holds, so an unknown hand never wins); ``known_cards`` tells them apart."""
    site: str = "PokerStars"  # "PokerStars", "Full Tilt", "PHH" (or the site a PHH file names)
    hand_id: str = ""  # the hand's id as the file writes it
    tournament: TournamentTag | None = None  # a tournament hand's tournament and level (None: a cash game)
    when: datetime | None = None  # when it was played, UTC (None: the file does not say)
    hero: str | None = None  # the player whose hole cards the file deals face up
    conventions: tuple[str, ...] = ()
    """Site conventions the replay met and accepted (named, never silently), e.g.
    "ante chips only one player can win returned as uncalled"."""

    @property
    def actions(self) -> tuple[ParsedAction, ...]:
        """The betting actions as the engine recorded them in the replay (read off the record when
        asked: an import never asks, and building them cost as much as a tenth of the replay)."""
        return tuple(ParsedAction(e.street, e.seat, e.type, e.amount, e.to, e.all_in)
                     for e in self.record.events if isinstance(e, PlayerActed))

    def seat_of(self, name: str) -> int:
        for s in self.seats:
            if s.name == name:
                return s.seat
        raise KeyError(name)


# ------------------------------------------------------------------ what a hand's text says


class TextAction(NamedTuple):
    """One betting line: ``verb`` is bring / bet / raise / call / check / fold.

    ``amount`` is the chips the line says are added (bring, bet, call) or the
    increase over the bet faced (raise); ``to`` is a raise's round total.

    A named tuple, not a record: a reader builds one per betting line (some
    fifteen a hand) and only the replay reads them, by name; a tuple is built
    in half the time of a frozen record and read as fast.
    """

    line: int
    street: int
    seat: int
    verb: str
    amount: int
    to: int
    all_in: bool


new_tuple = tuple.__new__
"""``new_tuple(TextAction, fields)``: a ``TextAction`` without the named tuple's own ``__new__``,
a Python function that only calls this (the readers build one per betting line)."""


@dataclass
class HandText:
    """One hand as its text has it, each fact with its line number."""

    hand_id: str
    header_line: int
    last_line: int
    small_bet: int
    big_bet: int
    dollars: bool
    played_at: str
    table: str = ""
    seats: list[ParsedSeat] = field(default_factory=list)
    seat_line: dict[int, int] = field(default_factory=dict)
    antes: list[tuple[int, int, bool, int]] = field(default_factory=list)  # seat, chips, all-in, line
    actions: list[TextAction] = field(default_factory=list)
    slots: dict[int, list[Card | None]] = field(default_factory=dict)  # 7 per seat, dealing order
    card_at: dict[Card, tuple[int, int, int]] = field(default_factory=dict)  # card -> seat, slot, first line
    shown: dict[int, list[Card]] = field(default_factory=dict)  # ParsedHand.cards
    dealt_third: set[int] = field(default_factory=set)  # seats dealt a 3rd-street line
    community: Card | None = None
    community_line: int = 0
    uncalled: list[tuple[int, int, int]] = field(default_factory=list)  # seat, chips, line
    collected: list[tuple[int, int, str, int]] = field(default_factory=list)  # seat, chips, pot, line
    showdown: list[tuple[int, bool]] = field(default_factory=list)
    showdown_line: int = 0
    street_line: dict[int, int] = field(default_factory=dict)
    last_street: int = 0
    summary_line: int = 0
    total: int | None = None
    tournament: TournamentTag | None = None
    total_line: int = 0
    pots: list[int] = field(default_factory=list)  # "Main pot X. Side pot Y." when written
    rake: int = 0
    site: str = "PokerStars"
    hero: str | None = None  # the name whose hole cards the text deals face up
    summary: bool = True
    """The text writes the result (total pot, collected); PHH writes only the actions."""
    stakes: Stakes | None = None  # stakes the format states outright (PHH); else derived from what is posted
    finishing_stacks: dict[int, int] | None = None  # PHH's optional finishing_stacks, per seat
    conventions: list[str] = field(default_factory=list)  # the site conventions the replay accepted
    when: datetime | None = None  # set by formats that state it apart from the header (PHH)
    total_written: bool = True
    """False where the format writes no total pot (Merge): the rake is then what the pots hold
    beyond the chips collected."""
    revealed: dict[int, tuple[tuple[Card, ...], Card | None]] = field(default_factory=dict)
    """Per seat, the cards its last ``reveal`` learned and the community card then: a shown hand
    is written two or three times (shows, then the summary's showed or mucked)."""

    def learn(self, seat: int, slot: int, card: Card, line: int) -> None:
        """Seat ``seat``'s card in dealing position ``slot`` (0-6) is ``card``."""
        slots = self.slots.get(seat)
        if slots is None:
            slots = self.slots[seat] = [None] * 7
        earlier = slots[slot]
        if earlier is not None and earlier != card:
            raise fail(f"this line gives seat {seat} the card {card} where an earlier line showed "
                        f"{earlier}", line, self.hand_id)
        at = self.card_at.get(card)
        if at is None:
            self.card_at[card] = (seat, slot, line)
        elif at[0] != seat or at[1] != slot:
            raise fail(f"the card {card} is dealt twice (first on line {at[2]})", line, self.hand_id)
        slots[slot] = card

    def seen(self, seat: int, cards: tuple[Card, ...]) -> None:
        known = self.shown.get(seat)
        if known is None:
            self.shown[seat] = list(dict.fromkeys(cards))  # each card once, in order
            return
        for c in cards:
            if c not in known:
                known.append(c)

    def reveal(self, seat: int, cards: tuple[Card, ...], line: int) -> None:
        """A shown (or mucked-and-listed) hand: its cards in dealing order; the
        community card, when the text repeats it, is nobody's own."""
        community = self.community
        if self.revealed.get(seat) != (cards, community):
            # Learning the same cards again would change nothing and refuse nothing: a card
            # learned once stays this seat's at that slot (any other claim to it is refused).
            own = [c for c in cards if c != community]
            if len(own) > 7:
                raise fail(f"seat {seat} shows {len(own)} cards; a razz hand has 7", line, self.hand_id)
            for slot, card in enumerate(own):
                self.learn(seat, slot, card, line)
            self.revealed[seat] = (cards, community)
        self.shown[seat] = list(cards)
