"""A finished sit-and-go is kept: its result row beside its hands, written on the history thread (issue 37)."""

from __future__ import annotations

import threading
from pathlib import Path

from razz_desktop.controllers.history_controller import HistoryController
from razz_desktop.controllers.session import TournamentSetup
from razz_desktop.records import HandFilter
from razz_desktop.storage.handlog.browse import HandBrowser
from razz_desktop.storage.handlog.db import connect
from razz_desktop.storage.handlog.repository import HandLog
from razz_desktop.storage.handlog.tournaments import results
from razz_desktop.tournament.payouts import Payouts
from razz_desktop.tournament.status import TournamentOutcome
from tests.controllers.test_game_controller import auto_human
from tests.controllers.test_tournament_play import QUICK


def test_a_played_tournament_is_stored_with_its_result_and_its_hands(qtbot, controller, tmp_path: Path,
                                                                     monkeypatch) -> None:
    db = tmp_path / "razz.sqlite3"
    history = HistoryController(db)
    writers: list[int] = []
    original = HandLog.save_tournament_result

    def spy(self, result):  # type: ignore[no-untyped-def]
        writers.append(threading.get_ident())
        original(self, result)

    monkeypatch.setattr(HandLog, "save_tournament_result", spy)
    try:
        c = controller(opponents=3, tournament=TournamentSetup(QUICK, Payouts((65, 35)), 100), auto_continue=True)
        auto_human(c)
        outcomes: list[TournamentOutcome] = []
        saved: list[str] = []
        c.hand_recorded.connect(history.record_hand)
        c.tournament_finished.connect(outcomes.append)
        c.tournament_finished.connect(history.record_tournament)  # as wiring/tournament_log.py connects them
        history.tournament_saved.connect(saved.append)
        c.start_session()
        qtbot.waitUntil(lambda: bool(saved), timeout=60000)
        qtbot.waitUntil(lambda: history.pending_writes == 0, timeout=10000)
    finally:
        history.shutdown()
    outcome = outcomes[0]
    assert writers and writers[0] != threading.get_ident()  # off the GUI thread
    assert outcome.schedule_name == "quick" and outcome.places_paid == 2 and outcome.started_at is not None
    conn = connect(db)
    [kept] = results(conn)
    conn.close()
    assert saved == [kept.tournament_id] == [outcome.tournament_id]
    assert (kept.place, kept.prize, kept.buy_in, kept.entrants, kept.places_paid, kept.schedule, kept.hands) == (
        outcome.human_place, outcome.human_prize, 100, 4, 2, "quick", outcome.hands)
    assert kept.places == outcome.places
    assert kept.started_at == outcome.started_at
    assert kept.finished_at >= kept.started_at
    with HandBrowser(db) as b:
        [listed] = b.tournaments()
        assert listed.result == kept and listed.hands == outcome.hands
        assert b.count(HandFilter(tournament=kept.tournament_id)) == outcome.hands


def test_an_outcome_without_a_tournament_number_is_not_written(qtbot, tmp_path: Path) -> None:
    history = HistoryController(tmp_path / "razz.sqlite3")
    try:
        history.record_tournament(TournamentOutcome(((1, "You", 0, True), (2, "Bot", 0, False)), 1, 0, 2, 3, 0))
        with qtbot.waitSignal(history.hands_listed, timeout=5000):  # the worker answered what was sent before
            history.request_hands()
    finally:
        history.shutdown()
    conn = connect(tmp_path / "razz.sqlite3")
    assert results(conn) == []
    conn.close()
