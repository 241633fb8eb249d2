"""Sizes of the things on the table, in scene units (the scene is 1000 units tall).

Kept apart from the items so the pure geometry tests can use the same block
sizes the scene uses, and so one place decides how big a card is. On a
1280 x 800 window one scene unit is about 0.7 pixels; text sizes here are
chosen so the smallest text is still about 10 pixels on screen there.
"""

from __future__ import annotations

from .geometry import Size

SCENE_HEIGHT = 1000.0
MIN_ASPECT = 1.45
MAX_ASPECT = 2.1
"""The scene follows the window's shape between these width/height ratios, so
a wide window gets a wide oval; below 1.45 eight seats would not fit side by
side, so a tall window shows the table with space above and below instead."""

CARD = Size(52.0, 73.0)
"""Opponents' cards, up and down."""
HERO_CARD = Size(72.0, 101.0)
"""The human's cards, up and down: the ones they look at most."""
COMMUNITY_CARD = Size(66.0, 92.0)

CARD_GAP = 4.0
ROW_GAP = 8.0
UP_SLOTS = 4  # the door card and 4th, 5th, 6th street
HOLE_SLOTS = 3  # two down on 3rd street, one on 7th street

NAMEPLATE = Size(168.0, 60.0)
HERO_NAMEPLATE = Size(180.0, 68.0)

BACK_STEP = 13.0
"""Horizontal step between an opponent's overlapping down cards (backs)."""
SHOWN_STEP = 26.0
"""Step between an opponent's down cards turned up at showdown (index visible)."""
HERO_HOLE_STEP = 47.0
"""Step between the human's face-up hole cards: rank and suit index visible."""


def up_row_width(card: Size) -> float:
    return UP_SLOTS * card.width + (UP_SLOTS - 1) * CARD_GAP


def hole_group_width(card: Size, step: float) -> float:
    return card.width + (HOLE_SLOTS - 1) * step


OTHER_ROW_WIDTH = hole_group_width(CARD, BACK_STEP) + ROW_GAP + up_row_width(CARD)
OTHER_BLOCK = Size(max(OTHER_ROW_WIDTH, NAMEPLATE.width), CARD.height + ROW_GAP + NAMEPLATE.height)
HOLE_CAPTION = 24.0
"""Room under the human's hole cards for the "your hole cards" caption."""
HERO_BLOCK = Size(
    max(up_row_width(HERO_CARD), hole_group_width(HERO_CARD, HERO_HOLE_STEP) + 2 * ROW_GAP + HERO_NAMEPLATE.width),
    HERO_CARD.height + 2 * ROW_GAP + HERO_CARD.height + HOLE_CAPTION,
)

BUTTON_RADIUS = 34.0
"""The stud button disc's radius; the layout keeps a disc this size plus its
shadow clear of every seat's block."""
BUTTON_REACH = BUTTON_RADIUS + 8.0
"""The disc, its shadow and the human's hole-card tray, which reaches 6 units
past the seat's block."""


MAX_TEXT_SCALE = 1.2
"""How much the nameplates' text grows for a large desktop font: it must still fit the plate."""


def text_scale(point_size: float) -> float:
    """The nameplates' text size factor for the app's font size in points (1.0 up to 10 pt).

    The table is drawn in scene units and scales with the window, so a larger
    desktop font does not reach it by itself; a 14 pt desktop gets 20% larger
    names, stacks and badges (the most the plates hold with names elided).
    """
    return max(1.0, min(MAX_TEXT_SCALE, 1.0 + (point_size - 10.0) * 0.05))
