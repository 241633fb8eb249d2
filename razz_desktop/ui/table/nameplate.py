"""A seat's nameplate (name, stack, status badge) and the turn glow behind it.

The plate is drawn by Qt's own items (a path for its body and badge, simple
text items for its texts), each cached as a device pixmap and drawn again
only when it changes; its fonts and their metrics are made once per size.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TypeVar

from PySide6.QtCore import Property, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsPathItem,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from razz_desktop.ui.fonts import ui_font

from .geometry import Size
from .labels import chips_text
from .metrics import HERO_NAMEPLATE, NAMEPLATE, text_scale
from .sprites import SHEET, blit, painter_scale


@lru_cache(maxsize=32)
def plate_metrics(font: QFont) -> QFontMetricsF:
    """The metrics of one of the plates' few fonts."""
    return QFontMetricsF(font)


_Part = TypeVar("_Part", QGraphicsPathItem, QGraphicsSimpleTextItem)


@lru_cache(maxsize=32)
def plate_font(pixel_size: int, bold: bool) -> tuple[QFont, QFontMetricsF]:
    """A nameplate font and its metrics (the same few sizes are painted all session)."""
    font = ui_font(pixel_size, bold=bold)
    return font, QFontMetricsF(font)


class GlowRing(QGraphicsItem):
    """The turn highlight around a nameplate, painted once at full strength.

    The pulse changes only this item's opacity: Qt then blends the cached
    pixmap more or less strongly instead of calling ``paint`` again, so a
    pulsing glow costs a blit per frame, not a repaint of the nameplate.
    """

    def __init__(self, size: Size, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._size = size
        self._bounds = QRectF(-8, -8, size.width + 16, size.height + 16)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent, True)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_size(self, size: Size) -> None:
        if size != self._size:
            self.prepareGeometryChange()
            self._size = size
            self._bounds = QRectF(-8, -8, size.width + 16, size.height + 16)
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        # Painted again whenever the ring comes back (a turn): one blit of the shared image.
        scale = painter_scale(painter)
        if scale is not None:
            size = self._size
            blit(painter, SHEET.image(("glow ring", size.width, size.height), self._bounds,
                                      lambda p: _draw_ring(p, size), *scale), self._bounds)


def _draw_ring(painter: QPainter, size: Size) -> None:
    """The turn ring at full strength around a plate of ``size`` (item units, plate at 0, 0)."""
    w, h = size.width, size.height
    rect = QRectF(0, 0, w, h)
    radius = h * 0.32
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for spread, alpha in ((9.0, 0.25), (5.0, 0.5)):
        painter.setPen(QPen(QColor(255, 204, 51, int(GLOW_FULL_ALPHA * alpha)), spread))
        painter.drawRoundedRect(rect, radius, radius)


GLOW_FULL_ALPHA = 210
GLOW_LOW_ALPHA = 90
"""The turn highlight's alpha at glow 1 and glow 0 (the pulse's extremes)."""


