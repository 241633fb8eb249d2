"""The one wording layer: every sentence a player reads, through Qt's translation functions.

The engine and the coach produce data (``engine.messages.Note``: a message
code and its parameters; cards, seats, amounts, hand values); the windows
show what this package makes of it, in the player's language:

- ``numbers``: chips, percentages, decimals and dates by ``QLocale``;
- ``cards``: card, rank, suit, street and hand names ("pair of sevens");
- ``actions``: action names and the action bar's labels ("Raise to 800");
- ``dealer``: the dealer's explanations, with names and "you";
- ``coach``: hint reasons, hands, starting hands and review texts.

Each module calls ``QCoreApplication.translate`` with literal texts so that
``pyside6-lupdate`` finds them (``python -m packaging.i18n`` updates
``resources/i18n``), and plural forms use ``%n``.
"""

from .actions import action_label, action_word, gerund
from .cards import (
    card_name,
    hand_name,
    named_hand,
    rank_name,
    rank_plural,
    street_name,
    street_short,
    suit_name,
)
from .dealer import Names, explain, seat_names
from .numbers import chips, date_time, decimal, hundredths, percent, signed_chips, signed_decimal

__all__ = [
    "Names", "action_label", "action_word", "card_name", "chips", "date_time", "decimal", "explain",
    "gerund", "hand_name", "hundredths", "named_hand", "percent", "rank_name", "rank_plural",
    "seat_names", "signed_chips", "signed_decimal", "street_name", "street_short", "suit_name",
]
