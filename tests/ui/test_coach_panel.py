"""The Coach dock: shows the hint for a real decision and the graded review."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAccessible

from razz_desktop.controllers.practice_controller import PracticeController
from razz_desktop.engine import Action
from razz_desktop.engine.actions import ActionType
from razz_desktop.ui.coach_panel import HINT_KEY, CoachPanel
from tests.coach.table_hands import HUMAN, bots_until_human, deal

A = ActionType


def wire(controller: PracticeController, panel: CoachPanel) -> None:
    """The connections ``app.attach_coach`` makes between the two (signals to slots, intents back)."""
    controller.decision_started.connect(panel.on_decision_started)
    controller.hint_ready.connect(panel.show_hint)
    controller.hint_pending.connect(panel.show_pending)
    controller.hint_cleared.connect(panel.clear_hint)
    controller.hint_failed.connect(panel.show_failure)
    controller.review_ready.connect(panel.show_review)
    controller.review_opened.connect(panel.open_review)
    controller.summary_changed.connect(panel.show_summary)
    controller.enabled_changed.connect(panel.set_practice_enabled)
    controller.auto_hints_changed.connect(panel.set_hints_automatic)
    panel.hint_requested.connect(controller.request_hint)
    panel.set_practice_enabled(controller.enabled())
    panel.set_hints_automatic(controller.auto_hints())


@pytest.fixture
def wired(qtbot):  # noqa: ANN001 - pytest-qt fixture
    controller = PracticeController(seed=3)
    panel = CoachPanel()
    qtbot.addWidget(panel)
    wire(controller, panel)
    panel.resize(340, 720)
    panel.show()
    yield controller, panel
    controller.shutdown()


def test_panel_shows_the_hint_for_the_humans_decision(qtbot, wired) -> None:  # noqa: ANN001
    controller, panel = wired
    hand = deal(seed=31)
    view = bots_until_human(hand)
    assert view is not None
    with qtbot.waitSignal(controller.hint_ready, timeout=5000) as blocker:
        controller.on_human_to_act(view)
    hint = blocker.args[2]
    assert panel.action_label.text() == hint.action_label
    assert panel.reason.text() == hint.reason
    assert "±" in panel.fields["random"].text() or "exact" in panel.fields["random"].text()
    assert panel.fields["likely"].text() == hint.vs_likely.text()
    assert panel.start_label.isVisibleTo(panel)  # 3rd street: the starting-hand judgement
    assert "Rank" in panel.live_label.text()
    assert not panel.hint_button.isVisibleTo(panel)  # automatic mode
    hand.act(Action(HUMAN, hint.action))
    controller.on_table_changed(hand.view(HUMAN))
    assert panel.action_label.text() == ""  # the decision is over: no stale hint shown


def test_hint_button_and_key_in_on_request_mode(qtbot, wired) -> None:  # noqa: ANN001
    controller, panel = wired
    controller.set_auto_hints(False)
    assert panel.hint_button.isVisibleTo(panel)
    assert panel.hint_action.shortcut().toString() == HINT_KEY
    hand = deal(seed=32)
    view = bots_until_human(hand)
    assert view is not None
    assert not panel.hint_button.isEnabled()  # not the human's turn yet
    controller.on_human_to_act(view)
    assert panel.hint_button.isEnabled()
    assert "Press Hint" in panel.status.text()
    assert panel.action_label.text() == ""
    qtbot.waitUntil(lambda: controller.hint_for(hand.hand_id, 0) is not None, timeout=5000)
    assert panel.action_label.text() == ""  # computed, but not shown until asked
    with qtbot.waitSignal(controller.hint_ready, timeout=1000):
        panel.hint_button.click()
    assert panel.action_label.text() != ""
    assert not panel.hint_button.isEnabled()  # nothing more to ask for this decision


def test_review_lists_each_decision_and_the_summary(qtbot, wired) -> None:  # noqa: ANN001
    controller, panel = wired
    hand = deal(seed=33, players=3)
    taken = []
    while True:
        view = bots_until_human(hand)
        if view is None:
            break
        with qtbot.waitSignal(controller.hint_ready, timeout=5000) as blocker:
            controller.on_human_to_act(view)
        kind = A.CALL if (A.CALL in view.legal_types() and not taken) else blocker.args[2].action
        taken.append(kind)
        hand.act(Action(HUMAN, kind))
        controller.on_table_changed(hand.view(HUMAN))
    with qtbot.waitSignal(controller.review_ready, timeout=5000):
        controller.on_hand_finished(hand.view(HUMAN))
    panel.show_review_page()
    assert panel.tabs.currentIndex() == 1
    assert panel.review_list.topLevelItemCount() == len(taken)
    words = [panel.review_list.topLevelItem(i).text(1) for i in range(len(taken))]
    assert words == [k.value.replace("-", " ").capitalize() for k in taken]
    assert f"Hand #{hand.hand_id}" in panel.review_title.text()
    assert panel.decision_detail.text()  # the first decision's reason
    decisions = "1 decision" if len(taken) == 1 else f"{len(taken)} decisions"
    assert f"{decisions} in 1 hand" in panel.summary_label.text()
    assert "Big bets lost" in panel.summary_label.text()


def test_practice_off_message_and_accessibility(qtbot, wired) -> None:  # noqa: ANN001
    controller, panel = wired
    controller.set_enabled(False)
    assert "Practice mode is off" in panel.status.text()
    assert not panel.hint_action.isEnabled()
    for widget in (panel.hint_button, panel.review_list, panel.action_label, panel.live_label):
        iface = QAccessible.queryAccessibleInterface(widget)
        assert iface is not None and iface.text(QAccessible.Text.Name)
