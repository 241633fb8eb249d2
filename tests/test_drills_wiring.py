"""Game > Drills (Ctrl+D) in the whole app: the entry under Statistics, the window built on first use."""

from __future__ import annotations

import os
import sqlite3

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from razz_desktop.ui.qt_compat import protect_none  # noqa: E402

protect_none()

from PySide6.QtGui import QKeySequence  # noqa: E402
from PySide6.QtWidgets import QMenu  # noqa: E402

from razz_desktop.trainer.decks import DrillDeck  # noqa: E402
from tests.app_fixtures import *  # noqa: E402, F403 - the shared app fixtures


def test_game_drills_opens_the_drill_window_and_answers_reach_the_hand_log(qtbot, make_app) -> None:
    app = make_app()
    w = app.window
    parts = app.drills
    assert parts is not None and parts.window is None and parts.controller is None  # nothing built at start
    action = parts.action
    assert action.shortcut() == QKeySequence("Ctrl+D")
    game = next(m for m in (a.menu() for a in w.menuBar().actions()) if isinstance(m, QMenu)
                and w.statistics_action in m.actions())
    actions = game.actions()
    # In the Statistics group: Statistics, Mistakes..., Drills...
    assert actions.index(action) == actions.index(w.statistics_action) + 2
    assert app.mistakes is not None and actions[actions.index(action) - 1] is app.mistakes.action
    action.trigger()
    drills = parts.window
    assert drills is not None and drills.isVisible()
    controller = parts.controller
    assert controller is not None
    drills.deck_box.setCurrentIndex(drills.deck_box.findData(DrillDeck.FIRST_TO_ACT.value))
    with qtbot.waitSignal(controller.drill_ready, timeout=20000) as got:
        drills.start_button.click()
    drill = got.args[0]
    drills.choice_buttons[drill.choices.index(drill.answer[0])].click()
    assert drills.verdict.text().startswith("Right.")
    controller.wait_idle(5000)
    conn = sqlite3.connect(str(app.db_path))
    assert conn.execute("SELECT deck, correct FROM drill_answers").fetchall() == [("first_to_act", 1)]
    conn.close()
