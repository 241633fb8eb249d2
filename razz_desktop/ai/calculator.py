"""The equity calculator: 2 to 8 razz hands, some cards known, every other card unseen.

Unlike ``ai.equity`` (a hero against opponents' upcards, the bots' question),
every hand here is treated alike: each gets its win, tie and equity (its pot
share, ties split), the chance of finishing with an 8-low or better, a 7, a 6
and the wheel, and its outs for the next card. The command
(``razz-equity``, ``ai.equity_cmd``) and the window (Tools > Equity
calculator) both call ``calculate`` so they give the same answers.

A hand is written in deal order (down, down, door, up, up, up, down); ``??``
is a card of that hand that is dealt but unknown (a down card, or an upcard
nobody noted). A razz hand's value depends only on its seven ranks, so where a
card sits in the order never changes the result; the order matters only for
reading the input and for counting how many cards are still to come.

Method. Exact enumeration over rank multisets weighted by their card counts
(the technique of ``ai.equity_exact``: suits never decide a razz hand) when
the enumeration's size fits the work budget ``EXACT_BUDGET``; otherwise Monte
Carlo, with each hand's standard error and 95% margin (1.96 standard errors of
its equity). The size counted is the product over the hands still to receive
cards of the number of rank multisets each could receive (13 for one card, 91
for two, 455 for three, 1,820 for four...): an upper bound on the weighted
cases, computed before any work, so the choice never depends on the clock.

Outs (Razz terms): a card is an *out* for a hand when, dealt as that hand's
next card, it makes the hand's best low better than its known cards make it.
With five or more known cards that means a lower best five-card low (no pair
beats a pair, then the highest card down); with fewer, a new rank (no pair)
of eight or lower, the card that keeps an 8-low draw growing. Only cards
still unseen count (known cards of any hand and dead cards are out of the
deck), ``??`` cards are not known so they never count, and a hand that
already holds seven cards has no outs.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

import numpy as np

from razz_desktop.ai.batch_eval import _values_of_columns, values_of_keys
from razz_desktop.ai.equity_exact import multisets
from razz_desktop.engine.cards import CARDS, CardError, parse_card
from razz_desktop.engine.evaluation import NUM_RANKS, value_of_ranks

HAND_SIZE = 7
MIN_HANDS = 2
MAX_HANDS = 8
UNKNOWN = "??"
EXACT_BUDGET = 4_000_000
"""Largest enumeration size (see the module docstring) solved exactly: about a second.

Heads-up on third street (1,820 x 1,820 = 3,312,400) is the largest common
question under it: 0.5 s on an idle core of the development machine, 1.5 s
with the machine's two cores loaded five deep (``benchmarks/bench_calculator.py``
prints the rate). Three hands on fifth street (91**3) are far below it; three
hands on fourth street (455**3, 94 million) are sampled.
"""
DEFAULT_SAMPLES = 200_000
"""Monte Carlo deals when none are asked for: a 95% margin of at most 0.22%."""
CHUNK = 20_000
"""Monte Carlo deals per step; progress and cancelling happen between steps."""
MAKES = (("8", 7), ("7", 6), ("6", 5))
"""``makes`` keys with the rank index (A = 0) of the highest card allowed."""
WHEEL = value_of_ranks((4, 3, 2, 1, 0))
_POW5 = 5 ** np.arange(NUM_RANKS, dtype=np.int64)
_LOW_LIMIT = 13 ** 4
"""A no-pair value's leading digit weight: value < (r + 1) * 13**4 is an r-low or better."""


class CalculatorError(ValueError):
    """A question the calculator refuses: bad card words, duplicates, too many cards.

    ``code`` and ``params`` say what was wrong as data, so the window can word
    it in the player's language; the message is the command's English.
    Codes: ``few_hands``, ``many_hands`` (count), ``hand_size`` (hand, count),
    ``bad_word`` (hand: 0 for the dead cards, word), ``dead_unknown``,
    ``duplicate`` (card), ``deck_short`` (needed, unseen), ``samples``.
    """

    def __init__(self, message: str, code: str = "", **params: object) -> None:
        super().__init__(message)
        self.code = code
        self.params = params


@dataclass(frozen=True, slots=True)
class Question:
    """Validated hands (card ints, ``None`` for ``??``) and dead cards."""

    hands: tuple[tuple[int | None, ...], ...]
    dead: tuple[int, ...] = ()

    def known(self) -> list[int]:
        return [c for h in self.hands for c in h if c is not None] + list(self.dead)

    def unseen(self) -> list[int]:
        used = set(self.known())
        return [c for c in range(52) if c not in used]


