"""Building a seat's frozen view from the live hand.

The one place that decides what a seat may know, which makes it the one
place to audit for leaks: a face-down card enters a view only when it belongs
to the viewer. It reads the hand only through ``HandSurface``, the public,
read-only surface ``Hand`` offers, so it needs no access to the hand's
private bookkeeping and no import of ``hand`` (which imports this module).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

from .actions import LegalAction
from .cards import Card
from .events import Event, HandRevealed, PlayerActed, PotAwarded
from .pots import build_pots
from .rules import BUTTON_SEAT, GameConfig
from .views import PotView, PublicAction, SeatCard, SeatSnapshot, SeatView, ShownHand


class HandSurface(Protocol):
    """What a view is built from: the read-only side of ``Hand``."""

    @property
    def hand_id(self) -> int: ...
    @property
    def config(self) -> GameConfig: ...
    @property
    def seats(self) -> tuple[int, ...]: ...
    @property
    def street(self) -> int: ...
    @property
    def to_act(self) -> int | None: ...
    @property
    def finished(self) -> bool: ...
    @property
    def bring_in_seat(self) -> int | None: ...
    @property
    def events(self) -> tuple[Event, ...]: ...
    @property
    def stacks(self) -> dict[int, int]: ...
    @property
    def bets(self) -> Mapping[int, int]: ...
    @property
    def committed(self) -> Mapping[int, int]: ...
    @property
    def folded(self) -> frozenset[int]: ...
    @property
    def community_card(self) -> Card | None: ...
    @property
    def current_bet(self) -> int: ...
    @property
    def bet_size(self) -> int: ...
    @property
    def raises_left(self) -> int | None: ...

    def active(self) -> list[int]: ...
    def dealt(self, seat: int) -> tuple[tuple[Card, bool], ...]: ...
    def legal_actions(self) -> tuple[LegalAction, ...]: ...


def build_view(hand: HandSurface, viewer: int | None) -> SeatView:
    if viewer is not None and viewer not in hand.seats:
        raise KeyError(f"seat {viewer} is not in this hand")
    folded = hand.folded
    stacks = hand.stacks
    bets = hand.bets
    committed = hand.committed
    finished = hand.finished
    seats = []
    dead: list[Card] = []
    for s in hand.seats:
        dealt = hand.dealt(s)
        cards = tuple(
            SeatCard(card, up) if up or s == viewer else SeatCard(None, False)
            for card, up in dealt
        )
        if s in folded:
            dead.extend(c for c, up in dealt if up)
        seats.append(SeatSnapshot(
            seat=s,
            stack=stacks[s],
            bet=0 if finished else bets[s],
            committed=committed[s],
            folded=s in folded,
            all_in=stacks[s] == 0 and s not in folded,
            cards=cards,
        ))
    history = []
    shown = []
    winnings: dict[int, int] = {}
    for e in hand.events:
        if isinstance(e, PlayerActed):
            history.append(PublicAction(e.street, e.seat, e.type, e.amount, e.to, e.all_in))
        elif isinstance(e, HandRevealed) and e.shown:
            shown.append(ShownHand(e.seat, e.cards, e.best_five, e.name, e.value))
        elif isinstance(e, PotAwarded):
            for seat, chips in e.shares:
                winnings[seat] = winnings.get(seat, 0) + chips
    if finished:
        pots: tuple[PotView, ...] = ()
    else:
        collected = {s: committed[s] - bets[s] for s in hand.seats}
        pots = tuple(PotView(p.amount, p.eligible) for p in build_pots(collected, hand.active()))
    to_act = hand.to_act
    legal = hand.legal_actions() if viewer is not None and viewer == to_act else ()
    st = hand.config.stakes
    return SeatView(
        hand_id=hand.hand_id,
        viewer=viewer,
        street=hand.street,
        seats=tuple(seats),
        community_card=hand.community_card,
        pots=pots,
        to_act=to_act,
        legal=legal,
        current_bet=hand.current_bet,
        bet_size=hand.bet_size,
        raises_left=hand.raises_left,
        bring_in_seat=hand.bring_in_seat,
        dead_cards=tuple(dead),
        history=tuple(history),
        small_bet=st.small_bet,
        big_bet=st.big_bet,
        ante=st.ante,
        bring_in=st.bring_in,
        finished=finished,
        showdown=tuple(shown),
        winnings=tuple(sorted(winnings.items())),
        button_seat=BUTTON_SEAT,
    )
