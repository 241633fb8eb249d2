"""Card faces and backs, painted as vectors so they are crisp at any size.

Suits are QPainterPath shapes built once in a unit box and scaled by the
painter, not bitmaps or font glyphs: they stay sharp when the window is
maximised and look identical on machines with different fonts. Ranks are text
in the bundled DejaVu Sans (ui.fonts), so they too never fall back to boxes.

Colours: the classic two-colour deck (red hearts and diamonds) or the
four-colour deck online players prefer (blue diamonds, green clubs), which
makes suits readable at a glance in the small indices.
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QTransform,
)

from razz_desktop.ui.fonts import ui_font_family

from . import suit_cache

CARD_RATIO = 1.4
"""Height / width of a card (poker size is 3.5 x 2.5 inches)."""

RANK_TEXT = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")

TWO_COLOUR = (QColor("#1c1c1c"), QColor("#c8102e"), QColor("#c8102e"), QColor("#1c1c1c"))
FOUR_COLOUR = (QColor("#157a2f"), QColor("#1b5fc1"), QColor("#c8102e"), QColor("#1c1c1c"))
# Suit order as in engine.cards: clubs, diamonds, hearts, spades.

FACE_TOP = QColor("#ffffff")
FACE_BOTTOM = QColor("#f1eee6")
EDGE = QColor("#6b6b6b")
BACK_MAIN = QColor("#1f3f8f")
BACK_DARK = QColor("#142b66")
BACK_LINE = QColor(255, 255, 255, 70)


def suit_colour(suit: int, four_colour: bool) -> QColor:
    return (FOUR_COLOUR if four_colour else TWO_COLOUR)[suit]


PATH_SCALE = 1000.0
"""Suit paths are stored in a 1000 x 1000 box: Qt's boolean path operations
flatten curves into line segments at a fixed precision, which in a unit box
would leave visibly polygonal hearts and clubs."""


def _big(path: QPainterPath) -> QPainterPath:
    return QTransform.fromScale(PATH_SCALE, PATH_SCALE).map(path)


def _union(*parts: QPainterPath) -> QPainterPath:
    """Unite pieces drawn in the unit box, at full scale so curves stay smooth."""
    shape = _big(parts[0])
    for part in parts[1:]:
        shape = shape.united(_big(part))
    return shape.simplified()


def _circle(cx: float, cy: float, r: float) -> QPainterPath:
    p = QPainterPath()
    p.addEllipse(QPointF(cx, cy), r, r)
    return p


def _polygon(*points: tuple[float, float]) -> QPainterPath:
    p = QPainterPath()
    p.addPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
    p.closeSubpath()
    return p


def _stem() -> QPainterPath:
    p = QPainterPath()
    p.moveTo(0.5, 0.55)
    p.cubicTo(0.52, 0.78, 0.60, 0.92, 0.70, 1.0)
    p.lineTo(0.30, 1.0)
    p.cubicTo(0.40, 0.92, 0.48, 0.78, 0.5, 0.55)
    p.closeSubpath()
    return p


@lru_cache(maxsize=4)
def suit_path(suit: int) -> QPainterPath:
    """The suit's filled shape in a PATH_SCALE square (suits as in engine.cards).

    Read from the shapes stored by ``packaging/make_suit_paths.py`` (the same
    paths, without 4 ms of path unions before the first table:
    :mod:`.suit_cache`); computed when they are not there.
    """
    if not 0 <= suit < 4:
        raise ValueError(f"no suit {suit}")
    found = suit_cache.stored()
    return QPainterPath(found[1][suit]) if found is not None else computed_suit_path(suit)


def computed_suit_path(suit: int) -> QPainterPath:
    """The suit's shape computed from its parts: what :func:`suit_path` stores and reads."""
    if suit == 0:  # clubs
        return _union(
            _circle(0.5, 0.27, 0.215),
            _circle(0.265, 0.585, 0.215),
            _circle(0.735, 0.585, 0.215),
            _polygon((0.5, 0.3), (0.3, 0.6), (0.7, 0.6)),
            _stem(),
        )
    if suit == 1:  # diamonds
        shape = QPainterPath()
        shape.moveTo(0.5, 0.0)
        shape.quadTo(0.66, 0.3, 0.9, 0.5)
        shape.quadTo(0.66, 0.7, 0.5, 1.0)
        shape.quadTo(0.34, 0.7, 0.1, 0.5)
        shape.quadTo(0.34, 0.3, 0.5, 0.0)
        shape.closeSubpath()
        return _big(shape)
    if suit == 2:  # hearts
        shape = QPainterPath()
        shape.moveTo(0.5, 0.26)
        shape.cubicTo(0.46, 0.12, 0.36, 0.06, 0.26, 0.06)
        shape.cubicTo(0.1, 0.06, 0.02, 0.2, 0.02, 0.34)
        shape.cubicTo(0.02, 0.6, 0.3, 0.76, 0.5, 0.96)
        shape.cubicTo(0.7, 0.76, 0.98, 0.6, 0.98, 0.34)
        shape.cubicTo(0.98, 0.2, 0.9, 0.06, 0.74, 0.06)
        shape.cubicTo(0.64, 0.06, 0.54, 0.12, 0.5, 0.26)
        shape.closeSubpath()
        return _big(shape)
    if suit == 3:  # spades
        top = QPainterPath()
        top.moveTo(0.5, 0.0)
        top.cubicTo(0.42, 0.16, 0.12, 0.3, 0.06, 0.5)
        top.lineTo(0.5, 0.62)
        top.lineTo(0.94, 0.5)
        top.cubicTo(0.88, 0.3, 0.58, 0.16, 0.5, 0.0)
        top.closeSubpath()
        return _union(_circle(0.28, 0.57, 0.225), _circle(0.72, 0.57, 0.225), top, _stem())
    raise ValueError(f"no suit {suit}")


