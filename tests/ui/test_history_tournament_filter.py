"""The History window's tournament filter over a real hand log: cash only, every tournament, one tournament (issue 37)."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

from razz_desktop.controllers.history_browser import HandTableModel
from razz_desktop.records import (
    ANY_TOURNAMENT,
    CASH_ONLY,
    HandFilter,
    TournamentResult,
    TournamentTag,
)
from razz_desktop.storage.handlog.browse import HandBrowser
from razz_desktop.storage.handlog.db import connect
from razz_desktop.storage.handlog.repository import HandLog
from razz_desktop.ui.history_window import HistoryWindow
from tests.storage.hands import players_for, random_record

T0 = datetime(2026, 12, 7, 19, 0, tzinfo=UTC)
SNG = TournamentTag("1765134000000", 1, "100+0")
IMPORTED = TournamentTag("743144019", 4, "$5+$0.50 USD")


def _log(path: Path) -> None:
    log = HandLog(connect(path))
    sid = log.start_session(random_record(1).config)
    tags = [SNG, SNG, SNG, None, None, IMPORTED]
    for n, tag in enumerate(tags, start=1):
        record = replace(random_record(20 + n), hand_id=n)
        log.save_hand(sid, record, players_for(record, human=1), T0 + timedelta(minutes=n), tournament=tag)
    log.save_tournament_result(TournamentResult(
        SNG.tournament_id, T0, T0 + timedelta(minutes=20), "Turbo", 6, 3, 100, 2, 210, 2,
        tuple((p, "You" if p == 2 else f"Bot {p}", 0, p == 2) for p in range(1, 7))))
    log.connection.close()


def test_the_tournament_box_lists_tournaments_and_filters_the_list(qtbot, tmp_path: Path) -> None:
    path = tmp_path / "razz.sqlite3"
    _log(path)
    browser = HandBrowser(path)
    model = HandTableModel(browser, page_rows=50)
    w = HistoryWindow()
    w.set_model(model)
    w.filter_changed.connect(model.set_filter)
    w.opened.connect(model.set_filter)
    w.opened.connect(model.publish_choices)
    model.total_changed.connect(w.on_total)
    model.choices_changed.connect(w.set_choices)
    qtbot.addWidget(w)
    w.show_window()
    qtbot.waitExposed(w)
    box = w.filters.tournament_box
    texts = [box.itemText(k) for k in range(box.count())]
    assert texts[:3] == ["Cash games and tournaments", "Cash games only", "Every tournament"]
    assert len(texts) == 5
    assert texts[3].startswith("Tournament #743144019 \u00b7 ") and texts[3].endswith("not finished, 1 hand")
    assert texts[4].startswith("Tournament #1765134000000 \u00b7 ") and texts[4].endswith("Turbo, place 2 of 6")
    assert model.total == 6
    for data, expected in [(SNG.tournament_id, 3), (CASH_ONLY, 2), (ANY_TOURNAMENT, 4),
                           (IMPORTED.tournament_id, 1), (None, 6)]:
        with qtbot.waitSignal(w.filter_changed) as changed:
            box.setCurrentIndex(box.findData(data) if data is not None else 0)
        assert changed.args[0] == HandFilter(tournament=data)
        assert model.total == expected, data
    box.setCurrentIndex(box.findData(SNG.tournament_id))
    with qtbot.waitSignal(w.filter_changed) as changed:
        w.filters.reset()
    assert changed.args[0] == HandFilter() and box.currentIndex() == 0
    # a new list (after an import) keeps the chosen tournament
    box.setCurrentIndex(box.findData(SNG.tournament_id))
    model.publish_choices()
    assert box.currentData() == SNG.tournament_id
    browser.close()
