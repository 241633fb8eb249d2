"""The look-ahead decision model: what each legal action is worth, the rest of the hand played out.

One model serves the Expert bot (:mod:`.expert_bot`) and the Coach
(``razz_desktop.coach.expert``): :func:`evaluate_actions` values every legal
action in chips relative to folding now and returns the same
:class:`~razz_desktop.ai.expert_model.ActionValues` the earlier one-street
model (``expert_model``) returned.

What it does
------------
1. **Deals.** ``trials`` complete deals consistent with the seat's view
   (``reading.deals_for``: the opponents' hole cards and every card to come),
   or all of them when the spot is small (``exact_limit``), each weighted by
   how well the opponents' hole cards fit their public betting
   (``reading.RangeModel.weights``, with the opponents' profiles).
2. **A betting abstraction of every later street**, played on every deal at
   once (numpy arrays over the deals):

   * the lowest board acts first (the hero, or the opponents);
   * an opponent **bets** when checked to with the strongest share of its
     range that its profile says it bets there (``open_bet``, by whether its
     board leads), **folds** a bet with its weakest share (its per-street fold
     rates, by whether its board is behind the bettor's and whether its new
     upcard paired it or came high), **raises** with its strongest share
     (``raise_on``), and calls otherwise. "Strongest" is the opponent's own
     hand on that street (``strength_by_table``), ranked within what it
     still holds in that node (its weighted range among the deals where it
     is still in): fixed policies from the reading, as the range model reads
     them. Two corrections keep those policies from being a piggy bank:
     no seat folds more than the bet's price, ``b / (pot + b)`` of its hands
     (``lookahead_tree.fold_cap``; otherwise every river bluff looked profitable), and a
     bring-in that was limped against (it holds any three cards) gives up to
     the first later bet the hands it would not have called a completion
     with (``Tree.hopeless``).
   * the hero, at each of its later decisions, **checks or bets**, and facing
     a bet **folds or calls** (a raise of its bet: folds or calls). At the
     decision being valued every legal action is valued (fold, check, call,
     bring-in, complete, bet, raise), the cap honoured: no opponent raises a
     capped pot.
3. **The hero's later choices are made per information bucket.** Deals the
   hero cannot tell apart -- the same class of its own hand on that street
   (``floor`` of its strength), whether its board is the best showing, how
   many opponents are still in and the public betting so far (a path code) --
   share one choice: the action with the best weighted average over those
   deals. Choosing per deal would peek at the opponents' hole cards and the
   cards to come (a clairvoyant hero calls exactly when it wins) and would
   value every call far above what it is worth.
4. **Backward induction.** Each street's choices are made after the later
   streets' values are known (recursively, two continuing branches per
   street: the hero bet, or it checked and called what came), so every value
   is the sample average of one well-defined, non-clairvoyant strategy.
   Because folding is an option at every hero decision and each choice
   maximises its bucket's average, **a free check is never valued below
   folding** on the sample, whatever the cards -- the invariant the coach
   relies on, tested as a property.

What is exact
-------------
On 7th street no card is to come: a call that closes the betting is worth
``equity x (pot + call) - call``, the equity against the weighted range --
exactly, when the deals are enumerated (``exact_limit``; heads-up on 7th
street has a few thousand cases). Sampled spots carry a standard error
(``stderr``, and ``diff_stderr`` for differences measured on the same deals).

What is abstracted
------------------
The hero does not raise on later streets (its raise is valued at the
decision itself); an opponent's bet is answered by the other opponents by
their fold rates, without re-raises; a raise of the hero's bet is one raise,
called by everyone still in; the order of action is the lowest board first,
the hero or all the opponents. These keep the tree at two branches a street
(3rd street: 31 street rounds per action) and a decision at a full table
under 25 ms. The choices later in the hand are cross-fitted (see
``Tree.choose``): each half of the deals follows the choice the other
half's averages make, so a lucky sample cannot pick its own winners.

Determinism
-----------
:func:`spot_seed` hashes the seat's view (its cards, every board, the dead
cards, the public history and the stakes): a caller that seeds its generator
from it gets the same numbers for the same spot every time; the bot mixes in
its own seed. The work is counted in deals and nodes, never in seconds.
"""

