"""A seat's nameplate (name, stack, status badge) and the turn glow behind it.

The plate is drawn into an image of the view's pixels only when one of its
texts changes and shown by Qt's own pixmap item (see :mod:`.rendered`), so a
frame calls no Python for it; its fonts and their metrics are made once per
size, not at every drawing.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache, partial

from PySide6.QtCore import Property, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QStyleOptionGraphicsItem,
    QWidget,
)

from razz_desktop.ui.fonts import ui_font

from .geometry import Size
from .labels import chips_text
from .metrics import HERO_NAMEPLATE, NAMEPLATE, text_scale
from .rendered import PixelFace, device_scale
from .sprites import SHEET, SpriteSheet, blit, painter_scale


@lru_cache(maxsize=32)
def plate_font(pixel_size: int, bold: bool) -> tuple[QFont, QFontMetricsF]:
    """A nameplate font and its metrics (the same few sizes are painted all session)."""
    font = ui_font(pixel_size, bold=bold)
    return font, QFontMetricsF(font)


class GlowRing(PixelFace):
    """The turn highlight around a nameplate, one shared image at full strength.

    The pulse changes only this item's opacity: Qt blends the image more or
    less strongly, so a pulsing glow costs a blit per frame and no Python.
    """

    def __init__(self, size: Size, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self._size = size
        self._bounds = _ring_bounds(size)
        self._shown: tuple[object, ...] | None = None
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent, True)

    def set_size(self, size: Size) -> None:
        if size != self._size:
            self._size = size
            self._bounds = _ring_bounds(size)
            self.redraw()

    def redraw(self) -> None:
        """Take the ring's image for the plate's size at the scene's scale (shared by every plate)."""
        scale = device_scale(self)
        size = self._size
        key = (size, scale)
        if key == self._shown:
            return
        self._shown = key
        self.show_image(SHEET.image(("glow ring", size.width, size.height), self._bounds,
                                    lambda p: _draw_ring(p, size), *scale), self._bounds, scale)


def _ring_bounds(size: Size) -> QRectF:
    return QRectF(-8, -8, size.width + 16, size.height + 16)


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
        self.badge_on_top = False
        """The badge on the plate's upper edge: a seat at the top of the table has its cards right
        under its plate, and a badge on the lower edge lay under them (issue 38)."""
        self._glow = 1.0
        self._bounds = _plate_bounds(self._size)
        # The plate paints nothing itself: its pieces are stock pixmap items (see .rendered),
        # the ring behind them, the badge over the body's lower edge.
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)
        self.ring = GlowRing(self._size, self)
        self.ring.setVisible(False)
        self._faces = {kind: PixelFace(self) for kind in ("body", "name", "stack", "badge")}
        self._shown: dict[str, tuple[object, ...] | None] = {}
        self.redraw()

    @property
    def size(self) -> Size:
        return self._size

    def set_badge_on_top(self, on_top: bool) -> None:
        if on_top != self.badge_on_top:
            self.badge_on_top = on_top
            self.redraw()

    def set_hero(self, hero: bool) -> None:
        if hero != self._hero:
            self.prepareGeometryChange()
            self._hero = hero
            self._size = HERO_NAMEPLATE if hero else NAMEPLATE
            self._bounds = _plate_bounds(self._size)
            self.ring.set_size(self._size)
            self.redraw()

    def set_state(self, name: str, stack: int, status: str, to_act: bool, folded: bool, result: int) -> None:
        state = (name, stack, status, to_act, folded, result)
        if state != (self.name, self.stack, self.status, self.to_act, self.folded, self.result):
            self.name, self.stack, self.status, self.to_act, self.folded, self.result = state
            self.ring.setVisible(to_act)
            self.redraw()

    def _get_glow(self) -> float:
        return self._glow

    def _set_glow(self, value: float) -> None:
        self._glow = float(value)
        alpha = GLOW_LOW_ALPHA + (GLOW_FULL_ALPHA - GLOW_LOW_ALPHA) * self._glow
        self.ring.setOpacity(alpha / GLOW_FULL_ALPHA)

    glow = Property(float, _get_glow, _set_glow)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self._bounds

    def redraw(self) -> None:
        """Show the pieces of the plate's look (at the scene's scale), and the ring for its size.

        Each piece (body, name, stack, badge) is an image shared by every plate that shows
        it: a change of the stack draws only the new amount, a badge that comes back every
        street ("Call", "To act", "Thinking…") is never drawn again.
        """
        scale = device_scale(self)
        pieces = self._pieces()
        for kind, face in self._faces.items():
            piece = pieces.get(kind)
            if piece is None:
                face.setVisible(False)
                self._shown[kind] = None
                continue
            key, bounds, draw = piece
            shown = (key, scale)
            if self._shown.get(kind) != shown:
                self._shown[kind] = shown
                sheet = SHEET if kind == "body" else TEXTS
                face.show_image(sheet.image(key, bounds, draw, *scale), bounds, scale)
            face.setVisible(True)
        self.ring.redraw()

    def _pieces(self) -> dict[str, _Piece]:
        """Each piece of the look now: its key (what it shows), its bounds (item units), its drawing.

        Each piece is worked out once per look (the same names, stacks and badges come back
        all session) by the cached functions below, not at every change of the plate.
        """
        w, h = self._size.width, self._size.height
        folded = self.folded
        k = text_scale(QApplication.font().pointSizeF())
        pieces: dict[str, _Piece] = {
            "body": _body_piece(w, h, self.to_act, self._hero, folded),
            "name": _name_piece(self.name, w, h, self._hero, folded, k),
            "stack": _stack_piece(chips_text(self.stack), w, h, folded, k),
        }
        badge = ""
        if self.result > 0:
            badge = "+" + chips_text(self.result)
        elif self.status:
            badge = self.status
        if badge:
            pieces["badge"] = _badge_piece(badge, w, h, self.result > 0, self.to_act, self.badge_on_top)
        return pieces

    def draw(self, painter: QPainter) -> None:
        """The whole plate as vectors into ``painter`` (the body blitted from the shared sheet)."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        scale = painter_scale(painter)
        if scale is None:
            return
        for kind, (key, bounds, draw) in self._pieces().items():
            if kind == "body":
                blit(painter, SHEET.image(key, bounds, draw, *scale), bounds)
            else:
                draw(painter)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """Never called by Qt (no contents); a caller's own painter gets the plate."""
        self.draw(painter)


