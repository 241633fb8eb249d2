"""The graphics items of the table: cards, nameplates, chips, pots, button, felt.

Items only paint what they are told; they hold no game logic and never see
the engine. Every text is drawn in the bundled font at a pixel size in scene
units, so it scales with the table when the window is resized.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Property, QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
    QTransform,
)
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QStyleOptionGraphicsItem,
    QWidget,
)

from razz_desktop.engine.cards import Card
from razz_desktop.ui.fonts import ui_font
from razz_desktop.ui.wording import chips as wording_chips

from .card_art import paint_back, paint_face
from .geometry import Size
from .metrics import BUTTON_RADIUS, CARD, HERO_NAMEPLATE, NAMEPLATE, text_scale


def tr(text: str) -> str:
    """Translate a text marked elsewhere with QT_TRANSLATE_NOOP("Table", ...)."""
    return QCoreApplication.translate("Table", text)


def chips_text(amount: int) -> str:
    """Chip counts as the engine's labels print them: 1,240."""
    return wording_chips(amount)


class CardStyle:
    """Deck options shared by every card on one table (changed from the View menu)."""

    def __init__(self, four_colour: bool = False) -> None:
        self.four_colour = four_colour


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
        self.card = card
        self.face_up = face_up
        self.down = down
        """Dealt face down (a hole card or the 7th-street card), whoever may see it."""
        self.highlight = False
        self.dimmed = False
        self._flip = 1.0
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
        # a cached card is squeezed as a pixmap and painted again only when
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

    def set_in_motion(self, moving: bool) -> None:
        """Cache the card in item coordinates while it flies or flips.

        A device-coordinate cache is rendered again whenever the card's size
        in whole pixels changes, which a card moving by fractions of a pixel
        does on most frames; an item-coordinate cache is only blitted. At rest
        the card goes back to the sharper device cache (one more paint).
        """
        mode = QGraphicsItem.CacheMode.ItemCoordinateCache if moving else QGraphicsItem.CacheMode.DeviceCoordinateCache
        if self.cacheMode() != mode:
            self.setCacheMode(mode)

    flip = Property(float, _get_flip, _set_flip)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        w, h = self._size.width, self._size.height
        return QRectF(-3, -3, w + 8, h + 9)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        w, h = self._size.width, self._size.height
        rect = QRectF(0, 0, w, h)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        # A soft shadow lifts the card off the felt.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(rect.translated(2.0, 3.0), w * 0.08, w * 0.08)
        if self.shows_face:
            assert self.card is not None
            paint_face(painter, rect, self.card.rank, self.card.suit, self._style.four_colour)
        else:
            paint_back(painter, rect)
        if self.dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 30, 25, 120))
            painter.drawRoundedRect(rect, w * 0.08, w * 0.08)
        if self.highlight:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor("#ffcc33"), max(w * 0.05, 2.0)))
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), w * 0.09, w * 0.09)


