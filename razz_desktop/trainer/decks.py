"""The drill decks: one deck of spots per skill a Razz player practises.

A name here is what the command line takes (``--skill``), what the hand log
stores beside every answer, and what the drill window lists; keep them. The
rule decks are answered by the engine (exact); the strategy decks by the
decision model's values as the Coach shows them. (Not ``skills.py``: the
mistakes browser owns that name for classifying graded decisions.)
"""

from __future__ import annotations

from enum import StrEnum

__all__ = ["RULE_DECKS", "STRATEGY_DECKS", "DrillDeck", "deck_named"]


class DrillDeck(StrEnum):
    BRING_IN = "bring_in"  # who brings in (suits break ties)
    FIRST_TO_ACT = "first_to_act"  # who acts first on 4th-7th (boards, pairs, ties by position)
    READ_LOW = "read_low"  # the best five of seven cards, and which of two hands wins
    THIRD_STREET = "third_street"  # fold, call or complete on 3rd street
    STEAL_DEFEND = "steal_defend"  # steal from late position, or defend against a steal
    FOURTH_BRICK = "fourth_brick"  # 4th street after a brick (the hero's or an opponent's)
    FIFTH_MADE_VS_DRAW = "fifth_made_vs_draw"  # 5th street: a made low against a draw
    SEVENTH_CALL = "seventh_call"  # 7th street: call or fold with the pot odds


RULE_DECKS = frozenset({DrillDeck.BRING_IN, DrillDeck.FIRST_TO_ACT, DrillDeck.READ_LOW})
STRATEGY_DECKS = frozenset(DrillDeck) - RULE_DECKS


def deck_named(name: str) -> DrillDeck:
    """The deck called ``name``; a ValueError naming the known decks otherwise."""
    try:
        return DrillDeck(name)
    except ValueError:
        known = ", ".join(d.value for d in DrillDeck)
        raise ValueError(f"unknown skill {name!r}; known: {known}") from None
