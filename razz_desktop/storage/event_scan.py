"""One pass over a finished hand's events for everything its stored rows read off them.

A hand has about fifty events. The statistics' facts (``facts``), the seat
rows (``hand_rows``) and the compact body (``compact``) each need a few of
them: the door cards, 3rd street's actions, who folded where, whether cards
were dealt after the last action, the action types, the winning hand's name.
Each used to walk the whole list for its own few; an import makes the rows of
thousands of hands a second, so the walk is made once here and shared. Pure:
engine data in, plain data out.
"""

from __future__ import annotations

from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.cards import Card
from razz_desktop.engine.events import AntePosted, CardDealt, PlayerActed, PotAwarded, StreetStarted
from razz_desktop.engine.record import HandRecord

_FOLD = ActionType.FOLD


class EventScan:
    """What the rows read off ``record.events``, gathered in one pass (read-only after it)."""

    __slots__ = ("door", "ante_all_in", "third", "folded", "bring_in", "dealt_after_last_act", "action_types",
                 "winning_hand")

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
        for e in record.events:
            if isinstance(e, PlayerActed):
                dealt_after = False
                kind = e.type
                types.append(kind)
                if e.street == 3:
                    third.append(e)
                if kind is _FOLD:
                    folded[e.seat] = e.street
            elif isinstance(e, CardDealt):
                dealt_after = True
                if e.street == 3 and e.face_up and e.card is not None:
                    door[e.seat] = e.card
            elif isinstance(e, AntePosted):
                if e.all_in:
                    ante_all_in.add(e.seat)
            elif isinstance(e, StreetStarted):
                if e.street == 3 and not bring_in_seen:
                    bring_in, bring_in_seen = e.first_to_act, True
            elif isinstance(e, PotAwarded) and e.pot_index == 0 and not winning_seen:
                winning, winning_seen = e.hand_name, True
        self.door = door
        self.ante_all_in = ante_all_in
        self.third = third
        self.folded = folded
        self.bring_in = bring_in
        self.dealt_after_last_act = dealt_after
        self.action_types = types
        self.winning_hand = winning
        """The main pot's winning hand's name (None: won without a showdown, or no pot)."""
