"""The table's animator: "settled" after every view, a glow that stops, cheap caches.

Everything here reads the animation objects' state and Qt's signals; nothing
waits on the wall clock except ``qtbot.waitSignal`` for animations that are
made very short (speed 0.02-0.05).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QAbstractAnimation, QCoreApplication
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPixmapItem

from razz_desktop.engine.cards import Deck
from razz_desktop.engine.hand import Hand
from razz_desktop.ui.table.animator import FRAME_MS, GLOW_FRAME_MS, GLOW_PERIOD_MS, GLOW_PULSES
from razz_desktop.ui.table.rendered import RenderedItem
from razz_desktop.ui.table.scene import TableScene
from tests.ui.test_scene import CONFIG, HERO, SEATS, players, views_of_a_hand


@pytest.fixture
def scene(qtbot):
    s = TableScene()
    s.set_players(players())
    yield s
    s.clear_table()


def first_view():
    hand = Hand(CONFIG, dict.fromkeys(SEATS, 40000), deck=Deck(list(range(52))), hand_id=1)
    hand.start()
    return hand.view(HERO)


class Counter:
    def __init__(self, scene: TableScene) -> None:
        self.count = 0
        self.animating_at_emit: list[bool] = []
        self._scene = scene
        scene.settled.connect(self.on_settled)

    def on_settled(self) -> None:
        self.count += 1
        self.animating_at_emit.append(self._scene.animating)


def test_settled_follows_a_view_without_animations_but_never_inside_show_view(qtbot, scene):
    scene.set_animation_speed(0)
    seen = Counter(scene)
    with qtbot.waitSignal(scene.settled, timeout=2000):
        scene.show_view(first_view())
        assert seen.count == 0  # not synchronously: a receiver is never re-entered in its own emit
        assert not scene.animating
    assert seen.count == 1


def test_settled_comes_when_the_animations_have_finished(qtbot, scene):
    scene.set_animation_speed(0.05)
    seen = Counter(scene)
    with qtbot.waitSignal(scene.settled, timeout=3000):
        scene.show_view(first_view())
        assert scene.animating and scene.animator.remaining_ms > 0
        assert seen.count == 0
    assert seen.count == 1 and seen.animating_at_emit == [False]
    for seat in scene.seats.values():  # every dealt card reached its slot, none is left mid-flight
        for slot, item in enumerate(seat.up_items):
            if item is not None:
                assert item.pos() == seat.up_slot(slot)
        for slot, item in enumerate(seat.hole_items):
            if item is not None:
                assert item.pos() == seat.hole_slot(slot)


def test_every_view_of_a_hand_is_followed_by_settled(qtbot, scene):
    scene.set_animation_speed(0.02)
    seen = Counter(scene)
    views = views_of_a_hand()
    for k, view in enumerate(views, start=1):
        with qtbot.waitSignal(scene.settled, timeout=3000):
            scene.show_view(view)
        assert seen.count == k
    assert seen.animating_at_emit == [False] * len(views)
    assert all(item.shows_face for h in views[-1].showdown for item in scene.seat_card_items(h.seat)
               if item.card is not None)


def test_a_newer_view_finishes_the_running_one_and_shares_its_settled(qtbot, scene):
    scene.set_animation_speed(1.0)
    seen = Counter(scene)
    views = views_of_a_hand()
    scene.show_view(views[0])
    assert scene.animating
    scene.set_animation_speed(0.02)
    with qtbot.waitSignal(scene.settled, timeout=3000):
        scene.show_view(views[1])
        assert seen.count == 0  # the jump to the end of the first plan did not emit inside show_view
    QCoreApplication.processEvents()
    assert seen.count == 1 and not scene.animating


def test_turning_animations_off_mid_deal_settles_at_once(qtbot, scene):
    scene.set_animation_speed(1.0)
    with qtbot.waitSignal(scene.settled, timeout=2000):
        scene.show_view(first_view())
        assert scene.animating
        scene.set_animation_speed(0)
        assert not scene.animating
    assert all(item.pos() == item.face.parentItem().pos() for item in scene.all_card_items())


def first_view_for_the_human():
    """The first view of a hand in which the human (HERO) is to act."""
    for seed in range(1, 60):
        views = views_of_a_hand(seed)
        for view in views:
            if view.to_act == HERO and not view.finished:
                return view
    raise AssertionError("no hand gave the human a turn")


def test_the_glow_pulses_a_few_times_then_stays_lit(scene):
    scene.set_animation_speed(1.0)
    view = first_view_for_the_human()
    scene.show_view(view)
    scene.animator.finish()
    glow = scene.animator.glow_animation
    assert glow is not None and scene.animator.glowing
    assert glow.loopCount() == GLOW_PULSES
    assert glow.totalDuration() == GLOW_PULSES * GLOW_PERIOD_MS  # finite: it cannot loop forever
    plate = scene.seats[view.to_act].nameplate
    glow.setCurrentTime(glow.totalDuration() // 2)
    assert plate.glow < 1.0 and plate.ring.opacity() < 1.0
    glow.setCurrentTime(glow.totalDuration())  # the last pulse is over
    assert glow.state() == QAbstractAnimation.State.Stopped
    assert not scene.animator.glowing
    assert plate.glow == pytest.approx(1.0) and plate.ring.isVisible()
    # the same seat still to act (a label changed): the glow does not start again
    scene.set_thinking(view.to_act)
    assert not scene.animator.glowing


def test_only_the_humans_turn_pulses_a_computer_players_is_lit_still(scene):
    """A bot's turn lights its nameplate without an animation (nothing repaints while it thinks)."""
    scene.set_animation_speed(1.0)
    views = views_of_a_hand()
    bot_turn = next(v for v in views if v.to_act is not None and v.to_act != HERO and not v.finished)
    scene.show_view(bot_turn)
    scene.animator.finish()
    plate = scene.seats[bot_turn.to_act].nameplate
    assert plate.to_act and plate.ring.isVisible() and plate.glow == pytest.approx(1.0)
    assert not scene.animator.glowing and scene.animator.glow_animation is None
    assert scene.animator.tick_interval_ms is None  # the animator's clock is stopped


