"""Cards, decks and the engine's independence from everything above it."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

from razz_desktop.engine import CardError, Deck, parse_card, parse_cards
from razz_desktop.engine.cards import CARDS

ENGINE = Path(__file__).resolve().parents[2] / "razz_desktop" / "engine"
FORBIDDEN = ("PySide6", "sqlite3", "appdirs", "pyqtgraph", "numpy", "razz_desktop.ai",
             "razz_desktop.ui", "razz_desktop.controllers", "razz_desktop.storage", "razz_desktop.coach")


def test_card_encoding_puts_aces_lowest_and_clubs_lowest() -> None:
    a_c, k_s = parse_card("Ac"), parse_card("Ks")
    assert (a_c.rank, a_c.suit) == (0, 0) and (k_s.rank, k_s.suit) == (12, 3)
    assert str(parse_card("10h")) == "Th" and str(parse_card("td")) == "Td"
    assert [str(c) for c in parse_cards("As, 2d Th")] == ["As", "2d", "Th"]
    assert CARDS[parse_card("7c")] is parse_card("7c")
    assert parse_card("Ks").long_name == "king of spades"


@pytest.mark.parametrize("bad", ["", "1c", "Ax", "Kss", "Zz"])
def test_bad_card_strings_are_refused_clearly(bad: str) -> None:
    with pytest.raises(CardError, match="not a card"):
        parse_card(bad)


def test_duplicated_cards_are_refused() -> None:
    with pytest.raises(CardError, match="duplicated card: As"):
        parse_cards("As 2d As")
    with pytest.raises(CardError):
        Deck([0, 1, 0])


def test_seeded_decks_replay_and_default_decks_differ() -> None:
    assert Deck.seeded(42).order == Deck.seeded(42).order
    assert Deck.shuffled(random.Random(1)).order != Deck.shuffled(random.Random(2)).order
    # The default source is the OS's strong generator: 20 shuffles of 52 cards never repeat.
    orders = {Deck.shuffled().order for _ in range(20)}
    assert len(orders) == 20
    assert sorted(Deck.shuffled().order) == list(CARDS)


def test_deck_deals_in_order_and_reports_exhaustion() -> None:
    deck = Deck(parse_cards("7c 3h"))
    assert [str(deck.deal()), str(deck.deal())] == ["7c", "3h"]
    with pytest.raises(CardError, match="no more cards"):
        deck.deal()


def test_engine_imports_nothing_but_itself_and_the_standard_library() -> None:
    offenders = []
    for path in ENGINE.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            offenders += [f"{path.name}: {n}" for n in names if n.startswith(FORBIDDEN)]
    assert offenders == []
