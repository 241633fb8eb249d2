"""A compiled (numba) razz equity, used only to measure ``ai.equity`` against (issue 19).

Never imported by the program: numba is a benchmark-only dependency
(``pip install numba``), like pokerkit for the evaluator. It computes the same
quantity as ``razz_desktop.ai.equity.equity`` for deals without a community
card, the way a plain compiled implementation would:

* Monte Carlo: per trial, the first k steps of a Fisher-Yates shuffle of the
  unseen cards' ranks (suits never matter in razz) driven by an inline
  splitmix64 generator (as a tuned C version would, rather than a library
  call per draw), each player's seven ranks
  sorted by insertion and valued by one lookup in the batch evaluator's
  combinatorial-index table, the hero's share of the pot accumulated;
* exact heads-up: every combination of the hero's unknown cards (valued once
  each) crossed with every combination of the opponent's from the cards left
  (valued per case), in lexicographic order.

The values come from ``batch_eval.value_table``, so both sides value hands
identically and only the machinery is compared. ``check()`` confirms the
reference agrees with the program before any figure is printed.
"""

from __future__ import annotations

from math import comb

import numba
import numpy as np

from razz_desktop.ai.batch_eval import value_table

_BIG = 1 << 40


def _weights() -> np.ndarray:
    """(7, 13): comb(r + i, i + 1), the combinatorial-index term of rank r at sorted place i."""
    return np.array([[comb(r + i, i + 1) for r in range(13)] for i in range(7)], dtype=np.int64)


@numba.njit(cache=True)
def _value7(hand: np.ndarray, weights: np.ndarray, table: np.ndarray) -> int:
    for i in range(1, 7):  # insertion sort, ascending
        x = hand[i]
        j = i - 1
        while j >= 0 and hand[j] > x:
            hand[j + 1] = hand[j]
            j -= 1
        hand[j + 1] = x
    index = 0
    for i in range(7):
        index += weights[i, hand[i]]
    return table[index]


