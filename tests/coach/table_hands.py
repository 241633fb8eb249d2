"""Real engine hands as the table deals them, for the practice-mode Qt tests."""

from __future__ import annotations

import random
from collections.abc import Callable

from razz_desktop.ai.bots import make_bot
from razz_desktop.engine import Action, GameConfig, Hand, Table
from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.views import SeatView

HUMAN = 1


def deal(seed: int, players: int = 5, hand_id: int = 1) -> Hand:
    """``Table(GameConfig(), stacks).new_hand(rng=random.Random(seed))``.

    ``Table.__init__`` in this engine version calls ``sit()`` before
    ``_current`` exists and raises AttributeError (reported to the engine's
    owner); until that is fixed the hand is dealt exactly as ``new_hand``
    deals it: ``Hand(config, stacks, rng=rng, hand_id=...)`` then ``start()``.
    """
    stacks = dict.fromkeys(range(1, players + 1), 10_000)
    rng = random.Random(seed)
    try:
        table = Table(GameConfig(), stacks, first_hand_id=hand_id)
    except AttributeError:
        hand = Hand(GameConfig(), stacks, rng=rng, hand_id=hand_id)
        hand.start()
        return hand
    return table.new_hand(rng=rng)


def bots_until_human(hand: Hand, seed: int = 0) -> SeatView | None:
    """Let calling stations play every other seat until the human must act."""
    station = make_bot("calling-station")
    rng = random.Random(seed)
    while not hand.finished and hand.to_act != HUMAN:
        seat = hand.to_act
        assert seat is not None
        hand.act(Action(seat, station.decide(hand.view(seat), rng)))
    return None if hand.finished else hand.view(HUMAN)


def play_out(hand: Hand, human: Callable[[SeatView], ActionType]) -> list[ActionType]:
    """Play the hand to the end; ``human`` decides for seat 1. Returns its actions."""
    taken = []
    while True:
        view = bots_until_human(hand)
        if view is None:
            return taken
        kind = human(view)
        if kind not in (ActionType.SHOW, ActionType.MUCK):
            taken.append(kind)
        hand.act(Action(HUMAN, kind))
