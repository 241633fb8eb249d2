"""Sizes of the things on the table, in scene units (the scene is 1000 units tall).

Kept apart from the items so the pure geometry tests can use the same block
sizes the scene uses, and so one place decides how big a card is.
"""

from __future__ import annotations

from .geometry import Size

SCENE_HEIGHT = 1000.0
MIN_ASPECT = 1.3
MAX_ASPECT = 2.1
"""The scene follows the window's shape between these width/height ratios, so
a wide window gets a wide oval and a tall one is not squeezed flat."""

CARD = Size(58.0, 81.0)
"""Opponents' upcards."""
SMALL_CARD = Size(44.0, 62.0)
"""Opponents' down cards (backs, or revealed at showdown)."""
HERO_CARD = Size(72.0, 101.0)
"""The human's cards, up and down: the ones they look at most."""
COMMUNITY_CARD = Size(72.0, 101.0)

CARD_GAP = 5.0
ROW_GAP = 9.0
UP_SLOTS = 4  # 4th, 5th, 6th street and the door card
HOLE_SLOTS = 3  # two down on 3rd street, one on 7th street

NAMEPLATE = Size(164.0, 60.0)
HERO_NAMEPLATE = Size(176.0, 66.0)

BACK_STEP = 13.0
"""Horizontal step between an opponent's overlapping card backs."""
SHOWN_STEP = 27.0
"""Step between an opponent's revealed down cards at showdown (index visible)."""
HERO_HOLE_STEP = 47.0
"""Step between the human's face-up hole cards: rank and suit index visible."""


def up_row_width(card: Size) -> float:
    return UP_SLOTS * card.width + (UP_SLOTS - 1) * CARD_GAP


OTHER_BLOCK = Size(
    max(up_row_width(CARD), SMALL_CARD.width + 2 * SHOWN_STEP + ROW_GAP + NAMEPLATE.width),
    CARD.height + ROW_GAP + max(SMALL_CARD.height, NAMEPLATE.height),
)
HERO_BLOCK = Size(
    max(up_row_width(HERO_CARD), HERO_CARD.width + 2 * HERO_HOLE_STEP + ROW_GAP + 4 + HERO_NAMEPLATE.width),
    HERO_CARD.height + ROW_GAP + 4 + HERO_CARD.height,
)
