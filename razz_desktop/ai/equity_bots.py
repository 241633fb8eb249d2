"""Strong: equity by simulation against ranges read from the boards and the betting.

An opponent who completed holds a better three cards; equity against those
ranges is compared with pot odds. Steals, semi-bluffs with draws and
board-reading bluffs when its upcards look better than the opponents' (the
seed's "keep betting when your board looks good"). The Expert
(``ai.expert_bot``) builds on these thresholds as its default action.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

import numpy as np

from razz_desktop.ai.equity import DealSample, hand_values, shares
from razz_desktop.ai.policy import BasePolicy
from razz_desktop.ai.reading import (
    RangeModel,
    Situation,
    board_rank,
    deals_for,
    situation,
    strength,
)
from razz_desktop.ai.style import Style
from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.views import SeatView

A = ActionType


@dataclass(frozen=True, slots=True)
class EquityParams:
    """Knobs of the simulation-based levels (Strong, Expert)."""

    trials: int = 500
    value_edge: float = 0.05  # equity above the fair share needed to bet
    raise_edge: float = 0.12  # ... to raise
    call_slack: float = 0.02  # equity below pot odds still called (implied odds), per street left
    steal_rate: float = 0.8
    semi_bluff_rate: float = 0.35
    board_bluff_rate: float = 0.3
    entry_floor: float = 0.0  # extra equity needed to enter on 3rd street
    entry_strength: float = 8.6  # worst three cards it enters with (8.6: about a 9-7)


class EquityBot(BasePolicy):
    """Strong: equity against ranges inferred from boards and betting."""

    def __init__(self, name: str, params: EquityParams, style: Style, seed: int | None) -> None:
        self.name = name
        a, lo = style.aggression, style.looseness
        self.p = replace(params,
                         value_edge=params.value_edge - 0.04 * a,
                         raise_edge=params.raise_edge - 0.05 * a,
                         semi_bluff_rate=min(1.0, max(0.0, params.semi_bluff_rate + 0.2 * a)),
                         board_bluff_rate=min(1.0, max(0.0, params.board_bluff_rate + 0.2 * a)),
                         steal_rate=min(1.0, max(0.0, params.steal_rate + 0.2 * a)),
                         entry_floor=params.entry_floor - 0.05 * lo,
                         entry_strength=params.entry_strength + lo)
        self.seed = seed
        self.ranges = RangeModel()

    # --- the shared simulation ---------------------------------------------

    def _generator(self, rng: random.Random) -> np.random.Generator:
        bits = rng.getrandbits(64)
        return np.random.default_rng(bits if self.seed is None else [self.seed, bits])

    def _deals(self, sit: Situation, gen: np.random.Generator, trials: int) -> DealSample:
        return deals_for(sit, trials, gen)

    def estimate(self, sit: Situation, gen: np.random.Generator, trials: int
                 ) -> tuple[float, DealSample, np.ndarray, np.ndarray, np.ndarray]:
        """(weighted equity, deals, weights, hero values, opponent values)."""
        deals = self._deals(sit, gen, trials)
        w = self.ranges.weights(sit, deals.opponents)
        hv, ov = hand_values(deals)
        share, _ = shares(hv, ov)
        eq = float((w * share).sum() / w.sum())
        return eq, deals, w, hv, ov

    # --- decisions -----------------------------------------------------------

    def choose(self, view: SeatView, rng: random.Random) -> ActionType:
        sit = situation(view)
        gen = self._generator(rng)
        eq, *_ = self.estimate(sit, gen, self.p.trials)
        return self.by_thresholds(sit, eq, rng)

    def by_thresholds(self, sit: Situation, eq: float, rng: random.Random) -> ActionType:
        p = self.p
        n = sit.n_opp
        fair = 1.0 / (n + 1)
        facing = sit.to_call > 0
        aggressive = sit.aggressive_option
        if sit.street == 3:
            return self._third(sit, eq, rng)
        # Value: clearly more than the fair share of the pot.
        if aggressive and eq >= fair + (p.raise_edge if facing else p.value_edge) * (1 - fair) * 2:
            return aggressive
        if not facing:
            if aggressive and self._bluff_spot(sit, eq, rng):
                return aggressive
            return A.CHECK
        need = sit.pot_odds - p.call_slack * sit.streets_left
        if eq >= need:
            return A.CALL
        return A.FOLD

    def _bluff_spot(self, sit: Situation, eq: float, rng: random.Random) -> bool:
        """Semi-bluff a draw, or bluff when my board looks better than theirs."""
        p = self.p
        my_board = board_rank(sit.my_up)
        their_boards = [board_rank(o.up) for o in sit.opponents]
        board_better = all(my_board + 0.5 < b for b in their_boards)
        if not board_better or sit.n_opp > 2:
            return False
        if sit.street < 7 and eq >= 0.33 and rng.random() < p.semi_bluff_rate:
            return True
        return rng.random() < p.board_bluff_rate * (1.0 if min(their_boards) >= 9 else 0.5)

    def _third(self, sit: Situation, eq: float, rng: random.Random) -> ActionType:
        p = self.p
        n = sit.n_opp
        fair = 1.0 / (n + 1)
        door = sit.my_up[0] >> 2
        completed = sit.raises_this_street > 0
        aggressive = sit.aggressive_option
        doors = sit.steal_doors()
        # Steal: nobody has completed, every door still to act (the bring-in's too) is higher.
        if not completed and aggressive and doors and all(d > door for d in doors) \
                and door <= 6 and strength(sit.mine[:3]) <= 9.0 and rng.random() < p.steal_rate:
            return aggressive
        if aggressive and eq >= fair + (p.raise_edge if completed else p.value_edge) * (1 - fair) * 2:
            return aggressive
        if not completed:
            # Facing only the bring-in: cheap, but entering builds a pot against
            # everyone behind, so it needs a playable hand.
            if eq >= fair * 0.95 + p.entry_floor and strength(sit.mine[:3]) <= p.entry_strength:
                return A.CALL if sit.to_call else A.CHECK
            return A.FOLD
        need = sit.pot_odds - p.call_slack * sit.streets_left
        if eq >= need + 0.05 + p.entry_floor:
            return A.CALL
        return A.FOLD


STRONG = EquityParams()
