"""Main and side pots, and splitting a pot between tied winners.

Pure functions over integer chips, so the all-in arithmetic can be tested on
its own: a player can win only the layer of the pot they matched, and odd
chips are handed out one at a time, never lost and never invented.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from itertools import repeat

from .frozen_record import frozen_record


@frozen_record
class Pot:
    amount: int
    eligible: tuple[int, ...]  # seats that can win it, in seat order


def build_pots(committed: Mapping[int, int], live: Iterable[int]) -> list[Pot]:
    """Layer everything put in into a main pot and side pots.

    Each distinct commitment level of a live (not folded) player closes a
    layer; every player, folded or not, pays into each layer up to what they
    put in; only live players who reached a layer may win it. Adjacent layers
    with the same eligible players are merged (they are one pot to a player).
    Chips of folded players above the highest live level (possible only
    before an uncalled bet is returned) join the last pot.
    """
    ordered = sorted(set(live))  # the live seats once, in seat order: every layer's eligible seats
    distinct = {committed[s] for s in ordered}
    distinct.discard(0)
    if len(distinct) == 1:
        # The usual showdown: every live player put in the same. One layer holds every chip put
        # in (a folded player's, below or above that level, joins it), as the loop below makes it.
        level = next(iter(distinct))
        return [Pot(sum(committed.values()), tuple([s for s in ordered if committed[s] >= level]))]
    levels = sorted(distinct)
    pots: list[Pot] = []
    # The layers' sums in C (map over the commitments, each capped at a level) and the eligible seats
    # from the live ones sorted once: each layer was two generator walks and a sort.
    chips = list(committed.values())
    below = sum(map(min, chips, repeat(0)))  # what the layers so far hold: sum(min(c, prev))
    for level in levels:
        capped = sum(map(min, chips, repeat(level)))
        amount = capped - below
        eligible = tuple([s for s in ordered if committed[s] >= level])
        if pots and pots[-1].eligible == eligible:
            pots[-1] = Pot(pots[-1].amount + amount, eligible)
        elif amount > 0:
            pots.append(Pot(amount, eligible))
        below = capped
    rest = sum(chips) - below  # sum(c - min(c, the last level))
    if rest:
        if pots:
            pots[-1] = Pot(pots[-1].amount + rest, pots[-1].eligible)
        else:
            pots.append(Pot(rest, tuple(ordered)))
    return pots


def split_pot(amount: int, winners_in_odd_chip_order: Sequence[int]) -> list[tuple[int, int]]:
    """Share ``amount`` equally; the odd chips go one at a time in the given order.

    Returns (seat, chips) in the order given. The caller decides the order:
    seat order left of the button by default, or by the lowest card's suit
    under the Robert's Rules house rule.
    """
    n = len(winners_in_odd_chip_order)
    share, odd = divmod(amount, n)
    return [(seat, share + (1 if i < odd else 0)) for i, seat in enumerate(winners_in_odd_chip_order)]
