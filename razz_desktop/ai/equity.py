"""Razz equity: how often a hand wins (or ties) against opponents' unknown cards.

Two methods:

* **Exact enumeration** when the number of cases is small (heads-up on 6th
  and 7th street). ``equity`` enumerates rank multisets weighted by how many
  card combinations make them (``ai.equity_exact``): suits never decide a
  razz hand, so 447,720 deals on 6th street become a few thousand weighted
  cases, each player valued once per multiset, with the same answer.
  ``sample_deals(exact=True)`` still lists every card-level deal, for callers
  that weight deals by the opponents' hole cards.
* **Monte Carlo** otherwise: ``trials`` independent runouts, each a uniformly
  random assignment of the unseen cards (a vectorised partial Fisher-Yates
  shuffle over a position-major deck, ``_draw_positions``); ``equity`` values
  them in rank space without building card hands. The result carries the
  standard error of the equity estimate, ``std(share) / sqrt(trials)``.

Both are measured against a compiled (numba) reference by
``benchmarks/bench_equity.py``.

Layout. Every player's final seven cards sit in dealing order: down, down,
door (up), up, up, up, down. A hero's known cards fill the first places (the
order of known hero cards does not change the value); an opponent's known
cards are its upcards, filling places 2..5, so its two hole cards (places 0, 1)
and its future cards are the unknowns. Keeping the order lets the bots weight
a sampled deal by how likely the opponent was to play *those* hole cards with
*that* door card (``DealSample.opponents[:, :, :3]`` is each opponent's
3rd-street hand).

Pots are shared on ties: the hero's ``share`` of a deal is 1/k when k players
tie for the best low including the hero, so ``equity = win + tie share``.
Dead cards (folded players' upcards) and the community card (dealt when the
deck cannot give every player a 7th card) are honoured.

The command line (``python -m razz_desktop.ai.equity``) prints one JSON object;
bad or duplicated cards print a clear message on stderr and exit with status 2.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations

import numpy as np

from razz_desktop.ai.batch_eval import _values_of_columns, batch_low_values
from razz_desktop.ai.equity_exact import RankQuestion, exact_equity
from razz_desktop.engine.cards import CardError, parse_cards

HAND_SIZE = 7
UP_SLOTS = (2, 3, 4, 5)
"""Places of the four upcards in a seven-card hand in dealing order."""
DEFAULT_TRIALS = 10_000
EXACT_LIMIT = 250_000
"""Largest number of cases enumerated when the caller lets the method be chosen."""
HARD_EXACT_LIMIT = 3_000_000
"""Beyond this, exact enumeration would need gigabytes: refused with a clear error."""


class EquityError(ValueError):
    """An impossible equity question: bad cards, duplicates, too many cards."""


@dataclass(frozen=True, slots=True)
class EquityResult:
    """Win/tie probabilities and the hero's pot share, with their uncertainty."""

    win: float
    tie: float
    equity: float
    stderr: float
    method: str  # "exact" or "monte-carlo"
    trials: int  # deals valued (cases enumerated for "exact")

    def as_dict(self) -> dict[str, float | str | int]:
        return {
            "win": round(self.win, 6),
            "tie": round(self.tie, 6),
            "equity": round(self.equity, 6),
            "stderr": round(self.stderr, 6),
            "method": self.method,
            "trials": self.trials,
        }


@dataclass(frozen=True, slots=True)
class DealSample:
    """Complete deals consistent with what is known, one row per deal.

    ``hero`` is (N, 7) and ``opponents`` (P, N, 7), both in dealing order
    (see the module docstring); with a community card, place 6 of every
    player holds the same card.
    """

    hero: np.ndarray
    opponents: np.ndarray
    exact: bool

    @property
    def n(self) -> int:
        return int(self.hero.shape[0])


@dataclass(frozen=True, slots=True)
class _Problem:
    """The validated question: fixed cards in place, unknown places listed."""

    hero_known: tuple[int, ...]
    opp_known: tuple[tuple[int, ...], ...]
    unseen: np.ndarray  # int8 cards nobody has seen
    # (player, place) of every unknown card, hero = player 0; the community
    # card, if any, is the last entry with player -1.
    slots: tuple[tuple[int, int], ...]
    community: bool
    community_card: int | None = None  # a community card already dealt (known)

    @property
    def players(self) -> int:
        return 1 + len(self.opp_known)