@numba.njit(cache=True)
def _splitmix(state: np.ndarray) -> int:
    """Next 32 random bits of a splitmix64 generator kept in ``state[0]`` (fast, well mixed)."""
    state[0] += np.uint64(0x9E3779B97F4A7C15)
    z = state[0]
    z = (z ^ (z >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
    z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    return (z ^ (z >> np.uint64(31))) >> np.uint64(32)


@numba.njit(cache=True)
def _monte_carlo(unseen: np.ndarray, known: np.ndarray, n_known: np.ndarray, trials: int,
                 seed: int, weights: np.ndarray, table: np.ndarray) -> tuple[float, float]:
    state = np.array([seed], dtype=np.uint64)
    deck = unseen.copy()
    r = deck.shape[0]
    players = known.shape[0]
    k = 0
    for p in range(players):
        k += 7 - n_known[p]
    hand = np.empty(7, dtype=np.int64)
    total = 0.0
    total_sq = 0.0
    for _ in range(trials):
        for j in range(k):
            # Lemire's multiply-shift: a uniform int below r - j from 32 random bits
            s = j + np.int64((_splitmix(state) * np.uint64(r - j)) >> np.uint64(32))
            t = deck[j]
            deck[j] = deck[s]
            deck[s] = t
        pos = 0
        hero = 0
        best = _BIG
        tied = 0
        for p in range(players):
            m = n_known[p]
            for i in range(m):
                hand[i] = known[p, i]
            for i in range(m, 7):
                hand[i] = deck[pos]
                pos += 1
            v = _value7(hand, weights, table)
            if p == 0:
                hero = v
            elif v < best:
                best = v
                tied = 1
            elif v == best:
                tied += 1
        share = 1.0 if hero < best else (1.0 / (tied + 1) if hero == best else 0.0)
        total += share
        total_sq += share * share
    mean = total / trials
    var = (total_sq - trials * mean * mean) / (trials - 1)
    return mean, np.sqrt(max(var, 0.0) / trials)


@numba.njit(cache=True)
def _next_combo(idx: np.ndarray, n: int) -> bool:
    """Advance ``idx`` (a k-subset of range(n), ascending) to the next one; False at the end."""
    k = idx.shape[0]
    i = k - 1
    while i >= 0 and idx[i] == n - k + i:
        i -= 1
    if i < 0:
        return False
    idx[i] += 1
    for j in range(i + 1, k):
        idx[j] = idx[j - 1] + 1
    return True


@numba.njit(cache=True)
def _exact_heads_up(unseen: np.ndarray, hero_known: np.ndarray, opp_known: np.ndarray,
                    weights: np.ndarray, table: np.ndarray) -> tuple[float, int]:
    r = unseen.shape[0]
    hk = hero_known.shape[0]
    ok = opp_known.shape[0]
    hu = 7 - hk
    ou = 7 - ok
    hand = np.empty(7, dtype=np.int64)
    rest = np.empty(r, dtype=np.int64)
    hidx = np.arange(hu)
    total = 0.0
    cases = 0
    while True:
        for i in range(hk):
            hand[i] = hero_known[i]
        for i in range(hu):
            hand[hk + i] = unseen[hidx[i]]
        hv = _value7(hand, weights, table)
        # the cards left for the opponent
        n = 0
        j = 0
        for c in range(r):
            if j < hu and hidx[j] == c:
                j += 1
            else:
                rest[n] = unseen[c]
                n += 1
        oidx = np.arange(ou)
        while True:
            for i in range(ok):
                hand[i] = opp_known[i]
            for i in range(ou):
                hand[ok + i] = rest[oidx[i]]
            ov = _value7(hand, weights, table)
            total += 1.0 if hv < ov else (0.5 if hv == ov else 0.0)
            cases += 1
            if ou == 0 or not _next_combo(oidx, n):
                break
        if hu == 0 or not _next_combo(hidx, r):
            break
    return total / cases, cases


class Reference:
    """The compiled equity for one question (hero's cards, opponents' upcards, dead cards)."""

    def __init__(self, hero: tuple[int, ...], opponents: list[tuple[int, ...]],
                 dead: tuple[int, ...] = ()) -> None:
        used = set(hero) | {c for o in opponents for c in o} | set(dead)
        self.unseen = np.array([c >> 2 for c in range(52) if c not in used], dtype=np.int64)
        players = [hero, *opponents]
        self.known = np.zeros((len(players), 7), dtype=np.int64)
        for p, cards in enumerate(players):
            self.known[p, : len(cards)] = [c >> 2 for c in cards]
        self.n_known = np.array([len(c) for c in players], dtype=np.int64)
        self.weights = _weights()
        self.table = value_table(7).astype(np.int64)

    def monte_carlo(self, trials: int, seed: int) -> tuple[float, float]:
        """(equity, standard error) from ``trials`` runouts."""
        return _monte_carlo(self.unseen, self.known, self.n_known, trials, seed, self.weights,
                            self.table)

    def exact(self) -> tuple[float, int]:
        """(equity, cases) by full enumeration; heads-up only."""
        if self.known.shape[0] != 2:
            raise ValueError("the compiled exact enumeration is heads-up only")
        return _exact_heads_up(self.unseen, self.known[0, : self.n_known[0]].copy(),
                               self.known[1, : self.n_known[1]].copy(), self.weights, self.table)


def check(ref: Reference, program_equity: float, exact: bool, stderr: float = 0.0) -> None:
    """Refuse to print figures from a reference that disagrees with the program."""
    if exact:
        got, _ = ref.exact()
        if abs(got - program_equity) > 1e-9:
            raise AssertionError(f"reference exact equity {got} != program {program_equity}")
    else:
        got, se = ref.monte_carlo(200_000, 1)
        if abs(got - program_equity) > 5 * (se + stderr):
            raise AssertionError(f"reference equity {got:.4f} +- {se:.4f} disagrees with "
                                 f"program {program_equity:.4f} +- {stderr:.4f}")
