"""The built-in policy plays legal, recognisably sensible Razz."""

from __future__ import annotations

import random

from razz_desktop.controllers.fallback_policy import FallbackPolicy
from razz_desktop.engine.actions import Action, ActionType
from razz_desktop.engine.cards import CARDS, Deck, parse_cards
from razz_desktop.engine.hand import Hand
from razz_desktop.engine.rules import GameConfig, Stakes

CONFIG = GameConfig(stakes=Stakes(200, 400, 40, 50))


def test_always_legal_over_many_hands():
    policy = FallbackPolicy()
    decisions = 0
    showdowns = 0
    for seed in range(150):
        rng = random.Random(seed)
        seats = range(1, rng.randint(2, 8) + 1)
        hand = Hand(CONFIG, {s: rng.choice([40000, 1000, 130]) for s in seats}, rng=rng, hand_id=seed + 1)
        hand.start()
        while not hand.finished:
            view = hand.view(hand.to_act)
            kind = policy.decide(view, rng)
            assert kind in view.legal_types()
            hand.act(Action(hand.to_act, kind))
            decisions += 1
        showdowns += bool(hand.record.showdown)
    assert decisions > 500 and showdowns > 10


def deck_for(first_three: str, seats: int = 3) -> Deck:
    """Seat 1 gets ``first_three`` (down, down, up); the others high cards."""
    mine = list(parse_cards(first_three))
    others = list(parse_cards("Kc Kd Qc Qd Jc Jd Tc Td 9c 9d"))
    rest = [c for c in CARDS if c not in mine and c not in others]
    order = []
    for k in range(3):
        order.append(mine[k])
        for _ in range(seats - 1):
            order.append(others.pop(0))
    return Deck(order + others + rest)


def first_decision(cards: str) -> tuple[ActionType, tuple[ActionType, ...]]:
    """Seat 1's first decision on 3rd street after the others have acted passively."""
    hand = Hand(CONFIG, dict.fromkeys((1, 2, 3), 40000), deck=deck_for(cards), hand_id=1)
    hand.start()
    while hand.to_act != 1:
        view = hand.view(hand.to_act)
        types = view.legal_types()
        # the others complete to a full bet so seat 1 faces a real price
        kind = ActionType.COMPLETE if ActionType.COMPLETE in types else (
            ActionType.CALL if ActionType.CALL in types else types[0])
        hand.act(Action(hand.to_act, kind))
    view = hand.view(1)
    return FallbackPolicy().decide(view, random.Random(1)), view.legal_types()


def test_continues_with_low_cards_and_folds_high_ones():
    kind, _ = first_decision("As 2d 3h")
    assert kind in (ActionType.CALL, ActionType.RAISE, ActionType.COMPLETE)
    kind, legal = first_decision("Ks Qh 9s")
    assert kind is ActionType.FOLD or ActionType.FOLD not in legal
