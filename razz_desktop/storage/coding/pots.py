"""What each seat took from a finished hand's pots: one definition for the statistics and the writers.

Two things separate the engine's pots from what a player won:

- **Returned chips.** When a short all-in ante leaves a pot holding only chips its one player put
  in and nobody matched, the engine keeps it as a pot only that player can win; the sites return
  those chips ("Uncalled bet of 1 returned to Hero"). Getting one's own chips back is not winning:
  such a pot counts toward no statistic's "won" (issue 38: a Full Tilt hand whose Hero lost the
  showdown was counted as won at showdown), and the hand-history writer writes it as returned.
- **The rake.** An imported hand's file says what each winner collected after the house took its
  cut; the engine plays without rake. The stored result is the file's (hand 35874566077: +24
  cents, not the engine's +26); the rake itself is kept as the hand's own figure
  (``hand_origins.rake``). A hand read back without the file's lines takes the rake from the
  largest pot's first winner, as the writers write it.

Pure: engine records in, integers out.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from razz_desktop.engine.events import AntePosted, PlayerActed, UncalledBetReturned
from razz_desktop.engine.record import HandRecord, PotResult


def returned_pot(record: HandRecord) -> int | None:
    """The index of the last pot when it holds only chips its one player put in and nobody
    matched (a short all-in ante): sites return those chips, the engine awards them."""
    pots = record.pots
    if len(pots) < 2 or len(pots[-1].eligible) != 1:
        return None
    put: dict[int, int] = {}
    for e in record.events:
        if isinstance(e, (AntePosted, PlayerActed)):
            put[e.seat] = put.get(e.seat, 0) + e.amount
        elif isinstance(e, UncalledBetReturned):
            put[e.seat] = put.get(e.seat, 0) - e.amount
    top = sorted(put.values(), reverse=True)
    seat = pots[-1].eligible[0]
    if put.get(seat) == top[0] and top[0] - top[1] == pots[-1].amount:
        return len(pots) - 1
    return None


def contested_pots(record: HandRecord) -> list[PotResult]:
    """The pots a player can win from another: every pot but the returned one."""
    back = returned_pot(record)
    return [p for i, p in enumerate(record.pots) if i != back]


def raked_pot(record: HandRecord, rake: int) -> PotResult | None:
    """The pot the writers take the rake from: the largest contested one (None without rake)."""
    pots = contested_pots(record)
    return max(pots, key=lambda p: p.amount) if pots and rake else None


def won_by_seat(record: HandRecord) -> dict[int, int]:
    """The chips each seat won from the hand's contested pots, before any rake (seats that won
    nothing are absent; returned chips are not won)."""
    won: dict[int, int] = {}
    for pot in contested_pots(record):
        for seat, chips in pot.shares:
            won[seat] = won.get(seat, 0) + chips
    return won


def rake_by_seat(record: HandRecord, rake: int,
                 collected: Iterable[tuple[int, int, object]] | None = None) -> dict[int, int]:
    """The rake each winner paid (seats that paid none are absent).

    ``collected``: the file's "collected" lines as (seat, chips, pot): where they account for the
    whole rake, each winner paid what the pots awarded it minus what it collected. Otherwise (no
    lines, or lines that also pay out returned chips) the largest contested pot's first winner
    paid it all, as the hand-history writers write it."""
    if not rake:
        return {}
    if collected is not None:
        took: dict[int, int] = {}
        for seat, chips, _ in collected:
            took[seat] = took.get(seat, 0) + chips
        won = won_by_seat(record)
        paid = {seat: won.get(seat, 0) - chips for seat, chips in took.items()}
        if set(took) == set(won) and all(c >= 0 for c in paid.values()) and sum(paid.values()) == rake:
            return {seat: c for seat, c in paid.items() if c}
    pot = raked_pot(record, rake)
    if pot is None or not pot.shares:
        return {}
    return {pot.shares[0][0]: min(rake, pot.shares[0][1])}


def after_rake(figures: Mapping[int, int], rake: Mapping[int, int]) -> dict[int, int]:
    """Each seat's figure (net or won) less the rake it paid."""
    return {seat: chips - rake.get(seat, 0) for seat, chips in figures.items()}