TEXTS = SpriteSheet(limit=96)
"""The plates' texts (names, stacks, badges): their own small sheet, so the many stack amounts
of a long session never push the chips and plate bodies out of the shared one, and the images
kept stay few (the names and badges in use, the latest stacks)."""


_Piece = tuple[tuple[object, ...], QRectF, Callable[[QPainter], None]]
"""A piece of a plate: the key of its image, its bounds (item units) and its drawing."""


@lru_cache(maxsize=64)
def _body_piece(w: float, h: float, to_act: bool, hero: bool, folded: bool) -> _Piece:
    look = (w, h, to_act, hero, folded)
    return ("plate", *look), QRectF(-2, -2, w + 4, h + 4), partial(_draw_plate_aa, look=look)


@lru_cache(maxsize=128)
def _name_piece(full_name: str, w: float, h: float, hero: bool, folded: bool, k: float) -> _Piece:
    name_px = round(h * (0.31 if hero else 0.30) * k)
    _font, name_metrics = plate_font(name_px, True)
    pad = h * 0.30
    name = name_metrics.elidedText(full_name, Qt.TextElideMode.ElideRight, w - 2 * pad)
    name_rect = QRectF(pad, h * 0.06, w - 2 * pad, h * 0.46)
    colour = _FOLDED_TEXT if folded else _TEXT
    return (("name", name, name_px, colour.rgba(), name_rect.width(), name_rect.height()), name_rect,
            partial(_draw_line, rect=name_rect, text=name, pixel_size=name_px, bold=True, colour=colour))


@lru_cache(maxsize=256)
def _stack_piece(stack: str, w: float, h: float, folded: bool, k: float) -> _Piece:
    stack_px = round(h * 0.28 * k)
    pad = h * 0.30
    # Larger text (k > 1) sits a little higher, clear of the status badge on the plate's edge.
    stack_rect = QRectF(pad, h * 0.50, w - 2 * pad, h * 0.44) if k == 1.0 else QRectF(pad, h * 0.47, w - 2 * pad, h * 0.38)
    colour = _FOLDED_STACK if folded else _STACK
    return (("stack", stack, stack_px, colour.rgba(), stack_rect.width(), stack_rect.height()),
            stack_rect, partial(_draw_line, rect=stack_rect, text=stack, pixel_size=stack_px, bold=False,
                                colour=colour))


@lru_cache(maxsize=128)
def _badge_piece(badge: str, w: float, h: float, won: bool, to_act: bool, on_top: bool = False) -> _Piece:
    """The status badge (or the amount won, ``won``) on the plate's lower edge (``on_top``: its upper
    edge), mostly outside the plate: on it, the badge covered the stack's digits (issue 38)."""
    badge_colour = _WIN if won else (_GOLD if to_act else _BADGE_TEXT_BG)
    badge_px = round(h * 0.25)
    _font, metrics = plate_font(badge_px, True)
    bw = metrics.horizontalAdvance(badge) + h * 0.4
    bh = h * 0.38
    brect = QRectF((w - bw) / 2, -bh * 0.75 if on_top else h - bh * 0.25, bw, bh)
    lit = won or to_act
    fill = badge_colour if lit else _BADGE_BG
    ink = _BADGE_DARK_TEXT if lit else _BADGE_LIGHT_TEXT
    return (("badge", badge, badge_px, fill.rgba(), ink.rgba(), bw, bh), brect.adjusted(-1, -1, 1, 1),
            partial(_draw_badge, rect=brect, text=badge, pixel_size=badge_px, fill=fill, ink=ink))


def _draw_plate_aa(painter: QPainter, look: tuple[float, float, bool, bool, bool]) -> None:
    _draw_plate(painter, *look)


def _draw_line(painter: QPainter, rect: QRectF, text: str, pixel_size: int, bold: bool, colour: QColor) -> None:
    """One centred line of a plate (its name or its stack)."""
    font, _ = plate_font(pixel_size, bold)
    painter.setFont(font)
    painter.setPen(colour)
    painter.drawText(rect, _CENTRED_LINE, text)


def _draw_badge(painter: QPainter, rect: QRectF, text: str, pixel_size: int, fill: QColor, ink: QColor) -> None:
    """The status badge on the plate's lower edge (a pill with its text)."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
    font, _ = plate_font(pixel_size, True)
    painter.setFont(font)
    painter.setPen(ink)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


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


def _draw_plate(painter: QPainter, w: float, h: float, to_act: bool, hero: bool, folded: bool) -> None:
    """The plate's shaded, rounded body and its border (the turn's gold, the human's lighter grey)."""
    radius = h * 0.32
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    border = _GOLD if to_act else (_HERO_BORDER if hero else _BORDER)
    painter.setPen(QPen(border, 3.0 if to_act else 1.6))
    painter.setBrush(_plate_brush(h, folded))
    painter.drawRoundedRect(QRectF(0, 0, w, h), radius, radius)


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
