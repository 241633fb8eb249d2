"""Payouts: whole chips that add to the pool, ties sharing places, odd chips to the earlier seat."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from razz_desktop.tournament.payouts import (
    PayoutError,
    Payouts,
    default_payouts,
    payouts_from_percentages,
    prizes_by_seat,
)


def test_the_default_tables() -> None:
    assert default_payouts(2).percentages == (100,)
    assert default_payouts(6).percentages == (65, 35)
    assert default_payouts(7).percentages == (50, 30, 20)
    assert default_payouts(8).places_paid == 3
    with pytest.raises(PayoutError):
        default_payouts(1)


@pytest.mark.parametrize("bad", [(), (60, 30), (50, 60, -10), (30, 70), (50.0, 50.0)])
def test_a_table_that_does_not_add_to_100_or_pays_a_lower_place_more_is_refused(bad: tuple[int, ...]) -> None:
    with pytest.raises(PayoutError):
        Payouts(bad)


@given(st.lists(st.integers(0, 100), max_size=7), st.integers(0, 10**9))
def test_prizes_are_whole_and_add_to_the_pool(cuts: list[int], pool: int) -> None:
    points = [0, *sorted(cuts), 100]
    percentages = sorted((b - a for a, b in zip(points, points[1:], strict=False)), reverse=True)
    prizes = Payouts(tuple(percentages)).prizes(pool)
    assert sum(prizes) == pool
    assert all(isinstance(p, int) and p >= 0 for p in prizes)
    assert prizes == sorted(prizes, reverse=True)


def test_the_leftover_chips_go_to_the_winner() -> None:
    assert Payouts((65, 35)).prizes(101) == [66, 35]
    assert Payouts((50, 30, 20)).prizes(7) == [4, 2, 1]


def test_players_out_level_share_their_places_and_the_odd_chip_goes_to_the_earlier_seat() -> None:
    table = Payouts((50, 30, 20))
    # 7 players, pool 701: 1st seat 4, then seats 2 and 6 out level in 2nd-3rd, then the rest.
    prizes = prizes_by_seat(table, 701, [[4], [6, 2], [1], [3], [5], [7]])
    assert prizes[4] == 351  # 350 + the leftover chip
    assert prizes[2] + prizes[6] == 210 + 140
    assert (prizes[2], prizes[6]) == (175, 175)
    odd = prizes_by_seat(Payouts((65, 35)), 101, [[5], [3], [2, 7]])
    assert odd == {5: 66, 3: 35, 2: 0, 7: 0}
    split = prizes_by_seat(Payouts((65, 35)), 101, [[5], [7, 2]])
    assert split == {5: 66, 2: 18, 7: 17}  # 35 shared, the odd chip to the lower seat


def test_a_table_typed_in_by_the_user() -> None:
    assert payouts_from_percentages({1: 70, 2: 30}).percentages == (70, 30)
    assert payouts_from_percentages([100, 0, 0]).percentages == (100,)
    with pytest.raises(PayoutError, match="add to 100"):
        payouts_from_percentages({1: 70, 3: 20})
