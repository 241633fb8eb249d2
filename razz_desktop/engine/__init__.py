"""The Razz rules engine: pure Python, deterministic given a deck order.

Nothing here imports Qt, SQLite, appdirs or the AI (DESIGN.md). The public
names below are the engine's contract with the rest of the program.
"""

from .actions import Action, ActionType, IllegalActionError, LegalAction, MalformedActionError
from .cards import CARDS, Card, CardError, Deck, format_cards, parse_card, parse_cards
from .evaluation import HandValue, board_value, evaluate, low_value
from .hand import Hand
from .messages import Note
from .record import HandRecord, PotResult
from .rules import BUTTON_SEAT, ConfigError, GameConfig, HouseRules, Stakes
from .table import Table
from .views import SeatView, censor_event

__all__ = [
    "BUTTON_SEAT", "CARDS", "Action", "ActionType", "Card", "CardError", "ConfigError", "Deck",
    "GameConfig", "Hand", "HandRecord", "HandValue", "HouseRules", "IllegalActionError",
    "LegalAction", "MalformedActionError", "Note", "PotResult", "SeatView", "Stakes", "Table", "board_value", "censor_event",
    "evaluate", "format_cards", "low_value", "parse_card", "parse_cards",
]