@dataclass(frozen=True, slots=True)
class Outs:
    """The unseen cards that improve a hand as its next card, in card order."""

    cards: tuple[int, ...]

    @property
    def improves(self) -> int:
        return len(self.cards)

    def as_dict(self) -> dict[str, object]:
        return {"improves": self.improves, "cards": [str(CARDS[c]) for c in self.cards]}


@dataclass(frozen=True, slots=True)
class HandResult:
    cards: tuple[str, ...]
    win: float
    tie: float
    equity: float
    makes: dict[str, float]
    outs: Outs
    margin: float | None  # 95% margin of the equity (Monte Carlo only)

    def as_dict(self) -> dict[str, object]:
        out: dict[str, object] = {
            "cards": list(self.cards),
            "win": round(self.win, 6),
            "tie": round(self.tie, 6),
            "equity": round(self.equity, 6),
            "makes": {k: round(v, 6) for k, v in self.makes.items()},
            "outs": self.outs.as_dict(),
        }
        if self.margin is not None:
            out["margin"] = round(self.margin, 6)
        return out


@dataclass(frozen=True, slots=True)
class CalculatorResult:
    exact: bool
    hands: tuple[HandResult, ...]
    trials: int  # card-level deals (exact) or sampled deals (Monte Carlo)
    community: bool = False

    def as_dict(self) -> dict[str, object]:
        return {"exact": self.exact, "hands": [h.as_dict() for h in self.hands],
                "trials": self.trials}


@dataclass(frozen=True, slots=True)
class Progress:
    """One step of a calculation: ``done`` of ``total`` deals, the result when finished."""

    done: int
    total: int
    result: CalculatorResult | None = field(default=None)


# ----------------------------------------------------------------------------- input

def parse_hand(text: str, number: int = 1) -> tuple[int | None, ...]:
    """Card words of one hand ("Ah 2d ?? Kc"), ``None`` for each ``??``; ``number`` 0: dead cards."""
    what = f"hand {number}" if number else "dead cards"
    out: list[int | None] = []
    for word in text.replace(",", " ").split():
        if word == UNKNOWN:
            out.append(None)
            continue
        try:
            out.append(int(parse_card(word)))
        except CardError:
            raise CalculatorError(
                f"{what}: {word!r} is not a card (ranks A 2-9 T J Q K or 10, "
                f"suits c d h s, e.g. 'Ah'; '??' for an unknown card)",
                "bad_word", hand=number, word=word) from None
    return tuple(out)


def parse_dead(text: str) -> tuple[int, ...]:
    cards = parse_hand(text, 0)
    if any(c is None for c in cards):
        raise CalculatorError("dead cards: '??' is not a dead card (dead cards are seen)",
                              "dead_unknown")
    return tuple(c for c in cards if c is not None)


def question(hands: Sequence[Sequence[int | None]], dead: Sequence[int] = ()) -> Question:
    """Check the hands and dead cards, so an impossible question never returns a number."""
    if len(hands) < MIN_HANDS:
        raise CalculatorError(f"give at least {MIN_HANDS} hands, got {len(hands)}", "few_hands",
                              count=len(hands))
    if len(hands) > MAX_HANDS:
        raise CalculatorError(f"at most {MAX_HANDS} hands at a razz table, got {len(hands)}",
                              "many_hands", count=len(hands))
    for i, hand in enumerate(hands):
        if len(hand) > HAND_SIZE:
            raise CalculatorError(f"hand {i + 1}: at most {HAND_SIZE} cards, got {len(hand)}",
                                  "hand_size", hand=i + 1, count=len(hand))
    q = Question(tuple(tuple(h) for h in hands), tuple(dead))
    seen: set[int] = set()
    for c in q.known():
        if c in seen:
            raise CalculatorError(f"duplicated card: {CARDS[c]}", "duplicate", card=str(CARDS[c]))
        seen.add(c)
    _plan(q)  # refuses a question the deck cannot deal
    return q


def parse_question(hand_texts: Sequence[str], dead_text: str = "") -> Question:
    hands = [parse_hand(t, i + 1) for i, t in enumerate(hand_texts)]
    return question(hands, parse_dead(dead_text))


