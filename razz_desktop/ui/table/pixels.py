"""Whole device pixels for things that fly across the table.

A flying item placed on whole pixels of the view keeps the size of its
device cache (so it is blitted, not rendered again), and a frame in which
it would move by less than a pixel (the slow end of an eased flight) moves
it not at all, so that frame paints nothing.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsItem

PixelGrid = tuple[float, float, float, float]
"""Scale and offset (x, y) from an item's parent coordinates to the view's pixels."""


def pixel_grid(item: QGraphicsItem) -> PixelGrid | None:
    """The grid of the first view showing ``item`` (None: no view, or one that rotates or shears)."""
    scene = item.scene()
    views = scene.views() if scene is not None else []
    if not views:
        return None
    parent = item.parentItem()
    to_view = views[0].viewportTransform()
    t = parent.sceneTransform() * to_view if parent is not None else to_view
    if t.isRotating() or t.m11() == 0 or t.m22() == 0:
        return None
    return t.m11(), t.m22(), t.dx(), t.dy()


def on_whole_pixel(grid: PixelGrid, value: QPointF) -> tuple[float, float]:
    """``value`` (parent coordinates) moved to the nearest whole pixel of the grid's view."""
    sx, sy, dx, dy = grid
    return (round(value.x() * sx + dx) - dx) / sx, (round(value.y() * sy + dy) - dy) / sy
