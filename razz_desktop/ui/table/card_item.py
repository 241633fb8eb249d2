"""The card item and the pre-rendered card images every card on a table shares.

Painting a card as vectors (rounded outline, gradient, suit paths, text)
costs most of a millisecond; a table shows up to fifty of them and a hand
deals, flips and dims them dozens of times. :class:`CardPixmaps` renders
each look of a card (face or back, size, deck colours, highlight, dimming)
once per device scale into a QPixmap; :meth:`CardItem.paint` only blits it.
The item keeps one device-coordinate cache for its whole life (switching
cache modes mid-flight re-rendered each card two or three times), and when
Qt renders that cache again, because the card moved by a fraction of a
pixel or is squeezed by a flip, that too is one blit of the shared image.
"""

from __future__ import annotations

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from razz_desktop.engine.cards import Card

from .card_art import paint_back, paint_face
from .geometry import Size
from .pixels import PixelGrid, on_whole_pixel, pixel_grid
from .sprites import render_pixmap

PixmapKey = tuple[object, ...]

MARGIN_LEFT, MARGIN_TOP, MARGIN_RIGHT, MARGIN_BOTTOM = 3.0, 3.0, 5.0, 6.0
"""Room around the card for its shadow and highlight ring (item units)."""


def card_bounds(size: Size) -> QRectF:
    """A card's bounding rectangle: the card at (0, 0) with its shadow and ring around it."""
    return QRectF(-MARGIN_LEFT, -MARGIN_TOP, size.width + MARGIN_LEFT + MARGIN_RIGHT,
                  size.height + MARGIN_TOP + MARGIN_BOTTOM)


class CardPixmaps:
    """Every look of a card, rendered once per device scale and shared by all the table's cards.

    A key is (card or None for the back, size, four-colour deck, highlight,
    dimmed, scale): the scale is device pixels per item unit (the view's
    zoom times the screen's device pixel ratio), so an image is blitted 1:1
    and looks exactly like the vector card. A new scale (the window was
    resized, or the table moved to another screen) drops the images of the
    old one; :meth:`invalidate` drops them all (another theme or deck).
    ``renders`` counts the images drawn, for tests and benchmarks.
    """

    def __init__(self) -> None:
        self._images: dict[PixmapKey, QPixmap] = {}
        self._scale: tuple[float, float] | None = None
        self.renders = 0

    def __len__(self) -> int:
        return len(self._images)

    def invalidate(self) -> None:
        """Forget every image: the next paint of each card renders its look again."""
        self._images.clear()

    def pixmap(self, card: Card | None, size: Size, four_colour: bool, highlight: bool, dimmed: bool,
               zoom: float, device_ratio: float = 1.0) -> QPixmap:
        """The image of one look of a card at ``zoom`` logical pixels per unit on a screen of
        ``device_ratio`` device pixels per logical one (rendered if new)."""
        scale = (round(zoom, 4), device_ratio)
        if scale != self._scale:
            self._images.clear()
            self._scale = scale
        face = (card.rank, card.suit) if card is not None else None
        key: PixmapKey = (face, size.width, size.height, four_colour and face is not None, highlight, dimmed)
        image = self._images.get(key)
        if image is None:
            image = self._render(card, size, four_colour, highlight, dimmed, scale[0] * device_ratio, device_ratio)
            self._images[key] = image
        return image

    def _render(self, card: Card | None, size: Size, four_colour: bool, highlight: bool, dimmed: bool,
                scale: float, device_ratio: float) -> QPixmap:
        self.renders += 1
        return render_pixmap(card_bounds(size),
                             lambda painter: paint_card(painter, card, size, four_colour, highlight, dimmed),
                             scale, device_ratio)


def paint_card(painter: QPainter, card: Card | None, size: Size, four_colour: bool, highlight: bool,
               dimmed: bool) -> None:
    """The card as vectors, at (0, 0) in ``size``: shadow, face or back, dimming, highlight."""
    w, h = size.width, size.height
    rect = QRectF(0, 0, w, h)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    # A soft shadow lifts the card off the felt.
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 70))
    painter.drawRoundedRect(rect.translated(2.0, 3.0), w * 0.08, w * 0.08)
    if card is not None:
        paint_face(painter, rect, card.rank, card.suit, four_colour)
    else:
        paint_back(painter, rect)
    if dimmed:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(20, 30, 25, 120))
        painter.drawRoundedRect(rect, w * 0.08, w * 0.08)
    if highlight:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor("#ffcc33"), max(w * 0.05, 2.0)))
        painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), w * 0.09, w * 0.09)