# ----------------------------------------------------------------------------- the deal

@dataclass(frozen=True, slots=True)
class _Plan:
    """Rank counts each hand knows and how many cards each still receives."""

    known: np.ndarray  # (hands, 13) int8
    unknown: tuple[int, ...]  # cards each hand still receives (its ?? and future cards)
    community: bool  # one shared last card (the deck cannot give everybody a 7th card)
    unseen: np.ndarray  # int8 cards nobody has seen


def _plan(q: Question) -> _Plan:
    unseen = np.array(q.unseen(), dtype=np.int8)
    known = np.zeros((len(q.hands), NUM_RANKS), dtype=np.int8)
    for i, hand in enumerate(q.hands):
        for c in hand:
            if c is not None:
                known[i, c >> 2] += 1
    unknown = [HAND_SIZE - sum(1 for c in h if c is not None) for h in q.hands]
    community = False
    if sum(unknown) > len(unseen):
        # Seventh street with too few cards: one community card is everybody's 7th.
        if any(len(h) == HAND_SIZE for h in q.hands):
            raise CalculatorError(
                f"{sum(unknown)} cards still to come but only {len(unseen)} unseen, and a "
                "hand already holds its seventh card so a community card cannot be dealt",
                "deck_short", needed=sum(unknown), unseen=len(unseen))
        community = True
        unknown = [u - 1 for u in unknown]
        if sum(unknown) + 1 > len(unseen):
            raise CalculatorError(
                f"{sum(unknown) + 1} cards still to come but only {len(unseen)} unseen",
                "deck_short", needed=sum(unknown) + 1, unseen=len(unseen))
    return _Plan(known, tuple(unknown), community, unseen)


def enumeration_size(q: Question) -> int:
    """The work budget's count: product of each receiving hand's multiset count."""
    plan = _plan(q)
    size = 1
    for u in plan.unknown:
        size *= multisets(u).shape[0]
    return size * (NUM_RANKS if plan.community else 1)


# ----------------------------------------------------------------------------- outs

def outs(q: Question) -> tuple[Outs, ...]:
    """Each hand's outs for its next card (see the module docstring)."""
    unseen = q.unseen()
    result = []
    for hand in q.hands:
        ranks = [c >> 2 for c in hand if c is not None]
        if len(hand) >= HAND_SIZE:
            result.append(Outs(()))
            continue
        result.append(Outs(tuple(c for c in unseen if _improves(ranks, c >> 2))))
    return tuple(result)


def _improves(ranks: Sequence[int], new: int) -> bool:
    """``ranks``: a hand's known ranks (at most six: a seventh card has no next card)."""
    if len(ranks) >= 5:
        return value_of_ranks([*ranks, new]) < value_of_ranks(ranks)
    return new not in ranks and new <= 7


# ----------------------------------------------------------------------------- methods

