"""Game > Mistakes... and the History window's Analyse hands..., in the assembled app."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer

from tests.app_fixtures import *  # noqa: F403 - make_app, home, _theme
from tests.app_fixtures import auto_play


def test_game_mistakes_opens_the_browser_and_history_analyse_reaches_the_analysis(make_app, qtbot) -> None:
    app = make_app()
    parts = app.mistakes
    assert parts is not None and parts.window is None and parts.analysis is None  # nothing built before asked
    game = next(a.menu() for a in app.window.menuBar().actions() if a.text().replace("&", "") == "Game")
    actions = game.actions()
    assert actions[actions.index(app.window.statistics_action) + 1] is parts.action  # beside Statistics
    parts.action.trigger()
    assert parts.window is not None and parts.window.isVisible()
    qtbot.waitUntil(lambda: parts.controller is not None and parts.controller.last_rates is not None,
                    timeout=10_000)
    assert parts.window.table.rowCount() == 0 and "No decision" in parts.window.status.text()
    assert not parts.window.play_button.isEnabled()  # nothing chosen to play again

    assert app.browser is not None
    history = app.browser.window
    history.show_window()
    menu = history.analyse_button.menu()
    assert menu is not None and len(menu.actions()) == 2
    menu.actions()[1].trigger()  # every imported hand not analysed yet: none in this history
    assert parts.analysis is not None and parts.dialog is not None
    qtbot.waitUntil(lambda: parts.dialog is not None and parts.dialog.close_button.isVisible(), timeout=20_000)
    assert "No imported hand" in parts.dialog.label.text()
    qtbot.mouseClick(parts.dialog.close_button, Qt.MouseButton.LeftButton)


def test_play_from_here_in_the_mistakes_browser_deals_that_hand_again_at_the_table(make_app, qtbot) -> None:
    """A graded practice decision in Game > Mistakes..., Play from here clicked: the game
    controller deals that stored hand again up to the decision (the wiring the app makes)."""
    from datetime import UTC, datetime

    from razz_desktop import paths
    from razz_desktop.analysis.grading import analyse_record
    from razz_desktop.storage.handlog.db import connect
    from razz_desktop.storage.handlog.repository import HandLog
    from tests.storage.hands import players_for, random_record

    db = paths.database_path()  # where the app keeps its hand log (the test's home): filled before it opens it
    log = HandLog(connect(db))
    record = random_record(101)
    played = datetime(2026, 11, 3, 20, tzinfo=UTC)
    session = log.start_session(record.config, started_at=played)
    players = players_for(record)
    hand_id = log.save_hand(session, record, players, played_at=played)
    review = analyse_record(record, players[0].seat)
    assert review.decisions
    log.save_review(hand_id, review)
    log.connection.close()

    app = make_app()
    assert app.db_path == db
    auto_play(app)  # the live hand is played out; the practice hand is dealt in the next one's place
    app.controller.waiting_for_next_hand.connect(  # the player clicks Deal when the table waits for it
        lambda waiting: waiting and QTimer.singleShot(0, app.window.next_hand_requested.emit))
    app.window.show()
    app.start()
    parts = app.mistakes
    assert parts is not None
    parts.action.trigger()
    window = parts.window
    assert window is not None
    qtbot.waitUntil(lambda: window.table.rowCount() > 0, timeout=20_000)
    window.table.selectRow(0)
    qtbot.waitUntil(window.play_button.isEnabled, timeout=5_000)
    chosen = window.selected_decision()
    assert chosen is not None and chosen[0] == hand_id
    with qtbot.waitSignal(app.controller.practice_started, timeout=30_000) as started:
        qtbot.mouseClick(window.play_button, Qt.MouseButton.LeftButton)
    assert started.args[0].original_hand_id == hand_id
    assert started.args[0].decision_index == chosen[1]
