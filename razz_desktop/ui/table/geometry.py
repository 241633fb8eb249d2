"""Where the seats, bets, button and pot go: pure maths, no Qt.

The table is an oval. Occupied seats sit on it in clockwise seat order, evenly
spaced, so a six-handed table has no gaps where empty seats would be. The stud
button belongs at seat 8's place (RULES.md): when seat 8 is taken the button
lies in front of that player; when it is empty, seat 8's place is the point of
the rail between the last occupied seat and seat 1, and the button lies there.

Rotation is measured in *slots* (one slot = the angle between two neighbouring
seats), positive clockwise. The table turns by sliding every seat along the
oval rather than by rotating a picture of it: a literally rotated oval would
stand on its side in a wide window, and sliding keeps every card and label
upright for free. Fractional rotations are valid, which is what the rotation
animation interpolates.

Angles are in degrees in screen coordinates (y grows downwards): 90 is the
bottom of the table, 180 the left, 270 the top; growing angles go clockwise on
screen, which is the direction seats are numbered in.

Everything here is a plain function of its inputs so it can be tested without
a display: seat count, the hero's seat, rotation and rectangle in, positions
out.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

from razz_desktop.engine.frozen_record import frozen_record

BUTTON_SEAT = 8
"""Seat 8's place holds the stud button (RULES.md, engine.rules.BUTTON_SEAT)."""
MAX_SEATS = 8
BOTTOM = 90.0
TOP = 270.0


@frozen_record
class Point:
    x: float
    y: float


@frozen_record
class Size:
    width: float
    height: float


@frozen_record
class Rect:
    x: float
    y: float
    width: float
    height: float

    @property
    def center(self) -> Point:
        return Point(self.x + self.width / 2, self.y + self.height / 2)

    @property
    def right(self) -> float:
        return self.x + self.width

    @property
    def bottom(self) -> float:
        return self.y + self.height

    @classmethod
    def around(cls, center: Point, size: Size) -> Rect:
        return cls(center.x - size.width / 2, center.y - size.height / 2, size.width, size.height)

    def contains(self, other: Rect, tolerance: float = 1e-6) -> bool:
        return (
            other.x >= self.x - tolerance
            and other.y >= self.y - tolerance
            and other.right <= self.right + tolerance
            and other.bottom <= self.bottom + tolerance
        )

    def intersects(self, other: Rect) -> bool:
        return (
            self.x < other.right
            and other.x < self.right
            and self.y < other.bottom
            and other.y < self.bottom
        )


@frozen_record
class SeatPlace:
    """One seat's place at the table.

    ``block`` is the rectangle the seat's cards and nameplate occupy; ``bet``
    is where its chips for the current round lie, between the seat and the
    pot and clear of the block.
    """

    seat: int
    angle: float
    anchor: Point
    block: Rect
    bet: Point


@frozen_record
class TableLayout:
    rect: Rect
    felt: Rect  # bounding rectangle of the oval felt
    seats: tuple[SeatPlace, ...]  # seat order
    button: Point
    pot: Point
    community: Point
    deck: Point  # where dealt cards come from
    rotation: float

    def place(self, seat: int) -> SeatPlace:
        for p in self.seats:
            if p.seat == seat:
                return p
        raise KeyError(seat)

    @property
    def by_seat(self) -> dict[int, SeatPlace]:
        return {p.seat: p for p in self.seats}


def _check_seats(seats: Sequence[int]) -> list[int]:
    ordered = sorted(set(seats))
    if len(ordered) != len(seats):
        raise ValueError(f"a seat is listed twice: {list(seats)}")
    if not ordered:
        raise ValueError("a table needs at least one seat")
    if ordered[0] < 1 or ordered[-1] > MAX_SEATS:
        raise ValueError(f"seats are numbered 1 to {MAX_SEATS}: {list(seats)}")
    return ordered