def test_the_glow_leaves_the_humans_seat_and_is_off_without_animations(scene):
    scene.set_animation_speed(1.0)
    views = views_of_a_hand(next(seed for seed in range(1, 60)
                                 if any(v.to_act == HERO for v in views_of_a_hand(seed)[1:-1])))
    k = next(i for i, v in enumerate(views) if v.to_act == HERO and not v.finished)
    scene.show_view(views[k])
    assert scene.animator.glowing
    assert scene.animator.glow_animation.targetObject() is scene.seats[HERO].nameplate
    scene.show_view(views[k + 1])  # the human acted: the next seat is lit, nothing pulses
    assert views[k + 1].to_act != HERO
    assert not scene.animator.glowing
    assert scene.seats[HERO].nameplate.glow == pytest.approx(1.0)
    assert not scene.seats[HERO].nameplate.ring.isVisible()
    scene.show_view(views[k])
    scene.set_animation_speed(0)
    assert not scene.animator.glowing and scene.animator.glow_animation is None
    scene.show_view(views[k])
    assert scene.animator.glow_animation is None
    assert scene.seats[HERO].nameplate.to_act


def test_nothing_keeps_animating_once_the_hand_is_finished(qtbot, scene):
    scene.set_animation_speed(0.02)
    views = views_of_a_hand()
    for view in views:
        with qtbot.waitSignal(scene.settled, timeout=3000):
            scene.show_view(view)
    assert views[-1].finished
    assert not scene.animating and not scene.animator.glowing


