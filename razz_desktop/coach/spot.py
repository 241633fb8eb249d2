"""What makes a spot the same spot: the seed every hint's sampling starts from.

A learner who meets the same decision twice must be told the same thing:
the same headline, the same values, the same sentences, in the table and
from ``python -m razz_desktop.coach``. So nothing a hint samples may depend
on which hand or which decision of the session it is: the generator is
seeded by a hash of what the viewer can see (own cards, every upcard, the
stacks, the pot, the betting so far, the stakes) and never by the hand id,
a counter or the clock. Light on purpose (``hashlib`` only): the practice
controller may compute it on the GUI thread.
"""

from __future__ import annotations

import hashlib

from razz_desktop.engine.views import SeatView

__all__ = ["spot_key", "spot_seed"]


def _card(card: object | None) -> int:
    return -1 if card is None else int(card)  # type: ignore[call-overload]


def spot_key(view: SeatView) -> str:
    """The spot as one canonical string: everything the viewer sees, the hand id left out."""
    seats = ";".join(
        f"{s.seat},{s.stack},{s.bet},{s.committed},{int(s.folded)},{int(s.all_in)},"
        + ".".join(f"{_card(c.card)}{'u' if c.face_up else 'd'}" for c in s.cards)
        for s in view.seats)
    history = ";".join(f"{a.street},{a.seat},{a.type.value},{a.amount},{a.to},{int(a.all_in)}"
                       for a in view.history)
    legal = ";".join(f"{la.type.value},{la.amount},{la.to}" for la in view.legal)
    pots = ";".join(f"{p.amount}:{'.'.join(map(str, p.eligible))}" for p in view.pots)
    dead = ".".join(str(_card(c)) for c in view.dead_cards)
    return "|".join((
        f"v{view.viewer}", f"s{view.street}", f"a{view.to_act}", seats, history, legal, pots, dead,
        f"c{_card(view.community_card)}", f"b{view.current_bet},{view.bet_size},{view.raises_left}",
        f"k{view.small_bet},{view.big_bet},{view.ante},{view.bring_in},{view.bring_in_seat}",
    ))


def spot_seed(view: SeatView) -> int:
    """A 63-bit seed from :func:`spot_key`: equal spots, equal seeds, in any process."""
    digest = hashlib.blake2b(spot_key(view).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1