def button_index(seats: Sequence[int]) -> float:
    """Seat 8's place as a (possibly half-integer) index into the sorted seats.

    Seat 8 occupied: its own index. Empty: halfway between the last occupied
    seat and seat 1 (which follows it clockwise).
    """
    ordered = _check_seats(seats)
    n = len(ordered)
    return float(n - 1) if ordered[-1] == BUTTON_SEAT else n - 0.5


def slot_angle(n: int) -> float:
    """Degrees between neighbouring seats."""
    return 360.0 / n


def seat_angles(seats: Sequence[int], rotation: float = 0.0) -> dict[int, float]:
    """Each seat's angle in [0, 360). Rotation 0 puts seat 8's place at the top."""
    ordered = _check_seats(seats)
    step = slot_angle(len(ordered))
    b = button_index(ordered)
    return {seat: (TOP + (i - b + rotation) * step) % 360.0 for i, seat in enumerate(ordered)}


def button_angle(seats: Sequence[int], rotation: float = 0.0) -> float:
    """The angle of seat 8's place (the stud button's place) in [0, 360)."""
    step = slot_angle(len(_check_seats(seats)))
    return (TOP + rotation * step) % 360.0


def rotation_for_bottom(seats: Sequence[int], seat: int) -> float:
    """The rotation, in slots within [-n/2, n/2), that puts ``seat`` at the bottom."""
    ordered = _check_seats(seats)
    if seat not in ordered:
        raise ValueError(f"seat {seat} is not at the table {ordered}")
    n = len(ordered)
    r = button_index(ordered) - ordered.index(seat) - n / 2
    return normalise_rotation(r, n)


def normalise_rotation(rotation: float, n: int) -> float:
    """The equivalent rotation in [-n/2, n/2): a full turn changes nothing."""
    r = math.fmod(rotation + n / 2, n)
    if r < 0:
        r += n
    return r - n / 2


def nearest_equivalent(target: float, current: float, n: int) -> float:
    """The rotation equivalent to ``target`` closest to ``current``.

    Animating from ``current`` to it turns the table the short way round
    instead of spinning it by a whole turn.
    """
    delta = normalise_rotation(target - current, n)
    return current + delta


def _ray_exit(half: Size, dx: float, dy: float) -> float:
    """Distance along the unit direction (dx, dy) from a box's centre to its edge."""
    tx = half.width / abs(dx) if abs(dx) > 1e-9 else math.inf
    ty = half.height / abs(dy) if abs(dy) > 1e-9 else math.inf
    return min(tx, ty)


def _clear_button_place(c: Point, rx: float, ry: float, degrees: float, factor: float, step: float,
                        radius: float, blocks: Sequence[Rect]) -> Point:
    """Where the button goes: its usual place at ``degrees`` and ``factor`` of the oval's
    radii, or the nearest place clear of every seat's block.

    A big block (the human's) next to seat 8's place can reach over the usual
    place; the button then moves towards the middle of the table first and,
    if that is not enough, a little along the oval, staying near seat 8's
    place. If nothing is clear (never seen at 2-8 seats), the usual place wins.
    """
    def at(deg: float, f: float) -> Point:
        a = math.radians(deg)
        return Point(c.x + rx * f * math.cos(a), c.y + ry * f * math.sin(a))

    def clear(p: Point) -> bool:
        disc = Rect.around(p, Size(2 * radius, 2 * radius))
        return not any(disc.intersects(b) for b in blocks)

    usual = at(degrees, factor)
    if clear(usual):
        return usual
    for k in range(1, 16):
        f = factor - 0.04 * k
        if f < 0.2:
            break
        for offset in (0.0, -0.15 * step, 0.15 * step, -0.3 * step, 0.3 * step, -0.45 * step, 0.45 * step):
            p = at(degrees + offset, f)
            if clear(p):
                return p
    return usual


