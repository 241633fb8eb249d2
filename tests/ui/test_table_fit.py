"""The table fits its view at every size, and the stud button never covers the hole-card caption."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF

from razz_desktop.controllers.players import PlayerInfo
from razz_desktop.engine.hand import Hand
from razz_desktop.ui.table.items import ButtonItem
from razz_desktop.ui.table.scene import TableScene
from razz_desktop.ui.table.view import MIN_VIEW_HEIGHT, MIN_VIEW_WIDTH, TableView
from tests.ui.test_scene import CONFIG


def seated(n: int, hero: int) -> tuple[dict[int, PlayerInfo], object]:
    seats = list(range(1, n + 1)) if n < 8 else list(range(1, 9))
    players = {s: PlayerInfo(s, f"Player {s}", s == hero, "" if s == hero else "regular") for s in seats}
    hand = Hand(CONFIG, dict.fromkeys(seats, 40000), rng=random.Random(n * 10 + hero), hand_id=n * 10 + hero)
    hand.start()
    return players, hand.view(hero)


def rotations(n: int) -> list[int]:
    return list(range(n))


@pytest.mark.parametrize("n", range(2, 9))
def test_the_button_never_covers_your_hole_cards_caption(qtbot, n):
    scene = TableScene()
    scene.set_animation_speed(0)
    for hero in range(1, n + 1):
        players, view = seated(n, hero)
        scene.set_players(players)
        scene.show_view(view)
        seat = scene.seats[hero]
        for aspect in (1.45, 1.6, 2.1):
            scene.set_aspect(aspect)
            for steps in [0, *([1] * n)]:  # every rotation, one seat at a time
                scene.rotate(steps)
                scene.finish_rotation()
                r = ButtonItem.RADIUS
                disc = scene.button.mapRectToScene(QRectF(-r, -r, 2 * r, 2 * r))
                caption = seat.mapRectToScene(seat.hole_caption_rect())
                tray = seat.mapRectToScene(seat.hole_tray())
                assert not disc.intersects(caption), (n, hero, aspect, scene.rotation)
                assert not disc.intersects(tray), (n, hero, aspect, scene.rotation)
        scene.set_bottom_lock(True)
    scene.clear_table()


def test_the_views_minimum_size_leaves_room_for_the_coach():
    assert MIN_VIEW_WIDTH <= 560 and MIN_VIEW_HEIGHT <= 420


@pytest.mark.parametrize("size", [(MIN_VIEW_WIDTH, MIN_VIEW_HEIGHT), (640, 560), (1024 - 340, 700 - 150), (1280, 800)])
@pytest.mark.parametrize("n", [2, 5, 8])
def test_nothing_is_cut_off_at_any_table_size_and_rotation(qtbot, size, n):
    scene = TableScene()
    scene.set_animation_speed(0)
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitUntil(lambda: view.viewport().width() > 0, timeout=2000)
    hero = (n + 1) // 2
    players, table_view = seated(n, hero)
    scene.set_players(players)
    scene.show_view(table_view)
    viewport = view.viewport().rect().adjusted(-2, -2, 2, 2)
    for steps in [0, *([1] * n)]:
        scene.rotate(steps)
        scene.finish_rotation()
        view.resize(*size)  # refits after the rotation, as a resize does
        shown = view.mapFromScene(scene.sceneRect()).boundingRect()
        assert viewport.contains(shown), (size, n, scene.rotation)
        rect = scene.sceneRect()
        for seat in scene.seats.values():
            block = seat.mapRectToScene(QRectF(-seat.block.width / 2, -seat.block.height / 2,
                                               seat.block.width, seat.block.height))
            assert rect.contains(block), (size, n, seat.seat, scene.rotation)
            plate = seat.nameplate.mapRectToScene(QRectF(0, 0, seat.nameplate.size.width,
                                                         seat.nameplate.size.height))
            assert rect.contains(plate), (size, n, seat.seat, scene.rotation)
        assert rect.contains(scene.button.sceneBoundingRect())
    scene.clear_table()
