"""The Coach dock: shows the hint for a real decision and the graded review."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from razz_desktop.controllers.practice_controller import PracticeController
from razz_desktop.engine import Action
from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.messages import Note
from razz_desktop.ui.coach_panel import HINT_KEY, CoachPanel
from razz_desktop.ui.wording.coach import equity_text
from tests.coach.english import english
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
    assert panel.reason.text() == english(hint.reason)
    assert "±" in panel.fields["random"].text() or "exact" in panel.fields["random"].text()
    assert panel.fields["likely"].text() == equity_text(hint.vs_likely).replace(" ", "\u00a0")
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


# ------------------------------------------------------------ the panel alone: slots in, intents out


@pytest.fixture
def panel(qtbot):  # noqa: ANN001 - pytest-qt fixture
    p = CoachPanel()
    qtbot.addWidget(p)
    p.resize(300, 720)
    p.show()
    return p


@pytest.fixture(scope="module")
def sixth_hint():  # noqa: ANN201
    from razz_desktop.coach.hints import make_hint
    from tests.coach import spots

    return make_hint(spots.made_seven_on_sixth(), seed=1, trials=1500, random_trials=500)


def test_the_panel_is_driven_through_its_slots_and_emits_intents(qtbot, panel, sixth_hint) -> None:  # noqa: ANN001
    """No controller anywhere: data arrives through slots, the Hint button is an intent."""
    hint = sixth_hint
    panel.set_practice_enabled(True)
    panel.set_hints_automatic(False)
    assert panel.hint_button.isVisibleTo(panel) and not panel.hint_button.isEnabled()
    panel.on_decision_started(hint.hand_id, hint.decision_index)
    assert panel.hint_button.isEnabled() and "Press Hint" in panel.status.text()
    with qtbot.waitSignal(panel.hint_requested, timeout=1000):
        qtbot.mouseClick(panel.hint_button, Qt.MouseButton.LeftButton)
    panel.show_pending(hint.hand_id, hint.decision_index)
    assert "Thinking" in panel.status.text() and panel.action_label.text() == ""
    panel.show_hint(hint.hand_id, hint.decision_index, hint)
    assert panel.action_label.text() == "Bet 400" and panel.reason.text() == english(hint.reason)
    assert not panel.hint_button.isEnabled()  # nothing more to ask for this decision
    panel.show_failure(hint.hand_id, hint.decision_index, "ValueError: boom")
    assert "could not work out" in panel.status.text() and panel.reason.text() == "ValueError: boom"
    panel.clear_hint()
    assert panel.action_label.text() == "" and "when it is your turn" in panel.status.text()
    panel.set_practice_enabled(False)
    assert "Practice mode is off" in panel.status.text() and not panel.hint_action.isEnabled()
    with qtbot.assertNotEmitted(panel.hint_requested):
        panel.hint_action.trigger()


def test_the_headline_is_first_on_the_panels_values_line(panel, sixth_hint) -> None:  # noqa: ANN001
    panel.show_hint(sixth_hint.hand_id, sixth_hint.decision_index, sixth_hint)
    first = panel.values_label.text().split(" · ")[0].replace("\u00a0", " ")
    assert first.startswith("Bet +") and panel.action_label.text().startswith("Bet")


def test_what_arrives_before_the_pages_exist_is_shown_when_they_do(qtbot, sixth_hint) -> None:  # noqa: ANN001
    """The pages are built in later turns of the event loop; nothing sent before is lost."""
    from razz_desktop.coach.review import HandReview

    fresh = CoachPanel()
    qtbot.addWidget(fresh)
    assert fresh._hint_page is None and fresh._review_page is None  # built later, not now
    fresh.set_practice_enabled(True)
    fresh.show_hint(sixth_hint.hand_id, sixth_hint.decision_index, sixth_hint)
    fresh.show_review(HandReview(7, (), net_chips=120, big_bet=400))
    qtbot.waitUntil(lambda: fresh._review_page is not None, timeout=2000)  # no sleeps: the event loop
    assert [fresh.tabs.tabText(i) for i in range(fresh.tabs.count())] == ["Hint", "Review"]
    assert fresh.action_label.text() == "Bet 400"
    assert "Hand #7: you won 120" in fresh.review_title.text()


def test_open_review_brings_the_review_and_its_costs_add_up(panel) -> None:  # noqa: ANN001
    from razz_desktop.coach.review import Grade, GradedDecision, HandReview, summarise_session
    from razz_desktop.engine.actions import ActionType as A

    def decision(i: int, cost: float, grade: Grade) -> GradedDecision:
        return GradedDecision(1, i, 3 + i, A.CALL, A.FOLD, A.FOLD, grade, cost,
                              ((A.FOLD, 0.0), (A.CALL, -cost)),
                              Note.of("review.good_best", chosen="call"), Note.of("start.ranks", ranks="7-3-2"))

    # 0.944 + 0.944 + 0.934 = 2.822 -> 2.82, but shown 0.94 + 0.94 + 0.93 = 2.81
    review = HandReview(5, (decision(0, 0.944, Grade.MISTAKE), decision(1, 0.944, Grade.MISTAKE),
                            decision(2, 0.934, Grade.MISTAKE), decision(3, 0.02, Grade.GOOD)),
                        net_chips=-400, big_bet=400)
    panel.tabs.setCurrentIndex(0)
    panel.show_summary(summarise_session([review]))
    panel.open_review(review)
    assert panel.tabs.currentWidget() is panel.review_page
    costs = [panel.review_list.topLevelItem(i).text(3) for i in range(4)]
    assert costs == ["0.94", "0.94", "0.93", "—"]
    shown = f"{sum(float(c) for c in costs[:3]):.2f}"
    assert shown == "2.81"
    assert panel.hand_total.text() == f"Big bets lost this hand: {shown}"
    assert f"Big bets lost to mistakes: {shown}" in panel.summary_label.text()


@pytest.mark.parametrize("width", [260, 300])
def test_the_panel_fits_a_narrow_dock(qtbot, sixth_hint, width: int) -> None:  # noqa: ANN001
    """At 1024x700 the dock is about 260-300 px wide: nothing may need a wider panel."""
    p = CoachPanel()
    qtbot.addWidget(p)
    assert p.minimumWidth() <= 260 and p.minimumSizeHint().width() <= 260
    p.resize(width, 700)
    p.show()
    p.show_hint(sixth_hint.hand_id, sixth_hint.decision_index, sixth_hint)
    qtbot.waitUntil(lambda: p.width() == width, timeout=2000)
    for label in (p.action_label, p.reason, p.values_label, p.live_label, p.hand_label):
        right = label.mapTo(p, label.rect().topRight()).x()
        assert right <= width, (label.accessibleName(), right)


def test_the_numbers_are_hidden_and_shown_as_one_box(qtbot, wired) -> None:  # noqa: ANN001
    """A message hides the previous decision's numbers with one call (one layout pass of the
    dock, issue 10), and the next hint shows them again, each label as it was."""
    controller, panel = wired
    view = bots_until_human(deal(seed=31))
    assert view is not None
    with qtbot.waitSignal(controller.hint_ready, timeout=5000) as blocker:
        controller.on_human_to_act(view)
    page = panel.hint_page
    assert page.details.isVisibleTo(panel) and page.hand_label.isVisibleTo(panel)
    panel.clear_hint()
    assert not page.details.isVisibleTo(panel) and not page.hand_label.isVisibleTo(panel)
    assert not page.hand_label.isHidden()  # its own state untouched: only the box was hidden
    panel.show_hint(*blocker.args)  # the next hint
    assert page.details.isVisibleTo(panel) and page.fields["random"].isVisibleTo(panel)


# ------------------------------------------------------------ issue 35: likely hands, who acts


def _hint_for(hand_cards: dict[int, str], *words: str):  # noqa: ANN202
    from razz_desktop.coach.hints import make_hint
    from tests.engine.dealing import make_hand, play

    hand = make_hand(hand_cards)
    play(hand, *words)
    assert hand.to_act is not None
    return make_hint(hand.view(hand.to_act), trials=1500, random_trials=500)


def test_the_likely_hands_view_reads_each_opponent(panel, sixth_hint) -> None:  # noqa: ANN001
    panel.show_hint(sixth_hint.hand_id, sixth_hint.decision_index, sixth_hint)
    page = panel.hint_page
    assert page.likely_heading.isVisible() and page.likely_label.isVisible()
    text = page.likely_label.text()
    (read,) = sixth_hint.likely_hands
    assert f"Seat&nbsp;{read.seat}</b>" in text
    assert text.count("♠") + text.count("♥") + text.count("♦") + text.count("♣") == 4  # K-9-4-2 up
    assert "you:" in text
    # A screen reader gets the same read as one sentence per opponent.
    description = page.likely_label.accessibleDescription()
    assert description.startswith(f"Seat {read.seat}, K-9-4-2 showing: ") and "%" in description
    assert page.likely_label.accessibleName() == "Likely hands"


def test_who_must_answer_a_completion_is_said(panel) -> None:  # noqa: ANN001
    """Hero last on 3rd after a bring-in and a call: the bring-in and the caller must answer a
    completion, so not "Nobody is left to act after you"."""
    hint = _hint_for({1: "Ac 3d 2h", 2: "8c 7d 9s", 3: "Jc Qd Kd"}, "bring-in", "call")
    panel.show_hint(hint.hand_id, hint.decision_index, hint)
    text = panel.doors_label.text()
    assert "Nobody" not in text
    assert "If you complete or raise, these must answer it:" in text
    assert "(seat&nbsp;3)" in text and "(seat&nbsp;1)" in text


def test_no_zero_low_for_high_doors_still_to_act(panel) -> None:  # noqa: ANN001
    hint = _hint_for({1: "Ac 3d 2h", 2: "8c 7d 9s", 3: "Jc Qd Kd"}, "bring-in")
    panel.show_hint(hint.hand_id, hint.decision_index, hint)
    text = panel.doors_label.text()
    assert "0 low" not in text
    assert "Still to act after you:" in text and "— no low door" in text


def test_the_likely_hands_view_names_the_players(panel, sixth_hint) -> None:  # noqa: ANN001
    class Player:
        def __init__(self, name: str) -> None:
            self.name = name

    (read,) = sixth_hint.likely_hands
    panel.show_hint(sixth_hint.hand_id, sixth_hint.decision_index, sixth_hint)
    panel.set_players({1: Player("You"), read.seat: Player("Ivo")})
    page = panel.hint_page
    assert "<b>Ivo</b>" in page.likely_label.text()
    assert page.likely_label.accessibleDescription().startswith("Ivo, K-9-4-2 showing: ")
