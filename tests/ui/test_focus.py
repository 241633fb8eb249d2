"""Keyboard focus: Tab reaches every control in order, the focus ring shows, the one-key shortcuts still work."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from razz_desktop.engine.actions import ActionType
from razz_desktop.ui.action_bar import ORDER, ActionBar
from tests.app_fixtures import *  # noqa: F403 - fixtures
from tests.app_fixtures import until_the_heros_turn
from tests.ui.test_action_bar import hero_views


def a_view_with(*kinds: ActionType):
    return next(v for v in hero_views(80) if set(kinds) <= set(v.legal_types()))


def shown_bar(qtbot):
    host = QWidget()
    qtbot.addWidget(host)
    bar = ActionBar(host)
    bar.install_shortcuts(host)
    host.resize(1000, 80)
    with qtbot.waitActive(host):
        host.show()
        host.activateWindow()
    return host, bar


def tab_through(qtbot, start: QWidget, presses: int) -> list[QWidget]:
    start.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is start, timeout=2000)
    seen = [start]
    for _ in range(presses):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        seen.append(QApplication.focusWidget())
    return seen


def test_tab_goes_through_the_action_buttons_left_to_right(qtbot):
    host, bar = shown_bar(qtbot)
    view = a_view_with(ActionType.FOLD, ActionType.CALL)
    bar.show_actions(view)
    seen = tab_through(qtbot, bar.buttons[0], len(bar.buttons) - 1)
    assert seen == bar.buttons
    kinds = [b.legal.type for b in seen]
    assert kinds == sorted(kinds, key=lambda k: ORDER[k])  # fold on the left, raise on the right


def test_a_focused_button_shows_a_ring(qtbot):
    host, bar = shown_bar(qtbot)
    bar.show_actions(a_view_with(ActionType.FOLD, ActionType.CALL))
    button = bar.buttons[1]
    qtbot.waitUntil(lambda: button.isVisible() and button.width() > 0, timeout=2000)
    before = button.grab().toImage()
    button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(button.hasFocus, timeout=2000)
    after = button.grab().toImage()
    assert before != after
    # the ring is the theme's focus colour, on the button's edge
    from razz_desktop.ui.theme import colours

    ring = colours().focus.lower()
    edge = {after.pixelColor(x, after.height() // 2).name() for x in range(0, 6)}
    assert ring in edge


def test_enter_and_space_press_the_focused_button_and_the_letter_keys_still_work(qtbot):
    host, bar = shown_bar(qtbot)
    view = a_view_with(ActionType.FOLD, ActionType.CALL)
    chosen = []
    bar.action_chosen.connect(chosen.append)
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Space):
        bar.show_actions(view)
        fold = bar.buttons[0]
        fold.setFocus(Qt.FocusReason.TabFocusReason)
        qtbot.waitUntil(fold.hasFocus, timeout=2000)
        qtbot.keyClick(fold, key)
        assert chosen[-1].type is ActionType.FOLD
    bar.show_actions(view)
    bar.buttons[0].setFocus(Qt.FocusReason.TabFocusReason)  # focus on Fold, C still calls
    qtbot.waitUntil(bar.buttons[0].hasFocus, timeout=2000)
    qtbot.keyClick(bar.buttons[0], Qt.Key.Key_C)
    assert chosen[-1].type is ActionType.CALL
    assert len(chosen) == 3


def test_a_click_does_not_take_the_focus_and_the_next_turn_keeps_a_keyboard_players_focus(qtbot):
    host, bar = shown_bar(qtbot)
    view = a_view_with(ActionType.FOLD, ActionType.CALL)
    bar.show_actions(view)
    assert bar.buttons[0].focusPolicy() == Qt.FocusPolicy.TabFocus
    clicked = bar.buttons[-1]
    qtbot.mouseClick(clicked, Qt.MouseButton.LeftButton)
    assert QApplication.focusWidget() is not clicked  # a mouse player's keys stay with the window
    bar.show_actions(view)
    assert QApplication.focusWidget() not in bar.buttons  # and no button grabs it at the next turn
    call = next(b for b in bar.buttons if b.legal.type is ActionType.CALL)
    call.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(call.hasFocus, timeout=2000)
    qtbot.keyClick(call, Qt.Key.Key_Return)  # the buttons go away with the choice
    bar.show_actions(view)  # the next turn: the focus lands on the passive button, never on fold
    focused = QApplication.focusWidget()
    assert focused in bar.buttons and focused.legal.type is not ActionType.FOLD


def test_tab_reaches_every_control_of_the_window(make_app, qtbot):
    app = make_app()
    w = app.window
    turns = until_the_heros_turn(app, qtbot, with_buttons=True)
    app.access.dock.show()
    lines = app.access.dock.panel.lines
    seen = tab_through(qtbot, lines, 30)
    buttons = w.action_bar.buttons
    for button in buttons:
        assert button in seen, button.label
    assert w.log.text in seen
    assert seen[seen.index(buttons[0]):seen.index(buttons[0]) + len(buttons)] == buttons  # in a row, in order
    assert seen.index(lines, 1) > 0  # and round again to the start
    # with the focus in the dealer log the action keys still play
    w.log.text.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(w.log.text.hasFocus, timeout=2000)
    before = len(app.controller.hand.events)
    kind = next(la.type for la in turns[-1].legal if la.type in (ActionType.CALL, ActionType.CHECK,
                                                                  ActionType.BRING_IN))
    key = Qt.Key.Key_I if kind is ActionType.BRING_IN else Qt.Key.Key_C
    qtbot.keyClick(w.log.text, key)
    assert len(app.controller.hand.events) > before


def test_enter_with_nothing_focused_plays_the_ringed_safe_choice(qtbot, make_app) -> None:
    """A newcomer presses Enter at the table (issue 38): the check/call/bring-in button, ringed in the
    focus colour, is pressed; never fold, never a raise."""
    app = make_app()
    w = app.window
    until_the_heros_turn(app, qtbot, with_buttons=True)
    bar = w.action_bar
    safe = bar.enter_button()
    assert safe is not None and safe.property("enter") is True
    assert safe.legal is not None and safe.legal.type in (ActionType.CHECK, ActionType.CALL, ActionType.BRING_IN)
    assert [b for b in bar.buttons if b.property("enter") is True] == [safe]
    chosen: list = []
    w.action_chosen.connect(chosen.append)
    w.view.setFocus()
    qtbot.keyClick(w.view, Qt.Key.Key_Return)
    assert chosen and chosen[0].type is safe.legal.type


def test_a_letter_that_means_nothing_here_says_which_keys_do(qtbot):
    host, bar = shown_bar(qtbot)
    view = a_view_with(ActionType.BRING_IN, ActionType.COMPLETE)
    bar.show_actions(view)
    assert "C" not in bar._handlers
    assert bar.press_key("C") is True
    text = bar.detail.text()
    assert text.startswith("C is not on offer here:") and "I Bring in" in text and "R Complete" in text
