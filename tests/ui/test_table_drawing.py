"""How the table's viewport is painted: opaque, so Qt paints nothing behind it.

Flags, never a clock: the view paints every pixel it exposes (the scene's
solid background brush, from the view's background cache), so Qt need not
fill the viewport nor paint the window under it at every frame.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem

from razz_desktop.ui.table.scene import TableScene
from razz_desktop.ui.table.view import TableView
from tests.ui.test_scene import players, views_of_a_hand


def test_the_table_viewport_paints_every_pixel_itself(qtbot) -> None:
    scene = TableScene()
    view = TableView(scene)
    qtbot.addWidget(view)
    viewport = view.viewport()
    assert viewport.testAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
    assert not viewport.autoFillBackground()
    brush = scene.backgroundBrush()
    assert brush.style() == Qt.BrushStyle.SolidPattern and brush.color().alpha() == 255  # what fills them


def shown_table(qtbot) -> tuple[TableScene, TableView]:
    """A table in the middle of a hand, shown in an 800 x 520 view."""
    scene = TableScene()
    scene.set_animation_speed(0)
    scene.set_players(players())
    scene.show_view(views_of_a_hand()[3])
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(800, 520)
    view.show()
    qtbot.waitExposed(view)
    return scene, view


def test_an_opaque_viewport_shows_what_a_filled_one_showed(qtbot) -> None:
    scene, view = shown_table(qtbot)
    viewport = view.viewport()
    opaque = viewport.grab().toImage()
    viewport.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, False)
    viewport.setAutoFillBackground(True)
    filled = viewport.grab().toImage()
    assert opaque == filled
    middle = QColor(opaque.pixel(opaque.width() // 2, opaque.height() // 2))
    assert middle.green() > middle.red()  # the felt is there


def test_only_the_humans_seat_with_hole_cards_paints_and_every_seat_still_takes_clicks(qtbot) -> None:
    scene = TableScene()
    scene.set_animation_speed(0)
    scene.set_players(players())
    no_contents = QGraphicsItem.GraphicsItemFlag.ItemHasNoContents
    assert all(seat.flags() & no_contents for seat in scene.seats.values())  # a seat never paints itself
    assert not any(seat.tray.face.isVisible() for seat in scene.seats.values())  # nothing dealt yet
    scene.show_view(views_of_a_hand()[0])
    hero = scene.hero_seat
    assert hero is not None and scene.seats[hero].tray.face.isVisible()  # the hole-card tray
    assert not any(seat.tray.face.isVisible() for n, seat in scene.seats.items() if n != hero)
    assert all(seat.flags() & no_contents for seat in scene.seats.values())
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(900, 560)
    view.show()
    qtbot.waitExposed(view)
    clicked: list[int] = []
    scene.seat_clicked.connect(clicked.append)
    for number in (1, hero):
        plate = scene.seats[number].nameplate
        centre = plate.mapToScene(plate.boundingRect().center())
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(centre))
    assert clicked == [1, hero]
    scene.clear_table()
    assert not scene.seats[hero].tray.face.isVisible()


def test_the_felt_is_the_views_background_and_follows_a_resize(qtbot) -> None:
    """Issue 10: the felt is drawn into the view's cached background, not blended at every frame."""
    scene, view = shown_table(qtbot)
    assert not scene.felt.face.isVisible() and not scene.felt.face.pixmap().isNull()
    for width, height in ((800, 520), (1100, 640)):
        view.resize(width, height)
        qtbot.waitUntil(lambda w=width: view.viewport().width() == w, timeout=3000)
        image = view.viewport().grab().toImage()
        # The middle of the view is felt (green), drawn at the new size.
        middle = QColor(image.pixel(image.width() // 2, image.height() // 2))
        assert middle.green() > middle.red() + 40
        corner = QColor(image.pixel(2, 2))
        assert corner == scene.backgroundBrush().color()  # around the table: the scene's brush
