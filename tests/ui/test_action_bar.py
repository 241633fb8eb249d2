"""The action bar offers exactly the legal actions, with their keys, and nothing else."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from razz_desktop.controllers.fallback_policy import FallbackPolicy
from razz_desktop.engine.actions import Action, ActionType
from razz_desktop.engine.hand import Hand
from razz_desktop.engine.rules import GameConfig, Stakes
from razz_desktop.ui.action_bar import ACTION_KEYS, ActionBar

CONFIG = GameConfig(stakes=Stakes(200, 400, 40, 50))


def hero_views(hands: int = 40, hero: int = 3):
    """The human's views whenever they are to act, over many varied hands."""
    policy = FallbackPolicy()
    for seed in range(hands):
        rng = random.Random(seed)
        stacks = {s: rng.choice([40000, 40000, 900, 260, 45]) for s in range(1, rng.randint(2, 8) + 1)}
        if hero not in stacks:
            stacks[hero] = 40000
        hand = Hand(CONFIG, stacks, rng=rng, hand_id=seed + 1)
        hand.start()
        while not hand.finished:
            seat = hand.to_act
            view = hand.view(seat)
            if seat == hero:
                yield view
            kind = policy.decide(view, rng)
            hand.act(Action(seat, kind))


@pytest.fixture
def bar(qtbot):
    host = QWidget()
    qtbot.addWidget(host)
    bar = ActionBar(host)
    bar.install_shortcuts(host)
    yield bar  # the host stays referenced here until the test ends
    host.close()


def test_buttons_are_exactly_the_legal_actions(bar):
    seen_types: set[ActionType] = set()
    count = 0
    for view in hero_views():
        bar.show_actions(view)
        assert sorted(bar.labels) == sorted(la.label for la in view.legal)
        assert len(bar.buttons) == len(view.legal)
        for button in bar.buttons:
            assert button.legal in view.legal
            assert button.key == ACTION_KEYS[button.legal.type]
            assert button.key in button.accessibleDescription()
        seen_types.update(view.legal_types())
        count += 1
    assert count > 50
    # the walk met every kind of betting decision
    assert {ActionType.BRING_IN, ActionType.COMPLETE, ActionType.FOLD, ActionType.CALL,
            ActionType.CHECK, ActionType.BET, ActionType.RAISE} <= seen_types


def test_clicking_a_button_emits_its_legal_action(bar, qtbot):
    view = next(v for v in hero_views() if len(v.legal) >= 3)
    bar.show_actions(view)
    target = bar.buttons[-1]
    with qtbot.waitSignal(bar.action_chosen, timeout=1000) as blocker:
        qtbot.mouseClick(target, Qt.MouseButton.LeftButton)
    assert blocker.args == [target.legal]
    assert bar.buttons == []  # one decision, one click


@pytest.mark.parametrize("key", ["F", "C", "B", "R", "I"])
def test_keys_choose_the_matching_action_or_nothing(bar, key):
    chosen = []
    bar.action_chosen.connect(chosen.append)
    tried = 0
    for view in hero_views(20):
        chosen.clear()
        bar.show_actions(view)
        pressed = bar.press_key(key)
        types = view.legal_types()
        if key in ("B", "R"):
            wanted = [t for t in types if t in (ActionType.BET, ActionType.RAISE, ActionType.COMPLETE)]
        else:
            wanted = [t for t in types if ACTION_KEYS[t] == key]
        if wanted:
            assert pressed and [la.type for la in chosen] == wanted[:1]
            tried += 1
        else:  # nothing chosen; the key is answered with the keys that are on offer (issue 38)
            assert pressed and chosen == [] and bar.detail.text().startswith(f"{key} is not on offer here:")
    assert tried > 0


def test_pause_disables_the_buttons(bar):
    view = next(hero_views())
    bar.show_actions(view)
    bar.set_paused(True)
    assert not any(b.isEnabled() for b in bar.buttons)
    chosen = []
    bar.action_chosen.connect(chosen.append)
    bar.press_key("C")
    assert chosen == []
    bar.set_paused(False)
    assert all(b.isEnabled() for b in bar.buttons)


