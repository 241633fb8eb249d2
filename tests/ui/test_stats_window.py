"""The Statistics window: drawn offscreen from the controller's report, the same numbers as the command.

The hands are the four of ``tests/storage/stats_hands`` (their figures are
counted by hand in ``tests/storage/test_stats.py``). Screenshots of each
chart are written to ``RAZZ_STATS_SHOTS`` when that is set (to look at them).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QTextBrowser

from razz_desktop.controllers.stats_controller import StatsController
from razz_desktop.history.cli import main as history_main
from razz_desktop.stats_figures import DEFINITIONS
from razz_desktop.storage.handlog.db import connect
from razz_desktop.storage.handlog.repository import HandLog
from tests.app_fixtures import *  # noqa: F403 - make_app, home, _theme
from tests.storage.stats_hands import all_hands, players

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "razz.sqlite3"
    conn = connect(path)
    log = HandLog(conn)
    hands = all_hands()
    first = log.start_session(hands[0].config)
    for record in hands[:2]:
        log.save_hand(first, record, players(record))
    second = log.start_session(hands[0].config)
    for record in hands[2:]:
        log.save_hand(second, record, players(record))
    conn.close()
    return path


@pytest.fixture
def shown(qtbot, db: Path):
    from razz_desktop.ui.stats_window import StatsWindow

    controller = StatsController(db)
    window = StatsWindow()
    qtbot.addWidget(window)
    controller.report_ready.connect(window.show_report)
    window.active_changed.connect(controller.set_active)
    window.player_chosen.connect(controller.set_player)
    with qtbot.waitSignal(controller.report_ready, timeout=10_000):
        window.show()
    yield controller, window
    controller.shutdown()


def _shot(widget, name: str) -> None:
    folder = os.environ.get("RAZZ_STATS_SHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        widget.grab().save(str(Path(folder) / f"{name}.png"))


def _row(window, player: str) -> list[str]:
    for row in range(window.table.rowCount()):
        if window.table.item(row, 0).text() == player:
            return [window.table.item(row, c).text() for c in range(window.table.columnCount())]
    raise AssertionError(f"{player} not in the table")


def test_starting_the_app_does_not_import_pyqtgraph(tmp_path: Path) -> None:
    code = (
        "import os, sys\n"
        "os.environ['QT_QPA_PLATFORM'] = 'offscreen'\n"
        f"os.environ['RAZZ_DESKTOP_HOME'] = {str(tmp_path / 'home')!r}\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "import razz_desktop.app as a\n"
        "parts = a.assemble(defer_coach=True)\n"
        "parts.window.show(); app.processEvents()\n"
        "loaded = 'pyqtgraph' in sys.modules\n"
        "parts.window.statistics_action.trigger()\n"
        "print(loaded, 'pyqtgraph' in sys.modules, parts.statistics.window.isVisible())\n"
        "parts.shutdown()\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split()[-3:] == ["False", "True", "True"]


def test_the_window_prints_the_numbers_of_the_command(shown, db: Path, capsys) -> None:
    controller, window = shown
    assert history_main(["stats", "--db", str(db), "--json"]) == 0
    printed = {p["player"]: p for p in json.loads(capsys.readouterr().out)["players"]}
    assert {f.player: f.as_json() for f in controller.last_report.players} == printed
    you = _row(window, "You")
    # hands, vpip, complete_3rd, steal, fold_to_steal, wtsd, wsd, won w/o SD, net, bb/100
    assert you[1:] == ["4", "75.0 %", "50.0 %", "100.0 %", "0.0 %", "100.0 %", "50.0 %", "1", "-90", "-5.63"]
    assert printed["You"]["bb_per_100"] == pytest.approx(-5.625)
    reg = _row(window, "Computer: regular")
    assert reg[1:3] == ["6", "50.0 %"] and reg[9:] == ["+450", "+18.75"]
    _shot(window, "stats_window")


def test_charts_draw_hover_and_save(shown, tmp_path: Path) -> None:
    _controller, window = shown
    # Cumulative result of "You": +170, -40, +20, -240 chips at 400 a big bet.
    curve = window.results.curves[0]
    xs, ys = curve.getData()
    assert list(xs) == [1, 2, 3, 4] and [round(y * 400) for y in ys] == [170, 130, 150, -90]
    text = window.results.hover_at(3.1, 0.0)
    assert "Hand 3 of 4" in text and "session 2" in text and "Session 2 starts" in text
    assert window.results.hover_label.text() == text and window.results.plot.toolTip() == text
    assert window.results.hover_at(9, 0) == ""
    assert "Session 1: 2 hands, +0.32 big bets" in window.sessions.hover_at(0.1, 0)
    # Doors of "You": 2 (twice), Q, K; bars labelled with the number of hands.
    assert [label.toPlainText() for label in window.doors.count_items] == ["2", "1", "1"]
    assert "Door card 2: 2 hands, +16.25 big bets per 100 hands" in window.doors.hover_at(0, 0)
    assert window.doors.hover_at(0.5, 0) == ""  # between two bars
    assert "high card J+: 2 hands" in window.classes.hover_at(1, 0)
    for i, chart in enumerate((window.results, window.sessions, window.doors, window.classes, window.practice)):
        window.tabs.setCurrentIndex(i)
        path = tmp_path / f"chart{i}.png"
        assert chart.save_png(str(path))
        image = QImage(str(path))
        assert image.width() > 200 and image.height() > 150
        _shot(chart, f"chart_{i}")


def test_another_player_and_a_saved_hand_refresh_the_window(qtbot, shown, db: Path) -> None:
    controller, window = shown
    with qtbot.waitSignal(controller.report_ready, timeout=10_000) as got:
        window.player_box.setCurrentText("Computer: strong")
    assert got.args[0].player == "Computer: strong"
    assert len(window.results.curves[0].getData()[0]) == 4
    conn = connect(db)
    record = replace(all_hands()[0], hand_id=9)
    HandLog(conn).save_hand(2, record, players(record))
    conn.close()
    with qtbot.waitSignal(controller.report_ready, timeout=10_000) as got:
        controller.on_hand_saved(None)
    assert got.args[0].player == "Computer: strong"
    assert _row(window, "You")[1] == "5"
    window.hide()
    assert not controller._active  # closed: saved hands no longer refresh it


def test_the_help_lists_every_definition(shown) -> None:
    _controller, window = shown
    dialog = window.show_help()
    plain = dialog.findChild(QTextBrowser).toPlainText()
    for name, _text in DEFINITIONS:
        assert f"{name}:" in plain
    assert "the bring-in's included" in plain and "All-in adjusted" in plain
    dialog.close()


def test_the_menu_and_toolbar_open_the_window(make_app, qtbot) -> None:
    app = make_app()
    assert app.statistics is not None and app.statistics.window is None
    button = app.window.toolbar.widgetForAction(app.window.statistics_action)
    assert button is not None and button.text() == "Statistics"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert app.statistics.window is not None and app.statistics.window.isVisible()
    game = next(a.menu() for a in app.window.menuBar().actions() if a.text().replace("&", "") == "Game")
    assert app.window.statistics_action in game.actions()


def test_long_lines_are_drawn_as_peaks_keeping_every_extreme() -> None:
    import numpy as np

    from razz_desktop.ui.stats_window.charts import peaks

    y = np.cumsum(np.random.default_rng(3).normal(size=100_000))
    x = np.arange(1, len(y) + 1, dtype=np.float64)
    xs, ys = peaks(x, y)
    assert len(xs) == len(ys) == 4000
    assert ys.max() == y.max() and ys.min() == y.min()
    assert np.all(np.diff(xs) >= 0) and xs[0] == 1
    short = np.arange(10.0)
    assert peaks(short, short)[1] is short


def test_the_history_windows_filter_as_the_choice_of_hands(qtbot, shown) -> None:
    from razz_desktop.records import HandFilter
    from razz_desktop.ui.stats_window import describe_filter

    controller, window = shown
    window.scope_chosen.connect(controller.use_history_filter)
    assert not window.scope_box.model().item(1).isEnabled()  # no filter yet: only "All hands"
    controller.set_history_filter(HandFilter(won=True))
    window.set_history_filter(describe_filter(HandFilter(won=True)))
    assert window.scope_box.model().item(1).isEnabled()
    assert "1 condition" in window.scope_box.itemText(1)
    with qtbot.waitSignal(controller.report_ready, timeout=10_000) as got:
        window.scope_box.setCurrentIndex(1)
    assert {f.player: f.hands for f in got.args[0].players}["You"] == 2  # you won H1 and H3
    assert _row(window, "You")[1] == "2"
    with qtbot.waitSignal(controller.report_ready, timeout=10_000) as got:
        window.set_history_filter(None)  # the History window dropped its filter: back to all hands
    assert window.scope_box.currentIndex() == 0 and _row(window, "You")[1] == "4"


def test_the_definitions_lupdate_reads_are_the_ones_the_help_shows() -> None:
    from razz_desktop.stats_figures import DEFINITIONS
    from razz_desktop.ui.stats_window.window import DEFINITION_TEXTS

    assert tuple(text for _, text in DEFINITIONS) == DEFINITION_TEXTS


def test_escape_closes_the_window_and_the_first_session_is_marked_at_hand_1(qtbot, shown) -> None:
    """Issue 38: Escape did not close Statistics; the session markers seemed to start at hand 19."""
    _controller, window = shown
    xs, _ys = window.results.markers.getData()
    assert list(xs)[:1] == [1.0]  # the first session starts at the first hand
    left, _right = window.results.plot.getPlotItem().viewRange()[0]
    assert left < 1.0  # and hand 1's marker is inside the chart, not on its edge
    # The legend sits above the plot, never over its first points and markers.
    item = window.results.plot.getPlotItem()
    legend = window.results.legend.sceneBoundingRect()
    assert legend.height() > 0 and not legend.intersects(item.vb.sceneBoundingRect())
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=2000)
