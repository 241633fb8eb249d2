"""Chips, turn rings and nameplate bodies are blitted from shared images, drawn as vectors once per look.

The images are compared with the vectors they replace (the table looks the
same); the counts come from ``SpriteSheet.renders``, never from a clock.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from razz_desktop.ui.table import chips as chips_module
from razz_desktop.ui.table.chips import CHIP, DENOMINATIONS, BetItem, PotItem, chip_columns
from razz_desktop.ui.table.nameplate import NameplateItem
from razz_desktop.ui.table.sprites import MAX_SPRITES, SHEET, SpriteSheet


def _render(paint, size=(400, 200), zoom=0.7) -> QImage:
    image = QImage(*size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#1f6e41"))
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing)
    painter.scale(zoom, zoom)
    painter.translate(150, 120)
    paint(painter)
    painter.end()
    return image


def _vector_chips(painter: QPainter, centre: QPointF, amount: int) -> None:
    """The chips as the table drew them before they were images (the reference)."""
    columns = chip_columns(amount)
    spacing = CHIP.width + 4
    x0 = centre.x() - (spacing * len(columns) - 4) / 2
    for col, column in enumerate(columns):
        x = x0 + col * spacing
        for k, denom in enumerate(column):
            _, face, edge = DENOMINATIONS[denom]
            y = centre.y() + CHIP.height / 2 - k * (CHIP.height * 0.45)
            chip = QRectF(x, y - CHIP.height / 2, CHIP.width, CHIP.height)
            painter.setPen(QPen(QColor(0, 0, 0, 140), 1.0))
            painter.setBrush(face.darker(130))
            painter.drawEllipse(chip.translated(0, 2.2))
            painter.setBrush(face)
            painter.drawEllipse(chip)
            painter.setPen(QPen(edge, 1.6, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(chip.adjusted(3, 1.6, -3, -1.6))


def _differing(a: QImage, b: QImage, tolerance: int = 40) -> float:
    """The share of pixels whose colour differs by more than ``tolerance`` in a channel."""
    bad = 0
    for y in range(a.height()):
        for x in range(a.width()):
            pa, pb = a.pixel(x, y), b.pixel(x, y)
            if max(abs(((pa >> s) & 255) - ((pb >> s) & 255)) for s in (0, 8, 16)) > tolerance:
                bad += 1
    return bad / (a.width() * a.height())


def test_chips_look_like_the_vectors_they_replace(qapp) -> None:
    for amount in (40, 3275, 17640):
        reference = _render(lambda p, a=amount: _vector_chips(p, QPointF(0, 0), a))
        blitted = _render(lambda p, a=amount: chips_module.paint_chips(p, QPointF(0, 0), a))
        assert reference != QImage() and _differing(reference, blitted) < 0.01


def test_a_chip_column_is_rendered_once_and_shared(qapp) -> None:
    SHEET.invalidate()
    first, second = BetItem(), BetItem()
    first.set_amount(450)
    second.set_amount(450)  # each drew its own image once, from the same shared columns
    before = SHEET.renders
    option = QStyleOptionGraphicsItem()
    _render(lambda p: first.paint(p, option, None))
    rendered = SHEET.renders - before
    assert rendered == len(chip_columns(450))  # one image per column look
    _render(lambda p: second.paint(p, option, None))
    _render(lambda p: first.paint(p, option, None))
    pot = PotItem()
    pot.set_pots([450])
    _render(lambda p: pot.paint(p, option, None))
    assert SHEET.renders - before == rendered  # the same looks again: blits only


def test_a_new_scale_renders_its_own_images(qapp) -> None:
    SHEET.invalidate()
    bet = BetItem()
    bet.set_amount(5)
    before = SHEET.renders
    option = QStyleOptionGraphicsItem()
    _render(lambda p: bet.paint(p, option, None), zoom=0.7)
    _render(lambda p: bet.paint(p, option, None), zoom=1.3)
    _render(lambda p: bet.paint(p, option, None), zoom=0.7)
    assert SHEET.renders - before == 2


def test_the_turn_ring_and_the_plate_are_shared_between_seats(qapp) -> None:
    SHEET.invalidate()
    option = QStyleOptionGraphicsItem()
    plates = [NameplateItem(False) for _ in range(3)]
    for k, plate in enumerate(plates):
        plate.set_state(f"Player {k}", 1000 * k, "To act", True, False, 0)
    assert len({plate.ring.pixmap().cacheKey() for plate in plates}) == 1  # one ring image for every seat
    before = SHEET.renders
    for plate in plates:
        _render(lambda p, item=plate: item.paint(p, option, None))
    assert SHEET.renders - before == 1  # one lit plate body at this scale, for all three seats


def test_the_sheet_is_bounded(qapp) -> None:
    sheet = SpriteSheet()
    bounds = QRectF(0, 0, 4, 4)
    for k in range(500):
        sheet.image(("dot", k), bounds, lambda p: p.drawEllipse(bounds), 1.0)
    assert 0 < len(sheet) <= MAX_SPRITES


def test_a_full_sheet_lets_the_least_recently_used_look_go(qapp) -> None:
    sheet = SpriteSheet(limit=3)
    bounds = QRectF(0, 0, 4, 4)
    draw = lambda p: p.drawEllipse(bounds)  # noqa: E731 - a one-line look
    kept = sheet.image(("dot", "kept"), bounds, draw, 1.0)
    for k in range(10):  # ever new looks, and the kept one used between them
        sheet.image(("dot", k), bounds, draw, 1.0)
        assert sheet.image(("dot", "kept"), bounds, draw, 1.0) is kept
    assert len(sheet) == 3 and sheet.renders == 11