def test_between_hands_and_busted_modes(bar, qtbot):
    bar.show_next_hand("Dora wins 1,240")
    with qtbot.waitSignal(bar.next_hand_requested, timeout=1000):
        assert bar.press_key("Space")
    bar.show_busted(40000)
    assert bar.labels == ["Leave table", "Rebuy 40,000"]
    with qtbot.waitSignal(bar.rebuy_requested, timeout=1000):
        bar.press_key("R")
    with qtbot.waitSignal(bar.leave_requested, timeout=1000):
        bar.press_key("L")


def test_buttons_are_reused_from_turn_to_turn(bar):
    """Every turn offers new texts on the buttons the bar already has (building them cost more than a turn)."""
    widest = 0
    for view in hero_views(20):
        bar.show_actions(view)
        widest = max(widest, len(bar.buttons))
        bar.show_message("Ada to act")
        assert bar.buttons == [] and not any(b.isVisible() for b in bar._pool)
    assert bar.buttons_made == widest
    bar.show_busted(40000)  # other modes reuse them too, with their own keys and colours
    assert bar.buttons_made == widest
    assert [b.key for b in bar.buttons] == ["L", "R"]
    assert [b.property("kind") for b in bar.buttons] == ["fold", "neutral"]
    assert bar.buttons[1].accessibleName() == "Rebuy 40,000"


def test_a_new_text_does_not_lay_out_the_bar_again(bar, qtbot):
    """The status line changes two or three times an action: the window's layout is not redone for it."""
    from PySide6.QtCore import QCoreApplication, QEvent, QObject

    class Requests(QObject):
        count = 0

        def eventFilter(self, _watched, event):  # noqa: N802 - Qt override
            if event.type() == QEvent.Type.LayoutRequest:
                Requests.count += 1
            return False

    host = bar.parentWidget()
    host.resize(900, 80)
    bar.resize(900, 80)
    host.show()
    qtbot.waitExposed(host)
    bar.show_message("Ada to act", "total pot 400")
    for _ in range(3):  # the first show's own layout passes
        QCoreApplication.processEvents()
    requests = Requests(bar)
    bar.installEventFilter(requests)
    arranged = bar.text.arranged
    for name in ("Bo", "Cy", "Di"):
        bar.show_message(f"{name} to act")
        bar.show_message(f"{name} is thinking…")
        QCoreApplication.processEvents()
    assert Requests.count == 0
    assert bar.text.arranged > arranged  # the labels were placed for their new texts
    assert bar.status.text() == "Di is thinking…"
    assert bar.status.geometry().bottom() < bar.detail.geometry().top()


def test_long_buttons_put_the_text_above_them_in_a_narrow_bar(qtbot) -> None:
    """German at 1024 px with the Coach: the buttons left the texts a few pixels and the bar grew to a
    third of the window (issue 38). Narrow: the texts go above the buttons, at the bar's full width."""
    from PySide6.QtWidgets import QBoxLayout, QWidget

    host = QWidget()
    qtbot.addWidget(host)
    bar = ActionBar(host)
    view = next(v for v in hero_views(80) if len(v.legal) >= 3)
    bar.show_actions(view)
    host.show()
    bar.resize(1200, 80)
    assert bar._outer.direction() is QBoxLayout.Direction.LeftToRight
    narrow = bar._buttons_box.sizeHint().width() + 60
    bar.resize(narrow, 140)
    qtbot.waitUntil(lambda: bar._outer.direction() is QBoxLayout.Direction.TopToBottom, timeout=2000)
    assert bar.status.text() == "Your turn"
    qtbot.waitUntil(lambda: bar.text.width() > narrow - 60, timeout=2000)  # the whole width, not a sliver
    assert bar.text.sizeHint().height() < 80  # two lines, not the height a sliver of width needed
