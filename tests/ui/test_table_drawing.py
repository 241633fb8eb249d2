"""How the table is drawn: Qt paints the nameplates in C++ and the viewport is opaque.

Counts and flags, never a clock: a nameplate's new status is a new text on
one of its parts (no Python ``paint`` at all), and the view paints every
pixel itself, so Qt paints nothing behind it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from razz_desktop.ui.table.nameplate import NameplateItem
from razz_desktop.ui.table.scene import TableScene
from razz_desktop.ui.table.view import TableView


def _render(scene: QGraphicsScene) -> QImage:
    image = QImage(300, 140, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#1f6e41"))
    painter = QPainter(image)
    scene.render(painter)
    painter.end()
    return image


def test_a_nameplate_is_drawn_by_its_parts_and_never_by_python(qapp, monkeypatch) -> None:
    painted: list[object] = []
    monkeypatch.setattr(NameplateItem, "paint", lambda self, *args: painted.append(self))
    scene = QGraphicsScene()
    plate = NameplateItem(False)
    scene.addItem(plate)
    plate.set_state("Ada", 39960, "To act", True, False, 0)
    lit = _render(scene)
    plate.set_state("Ada", 39560, "Call", False, False, 0)
    called = _render(scene)
    assert not painted
    assert plate.flags() & QGraphicsItem.GraphicsItemFlag.ItemHasNoContents
    assert plate.texts() == ("Ada", "39,560", "Call")
    assert lit != called  # the badge, the border and the stack changed on screen


def test_a_result_replaces_the_status_and_no_badge_is_no_badge(qapp) -> None:
    plate = NameplateItem(True)
    plate.set_state("You", 1200, "Check", False, False, 840)
    assert plate.texts() == ("You", "1,200", "+840")
    plate.set_state("You", 1200, "", False, False, 0)
    assert plate.texts() == ("You", "1,200", "")
    assert not plate.badge.isVisible() and not plate.badge_text.isVisible()


def test_a_long_name_is_elided_to_the_plate(qapp) -> None:
    plate = NameplateItem(False)
    plate.set_state("Maximilian-Alexander von Habsburg", 10, "", False, False, 0)
    name = plate.texts()[0]
    assert name.endswith("…") and len(name) < 30
    assert plate.name_text.boundingRect().width() < plate.size.width


def test_the_table_viewport_paints_every_pixel_itself(qtbot) -> None:
    scene = TableScene()
    view = TableView(scene)
    qtbot.addWidget(view)
    viewport = view.viewport()
    assert viewport.testAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
    assert not viewport.autoFillBackground()
    assert scene.backgroundBrush().style() == Qt.BrushStyle.SolidPattern  # what fills the pixels