from __future__ import annotations

import hashlib

import numpy as np

from razz_desktop.ai.equity import shares, summarise
from razz_desktop.ai.expert_model import ActionValues, ExpertModel
from razz_desktop.ai.lookahead_tree import Tree, nodes_for
from razz_desktop.ai.reading import Situation, deals_for
from razz_desktop.ai.weighted import weighted_se
from razz_desktop.engine.views import SeatView


def spot_seed(view: SeatView, salt: int = 0) -> int:
    """A seed from what the seat sees: the same spot gives the same seed, every time.

    The seat, its own cards, every seat's upcards and state, the dead and
    community cards, the public history and the stakes. ``salt`` (the bot's
    own seed) decorrelates two bots facing one spot.
    """
    me = view.me
    mine = tuple(int(c.card) for c in me.cards if c.card is not None) if me is not None else ()
    parts: list[object] = [view.viewer, view.street, mine, view.small_bet, view.big_bet, view.ante,
                           view.bring_in, view.current_bet, view.raises_left, salt,
                           int(view.community_card) if view.community_card is not None else -1,
                           tuple(int(c) for c in view.dead_cards)]
    for s in view.seats:
        parts.append((s.seat, tuple(int(c) for c in s.up_cards), s.folded, s.all_in, s.bet, s.committed))
    for a in view.history:
        parts.append((a.street, a.seat, a.type.value, a.amount, a.to))
    digest = hashlib.blake2b(repr(parts).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "little")


def spot_generator(view: SeatView, salt: int = 0) -> np.random.Generator:
    """A numpy generator seeded from the spot (:func:`spot_seed`)."""
    return np.random.default_rng(spot_seed(view, salt))


def values_on_tree(tree: Tree, w: np.ndarray) -> ActionValues:
    """Means, standard errors and the equity against the range, from the per-deal values."""
    samples = tree.root_values()
    wn = tree.wn
    exact = tree.deals.exact
    means = {k: float((wn * v).sum()) for k, v in samples.items()}
    errs = {k: weighted_se(v, means[k], wn, exact) for k, v in samples.items()}
    best = max(means, key=lambda k: means[k])
    diff = {k: weighted_se(samples[best] - v, means[best] - means[k], wn, exact) for k, v in samples.items()}
    share, ties = shares(tree.hv, tree.ov)
    likely = summarise(share, ties, exact, w)
    return ActionValues(means, errs, diff, tree.sit.view.big_bet, likely)


def evaluate_actions(sit: Situation, model: ExpertModel, trials: int, gen: np.random.Generator,
                     exact_limit: int = 0) -> ActionValues:
    """Value every legal action of ``sit`` by playing the rest of the hand on ``trials`` deals.

    ``exact_limit``: enumerate every deal when the spot has at most that many
    cases (the coach: exact figures heads-up on 7th street). Seed ``gen``
    from the spot (:func:`spot_generator`) for advice that never changes.
    """
    deals = deals_for(sit, trials, gen, exact_limit=exact_limit)
    w = model.range_model().weights(sit, deals.opponents)
    if not np.isfinite(w).all() or w.sum() <= 0:
        w = np.ones(deals.n)
    return values_on_tree(Tree(sit, model, deals, w), w)


def trials_for(sit: Situation, work: int, least: int, most: int) -> int:
    """Deals to sample within a work budget counted in opponent-hands x street rounds.

    A full table and an early street cost more per deal (more opponents, more
    streets ahead); the same view always gets the same count.
    """
    per_deal = max(1, sit.n_opp) * nodes_for(sit.street)
    return int(min(most, max(least, work // per_deal)))
