"""Main pots, side pots and odd chips as pure arithmetic."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from razz_desktop.engine.pots import Pot, build_pots, split_pot


def test_one_pot_when_nobody_is_all_in() -> None:
    assert build_pots({1: 240, 2: 240, 3: 40}, live=[1, 2]) == [Pot(520, (1, 2))]


def test_two_all_ins_of_different_sizes_make_three_pots() -> None:
    committed = {1: 100, 2: 300, 3: 500, 4: 500}
    pots = build_pots(committed, live=[1, 2, 3, 4])
    assert pots == [Pot(400, (1, 2, 3, 4)), Pot(600, (2, 3, 4)), Pot(400, (3, 4))]


def test_folded_chips_pay_into_each_layer_they_reached() -> None:
    committed = {1: 100, 2: 300, 3: 300, 4: 200}  # seat 4 folded after putting in 200
    pots = build_pots(committed, live=[1, 2, 3])
    assert pots == [Pot(400, (1, 2, 3)), Pot(500, (2, 3))]


def test_layers_with_the_same_players_merge() -> None:
    committed = {1: 100, 2: 300, 3: 300, 4: 50}  # seat 4 folded, seat 1 all-in
    pots = build_pots(committed, live=[1, 2, 3])
    assert pots == [Pot(350, (1, 2, 3)), Pot(400, (2, 3))]


def test_split_gives_odd_chips_one_at_a_time_in_order() -> None:
    assert split_pot(100, [5, 2, 7]) == [(5, 34), (2, 33), (7, 33)]
    assert split_pot(101, [5, 2, 7]) == [(5, 34), (2, 34), (7, 33)]
    assert split_pot(99, [3]) == [(3, 99)]


@given(st.dictionaries(st.integers(1, 8), st.integers(0, 5000), min_size=2, max_size=8), st.data())
def test_pots_hold_every_chip_and_only_live_players_win(committed: dict[int, int], data: st.DataObject) -> None:
    seats = sorted(committed)
    live = data.draw(st.lists(st.sampled_from(seats), min_size=1, unique=True))
    pots = build_pots(committed, live)
    assert sum(p.amount for p in pots) == sum(committed.values())
    for p in pots:
        assert p.amount > 0 and set(p.eligible) <= set(live) and p.eligible


@given(st.integers(0, 10**6), st.lists(st.integers(1, 8), min_size=1, max_size=8, unique=True))
def test_split_never_creates_or_loses_chips(amount: int, winners: list[int]) -> None:
    shares = split_pot(amount, winners)
    assert sum(c for _, c in shares) == amount
    assert max(c for _, c in shares) - min(c for _, c in shares) <= 1