def _check(hero: Sequence[int], opponents: Sequence[Sequence[int]], dead: Sequence[int],
           community: bool | None, community_card: int | None = None) -> _Problem:
    """Refuse impossible questions loudly, so a wrong call cannot return a number."""
    if not opponents:
        raise EquityError("equity needs at least one opponent")
    if len(opponents) > 7:
        raise EquityError(f"at most 7 opponents at a razz table, got {len(opponents)}")
    if len(hero) > HAND_SIZE:
        raise EquityError(f"the hero holds at most 7 cards, got {len(hero)}")
    for i, opp in enumerate(opponents):
        if len(opp) > len(UP_SLOTS):
            raise EquityError(f"opponent {i + 1}: at most 4 known (up) cards, got {len(opp)}")
    fixed_community = () if community_card is None else (community_card,)
    everything = [*hero, *(c for o in opponents for c in o), *dead, *fixed_community]
    for c in everything:
        if isinstance(c, bool) or not isinstance(c, (int, np.integer)) or not 0 <= int(c) < 52:
            raise EquityError(f"not a card: {c!r}")
    if len(set(everything)) != len(everything):
        seen: set[int] = set()
        dup = next(c for c in everything if c in seen or seen.add(c))  # type: ignore[func-returns-value]
        from razz_desktop.engine.cards import CARDS

        raise EquityError(f"duplicated card: {CARDS[dup]}")
    used = set(everything)
    unseen = np.array([c for c in range(52) if c not in used], dtype=np.int8)
    hero_missing = HAND_SIZE - len(hero)
    opp_missing = [HAND_SIZE - len(o) for o in opponents]
    needed = hero_missing + sum(opp_missing)
    if community_card is not None:
        community = True
        if len(hero) >= HAND_SIZE:
            raise EquityError("with a community card the hero holds at most 6 own cards")
    if community is None:
        # The deck runs short only on 7th street: share one card when the
        # unseen cards cannot give every player its own seventh card.
        community = needed > len(unseen)
    slots: list[tuple[int, int]] = []
    last = HAND_SIZE - 1 if community else HAND_SIZE
    if community and (len(hero) == HAND_SIZE or any(len(o) == HAND_SIZE for o in opponents)):
        raise EquityError("a community card needs every player's 7th card still to come")
    hero_places = [p for p in range(HAND_SIZE) if p >= len(hero)]
    slots += [(0, p) for p in hero_places if p < last]
    for i, opp in enumerate(opponents):
        free = [p for p in range(HAND_SIZE) if p not in UP_SLOTS[: len(opp)]]
        slots += [(i + 1, p) for p in free if p < last]
    if community and community_card is None:
        slots.append((-1, HAND_SIZE - 1))
    if len(slots) > len(unseen):
        raise EquityError(f"{len(slots)} cards still to come but only {len(unseen)} unseen")
    return _Problem(tuple(int(c) for c in hero), tuple(tuple(int(c) for c in o) for o in opponents),
                    unseen, tuple(slots), bool(community),
                    None if community_card is None else int(community_card))


