"""An independent referee for a finished hand's pots.

Written apart from the engine on purpose: it reads only the event list and
the cards, layers the pots by brute force (one layer per distinct amount a
live player put in) and values hands by trying every five-card subset with
a tuple key taken straight from RULES.md. The engine uses a lookup table and
its own pot builder; if both agree on every fuzzed hand, a bug would have to
be made twice, the same way, to hide.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from itertools import combinations

from ..actions import ActionType
from ..events import AntePosted, Event, PlayerActed, ShowdownStarted, UncalledBetReturned

_SHAPES = ((1, 1, 1, 1, 1), (2, 1, 1, 1), (2, 2, 1), (3, 1, 1), (3, 2), (4, 1))

LowKey = tuple[int, tuple[int, ...], tuple[int, ...]]


def five_key(ranks: Sequence[int]) -> LowKey:
    """RULES.md literally: category, the making ranks (bigger groups, then higher
    first), then kickers highest first. Tuples compare as lows: smaller is better."""
    counts = Counter(ranks)
    shape = tuple(sorted(counts.values(), reverse=True))
    making = tuple(sorted((r for r, c in counts.items() if c >= 2), key=lambda r: (-counts[r], -r)))
    kickers = tuple(sorted((r for r, c in counts.items() if c == 1), reverse=True))
    return (_SHAPES.index(shape), making, kickers)


def best_low(cards: Sequence[int]) -> LowKey:
    """The best low in 5-7 cards: the minimum over every five-card subset."""
    return min(five_key([c >> 2 for c in five]) for five in combinations(cards, 5))


def put_in(events: Sequence[Event]) -> dict[int, int]:
    """Chips each seat left in the pot, from the events alone."""
    total: dict[int, int] = {}
    for e in events:
        if isinstance(e, AntePosted | PlayerActed):
            total[e.seat] = total.get(e.seat, 0) + e.amount
        elif isinstance(e, UncalledBetReturned):
            total[e.seat] = total.get(e.seat, 0) - e.amount
    return total


def folded(events: Sequence[Event]) -> set[int]:
    return {e.seat for e in events if isinstance(e, PlayerActed) and e.type is ActionType.FOLD}


def expected_pots(
    events: Sequence[Event], seats: Sequence[int], cards: Mapping[int, Sequence[int]], odd_by_suit: bool,
) -> list[tuple[int, tuple[int, ...], tuple[tuple[int, int], ...] | None]]:
    """(amount, eligible, shares) of every pot the hand must award.

    ``shares`` is None where the odd-chip order follows the suit house rule
    (then the caller checks the amounts only): which card of a rank "plays"
    is the engine's documented choice, not a rule this referee re-derives.
    """
    paid = {s: 0 for s in seats} | put_in(events)
    gone = folded(events)
    live = [s for s in seats if s not in gone]
    total = sum(paid.values())
    if not any(isinstance(e, ShowdownStarted) for e in events):
        (winner,) = live
        return [(total, (winner,), ((winner, total),))]
    pots: list[tuple[int, tuple[int, ...]]] = []
    prev = 0
    for level in sorted({paid[s] for s in live if paid[s] > 0}):
        layer = sum(max(0, min(p, level) - prev) for p in paid.values())
        eligible = tuple(s for s in live if paid[s] >= level)
        if pots and pots[-1][1] == eligible:
            pots[-1] = (pots[-1][0] + layer, eligible)
        elif layer:
            pots.append((layer, eligible))
        prev = level
    rest = sum(max(0, p - prev) for p in paid.values())
    if rest:
        pots[-1] = (pots[-1][0] + rest, pots[-1][1])
    values = {s: best_low(cards[s]) for s in live}
    out: list[tuple[int, tuple[int, ...], tuple[tuple[int, int], ...] | None]] = []
    for amount, eligible in pots:
        best = min(values[s] for s in eligible)
        winners = [s for s in eligible if values[s] == best]  # seat order from seat 1
        share, odd = divmod(amount, len(winners))
        if odd and odd_by_suit:
            out.append((amount, eligible, None))
            continue
        out.append((amount, eligible, tuple((s, share + (i < odd)) for i, s in enumerate(winners))))
    return out


def winners_of(events: Sequence[Event], seats: Sequence[int], cards: Mapping[int, Sequence[int]],
               eligible: Sequence[int]) -> list[int]:
    """The seats among ``eligible`` holding the best low (used when shares are open)."""
    values = {s: best_low(cards[s]) for s in eligible}
    best = min(values.values())
    return [s for s in eligible if values[s] == best]
