"""The table scene draws SeatView snapshots: checked by inspecting its items."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from razz_desktop.controllers.players import PlayerInfo
from razz_desktop.engine.actions import Action
from razz_desktop.engine.cards import Deck, parse_cards
from razz_desktop.engine.hand import Hand
from razz_desktop.engine.rules import GameConfig, Stakes
from razz_desktop.engine.views import PotView
from razz_desktop.ui.table import geometry
from razz_desktop.ui.table.items import CardItem
from razz_desktop.ui.table.scene import TableScene
from tests.qt_helpers import CallingStation

HERO = 4
SEATS = (1, 2, 3, 4, 5, 6)
CONFIG = GameConfig(stakes=Stakes(200, 400, 40, 50))


def players() -> dict[int, PlayerInfo]:
    names = {1: "Ada", 2: "Boris", 3: "Chen", 4: "You", 5: "Dora", 6: "Emil"}
    return {s: PlayerInfo(s, names[s], s == HERO, "" if s == HERO else "regular") for s in SEATS}


def views_of_a_hand(seed: int = 5):
    """Every view the human gets while calling stations play a hand to showdown."""
    hand = Hand(CONFIG, dict.fromkeys(SEATS, 40000), rng=random.Random(seed), hand_id=seed)
    hand.start()
    policy = CallingStation()
    views = [hand.view(HERO)]
    while not hand.finished:
        seat = hand.to_act
        hand.act(Action(seat, policy.decide(hand.view(seat), random.Random(0))))
        views.append(hand.view(HERO))
    return views


@pytest.fixture
def scene(qtbot):
    s = TableScene()
    s.set_animation_speed(0)
    s.set_players(players())
    yield s
    s.clear_table()


def test_seats_nameplates_and_hero_cards(scene):
    view = views_of_a_hand()[0]
    scene.show_view(view)
    assert set(scene.seats) == set(SEATS)
    assert scene.seats[HERO].hero and not scene.seats[1].hero
    assert scene.seats[1].nameplate.name == "Ada"
    assert scene.seats[HERO].nameplate.stack == view.seat(HERO).stack
    hero_items = scene.seat_card_items(HERO)
    assert len(hero_items) == 3 and all(item.shows_face for item in hero_items)
    downs = [i for i in hero_items if i.down]
    ups = [i for i in hero_items if not i.down]
    assert len(downs) == 2 and len(ups) == 1
    # the hole cards lie below the upcard, clearly apart from it
    up_bottom = max(i.sceneBoundingRect().bottom() for i in ups)
    assert all(d.scenePos().y() > up_bottom - 1 for d in downs)
    assert {i.card for i in hero_items} == set(view.my_cards)


def test_hidden_cards_of_other_seats_are_never_drawn_face_up_before_showdown(scene):
    views = views_of_a_hand()
    assert views[-1].showdown, "the calling stations should reach a showdown"
    for view in views:
        scene.show_view(view)
        shown = {h.seat for h in view.showdown}
        for seat in SEATS:
            if seat == HERO:
                continue
            for item in scene.seat_card_items(seat):
                if item.down and seat not in shown:
                    assert item.card is None and not item.shows_face, (view.street, seat)
        # nothing anywhere on the table shows a card this viewer was not given
        visible = {i.card for i in scene.all_card_items() if i.shows_face}
        known = set(view.my_cards) | {c for s in view.seats for c in s.up_cards}
        known |= {c for h in view.showdown for c in h.cards}
        if view.community_card is not None:
            known.add(view.community_card)
        assert visible <= known


def test_showdown_turns_over_the_shown_hands_and_marks_the_winner(scene):
    views = views_of_a_hand()
    for view in views:
        scene.show_view(view)
    final = views[-1]
    for hand in final.showdown:
        faces = {i.card for i in scene.seat_card_items(hand.seat) if i.shows_face}
        assert set(hand.cards) - ({final.community_card} if final.community_card else set()) <= faces
    for seat, chips in final.winnings:
        assert scene.seats[seat].nameplate.result == chips
        highlighted = {i.card for i in scene.seat_card_items(seat) if i.highlight}
        best = next(h.best_five for h in final.showdown if h.seat == seat)
        assert highlighted == set(best) - ({final.community_card} if final.community_card else set())


def test_rotating_moves_the_button_and_keeps_cards_upright(scene):
    scene.set_aspect(1.6)
    scene.show_view(views_of_a_hand()[3])
    hero_before = scene.seats[HERO].scenePos()
    button_before = scene.button.scenePos()
    assert hero_before.y() > scene.sceneRect().center().y()  # the human starts at the bottom
    for steps in (1, 1, -3):
        scene.rotate(steps)
        scene.finish_rotation()
        layout = scene.layout
        assert layout is not None
        assert (scene.button.scenePos().x(), scene.button.scenePos().y()) == pytest.approx(
            (layout.button.x, layout.button.y))
        for item in scene.seat_card_items(HERO):
            t = item.sceneTransform()
            assert t.m12() == 0 and t.m21() == 0 and t.m11() > 0 and t.m22() > 0  # upright
            assert item.shows_face
        assert not scene.bottom_lock
    assert scene.button.scenePos() != button_before
    assert scene.seats[HERO].scenePos() != hero_before
    # the button stays at seat 8's place: between the last seat and seat 1
    angles = geometry.seat_angles(sorted(SEATS), scene.rotation)
    b = geometry.button_angle(sorted(SEATS), scene.rotation)
    assert (b - angles[6]) % 360 == pytest.approx(30.0)
    scene.set_bottom_lock(True)
    scene.finish_rotation()
    assert scene.seats[HERO].scenePos() == hero_before


def test_four_colour_deck_switch(scene):
    scene.show_view(views_of_a_hand()[0])
    assert not scene.card_style.four_colour
    scene.set_four_colour(True)
    assert scene.card_style.four_colour
    assert all(item._style is scene.card_style for item in scene.all_card_items())


def test_side_pots_are_shown_separately(scene):
    view = views_of_a_hand()[2]
    scene.show_view(replace(view, pots=(PotView(800, SEATS), PotView(300, (1, 2)))))
    assert scene.pot.labels() == ["Main pot 800", "Side pot 1: 300"]
    scene.show_view(replace(view, pots=(PotView(1240, SEATS),)))
    assert scene.pot.labels() == ["Pot 1,240"]


def test_community_card_lies_in_the_middle(scene):
    view = views_of_a_hand()[-2]
    card = parse_cards("5h")[0]
    scene.show_view(replace(view, community_card=card))
    assert scene.community is not None and scene.community.card == card and scene.community.shows_face
    centre = scene.sceneRect().center()
    assert abs(scene.community.sceneBoundingRect().center().x() - centre.x()) < 5


def test_turn_highlight_and_bets(scene):
    view = views_of_a_hand()[0]
    scene.show_view(view)
    assert scene.seats[view.to_act].nameplate.to_act
    assert sum(1 for s in scene.seats.values() if s.nameplate.to_act) == 1
    for snap in view.seats:
        assert scene.bets[snap.seat].amount == snap.bet
        assert scene.bets[snap.seat].isVisible() == (snap.bet > 0)


def test_dealing_is_animated_and_reports_its_duration(qtbot):
    scene = TableScene()
    scene.set_players(players())
    scene.set_animation_speed(0.05)
    deck = Deck(list(range(52)))
    hand = Hand(CONFIG, dict.fromkeys(SEATS, 40000), deck=deck, hand_id=1)
    hand.start()
    with qtbot.waitSignal(scene.settled, timeout=3000):
        scene.show_view(hand.view(HERO))
        ms = scene.animator.remaining_ms
        assert ms > 0 and scene.animating
    assert not scene.animating
    for item in scene.seat_card_items(HERO):
        assert isinstance(item, CardItem)
    scene.clear_table()


@pytest.mark.parametrize("aspect", [1.25, 1.6, 2.1])
def test_status_badges_lie_clear_of_every_card(scene, aspect):
    """Issue 38: a top seat's badge lay under its own cards (they lie right under its plate), and a
    badge on the plate's lower edge covered the stack's digits. Badges sit outside the plate, on the
    side away from the cards, at every width of window (2.1: maximised on a wide screen) and turn."""
    scene.set_aspect(aspect)
    checked = 0
    for steps in (0, 1, 2):
        if steps:
            scene.rotate(1)
            scene.finish_rotation()
        for view in views_of_a_hand()[:-1]:  # the showdown's result badges are checked the same way below
            scene.show_view(view)
            cards = [i.sceneBoundingRect() for s in scene.seats for i in scene.seat_card_items(s) if i.isVisible()]
            for seat, item in scene.seats.items():
                plate = item.nameplate
                badge = plate._faces["badge"]
                if not badge.isVisible():
                    continue
                checked += 1
                rect = badge.sceneBoundingRect().adjusted(1, 1, -1, -1)
                assert not any(rect.intersects(c) for c in cards), (seat, plate.status, aspect, steps)
                box = plate._faces["stack"].sceneBoundingRect()  # the line's box; its digits fill the middle
                digits = box.adjusted(0, box.height() * 0.2, 0, -box.height() * 0.2)
                assert not rect.intersects(digits), (seat, plate.status)
    assert checked > 10


@pytest.mark.parametrize("seed", [5, 11, 23, 42])
def test_no_card_covers_a_nameplate_at_showdown(scene, seed):
    """The winning cards stand proud towards the middle: at a top seat (plate above its cards) they
    went up into the plate (issue 38)."""
    scene.set_aspect(1.6)
    for view in views_of_a_hand(seed):
        scene.show_view(view)
    plates = {s: item.nameplate._faces["body"].sceneBoundingRect().adjusted(2, 2, -2, -2)
              for s, item in scene.seats.items()}
    for seat in scene.seats:
        for card in scene.seat_card_items(seat):
            if card.isVisible():
                rect = card.sceneBoundingRect()
                assert not any(rect.intersects(p) for p in plates.values()), (seed, seat, card.card)


@pytest.mark.parametrize("aspect", [1.25, 1.6, 2.1])
def test_the_humans_upcards_stay_on_the_cloth_at_every_turn_of_the_table(scene, aspect):
    """Turned to the top, the human's taller block put its upcards on the rail (issue 38)."""
    scene.set_aspect(aspect)
    scene.show_view(views_of_a_hand()[6])
    for _step in range(len(SEATS)):
        scene.rotate(1)
        scene.finish_rotation()
        layout = scene.layout
        assert layout is not None
        felt = layout.felt
        ups = [i for i in scene.seat_card_items(HERO) if not i.down and i.isVisible()]
        assert ups
        for item in ups:
            r = item.sceneBoundingRect()
            # inside the felt's bounding box, vertically (the cloth, not the rail around it)
            assert r.top() >= felt.y and r.bottom() <= felt.y + felt.height, (scene.rotation, r, felt)
        # and the human's block, come inward, meets no other seat's
        mine = layout.place(HERO).block
        for place in layout.seats:
            if place.seat != HERO:
                other = place.block
                apart = (mine.x + mine.width <= other.x or other.x + other.width <= mine.x
                         or mine.y + mine.height <= other.y or other.y + other.height <= mine.y)
                assert apart, (scene.rotation, place.seat)