class GlowRing(QGraphicsItem):
    """The turn highlight around a nameplate, painted once at full strength.

    The pulse changes only this item's opacity: Qt then blends the cached
    pixmap more or less strongly instead of calling ``paint`` again, so a
    pulsing glow costs a blit per frame, not a repaint of the nameplate.
    """

    def __init__(self, size: Size, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._size = size
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent, True)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_size(self, size: Size) -> None:
        if size != self._size:
            self.prepareGeometryChange()
            self._size = size
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        w, h = self._size.width, self._size.height
        return QRectF(-8, -8, w + 16, h + 16)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        w, h = self._size.width, self._size.height
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
        self._glow = 1.0
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.ring = GlowRing(self._size, self)
        self.ring.setVisible(False)

    @property
    def size(self) -> Size:
        return self._size

    def set_hero(self, hero: bool) -> None:
        if hero != self._hero:
            self.prepareGeometryChange()
            self._hero = hero
            self._size = HERO_NAMEPLATE if hero else NAMEPLATE
            self.ring.set_size(self._size)
            self.update()

    def set_state(self, name: str, stack: int, status: str, to_act: bool, folded: bool, result: int) -> None:
        state = (name, stack, status, to_act, folded, result)
        if state != (self.name, self.stack, self.status, self.to_act, self.folded, self.result):
            self.name, self.stack, self.status, self.to_act, self.folded, self.result = state
            self.ring.setVisible(to_act)
            self.update()

    def _get_glow(self) -> float:
        return self._glow

    def _set_glow(self, value: float) -> None:
        self._glow = float(value)
        alpha = GLOW_LOW_ALPHA + (GLOW_FULL_ALPHA - GLOW_LOW_ALPHA) * self._glow
        self.ring.setOpacity(alpha / GLOW_FULL_ALPHA)

    glow = Property(float, _get_glow, _set_glow)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        w, h = self._size.width, self._size.height
        return QRectF(-10, -10, w + 20, h + 28)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        w, h = self._size.width, self._size.height
        rect = QRectF(0, 0, w, h)
        radius = h * 0.32
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        top, bottom = (QColor("#2f3a36"), QColor("#161c1a")) if not self.folded else (QColor("#2a2d2c"), QColor("#1c1e1d"))
        gradient.setColorAt(0.0, top)
        gradient.setColorAt(1.0, bottom)
        border = QColor("#ffcc33") if self.to_act else QColor("#8a9a93" if self._hero else "#59655f")
        painter.setPen(QPen(border, 3.0 if self.to_act else 1.6))
        painter.setBrush(QBrush(gradient))
        painter.drawRoundedRect(rect, radius, radius)

        k = text_scale(QApplication.font().pointSizeF())
        name_font = ui_font(round(h * (0.31 if self._hero else 0.30) * k), bold=True)
        stack_font = ui_font(round(h * 0.28 * k))
        text_colour = QColor("#f4f1e8") if not self.folded else QColor("#9aa29e")
        pad = h * 0.30
        name = QFontMetricsF(name_font).elidedText(self.name, Qt.TextElideMode.ElideRight, w - 2 * pad)
        painter.setFont(name_font)
        painter.setPen(text_colour)
        painter.drawText(QRectF(pad, h * 0.06, w - 2 * pad, h * 0.46),
                         Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter, name)
        painter.setFont(stack_font)
        painter.setPen(QColor("#9fe0a8") if not self.folded else QColor("#7f8a84"))
        # Larger text (k > 1) sits a little higher, clear of the status badge on the plate's edge.
        stack_rect = QRectF(pad, h * 0.50, w - 2 * pad, h * 0.44) if k == 1.0 else QRectF(pad, h * 0.47, w - 2 * pad, h * 0.38)
        painter.drawText(stack_rect,
                         Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter, chips_text(self.stack))

        badge = ""
        badge_colour = QColor("#ffcc33")
        if self.result > 0:
            badge = "+" + chips_text(self.result)
            badge_colour = QColor("#46c35a")
        elif self.status:
            badge = self.status
            badge_colour = QColor("#ffcc33") if self.to_act else QColor("#c9d1cd")
        if badge:
            font = ui_font(round(h * 0.25), bold=True)
            metrics = QFontMetricsF(font)
            bw = metrics.horizontalAdvance(badge) + h * 0.4
            bh = h * 0.38
            brect = QRectF((w - bw) / 2, h - bh * 0.35, bw, bh)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(badge_colour if self.result > 0 or self.to_act else QColor("#3d4743"))
            painter.drawRoundedRect(brect, bh / 2, bh / 2)
            painter.setFont(font)
            painter.setPen(QColor("#111111") if self.result > 0 or self.to_act else QColor("#e8ece9"))
            painter.drawText(brect, Qt.AlignmentFlag.AlignCenter, badge)


# Chip denominations and colours, largest first: stacks read like real chips.
DENOMINATIONS: tuple[tuple[int, QColor, QColor], ...] = (
    (1000, QColor("#e2b33c"), QColor("#7a5a10")),
    (500, QColor("#7b4fb0"), QColor("#3d2160")),
    (100, QColor("#2b2b2b"), QColor("#dddddd")),
    (25, QColor("#1f8a4c"), QColor("#e8f5ec")),
    (5, QColor("#c0392b"), QColor("#f6dcd8")),
    (1, QColor("#f0f0f0"), QColor("#3a6fc4")),
)
CHIP = Size(38.0, 13.0)


def chip_columns(amount: int, max_per_column: int = 6, max_columns: int = 3) -> list[list[int]]:
    """Split an amount into columns of chip denominations (indices into DENOMINATIONS)."""
    columns: list[list[int]] = []
    remaining = amount
    for index, (value, _, _) in enumerate(DENOMINATIONS):
        count = remaining // value
        remaining -= count * value
        if count:
            columns.append([index] * min(count, max_per_column))
    return columns[:max_columns]


