"""Beginner and Regular: razz rules of thumb, no simulation.

**Beginner** is loose and passive, with the mistakes newcomers really make:
plays any two low cards whatever the door, ignores dead cards and the other
boards, calls down with pairs, rarely raises its good hands, never bluffs.
**Regular** plays the textbook rules: three cards eight or lower, pairs
folded; complete when its door is lower than every door still to act (a
steal) or the hand is strong; count dead cards; later streets compare its
hand with the opponents' boards completed with perfect hole cards.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from razz_desktop.ai.policy import BasePolicy
from razz_desktop.ai.reading import (
    Situation,
    distinct_low_count,
    live_low_cards,
    opponent_potential,
    situation,
    strength,
    visible_rank_counts,
)
from razz_desktop.ai.style import Style
from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.views import SeatView

A = ActionType


@dataclass(frozen=True, slots=True)
class RuleParams:
    """Knobs of the rule-based levels (Beginner, Regular)."""

    entry: float  # max 3rd-street strength to play
    complete: float  # max 3rd-street strength to complete / raise
    steal: bool  # complete a low door when only higher doors are still to act
    dead_cards: bool  # fold marginal hands whose cards are gone
    read_boards: bool  # compare with the opponents' boards on later streets
    call_slack: float  # how much worse than the boards it still calls with
    value_margin: float  # how much better than the boards it must be to bet
    showdown_calls: float  # max final strength it calls with on 7th street
    raise_rate: float  # how often it raises when it wants to (passive < 1)
    loose_calls: float  # probability of a careless call with a bad hand
    two_low_cards_enough: bool = False  # the newcomer's 3rd-street rule


class RuleBot(BasePolicy):
    """Beginner and Regular: razz rules of thumb, no simulation."""

    def __init__(self, name: str, params: RuleParams, style: Style) -> None:
        self.name = name
        self.p = replace(params, entry=params.entry + style.looseness,
                         complete=params.complete + 0.5 * style.looseness - 0.5 * style.aggression,
                         value_margin=params.value_margin - 0.7 * style.aggression,
                         raise_rate=min(1.0, max(0.05, params.raise_rate + 0.3 * style.aggression)))

    def choose(self, view: SeatView, rng: random.Random) -> ActionType:
        sit = situation(view)
        if sit.street == 3:
            return self._third(sit, rng)
        return self._later(sit, rng)

    def _aggress(self, sit: Situation, rng: random.Random) -> ActionType:
        if sit.aggressive_option and rng.random() < self.p.raise_rate:
            return sit.aggressive_option
        return A.CALL if sit.to_call else A.CHECK

    def _third(self, sit: Situation, rng: random.Random) -> ActionType:
        p = self.p
        hand = sit.mine[:3]
        if p.two_low_cards_enough:
            # The newcomer's rule: "two low cards and I'm in", door ignored.
            lows = sorted(c >> 2 for c in hand)
            q = lows[1] + 0.5 if lows[1] <= 7 and len(set(lows)) >= 2 else strength(hand)
        else:
            q = strength(hand)
        if p.dead_cards:
            # Dead-card awareness: each missing live low card hurts a marginal hand.
            live = live_low_cards(sit)
            expected = 4 * (8 - distinct_low_count(hand))
            q += 0.15 * max(0, expected - live) - 0.1 * max(0, live - expected)
        door = sit.my_up[0] >> 2
        doors = sit.steal_doors()  # still to act, the bring-in included
        completed = sit.raises_this_street > 0
        if p.steal and not completed and q <= p.entry + 1.0 and doors and \
                all(d > door for d in doors) and door <= 5:
            return sit.aggressive_option or A.CALL
        if q <= p.complete and (not completed or q <= p.complete - 1.0 or sit.raises_this_street < 2):
            return self._aggress(sit, rng)
        if q <= p.entry:
            if completed and p.dead_cards and q > p.entry - 0.6 and sit.raises_this_street >= 2:
                return A.FOLD
            return A.CALL
        if rng.random() < p.loose_calls:
            return A.CALL
        return A.FOLD

    def _later(self, sit: Situation, rng: random.Random) -> ActionType:
        p = self.p
        mine = strength(sit.mine)
        if p.read_boards:
            seen = {r for r, n in enumerate(_rank_counts(sit)) if n >= 4}
            theirs = min(opponent_potential(o.up, seen) for o in sit.opponents)
            # A perfect pair of hole cards is the worst case; expect about
            # one rank worse than perfect.
            theirs += 1.0 if sit.street < 7 else 0.5
        else:
            theirs = 8.5  # "my hand is fine if it is decent": the boards are not read
        margin = theirs - mine
        facing = sit.to_call > 0
        if sit.street == 7:
            if margin >= p.value_margin and mine <= 8.0:
                return self._aggress(sit, rng)
            if not facing:
                return A.CHECK
            if mine <= p.showdown_calls and margin >= -p.call_slack:
                return A.CALL
            if sit.pot >= 8 * sit.to_call and mine <= p.showdown_calls + 1.5:
                return A.CALL
            return A.CALL if rng.random() < p.loose_calls else A.FOLD
        if margin >= p.value_margin + (0.5 if facing else 0.0):
            return self._aggress(sit, rng)
        if not facing:
            return A.CHECK
        slack = p.call_slack + 0.5 * sit.streets_left
        if margin >= -slack:
            return A.CALL
        return A.CALL if rng.random() < p.loose_calls else A.FOLD


def _rank_counts(sit: Situation) -> list[int]:
    """Every card of each rank this seat knows of: its own and all it can see."""
    counts = visible_rank_counts(sit)
    for c in sit.mine:
        counts[c >> 2] += 1
    return counts


BEGINNER = RuleParams(entry=9.0, complete=3.5, steal=False, dead_cards=False, read_boards=False,
                      call_slack=4.0, value_margin=2.0, showdown_calls=11.0, raise_rate=0.3,
                      loose_calls=0.35, two_low_cards_enough=True)
REGULAR = RuleParams(entry=7.6, complete=6.0, steal=True, dead_cards=True, read_boards=True,
                     call_slack=0.5, value_margin=0.5, showdown_calls=8.8, raise_rate=0.9,
                     loose_calls=0.0)