class NameplateItem(QGraphicsObject):
    """Name, stack and status of a seat, with the turn highlight.

    The plate is drawn by Qt itself: its body is a path item and its texts
    are simple text items, each with its own device cache, so a new status
    or stack sets one text (laid out once, in C++) and no Python ``paint``
    runs at all; this item only arranges them and paints nothing.

    ``glow`` (0..1) pulses while the seat is to act so the eye finds it; with
    animations off it stays at full strength. It sets the opacity of the
    :class:`GlowRing` behind the plate and never repaints the plate itself.
    """

    def __init__(self, hero: bool, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._hero = hero
        self._size = HERO_NAMEPLATE if hero else NAMEPLATE
        self.name = ""
        self.stack = 0
        self.status = ""
        self.to_act = False
        self.folded = False
        self.result = 0  # chips won this hand (shown after the hand)
        self._glow = 1.0
        self._bounds = _plate_bounds(self._size)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)
        self.ring = GlowRing(self._size, self)
        self.ring.setVisible(False)
        self.body = _cached(QGraphicsPathItem(self))
        self.name_text = _cached(QGraphicsSimpleTextItem(self))
        self.stack_text = _cached(QGraphicsSimpleTextItem(self))
        self.badge = _cached(QGraphicsPathItem(self))
        self.badge_text = _cached(QGraphicsSimpleTextItem(self))
        self._look: tuple[object, ...] | None = None
        self._arrange()

    @property
    def size(self) -> Size:
        return self._size

    def set_hero(self, hero: bool) -> None:
        if hero != self._hero:
            self.prepareGeometryChange()
            self._hero = hero
            self._size = HERO_NAMEPLATE if hero else NAMEPLATE
            self._bounds = _plate_bounds(self._size)
            self.ring.set_size(self._size)
            self._arrange()

    def set_state(self, name: str, stack: int, status: str, to_act: bool, folded: bool, result: int) -> None:
        state = (name, stack, status, to_act, folded, result)
        if state != (self.name, self.stack, self.status, self.to_act, self.folded, self.result):
            self.name, self.stack, self.status, self.to_act, self.folded, self.result = state
            self.ring.setVisible(to_act)
            self._arrange()

    def texts(self) -> tuple[str, str, str]:
        """The name, stack and badge as drawn (the name elided to the plate), for tests."""
        return self.name_text.text(), self.stack_text.text(), self.badge_text.text() if self.badge.isVisible() else ""

    def _arrange(self) -> None:
        """Bring the body and the texts up to the state; only what changed is touched."""
        w, h = self._size.width, self._size.height
        folded, to_act = self.folded, self.to_act
        k = text_scale(QApplication.font().pointSizeF())
        look = (w, h, to_act, self._hero, folded)
        if look != self._look:
            self._look = look
            path = QPainterPath()
            path.addRoundedRect(QRectF(0, 0, w, h), h * 0.32, h * 0.32)
            self.body.setPath(path)
            border = _GOLD if to_act else (_HERO_BORDER if self._hero else _BORDER)
            self.body.setPen(QPen(border, 3.0 if to_act else 1.6))
            self.body.setBrush(_plate_brush(h, folded))
        pad = h * 0.30
        name_font, name_metrics = plate_font(round(h * (0.31 if self._hero else 0.30) * k), True)
        name = name_metrics.elidedText(self.name, Qt.TextElideMode.ElideRight, w - 2 * pad)
        _set_text(self.name_text, name, name_font, _FOLDED_TEXT if folded else _TEXT,
                  QRectF(pad, h * 0.06, w - 2 * pad, h * 0.46))
        stack_font, _ = plate_font(round(h * 0.28 * k), False)
        # Larger text (k > 1) sits a little higher, clear of the status badge on the plate's edge.
        stack_rect = QRectF(pad, h * 0.50, w - 2 * pad, h * 0.44) if k == 1.0 else QRectF(pad, h * 0.47, w - 2 * pad, h * 0.38)
        _set_text(self.stack_text, chips_text(self.stack), stack_font, _FOLDED_STACK if folded else _STACK, stack_rect)

        badge = ""
        badge_colour = _GOLD
        if self.result > 0:
            badge = "+" + chips_text(self.result)
            badge_colour = _WIN
        elif self.status:
            badge = self.status
            badge_colour = _GOLD if to_act else _BADGE_TEXT_BG
        self.badge.setVisible(bool(badge))
        self.badge_text.setVisible(bool(badge))
        if not badge:
            return
        font, metrics = plate_font(round(h * 0.25), True)
        bw = metrics.horizontalAdvance(badge) + h * 0.4
        bh = h * 0.38
        brect = QRectF((w - bw) / 2, h - bh * 0.35, bw, bh)
        lit = self.result > 0 or to_act
        shape = (brect.x(), brect.width(), bh, lit, badge_colour.rgba())
        if self.badge.data(0) != shape:
            self.badge.setData(0, shape)
            path = QPainterPath()
            path.addRoundedRect(brect, bh / 2, bh / 2)
            self.badge.setPath(path)
            self.badge.setBrush(badge_colour if lit else _BADGE_BG)
        _set_text(self.badge_text, badge, font, _BADGE_DARK_TEXT if lit else _BADGE_LIGHT_TEXT, brect)

    def _get_glow(self) -> float:
        return self._glow

    def _set_glow(self, value: float) -> None:
        self._glow = float(value)
        alpha = GLOW_LOW_ALPHA + (GLOW_FULL_ALPHA - GLOW_LOW_ALPHA) * self._glow
        self.ring.setOpacity(alpha / GLOW_FULL_ALPHA)

    glow = Property(float, _get_glow, _set_glow)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:  # noqa: D102 - its parts paint themselves
        return


def _cached(item: _Part) -> _Part:
    """A part of the plate: drawn by Qt into its own device cache, deaf to the mouse."""
    item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    if isinstance(item, QGraphicsPathItem):
        item.setPen(QPen(Qt.PenStyle.NoPen))
    return item


def _set_text(item: QGraphicsSimpleTextItem, text: str, font: QFont, colour: QColor, box: QRectF) -> None:
    """Show ``text`` centred in ``box`` (as ``drawText`` with centred alignment placed it)."""
    if item.text() != text or item.font() != font:
        item.setFont(font)
        item.setText(text)
    if item.brush().color() != colour:
        item.setBrush(colour)
    # drawText centred the font's line box (ascent + descent), not the item's rounded-up bounds.
    line = plate_metrics(font).height()
    item.setPos(box.center().x() - item.boundingRect().width() / 2, box.center().y() - line / 2)


_GOLD = QColor("#ffcc33")
_HERO_BORDER = QColor("#8a9a93")
_BORDER = QColor("#59655f")
_TEXT = QColor("#f4f1e8")
_FOLDED_TEXT = QColor("#9aa29e")
_STACK = QColor("#9fe0a8")
_FOLDED_STACK = QColor("#7f8a84")
_WIN = QColor("#46c35a")
_BADGE_TEXT_BG = QColor("#c9d1cd")
_BADGE_BG = QColor("#3d4743")
_BADGE_DARK_TEXT = QColor("#111111")
_BADGE_LIGHT_TEXT = QColor("#e8ece9")
_CENTRED_LINE = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter


@lru_cache(maxsize=8)
def _plate_brush(height: float, folded: bool) -> QBrush:
    """The plate's top-to-bottom shading (darker and greyer for a folded seat)."""
    gradient = QLinearGradient(0.0, 0.0, 0.0, height)
    top, bottom = (QColor("#2f3a36"), QColor("#161c1a")) if not folded else (QColor("#2a2d2c"), QColor("#1c1e1d"))
    gradient.setColorAt(0.0, top)
    gradient.setColorAt(1.0, bottom)
    return QBrush(gradient)


def _plate_bounds(size: Size) -> QRectF:
    """The plate with its border, the glow's reach and the badge below it."""
    return QRectF(-10, -10, size.width + 20, size.height + 28)
