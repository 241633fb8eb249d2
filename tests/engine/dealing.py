"""Build explicit deck orders from the cards each seat should receive.

Tests say "seat 3 gets 2c 3d / Ks up, then 4h, ..." and this turns it into
the order the engine deals: 3rd street first down card to every seat from
seat 1 on, then the second, then the door card; then one card a street to
each seat still in. A seat that folds simply has a shorter list.
"""

from __future__ import annotations

from collections.abc import Mapping

from razz_desktop.engine import GameConfig, Hand, HouseRules, Stakes
from razz_desktop.engine.actions import Action, ActionType
from razz_desktop.engine.cards import CARDS, Card, Deck, parse_cards


def deck_for(cards: Mapping[int, str], community: str | None = None) -> Deck:
    per_seat = {s: parse_cards(t) for s, t in cards.items()}
    order: list[Card] = []
    for position in range(7):
        for seat in sorted(per_seat):
            if len(per_seat[seat]) > position:
                order.append(per_seat[seat][position])
    if community:
        order.extend(parse_cards(community))
    used = set(order)
    order.extend(c for c in CARDS if c not in used)
    return Deck(order)


def make_hand(
    cards: Mapping[int, str],
    stacks: Mapping[int, int] | int = 10_000,
    community: str | None = None,
    stakes: Stakes | None = None,
    rules: HouseRules | None = None,
) -> Hand:
    if isinstance(stacks, int):
        stacks = dict.fromkeys(cards, stacks)
    config = GameConfig(stakes or Stakes(), rules or HouseRules())
    hand = Hand(config, stacks, deck=deck_for(cards, community))
    hand.start()
    return hand


def play(hand: Hand, *words: str) -> None:
    """Play action words ("call", "raise", ...) by whoever is to act."""
    for word in words:
        assert hand.to_act is not None, f"nobody to act for {word!r}"
        hand.act(Action(hand.to_act, ActionType(word)))
