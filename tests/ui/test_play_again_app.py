"""Play it again from here in the whole app: the windows' buttons deal the hand again and it plays on."""

from __future__ import annotations

from PySide6.QtCore import Qt

from razz_desktop.coach.review import Grade, GradedDecision, HandReview
from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.messages import Note
from razz_desktop.ui.coach_panel.review_page import ReviewPage
from razz_desktop.ui.play_again import ComparisonDialog, comparison_lines
from tests.app_fixtures import *  # noqa: F403 - fixtures
from tests.app_fixtures import auto_play


def _first_hand_saved(app, qtbot):
    saved = []
    app.history.controller.hand_saved.connect(saved.append)
    auto_play(app)
    app.start()
    qtbot.waitUntil(lambda: bool(saved), timeout=20_000)
    qtbot.waitUntil(lambda: app.controller.flow.waiting_for_next_hand, timeout=10_000)
    return saved


def test_last_hand_play_from_here_deals_the_hand_again_and_compares(qtbot, make_app) -> None:
    app = make_app()
    saved = _first_hand_saved(app, qtbot)
    c = app.controller
    last_hand = app.history.window
    last_hand.show_latest()
    qtbot.waitUntil(lambda: last_hand.current_hand is not None, timeout=10_000)
    original = last_hand.current_hand
    button = last_hand.play_button
    assert button.isEnabled() and button.decision_actions
    stacks, next_number = c.table.stacks, c._next_hand_id
    starts, results, recorded = [], [], []
    c.practice_started.connect(starts.append)
    c.practice_finished.connect(results.append)
    c.hand_recorded.connect(recorded.append)

    chosen = button.decision_actions[-1]
    chosen.trigger()  # the menu entry "Nth street: Call", as a click on it does
    qtbot.waitUntil(lambda: bool(starts), timeout=10_000)
    hand = c.hand
    index = chosen.data()
    seat = original.hero_seat
    assert hand is not None and hand.hand_id < 0
    assert hand.events[1:] == original.record.events[1:len(hand.events)]  # cards, actions, pot as they were
    assert starts[0].decision_index == index and starts[0].original_hand_id == original.hand_id
    assert app.window.scene is not None  # the table shows it; the human plays on (auto_play)
    qtbot.waitUntil(lambda: bool(results), timeout=20_000)
    dialog = app.play_again.dialog
    assert isinstance(dialog, ComparisonDialog) and dialog.isVisible()
    assert dialog.cells[0][2].text() and dialog.cells[1][1].text()
    assert recorded[-1].practice is not None and recorded[-1].practice.original_hand_id == original.hand_id
    assert c.table.stacks == stacks and c._next_hand_id == next_number
    # Stored as practice, out of the session's figures.
    qtbot.waitUntil(lambda: len(saved) >= 2, timeout=20_000)
    practice_id = saved[-1].hand_id
    stored = app.play_again.load(practice_id)
    assert stored is not None and stored.practice is not None and stored.practice.decision_index == index
    assert dict(stored.record.net).get(seat, 0) == results[0].new_net


def test_the_history_hand_window_has_the_button(qtbot, make_app) -> None:
    app = make_app()
    saved = _first_hand_saved(app, qtbot)
    browser = app.attach_browser()
    hand_window = browser.hand_window
    browser.model.request_hand(saved[0].hand_id)
    qtbot.waitUntil(lambda: hand_window.play_button.isEnabled(), timeout=10_000)
    starts = []
    app.controller.practice_started.connect(starts.append)
    hand_window.play_button.fresh_action.setChecked(True)
    hand_window.play_button.decision_actions[0].trigger()
    qtbot.waitUntil(lambda: bool(starts), timeout=10_000)
    assert starts[0].fresh_cards and starts[0].decision_index == 0


def _review(hand_id: int = 3) -> HandReview:
    note = Note.of("review.good_best", chosen="call")
    decisions = tuple(
        GradedDecision(hand_id, i, 3 + i, ActionType.CALL, ActionType.FOLD, ActionType.FOLD, Grade.MISTAKE, 0.4,
                       ((ActionType.FOLD, 0.0), (ActionType.CALL, -0.4)), note, Note.of("start.ranks", ranks="7-3-2"))
        for i in range(2))
    return HandReview(hand_id, decisions, -400, 400)


def test_the_review_page_button_plays_the_selected_decision(qtbot) -> None:
    page = ReviewPage()
    qtbot.addWidget(page)
    page.show()
    page.show_review(_review())
    page.review_list.setCurrentItem(page.review_list.topLevelItem(1))
    page.fresh_cards.setChecked(True)
    with qtbot.waitSignal(page.play_from_here_requested) as got:
        qtbot.mouseClick(page.play_button, Qt.MouseButton.LeftButton)
    assert got.args == [3, 1, True]
    page.show_review(None)
    assert not page.play_button.isEnabled()


def test_the_comparison_says_both_results(qtbot) -> None:
    from razz_desktop.controllers.play_again import PracticeComparison, PracticeStart

    start = PracticeStart(17, 12, 1, 4, False, ActionType.CALL)
    heading, original, again = comparison_lines(PracticeComparison(start, -400, ActionType.FOLD, 0, 400))
    assert "#12" in heading
    assert original[1] == "Call" and original[2] == "\u2212400"
    assert again[1] == "Fold" and again[2] == "0"
