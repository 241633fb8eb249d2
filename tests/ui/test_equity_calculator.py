"""Tools > Equity calculator, clicked through: the same numbers as razz-equity, errors, cancel, keyboard."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMenu

from razz_desktop.ai.equity_cmd import main as equity_cmd
from razz_desktop.controllers.equity_calculator import EquityCalculatorController
from razz_desktop.ui.equity_calculator import EquityCalculatorWindow
from razz_desktop.ui.wording.numbers import percent, whole
from tests.app_fixtures import *  # noqa: F403 - fixtures


@pytest.fixture
def calc(qtbot):
    """The window and its controller connected as wiring/equity.py connects them."""
    controller = EquityCalculatorController()
    w = EquityCalculatorWindow()
    qtbot.addWidget(w)
    w.calculate_requested.connect(controller.calculate)
    w.cancel_requested.connect(controller.cancel)
    controller.progress.connect(w.show_progress)
    controller.result_ready.connect(w.show_result)
    controller.failed.connect(w.show_error)
    controller.busy_changed.connect(w.set_busy)
    w.show()
    yield w, controller
    controller.shutdown()


def _cells(w: EquityCalculatorWindow) -> list[list[str]]:
    t = w.table
    return [[t.item(r, c).text() for c in range(t.columnCount())] for r in range(t.rowCount())]


def _command(capsys, *argv: str) -> dict:
    assert equity_cmd([*argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_clicking_calculate_shows_the_commands_exact_numbers(calc, qtbot, capsys) -> None:
    w, controller = calc
    w.set_hands(["Ah 2d 3c 4s 9h", "6s 7h 8d 2c Kd Qd"], "5c 5d")
    with qtbot.waitSignal(controller.result_ready, timeout=30_000):
        qtbot.mouseClick(w.calculate_button, Qt.MouseButton.LeftButton)
    want = _command(capsys, "--hand", "Ah 2d 3c 4s 9h", "--hand", "6s 7h 8d 2c Kd Qd", "--dead", "5c 5d")
    assert want["exact"] and w.result is not None and w.result.as_dict() == want
    rows = _cells(w)
    assert [r[0] for r in rows] == ["Ah 2d 3c 4s 9h", "6s 7h 8d 2c Kd Qd"]
    for row, hand in zip(rows, want["hands"], strict=True):
        assert row[1:4] == [percent(hand[k], 2) for k in ("win", "tie", "equity")]
        assert row[4:8] == [percent(hand["makes"][k], 2) for k in ("8", "7", "6", "5")]
        assert row[8] == str(hand["outs"]["improves"])
    assert "Exact" in w.summary.text() and whole(want["trials"]) in w.summary.text()
    assert w.progress_bar.maximum() == w.progress_bar.value() == 1  # done, not busy
    assert "Hand 2: " + " ".join(want["hands"][1]["outs"]["cards"]) in w.outs_label.text()
    assert w.calculate_button.isEnabled() and not w.cancel_button.isEnabled()


def test_sampled_answers_match_the_command_with_the_same_seed(calc, qtbot, capsys) -> None:
    w, controller = calc
    w.add_hand()
    w.set_hands(["Ah 2d 3c", "6s 7h 8d", "?? ?? Kc"], "4c 4d")
    w.samples_box.setValue(30_000)
    w.seed_box.setValue(5)
    with qtbot.waitSignal(controller.result_ready, timeout=60_000):
        qtbot.keyClick(w._fields[2], Qt.Key.Key_Return)  # Enter in a field calculates
    want = _command(capsys, "--hand", "Ah 2d 3c", "--hand", "6s 7h 8d", "--hand", "?? ?? Kc",
                    "--dead", "4c 4d", "--samples", "30000", "--seed", "5")
    assert not want["exact"] and w.result is not None and w.result.as_dict() == want
    heads = [w.table.horizontalHeaderItem(c).text() for c in range(w.table.columnCount())]
    assert heads[4] == "\u00b1 95%"
    assert _cells(w)[2][4] == "\u00b1" + percent(want["hands"][2]["margin"], 2)
    assert whole(30_000) + " random deals" in w.summary.text()


@pytest.mark.parametrize(("hands", "dead", "words", "focus"), [
    (["Ah 2d", "Ah 3c"], "", "the card Ah is given twice", None),
    (["Ah 2d", "3c Zz"], "", "hand 2: \u201cZz\u201d is not a card", 1),
    (["Ah 2d 3c 4d 5d 6d 7d 8d", "Kh"], "", "hand 1 has 8 cards", 0),
    (["Ah", "Kh"], "?? 4c", "?? cannot be a dead card", None),
])
def test_bad_hands_are_explained_and_the_field_chosen(calc, qtbot, hands, dead, words, focus) -> None:
    w, controller = calc
    w.set_hands(hands, dead)
    with qtbot.waitSignal(controller.failed, timeout=5_000):
        qtbot.mouseClick(w.calculate_button, Qt.MouseButton.LeftButton)
    assert w.summary.text().startswith("Cannot calculate: ") and words in w.summary.text()
    if focus is not None:
        assert w.focusWidget() is w._fields[focus]
    assert w.calculate_button.isEnabled()


def test_hands_can_be_added_up_to_eight_and_removed_down_to_two(calc, qtbot) -> None:
    w, _ = calc
    assert len(w._fields) == 2 and not any(r.isEnabled() for r in w._removers)
    for _ in range(10):
        qtbot.mouseClick(w.add_button, Qt.MouseButton.LeftButton)
    assert len(w._fields) == 8 and not w.add_button.isEnabled()
    assert [f.accessibleName() for f in w._fields] == [f"Hand {i}" for i in range(1, 9)]
    w._fields[3].setText("Kc")
    qtbot.mouseClick(w._removers[2], Qt.MouseButton.LeftButton)
    assert len(w._fields) == 7 and w._fields[2].text() == "Kc"
    assert w._removers[2].accessibleName() == "Remove hand 3"
    for _ in range(10):
        qtbot.mouseClick(w._removers[0], Qt.MouseButton.LeftButton)
    assert len(w._fields) == 2 and w.add_button.isEnabled()


def test_cancel_stops_a_long_calculation_and_its_answer_never_shows(calc, qtbot) -> None:
    w, controller = calc
    w.set_hands(["Ah 2d 3c", "6s 7h 8d", "?? ?? Kc", "?? ?? 5c"])
    w.samples_box.setValue(10_000_000)
    with qtbot.waitSignal(controller.progress, timeout=30_000,
                          check_params_cb=lambda done, total: done > 0):
        qtbot.mouseClick(w.calculate_button, Qt.MouseButton.LeftButton)
    assert w.cancel_button.isEnabled() and not w.calculate_button.isEnabled()
    assert w.progress_bar.maximum() == 10_000_000 and 0 < w.progress_bar.value() < 10_000_000
    with qtbot.waitSignal(controller.busy_changed, timeout=5_000):
        qtbot.keyClick(w, Qt.Key.Key_Escape)
    assert controller.wait_idle(30_000)
    qtbot.wait(50)  # let any queued step arrive: it must be dropped
    assert w.result is None and w.summary.text() == "Cancelled."
    assert w.calculate_button.isEnabled() and not w.cancel_button.isEnabled()


def test_closing_the_window_cancels(calc, qtbot) -> None:
    w, controller = calc
    w.set_hands(["Ah 2d 3c", "6s 7h 8d", "?? ?? Kc"])
    w.samples_box.setValue(10_000_000)
    w.request()
    assert controller.busy
    with qtbot.waitSignal(controller.busy_changed, timeout=5_000):
        w.close()
    assert not controller.busy and controller.wait_idle(30_000)


def test_every_control_has_an_accessible_name(calc) -> None:
    w, _ = calc
    controls = [*w._fields, *w._removers, w.add_button, w.dead_field, w.samples_box, w.seed_box,
                w.calculate_button, w.cancel_button, w.progress_bar, w.table]
    assert all(c.accessibleName() for c in controls)
    assert w.outs_label.accessibleName() == ""  # a name would hide the label's text from a reader


def test_the_summary_is_announced(calc, qtbot) -> None:
    w, controller = calc
    w.set_hands(["Ah 2d 3c 4s 5h 6d", "2s 3h 4d 5s 6h 7d"])
    with qtbot.waitSignal(controller.result_ready, timeout=30_000):
        w.request()
    assert w._announcer.spoken[-2:] == ["Calculating\u2026", w.summary.text()]
    assert w.summary.accessibleName() == w.summary.text() and w.summary.text().startswith("Exact")
    w.set_hands(["Ah", "Ah"])
    w.request()
    assert w._announcer.spoken[-1] == w.summary.accessibleName() == "Cannot calculate: the card Ah is given twice"


def test_tools_menu_opens_the_calculator(make_app, qtbot) -> None:
    app = make_app()
    menu = app.window.findChild(QMenu, "tools_menu")
    assert menu is not None
    bar_titles = [a.text() for a in app.window.menuBar().actions()]
    assert bar_titles.index(menu.title()) == bar_titles.index("&Help") - 1
    action = next(a for a in menu.actions() if a.objectName() == "equity_calculator_action")
    assert app.equity is not None and app.equity.window is None  # built on first use
    action.trigger()
    w = app.equity.window
    assert w is not None and w.isVisible()
    w.set_hands(["Ah 2d 3c 4s 5h 6d", "2s 3h 4d 5s 6h 7d"])
    with qtbot.waitSignal(app.equity.controller.result_ready, timeout=30_000):
        qtbot.mouseClick(w.calculate_button, Qt.MouseButton.LeftButton)
    assert w.result is not None and w.result.hands[0].makes["5"] == 1.0
