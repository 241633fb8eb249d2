"""Prizes: what share of the prize pool each finishing place wins, in whole chips.

The prize pool is every player's buy-in (play money by default). A payout
table gives whole percentages for the first places that add to 100; the
default follows the sites' sit-and-gos: a heads-up match pays the winner
alone, up to 6 players the first two places (65/35), 7-8 players three
(50/30/20).

Prizes stay whole: each place's percentage of the pool is rounded down and
the chips left over go to the first place, so the prizes always add to the
pool. Players who finish level (out on the same hand with equal stacks)
share their places' prizes equally; the odd chips go one at a time to the
earlier seat left of the button (the rule book's "Tournaments").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass


class PayoutError(ValueError):
    """A payout table the rules refuse."""


@dataclass(frozen=True, slots=True)
class Payouts:
    """Whole percentages of the prize pool for places 1, 2, ...; they add to 100."""

    percentages: tuple[int, ...]

    def __post_init__(self) -> None:
        if not self.percentages:
            raise PayoutError("at least one place must be paid")
        for i, p in enumerate(self.percentages):
            if not isinstance(p, int) or isinstance(p, bool) or p < 0:
                raise PayoutError(f"place {i + 1}: a percentage is a whole number from 0 to 100")
        if sum(self.percentages) != 100:
            raise PayoutError(f"the percentages must add to 100, not {sum(self.percentages)}")
        if any(later > earlier for earlier, later in zip(self.percentages, self.percentages[1:], strict=False)):
            raise PayoutError("a lower place cannot pay more than a higher one")

    @property
    def places_paid(self) -> int:
        return sum(1 for p in self.percentages if p > 0)

    def prizes(self, pool: int) -> list[int]:
        """The prize of each paid place, in chips, adding to ``pool``."""
        if not isinstance(pool, int) or pool < 0:
            raise PayoutError("the prize pool is a whole number of chips")
        out = [pool * p // 100 for p in self.percentages]
        out[0] += pool - sum(out)
        return out


def default_payouts(players: int) -> Payouts:
    """The sites' usual table for ``players`` entrants."""
    if players < 2:
        raise PayoutError("a tournament has at least two players")
    if players == 2:
        return Payouts((100,))
    if players <= 6:
        return Payouts((65, 35))
    return Payouts((50, 30, 20))


def prizes_by_seat(payouts: Payouts, pool: int, places: Sequence[Sequence[int]]) -> dict[int, int]:
    """Every seat's prize, given the finishing places (best first; a group shares its places).

    ``places[k]`` holds the seats that finished level at the k-th finishing
    group (one seat, or several knocked out on the same hand with equal
    stacks). A group of g seats starting at place p shares the prizes of
    places p..p+g-1 equally, odd chips to the lowest seat number (the earlier
    seat left of the stud button, which sits at seat 8's place).
    """
    prizes = payouts.prizes(pool)
    out: dict[int, int] = {}
    place = 0
    for group in places:
        seats = sorted(group)
        share = sum(prizes[place:place + len(seats)])
        base, odd = divmod(share, len(seats))
        for i, seat in enumerate(seats):
            out[seat] = base + (1 if i < odd else 0)
        place += len(seats)
    return out


def payouts_from_percentages(values: Mapping[int, int] | Sequence[int]) -> Payouts:
    """A table typed in by the user (a list, or place -> percent); trailing zero places dropped."""
    if isinstance(values, Mapping):
        if not values:
            raise PayoutError("at least one place must be paid")
        top = max(values)
        seq = [values.get(k, 0) for k in range(1, top + 1)]
    else:
        seq = list(values)
    while len(seq) > 1 and seq[-1] == 0:
        seq.pop()
    return Payouts(tuple(seq))
