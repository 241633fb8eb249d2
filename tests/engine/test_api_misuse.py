"""Misusing the engine's API gives a clear error, never an AttributeError or a hand that cannot be recorded (issue 38)."""

from __future__ import annotations

import random

import pytest

from razz_desktop.engine import GameConfig, Hand
from razz_desktop.engine.rules import ConfigError
from razz_desktop.engine.table import Table


def test_a_bool_is_not_a_seat() -> None:
    with pytest.raises(ConfigError, match="seat numbers must be whole numbers 1 to 8, got True"):
        Hand(GameConfig(), {True: 10000, 2: 10000})


@pytest.mark.parametrize("chosen", [None, "fold", 3, object()])
def test_play_legal_needs_a_legal_action(chosen: object) -> None:
    hand = Hand(GameConfig(), {1: 10000, 2: 10000}, rng=random.Random(1))
    hand.start()
    before = len(hand.events)
    with pytest.raises(TypeError, match="play_legal needs one of the LegalAction objects"):
        hand.play_legal(chosen)  # type: ignore[arg-type]
    assert len(hand.events) == before and hand.legal_actions()


def test_new_hand_names_a_bad_rng() -> None:
    table = Table(GameConfig(), {1: 10000, 2: 10000})
    with pytest.raises(TypeError, match="rng must be a random.Random"):
        table.new_hand(rng="x")  # type: ignore[arg-type]
    table.new_hand(rng=random.Random(3))  # the table was not changed by the refusal


def test_new_hand_names_a_bad_deck() -> None:
    table = Table(GameConfig(), {1: 10000, 2: 10000})
    with pytest.raises(TypeError, match="deck must be a Deck"):
        table.new_hand(deck=["7c"])  # type: ignore[arg-type]
