"""Per-seat snapshots: what one seat may know, and nothing more.

The UI and the bots receive only these. Another seat's face-down cards are
not hidden in them, they are absent: a face-down card of another seat is a
``SeatCard(card=None, face_up=False)`` placeholder, so no code path holding a
view can leak it. A spectator view (``viewer=None``) has no down cards at all.
"""

from __future__ import annotations

from dataclasses import replace

from .actions import ActionType, LegalAction
from .cards import Card
from .events import CardDealt, Event, HandRevealed
from .frozen_record import frozen_record


@frozen_record
class SeatCard:
    card: Card | None  # None: a face-down card this viewer may not see
    face_up: bool  # as dealt: the viewer's own hole cards are known but face down


@frozen_record
class SeatSnapshot:
    seat: int
    stack: int  # chips behind, not yet in the pot
    bet: int  # chips put in during the current betting round
    committed: int  # chips put in during the whole hand, antes included
    folded: bool
    all_in: bool
    cards: tuple[SeatCard, ...]  # in dealing order: down, down, up, up, up, up, down

    @property
    def up_cards(self) -> tuple[Card, ...]:
        return tuple(c.card for c in self.cards if c.face_up and c.card is not None)

    @property
    def down_cards(self) -> tuple[Card, ...]:
        """Face-down cards this viewer knows (only ever the viewer's own)."""
        return tuple(c.card for c in self.cards if not c.face_up and c.card is not None)

    @property
    def in_hand(self) -> bool:
        return not self.folded


@frozen_record
class PotView:
    amount: int
    eligible: tuple[int, ...]


@frozen_record
class PublicAction:
    """A betting action as everybody at the table saw it."""

    street: int
    seat: int
    type: ActionType
    amount: int
    to: int
    all_in: bool


@frozen_record
class ShownHand:
    seat: int
    cards: tuple[Card, ...]
    best_five: tuple[Card, ...]
    name: str  # English, as the hand log names it; the wording layer names ``value``
    value: int | None = None


@frozen_record
class SeatView:
    """One seat's (or a spectator's) frozen picture of the hand."""

    hand_id: int
    viewer: int | None
    street: int  # 3..7; the last street reached once finished
    seats: tuple[SeatSnapshot, ...]  # seat order
    community_card: Card | None
    pots: tuple[PotView, ...]  # main pot first; chips gathered so far (this round's bets are in SeatSnapshot.bet)
    to_act: int | None
    legal: tuple[LegalAction, ...]  # empty unless the viewer is to act
    current_bet: int  # the highest bet of this betting round
    bet_size: int  # the limit in force this round (small or big bet)
    raises_left: int | None  # bets/raises still allowed this round; None = uncapped
    bring_in_seat: int | None
    dead_cards: tuple[Card, ...]  # upcards of folded players, seen and out of play
    history: tuple[PublicAction, ...]  # every betting action so far
    small_bet: int
    big_bet: int
    ante: int
    bring_in: int
    finished: bool
    showdown: tuple[ShownHand, ...]  # hands shown at showdown (mucked ones are absent)
    winnings: tuple[tuple[int, int], ...]  # (seat, chips won) once finished
    button_seat: int = 8

    @property
    def pot_total(self) -> int:
        return sum(p.amount for p in self.pots)

    def seat(self, seat: int) -> SeatSnapshot:
        for s in self.seats:
            if s.seat == seat:
                return s
        raise KeyError(seat)

    @property
    def me(self) -> SeatSnapshot | None:
        return self.seat(self.viewer) if self.viewer is not None else None

    @property
    def my_cards(self) -> tuple[Card, ...]:
        """The viewer's cards in dealing order (empty for a spectator)."""
        me = self.me
        return tuple(c.card for c in me.cards if c.card is not None) if me else ()

    @property
    def active_seats(self) -> tuple[int, ...]:
        return tuple(s.seat for s in self.seats if not s.folded)

    @property
    def to_call(self) -> int:
        me = self.me
        return max(0, min(self.current_bet - me.bet, me.stack)) if me else 0

    def legal_types(self) -> tuple[ActionType, ...]:
        return tuple(la.type for la in self.legal)

    def legal_action(self, kind: ActionType) -> LegalAction | None:
        for la in self.legal:
            if la.type is kind:
                return la
        return None


def censor_event(event: Event, viewer: int | None) -> Event:
    """The event as ``viewer`` may see it: other seats' down cards removed.

    Showdown reveals are public only when shown; a mucked hand's cards stay
    in the record but not in what the table shows.
    """
    if isinstance(event, CardDealt):
        if event.face_up or event.seat == viewer:
            return event
        return replace(event, card=None)
    if isinstance(event, HandRevealed) and not event.shown and event.seat != viewer:
        return replace(event, cards=(), best_five=(), name="", value=-1)
    return event
