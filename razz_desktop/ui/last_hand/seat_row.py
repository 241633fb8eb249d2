"""One seat's row in the Last Hand window's Players box.

Seat number, name (with the bot's level, or "you", on a small second line
so the rows stay narrow enough for seven cards at the window's smallest
size), the cards as the window may show them, how the hand ended for the
seat and its net result, coloured by the window's ink. The window lays the
rows out in a grid and replaces them when another hand is shown.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from razz_desktop.records import StoredHand
from razz_desktop.settings import LEVEL_LABELS
from razz_desktop.ui.theme import Ink

from .card_strip import CardStrip
from .hand_text import seat_result, signed, translate
from .shown_cards import seat_cards


def seat_row(hand: StoredHand, seat: int, ink: Ink, *, study: bool = False,
             four_colour: bool = False) -> tuple[QWidget, ...]:
    """The row's widgets, left to right: seat, name, cards, result, net."""
    player = hand.player(seat)
    seat_label = QLabel(translate("LastHandWindow", "Seat {n}").format(n=seat))
    seat_label.setStyleSheet(f"color: {ink.muted}")
    who = f"<b>{escape(player.name)}</b>"
    detail = ""
    you = translate("LastHandWindow", "you")
    if player.is_human and player.name.strip().lower() not in ("you", you.lower()):
        detail = you
    elif player.bot_level:
        # "strong" -> "Stark": the level as the settings name it, in the player's language
        label = LEVEL_LABELS.get(player.bot_level)
        detail = translate("Settings", label) if label else player.bot_level
    if detail:
        who += f'<br><span style="color:{ink.muted}; font-size:small">{escape(detail)}</span>'
    name_label = QLabel(who)
    name_label.setTextFormat(Qt.TextFormat.RichText)
    name_label.setToolTip(f"{player.name} ({detail})" if detail else player.name)
    strip = CardStrip(seat_cards(hand, seat, study), four_colour)
    text, colour = seat_result(hand, seat, ink)
    result = QLabel(escape(text))
    result.setTextFormat(Qt.TextFormat.RichText)
    result.setWordWrap(True)
    if colour:
        result.setStyleSheet(f"color: {colour}" + ("; font-weight: 600" if colour == ink.positive else ""))
    n = dict(hand.record.net)[seat]
    net_label = QLabel(signed(n))
    net_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    net_label.setStyleSheet(
        f"color: {ink.positive if n > 0 else ink.negative if n < 0 else ink.muted}; font-weight: 600")
    net_label.setAccessibleName(
        translate("LastHandWindow", "{name}: net {chips}").format(name=player.name, chips=signed(n)))
    return seat_label, name_label, strip, result, net_label
