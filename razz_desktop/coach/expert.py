"""The Expert bot's per-action value estimate, as a thread-safe public adapter.

The coach grades the human against "what the Expert thinks each action is
worth". ``ExpertBot`` computes exactly that while deciding, but only inside a
private method, on its own mutable range model, and returns just the chosen
action. The coach needs the numbers themselves, computed on a worker thread
while the GUI thread may let the same bot learn from a finished hand.

So this module splits the Expert into two halves:

* :class:`ExpertModel` -- a frozen snapshot of what the Expert believes (each
  opponent's profile from its session statistics, its range-model softness,
  the chance a later street is bet and called, its aggression bias), taken on
  the GUI thread with :meth:`ExpertModel.from_bot`;
* :func:`evaluate_actions` -- the Expert's value model (deals sampled with
  ``ai.equity.sample_deals``, weighted by ``ai.reading.RangeModel``, valued
  with ``ai.equity.hand_values``/``shares``), reproduced here from those public
  pieces and run on the snapshot only. ``tests/coach/test_expert.py`` checks on
  identical samples that it returns the very numbers ``ExpertBot`` computes,
  so a change in the AI shows up as a failing test instead of a silent drift.

No second equity engine: every showdown share comes from ``ai.equity``.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

import numpy as np

from razz_desktop.ai.bots import ExpertBot, ExpertParams, SeatStats
from razz_desktop.ai.equity import (
    DealSample,
    EquityResult,
    hand_values,
    sample_deals,
    shares,
    summarise,
)
from razz_desktop.ai.reading import OpponentProfile, RangeModel, Situation, strength_array
from razz_desktop.engine.actions import ActionType

A = ActionType

EXACT_CASE_LIMIT = 60_000
"""Deals the coach enumerates exactly instead of sampling (about 10 ms).

Heads-up on 7th street (a few thousand cases) is always exact; larger spots
are sampled, and their figures carry a margin of error."""

PASSIVE_ORDER = (A.BRING_IN, A.CALL, A.CHECK)
AGGRESSIVE_ORDER = (A.RAISE, A.BET, A.COMPLETE)


@dataclass(frozen=True, slots=True)
class ExpertModel:
    """What the Expert believes, frozen so a worker thread can use it safely."""

    profiles: tuple[tuple[int, OpponentProfile], ...] = ()
    softness: float = 1.0
    floor: float = 0.1
    future_bet_prob: float = ExpertParams().future_bet_prob
    aggression_bias: float = 0.0

    @classmethod
    def from_bot(cls, bot: ExpertBot, seats: Iterable[int] = ()) -> ExpertModel:
        """Snapshot ``bot``'s beliefs about ``seats`` (call on the thread that feeds it).

        A seat the bot has never seen gets the profile of empty statistics,
        exactly as the Expert itself would use.
        """
        profiles = []
        for seat in seats:
            stats = bot.stats.get(seat) or SeatStats()  # .get: never grow the bot's dict
            profiles.append((seat, stats.profile()))
        return cls(
            profiles=tuple(profiles),
            softness=bot.ranges.softness,
            floor=bot.ranges.floor,
            future_bet_prob=bot.x.future_bet_prob,
            aggression_bias=bot.aggression_bias,
        )

    def range_model(self) -> RangeModel:
        """A fresh range model: each worker gets its own, never the bot's."""
        return RangeModel(profiles=dict(self.profiles), softness=self.softness, floor=self.floor)

    def profile(self, seat: int) -> OpponentProfile:
        for s, prof in self.profiles:
            if s == seat:
                return prof
        return OpponentProfile()


@dataclass(frozen=True, slots=True)
class ActionValues:
    """The Expert's estimate of each legal action, in chips relative to folding now.

    ``stderr`` is each estimate's standard error; ``diff_stderr[k]`` is the
    standard error of ``value(best) - value(k)`` (smaller, because both are
    measured on the same deals), which is what decides whether a choice is
    distinguishable from the best one at all.
    """

    values: Mapping[ActionType, float]
    stderr: Mapping[ActionType, float]
    diff_stderr: Mapping[ActionType, float]
    big_bet: int
    likely: EquityResult = field(compare=False)
    """Equity against the hands the opponents' boards and betting suggest."""

    @property
    def best(self) -> ActionType:
        return max(self.values, key=lambda k: self.values[k])

    def in_big_bets(self, kind: ActionType) -> float:
        return self.values[kind] / self.big_bet

    def cost_in_big_bets(self, kind: ActionType) -> float:
        """How much worse than the best action ``kind`` is, in big bets (>= 0)."""
        return max(0.0, self.values[self.best] - self.values[kind]) / self.big_bet


def passive_option(sit: Situation) -> ActionType | None:
    """The Expert's passive line: the bring-in when owed, else call, else check."""
    for kind in PASSIVE_ORDER:
        if kind in sit.legal:
            return kind
    return None


def deals_for(sit: Situation, trials: int, gen: np.random.Generator,
              exact_limit: int = EXACT_CASE_LIMIT) -> DealSample:
    """Deals consistent with the seat's view, as the Expert samples them.

    Enumerated exactly when the spot has at most ``exact_limit`` cases.
    """
    hero = sit.mine if sit.community is None else tuple(c for c in sit.mine if c != sit.community)
    return sample_deals(hero, [o.up for o in sit.opponents], sit.dead, trials=trials,
                        exact=None, gen=gen, community=sit.community_expected or None,
                        community_card=sit.community, exact_limit=exact_limit)


