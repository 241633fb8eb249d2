"""Which drill skill a graded decision exercises: a small, pure classification.

The mistakes browser and the error-rate chart group decisions by the skills
the drills train, so a learner sees *what* he gets wrong ("7th street
call/fold"), not only *where* (a street). The classification reads plain
facts of the spot (:class:`SpotFacts`: the street, the decider's cards as
ranks, what the betting asks), so it imports nothing and is the same for a
practice hand and an imported one; whoever stores a decision works the facts
out of the hand (``storage.coding.skill_facts``).

=====================  ====================================================
skill                  a decision is in it when
=====================  ====================================================
steal_defend           3rd street, and either only the bring-in is in and
                       the decider may complete (a steal), or the decider
                       brought in and faces one completion alone (a defence)
third_street           any other 3rd street decision (the start)
fourth_brick           4th street after the decider's 4th card was a brick
                       (above an eight, or pairing one of his first three)
fifth_made_vs_draw     5th street holding a made eight-or-better low or a
                       four-card draw to one (made hand against draws)
seventh_call           7th street facing a bet: call or fold
other                  everything else (6th street, a smooth 4th, ...)
=====================  ====================================================
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

__all__ = ["BRICK_ABOVE", "Skill", "SpotFacts", "is_brick", "skill_of"]

BRICK_ABOVE = 8
"""A card ranked above this (nine to king) is a brick for a low; an ace counts 1."""


class Skill(StrEnum):
    THIRD_STREET = "third_street"
    STEAL_DEFEND = "steal_defend"
    FOURTH_BRICK = "fourth_brick"
    FIFTH_MADE_VS_DRAW = "fifth_made_vs_draw"
    SEVENTH_CALL = "seventh_call"
    OTHER = "other"


@dataclass(frozen=True, slots=True)
class SpotFacts:
    """What the classification reads of one decision.

    ``ranks``: the decider's cards in dealing order, ace 1 to king 13 (three on
    3rd street, four on 4th, ...). ``facing_bet``: a bet is to be called.
    ``steal``: 3rd street, nobody but the bring-in has put chips in and the
    decider may complete. ``defend``: 3rd street, the decider brought in and one
    completion, uncalled, is to be answered.
    """

    street: int
    ranks: tuple[int, ...]
    facing_bet: bool = False
    steal: bool = False
    defend: bool = False


def is_brick(card: int, before: tuple[int, ...]) -> bool:
    """Whether ``card`` (a rank) does not help a low built on ``before``: high, or a pair."""
    return card > BRICK_ABOVE or card in before


def _low_cards(ranks: tuple[int, ...]) -> int:
    """Distinct ranks eight or lower: five is a made eight-low, four a draw to one."""
    return len({r for r in ranks if r <= BRICK_ABOVE})


def skill_of(facts: SpotFacts) -> Skill:
    """The skill a decision exercises (the table in the module docstring)."""
    street = facts.street
    if street == 3:
        return Skill.STEAL_DEFEND if facts.steal or facts.defend else Skill.THIRD_STREET
    if street == 4:
        if len(facts.ranks) >= 4 and is_brick(facts.ranks[3], facts.ranks[:3]):
            return Skill.FOURTH_BRICK
        return Skill.OTHER
    if street == 5:
        return Skill.FIFTH_MADE_VS_DRAW if _low_cards(facts.ranks[:5]) >= 4 else Skill.OTHER
    if street == 7 and facts.facing_bet:
        return Skill.SEVENTH_CALL
    return Skill.OTHER
