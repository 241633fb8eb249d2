"""A PokerStars Dealt line repeats the seat's earlier cards: read for its new card when they are the
ones dealt before, read whole (as ever) when they are not."""

from __future__ import annotations

from razz_desktop.engine.cards import parse_cards
from razz_desktop.storage.formats.hhtext import parse_hand_history

from .test_hh_replay import scripted_text


def boris_cards(text: str) -> tuple[object, ...]:
    hand = parse_hand_history(text)
    return dict(hand.cards)[2]


def test_the_earlier_cards_repeated_give_each_card_once() -> None:
    assert boris_cards(scripted_text()) == parse_cards("6h 8d 9d")


def test_earlier_cards_written_otherwise_are_seen_as_written() -> None:
    # 5th street names 8c where 4th street dealt 8d: the line's cards are listed as the text shows
    # them, in order, as before the shortcut (the shortcut only takes the very text dealt before).
    text = scripted_text().replace("Dealt to Boris [6h 8d] [9d]", "Dealt to Boris [6h 8c] [9d]")
    assert boris_cards(text) == parse_cards("6h 8d 8c 9d")


def test_a_line_after_one_written_otherwise_is_read_whole() -> None:
    # 4th street's old card differs from 3rd street's: the next line is read whole again.
    text = scripted_text().replace("Dealt to Boris [6h] [8d]", "Dealt to Boris [5h] [8d]")
    assert boris_cards(text) == parse_cards("6h 5h 8d 9d")