def layout_table(
    seats: Sequence[int],
    rect: Rect,
    blocks: Mapping[int, Size],
    rotation: float = 0.0,
    margin: float = 12.0,
    bet_gap: float = 34.0,
    button_radius: float = 38.0,
    top_band: float = 0.0,
) -> TableLayout:
    """Place every seat's block on an oval inside ``rect``.

    ``blocks`` gives each seat's block size (the hero's is larger because their
    hole cards lie face up below the upcards). The oval is as large as it can
    be while every block, wherever the rotation takes it, stays inside
    ``rect`` with ``margin`` to spare. The button (a disc of ``button_radius``)
    lies clear of every block, so it never covers a card or the caption under
    the human's hole cards. ``top_band``: the depth of the nameplate band the other blocks have at
    the rail in the top half (their cards lie under it): a taller block there comes inward so its
    first row of cards lies where theirs do.
    """
    ordered = _check_seats(seats)
    missing = [s for s in ordered if s not in blocks]
    if missing:
        raise ValueError(f"no block size for seat(s) {missing}")
    max_w = max(blocks[s].width for s in ordered)
    max_h = max(blocks[s].height for s in ordered)
    c = rect.center
    rx = max(rect.width / 2 - margin - max_w / 2, rect.width * 0.15)
    ry = max(rect.height / 2 - margin - max_h / 2, rect.height * 0.15)

    angles = seat_angles(ordered, rotation)
    usual_h = min(blocks[s].height for s in ordered)
    places = []
    for seat in ordered:
        a = math.radians(angles[seat])
        size = blocks[seat]
        # A taller block (the human's: upcards over face-up hole cards) in the top half comes inward
        # by what it has more than the others, so its upcards lie on the cloth like theirs: turned to
        # the top, its upcards lay on the rail (issue 38). In the bottom half it stays put.
        extra = size.height - usual_h
        inward = (extra / 2 + top_band if extra > 0 else 0.0) * max(0.0, -math.sin(a))
        anchor = Point(c.x + rx * math.cos(a), c.y + ry * math.sin(a) + inward)
        block = Rect.around(anchor, size)
        # Bets lie on the line from the seat to the pot, just clear of the block.
        dx, dy = c.x - anchor.x, c.y - anchor.y
        dist = math.hypot(dx, dy)
        if dist < 1e-9:
            bet = anchor
        else:
            ux, uy = dx / dist, dy / dist
            reach = min(_ray_exit(Size(size.width / 2, size.height / 2), ux, uy) + bet_gap, dist * 0.8)
            bet = Point(anchor.x + ux * reach, anchor.y + uy * reach)
        places.append(SeatPlace(seat, angles[seat], anchor, block, bet))

    # The button: in front of seat 8 (nudged towards seat 1 so it does not sit
    # on seat 8's bet) or, with seat 8 empty, on the felt at seat 8's place.
    step = slot_angle(len(ordered))
    occupied = ordered[-1] == BUTTON_SEAT
    b_degrees = button_angle(ordered, rotation) + (0.34 * step if occupied else 0.0)
    b_factor = 0.62 if occupied else 0.80
    blocks_placed = [p.block for p in places]
    button = _clear_button_place(c, rx, ry, b_degrees, b_factor, step, button_radius, blocks_placed)

    # The felt reaches a little beyond the seats' anchors so nameplates sit on
    # the rail and cards on the cloth, but stays inside the rectangle (with
    # room for the rail that FeltItem paints around it).
    fx = min(rx + max_w * 0.36, rect.width / 2 - 42)
    fy = min(ry + max_h * 0.28, rect.height / 2 - 42)
    felt = Rect(c.x - fx, c.y - fy, 2 * fx, 2 * fy)
    pot = Point(c.x, c.y + ry * 0.16)
    community = Point(c.x, c.y - ry * 0.22)
    return TableLayout(
        rect=rect,
        felt=felt,
        seats=tuple(places),
        button=button,
        pot=pot,
        community=community,
        deck=Point(c.x, c.y - ry * 0.02),
        rotation=rotation,
    )
