"""Per-seat facts of a finished hand: what the statistics count, decided once at save time.

The statistics window and the ``stats`` command aggregate over 100,000 hands
in SQL, so nothing may decode a hand's events to answer them. Instead, when a
hand is saved, this module reads its record once and keeps, per seat, one
INTEGER of bit flags plus two small integers (the door card's rank and the
starting class). ``storage.stats.queries`` sums those columns. Pure: engine data in,
integers out (no SQL here, no Qt).

Definitions (issue 14; the window's help repeats them):

- **hands**: hands the seat was dealt into (every row counts one).
- **vpip** (``VPIP``): the seat put chips in voluntarily on 3rd street: it
  called (the bring-in or a completion or a raise), completed or raised.
  Posting the ante or the bring-in alone is not voluntary; a bring-in who
  completes, or who calls a completion, is.
- **complete_3rd** (``COMPLETED``): the seat completed or raised on 3rd street.
- **steal chance** (``STEAL_CHANCE``): at the seat's *first* decision on 3rd
  street (for the bring-in, the choice between posting and completing) nobody
  had completed yet, and every door card still to act, the bring-in's
  included, ranked higher (worse) than the seat's own door card. "Still to
  act" means the live seats, not all-in, that have not made a decision on
  3rd street yet, plus the bring-in, who acts again after the others (its post
  is not a decision it is done with). Ranks are compared, ace low: an equal
  rank is not higher, so a door card matched by one still to act gives no
  chance. Only first decisions are judged: any later decision on 3rd street
  comes after a completion (a bring-in only called ends the round).
- **steal** (``STOLE``): the seat had the chance and completed at that decision.
- **fold_to_steal**: a seat that was still to act (or the bring-in) when a
  steal was made *faced* it (``FACED_STEAL``); ``FOLDED_TO_STEAL`` when its
  next decision was to fold.
- **saw 4th** (``SAW_FOURTH``): the seat did not fold on 3rd street and was
  dealt a 4th-street card (an all-in run-out counts; a hand won on 3rd does not).
- **showdown** (``SHOWDOWN``): the seat's hand was revealed at showdown, shown
  or mucked. **wtsd** is showdowns among the hands that saw 4th street.
- ``WON_AT_SHOWDOWN``: at showdown and won chips from at least one pot (a
  split counts). **wsd** is these among the seat's showdowns. Chips returned
  (a pot only their owner could win, ``pots.returned_pot``) are not won.
- ``WON_WITHOUT_SHOWDOWN``: won chips from a pot without a showdown, that
  is, everyone else folded.
- ``ALL_IN_RUNOUT``: the seat reached showdown in a hand where betting had
  stopped (every live player but at most one all-in) with cards still to
  deal: its result can be adjusted to the equity it had at that moment
  (computed by the statistics controller, not here: storage does no equity).
- ``BRING_IN``: the seat was the bring-in (the first to act on 3rd street),
  whether it posted the bring-in or completed.

**door rank**: the rank index (A=0 .. K=12) of the seat's face-up 3rd-street card.
**starting class** of the first three cards (two down, the door), in the order
the issue lists them: 0 "three to a 5", 1 "to a 6", 2 "to a 7", 3 "to an 8",
4 "to a 9-T" (three different ranks, the highest being that rank), 5 "a pair"
(any two of the same rank, trips included), 6 "high card J+" (three
different ranks, the highest a jack, queen or king). Unknown (None) when a
hole card is not known, as for an opponent in an imported hand who never showed.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.cards import Card
from razz_desktop.engine.frozen_record import frozen_record
from razz_desktop.engine.record import HandRecord
from razz_desktop.stats_figures import (
    START_CLASSES as START_CLASSES,  # re-exported: the codes are decided here
)

from .event_scan import EventScan
from .pots import won_by_seat as won_by_seat  # re-exported: the one definition of "won"

A = ActionType

VPIP = 1 << 0
COMPLETED = 1 << 1
STEAL_CHANCE = 1 << 2
STOLE = 1 << 3
FACED_STEAL = 1 << 4
FOLDED_TO_STEAL = 1 << 5
SAW_FOURTH = 1 << 6
SHOWDOWN = 1 << 7
WON_AT_SHOWDOWN = 1 << 8
WON_WITHOUT_SHOWDOWN = 1 << 9
ALL_IN_RUNOUT = 1 << 10
BRING_IN = 1 << 11

FLAG_NAMES: dict[int, str] = {
    VPIP: "vpip", COMPLETED: "completed", STEAL_CHANCE: "steal_chance", STOLE: "stole",
    FACED_STEAL: "faced_steal", FOLDED_TO_STEAL: "folded_to_steal", SAW_FOURTH: "saw_fourth",
    SHOWDOWN: "showdown", WON_AT_SHOWDOWN: "won_at_showdown",
    WON_WITHOUT_SHOWDOWN: "won_without_showdown", ALL_IN_RUNOUT: "all_in_runout", BRING_IN: "bring_in",
}

PAIR_CLASS = 5
HIGH_CARD_CLASS = 6

_VOLUNTARY = frozenset({A.CALL, A.COMPLETE, A.RAISE})
_FOLD, _COMPLETE, _RAISE, _BRING_IN = A.FOLD, A.COMPLETE, A.RAISE, A.BRING_IN
"""The action types ``_third_street`` asks about, looked up once: an enum member read off its class
costs a Python lookup each time (about 60 ns), five per 3rd-street action of every hand imported."""


@frozen_record  # built per hand read (or per seat, per line): constructed as fast_init does
class SeatFacts:
    """What the statistics need of one seat in one hand, as stored."""

    seat: int
    flags: int
    door_rank: int | None
    start_class: int | None

    def has(self, flag: int) -> bool:
        return bool(self.flags & flag)

    def names(self) -> tuple[str, ...]:
        """The flags set, by name (tests and debugging read these)."""
        return tuple(name for bit, name in FLAG_NAMES.items() if self.flags & bit)


def start_class(cards: Sequence[int]) -> int:
    """The starting class code of three cards (see the module's table)."""
    if len(cards) != 3:
        raise ValueError(f"a starting hand has three cards, got {len(cards)}")
    ranks = [c >> 2 for c in cards]  # A=0 .. K=12
    if len(set(ranks)) < 3:
        return PAIR_CLASS
    top = max(ranks) + 1  # as the card reads: ace 1 .. king 13
    if top <= 5:
        return 0
    if top <= 8:
        return top - 5  # 6 -> 1, 7 -> 2, 8 -> 3
    if top <= 10:
        return 4
    return HIGH_CARD_CLASS


def _third_street(record: HandRecord, scan: EventScan, flags: dict[int, int]) -> None:
    """Set the 3rd-street flags: vpip, completion, steal chances, steals and answers to them."""
    door_rank = {seat: card >> 2 for seat, card in scan.door.items()}
    live = set(record.seats)
    all_in = set(scan.ante_all_in)
    decided: set[int] = set()  # made a decision other than posting the bring-in
    first_seen: set[int] = set()
    bring_in = scan.bring_in
    if bring_in is not None:
        flags[bring_in] |= BRING_IN
    completed = False
    facing: set[int] = set()  # seats still to answer a steal
    for e in scan.third:
        seat = e.seat
        kind = e.type
        if seat in facing:
            facing.discard(seat)
            flags[seat] |= FACED_STEAL
            if kind is _FOLD:
                flags[seat] |= FOLDED_TO_STEAL
        if seat not in first_seen:
            first_seen.add(seat)
            mine = door_rank.get(seat)
            if not completed and mine is not None:
                # The seats still to act (live, not all-in, undecided, not this one): a steal chance
                # when each shows a higher door card. A loop, not set algebra: it runs for each seat.
                to_act = [s for s in live if s != seat and s not in all_in and s not in decided]
                for s in to_act:
                    if door_rank.get(s, -1) <= mine:
                        break
                else:
                    flags[seat] |= STEAL_CHANCE
                    if kind is _COMPLETE:
                        flags[seat] |= STOLE
                        facing = set(to_act)
        if kind is not _BRING_IN:
            decided.add(seat)
        if kind in _VOLUNTARY:
            flags[seat] |= VPIP
        if kind is _COMPLETE or kind is _RAISE:
            flags[seat] |= COMPLETED
            completed = True
        if kind is _FOLD:
            live.discard(seat)
            facing.discard(seat)
        if e.all_in:
            all_in.add(seat)


def seat_flags(record: HandRecord, scan: EventScan, cards: dict[int, tuple[Card, ...]] | None = None,
               won: dict[int, int] | None = None, at_showdown: set[int] | None = None) -> dict[int, int]:
    """Every seat's flags (the module's table), from the record and its ``EventScan``: the part of
    ``seat_facts`` that reads no known cards, shared with an import's rows (``import_rows.prepare``).
    ``cards``, ``won`` and ``at_showdown``: ``dict(record.cards)``, ``won_by_seat(record)`` and the
    seats of ``record.showdown``, when the caller made them already."""
    flags = dict.fromkeys(record.seats, 0)
    _third_street(record, scan, flags)
    if cards is None:
        cards = dict(record.cards)
    folded = scan.folded
    if at_showdown is None:
        at_showdown = {r.seat for r in record.showdown}
    if won is None:
        won = won_by_seat(record)
    # Betting stopped with cards still to deal and the hand went to showdown.
    runout = bool(record.showdown) and scan.dealt_after_last_act
    for seat in record.seats:
        f = flags[seat]
        if folded.get(seat, 8) > 3 and len(cards.get(seat, ())) >= 4:
            f |= SAW_FOURTH
        if seat in at_showdown:
            f |= SHOWDOWN
            if won.get(seat, 0) > 0:
                f |= WON_AT_SHOWDOWN
            if runout:
                f |= ALL_IN_RUNOUT
        elif won.get(seat, 0) > 0:
            f |= WON_WITHOUT_SHOWDOWN
        flags[seat] = f
    return flags


def seat_facts(record: HandRecord, known_cards: Iterable[tuple[int, Sequence[Card | None]]] | None = None,
               scan: EventScan | None = None) -> tuple[SeatFacts, ...]:
    """The facts of every seat dealt in, in seat order.

    ``known_cards`` (an imported hand's ``StoredHand.known_cards``) says which of
    the record's cards are real: a seat whose first three are not all known gets
    no starting class (its door card is always known: it is dealt face up).
    ``scan``: the record's ``EventScan`` when the caller made one already (an import's rows).
    """
    if scan is None:
        scan = EventScan(record)
    door = scan.door
    cards = dict(record.cards)
    flags = seat_flags(record, scan, cards)
    known = None if known_cards is None else {seat: tuple(c) for seat, c in known_cards}
    out = []
    for seat in record.seats:
        first3: Sequence[Card | None] = cards.get(seat, ())[:3]
        if known is not None:
            first3 = known.get(seat, ())[:3]
        klass = start_class(first3) if len(first3) == 3 and None not in first3 else None  # type: ignore[arg-type]
        d = door.get(seat)
        out.append(SeatFacts(seat, flags[seat], None if d is None else d >> 2, klass))
    return tuple(out)
