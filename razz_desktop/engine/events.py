"""Immutable events: the history of a hand.

Every change to a hand is one of these, appended to the hand's event list and
returned to the caller. The dealer log, the hand log, replays and the table's
animations all read this list, so each event carries what a reader needs to
show it, including ``explanation``: the rule behind anything a player might
not expect (who brings in, who acts first, a capped raise, an odd chip), as
a :class:`~.messages.Note` (a message code and its parameters) that the
wording layer puts in the player's language. ``describe()`` is a terse
English summary for debugging and logs, not what players read.

Events hold every card, including hole cards: they are the hand's full record.
Whatever is shown to a player goes through ``views.censor_event`` first.
"""

from __future__ import annotations

from .actions import ActionType
from .cards import Card
from .frozen_record import frozen_record
from .messages import Note


@frozen_record
class HandStarted:
    hand_id: int
    stacks: tuple[tuple[int, int], ...]  # (seat, stack before antes), seat order
    small_bet: int
    big_bet: int
    ante: int
    bring_in: int

    def describe(self) -> str:
        return f"Hand #{self.hand_id}: {len(self.stacks)} players, limits {self.small_bet:,}/{self.big_bet:,}, ante {self.ante:,}"


@frozen_record
class AntePosted:
    seat: int
    amount: int
    all_in: bool

    def describe(self) -> str:
        return f"Seat {self.seat} posts the ante {self.amount:,}" + (" and is all-in" if self.all_in else "")


@frozen_record
class CardDealt:
    seat: int
    street: int
    card: Card | None  # None only in a censored copy: a card this viewer may not see
    face_up: bool

    def describe(self) -> str:
        face = str(self.card) if self.card is not None else "a card"
        return f"Seat {self.seat} is dealt {face}" + ("" if self.face_up else " (face down)")


@frozen_record
class CommunityCardDealt:
    card: Card
    explanation: Note

    def describe(self) -> str:
        return f"Community card: {self.card}"


@frozen_record
class StreetStarted:
    street: int
    first_to_act: int | None  # None: no betting on this street (all-in runout)
    explanation: Note

    def describe(self) -> str:
        return f"Street {self.street}: {self.explanation}"


@frozen_record
class PlayerActed:
    seat: int
    street: int
    type: ActionType
    amount: int  # chips added to the pot by this action
    to: int  # the player's total for this betting round afterwards
    all_in: bool
    explanation: Note | None = None  # e.g. capped betting, a short all-in

    def describe(self) -> str:
        t = self.type
        if t is ActionType.BRING_IN:
            s = f"Seat {self.seat} brings in for {self.amount:,}"
        elif t is ActionType.COMPLETE:
            s = f"Seat {self.seat} completes to {self.to:,}"
        elif t is ActionType.BET:
            s = f"Seat {self.seat} bets {self.amount:,}"
        elif t is ActionType.RAISE:
            s = f"Seat {self.seat} raises to {self.to:,}"
        elif t is ActionType.CALL:
            s = f"Seat {self.seat} calls {self.amount:,}"
        elif t is ActionType.CHECK:
            s = f"Seat {self.seat} checks"
        elif t is ActionType.FOLD:
            s = f"Seat {self.seat} folds"
        else:
            s = f"Seat {self.seat} {t.value}s"
        if self.all_in:
            s += " and is all-in"
        return s


@frozen_record
class UncalledBetReturned:
    seat: int
    amount: int

    def describe(self) -> str:
        return f"Uncalled bet of {self.amount:,} returned to seat {self.seat}"


@frozen_record
class ShowdownStarted:
    order: tuple[int, ...]
    explanation: Note

    def describe(self) -> str:
        return f"Showdown: {self.explanation}"


@frozen_record
class HandRevealed:
    """A hand at showdown, shown or mucked. Mucked hands keep their cards in
    the record (the Last Hand window shows every hand live at showdown)."""

    seat: int
    shown: bool
    cards: tuple[Card, ...]
    best_five: tuple[Card, ...]
    name: str
    value: int
    explanation: Note | None = None

    def describe(self) -> str:
        if self.shown:
            return f"Seat {self.seat} shows {' '.join(map(str, self.cards))}: {self.name}"
        return f"Seat {self.seat} mucks"


@frozen_record
class PotAwarded:
    pot_index: int  # 0 = main pot, 1.. = side pots
    amount: int
    eligible: tuple[int, ...]
    shares: tuple[tuple[int, int], ...]  # (seat, chips) for each winner
    hand_name: str | None  # None when won uncontested (English: the hand log's and scenarios' name)
    explanation: Note | None = None  # odd chips
    hand_value: int | None = None  # the winning hand's value, which the wording layer names

    def describe(self) -> str:
        pot = "the pot" if self.pot_index == 0 else f"side pot {self.pot_index}"
        with_hand = f" with {self.hand_name}" if self.hand_name else ""
        return "; ".join(f"Seat {seat} wins {chips:,}{with_hand}" for seat, chips in self.shares) + f" ({pot})"


@frozen_record
class HandFinished:
    net: tuple[tuple[int, int], ...]  # (seat, chips won or lost), seat order
    final_stacks: tuple[tuple[int, int], ...]

    def describe(self) -> str:
        return "Hand finished"


Event = (
    HandStarted | AntePosted | CardDealt | CommunityCardDealt | StreetStarted
    | PlayerActed | UncalledBetReturned | ShowdownStarted | HandRevealed | PotAwarded | HandFinished
)
