"""The mistakes browser, clicked through offscreen on real reviews: analysed imported hands and practice hands.

The hand log holds the shared real hands (imported, then analysed by the
Coach) and a few hands "played here" whose human decisions the Coach graded
(practice reviews). The window is wired to its controller as the app wires
it; the tests click the filters, open a decision in the real replayer's
controller and check the table shows the very spot that was graded.
Screenshots go to ``RAZZ_MISTAKES_SHOTS`` when that is set.
"""

from __future__ import annotations

import os
from datetime import UTC, datetime
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from razz_desktop.analysis.grading import analyse_record
from razz_desktop.analysis.run import AnalysisRun
from razz_desktop.controllers.analysis_controller import AnalysisController
from razz_desktop.controllers.mistakes_controller import MistakesController
from razz_desktop.controllers.replay_controller import ReplayController
from razz_desktop.history.cli import main as history_main
from razz_desktop.mistakes import MistakeQuery, Origin
from razz_desktop.reviews import Grade
from razz_desktop.storage.handlog.db import connect
from razz_desktop.storage.handlog.repository import HandLog
from razz_desktop.storage.stats.mistakes import mistake_rows
from razz_desktop.trainer.skills import Skill
from razz_desktop.ui.mistakes.analysis_dialog import AnalysisDialog
from razz_desktop.ui.mistakes.window import MistakesWindow
from tests.storage.hands import players_for, random_record

CORPUS = Path(__file__).resolve().parents[2].parent / "shared" / "handhistories"
SHOTS = os.environ.get("RAZZ_MISTAKES_SHOTS")


def _practice_hands(log: HandLog, count: int = 6) -> int:
    """Hands "played here" with their human's decisions graded by the Coach, as practice reviews."""
    graded = 0
    for seed in range(count):
        record = random_record(100 + seed)
        session = log.start_session(record.config, started_at=datetime(2026, 11, 2 + seed, 20, tzinfo=UTC))
        players = players_for(record)
        hand_id = log.save_hand(session, record, players, played_at=datetime(2026, 11, 2 + seed, 20, tzinfo=UTC))
        review = analyse_record(record, players[0].seat)
        log.save_review(hand_id, review)
        graded += len(review.decisions)
    return graded