def _assemble(prob: _Problem, drawn: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Place fixed and drawn cards (drawn: (N, len(slots)) card ints) into hands."""
    n = drawn.shape[0]
    hero = np.empty((n, HAND_SIZE), dtype=np.int8)
    hero[:, : len(prob.hero_known)] = prob.hero_known
    opps = np.empty((len(prob.opp_known), n, HAND_SIZE), dtype=np.int8)
    for i, known in enumerate(prob.opp_known):
        for j, c in enumerate(known):
            opps[i, :, UP_SLOTS[j]] = c
    if prob.community_card is not None:
        hero[:, HAND_SIZE - 1] = prob.community_card
        opps[:, :, HAND_SIZE - 1] = prob.community_card
    for k, (player, place) in enumerate(prob.slots):
        if player == 0:
            hero[:, place] = drawn[:, k]
        elif player > 0:
            opps[player - 1, :, place] = drawn[:, k]
        else:
            hero[:, place] = drawn[:, k]
            opps[:, :, place] = drawn[:, k]
    return hero, opps


def _draw_positions(prob: _Problem, trials: int, gen: np.random.Generator) -> np.ndarray:
    """(k, trials) positions into ``prob.unseen``, distinct down each column: a partial shuffle.

    Column t runs the first k steps of a Fisher-Yates shuffle of the unseen
    cards, so it is a uniformly random ordered k-subset. The deck is laid out
    one row per position (``(r, trials)``, C order), so step j reads and
    writes whole contiguous rows plus one gather and one scatter through a
    flat index: about a third of the time of swapping inside (trials, r)
    rows, which is where Monte Carlo equity used to spend most of its time.
    """
    r = len(prob.unseen)
    k = len(prob.slots)
    deck = np.repeat(np.arange(r, dtype=np.int8)[:, None], trials, axis=1)
    flat = deck.reshape(-1)
    steps = np.arange(k)
    # Flat index of the card swapped into place j of each column: (j + U*(r-j)) * trials + t.
    swap = (gen.random((k, trials)) * (r - steps)[:, None]).astype(np.intp)
    swap += steps[:, None]
    swap *= trials
    swap += np.arange(trials, dtype=np.intp)
    for j in range(k):
        at = swap[j]
        here = deck[j].copy()
        deck[j] = flat[at]
        flat[at] = here
    return deck[:k]


def _draw_monte_carlo(prob: _Problem, trials: int, gen: np.random.Generator) -> np.ndarray:
    """(trials, k) distinct unseen cards per row, in slot order (see ``_draw_positions``)."""
    drawn: np.ndarray = prob.unseen[_draw_positions(prob, trials, gen).T]
    return drawn


def _monte_carlo_equity(prob: _Problem, trials: int, gen: np.random.Generator) -> EquityResult:
    """Monte Carlo equity valued in rank space, without building card hands.

    Every player's seven ranks are written as seven rows of one (7, players *
    trials) array (known ranks broadcast, drawn ranks copied from the drawn
    rows), which the batch evaluator sorts and values column-wise in one go.
    """
    players = prob.players
    drawn = (prob.unseen >> 2).astype(np.uint8)[_draw_positions(prob, trials, gen)]
    hands = np.empty((HAND_SIZE, players, trials), dtype=np.uint8)
    for j, c in enumerate(prob.hero_known):
        hands[j, 0] = c >> 2
    for i, known in enumerate(prob.opp_known):
        for j, c in enumerate(known):
            hands[UP_SLOTS[j], i + 1] = c >> 2
    if prob.community_card is not None:
        hands[HAND_SIZE - 1] = prob.community_card >> 2
    for k, (player, place) in enumerate(prob.slots):
        if player >= 0:
            hands[place, player] = drawn[k]
        else:
            hands[place] = drawn[k]
    values = _values_of_columns(list(hands.reshape(HAND_SIZE, players * trials)))
    values = values.reshape(players, trials)
    share, ties = shares(values[0], values[1:])
    return summarise(share, ties, False)


def _rank_question(prob: _Problem) -> RankQuestion:
    """The validated question in rank counts, for the exact weighted enumeration."""
    players = prob.players
    known = np.zeros((players, 13), dtype=np.int8)
    for c in prob.hero_known:
        known[0, c >> 2] += 1
    for i, cards in enumerate(prob.opp_known):
        for c in cards:
            known[i + 1, c >> 2] += 1
    if prob.community_card is not None:
        known[:, prob.community_card >> 2] += 1
    unknown = [0] * players
    for player, _ in prob.slots:
        if player >= 0:
            unknown[player] += 1
    available = np.bincount(prob.unseen.astype(np.intp) >> 2, minlength=13)
    return RankQuestion(available, known, tuple(unknown), any(p < 0 for p, _ in prob.slots))


@lru_cache(maxsize=64)
def _combos(r: int, k: int) -> np.ndarray:
    """All k-subsets of range(r) as an (C(r,k), k) int8 array (cached: reused every hand)."""
    if k == 0:
        return np.zeros((1, 0), dtype=np.int8)
    return np.array(list(combinations(range(r), k)), dtype=np.int8).reshape(-1, k)


def exact_cases(prob: _Problem) -> int:
    """How many deals exact enumeration would value (to decide the method)."""
    r = len(prob.unseen)
    total = 1
    for k in _group_sizes(prob):
        total *= math.comb(r, k)
        r -= k
    return total


def _group_sizes(prob: _Problem) -> list[int]:
    sizes: dict[int, int] = {}
    for player, _ in prob.slots:
        sizes[player] = sizes.get(player, 0) + 1
    return list(sizes.values())


def _draw_exact(prob: _Problem) -> np.ndarray:
    """Every assignment of unseen cards to the unknown places, once each.

    Within one player the order of unknown cards does not matter for the
    value, so each player's unknowns are a combination, not a permutation;
    the players' combinations are crossed and rows sharing a card dropped
    (with a 64-bit mask per row). Returns (cases, k) card ints in slot order.
    """
    r = len(prob.unseen)
    order: list[int] = []
    for player, _ in prob.slots:
        if player not in order:
            order.append(player)
    rows = np.zeros((1, 0), dtype=np.int8)
    masks = np.zeros(1, dtype=np.uint64)
    bit = np.left_shift(np.uint64(1), np.arange(r, dtype=np.uint64))
    for player in order:
        k = sum(1 for p, _ in prob.slots if p == player)
        combos = _combos(r, k)
        cmask = np.bitwise_or.reduce(bit[combos.astype(np.int64)], axis=1) if k else \
            np.zeros(1, dtype=np.uint64)
        ok = (masks[:, None] & cmask[None, :]) == 0
        ri, ci = np.nonzero(ok)
        rows = np.concatenate([rows[ri], combos[ci]], axis=1)
        masks = masks[ri] | cmask[ci]
    return prob.unseen[rows]


def sample_deals(hero: Sequence[int], opponents: Sequence[Sequence[int]], dead: Sequence[int] = (),
                 *, trials: int = DEFAULT_TRIALS, exact: bool | None = None,
                 gen: np.random.Generator | None = None, community: bool | None = None,
                 community_card: int | None = None, exact_limit: int = EXACT_LIMIT) -> DealSample:
    """Complete deals consistent with the known cards (exact list or random sample).

    ``exact=None`` enumerates when there are at most ``exact_limit`` cases,
    otherwise samples ``trials`` deals; ``exact=True`` always enumerates.
    """
    prob = _check(hero, opponents, dead, community, community_card)
    cases = exact_cases(prob)
    if exact is None:
        exact = cases <= exact_limit
    if exact:
        if cases > HARD_EXACT_LIMIT:
            raise EquityError(f"{cases:,} cases are too many to enumerate exactly "
                              f"(limit {HARD_EXACT_LIMIT:,}); use Monte Carlo")
        drawn = _draw_exact(prob)
    else:
        if trials < 2:
            raise EquityError("Monte Carlo needs at least 2 trials for a standard error")
        drawn = _draw_monte_carlo(prob, trials, gen if gen is not None else np.random.default_rng())
    h, o = _assemble(prob, drawn)
    return DealSample(h, o, bool(exact))


def hand_values(sample: DealSample) -> tuple[np.ndarray, np.ndarray]:
    """Low values of the hero's (N,) and the opponents' (P, N) final hands."""
    p, n, _ = sample.opponents.shape
    allcards = np.concatenate([sample.hero[None], sample.opponents]).reshape(-1, HAND_SIZE)
    values = np.asarray(batch_low_values(allcards)).reshape(p + 1, n)
    return values[0], values[1:]


def shares(hero_values: np.ndarray, opp_values: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Per deal: the hero's pot share (0, 1/k or 1) and whether it was a tie.

    ``opp_values`` is (P, N); only the opponents listed compete, so a caller
    can drop opponents who fold in a deal by passing a huge value for them.
    """
    best_opp = opp_values.min(axis=0)
    wins = hero_values < best_opp
    ties = hero_values == best_opp
    tied = (opp_values == best_opp[None, :]).sum(axis=0) + 1
    share = np.where(wins, 1.0, np.where(ties, 1.0 / tied, 0.0))
    return share, ties