def paint_chips(painter: QPainter, centre: QPointF, amount: int) -> QRectF:
    """Paint stacks of chips for ``amount`` centred at ``centre``; return the area used."""
    columns = chip_columns(amount)
    if not columns:
        return QRectF(centre, centre)
    spacing = CHIP.width + 4
    total = spacing * len(columns) - 4
    x0 = centre.x() - total / 2
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    top = centre.y()
    for col, chips in enumerate(columns):
        x = x0 + col * spacing
        for k, denom in enumerate(chips):
            _, face, edge = DENOMINATIONS[denom]
            y = centre.y() + CHIP.height / 2 - k * (CHIP.height * 0.45)
            top = min(top, y - CHIP.height / 2)
            chip = QRectF(x, y - CHIP.height / 2, CHIP.width, CHIP.height)
            painter.setPen(QPen(QColor(0, 0, 0, 140), 1.0))
            painter.setBrush(face.darker(130))
            painter.drawEllipse(chip.translated(0, 2.2))
            painter.setBrush(face)
            painter.drawEllipse(chip)
            painter.setPen(QPen(edge, 1.6, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(chip.adjusted(3, 1.6, -3, -1.6))
    return QRectF(x0, top, total, centre.y() + CHIP.height - top)


class BetItem(QGraphicsObject):
    """The chips a seat has put in during this betting round, with the amount."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.amount = 0
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_amount(self, amount: int) -> None:
        if amount != self.amount:
            self.amount = amount
            self.update()
        self.setVisible(amount > 0)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return QRectF(-75, -44, 150, 80)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.amount <= 0:
            return
        paint_chips(painter, QPointF(0, -8), self.amount)
        font = ui_font(19, bold=True)
        text = chips_text(self.amount)
        metrics = QFontMetricsF(font)
        tw = metrics.horizontalAdvance(text) + 16
        rect = QRectF(-tw / 2, 8, tw, 26)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 150))
        painter.drawRoundedRect(rect, 13, 13)
        painter.setFont(font)
        painter.setPen(QColor("#fff6d5"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


class ChipItem(QGraphicsObject):
    """A pile of chips in flight (to the pot, or from the pot to a winner)."""

    def __init__(self, amount: int, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.amount = amount
        # It only exists while it flies: an item-coordinate cache is moved, not
        # repainted (see CardItem.set_in_motion).
        self.setCacheMode(QGraphicsItem.CacheMode.ItemCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return QRectF(-75, -44, 150, 64)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        paint_chips(painter, QPointF(0, 0), self.amount)


class PotItem(QGraphicsObject):
    """The pot, or the main pot and each side pot side by side."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.pots: tuple[int, ...] = ()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_pots(self, pots: Sequence[int]) -> None:
        pots = tuple(p for p in pots if p > 0)
        if pots != self.pots:
            self.prepareGeometryChange()
            self.pots = pots
            self.update()

    def labels(self) -> list[str]:
        """The pot texts as shown: "Pot 1,240", or "Main pot ..." and "Side pot 1 ..."."""
        if len(self.pots) == 1:
            return [QCoreApplication.translate("Table", "Pot {amount}").format(amount=chips_text(self.pots[0]))]
        out = []
        for i, amount in enumerate(self.pots):
            if i == 0:
                out.append(QCoreApplication.translate("Table", "Main pot {amount}").format(amount=chips_text(amount)))
            else:
                out.append(QCoreApplication.translate("Table", "Side pot {n}: {amount}").format(n=i, amount=chips_text(amount)))
        return out

    def _width(self) -> float:
        return 200.0 * max(1, len(self.pots))

    def pile_centre(self, index: int) -> QPointF:
        """Where pot ``index``'s chips lie, in item coordinates (chip animations aim here)."""
        w = self._width()
        n = max(1, len(self.pots))
        return QPointF(-w / 2 + w * (index + 0.5) / n, -8)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        w = self._width()
        return QRectF(-w / 2, -50, w, 100)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.pots:
            return
        labels = self.labels()
        for i, (amount, label) in enumerate(zip(self.pots, labels, strict=True)):
            centre = self.pile_centre(i)
            paint_chips(painter, centre, amount)
            font = ui_font(21 if i == 0 else 19, bold=True)
            metrics = QFontMetricsF(font)
            tw = metrics.horizontalAdvance(label) + 20
            rect = QRectF(centre.x() - tw / 2, centre.y() + 14, tw, 30)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 150))
            painter.drawRoundedRect(rect, 15, 15)
            painter.setFont(font)
            painter.setPen(QColor("#fff6d5") if i == 0 else QColor("#d9e8ff"))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, label)