class CardStyle:
    """Deck options shared by every card on one table (changed from the View menu), and the
    card images those cards share."""

    def __init__(self, four_colour: bool = False) -> None:
        self.four_colour = four_colour
        self.pixmaps = CardPixmaps()


class CardItem(QGraphicsObject):
    """One card. It knows its face only if the viewer may see it.

    ``card`` is None for another seat's down card: the view the scene draws
    from has no card there, so a hidden card cannot be painted face up by
    mistake. ``flip`` (0..1) animates a reveal: the back shrinks to an edge and
    the face grows out of it.
    """

    def __init__(self, style: CardStyle, size: Size, card: Card | None, face_up: bool,
                 down: bool, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._style = style
        self._size = size
        self._bounds = card_bounds(size)
        self.card = card
        self.face_up = face_up
        self.down = down
        """Dealt face down (a hole card or the 7th-street card), whoever may see it."""
        self.highlight = False
        self.dimmed = False
        self._flip = 1.0
        self._grid: PixelGrid | None = None
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def shows_face(self) -> bool:
        """Whether paint() draws the face: the card is known and not mid-flip on its back."""
        return self.card is not None and self.face_up and self._flip >= 0.5

    @property
    def size(self) -> Size:
        return self._size

    def set_size(self, size: Size) -> None:
        if size != self._size:
            self.prepareGeometryChange()
            self._size = size
            self._bounds = card_bounds(size)
            self.update()

    def set_card(self, card: Card | None, face_up: bool) -> None:
        if card != self.card or face_up != self.face_up:
            self.card = card
            self.face_up = face_up
            self.update()

    def set_highlight(self, highlight: bool, dimmed: bool) -> None:
        if highlight != self.highlight or dimmed != self.dimmed:
            self.highlight = highlight
            self.dimmed = dimmed
            self.update()

    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        # The squeeze is the item's transform, not part of what paint() draws:
        # the card's image is squeezed, and another image is chosen only when
        # it turns from its back to its face.
        showed_face = self.shows_face
        self._flip = float(value)
        squeeze = abs(1.0 - 2.0 * self._flip) if self._flip < 1.0 else 1.0
        if squeeze >= 1.0:
            self.resetTransform()
        else:
            half = self._size.width / 2
            self.setTransform(QTransform().translate(half, 0).scale(max(squeeze, 0.02), 1.0).translate(-half, 0))
        if self.shows_face != showed_face:
            self.update()

    flip = Property(float, _get_flip, _set_flip)

    def _get_flight(self) -> QPointF:
        return self.pos()

    def _set_flight(self, value: QPointF) -> None:
        grid = self._grid
        if grid is None:
            grid = self._grid = pixel_grid(self)
        if grid is None:
            self.setPos(value)
        else:
            self.setPos(*on_whole_pixel(grid, value))

    flight = Property(QPointF, _get_flight, _set_flight)
    """The position while the card flies, put on a whole device pixel of the first view.

    Qt keeps a device-coordinate cache only while the item's size in whole
    pixels stays the same; a card moved by fractions of a pixel changes it on
    about every other frame and is rendered again each time. On whole pixels
    the cached image is only moved. The grid (parent coordinates to the
    view's pixels) is read when the flight starts and kept until it lands,
    30 steps a second being too many to ask the view each time."""

    def land(self, pos: QPointF) -> None:
        """End a flight: the card lies exactly at ``pos`` and the pixel grid is forgotten."""
        self._grid = None
        self.setPos(pos)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        # Stored: Qt asks for it thousands of times a hand.
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        transform = painter.worldTransform()
        # Nothing on the table rotates: the vertical scale is the zoom (a flip squeezes only x).
        zoom = abs(transform.m22())
        if zoom <= 0:
            return
        device = painter.device()
        ratio = device.devicePixelRatioF() if device is not None else 1.0
        face = self.card if self.shows_face else None
        image = self._style.pixmaps.pixmap(face, self._size, self._style.four_colour, self.highlight,
                                           self.dimmed, zoom, ratio)
        bounds = self._bounds
        if not transform.isRotating() and abs(transform.m11() - transform.m22()) < 1e-9:
            # Unsqueezed: blit pixel for pixel at a whole device pixel, as sharp as the vectors.
            corner = transform.map(bounds.topLeft())
            painter.save()
            painter.resetTransform()
            painter.drawPixmap(QPointF(round(corner.x()), round(corner.y())), image)
            painter.restore()
        else:
            painter.drawPixmap(bounds, image, QRectF(image.rect()))


__all__ = ["CardItem", "CardPixmaps", "CardStyle", "card_bounds", "paint_card"]
