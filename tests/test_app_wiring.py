"""The whole app as app.assemble() builds it: hand log, Last Hand window, practice mode, settings.

Every test runs on temporary data and config folders (RAZZ_DESKTOP_HOME and
the XDG variables point into tmp_path), plays with calling stations and no
thinking pauses, and waits on signals, never on time.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from razz_desktop.ui.qt_compat import protect_none  # noqa: E402

protect_none()


from PySide6.QtCore import Qt, QTimer  # noqa: E402
from PySide6.QtGui import QAction, QKeySequence  # noqa: E402
from PySide6.QtWidgets import QMessageBox, QWidget  # noqa: E402

from razz_desktop import paths  # noqa: E402
from razz_desktop.settings import (  # noqa: E402
    PracticeSettings,
    load_settings,
    save_settings,
)
from tests.app_fixtures import *  # noqa: E402, F403 - the shared app fixtures
from tests.app_fixtures import FIRST_START, auto_play, fast_settings  # noqa: E402
from tests.coach.english import english  # noqa: E402
from tests.qt_helpers import calling_factory, fast_setup  # noqa: E402


def test_hands_are_stored_shown_and_coached(qtbot, make_app, home) -> None:
    app = make_app()
    w, c = app.window, app.controller
    history, last_hand = app.history.controller, app.history.window
    practice, panel = app.coach.controller, app.coach.panel
    assert history.database_path == home / "data" / paths.DATABASE_FILE_NAME
    assert panel.isHidden() and not w.practice_action.isChecked()  # practice off: no Coach dock
    with qtbot.waitExposed(w):
        w.show()

    # Two hands, finished and stored.
    answer = auto_play(app)
    with qtbot.waitSignal(history.hand_saved, timeout=10_000):
        app.start()
    with qtbot.waitSignal(history.hand_saved, timeout=10_000):
        w.next_action.trigger()
    second = c.hand.hand_id

    # Last hand, from the toolbar.
    button = w.toolbar.widgetForAction(w.last_hand_action)
    assert button is not None and button.isVisibleTo(w.toolbar)
    with qtbot.waitSignal(last_hand.hand_shown, timeout=10_000):
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert last_hand.isVisible()
    assert last_hand.current_hand.hand_number == second and last_hand.selector.count() == 2
    assert [p.name for p in last_hand.current_hand.players] == [c.players[s].name for s in
                                                               last_hand.current_hand.record.seats]
    assert not last_hand.review_button.isEnabled()  # played without the Coach

    # Practice mode on from the Game menu: the Coach appears and coaches the next decision.
    c.human_to_act.disconnect(answer)
    w.practice_action.trigger()
    assert practice.enabled() and not panel.isHidden()
    assert load_settings().settings.practice.enabled  # the toggle is saved
    assert json.loads(paths.settings_path().read_text("utf-8"))["practice"]["enabled"] is True
    with qtbot.waitSignal(practice.hint_ready, timeout=10_000) as shown:
        w.next_action.trigger()
    hand_id, _index, hint = shown.args
    assert hand_id == c.hand.hand_id == second + 1
    assert panel.action_label.text() == hint.action_label and panel.reason.text() == english(hint.reason)
    assert c.waiting_for_human and hint.action in c.current_view().legal_types()

    # The hand played out is stored, reviewed, and the Review button opens the Coach's review.
    auto_play(app)(c.current_view())  # answer the decision on screen, then every later one
    with qtbot.waitSignals([history.hand_saved, practice.review_ready], timeout=10_000):
        pass
    qtbot.waitUntil(lambda: last_hand.current_hand is not None
                    and last_hand.current_hand.hand_number == hand_id, timeout=5_000)
    assert last_hand.review_button.isEnabled()
    panel.tabs.setCurrentIndex(0)
    last_hand.review_button.click()
    assert panel.tabs.currentIndex() == 1
    assert f"Hand #{hand_id}" in panel.review_title.text() and panel.review_list.topLevelItemCount() >= 1


def test_practice_settings_drive_the_menus_and_the_coach(qtbot, make_app) -> None:
    app = make_app(fast_settings(enabled=True, hints="on_request", show_opponents_cards_after_hand=True))
    w = app.window
    practice, panel, last_hand = app.coach.controller, app.coach.panel, app.history.window
    assert w.practice_action.isChecked() and practice.enabled() and not panel.isHidden()
    assert not w.auto_hints_action.isChecked() and not practice.auto_hints()
    assert panel.hint_button.isVisibleTo(panel)  # on request: the Hint button
    assert last_hand.study_mode and w.study_action.isChecked()
    w.auto_hints_action.trigger()
    assert practice.auto_hints() and load_settings().settings.practice.hints == "automatic"
    w.study_action.trigger()
    assert not last_hand.study_mode
    assert not load_settings().settings.practice.show_opponents_cards_after_hand
    w.practice_action.trigger()  # Ctrl+T
    assert not practice.enabled() and panel.isHidden() and not w.auto_hints_action.isEnabled()
    assert load_settings().settings.practice == PracticeSettings(enabled=False)
    assert "Practice mode off." in w.log.plain_lines()


def test_keys_do_not_clash(make_app) -> None:
    from razz_desktop.ui.action_bar import ALL_KEYS
    from razz_desktop.ui.coach_panel import HINT_KEY

    app = make_app()
    w = app.window
    assert HINT_KEY == "H" and HINT_KEY not in ALL_KEYS
    assert w.last_hand_action.shortcut() == QKeySequence("Ctrl+H")
    assert w.practice_action.shortcut() == QKeySequence("Ctrl+T")
    assert app.coach.panel.hint_action in w.actions()  # H works anywhere in the window
    # The keys of the main window: a window of its own (the replayer) has its own keys.
    keys = [a.shortcut().toString() for a in w.findChildren(QAction) if not a.shortcut().isEmpty()
            and not (isinstance(a.parent(), QWidget) and a.parent().window() is not w)]
    keys += [QKeySequence(k).toString() for k in ALL_KEYS]
    assert len(keys) == len(set(keys)), sorted(keys)


def test_first_start_opens_the_welcome_dialog_once(qtbot, make_app) -> None:
    app = make_app(FIRST_START)
    assert app.user.result.first_start
    seen = []

    def accept(dialog) -> None:
        qtbot.addWidget(dialog)
        seen.append((dialog.ok_button.text(), dialog.windowTitle()))
        dialog.practice_enabled.setChecked(False)
        QTimer.singleShot(0, dialog.accept)

    assert app.welcome(on_open=accept, own_window=True)  # as main() shows it, before the table
    assert seen == [("Start playing", "Welcome to Razz Desktop")]
    assert paths.settings_path().exists()
    assert load_settings().settings.practice.enabled is False
    assert not app.window.practice_action.isChecked() and app.coach.panel.isHidden()
    assert not app.welcome()  # once
    assert not load_settings().first_start


def test_a_damaged_database_is_reported_once(qtbot, home) -> None:
    from razz_desktop.app import assemble

    db = paths.database_path()
    db.write_bytes(b"this is not a database" * 100)
    save_settings(fast_settings(enabled=False))
    app = assemble(calling_factory, fast_setup(), coach_seed=1)
    qtbot.addWidget(app.window)
    try:
        history = app.history.controller
        if history.recovery_message is None:
            with qtbot.waitSignal(history.database_problem, timeout=10_000):
                pass
        qtbot.waitUntil(lambda: app.window.findChild(QMessageBox, "storageProblem") is not None, timeout=2_000)
        assert any(line.startswith("Hand history:") for line in app.window.log.plain_lines())
        history.database_problem.emit("again")  # a second problem: the dealer log only
        assert len(app.window.findChildren(QMessageBox, "storageProblem")) == 1
        assert "Hand history: again" in app.window.log.plain_lines()
        history.storage_failed.emit("disk full")
        assert any("disk full" in line for line in app.window.log.plain_lines())
        assert any(p.name.startswith(db.name) and p != db for p in db.parent.iterdir())  # moved aside
    finally:
        app.shutdown()


def test_a_new_session_resets_the_coach_and_opens_a_history_session(qtbot, make_app) -> None:
    app = make_app()
    history, practice = app.history.controller, app.coach.controller
    auto_play(app)
    with qtbot.waitSignal(history.hand_saved, timeout=10_000):
        app.start()
    first_session = history.session_id
    resets = []
    practice.summary_changed.connect(resets.append)
    with qtbot.waitSignal(history.session_started, timeout=10_000):
        app.window.new_action.trigger()
    assert history.session_id != first_session
    assert resets and resets[-1].hands == 0


def test_window_icon_is_the_bundled_svg() -> None:
    from razz_desktop.app import app_icon

    root = Path(__file__).resolve().parents[1]
    bundled = root / "resources" / "icons" / "razz-desktop.svg"
    assert bundled.read_bytes() == (root / "packaging" / "icons" / "razz-desktop.svg").read_bytes()
    icon = app_icon()
    assert not icon.isNull()
    image = icon.pixmap(64, 64).toImage()
    assert image.width() == 64 and image.pixelColor(32, 32).alpha() == 255


def test_toolbar_fits_the_dark_theme(make_app) -> None:
    app = make_app()
    w = app.window
    assert w.toolbar.objectName() == "MainToolBar" and not w.toolbar.isMovable()
    names = [w.toolbar.widgetForAction(a).text() for a in w.toolbar.actions()
             if w.toolbar.widgetForAction(a) is not None and a.iconText()]
    assert names[:4] == ["Last hand", "History", "Statistics", "Practice mode"] and "Hint (H)" in names and names[-1] == "Settings"
    assert w.toolbar.sizeHint().height() <= 40  # slim


def test_practice_turned_on_during_the_humans_turn_coaches_that_decision(qtbot, make_app) -> None:
    app = make_app()
    c, practice, panel = app.controller, app.coach.controller, app.coach.panel
    with qtbot.waitSignal(c.human_to_act, timeout=10_000):
        app.start()
    assert not practice.enabled() and c.waiting_for_human
    with qtbot.waitSignal(practice.hint_ready, timeout=10_000) as shown:
        app.window.practice_action.trigger()
    assert shown.args[0] == c.hand.hand_id
    qtbot.waitUntil(lambda: panel.action_label.text() == shown.args[2].action_label, timeout=2_000)


def test_main_attaches_the_coach_once_the_first_hand_is_painted(qtbot, make_app) -> None:
    from razz_desktop.app import after_first_paint

    app = make_app(defer_coach=True)
    assert app.coach is None  # the first table does not wait for the coach's imports
    assert app.window.practice_action.isChecked() is False
    after_first_paint(app.window, app.controller, app.attach_coach_in_steps)  # as main() does
    with qtbot.waitExposed(app.window):
        app.window.show()
    app.start()
    qtbot.waitUntil(lambda: app.coach is not None, timeout=10_000)
    assert app.attach_coach() is app.coach  # once
    assert app.coach.panel.isHidden()  # practice mode is off in these settings


def test_the_coach_attached_in_steps_takes_turns_of_the_event_loop_and_coaches_the_turn_on_screen(
        qtbot, make_app) -> None:  # noqa: ANN001
    """Each step is one turn of the event loop (none holds the table up for long); the
    last one coaches the decision on screen; attach_coach() finishes the steps at once."""
    app = make_app(fast_settings(enabled=True), defer_coach=True)
    c = app.controller
    with qtbot.waitSignal(c.human_to_act, timeout=10_000):
        app.start()
    app.attach_coach_in_steps()
    assert app.coach is None  # only the first step has run
    app.attach_coach_in_steps()  # asked again while under way: still one Coach
    qtbot.waitUntil(lambda: app.coach is not None, timeout=5_000)
    assert app.coach.controller.current_key == (c.hand.hand_id, 0)  # the turn on screen is coached
    assert len(app.window.findChildren(type(app.coach.panel))) == 1

    other = make_app(fast_settings(enabled=True), defer_coach=True)
    other.attach_coach_in_steps()
    parts = other.attach_coach()  # needed now: the remaining steps run at once
    assert other.coach is parts
    assert parts.controller.enabled() and other.window.coach is parts.panel


def test_the_coach_shares_the_docks_with_the_dealer_log(qtbot, make_app) -> None:
    from PySide6.QtWidgets import QTabBar

    app = make_app(fast_settings(enabled=True))
    w, panel = app.window, app.coach.panel
    w.resize(1280, 800)  # the window now fits the screen it opens on (offscreen: 800x600); this is about 1280
    with qtbot.waitExposed(w):
        w.show()

    def front() -> list[str]:
        return [b.tabText(b.currentIndex()) for b in w.findChildren(QTabBar)
                if b.count() == 2 and {b.tabText(0), b.tabText(1)} == {"Dealer", "Coach"}]

    assert w.tabifiedDockWidgets(w.log) == [panel]
    assert front() == ["Coach"]  # practice mode on: the Coach in front
    # the table keeps about three quarters of a 1280-pixel window
    assert w.view.width() >= 0.7 * w.width()
    w.log.raise_()
    qtbot.waitUntil(lambda: front() == ["Dealer"], timeout=2_000)
    panel.hint_action.trigger()  # H: the hint is in the Coach, which comes to the front
    qtbot.waitUntil(lambda: front() == ["Coach"], timeout=2_000)
    w.practice_action.trigger()
    assert panel.isHidden() and not panel.hint_action.isEnabled()