def summarise(share: np.ndarray, ties: np.ndarray, exact: bool,
              weights: np.ndarray | None = None) -> EquityResult:
    """Turn per-deal shares into the result (optionally importance-weighted)."""
    n = int(share.shape[0])
    wins = share == 1.0
    wins &= ~ties
    if weights is None:
        eq = float(share.mean())
        win = float(wins.mean())
        tie = float(ties.mean())
        se = 0.0 if exact else float(share.std(ddof=1) / math.sqrt(n))
    else:
        total = weights.sum()
        w = weights / total
        # The weighted mean as the bots compute it (one division), so the coach's
        # "likely" equity and the Expert's are the same number to the last bit.
        eq = float((weights * share).sum() / total)
        win = float((w * wins).sum())
        tie = float((w * ties).sum())
        # Standard error of a self-normalised importance-sampling mean.
        se = 0.0 if exact else float(math.sqrt(((w * (share - eq)) ** 2).sum()))
    return EquityResult(win, tie, eq, se, "exact" if exact else "monte-carlo", n)


def equity(hero: Sequence[int], opponents: Sequence[Sequence[int]], dead: Sequence[int] = (),
           *, trials: int = DEFAULT_TRIALS, exact: bool | None = None,
           rng: random.Random | np.random.Generator | int | None = None,
           community: bool | None = None, community_card: int | None = None) -> EquityResult:
    """Probability that ``hero`` wins / ties against ``opponents`` by showdown.

    ``hero``: the hero's cards (down and up, 0..7); ``opponents``: each
    opponent's known upcards (0..4); ``dead``: cards seen folded. Every other
    card is equally likely to be anywhere. ``rng`` seeds the sampling (a
    ``random.Random`` is used to draw a numpy seed, so bots stay replayable).
    """
    prob = _check(hero, opponents, dead, community, community_card)
    cases = exact_cases(prob)
    if exact is None:
        exact = cases <= EXACT_LIMIT
    if exact:
        if cases > HARD_EXACT_LIMIT:
            raise EquityError(f"{cases:,} cases are too many to enumerate exactly "
                              f"(limit {HARD_EXACT_LIMIT:,}); use Monte Carlo")
        res = exact_equity(_rank_question(prob))
        return EquityResult(res.win, res.tie, res.equity, 0.0, "exact", res.cases)
    if trials < 2:
        raise EquityError("Monte Carlo needs at least 2 trials for a standard error")
    return _monte_carlo_equity(prob, trials, numpy_generator(rng))


