"""A table seated before its window is shown draws each image once, at the scale it is shown at (issue 19).

Before the view is shown its size, and so the scale of the table's images, is
not the one it will show: the felt drawn then (a 1:1 picture of the whole
table) and the stud button were drawn again at once when the window came up.
"""

from __future__ import annotations

from razz_desktop.ui.table.scene import TableScene
from razz_desktop.ui.table.view import TableView
from tests.ui.test_table_fit import seated


def test_images_wait_for_the_view_and_are_drawn_once_at_its_scale(qtbot):
    scene = TableScene(for_view=True)
    scene.set_animation_speed(0)
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(1000, 640)
    players, _ = seated(6, 1)
    scene.set_players(players)
    assert (scene.felt.renders, scene.button.renders) == (0, 0)
    assert not scene.felt.face.isVisible() or scene.felt.face.pixmap().isNull()

    view.show()
    qtbot.waitExposed(view)
    assert (scene.felt.renders, scene.button.renders) == (1, 1)
    zoom, ratio = scene.device_scale
    assert zoom < 1.0  # a 1000 px view shows the 1,000-unit-tall scene scaled down
    image = scene.felt.face.pixmap()
    assert abs(image.width() - scene.felt.boundingRect().width() * zoom * ratio) <= 2


def test_a_scene_without_a_view_draws_at_once(qtbot):
    scene = TableScene()
    players, _ = seated(4, 2)
    scene.set_players(players)
    assert scene.button.renders == 1 and scene.felt.renders == 1
    assert not scene.felt.face.pixmap().isNull()
