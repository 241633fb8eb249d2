"""The Statistics window's Tournaments tab, drawn from a hand log with known finished tournaments (issue 37).

The set is the one of tests/storage/test_tournament_results.py: six finished
sit-and-gos of six players (1st, 2nd, 3rd, 1st, 6th at a 100-chip buy-in, and
a play-money 2nd), and one tournament with hands but no result.
Set ``RAZZ_STATS_SHOTS`` to a folder to keep a picture of the tab.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from razz_desktop.controllers.stats_controller import StatsController
from razz_desktop.records import TournamentTag
from razz_desktop.storage.handlog.db import connect
from razz_desktop.storage.handlog.repository import HandLog
from tests.app_fixtures import *  # noqa: F403 - the theme
from tests.storage.test_tournament_results import _hands, result

KNOWN = [(1, 390, 100), (2, 210, 100), (3, 0, 100), (1, 390, 100), (6, 0, 100), (2, 0, 0)]


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "razz.sqlite3"
    log = HandLog(connect(path))
    for n, (place, prize, buy_in) in enumerate(KNOWN):
        log.save_tournament_result(result(str(1000 + n), place, prize, buy_in=buy_in, minutes=40 * n))
    _hands(log, [TournamentTag("743144019", 2, "$5+$0.50 USD"), None])
    log.connection.close()
    return path


def _open(qtbot, db: Path):
    from razz_desktop.ui.stats_window import StatsWindow

    controller = StatsController(db)
    window = StatsWindow()
    qtbot.addWidget(window)
    controller.report_ready.connect(window.show_report)
    window.active_changed.connect(controller.set_active)
    with qtbot.waitSignal(controller.report_ready, timeout=10_000):
        window.show()
    return controller, window


def test_the_tournaments_tab_shows_the_known_figures_and_chart(qtbot, db: Path) -> None:
    controller, window = _open(qtbot, db)
    try:
        page = window.tournaments
        window.tabs.setCurrentWidget(page)
        assert window.tabs.tabText(window.tabs.indexOf(page)) == "Tournaments"
        assert page.played.text() == "6"
        assert page.finishes.text().replace("\u00a0", " ") == "place 1: 2, place 2: 2, place 3: 1, place 6: 1"
        assert page.itm.text() == "4 of 6 (66.7 %)"
        assert page.money.text() == "500 paid, 990 won (chips)"
        assert page.roi.text() == "+98.0 %"
        assert page.play_money.text() == "1 without a buy-in (nothing paid, nothing won)"
        assert "Not counted: tournaments with hands in the history but no result: 1 (" in page.note.text()
        assert list(page.chart.heights) == [2, 2, 1, 0, 0, 1]
        assert page.chart.hover_at(0.0, 1.0) == "Place 1: 2 of 6 tournaments"
        assert page.chart.hover_at(5.0, 1.0) == "Place 6: 1 of 6 tournaments"
        assert page.chart.hover_at(2.5, 1.0) == ""
        qtbot.waitUntil(lambda: page.isVisible())
        folder = os.environ.get("RAZZ_STATS_SHOTS")
        if folder:
            window.resize(1000, 720)
            Path(folder).mkdir(parents=True, exist_ok=True)
            window.grab().save(str(Path(folder) / "stats_tournaments.png"))
    finally:
        controller.shutdown()


def test_a_tournament_saved_while_the_window_is_open_is_counted(qtbot, db: Path) -> None:
    controller, window = _open(qtbot, db)
    try:
        log = HandLog(connect(db))
        log.save_tournament_result(result("3000", 1, 390))
        log.connection.close()
        with qtbot.waitSignal(controller.report_ready, timeout=10_000):
            controller.on_hand_saved()  # what the history controller's tournament_saved calls (wiring/tournament_log.py)
        assert window.tournaments.played.text() == "7"
        assert window.tournaments.itm.text() == "5 of 7 (71.4 %)"
    finally:
        controller.shutdown()


def test_play_money_only_says_there_is_no_roi(qtbot, tmp_path: Path) -> None:
    path = tmp_path / "razz.sqlite3"
    log = HandLog(connect(path))
    log.save_tournament_result(result("1", 2, 0, buy_in=0))
    log.connection.close()
    controller, window = _open(qtbot, path)
    try:
        assert window.tournaments.roi.text().startswith("none: play money only")
        assert window.tournaments.itm.text() == "1 of 1 (100.0 %)"
    finally:
        controller.shutdown()


def test_no_tournament_yet(qtbot, tmp_path: Path) -> None:
    path = tmp_path / "razz.sqlite3"
    connect(path).close()
    controller, window = _open(qtbot, path)
    try:
        page = window.tournaments
        assert (page.played.text(), page.itm.text(), page.roi.text()) == ("0", "-", "-")
        assert page.note.text().startswith("No tournament finished yet")
        assert len(page.chart.heights) == 0
    finally:
        controller.shutdown()
