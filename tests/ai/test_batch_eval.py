"""The vectorised evaluator must give exactly the scalar evaluator's values."""

from __future__ import annotations

from itertools import product

import numpy as np
import pytest

from razz_desktop.ai.batch_eval import (
    SORTING_NETWORKS,
    batch_low_values,
    batch_low_values_from_ranks,
    value_table,
)
from razz_desktop.engine.evaluation import low_value, value_of_ranks


def _random_hands(n: int, k: int, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    return np.argsort(rng.random((n, 52)), axis=1)[:, :k]


@pytest.mark.parametrize("k", sorted(SORTING_NETWORKS))
def test_sorting_networks_sort_every_zero_one_input(k: int) -> None:
    # The 0-1 principle: a comparator network that sorts all 0/1 inputs sorts everything.
    for bits in product((0, 1), repeat=k):
        v = list(bits)
        for a, b in SORTING_NETWORKS[k]:
            if v[a] > v[b]:
                v[a], v[b] = v[b], v[a]
        assert v == sorted(bits)


@pytest.mark.parametrize("k", [5, 6, 7])
@pytest.mark.parametrize("dtype", [np.int8, np.uint8, np.int32, np.int64])
def test_batch_agrees_with_scalar(k: int, dtype: type) -> None:
    cards = _random_hands(3000, k, seed=k).astype(dtype)
    values = batch_low_values(cards)
    assert values.shape == (3000,)
    assert values.tolist() == [low_value(row) for row in cards.tolist()]


@pytest.mark.parametrize("k", [5, 6, 7])
def test_ranks_path_agrees_and_input_untouched(k: int) -> None:
    rng = np.random.default_rng(100 + k)
    ranks = np.sort(rng.integers(0, 13, size=(5000, k)), axis=1)[:, ::-1]
    ok = np.array([np.bincount(r, minlength=13).max() <= 4 for r in ranks])
    ranks = np.ascontiguousarray(ranks[ok]).astype(np.uint8)
    before = ranks.copy()
    values = batch_low_values_from_ranks(ranks)
    assert values.tolist() == [value_of_ranks(r) for r in ranks.tolist()]
    assert np.array_equal(ranks, before)
    one = ranks[:1].copy()
    batch_low_values_from_ranks(one)
    assert np.array_equal(one, ranks[:1])


def test_every_table_entry_matches_scalar() -> None:
    for k in (5, 6, 7):
        table = value_table(k)
        assert (table >= 0).sum() == {5: 6175, 6: 18395, 7: 49205}[k]


def test_empty_and_bad_input() -> None:
    assert batch_low_values(np.zeros((0, 7), dtype=np.int64)).shape == (0,)
    with pytest.raises(ValueError):
        batch_low_values(np.zeros((3, 4), dtype=np.int64))
    with pytest.raises(ValueError):
        batch_low_values(np.zeros(7, dtype=np.int64))
    with pytest.raises(ValueError):
        batch_low_values(np.full((2, 7), 52))
    with pytest.raises(ValueError):
        batch_low_values(np.full((2, 7), -1))
    with pytest.raises(ValueError):
        batch_low_values(np.zeros((2, 7), dtype=np.float64))
    with pytest.raises(ValueError):
        batch_low_values_from_ranks(np.zeros((1, 5), dtype=np.int64))  # five aces
    with pytest.raises(ValueError):
        batch_low_values_from_ranks(np.full((1, 5), 13))
    with pytest.raises(ValueError):
        value_table(4)