def test_static_items_are_images_qt_draws_without_python(scene):
    """Felt, button, pot, bets, plates and rings are drawn once per change and shown by stock pixmap items."""
    scene.set_animation_speed(0)
    scene.show_view(first_view())
    no_contents = QGraphicsItem.GraphicsItemFlag.ItemHasNoContents
    rendered = [scene.felt, scene.button, scene.pot, *scene.bets.values()]
    for seat in scene.seats.values():
        rendered.append(seat.tray)
        assert seat.flags() & no_contents and seat.nameplate.flags() & no_contents
        plate_items = [seat.nameplate.ring, *seat.nameplate.childItems()]
        assert all(type(item).paint is QGraphicsPixmapItem.paint for item in plate_items)
    for item in rendered:
        assert isinstance(item, RenderedItem) and item.flags() & no_contents
        assert type(item.face).paint is QGraphicsPixmapItem.paint
        assert type(item.face).boundingRect is QGraphicsPixmapItem.boundingRect
    assert not scene.felt.face.pixmap().isNull()
    cards = scene.all_card_items()  # a card is a stock pixmap item too
    assert cards and all(item.flags() & no_contents for item in cards)
    assert scene.root.flags() & no_contents


def test_a_plate_shows_shared_images_of_its_pieces_and_draws_only_new_texts(scene):
    from razz_desktop.ui.table.nameplate import TEXTS

    scene.set_animation_speed(0)
    view = first_view()
    scene.show_view(view)
    plates = [seat.nameplate for seat in scene.seats.values()]
    shown = [[item.pixmap().cacheKey() for item in plate.childItems()] for plate in plates]
    drawn = TEXTS.renders
    scene.show_view(view)  # the same view again: nothing changed, nothing drawn
    assert [[item.pixmap().cacheKey() for item in plate.childItems()] for plate in plates] == shown
    assert TEXTS.renders == drawn
    plate = plates[0]
    plate.set_state(plate.name, plate.stack + 1, plate.status, plate.to_act, plate.folded, plate.result)
    assert TEXTS.renders == drawn + 1  # only the new stack
    plate.set_state(plate.name, plate.stack - 1, plate.status, plate.to_act, plate.folded, plate.result)
    assert TEXTS.renders == drawn + 1  # the old stack's image is kept


def test_flying_cards_keep_one_image_from_deck_to_rest(qtbot, scene):
    """A card flies on its ``pos``: the image it shows is chosen once, not at every frame."""
    scene.set_animation_speed(0.05)
    with qtbot.waitSignal(scene.settled, timeout=3000):
        scene.show_view(first_view())
        assert scene.animating
        images = {id(item): item.face.pixmap().cacheKey() for item in scene.all_card_items()}
    assert {id(item): item.face.pixmap().cacheKey() for item in scene.all_card_items()} == images


def test_animations_run_on_the_animators_clock_not_qts(scene):
    scene.set_animation_speed(1.0)
    scene.show_view(first_view())
    running = scene.animator._running
    assert running is not None
    # paused for Qt's own timer; the animator steps it (see animator.FRAME_MS)
    assert running.state() == QAbstractAnimation.State.Paused
    scene.animator.finish()
    assert running.state() == QAbstractAnimation.State.Stopped


def test_the_main_window_relays_settled(qtbot, make_window):
    window, controller = make_window()
    with qtbot.waitSignal(window.table_settled, timeout=5000):
        controller.start_session()


def test_the_clock_ticks_only_while_something_runs_and_slowly_for_the_glow(scene):
    scene.set_animation_speed(1.0)
    view = first_view_for_the_human()
    scene.show_view(view)
    assert scene.animating and scene.animator.tick_interval_ms == FRAME_MS
    scene.animator.finish()
    assert scene.animator.glowing and scene.animator.tick_interval_ms == GLOW_FRAME_MS
    glow = scene.animator.glow_animation
    assert glow is not None
    glow.setCurrentTime(glow.totalDuration())  # the last pulse is over
    scene.animator._tick()  # one tick of the clock after it
    assert scene.animator.tick_interval_ms is None  # idle: no timer wakes the GUI thread
