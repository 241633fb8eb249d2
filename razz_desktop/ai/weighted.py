"""Weighted populations of hands: who is among the strongest share, and where a share's cut falls.

The range reading (:mod:`.reading`) and the Expert's model
(:mod:`.expert_model`) weigh sampled hands by how likely each is given the
betting; these are the cuts both make through such a weighted population
(and the standard error of a mean over it).
"""

from __future__ import annotations

import math

import numpy as np


def sigmoid(x: np.ndarray) -> np.ndarray:
    """The logistic function, elementwise: a soft step from 0 to 1."""
    out: np.ndarray = 1.0 / (1.0 + np.exp(-x))
    return out


def kept_share(values: np.ndarray, weights: np.ndarray, fold: float, width: float = 0.04) -> np.ndarray:
    """Soft indicator that a hand is among the strongest ``1 - fold`` of the weighted population.

    Cut by each hand's weighted rank (its tie group's midpoint), not by its
    strength: three cards behind a king door differ only in fractions of a
    strength unit, so a cut softened in strength units would keep them all.
    """
    _, inverse = np.unique(values, return_inverse=True)
    group = np.bincount(inverse, weights=weights)
    total = group.sum() if group.sum() > 0 else 1.0
    below = np.cumsum(group) - group  # weight of the stronger (lower) groups
    rank = (below + 0.5 * group)[inverse] / total
    return sigmoid(((1.0 - fold) - rank) / width)


def weighted_quantile(values: np.ndarray, weights: np.ndarray, q: float) -> float:
    """The ``q`` quantile of ``values`` under ``weights`` (lower value on ties)."""
    order = np.argsort(values, kind="stable")
    cw = np.cumsum(weights[order])
    idx = int(np.searchsorted(cw, q * cw[-1]))
    return float(values[order[min(idx, len(order) - 1)]])


def weakest_share(values: np.ndarray, weights: np.ndarray, share: float) -> np.ndarray:
    """Mask of the weakest (highest) ``values`` holding ``share`` of the weight, ties split by position.

    Hand strengths take few distinct values, so a cut at a quantile folds
    far fewer (or more) hands than the share asked for when many tie there;
    splitting the tied hands by their (random) position in the sample keeps
    the proportion.
    """
    order = np.argsort(-values, kind="stable")
    cw = np.cumsum(weights[order])
    out = np.zeros(len(values), dtype=bool)
    out[order[cw <= share * cw[-1] + 1e-12]] = True
    return out


def weighted_se(vals: np.ndarray, mean: float, wn: np.ndarray, exact: bool) -> float:
    """Standard error of a self-normalised weighted mean (0 for an enumeration)."""
    if exact:
        return 0.0
    return float(math.sqrt(((wn * (vals - mean)) ** 2).sum()))
