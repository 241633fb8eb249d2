"""The dealer's explanations: the rule behind what a player may not expect.

Kept apart from the state machine so the wording can be read, tested and
improved in one place. Every function returns plain English; the UI shows it
as it is.
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import RANK_PLURALS, SUIT_NAMES, Card


def bring_in(seat: int, card: Card, doors: Sequence[tuple[int, Card]], passed_from: int | None) -> str:
    """Why ``seat`` brings in. ``doors`` are (seat, door card) of everyone dealt in."""
    same_rank = [c for _, c in doors if c.rank == card.rank]
    if passed_from is not None:
        return (
            f"Seat {passed_from} has the highest door card but is all-in on the ante: "
            f"the bring-in passes to seat {seat}, the next player to the left with chips"
        )
    text = f"{card.long_name.capitalize()} brings in: highest door card (aces are low)"
    if len(same_rank) > 1:
        beaten = sorted((c for c in same_rank if c != card), key=lambda c: -c.suit)
        text += f"; {RANK_PLURALS[card.rank]} tie, and {SUIT_NAMES[card.suit]} beat " + " and ".join(
            SUIT_NAMES[c.suit] for c in beaten
        )
    return f"Seat {seat}: {text}"


def first_to_act(street: int, seat: int, board: str, tied_with: Sequence[int], by_suit: bool,
                 opener: int | None = None) -> str:
    """Why ``seat`` acts first from 4th street on."""
    text = f"{street_name(street)}: seat {seat} acts first with the lowest board ({board})"
    if tied_with:
        others = ", ".join(str(s) for s in tied_with)
        if by_suit:
            text += f"; tied with seat {others}, broken by the suit of the highest upcard (house rule)"
        else:
            text += f"; tied with seat {others}, so the seat closest to the left of the button acts first"
    if opener is not None and opener != seat:
        text = (
            f"{street_name(street)}: seat {opener} has the lowest board ({board}) but is all-in, "
            f"so seat {seat}, next to the left, acts first"
        )
    return text


def community_card(card: Card, active: int, left: int) -> str:
    return (
        f"Community card {card}: {active} players remain but only {left} cards are left in the deck, "
        f"so one card is dealt face up in the middle and every player uses it as the seventh card"
    )


def no_betting(street: int) -> str:
    return f"{street_name(street)}: no betting, all players but one (or all) are all-in"


def capped(level: int) -> str:
    return f"Betting is capped: one bet and {level - 1} raises are the most a round allows"


def short_all_in(full: bool, what: str) -> str:
    if full:
        return f"All-in for at least half a {what}: it counts as a full {what} and reopens the betting"
    return (
        f"All-in for less than half a {what}: not a full {what}; players who already acted may only "
        f"call or fold"
    )


def odd_chips(seats: Sequence[int], by_suit: bool) -> str:
    who = ", ".join(f"seat {s}" for s in seats)
    if by_suit:
        return f"Odd chip to {who}: the tied winner holding the lowest card by suit (house rule)"
    return f"Odd chip to {who}: the first tied winner to the left of the button"


def showdown_order(first: int, reason: str) -> str:
    return f"Showdown: seat {first} shows first ({reason}), then clockwise"


def street_name(street: int) -> str:
    return {3: "3rd street", 4: "4th street", 5: "5th street", 6: "6th street", 7: "7th street"}[street]
