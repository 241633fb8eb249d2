"""Chips on the table: the stacks a seat has bet, chips in flight, and the pots.

Each item is drawn into an image only when its amount changes and shown by
Qt's own pixmap item (see :mod:`.rendered`); a pile in flight is drawn once
and moved by Qt on its ``pos``.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from razz_desktop.ui.fonts import ui_font

from .geometry import Size
from .labels import chips_text
from .rendered import RenderedItem
from .sprites import SHEET, blit, painter_scale

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
    """Paint stacks of chips for ``amount`` centred at ``centre``; return the area used.

    Each column is one shared image (:data:`.sprites.SHEET`), drawn as vectors
    once per denomination, height and scale: a stack costs a blit, not a
    dozen dashed ellipses."""
    columns = chip_columns(amount)
    if not columns:
        return QRectF(centre, centre)
    spacing = CHIP.width + 4
    total = spacing * len(columns) - 4
    x0 = centre.x() - total / 2
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)  # for what the caller draws next
    scale = painter_scale(painter)
    top = centre.y()
    for col, chips in enumerate(columns):
        x = x0 + col * spacing
        count = len(chips)
        top = min(top, centre.y() - (count - 1) * (CHIP.height * 0.45))
        if scale is None:
            continue
        bounds = _column_bounds(count)
        image = SHEET.image(("chips", chips[0], count), bounds,
                            partial(_draw_column, chips[0], count), *scale)
        blit(painter, image, bounds, QPointF(x + bounds.left(), centre.y() + bounds.top()))
    return QRectF(x0, top, total, centre.y() + CHIP.height - top)


def _column_bounds(count: int) -> QRectF:
    """A column of ``count`` chips drawn by :func:`_draw_column`, with its shadow and pens."""
    rise = (count - 1) * CHIP.height * 0.45
    return QRectF(-2.0, -rise - 2.0, CHIP.width + 4.0, CHIP.height + rise + 6.5)


def _draw_column(denom: int, count: int, painter: QPainter) -> None:
    """``count`` chips of one denomination stacked upwards, the lowest with its top left at (0, 0)."""
    _, face, edge = DENOMINATIONS[denom]
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    for k in range(count):
        chip = QRectF(0.0, -k * (CHIP.height * 0.45), CHIP.width, CHIP.height)
        painter.setPen(QPen(QColor(0, 0, 0, 140), 1.0))
        painter.setBrush(face.darker(130))
        painter.drawEllipse(chip.translated(0, 2.2))
        painter.setBrush(face)
        painter.drawEllipse(chip)
        painter.setPen(QPen(edge, 1.6, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(chip.adjusted(3, 1.6, -3, -1.6))


class BetItem(RenderedItem):
    """The chips a seat has put in during this betting round, with the amount."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.amount = 0
        self.redraw()

    def set_amount(self, amount: int) -> None:
        if amount != self.amount:
            self.amount = amount
            self.redraw()
        self.setVisible(amount > 0)

    def has_look(self) -> bool:
        return self.amount > 0

    BOUNDS = QRectF(-75, -44, 150, 80)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self.BOUNDS

    def draw(self, painter: QPainter) -> None:
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


class ChipItem(RenderedItem):
    """A pile of chips in flight (to the pot, or from the pot to a winner).

    It flies on its own ``pos`` (Qt moves it without calling into Python) and
    is drawn once, when it is made.
    """

    def __init__(self, amount: int, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.amount = amount
        self.redraw()

    BOUNDS = QRectF(-75, -44, 150, 64)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self.BOUNDS

    def draw(self, painter: QPainter) -> None:
        paint_chips(painter, QPointF(0, 0), self.amount)


class PotItem(RenderedItem):
    """The pot, or the main pot and each side pot side by side."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.pots: tuple[int, ...] = ()
        self._bounds = self._area()
        self.redraw()

    def set_pots(self, pots: Sequence[int]) -> None:
        pots = tuple(p for p in pots if p > 0)
        if pots != self.pots:
            self.prepareGeometryChange()
            self.pots = pots
            self._bounds = self._area()
            self.redraw()

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

    def _area(self) -> QRectF:
        w = self._width()
        return QRectF(-w / 2, -50, w, 100)

    def _width(self) -> float:
        return 200.0 * max(1, len(self.pots))

    def pile_centre(self, index: int) -> QPointF:
        """Where pot ``index``'s chips lie, in item coordinates (chip animations aim here)."""
        w = self._width()
        n = max(1, len(self.pots))
        return QPointF(-w / 2 + w * (index + 0.5) / n, -8)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self._bounds

    def has_look(self) -> bool:
        return bool(self.pots)

    def draw(self, painter: QPainter) -> None:
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


