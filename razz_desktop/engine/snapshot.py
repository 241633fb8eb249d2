"""Building a seat's frozen view from the live hand.

The only code that reads a ``Hand``'s private state on behalf of a player,
which makes it the one place to audit for leaks: a face-down card enters a
view only when it belongs to the viewer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .events import HandRevealed, PlayerActed, PotAwarded
from .pots import build_pots
from .rules import BUTTON_SEAT, MAX_LEVEL
from .views import PotView, PublicAction, SeatCard, SeatSnapshot, SeatView, ShownHand

if TYPE_CHECKING:
    from .hand import Hand


def build_view(hand: Hand, viewer: int | None) -> SeatView:
    if viewer is not None and viewer not in hand.seats:
        raise KeyError(f"seat {viewer} is not in this hand")
    folded = hand._folded
    seats = []
    dead = []
    for s in hand.seats:
        cards = tuple(
            SeatCard(card, up) if up or s == viewer else SeatCard(None, False)
            for card, up in hand._cards[s]
        )
        if s in folded:
            dead.extend(c for c, up in hand._cards[s] if up)
        seats.append(SeatSnapshot(
            seat=s,
            stack=hand._stack[s],
            bet=0 if hand.finished else hand._bet[s],
            committed=hand._committed[s],
            folded=s in folded,
            all_in=hand._stack[s] == 0 and s not in folded,
            cards=cards,
        ))
    history = []
    shown = []
    winnings: dict[int, int] = {}
    for e in hand._events:
        if isinstance(e, PlayerActed):
            history.append(PublicAction(e.street, e.seat, e.type, e.amount, e.to, e.all_in))
        elif isinstance(e, HandRevealed) and e.shown:
            shown.append(ShownHand(e.seat, e.cards, e.best_five, e.name))
        elif isinstance(e, PotAwarded):
            for seat, chips in e.shares:
                winnings[seat] = winnings.get(seat, 0) + chips
    if hand.finished:
        pots: tuple[PotView, ...] = ()
    else:
        collected = {s: hand._committed[s] - hand._bet[s] for s in hand.seats}
        pots = tuple(PotView(p.amount, p.eligible) for p in build_pots(collected, hand.active()))
    to_act = hand.to_act
    legal = hand.legal_actions() if viewer is not None and viewer == to_act else ()
    st = hand.config.stakes
    raises_left = None if hand._uncapped() else max(0, MAX_LEVEL - hand._level)
    return SeatView(
        hand_id=hand.hand_id,
        viewer=viewer,
        street=hand.street,
        seats=tuple(seats),
        community_card=hand._community,
        pots=pots,
        to_act=to_act,
        legal=legal,
        current_bet=hand._current,
        bet_size=hand._inc,
        raises_left=raises_left,
        bring_in_seat=hand.bring_in_seat,
        dead_cards=tuple(dead),
        history=tuple(history),
        small_bet=st.small_bet,
        big_bet=st.big_bet,
        ante=st.ante,
        bring_in=st.bring_in,
        finished=hand.finished,
        showdown=tuple(shown),
        winnings=tuple(sorted(winnings.items())),
        button_seat=BUTTON_SEAT,
    )