class ButtonItem(QGraphicsObject):
    """The stud button: the fixed marker at seat 8's place (RULES.md)."""

    RADIUS = BUTTON_RADIUS

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.setToolTip(QCoreApplication.translate("Table", "Stud button: seat 8's place. Every street is dealt starting "
                           "with the first player to its left; it breaks ties for who acts first."))
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        r = self.RADIUS + 4
        return QRectF(-r, -r, 2 * r, 2 * r + 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self.RADIUS
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawEllipse(QPointF(1.5, 3.0), r, r)
        gradient = QRadialGradient(QPointF(-r * 0.3, -r * 0.4), r * 1.6)
        gradient.setColorAt(0.0, QColor("#ffffff"))
        gradient.setColorAt(1.0, QColor("#d9d4c5"))
        painter.setBrush(QBrush(gradient))
        painter.setPen(QPen(QColor("#8c8570"), 1.5))
        painter.drawEllipse(QPointF(0, 0), r, r)
        painter.setPen(QPen(QColor("#b33a3a"), 2.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(0, 0), r * 0.80, r * 0.80)
        painter.setFont(ui_font(13, bold=True))
        painter.setPen(QColor("#222222"))
        painter.drawText(QRectF(-r, -r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, QCoreApplication.translate("Table", "BUTTON"))


class FeltItem(QGraphicsObject):
    """The table: a wooden rail around green felt, with the stakes printed on it."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._rect = QRectF()
        self.caption = ""
        self.setZValue(-10)
        # The felt is the biggest and most expensive item (gradients over the
        # whole table) and changes only when the window is resized: paint it
        # once into a pixmap instead of every time a card moves over it. The
        # table turns by moving seats, never by rotating the felt, so a device
        # cache stays valid while the table turns.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_rect(self, rect: QRectF) -> None:
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = rect
            self.update()

    def set_caption(self, caption: str) -> None:
        if caption != self.caption:
            self.caption = caption
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self._rect.adjusted(-40, -40, 40, 48)

    def _shape(self, rect: QRectF) -> QPainterPath:
        # A stadium (rounded rectangle with round ends) reads as a poker table
        # better than a plain ellipse and gives the corner seats more felt.
        path = QPainterPath()
        radius = rect.height() / 2
        path.addRoundedRect(rect, radius * 0.98, radius)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self._rect.isEmpty():
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rail = self._rect.adjusted(-30, -30, 30, 30)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 110))
        painter.drawPath(self._shape(rail.translated(0, 10)))
        wood = QLinearGradient(rail.topLeft(), rail.bottomLeft())
        wood.setColorAt(0.0, QColor("#6b4426"))
        wood.setColorAt(0.5, QColor("#4a2c17"))
        wood.setColorAt(1.0, QColor("#3a2110"))
        painter.setBrush(QBrush(wood))
        painter.setPen(QPen(QColor("#26150a"), 2.0))
        painter.drawPath(self._shape(rail))
        felt = QRadialGradient(self._rect.center(), max(self._rect.width(), self._rect.height()) * 0.6)
        felt.setColorAt(0.0, QColor("#2f8f58"))
        felt.setColorAt(0.7, QColor("#1f6e41"))
        felt.setColorAt(1.0, QColor("#175a34"))
        painter.setBrush(QBrush(felt))
        painter.setPen(QPen(QColor("#0f3d22"), 3.0))
        painter.drawPath(self._shape(self._rect))
        # The betting line: a thin ring inside the rail.
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(255, 255, 255, 38), 2.0))
        inner = self._rect.adjusted(self._rect.width() * 0.10, self._rect.height() * 0.16,
                                    -self._rect.width() * 0.10, -self._rect.height() * 0.16)
        painter.drawPath(self._shape(inner))
        if self.caption:
            painter.setFont(ui_font(22, bold=True))
            painter.setPen(QColor(255, 255, 255, 45))
            c = self._rect.center()
            painter.drawText(QRectF(c.x() - 300, c.y() + self._rect.height() * 0.20, 600, 34),
                             Qt.AlignmentFlag.AlignCenter, self.caption)


__all__ = [
    "BetItem", "ButtonItem", "CARD", "CardItem", "CardStyle", "ChipItem", "FeltItem", "GlowRing",
    "NameplateItem", "PotItem", "chips_text", "paint_chips",
]
