"""Seat geometry is pure maths: tested without Qt."""

from __future__ import annotations

import itertools
import subprocess
import sys

import pytest

from razz_desktop.ui.table import geometry as g
from razz_desktop.ui.table.metrics import (
    BUTTON_REACH,
    HERO_BLOCK,
    MAX_ASPECT,
    MIN_ASPECT,
    OTHER_BLOCK,
)


def blocks_for(seats, hero):
    return {s: (HERO_BLOCK if s == hero else OTHER_BLOCK) for s in seats}


def table_seats(n: int) -> list[int]:
    return list(range(1, n + 1))


def angle_diff(a: float, b: float) -> float:
    d = (a - b) % 360.0
    return min(d, 360.0 - d)


def test_geometry_imports_no_qt():
    code = ("import sys, razz_desktop.ui.table.geometry, razz_desktop.ui.table.metrics; "
            "sys.exit(any(m.startswith('PySide6') for m in sys.modules))")
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0


@pytest.mark.parametrize("n", range(2, 9))
def test_every_seat_gets_its_own_place_in_clockwise_order(n):
    seats = table_seats(n)
    angles = g.seat_angles(seats)
    assert sorted(angles) == seats
    step = 360.0 / n
    for a, b in zip(seats, seats[1:] + seats[:1], strict=True):
        # the next seat is one slot further clockwise (angles grow clockwise on screen)
        assert (angles[b] - angles[a]) % 360.0 == pytest.approx(step)


def test_seat_eight_place_holds_the_button():
    full = table_seats(8)
    assert g.button_angle(full) == pytest.approx(g.seat_angles(full)[8])
    six = table_seats(6)  # seat 8 empty: its place is between seat 6 and seat 1
    angles = g.seat_angles(six)
    b = g.button_angle(six)
    assert angle_diff(b, angles[6]) == pytest.approx(30.0)
    assert angle_diff(b, angles[1]) == pytest.approx(30.0)
    assert b == pytest.approx(g.TOP)  # rotation 0: the button's place is at the top


@pytest.mark.parametrize("n", range(2, 9))
def test_rotation_puts_the_hero_at_the_bottom(n):
    seats = table_seats(n)
    for hero in seats:
        r = g.rotation_for_bottom(seats, hero)
        assert -n / 2 <= r < n / 2
        assert angle_diff(g.seat_angles(seats, r)[hero], g.BOTTOM) == pytest.approx(0.0, abs=1e-9)


@pytest.mark.parametrize("n", [2, 5, 6, 8])
def test_rotating_one_seat_moves_everybody_and_the_button_one_place_clockwise(n):
    seats = table_seats(n)
    before = g.seat_angles(seats, 0.0)
    after = g.seat_angles(seats, 1.0)
    for a, b in zip(seats, seats[1:] + seats[:1], strict=True):
        assert after[a] == pytest.approx(before[b])
    assert angle_diff(g.button_angle(seats, 1.0), g.button_angle(seats, 0.0)) == pytest.approx(360.0 / n)
    # a full turn changes nothing
    assert g.seat_angles(seats, float(n)) == pytest.approx(before)


def test_rotation_helpers():
    assert g.normalise_rotation(7.0, 6) == pytest.approx(1.0)
    assert g.normalise_rotation(-4.0, 6) == pytest.approx(2.0)
    # from 0.5 the short way to a rotation equivalent to 5 (= -1) is down to -1
    assert g.nearest_equivalent(5.0, 0.5, 6) == pytest.approx(-1.0)


@pytest.mark.parametrize("aspect", [MIN_ASPECT, 1.6, MAX_ASPECT])
@pytest.mark.parametrize("n", range(2, 9))
def test_blocks_fit_the_rect_and_never_overlap(aspect, n):
    seats = table_seats(n)
    hero = seats[len(seats) // 2]
    rect = g.Rect(0, 0, 1000 * aspect, 1000)
    rotations = {float(k) for k in range(n)} | {g.rotation_for_bottom(seats, hero)}
    for r in rotations:
        layout = g.layout_table(seats, rect, blocks_for(seats, hero), r)
        for place in layout.seats:
            assert rect.contains(place.block), (n, r, place)
            # bets lie clear of the seat, on the felt
            assert not (place.block.x < place.bet.x < place.block.right
                        and place.block.y < place.bet.y < place.block.bottom)
            assert layout.felt.x < place.bet.x < layout.felt.right
            assert layout.felt.y < place.bet.y < layout.felt.bottom
        for a, b in itertools.combinations(layout.seats, 2):
            assert not a.block.intersects(b.block), (n, r, a.seat, b.seat)
        assert rect.contains(layout.felt)


def test_layout_scales_with_the_rectangle():
    seats = table_seats(6)
    blocks = blocks_for(seats, 4)
    small = g.layout_table(seats, g.Rect(0, 0, 1500, 1000), blocks)
    large = g.layout_table(seats, g.Rect(0, 0, 2000, 1000), blocks)
    assert large.felt.width > small.felt.width
    assert large.place(2).anchor.x > small.place(2).anchor.x  # seat 2 sits on the right


def test_button_moves_with_the_table():
    seats = table_seats(6)
    rect = g.Rect(0, 0, 1600, 1000)
    blocks = blocks_for(seats, 4)
    a = g.layout_table(seats, rect, blocks, 0.0)
    b = g.layout_table(seats, rect, blocks, 1.0)
    assert (a.button.x, a.button.y) != pytest.approx((b.button.x, b.button.y))
    # after one clockwise step the button is where it would be one slot on: same radius, new angle
    assert b.button.y > a.button.y  # from the top towards the right and down


@pytest.mark.parametrize("seats", [[], [1, 1], [0, 2], [3, 9]])
def test_bad_seat_lists_are_refused(seats):
    with pytest.raises(ValueError):
        g.seat_angles(seats)


def test_missing_block_size_is_refused():
    with pytest.raises(ValueError):
        g.layout_table([1, 2], g.Rect(0, 0, 1600, 1000), {1: OTHER_BLOCK})


@pytest.mark.parametrize("aspect", [MIN_ASPECT, 1.6, MAX_ASPECT])
@pytest.mark.parametrize("n", range(2, 9))
def test_the_button_never_covers_a_seat(aspect, n):
    """The stud button lies clear of every block (it used to cover the human's
    "your hole cards" caption), whoever sits where, at any rotation."""
    rect = g.Rect(0, 0, 1000 * aspect, 1000)
    for seats in (table_seats(n), list(range(9 - n, 9))):  # seat 8 empty, and seat 8 taken
        for hero in seats:
            blocks = blocks_for(seats, hero)
            for quarter in range(4 * n):
                layout = g.layout_table(seats, rect, blocks, quarter / 4, button_radius=BUTTON_REACH)
                disc = g.Rect.around(layout.button, g.Size(2 * BUTTON_REACH, 2 * BUTTON_REACH))
                for place in layout.seats:
                    assert not disc.intersects(place.block), (seats, hero, quarter / 4, place.seat)
                assert layout.felt.contains(disc), (seats, hero, quarter / 4)
