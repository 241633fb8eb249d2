"""Table items drawn by Python once per change and shown by Qt's own pixmap item at every frame.

Qt visits every item under the table's root at every frame and asks each one
that has contents for its bounds: for an item written in Python that is a
call into Python per item per frame (a deal is some forty frames), and half a
frame's cost went there. A :class:`RenderedItem` has no contents of its own:
when its look changes it draws its vectors once (:meth:`RenderedItem.draw`, in
item units) into an image of the view's pixels, and its :class:`PixelFace`
child, a stock ``QGraphicsPixmapItem``, shows that image; its bounds and its
paint are Qt's, so a frame calls no Python for it. The image is made at the
scale the view shows the table (:func:`device_scale`, which the view sets on
the scene when it is fitted), and the face ignores the view's zoom, so the
image is copied pixel for pixel onto whole pixels, as the device caches the
items used before did.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsPixmapItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from .sprites import render_pixmap

DeviceScale = tuple[float, float]
"""(zoom, ratio): logical pixels per item unit, and the screen's device pixels per logical one."""


def device_scale(item: QGraphicsItem) -> DeviceScale:
    """The scale ``item``'s scene is shown at (the table scene's ``device_scale``; 1:1 elsewhere)."""
    scale = getattr(item.scene(), "device_scale", None)
    if isinstance(scale, tuple) and len(scale) == 2:
        return float(scale[0]), float(scale[1])
    return 1.0, 1.0


class PixelFace(QGraphicsPixmapItem):
    """An image of the view's pixels, drawn by Qt itself, never by Python.

    It ignores the view's zoom (``ItemIgnoresTransformations``): its image is
    rendered at that zoom and copied pixel for pixel, on a whole pixel wherever
    its parent lies (``FastTransformation``: no resampling).
    """

    def __init__(self, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.setTransformationMode(Qt.TransformationMode.FastTransformation)
        self.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def show_image(self, image: QPixmap, bounds: QRectF, scale: DeviceScale) -> None:
        """Show ``image`` (rendered for ``bounds``, item units of the parent) at the parent's origin."""
        self.setPixmap(image)
        self.setOffset(bounds.left() * scale[0], bounds.top() * scale[0])


class RenderedItem(QGraphicsObject):
    """An item whose look is drawn by :meth:`draw` when it changes and shown by a :class:`PixelFace`.

    A subclass calls :meth:`redraw` whenever what it shows changes (the scene
    calls it when the view's scale changes); :meth:`has_look` says when there
    is nothing to show, so no empty image is made.
    """

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)
        self.face = PixelFace(self)
        self.renders = 0
        """Images drawn (tests)."""

    def draw(self, painter: QPainter) -> None:
        """The look as vectors, in item units (within :meth:`boundingRect`)."""
        raise NotImplementedError

    def has_look(self) -> bool:
        """Whether there is anything to show (False: the face is hidden and nothing is drawn)."""
        return True

    def redraw(self) -> None:
        """Draw the look again, at the scene's scale."""
        if not self.has_look():
            self.face.setVisible(False)
            return
        scale = device_scale(self)
        bounds = self.boundingRect()
        self.renders += 1
        self.face.show_image(render_pixmap(bounds, self.draw, scale[0] * scale[1], scale[1]), bounds, scale)
        self.face.setVisible(True)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """Never called by Qt (no contents); a caller's own painter gets the vectors."""
        self.draw(painter)


__all__ = ["DeviceScale", "PixelFace", "RenderedItem", "device_scale"]
