"""How a card is written inside text: "7♥", and in rich text in its suit's colour.

The dealer log, the Last Hand window and the Coach all write cards in the
middle of sentences. They write them alike, here: the rank as players read
it ("10" for the ten, as on the card faces; the Coach writes lows as
T-7-6-2-A and passes ``ten="T"``), the suit as its symbol, bold, in a colour
that tells the suit at a glance on the app's dark panels, with the
four-colour deck (blue diamonds, green clubs) when the player chose it. On
a light window the card faces' own colours (``table.card_art``) are used.
"""

from __future__ import annotations

from razz_desktop.engine.cards import SUIT_SYMBOLS, Card
from razz_desktop.ui.html_escape import escape
from razz_desktop.ui.table.card_art import suit_colour
from razz_desktop.ui.theme import TEXT

SUIT_TEXT_TWO = (TEXT, "#ff6b6b", "#ff6b6b", TEXT)
SUIT_TEXT_FOUR = ("#5fd47a", "#6fa8ff", "#ff6b6b", TEXT)
"""Suit colours for text on the dark theme, in engine suit order (clubs,
diamonds, hearts, spades): lighter versions of the card faces' colours, picked
to be read on the dark panels (the dealer log's, which the other views now share)."""


def card_text(card: Card, ten: str = "10") -> str:
    """"7♥": rank as players read it ("10" for the ten, or ``ten``) and the suit symbol."""
    rank = ten if card.rank_char == "T" else card.rank_char
    return rank + SUIT_SYMBOLS[card.suit]


def suit_text_colour(suit: int, four_colour: bool = False, dark: bool = True) -> str:
    """The colour to write a suit in, on the dark theme or (``dark=False``) on a light window."""
    if not dark:
        return suit_colour(suit, four_colour).name()
    return (SUIT_TEXT_FOUR if four_colour else SUIT_TEXT_TWO)[suit]


def card_html(card: Card, four_colour: bool = False, *, dark: bool = True, ten: str = "10") -> str:
    """The card as rich text: bold, in its suit's colour."""
    colour = suit_text_colour(card.suit, four_colour, dark)
    return f'<span style="color:{colour}"><b>{escape(card_text(card, ten))}</b></span>'
