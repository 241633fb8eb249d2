"""The dealer's explanations: the rule behind what a player may not expect.

Kept apart from the state machine so every explanation the engine can give
is listed in one place. Each function returns a :class:`~.messages.Note`
(a message code and its parameters), never a sentence: the wording layer
(``razz_desktop.ui.wording.dealer``) words each code in the player's
language and puts names in place of seat numbers. The codes are a contract
with that layer and with the hand log (stored notes are read back by code):
add codes, do not rename them.

Codes and parameters:

- ``bring_in.highest``: seat, card; with a tie of ranks also ``beaten``
  (the tied door cards of lower suits, highest suit first)
- ``bring_in.passed``: seat, passed_from (all-in on the ante)
- ``first_to_act``: street, seat, board; ``tied_with`` (seats), ``by_suit``
  (0/1); ``opener`` when the lowest board is all-in and the next seat acts
- ``community_card``: card, active, left
- ``no_betting``: street
- ``capped``: raises
- ``short_all_in.full`` / ``short_all_in.short``: what (``bet``, ``raise``)
- ``odd_chips``: seats, by_suit (0/1)
- ``showdown_order``: first, reason (a ``showdown.*`` note)
- ``showdown.last_aggressor``: seat; ``showdown.runout`` / ``showdown.checked_through``:
  seat, street; ``showdown.folded``: reason; ``showdown.no_bet``
- ``auto_muck``
- ``several``: notes (said one after the other)
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import Card
from .messages import Note


def bring_in(seat: int, card: Card, doors: Sequence[tuple[int, Card]], passed_from: int | None) -> Note:
    """Why ``seat`` brings in. ``doors`` are (seat, door card) of everyone dealt in."""
    if passed_from is not None:
        return Note.of("bring_in.passed", seat=seat, passed_from=passed_from)
    rank = card >> 2  # Card.rank without the property call: this runs every hand
    same_rank = [c for _, c in doors if c >> 2 == rank and c != card]
    if same_rank:
        beaten = tuple(sorted(same_rank, key=lambda c: -c.suit))
        return Note.of("bring_in.highest", seat=seat, card=card, beaten=beaten)
    return Note.of("bring_in.highest", seat=seat, card=card)


def first_to_act(street: int, seat: int, board: str, tied_with: Sequence[int], by_suit: bool,
                 opener: int | None = None) -> Note:
    """Why ``seat`` acts first from 4th street on (``board``: the lowest board, "7-4")."""
    args: dict[str, int | str | tuple[int, ...]] = {
        "street": street, "seat": seat, "board": board, "tied_with": tuple(tied_with),
        "by_suit": int(by_suit)}
    if opener is not None and opener != seat:
        args["opener"] = opener
    return Note.of("first_to_act", **args)


def community_card(card: Card, active: int, left: int) -> Note:
    return Note.of("community_card", card=card, active=active, left=left)


def no_betting(street: int) -> Note:
    return Note.of("no_betting", street=street)


def capped(level: int) -> Note:
    """One bet and ``level - 1`` raises are the most a round allows."""
    return Note.of("capped", raises=level - 1)


def short_all_in(full: bool, what: str) -> Note:
    """An all-in bet or raise (``what``) that is (``full``) or is not at least half a full one."""
    return Note.of("short_all_in.full" if full else "short_all_in.short", what=what)


def odd_chips(seats: Sequence[int], by_suit: bool) -> Note:
    return Note.of("odd_chips", seats=tuple(seats), by_suit=int(by_suit))


def showdown_order(first: int, reason: Note) -> Note:
    return Note.of("showdown_order", first=first, reason=reason)


def showdown_last_aggressor(seat: int) -> Note:
    return Note.of("showdown.last_aggressor", seat=seat)


def showdown_earlier_bet(seat: int, street: int, runout: bool) -> Note:
    """The last bet was on an earlier ``street``: later betting checked through, or impossible."""
    return Note.of("showdown.runout" if runout else "showdown.checked_through", seat=seat, street=street)


def showdown_folded(reason: Note) -> Note:
    """The showdown's first player by ``reason`` folded: the next player to the left shows."""
    return Note.of("showdown.folded", reason=reason)


def showdown_no_bet() -> Note:
    return Note.of("showdown.no_bet")


def auto_muck() -> Note:
    return Note.of("auto_muck")


def several(notes: Sequence[Note]) -> Note | None:
    return Note.join(notes)


STREET_ORDINALS = {3: "3rd", 4: "4th", 5: "5th", 6: "6th", 7: "7th"}


def street_name(street: int) -> str:
    """"3rd street": for the engine's own error messages (developers read those, in English)."""
    return f"{STREET_ORDINALS[street]} street"
