"""Which of a seat's cards the Last Hand window may show, and which only as a card back.

The table never showed a folded player's hole cards, and the window does
not either: hands live at showdown (shown or mucked) are shown whole, the
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
    open_hand = study or live_at_showdown or seat == hand.hero_seat
    cards = [
        ShownCard(e.card if (e.face_up or open_hand) else None, not e.face_up)
        for e in record.events
        if isinstance(e, CardDealt) and e.seat == seat
    ]
    if live_at_showdown and record.community_card is not None:
        cards.append(ShownCard(record.community_card, False, community=True))
    return cards