def evaluate_actions(sit: Situation, model: ExpertModel, trials: int, gen: np.random.Generator,
                     exact_limit: int = EXACT_CASE_LIMIT) -> ActionValues:
    """Sample (or enumerate) the deals and value every candidate action on them."""
    deals = deals_for(sit, trials, gen, exact_limit)
    weights = model.range_model().weights(sit, deals.opponents)
    hv, ov = hand_values(deals)
    return values_on_deals(sit, model, deals, weights, hv, ov)


def fold_masks(sit: Situation, model: ExpertModel, deals: DealSample, wn: np.ndarray
               ) -> tuple[np.ndarray, np.ndarray]:
    """Per opponent and deal: does he fold to a bet, does he re-raise it?

    The weakest hands by their own partial hand (range-weighted) fold in the
    proportion the profile says the seat folds -- far less often once the
    seat has bet this street; the strongest re-raise in the observed
    proportion.
    """
    n_opp = sit.n_opp
    folds = np.zeros((n_opp, deals.n), dtype=bool)
    raises = np.zeros((n_opp, deals.n), dtype=bool)
    k = sit.street
    for i, opp in enumerate(sit.opponents):
        if opp.all_in:
            continue
        prof = model.profile(opp.seat)
        f = prof.fold_to_complete if sit.street == 3 else prof.fold_to_bet
        if opp.aggressive_on(sit.street):
            f *= 0.3
        q = strength_array(deals.opponents[i][:, :k])
        if f > 0.01:
            folds[i] = q > weighted_quantile(q, wn, 1.0 - f)
        if prof.raise_vs_bet > 0.01:
            raises[i] = q <= weighted_quantile(q, wn, prof.raise_vs_bet)
    return folds, raises


def values_on_deals(sit: Situation, model: ExpertModel, deals: DealSample, w: np.ndarray,
                    hv: np.ndarray, ov: np.ndarray) -> ActionValues:
    """The Expert's action values on given deals (mirrors ``ExpertBot``'s model).

    Per deal: opponents fold, call or re-raise a bet (:func:`fold_masks`); the
    hero's pot share is computed against those who stay; later streets add
    the expected bets won or lost in proportion to the share, only in deals
    where the opponents would stay in.
    """
    wn = w / w.sum()
    n_opp = sit.n_opp
    view = sit.view
    big = view.big_bet
    if sit.street == 3:
        future_bets = model.future_bet_prob * (view.small_bet + big * 3) * 0.6
    else:
        future_bets = model.future_bet_prob * big * sit.streets_left
    share_all, ties = shares(hv, ov)
    folds, raises = fold_masks(sit, model, deals, wn)

    def future(share: np.ndarray, n_in: np.ndarray | int) -> np.ndarray:
        return future_bets * (share * (np.asarray(n_in) + 1) - 1)

    samples: dict[ActionType, np.ndarray] = {}
    passive = passive_option(sit)
    if passive is not None:
        invest = view.bring_in if passive is A.BRING_IN else sit.to_call
        vals = share_all * (sit.pot + invest) - invest
        samples[passive] = vals + np.where(folds.all(axis=0), 0.0, future(share_all, n_opp))
    if A.FOLD in sit.legal:
        samples[A.FOLD] = np.zeros_like(share_all)
    aggressive = sit.aggressive_option
    if aggressive is not None:
        la = view.legal_action(aggressive)
        invest = la.amount if la is not None else sit.to_call + sit.bet_size
        raise_to = la.to if la is not None else view.current_bet + sit.bet_size
        masked = np.where(folds, np.iinfo(np.int32).max, ov)
        share_c, _ = shares(hv, masked)
        callers = (~folds).sum(axis=0)
        call_amounts = np.zeros(deals.n)
        for i, opp in enumerate(sit.opponents):
            owed = max(0, raise_to - view.seat(opp.seat).bet)
            call_amounts += np.where(folds[i], 0, owed)
        pot_after = sit.pot + invest + call_amounts
        vals = share_c * pot_after - invest + future(share_c, callers)
        capped = view.raises_left is not None and view.raises_left <= 1
        if not capped:
            reraised = (raises & ~folds).any(axis=0)
            vals = vals + np.where(reraised, sit.bet_size * (2 * share_c - 1), 0.0)
        vals = np.where(folds.all(axis=0), float(sit.pot), vals)
        samples[aggressive] = vals + model.aggression_bias * big

    means = {k: float((wn * v).sum()) for k, v in samples.items()}
    errs = {k: _weighted_se(v, means[k], wn, deals.exact) for k, v in samples.items()}
    best = max(means, key=lambda k: means[k])
    diff_errs = {}
    for k, v in samples.items():
        d = samples[best] - v
        diff_errs[k] = _weighted_se(d, means[best] - means[k], wn, deals.exact)
    likely = summarise(share_all, ties, deals.exact, w)
    return ActionValues(means, errs, diff_errs, big, likely)


def _weighted_se(vals: np.ndarray, mean: float, wn: np.ndarray, exact: bool) -> float:
    """Standard error of a self-normalised weighted mean (0 for an enumeration)."""
    if exact:
        return 0.0
    return float(math.sqrt(((wn * (vals - mean)) ** 2).sum()))


def weighted_quantile(values: np.ndarray, weights: np.ndarray, q: float) -> float:
    """The ``q`` quantile of ``values`` under ``weights`` (lower value on ties)."""
    order = np.argsort(values, kind="stable")
    cw = np.cumsum(weights[order])
    idx = int(np.searchsorted(cw, q * cw[-1]))
    return float(values[order[min(idx, len(order) - 1)]])
