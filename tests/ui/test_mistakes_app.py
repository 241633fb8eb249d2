"""Game > Mistakes... and the History window's Analyse hands..., in the assembled app."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.app_fixtures import *  # noqa: F403 - make_app, home, _theme


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
    assert not parts.window.play_button.isEnabled()  # no player wired for "Play from here" yet

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
