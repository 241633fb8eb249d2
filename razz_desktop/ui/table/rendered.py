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

from .sprites import paint_into, pixel_size, render_pixmap

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
        self._kept: QPixmap | None = None
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
        if getattr(self.scene(), "waiting_for_scale", False):
            return  # drawn when the view reports its scale (TableScene.set_device_scale redraws all)
        scale = device_scale(self)
        bounds = self.boundingRect()
        self.renders += 1
        self.face.show_image(self._image_for(bounds, scale), bounds, scale)
        self.face.setVisible(True)

    def _image_for(self, bounds: QRectF, scale: DeviceScale) -> QPixmap:
        """The look drawn into this item's own image when its size is unchanged, else a new one.

        A bet, a pot or a plate changes at almost every action: an image made
        each time is an allocation and a free of some tens of KB per change,
        thousands a session, which the C allocator answers by growing the
        process (issue 10's memory figure went from 1.9 to 2.2 KB a hand). The
        face lets go of the image first, so painting into it copies nothing.
        """
        factor = scale[0] * scale[1]
        kept = self._kept
        if kept is None or (kept.width(), kept.height()) != pixel_size(bounds, factor):
            kept = self._kept = render_pixmap(bounds, self.draw, factor, scale[1])
            return kept
        self.face.setPixmap(QPixmap())  # the only other holder: the repaint below then detaches nothing
        paint_into(kept, bounds, self.draw, factor, scale[1])
        return kept

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """Never called by Qt (no contents); a caller's own painter gets the vectors."""
        self.draw(painter)


__all__ = ["DeviceScale", "PixelFace", "RenderedItem", "device_scale"]
