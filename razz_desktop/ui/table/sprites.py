"""Pre-rendered images of the table's small vector drawings, shared by every item that shows them.

A stack of chips is a dozen antialiased ellipses with dashed edges, a turn
ring is two wide rounded strokes: drawn as vectors each costs a quarter to
half a millisecond, and the table draws them again whenever a bet, a pot or
a turn changes (a dozen times a hand, plus every chip pile that flies). The
same few looks come back all session, so each is rendered once per device
scale into a QPixmap and an item's ``paint`` only blits it, whole device
pixel for whole device pixel, which looks exactly like the vectors did.

:class:`SpriteSheet` holds the images; :func:`blit` draws one into an
item's painter. ``renders`` counts the images drawn, for tests and
benchmarks.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Hashable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap

SpriteKey = tuple[Hashable, ...]

MAX_SPRITES = 160
"""Some three times the looks a table shows at once (chip columns, plate bodies, rings).
Past it (a long session's ever new bets, or many window sizes) the least recently used
go rather than the sheet growing without end; a look in use is held by the item that
shows it, so it stays on the table."""


class SpriteSheet:
    """Images keyed by (look, device scale); each look is drawn by its own function in item units.

    At most ``limit`` images are kept: past it the one used least recently goes (a long
    session shows ever new stack amounts; the looks in use stay).
    """

    def __init__(self, limit: int = MAX_SPRITES) -> None:
        self._images: OrderedDict[tuple[SpriteKey, float, float], QPixmap] = OrderedDict()
        self._limit = max(1, limit)
        self.renders = 0

    def __len__(self) -> int:
        return len(self._images)

    def invalidate(self) -> None:
        """Forget every image (another theme or screen): the next paint renders each look again."""
        self._images.clear()

    def image(self, key: SpriteKey, bounds: QRectF, draw: Callable[[QPainter], None],
              zoom: float, device_ratio: float = 1.0) -> QPixmap:
        """The look ``key`` (``draw`` paints it inside ``bounds``, item units) at ``zoom`` logical
        pixels per unit on a screen of ``device_ratio``; rendered the first time it is asked for."""
        full = (key, round(zoom, 4), device_ratio)
        images = self._images
        image = images.get(full)
        if image is None:
            while len(images) >= self._limit:
                images.popitem(last=False)
            image = self._render(bounds, draw, full[1] * device_ratio, device_ratio)
            images[full] = image
        else:
            images.move_to_end(full)
        return image

    def _render(self, bounds: QRectF, draw: Callable[[QPainter], None], scale: float,
                device_ratio: float) -> QPixmap:
        self.renders += 1
        return render_pixmap(bounds, draw, scale, device_ratio)


def render_pixmap(bounds: QRectF, draw: Callable[[QPainter], None], scale: float,
                  device_ratio: float) -> QPixmap:
    """``draw``'s vectors over ``bounds`` (item coordinates) as an image of the screen's pixels.

    Shared by the sprites and the cards' faces, so every pre-rendered image is made the same
    way: transparent, antialiased, at the view's scale, tagged with the device pixel ratio.
    """
    image = QPixmap(*pixel_size(bounds, scale))
    paint_into(image, bounds, draw, scale, device_ratio)
    return image


def pixel_size(bounds: QRectF, scale: float) -> tuple[int, int]:
    """The pixels an image of ``bounds`` at ``scale`` takes (at least one each way)."""
    return max(1, math.ceil(bounds.width() * scale)), max(1, math.ceil(bounds.height() * scale))


def paint_into(image: QPixmap, bounds: QRectF, draw: Callable[[QPainter], None], scale: float,
               device_ratio: float) -> None:
    """Draw ``draw``'s vectors over ``bounds`` into ``image`` (cleared first), as :func:`render_pixmap` does."""
    image.setDevicePixelRatio(1.0)  # painted in pixels; the ratio is the image's tag for whoever shows it
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    painter.scale(scale, scale)
    painter.translate(-bounds.left(), -bounds.top())
    draw(painter)
    painter.end()
    image.setDevicePixelRatio(device_ratio)


SHEET = SpriteSheet()
"""The sheet the table's items share (one GUI thread, one set of looks)."""


def painter_scale(painter: QPainter) -> tuple[float, float] | None:
    """(zoom, device ratio) of ``painter``: logical pixels per item unit, and the device's
    pixel ratio; None when it paints nothing (a zero scale)."""
    zoom = abs(painter.worldTransform().m22())
    if zoom <= 0:
        return None
    device = painter.device()
    return zoom, (device.devicePixelRatioF() if device is not None else 1.0)


def blit(painter: QPainter, image: QPixmap, bounds: QRectF, at: QPointF | None = None) -> None:
    """Draw ``image`` (rendered for ``bounds``) with the bounds' top-left corner at ``at``
    (item units; default: where the bounds say), on a whole device pixel when nothing squeezes it."""
    corner = bounds.topLeft() if at is None else at
    transform = painter.worldTransform()
    if not transform.isRotating() and abs(transform.m11() - transform.m22()) < 1e-9:
        mapped = transform.map(corner)
        painter.save()
        painter.resetTransform()
        painter.drawPixmap(QPointF(round(mapped.x()), round(mapped.y())), image)
        painter.restore()
    else:
        painter.drawPixmap(QRectF(corner, bounds.size()), image, QRectF(image.rect()))


__all__ = ["MAX_SPRITES", "SHEET", "SpriteSheet", "blit", "paint_into", "painter_scale", "pixel_size"]
