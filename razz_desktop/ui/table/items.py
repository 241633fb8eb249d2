"""The graphics items of the table: cards, nameplates, chips, pots, button, felt.

Items only paint what they are told; they hold no game logic and never see
the engine. Every text is drawn in the bundled font at a pixel size in scene
units, so it scales with the table when the window is resized. The cards
live in :mod:`.card_item`, the nameplates in :mod:`.nameplate` and the chips
and pots in :mod:`.chips`; this module holds the stud button and the felt,
and names them all for the scene.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsItem

from razz_desktop.ui.fonts import ui_font

from .card_item import CardItem, CardPixmaps, CardStyle
from .chips import CHIP, DENOMINATIONS, BetItem, ChipItem, PotItem, chip_columns, paint_chips
from .labels import chips_text, tr
from .metrics import BUTTON_RADIUS, CARD
from .nameplate import GLOW_FULL_ALPHA, GLOW_LOW_ALPHA, GlowRing, NameplateItem
from .rendered import RenderedItem


class ButtonItem(RenderedItem):
    """The stud button: the fixed marker at seat 8's place (RULES.md)."""

    RADIUS = BUTTON_RADIUS

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.setToolTip(QCoreApplication.translate("Table", "Stud button: seat 8's place. Every street is dealt starting "
                           "with the first player to its left; it breaks ties for who acts first."))
        self.face.setToolTip(self.toolTip())  # the face is what lies under the mouse
        self.redraw()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        r = self.RADIUS + 4
        return QRectF(-r, -r, 2 * r, 2 * r + 4)

    def draw(self, painter: QPainter) -> None:
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


class FeltCaption(RenderedItem):
    """The stakes printed on the felt, an image of their own.

    The felt is the largest image on the table (some 3 ms to draw at a
    common window size); with the stakes in it, it was drawn a second time
    for the first hand of every session (issue 19's first table).
    """

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.text = ""
        self._felt = QRectF()

    def place(self, felt: QRectF) -> None:
        """Sit under the middle of ``felt`` (the playing surface, in the felt's units)."""
        if felt != self._felt:
            self.prepareGeometryChange()
            self._felt = felt
            self.redraw()

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.redraw()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        c = self._felt.center()
        return QRectF(c.x() - 300, c.y() + self._felt.height() * 0.20, 600, 34)

    def has_look(self) -> bool:
        return bool(self.text) and not self._felt.isEmpty()

    def draw(self, painter: QPainter) -> None:
        if not self.has_look():
            return
        painter.setFont(ui_font(22, bold=True))
        painter.setPen(QColor(255, 255, 255, 45))
        painter.drawText(self.boundingRect(), Qt.AlignmentFlag.AlignCenter, self.text)


class FeltItem(RenderedItem):
    """The table: a wooden rail around green felt, with the stakes printed on it (:class:`FeltCaption`)."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._rect = QRectF()
        self._bounds = QRectF(-40, -40, 80, 88)
        self.setZValue(-10)
        # The felt is the biggest and most expensive item (gradients over the
        # whole table) and changes only when the window is resized: it is drawn
        # once into an image (see .rendered), never when a card moves over it.
        # The table turns by moving seats, never by rotating the felt.
        self.caption_item = FeltCaption(self)
        self.in_background = False
        """Shown by the view as its background (``TableView.drawBackground``), not by its own face."""

    image_changed = Signal()
    """The felt's image was drawn again (a view that shows it as its background draws it anew)."""

    def redraw(self) -> None:
        super().redraw()
        if self.in_background:
            self.face.setVisible(False)
        self.image_changed.emit()

    @property
    def caption(self) -> str:
        return self.caption_item.text

    def set_rect(self, rect: QRectF) -> None:
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = rect
            self._bounds = rect.adjusted(-40, -40, 40, 48)
            self.redraw()
            self.caption_item.place(rect)

    def set_caption(self, caption: str) -> None:
        self.caption_item.set_text(caption)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self._bounds

    def _shape(self, rect: QRectF) -> QPainterPath:
        # A stadium (rounded rectangle with round ends) reads as a poker table
        # better than a plain ellipse and gives the corner seats more felt.
        path = QPainterPath()
        radius = rect.height() / 2
        path.addRoundedRect(rect, radius * 0.98, radius)
        return path

    def has_look(self) -> bool:
        return not self._rect.isEmpty()

    def draw(self, painter: QPainter) -> None:
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


__all__ = [
    "BetItem", "ButtonItem", "CARD", "CHIP", "DENOMINATIONS", "CardItem", "CardPixmaps", "CardStyle", "ChipItem",
    "FeltCaption", "FeltItem", "GLOW_FULL_ALPHA", "GLOW_LOW_ALPHA", "GlowRing", "NameplateItem", "PotItem", "chip_columns",
    "chips_text", "paint_chips", "tr",
]