def draw_suit(painter: QPainter, suit: int, rect: QRectF, colour: QColor) -> None:
    """Fill the suit shape into ``rect`` (kept square, centred)."""
    side = min(rect.width(), rect.height())
    x = rect.x() + (rect.width() - side) / 2
    y = rect.y() + (rect.height() - side) / 2
    transform = QTransform()
    transform.translate(x, y)
    transform.scale(side / PATH_SCALE, side / PATH_SCALE)
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPath(transform.map(suit_path(suit)))
    painter.restore()


def _outline(rect: QRectF) -> QPainterPath:
    radius = rect.width() * 0.08
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


def paint_face(painter: QPainter, rect: QRectF, rank: int, suit: int, four_colour: bool) -> None:
    """A card face: rank and suit index at the top left, a large suit below.

    Razz players read ranks, so the rank is big and bold; the index sits in
    the top-left corner so it stays readable when cards overlap in a fan.
    """
    colour = suit_colour(suit, four_colour)
    outline = _outline(rect)
    gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    gradient.setColorAt(0.0, FACE_TOP)
    gradient.setColorAt(1.0, FACE_BOTTOM)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    painter.setPen(QPen(EDGE, max(rect.width() * 0.012, 0.6)))
    painter.setBrush(QBrush(gradient))
    painter.drawPath(outline)

    w, h = rect.width(), rect.height()
    text = RANK_TEXT[rank]
    font = QFont(ui_font_family())
    font.setBold(True)
    font.setPixelSize(max(1, round(h * (0.30 if len(text) == 1 else 0.26))))
    if len(text) > 1:
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 88)
    painter.setFont(font)
    painter.setPen(colour)
    index_box = QRectF(rect.x() + w * 0.03, rect.y() + h * 0.02, w * 0.46, h * 0.32)
    painter.drawText(index_box, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, text)
    small = w * 0.26
    draw_suit(painter, suit, QRectF(rect.x() + w * 0.26 - small / 2, rect.y() + h * 0.33, small, small), colour)
    big = w * 0.56
    draw_suit(painter, suit, QRectF(rect.right() - big - w * 0.09, rect.bottom() - big - h * 0.07, big, big), colour)
    painter.restore()


def paint_back(painter: QPainter, rect: QRectF) -> None:
    """The card back: a deep blue panel with a fine lattice inside a white border."""
    outline = _outline(rect)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(QPen(EDGE, max(rect.width() * 0.012, 0.6)))
    painter.setBrush(QColor("#fbfbf8"))
    painter.drawPath(outline)
    inset = rect.width() * 0.07
    inner = rect.adjusted(inset, inset, -inset, -inset)
    inner_path = QPainterPath()
    r = inner.width() * 0.06
    inner_path.addRoundedRect(inner, r, r)
    gradient = QLinearGradient(inner.topLeft(), inner.bottomRight())
    gradient.setColorAt(0.0, BACK_MAIN)
    gradient.setColorAt(1.0, BACK_DARK)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(gradient))
    painter.drawPath(inner_path)
    painter.setClipPath(inner_path)
    painter.setPen(QPen(BACK_LINE, max(rect.width() * 0.014, 0.5)))
    spacing = inner.width() / 6
    span = inner.width() + inner.height()
    k = 0.0
    while k <= span:
        painter.drawLine(QPointF(inner.left() + k, inner.top()), QPointF(inner.left() + k - inner.height(), inner.bottom()))
        painter.drawLine(QPointF(inner.right() - k, inner.top()), QPointF(inner.right() - k + inner.height(), inner.bottom()))
        k += spacing
    painter.setClipping(False)
    painter.setPen(QPen(QColor(255, 255, 255, 120), max(rect.width() * 0.015, 0.5)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    frame = inner.adjusted(inset * 0.6, inset * 0.6, -inset * 0.6, -inset * 0.6)
    painter.drawRoundedRect(frame, r * 0.8, r * 0.8)
    painter.restore()