def numpy_generator(rng: random.Random | np.random.Generator | int | None) -> np.random.Generator:
    """A numpy generator from the project's injected randomness."""
    if isinstance(rng, np.random.Generator):
        return rng
    if isinstance(rng, random.Random):
        return np.random.default_rng(rng.getrandbits(64))
    return np.random.default_rng(rng)


def _parse(text: str, what: str) -> tuple[int, ...]:
    try:
        return tuple(int(c) for c in parse_cards(text))
    except CardError as exc:
        raise EquityError(f"{what}: {exc}") from None


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m razz_desktop.ai.equity",
        description="Razz equity of a hand against opponents' known upcards.")
    parser.add_argument("--hero", required=True, help='hero cards, down and up, e.g. "2c 3d 4h 9s"')
    parser.add_argument("--opponent", action="append", default=[],
                        help='one opponent\'s known upcards, e.g. "Kd 7c" (repeat per opponent; '
                             'none given: one opponent with no known cards)')
    parser.add_argument("--dead", default="", help="cards seen folded")
    parser.add_argument("--trials", type=int, default=DEFAULT_TRIALS, help="Monte Carlo runouts")
    parser.add_argument("--exact", action="store_true", help="enumerate every case")
    parser.add_argument("--seed", type=int, default=None, help="seed for Monte Carlo sampling")
    args = parser.parse_args(argv)
    try:
        hero = _parse(args.hero, "--hero")
        opps = [_parse(o, "--opponent") for o in args.opponent] or [()]
        dead = _parse(args.dead, "--dead")
        if args.trials < 2:
            raise EquityError("--trials must be at least 2")
        result = equity(hero, opps, dead, trials=args.trials, exact=True if args.exact else None,
                        rng=args.seed)
    except EquityError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(result.as_dict()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
