"""Random deals played forward to a decision, as scenario files (the drills' spots).

A drill's spot is a scenario of ``python -m razz_desktop.engine.scenario``
whose deck lists only the cards dealt so far, so the Coach's command reads it
as it is (``python -m razz_desktop.coach SPOT.json``). The table is played
forward by a loose scripted policy (plays low doors, folds high ones, bets
and calls at random) from a seeded ``random.Random``: the same seed gives
the same deals, in any process. What makes a deal a good drill is each
deck's filter (``trainer.generate``), not this policy.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from razz_desktop.engine.actions import Action, ActionType, LegalAction
from razz_desktop.engine.cards import CARDS, Card, Deck
from razz_desktop.engine.events import CardDealt, CommunityCardDealt
from razz_desktop.engine.hand import Hand
from razz_desktop.engine.rules import GameConfig, HouseRules, Stakes
from razz_desktop.engine.scenario import load

__all__ = ["STAKES", "STACK", "Table", "dealt_count", "new_table", "play_to", "replay", "spot_of"]

STAKES = Stakes(small_bet=200, big_bet=400, ante=40, bring_in=50)
"""The $2/$4 game of the app's default table (chips are cents)."""
STACK = 20000
"""Fifty big bets behind: nobody is all in before a drill's decision."""
EIGHT = 7  # rank index of the eight: "eight or lower" is a live low card

A = ActionType


@dataclass(slots=True)
class Table:
    """A hand being played forward: the engine's hand, its full deck order and the actions so far."""

    hand: Hand
    order: list[str]
    actions: list[str]


def new_table(rng: random.Random, players: int) -> Table:
    """A fresh hand of ``players`` seats (chosen among 1-8) with a shuffled deck, started."""
    seats = sorted(rng.sample(range(1, 9), players))
    cards = list(CARDS)
    rng.shuffle(cards)
    hand = Hand(GameConfig(STAKES, HouseRules()), dict.fromkeys(seats, STACK), deck=Deck(cards))
    hand.start()
    return Table(hand, [str(c) for c in cards], [])


def dealt_count(hand: Hand) -> int:
    """Cards that have left the deck so far (what the spot's deck must list)."""
    return sum(1 for e in hand.events if isinstance(e, (CardDealt, CommunityCardDealt)))


def spot_of(table: Table) -> dict[str, Any]:
    """The scenario of the hand as it stands: the cards dealt so far and the actions taken."""
    return {
        "stakes": {"small_bet": STAKES.small_bet, "big_bet": STAKES.big_bet,
                   "ante": STAKES.ante, "bring_in": STAKES.bring_in},
        "seats": {str(s): STACK for s in table.hand.seats},
        "deck": table.order[:dealt_count(table.hand)],
        "actions": list(table.actions),
    }


def replay(spot: dict[str, Any]) -> Table:
    """The hand a spot describes, played up to its decision (a ValueError if it cannot be)."""
    hand, actions = load(spot)
    for word in actions:
        seat = hand.to_act
        if seat is None:
            raise ValueError(f"action {word!r} given but nobody is to act")
        hand.act(Action(seat, ActionType(word)))
    return Table(hand, list(spot["deck"]), list(actions))


def _weights(hand: Hand, seat: int, legal: tuple[LegalAction, ...]) -> list[float]:
    """How likely the scripted player takes each legal action: loose, but not absurd."""
    ups = [c for c, up in _cards(hand, seat) if up]
    low_board = all(c.rank <= EIGHT for c in ups) and len({c.rank for c in ups}) == len(ups)
    weights: list[float] = []
    for la in legal:
        kind = la.type
        if kind is A.BRING_IN:
            w = 6.0
        elif kind is A.FOLD:
            w = 0.5 if low_board else 3.0
        elif kind in (A.CALL, A.CHECK):
            w = 4.0 if low_board else 1.5
        elif kind in (A.COMPLETE, A.BET, A.RAISE):
            w = 1.5 if low_board else 0.3
        else:
            w = 0.0
        weights.append(w)
    return weights


def _cards(hand: Hand, seat: int) -> list[tuple[Card, bool]]:
    view = hand.view(seat)
    snap = next(s for s in view.seats if s.seat == seat)
    return [(c.card, c.face_up) for c in snap.cards if c.card is not None]


def step(table: Table, rng: random.Random) -> None:
    """One action of the scripted policy for whoever is to act."""
    hand = table.hand
    seat = hand.to_act
    assert seat is not None
    legal = tuple(la for la in hand.legal_actions() if la.type not in (A.SHOW, A.MUCK))
    if not legal:  # only the showdown's question is left
        choice = next(la for la in hand.legal_actions() if la.type is A.SHOW)
    else:
        choice = rng.choices(legal, weights=_weights(hand, seat, legal))[0]
    hand.act(Action(seat, choice.type))
    table.actions.append(choice.type.value)


def play_to(table: Table, rng: random.Random, accept: Callable[[Table], bool], max_steps: int = 80) -> bool:
    """Play forward until ``accept`` holds at a betting decision; False when the hand ended first."""
    hand = table.hand
    for _ in range(max_steps):
        if hand.finished or hand.to_act is None:
            return False
        if any(la.type not in (A.SHOW, A.MUCK) for la in hand.legal_actions()) and accept(table):
            return True
        step(table, rng)
    return False
