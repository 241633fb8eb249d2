"""Trust at the table, as a user meets it: no hand lost when leaving, keys that work, honest messages.

The whole app (app.assemble) on temporary folders, with calling stations and
no pauses; dialogs are answered the way a user answers them (clicking Yes or
No in the message box that opened).
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from razz_desktop.ui.qt_compat import protect_none  # noqa: E402

protect_none()

import pytest  # noqa: E402
from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtGui import QKeySequence  # noqa: E402
from PySide6.QtWidgets import QApplication, QMessageBox  # noqa: E402

from razz_desktop.engine.actions import ActionType  # noqa: E402
from razz_desktop.ui.main_window import MainWindow  # noqa: E402
from tests.app_fixtures import *  # noqa: E402, F403 - the shared app fixtures

ASK_TO_FOLD = MainWindow._ask_to_fold
"""The real question, taken before tests/conftest.py stands in for it during each test."""


def answer_box(qtbot, name: str, button: QMessageBox.StandardButton, seen: list[str]) -> None:
    """When the message box ``name`` opens, note its text and click ``button`` in it."""

    tries = [0]

    def click() -> None:
        boxes = [b for b in QApplication.topLevelWidgets() + [QApplication.activeModalWidget()]
                 if isinstance(b, QMessageBox) and b.objectName() == name and b.isVisible()]
        if not boxes:
            tries[0] += 1
            if tries[0] < 1000:  # about 10 s: a box that never opens fails the test, not the run
                QTimer.singleShot(10, click)
            return
        box = boxes[0]
        seen.append(box.text() + " | " + box.informativeText())
        box.button(button).click()

    QTimer.singleShot(0, click)


def answer_fold_question(app, answer: bool, seen: list[str]) -> None:
    """The fold question, answered as the user would (the box itself is tested on its own below)."""
    app.window._ask_to_fold = lambda question: seen.append(question) or answer


RECORDED: dict[int, list] = {}
"""Hands recorded per app (by id) since its live hand began, for the tests that check nothing more
was recorded. A fresh list each time: an app of an earlier test, freed, may have had the same id."""


def live_hand(qtbot, app) -> int:
    recorded: list = []
    RECORDED[id(app)] = recorded
    app.controller.hand_recorded.connect(recorded.append)
    app.start()
    qtbot.waitUntil(lambda: app.controller.waiting_for_human, timeout=10_000)
    qtbot.waitUntil(lambda: app.window.flow.human_in_hand, timeout=2_000)
    return app.controller.hand.hand_id


@pytest.mark.parametrize("how", ["new_session", "leave"])
def test_new_session_or_leave_mid_hand_asks_once_then_keeps_the_hand(qtbot, make_app, how) -> None:
    app = make_app()
    w, history = app.window, app.history.controller
    with qtbot.waitExposed(w):
        w.show()
    hand_id = live_hand(qtbot, app)
    ended: list = []
    app.controller.session_ended.connect(ended.append)
    seen: list[str] = []
    answer_fold_question(app, True, seen)
    with qtbot.waitSignal(history.hand_saved, timeout=10_000) as saved:
        (w.new_action if how == "new_session" else w.leave_action).trigger()
    assert len(seen) == 1
    assert saved.args[0].hand_number == hand_id
    assert ended and ended[0].hands == 1
    assert any(line.startswith("Session over: 1 hand") for line in w.log.plain_lines())  # Qt's %n plural


def test_saying_no_keeps_playing(qtbot, make_app) -> None:
    app = make_app()
    live_hand(qtbot, app)
    seen: list[str] = []
    answer_fold_question(app, False, seen)
    app.window.leave_action.trigger()
    assert seen and app.controller.waiting_for_human and not app.controller.flow.over
    assert RECORDED[id(app)] == []


def test_closing_mid_hand_saves_the_hand_then_closes_with_no_second_dialog(qtbot, make_app) -> None:
    """One question per intent: after "Quit?" is answered the window closes once the hand is played
    out; no "Session over" box blocks the exit (issue 38). The result is in the dealer log."""
    app = make_app()
    w, history = app.window, app.history.controller
    with qtbot.waitExposed(w):
        w.show()
    hand_id = live_hand(qtbot, app)
    seen: list[str] = []
    answer_fold_question(app, True, seen)
    with qtbot.waitSignal(history.hand_saved, timeout=10_000) as saved:
        assert w.close() is False  # not yet: the hand is played out first
    assert saved.args[0].hand_number == hand_id
    qtbot.waitUntil(lambda: not w.isVisible(), timeout=10_000)
    assert not [b for b in QApplication.topLevelWidgets() if isinstance(b, QMessageBox) and b.isVisible()]
    assert any(line.startswith("Session over: 1 hand") for line in w.log.plain_lines())


def test_the_fold_question_says_what_happens_to_the_hand(qtbot, make_app) -> None:
    w = make_app().window
    seen: list[str] = []
    answer_box(qtbot, "foldQuestion", QMessageBox.StandardButton.No, seen)
    assert ASK_TO_FOLD(w, "Leave the table?") is False
    assert seen == ["Leave the table? | The hand is played out for you: checked when checking is free, "
                    "folded to a bet."]


def test_closing_between_hands_asks_nothing(qtbot, make_app) -> None:
    app = make_app()
    w = app.window
    with qtbot.waitExposed(w):
        w.show()
    app.controller.human_to_act.connect(lambda view: QTimer.singleShot(0, lambda: w.action_chosen.emit(
        next(la for la in view.legal if la.type in (ActionType.CHECK, ActionType.CALL, ActionType.BRING_IN,
                                                   ActionType.SHOW, ActionType.FOLD)))))
    app.start()
    qtbot.waitUntil(lambda: app.controller.flow.waiting_for_next_hand, timeout=10_000)
    assert w.close() is True


def test_ctrl_comma_opens_the_settings_everywhere(make_app) -> None:
    w = make_app().window
    assert QKeySequence("Ctrl+,") in w.settings_action.shortcuts()
    opened: list[bool] = []
    w.settings_requested.disconnect()  # the dialog itself is the settings tests' business
    w.settings_requested.connect(lambda: opened.append(True))
    w.settings_action.trigger()
    assert opened == [True]


def test_your_turn_comes_with_the_buttons_and_an_early_key_is_kept(qtbot, make_app) -> None:
    app = make_app()
    w, c = app.window, app.controller
    bar = w.action_bar
    chosen: list = []
    w.action_chosen.connect(chosen.append)
    # The table settles as usual, except when the human is next: that one the test releases.
    hold = {"on": False}
    c.table_changed.connect(lambda v: hold.__setitem__("on", v.to_act == v.viewer and not v.finished))
    w.table_settled.disconnect(c.table_settled)
    w.table_settled.connect(lambda: None if hold["on"] else c.table_settled())
    app.start()
    qtbot.waitUntil(lambda: c.hand is not None and c.hand.to_act == c.human_seat, timeout=10_000)
    qtbot.waitUntil(lambda: bar._expecting, timeout=2_000)
    assert bar.status.text() != "Your turn" and not bar.buttons  # no "Your turn" without the buttons
    assert bar.press_key("C")  # pressed a moment early, while the deal still shows
    c.table_settled()
    qtbot.waitUntil(lambda: bool(chosen), timeout=5_000)
    assert chosen[0].type in (ActionType.CHECK, ActionType.CALL)


def test_a_refused_action_is_told_in_the_dealer_log(qtbot, make_app) -> None:
    from razz_desktop.engine.actions import LegalAction

    app = make_app()
    live_hand(qtbot, app)
    before = len(app.controller.hand.events)
    app.window.action_chosen.emit(LegalAction(ActionType.SHOW))  # never legal before the showdown
    assert len(app.controller.hand.events) == before and app.controller.waiting_for_human
    assert any("show" in line.lower() for line in app.window.log.plain_lines()[-2:])


def test_table_changes_are_pending_until_the_next_session_and_shown(qtbot, home) -> None:
    from dataclasses import replace

    from razz_desktop.app import assemble
    from razz_desktop.settings import Settings, load_settings, save_settings
    from tests.qt_helpers import calling_factory

    s = Settings()
    save_settings(replace(s, display=replace(s.display, animation_speed="off"),
                          practice=replace(s.practice, enabled=False)))
    app = assemble(calling_factory, coach_seed=1)  # sessions dealt from the settings
    qtbot.addWidget(app.window)
    try:
        user, c, w = app.user, app.controller, app.window
        c.set_pacing_ms(0, 0, 0)
        c.start_session()
        qtbot.waitUntil(lambda: c.hand is not None, timeout=10_000)
        old_big = c.setup.config.stakes.big_bet
        wanted = replace(user.settings, table=replace(user.settings.table, players=4),
                         stakes=replace(user.settings.stakes, small_bet=user.settings.stakes.small_bet * 2,
                                        big_bet=user.settings.stakes.big_bet * 2))
        user.apply_edited(wanted)
        assert user.in_force.table.players != 4 and user.pending is not None
        assert not w.pending_line.isHidden() and w.pending_line.text().startswith("From the next session:")
        assert "4 players" in w.pending_line.text()
        assert load_settings().settings == wanted  # saved as asked, for the next start too
        assert app.prompt.state is not None and app.prompt.state.pending == wanted  # the dialog shows both
        assert c.setup.config.stakes.big_bet == old_big  # the running session keeps its game
        c.leave_table()
        qtbot.waitUntil(lambda: c.flow.over, timeout=10_000)
        c.new_session()
        qtbot.waitUntil(lambda: len(c.players) == 4, timeout=10_000)
        assert c.setup.config.stakes.big_bet == 2 * old_big
        assert user.pending is None and w.pending_line.isHidden()
    finally:
        app.shutdown()


def test_the_window_comes_back_as_it_was_left(qtbot, make_app, tmp_path) -> None:
    from razz_desktop.ui.window_state import WindowState

    w = make_app().window
    w.resize(760, 560)  # inside the offscreen screen (800x600): restoreGeometry keeps a window on screen
    state = WindowState(tmp_path / "window.ini")
    state.save(w, 2.0)
    other = make_app().window
    assert state.restore(other) == 2.0
    assert (other.width(), other.height()) == (760, 560)


def test_yes_to_start_one_now_asks_nothing_more(qtbot, home) -> None:
    """Settings > OK > "Start one now?" > Yes mid-hand: one question per intent (issue 38). The box
    says what becomes of the live hand; the Game menu's "Start a new session?" does not follow."""
    from dataclasses import replace

    from razz_desktop.app import assemble
    from razz_desktop.settings import Settings, save_settings
    from tests.qt_helpers import calling_factory

    s = Settings()
    save_settings(replace(s, display=replace(s.display, animation_speed="off"),
                          practice=replace(s.practice, enabled=False)))
    app = assemble(calling_factory, coach_seed=1)
    qtbot.addWidget(app.window)
    try:
        user, c, w = app.user, app.controller, app.window
        c.set_pacing_ms(0, 0, 0)
        c.start_session()
        qtbot.waitUntil(lambda: c.waiting_for_human and w.flow.human_in_hand, timeout=10_000)
        asked: list[str] = []
        w._ask_to_fold = lambda question: asked.append(question) or True
        user.apply_edited(replace(user.settings, table=replace(user.settings.table, players=4)))
        assert app.prompt.state is not None and app.prompt.state.pending is not None
        seen: list[str] = []
        answer_box(qtbot, "newSessionQuestion", QMessageBox.StandardButton.Yes, seen)
        app.prompt._offer_new_session(app.prompt.state.pending_text)  # what OK in the dialog calls
        assert seen and "checked when checking is free, folded to a bet" in seen[0]
        qtbot.waitUntil(lambda: len(c.players) == 4, timeout=10_000)
        assert asked == []
    finally:
        app.shutdown()
