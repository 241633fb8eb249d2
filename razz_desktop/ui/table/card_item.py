"""The card item and the pre-rendered card images every card on a table shares.

Painting a card as vectors (rounded outline, gradient, suit paths, text)
costs most of a millisecond; a table shows up to fifty of them and a hand
deals, flips and dims them dozens of times. :class:`CardPixmaps` renders
each look of a card (face or back, size, deck colours, highlight, dimming)
once per device scale into a QPixmap, shared by every card of that look.

A card is a :class:`CardItem` (a QGraphicsObject that paints nothing and
flies on its C++ ``pos`` property) holding a :class:`CardFace`, a stock
QGraphicsPixmapItem that shows the image in the view's own pixels. Qt
visits every item under the table's root at every frame; before, each
visit of a card asked Python for its bounds (some 4,000 calls a hand) and
every flip frame rendered its cache again. Now a frame, a flight and a
flip touch no Python of the card at all, and the picture is the same,
pixel for pixel.
"""

from __future__ import annotations

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QStyleOptionGraphicsItem,
    QWidget,
)

from razz_desktop.engine.cards import Card

from .card_art import paint_back, paint_face
from .geometry import Size
from .rendered import PixelFace
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
    """Deck options shared by every card on one table (changed from the View menu), the card
    images those cards share, and the scale the table's view shows them at.

    ``zoom`` (logical pixels per item unit) and ``ratio`` (the screen's device pixels per
    logical one) are the view's, set by :meth:`set_scale` when it is fitted to its window;
    a card's image is rendered for exactly that scale (see :class:`CardItem`).
    """

    def __init__(self, four_colour: bool = False) -> None:
        self.four_colour = four_colour
        self.pixmaps = CardPixmaps()
        self.zoom = 1.0
        self.ratio = 1.0

    def set_scale(self, zoom: float, ratio: float) -> bool:
        """Show the cards at ``zoom`` and ``ratio`` from now on; True if that is a change."""
        if zoom <= 0 or (abs(zoom - self.zoom) < 1e-9 and ratio == self.ratio):
            return False
        self.zoom, self.ratio = zoom, ratio
        return True


class CardFace(PixelFace):
    """What a card shows: its shared image, drawn by Qt itself in the view's own pixels.

    Painting a frame visits every item under the table's root; an item written in Python
    costs a call into Python for its bounds at every visit, and a card with a device cache
    is rendered again whenever a flip squeezes it. This stock pixmap item has neither
    (see :class:`.rendered.PixelFace`); only while a flip squeezes it is it drawn smoothly scaled.
    """


class CardItem(QGraphicsObject):
    """One card. It knows its face only if the viewer may see it.

    ``card`` is None for another seat's down card: the view the scene draws
    from has no card there, so a hidden card cannot be painted face up by
    mistake. ``flip`` (0..1) animates a reveal: the back shrinks to an edge and
    the face grows out of it.

    The item itself paints nothing (``ItemHasNoContents``: no frame asks it for its
    bounds); its :class:`CardFace` child shows the image of its look. It flies on its
    ``pos`` property, which Qt animates without calling into Python.
    """

    def __init__(self, style: CardStyle, size: Size, card: Card | None, face_up: bool,
                 down: bool, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._style = style
        self._size = size
        self._bounds = card_bounds(size)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)
        self.face = CardFace(self)
        self._look: tuple[object, ...] | None = None
        self._deal(card, face_up, down)
        self.refresh()

    def _deal(self, card: Card | None, face_up: bool, down: bool) -> None:
        """The card's state as dealt: ``card`` (None: not known to this viewer), not flipping, not marked."""
        self.card = card
        self.face_up = face_up
        self.down = down
        """Dealt face down (a hole card or the 7th-street card), whoever may see it."""
        self.highlight = False
        self.dimmed = False
        self._flip = 1.0
        self.spare = False
        """Put away by its seat (hidden, waiting to be dealt again): not a card on the table."""

    def reuse(self, size: Size, card: Card | None, face_up: bool, down: bool) -> None:
        """Deal this spare card again (see ``SeatItem``'s spares): as if it were made now.

        Its look is set again even if it is the one shown, because the images may
        have been rendered again (another theme or scale) while it was put away.
        """
        if size != self._size:
            self.prepareGeometryChange()
            self._size = size
            self._bounds = card_bounds(size)
        self._deal(card, face_up, down)
        self.refresh(force=True)
        self.setVisible(True)

    @property
    def shows_face(self) -> bool:
        """Whether the card shows its face: it is known and not mid-flip on its back."""
        return self.card is not None and self.face_up and self._flip >= 0.5

    @property
    def size(self) -> Size:
        return self._size

    def refresh(self, force: bool = False) -> None:
        """Show the image of the card's look at the style's scale (``force``: even if the look
        is the one shown, e.g. the images were rendered again for another theme)."""
        style = self._style
        face = self.card if self.shows_face else None
        look = (face, self._size, style.four_colour, self.highlight, self.dimmed, style.zoom, style.ratio)
        if look == self._look and not force:
            return
        self._look = look
        zoom = style.zoom
        self.face.setPixmap(style.pixmaps.pixmap(face, self._size, style.four_colour, self.highlight,
                                                 self.dimmed, zoom, style.ratio))
        self.face.setOffset(self._bounds.left() * zoom, self._bounds.top() * zoom)
        self._squeeze()

    def set_size(self, size: Size) -> None:
        if size != self._size:
            self.prepareGeometryChange()
            self._size = size
            self._bounds = card_bounds(size)
            self.refresh()

    def set_card(self, card: Card | None, face_up: bool) -> None:
        if card != self.card or face_up != self.face_up:
            self.card = card
            self.face_up = face_up
            self.refresh()

    def set_highlight(self, highlight: bool, dimmed: bool) -> None:
        if highlight != self.highlight or dimmed != self.dimmed:
            self.highlight = highlight
            self.dimmed = dimmed
            self.refresh()

    def setToolTip(self, text: str) -> None:  # noqa: N802 - Qt's name
        """The tip is the face's too: the face is what lies under the mouse."""
        super().setToolTip(text)
        self.face.setToolTip(text)

    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        # The squeeze is the face's transform; another image is chosen only when
        # the card turns from its back to its face.
        self._flip = float(value)
        self.refresh()
        self._squeeze()

    flip = Property(float, _get_flip, _set_flip)

    def _squeeze(self) -> None:
        squeeze = abs(1.0 - 2.0 * self._flip) if self._flip < 1.0 else 1.0
        face = self.face
        if squeeze >= 1.0:
            if not face.transform().isIdentity():
                face.resetTransform()
                face.setTransformationMode(Qt.TransformationMode.FastTransformation)
            return
        half = self._size.width / 2 * self._style.zoom  # the card's middle, in the face's pixels
        face.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        face.setTransform(QTransform().translate(half, 0).scale(max(squeeze, 0.02), 1.0).translate(-half, 0))

    def land(self, pos: QPointF) -> None:
        """End a flight: the card lies exactly at ``pos``."""
        self.setPos(pos)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        # Asked when the card is added or moved by hand, never at a frame (no contents).
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """Nothing: the face paints (kept because QGraphicsObject declares it)."""
        return


__all__ = ["CardFace", "CardItem", "CardPixmaps", "CardStyle", "card_bounds", "paint_card"]
