"""The Last Hand window: ``from razz_desktop.ui.last_hand import LastHandWindow``.

- ``window``: the window (selector, seats, actions, pots, buttons);
- ``shown_cards``: which of a seat's cards may be shown, and which only as backs;
- ``hand_text``: the actions, pots and results of a hand as (rich) text;
- ``seat_row``: one seat's row in the Players box;
- ``card_strip``: one seat's cards, painted.

The names callers and tests use are re-exported here, where they always were.
"""

from razz_desktop.ui.theme import DARK_INK, LIGHT_INK, Ink

from .card_strip import CardStrip
from .hand_text import (
    actions_html,
    pots_html,
    seat_result,
    summary_label,
)
from .shown_cards import ShownCard, seat_cards
from .window import LastHandWindow

__all__ = [
    "DARK_INK", "LIGHT_INK", "CardStrip", "Ink", "LastHandWindow", "ShownCard", "actions_html",
    "pots_html", "seat_cards", "seat_result", "summary_label",
]
