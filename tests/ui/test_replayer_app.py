"""The replayer in the whole app: a hand played and stored, opened in Last Hand, replayed.

The hand is played by the real game controller and stored by the real
history controller in a temporary database; the Replay button of the Last
Hand window opens the replayer on that stored hand, and stepping to the end
gives the stacks the hand ended with.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.app_fixtures import *  # noqa: F403 - the shared app fixtures
from tests.app_fixtures import auto_play


def test_replay_a_played_hand_from_the_last_hand_window(qtbot, make_app):
    app = make_app()
    w, history, last_hand = app.window, app.history.controller, app.history.window
    parts = app.browser
    assert parts is not None
    with qtbot.waitExposed(w):
        w.show()
    auto_play(app)
    with qtbot.waitSignal(history.hand_saved, timeout=10_000):
        app.start()
    with qtbot.waitSignal(last_hand.hand_shown, timeout=10_000):
        w.last_hand_action.trigger()
    stored = last_hand.current_hand
    assert stored is not None and last_hand.replay_button.isEnabled()
    replayer = parts.replayer
    replayer.set_animation_factor(0)
    with qtbot.waitSignal(parts.replay.frame_changed, timeout=5_000):
        qtbot.mouseClick(last_hand.replay_button, Qt.MouseButton.LeftButton)
    assert replayer.isVisible() and replayer.frame.index == 0
    assert f"#{stored.hand_number}" in replayer.windowTitle()
    last_hand.close()  # offscreen, the window clicked keeps the keyboard until it goes
    with qtbot.waitActive(replayer):
        replayer.activateWindow()
    QTest.keyClick(replayer, Qt.Key.Key_End)
    for _ in range(replayer.frame.count):  # bounded: a key that did nothing fails below, never hangs
        if replayer.frame.at_end:
            break
        QTest.keyClick(replayer, Qt.Key.Key_Right)
    assert replayer.frame.at_end
    stacks = {seat: item.nameplate.stack for seat, item in replayer.scene.seats.items()}
    assert stacks == dict(stored.record.final_stacks)
    # The play table is untouched by the replay: it still shows the hand as it ended there.
    assert w.scene is not replayer.scene and w.scene.view is not None
    replayer.close()
    assert not parts.replay.playing


def test_history_and_replayer_windows_belong_to_the_app(make_app):
    app = make_app()
    parts = app.browser
    assert parts is not None
    assert parts.window.parent() is app.window and parts.replayer.parent() is app.window
    assert app.window.history_action.isEnabled() and app.window.import_action.isEnabled()
