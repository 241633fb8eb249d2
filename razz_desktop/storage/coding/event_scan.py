"""One pass over a finished hand's events for everything its stored rows read off them.

A hand has about fifty events. The statistics' facts (``facts``), the seat
rows (``hand_rows``) and the compact body (``compact``) each need a few of
them: the door cards, 3rd street's actions, who folded where, whether cards
were dealt after the last action, the action types, the winning hand's name.
Each used to walk the whole list for its own few; an import makes the rows of
thousands of hands a second, so the walk is made once here and shared, also
with the import's replay, which checks the pots, the returned bets and the
showdown against the text (``hh_replay``) just before the rows are made
(``EventScan.of`` keeps the last record's scan). Pure: engine data in, plain
data out.
"""

from __future__ import annotations

from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.cards import Card
from razz_desktop.engine.events import (
    AntePosted,
    CardDealt,
    PlayerActed,
    PotAwarded,
    ShowdownStarted,
    StreetStarted,
    UncalledBetReturned,
)
from razz_desktop.engine.record import HandRecord

_FOLD = ActionType.FOLD


class EventScan:
    """What the rows read off ``record.events``, gathered in one pass (read-only after it)."""

    __slots__ = ("door", "ante_all_in", "third", "folded", "bring_in", "dealt_after_last_act", "action_types",
                 "winning_hand", "pots", "returned", "showdown", "river_bet")

    _last: tuple[HandRecord, EventScan] | None = None

    @classmethod
    def of(cls, record: HandRecord) -> EventScan:
        """The scan of ``record``: the one made last when it was of this very record (the import's
        replay scans it, then its rows read the same scan), else a new one."""
        last = cls._last
        if last is not None and last[0] is record:  # held here, so no other record can reuse its id
            return last[1]
        scan = cls(record)
        cls._last = (record, scan)
        return scan

    def __init__(self, record: HandRecord) -> None:
        door: dict[int, Card] = {}  # seat -> its 3rd-street upcard
        ante_all_in: set[int] = set()  # seats all-in on the ante
        third: list[PlayerActed] = []  # 3rd street's actions, in order
        folded: dict[int, int] = {}  # seat -> the street it folded on
        types: list[ActionType] = []  # every action's type, in order
        bring_in: int | None = None
        bring_in_seen = False
        winning: str | None = None
        winning_seen = False
        dealt_after = False  # a card was dealt after the last action (or there was no action)
        pots: list[PotAwarded] = []
        returned: list[tuple[int, int]] = []
        showdown: ShowdownStarted | None = None
        river_bet = False
        # By exact type (events are final records, never subclassed), the most frequent first:
        # a type check per event instead of a chain of isinstance calls (this runs for every hand).
        for e in record.events:
            if type(e) is CardDealt:
                dealt_after = True
                if e.street == 3 and e.face_up and e.card is not None:
                    door[e.seat] = e.card
            elif type(e) is PlayerActed:
                dealt_after = False
                kind = e.type
                types.append(kind)
                street = e.street
                if street == 3:
                    third.append(e)
                elif street == 7 and e.amount > 0:
                    river_bet = True
                if kind is _FOLD:
                    folded[e.seat] = street
            elif type(e) is AntePosted:
                if e.all_in:
                    ante_all_in.add(e.seat)
            elif type(e) is StreetStarted:
                if e.street == 3 and not bring_in_seen:
                    bring_in, bring_in_seen = e.first_to_act, True
            elif type(e) is PotAwarded:
                pots.append(e)
                if e.pot_index == 0 and not winning_seen:
                    winning, winning_seen = e.hand_name, True
            elif type(e) is UncalledBetReturned:
                returned.append((e.seat, e.amount))
            elif showdown is None and type(e) is ShowdownStarted:
                showdown = e
        self.door = door
        self.ante_all_in = ante_all_in
        self.third = third
        self.folded = folded
        self.bring_in = bring_in
        self.dealt_after_last_act = dealt_after
        self.action_types = types
        self.winning_hand = winning
        """The main pot's winning hand's name (None: won without a showdown, or no pot)."""
        self.pots = pots
        """Every ``PotAwarded``, in order."""
        self.returned = returned
        """(seat, chips) of every uncalled bet returned, in order."""
        self.showdown = showdown
        """The ``ShowdownStarted`` event, None without a showdown."""
        self.river_bet = river_bet
        """Somebody put chips in on 7th street (a bet, a raise or a call)."""
