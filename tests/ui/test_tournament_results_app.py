"""A tournament from the Game menu to the Statistics window and the History filter, in the whole app (issue 37).

The buy-in the settings name is what the New tournament dialog offers; the
finished tournament is written to the hand log with its place, prize and that
buy-in; the Statistics window's Tournaments tab counts it and the History
window lists it in its tournament filter.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from razz_desktop.settings import Settings
from razz_desktop.storage.handlog.db import connect
from razz_desktop.storage.handlog.tournaments import results
from razz_desktop.ui.tournament.setup_dialog import TournamentDialog
from tests.app_fixtures import *  # noqa: F403 - fixtures
from tests.app_fixtures import auto_play, fast_settings
from tests.ui.test_tournament_windows import _ok


def test_the_settings_buy_in_is_offered_and_the_finished_tournament_is_kept_and_counted(qtbot, make_app) -> None:
    base = fast_settings(enabled=False)
    app = make_app(replace(base, play=replace(base.play, tournament_buy_in=50)))
    auto_play(app)
    app.controller.waiting_for_next_hand.connect(
        lambda waiting: waiting and QTimer.singleShot(0, app.window.next_hand_requested.emit))
    app.window.show()
    app.start()
    offered: list[int] = []

    def fill_and_start() -> None:
        d = QApplication.activeModalWidget()
        assert isinstance(d, TournamentDialog)
        offered.append(d.buy_in.value())
        d.players.setValue(3)
        d.preset.setCurrentIndex(d.preset.findData("hyper"))
        d.preset.activated.emit(d.preset.currentIndex())
        d.starting.setValue(40)  # short stacks: a few dozen hands
        qtbot.mouseClick(_ok(d), Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, fill_and_start)
    app.tournament.action.trigger()
    qtbot.waitUntil(lambda: app.tournament.result is not None, timeout=60000)
    assert offered == [50]
    stats = app.statistics.open()
    qtbot.waitUntil(lambda: stats.tournaments.played.text() == "1", timeout=20000)
    conn = connect(app.db_path)
    [kept] = results(conn)
    conn.close()
    assert (kept.buy_in, kept.entrants, kept.schedule) == (50, 3, "hyper")
    assert kept.place is not None and kept.prize == next(p for _, _, p, human in kept.places if human)
    assert stats.tournaments.money.text() == f"50 paid, {kept.prize} won (chips)"
    roi = (kept.prize - 50) / 50
    assert stats.tournaments.roi.text().startswith(("+" if roi > 0 else "") + f"{100 * roi:.1f} %")
    assert list(stats.tournaments.chart.heights)[kept.place - 1] == 1
    assert Settings().play.tournament_buy_in == 0  # play money unless the user says otherwise
    # Game > History...: the tournament is in the filter's list and filters the list to its hands
    parts = app.browser
    assert parts is not None
    app.window.history_action.trigger()
    box = parts.window.filters.tournament_box
    qtbot.waitUntil(lambda: box.findData(kept.tournament_id) > 0, timeout=5000)
    assert box.itemText(box.findData(kept.tournament_id)).endswith(f"hyper, place {kept.place} of 3")
    box.setCurrentIndex(box.findData(kept.tournament_id))
    qtbot.waitUntil(lambda: parts.model.total == kept.hands, timeout=5000)
