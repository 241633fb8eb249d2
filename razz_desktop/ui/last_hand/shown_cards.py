"""Which of a seat's cards the Last Hand window may show, and which only as a card back.

The table never showed a folded player's hole cards, and the window does
not either (nor, for an imported hand, a card its file never showed): hands live at showdown (shown or mucked) are shown whole, the
human's own cards always, anyone else's upcards only. Study mode, a
practice option, opens every hand. This rule lives here, apart from the
drawing, so it is tested on its own and no widget can get it wrong.
"""

from __future__ import annotations

from dataclasses import dataclass

from razz_desktop.engine.cards import Card
from razz_desktop.engine.events import CardDealt
from razz_desktop.records import StoredHand


@dataclass(frozen=True, slots=True)
class ShownCard:
    """One card slot of a seat: ``card`` is None where only a card back may be shown."""

    card: Card | None
    face_down: bool  # dealt face down (a hole card or the 7th-street card)
    community: bool = False  # the shared 7th card, when the deck ran short


def seat_cards(hand: StoredHand, seat: int, study: bool = False) -> list[ShownCard]:
    """The cards the window may show for ``seat``, in dealing order.

    Hands live at showdown (shown or mucked) are shown whole; the human's own
    cards are always theirs to see; anyone else shows only their upcards,
    unless ``study`` (the practice option to show every player's cards after
    the hand) opens every hand.
    """
    record = hand.record
    live_at_showdown = any(r.seat == seat for r in record.showdown)
    open_hand = study or live_at_showdown or seat == hand.player_seat  # an imported hand's: the file's hero
    dealt = [e for e in record.events if isinstance(e, CardDealt) and e.seat == seat]
    cards = [
        ShownCard(known_card(hand, seat, k, e.card) if (e.face_up or open_hand) else None, not e.face_up)
        for k, e in enumerate(dealt)
    ]
    if live_at_showdown and record.community_card is not None:
        cards.append(ShownCard(record.community_card, False, community=True))
    return cards


def known_card(hand: StoredHand, seat: int, index: int, card: Card | None) -> Card | None:
    """``card``, the ``index``-th dealt to ``seat``, if the record really knows it.

    An imported hand's record holds stand-ins for the cards its file never
    showed (``StoredHand.known_cards`` says which are real): those are None.
    """
    if hand.known_cards is None or card is None:
        return card
    known = dict(hand.known_cards).get(seat, ())
    return card if index < len(known) and known[index] == card else None


def reveal_known(hand: StoredHand, seat: int, cards: tuple[Card, ...]) -> bool:
    """Whether every card of a hand revealed at showdown is one the record knows (the community card is)."""
    if hand.known_cards is None:
        return True
    real = {c for c in dict(hand.known_cards).get(seat, ()) if c is not None}
    community = hand.record.community_card
    return all(c in real or c == community for c in cards)
