"""How a bot plays, counted from finished hands: the statistics issue's style figures.

The definitions are those of the statistics window (issue 14), so a level's
figures from the arena and from the hand log mean the same thing:

* ``vpip`` -- share of hands in which the player put chips in voluntarily
  on 3rd street (called the bring-in or more, completed, or raised; posting
  the ante or the bring-in alone is not voluntary);
* ``complete_3rd`` -- share of hands in which the player completed or raised
  on 3rd street;
* ``steal`` -- of the hands where the player had the chance (nobody had
  completed yet and every door card still to act, the bring-in's included,
  was higher than the player's), the share in which the player completed;
* ``fold_to_steal`` -- of the hands where the player was the bring-in or
  still to act and faced such a completion, the share in which they folded;
* ``wtsd`` -- of the hands in which the player saw 4th street, the share in
  which they reached showdown.

Door cards are compared by rank (a three is not "higher" than a three).
Everything is read from a spectator's view of the finished hand: public
information only.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass, fields

from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.views import SeatView

A = ActionType


@dataclass(slots=True)
class StyleCounts:
    """Counts for one seat; :meth:`figures` turns them into the shares."""

    hands: int = 0
    vpip: int = 0
    complete_3rd: int = 0
    steal_chances: int = 0
    steals: int = 0
    faced_steal: int = 0
    folded_to_steal: int = 0
    saw_fourth: int = 0
    showdowns: int = 0

    def add(self, other: StyleCounts) -> None:
        for f in fields(self):
            setattr(self, f.name, getattr(self, f.name) + getattr(other, f.name))

    def figures(self) -> dict[str, float | int]:
        def share(num: int, den: int) -> float:
            return round(num / den, 4) if den else 0.0
        return {
            "hands": self.hands,
            "vpip": share(self.vpip, self.hands),
            "complete_3rd": share(self.complete_3rd, self.hands),
            "steal": share(self.steals, self.steal_chances),
            "fold_to_steal": share(self.folded_to_steal, self.faced_steal),
            "wtsd": share(self.showdowns, self.saw_fourth),
        }

    def as_dict(self) -> dict[str, int]:
        return asdict(self)


def count_hand(view: SeatView, counts: Sequence[StyleCounts]) -> None:
    """Add one finished hand (a spectator's view) to ``counts`` (index = seat - 1)."""
    seats = [s.seat for s in view.seats]
    door = {s.seat: int(s.up_cards[0]) >> 2 for s in view.seats if s.up_cards}
    bring_in = view.bring_in_seat
    third = [a for a in view.history if a.street == 3]
    acted: set[int] = set()
    completed = False
    facing_steal: set[int] = set()  # seats that faced a steal and have not answered yet
    voluntary: set[int] = set()
    aggressive: set[int] = set()
    chance: set[int] = set()
    stole: set[int] = set()
    faced: set[int] = set()
    folded_to: set[int] = set()
    for a in third:
        s = a.seat
        if a.type is A.BRING_IN:
            continue
        if s in facing_steal:
            facing_steal.discard(s)
            faced.add(s)
            if a.type is A.FOLD:
                folded_to.add(s)
        if s not in acted and not completed and s != bring_in:
            to_act = [t for t in seats if t not in acted and t != s and t != bring_in]
            if bring_in is not None and bring_in != s:
                to_act.append(bring_in)
            if to_act and all(door.get(t, -1) > door.get(s, 99) for t in to_act):
                chance.add(s)
                if a.type is A.COMPLETE:
                    stole.add(s)
                    facing_steal.update(to_act)
        if a.type in (A.CALL, A.COMPLETE, A.RAISE):
            voluntary.add(s)
        if a.type in (A.COMPLETE, A.RAISE):
            aggressive.add(s)
            completed = True
        acted.add(s)
    live = [s for s in view.seats if not s.folded]
    showdown = len(live) >= 2
    for snap in view.seats:
        c = counts[snap.seat - 1]
        s = snap.seat
        c.hands += 1
        c.vpip += s in voluntary
        c.complete_3rd += s in aggressive
        c.steal_chances += s in chance
        c.steals += s in stole
        c.faced_steal += s in faced
        c.folded_to_steal += s in folded_to
        if len(snap.cards) >= 4:
            c.saw_fourth += 1
            c.showdowns += showdown and not snap.folded