@pytest.fixture(scope="module")
def database(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if not CORPUS.is_dir():
        pytest.fail(f"the real hands are expected at {CORPUS} (../shared/handhistories beside the repository)")
    db = tmp_path_factory.mktemp("mistakes") / "h.sqlite3"
    assert history_main(["--db", str(db), "import", str(CORPUS)]) == 0
    log = HandLog(connect(db))
    AnalysisRun(jobs=1).run(log)
    assert _practice_hands(log) > 0
    log.connection.close()
    return db


@pytest.fixture
def browser(qtbot, database: Path):
    controller = MistakesController(database)
    window = MistakesWindow()
    qtbot.addWidget(window)
    controller.rows_ready.connect(window.show_rows)
    controller.rates_ready.connect(window.show_rates)
    window.active_changed.connect(controller.set_active)
    window.query_changed.connect(controller.set_query)
    window.chart_changed.connect(controller.set_chart)
    window.replay_wanted.connect(controller.open_decision)
    controller.set_query(window.query())
    with qtbot.waitSignal(controller.rates_ready, timeout=20_000):
        window.resize(1100, 780)
        window.show()
    qtbot.waitUntil(lambda: not controller._running, timeout=20_000)
    yield window, controller
    controller.shutdown()


def _expected(database: Path, query: MistakeQuery) -> int:
    conn = connect(database)
    try:
        return len(mistake_rows(conn, query))
    finally:
        conn.close()


def _shot(window: MistakesWindow, name: str) -> None:
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        QApplication.processEvents()  # pending layouts (the chart's new legend) done before the picture
        window.grab().save(str(Path(SHOTS) / name))


def test_the_filters_narrow_the_decisions_as_the_queries_do(qtbot, browser, database: Path) -> None:
    window, controller = browser
    mistakes_only = MistakeQuery()
    assert window.table.rowCount() == _expected(database, mistakes_only) > 0
    sources = {window.table.item(r, 8).text() for r in range(window.table.rowCount())}
    assert "Practice" in sources and "PokerStars" in sources  # practice and imported, side by side
    _shot(window, "mistakes_all.png")

    with qtbot.waitSignal(controller.rows_ready, timeout=10_000):
        qtbot.mouseClick(window.grade_checks[Grade.GOOD], Qt.MouseButton.LeftButton)
    assert window.table.rowCount() == _expected(database, MistakeQuery(grades=frozenset(Grade)))

    with qtbot.waitSignal(controller.rows_ready, timeout=10_000):
        window.street_box.setCurrentIndex(window.street_box.findData(7))
    streets = {window.table.item(r, 2).text() for r in range(window.table.rowCount())}
    assert streets == {"7th street"}

    with qtbot.waitSignal(controller.rows_ready, timeout=10_000):
        window.skill_box.setCurrentIndex(window.skill_box.findData(Skill.SEVENTH_CALL.value))
    assert window.table.rowCount() == _expected(database, MistakeQuery(
        grades=frozenset(Grade), streets=frozenset({7}), skills=frozenset({Skill.SEVENTH_CALL})))

    with qtbot.waitSignal(controller.rows_ready, timeout=10_000):
        window.street_box.setCurrentIndex(0)
    with qtbot.waitSignal(controller.rows_ready, timeout=10_000):
        window.skill_box.setCurrentIndex(0)
    with qtbot.waitSignal(controller.rows_ready, timeout=10_000):
        window.origin_box.setCurrentIndex(window.origin_box.findData(Origin.PRACTICE.value))
    assert {window.table.item(r, 8).text() for r in range(window.table.rowCount())} == {"Practice"}
    with qtbot.waitSignal(controller.rows_ready, timeout=10_000):
        window.until_check.setChecked(True)
        window.until_edit.setDate(window.until_edit.date().fromString("2000-01-01", "yyyy-MM-dd"))
    qtbot.waitUntil(lambda: window.table.rowCount() == 0, timeout=10_000)
    assert "No decision" in window.status.text()


def test_the_chart_draws_one_line_per_street_then_per_skill(qtbot, browser) -> None:
    window, controller = browser
    from razz_desktop.ui.mistakes.chart import ErrorRateChart

    chart = window.chart
    assert isinstance(chart, ErrorRateChart)
    rates = controller.last_rates
    assert rates is not None and len(chart.curves) == len(rates.series) >= 3
    assert [c.name() for c in chart.curves][:1] == ["3rd street"]
    with qtbot.waitSignal(controller.rates_ready, timeout=10_000):
        window.grouping_box.setCurrentIndex(1)
    qtbot.waitUntil(lambda: chart.rates is not None and chart.rates.grouping.value == "skill", timeout=10_000)
    assert "3rd street start" in [c.name() for c in chart.curves]
    window.measure_box.setCurrentIndex(1)
    assert chart.blunders
    first_key, points = chart.rates.series[0]
    p = points[0]
    from datetime import datetime as dt
    from datetime import time

    text = chart.hover_at(dt.combine(p.start, time()).timestamp(), p.blunders_per_100)
    assert str(p.decisions) in text
    assert "big bets lost and" in window.summary.text() and "per 100 decisions" in window.summary.text()
    _shot(window, "mistakes_by_skill.png")


def test_open_in_replayer_shows_the_graded_spot_and_play_from_here_waits_for_a_player(qtbot, browser) -> None:
    window, controller = browser
    replay = ReplayController()
    loaded: list[tuple[object, int]] = []

    def load(hand: object, frame: int) -> None:
        assert replay.load(hand)  # type: ignore[arg-type]
        replay.go_to(frame)
        loaded.append((hand, frame))

    controller.replay_ready.connect(load)
    controller.replay_ready.connect(window.decision_opened)
    assert not window.play_button.isEnabled() and "not available" in window.play_button.toolTip()
    for row in (0, window.table.rowCount() - 1):
        window.table.selectRow(row)
        hand_id, index = window.selected_decision()  # type: ignore[misc]
        line = next(r for r in controller.last_rows if (r.hand_id, r.index) == (hand_id, index))
        loaded.clear()
        qtbot.mouseClick(window.open_button, Qt.MouseButton.LeftButton)
        assert "Opening hand" in window.status.text()
        qtbot.waitUntil(lambda: bool(loaded), timeout=10_000)
        assert window.status.text().strip() == ""
        hand, _ = loaded[0]
        view = replay.frame().view
        assert view.to_act == hand.player_seat  # type: ignore[attr-defined]
        assert view.street == line.street
        assert line.chosen in view.legal_types() and line.best in view.legal_types()

    asked: list[tuple[int, int]] = []
    window.play_from_here_wanted.connect(lambda h, i: asked.append((h, i)))
    window.set_play_from_here_available(True)
    assert window.play_button.isEnabled()
    qtbot.mouseClick(window.play_button, Qt.MouseButton.LeftButton)
    assert asked == [window.selected_decision()]


def test_history_analyse_reports_progress_and_cancel_keeps_the_graded_hands(qtbot, tmp_path: Path) -> None:
    db = tmp_path / "h.sqlite3"
    assert history_main(["--db", str(db), "import", str(CORPUS)]) == 0
    analysis = AnalysisController(db, jobs=1)
    dialog = AnalysisDialog()
    qtbot.addWidget(dialog)
    analysis.started.connect(dialog.on_started)
    analysis.progress.connect(dialog.on_progress)
    analysis.finished.connect(dialog.on_finished)
    dialog.cancel_requested.connect(analysis.cancel)
    steps: list[int] = []
    analysis.progress.connect(lambda done, _total: steps.append(done))

    def cancel_after_three(done: int, _total: int) -> None:
        if done == 3:
            qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)

    analysis.progress.connect(cancel_after_three)
    dialog.start()
    with qtbot.waitSignal(analysis.finished, timeout=60_000) as done:
        assert analysis.analyse()
    summary = done.args[0]
    assert summary.cancelled and 3 <= summary.analysed < summary.selected
    assert "Stopped" in dialog.label.text() and dialog.close_button.isVisible()
    with qtbot.waitSignal(analysis.finished, timeout=120_000) as rest:
        assert analysis.analyse()
    assert rest.args[0].analysed == summary.selected - summary.analysed and not rest.args[0].cancelled
    assert dialog.label.text().startswith(f"{rest.args[0].analysed} hand") and "graded" in dialog.label.text()
    analysis.shutdown()


@pytest.mark.parametrize("lang", ["de", "it", "nl"])
def test_the_browser_and_the_dialog_speak_the_language(qtbot, browser, lang: str) -> None:
    """Built again under each language: no English text left on the browser or the analysis dialog."""
    from razz_desktop.ui.i18n import Translations
    from tests.ui.test_i18n_windows import catalogue, english_left

    window, controller = browser
    translations = Translations()
    assert translations.install(lang)
    try:
        english, _ = catalogue(lang)
        translated = MistakesWindow()
        qtbot.addWidget(translated)
        translated.show_rows(controller.last_rows)
        assert controller.last_rates is not None
        translated.show_rates(controller.last_rates)
        translated.show()
        translated.ensure_chart()
        dialog = AnalysisDialog()
        qtbot.addWidget(dialog)
        dialog.start()
        assert english_left(translated, english) == []
        assert english_left(dialog, english) == []
    finally:
        Translations().install("en")