def _summary(values: np.ndarray, weight: np.ndarray
             ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Per hand over the weighted deals: win, tie, equity and makes (hands, 4)."""
    best = values.min(axis=0)
    at_best = values == best[None, :]
    count = at_best.sum(axis=0)
    alone = weight * (count == 1)
    split = weight - alone
    shared = weight / count
    # Weights are card counts (whole numbers, exact in a double): summing them before the one
    # division keeps a certain event at exactly 1.0. Hand by hand, one boolean row at a time,
    # so no (hands, deals) table of floats is built.
    total = weight.sum()
    win = np.array([alone[row].sum() for row in at_best])
    tie = np.array([split[row].sum() for row in at_best])
    equity = np.array([shared[row].sum() for row in at_best])
    made = np.stack([np.array([weight[row].sum() for row in m]) for m in _makes(values)], axis=1)
    return win / total, tie / total, equity / total, made / total


def _makes(values: np.ndarray) -> Iterator[np.ndarray]:
    """Per ``makes`` key in order ("8", "7", "6", "5"): which values finish that low or better."""
    for _, r in MAKES:
        yield values < (r + 1) * _LOW_LIMIT
    yield values == WHEEL


_FIELD = 16 ** np.arange(NUM_RANKS, dtype=np.uint64)
"""Rank r's 4-bit field in a packed count vector (counts are 0..4, so 3 bits and a guard)."""
_GUARD = np.uint64(int(8 * _FIELD.sum()))
_BINOM = np.array([[math.comb(a, t) for t in range(5)] for a in range(5)], dtype=np.float64)


def _pack(counts: np.ndarray) -> np.ndarray:
    packed: np.ndarray = counts.astype(np.uint64) @ _FIELD
    return packed


def _extend(avail: np.ndarray, weight: np.ndarray, choices: list[np.ndarray], options: np.ndarray,
            last: bool) -> tuple[np.ndarray | None, np.ndarray, list[np.ndarray]]:
    """Cross the partial deals with one more hand's multisets, keeping the feasible ones.

    Feasible means every rank has enough unseen cards left. Both count
    vectors are packed four bits a rank into one integer with a guard bit per
    field, so one subtraction tests all thirteen ranks: a field's guard
    survives ``(avail | guard) - taken`` exactly when ``avail >= taken``
    (no field borrows, as each stays at 4 or more). A deal's weight is the
    number of card combinations its multisets stand for, ``comb(avail, taken)``
    per rank. After the ``last`` hand nobody needs the cards left: not built.
    """
    options_packed = _pack(options)
    avail_packed = _pack(avail) | _GUARD
    ri_parts, ci_parts = [], []
    rows_per_chunk = max(1, (1 << 22) // max(1, options.shape[0]))
    for start in range(0, avail.shape[0], rows_per_chunk):
        block = avail_packed[start:start + rows_per_chunk]
        ok = ((block[:, None] - options_packed[None, :]) & _GUARD) == _GUARD
        ri, ci = np.nonzero(ok)
        ri_parts.append((ri + start).astype(np.int32))  # half the memory of the default intp
        ci_parts.append(ci.astype(np.int32))
    ri = np.concatenate(ri_parts)
    ci = np.concatenate(ci_parts)
    # Rank by rank, so the temporaries are one column long (a (cases, 13) float table of
    # binomials was 330 MB heads-up on third street).
    w = weight[ri]
    for r in range(NUM_RANKS):
        w *= _BINOM[avail[ri, r], options[ci, r]]
    rest = None if last else avail[ri] - options[ci]
    return rest, w, [c[ri] for c in choices] + [ci]


def _exact_values(plan: _Plan) -> tuple[np.ndarray, np.ndarray]:
    """Every hand's value over every weighted rank deal, and the deals' weights."""
    hands = plan.known.shape[0]
    groups = [p for p in range(hands) if plan.unknown[p] > 0]
    sizes = [plan.unknown[p] for p in groups] + ([1] if plan.community else [])
    avail = np.bincount(plan.unseen.astype(np.intp) >> 2, minlength=NUM_RANKS).astype(np.int8)[None, :]
    weight = np.ones(1, dtype=np.float64)
    choices: list[np.ndarray] = []
    left: np.ndarray | None = avail
    for i, size in enumerate(sizes):
        assert left is not None
        left, weight, choices = _extend(left, weight, choices, multisets(size), i == len(sizes) - 1)
    n = weight.shape[0]
    chosen = dict(zip(groups, choices, strict=False))
    community_rank = multisets(1).argmax(axis=1)[choices[-1]] if plan.community else None
    values = np.empty((hands, n), dtype=np.int32)
    for p in range(hands):
        # Value each multiset a hand can receive once (with each community rank),
        # then gather: many deals share a hand's multiset.
        table = _values_by_multiset(plan.known[p], plan.unknown[p], plan.community)
        own = chosen[p] if p in chosen else np.zeros(n, dtype=np.intp)
        values[p] = table[own, community_rank] if plan.community else table[own, 0]
    return values, weight


def _values_by_multiset(known: np.ndarray, size: int, community: bool) -> np.ndarray:
    """(multisets of size, 13 community ranks or 1) values, -1 where five of a rank."""
    counts = multisets(size).astype(np.int64) + known[None, :]
    if community:
        counts = (counts[:, None, :] + np.eye(NUM_RANKS, dtype=np.int64)[None, :, :])
    else:
        counts = counts[:, None, :]
    flat = counts.reshape(-1, NUM_RANKS)
    ok = flat.max(axis=1) <= 4
    out = np.full(flat.shape[0], -1, dtype=np.int32)
    out[ok] = values_of_keys(flat[ok] @ _POW5, HAND_SIZE)
    return out.reshape(counts.shape[0], counts.shape[1])


def _draw_ranks(plan: _Plan, n: int, gen: np.random.Generator) -> np.ndarray:
    """(7, hands * n) ranks of n random completions, one column per hand and deal."""
    hands = plan.known.shape[0]
    needed = sum(plan.unknown) + (1 if plan.community else 0)
    r = len(plan.unseen)
    # A uniformly random ordered needed-subset per deal: the first cards of a random permutation.
    order = np.argsort(gen.random((n, r)), axis=1)[:, :needed]
    drawn = (plan.unseen >> 2).astype(np.uint8)[order]  # (n, needed)
    cols = np.empty((HAND_SIZE, hands, n), dtype=np.uint8)
    at = 0
    for p in range(hands):
        row = 0
        for rank in range(NUM_RANKS):
            for _ in range(int(plan.known[p, rank])):
                cols[row, p] = rank
                row += 1
        for _ in range(plan.unknown[p]):
            cols[row, p] = drawn[:, at]
            row += 1
            at += 1
    if plan.community:
        cols[HAND_SIZE - 1] = drawn[:, at][None, :]
    return cols.reshape(HAND_SIZE, hands * n)


def calculate_steps(q: Question, *, samples: int = DEFAULT_SAMPLES, seed: int | None = None,
                    exact: bool | None = None) -> Iterator[Progress]:
    """The calculation as steps, so a window can show progress and cancel between them.

    The last step carries the result; ``calculate`` runs every step, so the
    command and the window give the same numbers for the same seed.
    """
    plan = _plan(q)
    hand_outs = outs(q)
    texts = [tuple(UNKNOWN if c is None else str(CARDS[c]) for c in h) for h in q.hands]
    if exact is None:
        exact = enumeration_size(q) <= EXACT_BUDGET
    if exact:
        yield Progress(0, 1)
        values, weight = _exact_values(plan)
        win, tie, eq, makes = _summary(values, weight)
        result = _result(True, texts, win, tie, eq, makes, None, hand_outs,
                         int(round(float(weight.sum()))), plan.community)
        yield Progress(1, 1, result)
        return
    if samples < 2:
        raise CalculatorError("Monte Carlo needs at least 2 samples", "samples")
    gen = np.random.default_rng(seed)
    hands = len(q.hands)
    sums = np.zeros((4 + 4, hands))  # win, tie, share, share**2, makes x4
    done = 0
    while done < samples:
        yield Progress(done, samples)
        n = min(CHUNK, samples - done)
        values = _values_of_columns(list(_draw_ranks(plan, n, gen))).reshape(hands, n)
        best = values.min(axis=0)
        at_best = values == best[None, :]
        count = at_best.sum(axis=0)
        share = at_best / count[None, :]
        sums[0] += (at_best & (count == 1)[None, :]).sum(axis=1)
        sums[1] += (at_best & (count > 1)[None, :]).sum(axis=1)
        sums[2] += share.sum(axis=1)
        sums[3] += (share * share).sum(axis=1)
        for k, made in enumerate(_makes(values)):
            sums[4 + k] += made.sum(axis=1)
        done += n
    mean = sums / samples
    var = np.maximum(mean[3] - mean[2] ** 2, 0.0) * samples / (samples - 1)
    margin = 1.96 * np.sqrt(var / samples)
    result = _result(False, texts, mean[0], mean[1], mean[2], mean[4:8].T, margin, hand_outs,
                     samples, plan.community)
    yield Progress(samples, samples, result)


def _result(exact: bool, texts: list[tuple[str, ...]], win: np.ndarray, tie: np.ndarray,
            eq: np.ndarray, makes: np.ndarray, margin: np.ndarray | None,
            hand_outs: tuple[Outs, ...], trials: int, community: bool) -> CalculatorResult:
    keys = [k for k, _ in MAKES] + ["5"]
    hands = tuple(
        HandResult(texts[i], float(win[i]), float(tie[i]), float(eq[i]),
                   {k: float(makes[i][j]) for j, k in enumerate(keys)}, hand_outs[i],
                   None if margin is None else float(margin[i]))
        for i in range(len(texts)))
    return CalculatorResult(exact, hands, trials, community)


def calculate(q: Question, *, samples: int = DEFAULT_SAMPLES, seed: int | None = None,
              exact: bool | None = None) -> CalculatorResult:
    """Every hand's win, tie, equity, makes and outs (exact when the budget allows)."""
    for step in calculate_steps(q, samples=samples, seed=seed, exact=exact):
        if step.result is not None:
            return step.result
    raise AssertionError("the calculation ended without a result")
