"""The "Likely hands" view: what each opponent probably holds, read from the weighted deals.

The equity "against likely hands" is a single number; the lesson is in
what stands behind it (82% against random hands can be 29% against what the
betting says). So for each live opponent this module sorts the reading's
deals (``ai.reading.deals_for``, weighted by the Expert's
``RangeModel``, which reads the upcards and the betting) by the kind of hand
the opponent's cards so far make, the way a Razz player sorts a range:

* a made low of nine or better by its top card: ``made7`` (a 7-low or
  better), ``made8``, ``made9``; on 7th street the rest is ``made10`` (a
  T-low or worse, or no low);
* a draw by its top card: ``draw6`` (to a 6 or better), ``draw7``,
  ``draw8`` (three low cards on 3rd street, four later);
* on 3rd and 4th street ``high`` (a card above eight) and ``pair``; on 5th
  and 6th ``bricked`` (three low cards or fewer).

Each kind's share is the weight of its deals; the equity against the
opponent is the hero's heads-up share of the pot against his weighted
hands. Pure numpy over ``ai``: no Qt, no live hand.
"""

from __future__ import annotations

import numpy as np

from razz_desktop.ai.equity import hand_values
from razz_desktop.ai.expert_model import ExpertModel
from razz_desktop.ai.reading import Situation, deals_for
from razz_desktop.coach.advice import EIGHT, OpponentRead
from razz_desktop.engine.cards import CARDS

__all__ = ["KINDS", "LIKELY_TRIALS", "classify", "read_opponents"]

LIKELY_TRIALS = 2000
"""Deals the Likely hands view is read from: shares to about a percentage point (1-3 ms)."""
KINDS = ("made7", "made8", "made9", "draw6", "draw7", "draw8", "high", "pair", "bricked", "made10")
"""Every kind of hand the view names, best first (the order ties are listed in)."""


def classify(cards: np.ndarray) -> np.ndarray:
    """The kind (an index into :data:`KINDS`) of each row of ``cards`` (N, k), k = 3..7 cards.

    As a player reads a board: a made low counts when it is a 9-low or
    better; with cards to come a worse five-card hand is still a draw, named
    by its four lowest low cards ("draws to a 7" is three cards to a 7 on 3rd
    street and four on 4th to 6th); on 3rd and 4th street a pair or a card
    above eight spoils a draw (``pair``, ``high``); on 5th and 6th a hand
    with three low cards or fewer is ``bricked``; on 7th street what is not
    a 9-low or better is ``made10`` (a T-low or worse, or no low at all).
    """
    n, k = cards.shape
    ranks = cards.astype(np.int64) >> 2
    present = np.zeros((n, 13), dtype=bool)
    present[np.arange(n)[:, None], ranks] = True
    distinct = present.sum(axis=1)
    made = distinct >= 5
    fifth = np.argmax(np.cumsum(present, axis=1) >= 5, axis=1)  # top card of the best five
    lows = present[:, :EIGHT + 1]
    n_low = lows.sum(axis=1)
    top_low = EIGHT - np.argmax(lows[:, ::-1], axis=1)  # highest rank eight or lower held
    fourth_low = np.argmax(np.cumsum(lows, axis=1) >= 4, axis=1)  # top of the four lowest lows
    paired = distinct < k
    good_made = made & (fifth <= EIGHT + 1)
    kind = np.full(n, KINDS.index("high"))
    if k <= 4:
        all_low = ~paired & (n_low == k)
        kind[paired] = KINDS.index("pair")
        draw_top = np.where(all_low, top_low, -1)
    elif k < 7:
        kind[:] = KINDS.index("bricked")
        draw_top = np.where(~good_made & (n_low >= 4), fourth_low, -1)
    else:
        kind[:] = KINDS.index("made10")
        draw_top = np.full(n, -1)
    kind[(draw_top >= 0) & (draw_top <= 5)] = KINDS.index("draw6")
    kind[draw_top == 6] = KINDS.index("draw7")
    kind[draw_top == 7] = KINDS.index("draw8")
    kind[good_made & (fifth <= 6)] = KINDS.index("made7")
    kind[good_made & (fifth == 7)] = KINDS.index("made8")
    kind[good_made & (fifth == 8)] = KINDS.index("made9")
    return kind


def read_opponents(sit: Situation, model: ExpertModel, gen: np.random.Generator,
                   trials: int = LIKELY_TRIALS, exact_limit: int = 0) -> tuple[OpponentRead, ...]:
    """Each live opponent's likely hands and the hero's heads-up equity against them."""
    if not sit.opponents:
        return ()
    deals = deals_for(sit, trials, gen, exact_limit=exact_limit)
    weights = model.range_model().weights(sit, deals.opponents)
    total = float(weights.sum())
    if total <= 0.0:
        weights = np.ones_like(weights)
        total = float(weights.sum())
    hv, ov = hand_values(deals)
    dealt = min(sit.street, 7)
    reads = []
    for i, opp in enumerate(sit.opponents):
        kinds = classify(deals.opponents[i][:, :dealt])
        mass = np.bincount(kinds, weights=weights, minlength=len(KINDS)) / total
        shares = sorted(((KINDS[j], float(mass[j])) for j in range(len(KINDS)) if mass[j] > 0),
                        key=lambda ks: (-ks[1], KINDS.index(ks[0])))
        share = np.where(hv < ov[i], 1.0, np.where(hv == ov[i], 0.5, 0.0))
        equity = float((weights * share).sum() / total)
        reads.append(OpponentRead(opp.seat, tuple(CARDS[c] for c in opp.up), tuple(shares), equity))
    return tuple(reads)
