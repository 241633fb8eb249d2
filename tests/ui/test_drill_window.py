"""The drill window with its controller: a session clicked and keyed through, every answer written at once."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from razz_desktop.controllers.drill_controller import DrillController
from razz_desktop.trainer.decks import DrillDeck
from razz_desktop.trainer.drill import Drill
from razz_desktop.ui.trainer.drill_window import DrillWindow


def build(qtbot: QtBot, db: Path) -> tuple[DrillWindow, DrillController]:
    c = DrillController(db, seed=5)
    w = DrillWindow()
    qtbot.addWidget(w)
    c.drill_ready.connect(w.show_drill)
    c.answered.connect(w.show_answer)
    c.progress_ready.connect(w.show_progress)
    c.failed.connect(w.show_failure)
    c.busy_changed.connect(w.set_busy)
    w.start_requested.connect(c.start)
    w.answer_chosen.connect(c.answer)
    w.next_requested.connect(c.next)
    w.progress_requested.connect(c.refresh_progress)
    return w, c


def rows(db: Path) -> list[tuple[str, str, int]]:
    conn = sqlite3.connect(str(db))
    try:
        return conn.execute("SELECT deck, choice, correct FROM drill_answers ORDER BY id").fetchall()
    finally:
        conn.close()


def visible_choices(w: DrillWindow) -> list[QPushButton]:
    return [b for b in w.choice_buttons if b.isVisible()]


def test_a_session_is_clicked_and_keyed_through_and_every_answer_is_written_as_given(
        qtbot: QtBot, tmp_path: Path) -> None:
    db = tmp_path / "h.sqlite"
    w, c = build(qtbot, db)
    w.show()
    w.deck_box.setCurrentIndex(w.deck_box.findData(DrillDeck.BRING_IN.value))
    with qtbot.waitSignal(c.drill_ready, timeout=20000) as got:
        qtbot.mouseClick(w.start_button, Qt.MouseButton.LeftButton)
    drill: Drill = got.args[0]
    assert w.question.text() == "Who brings in?"
    buttons = visible_choices(w)
    assert len(buttons) == len(drill.choices) >= 2
    assert [b.accessibleName() for b in buttons] == [f"Seat {ch.split()[1]}" for ch in drill.choices]
    # the wrong seat, clicked: the verdict names the right one, the explanation says why
    wrong = next(i for i, ch in enumerate(drill.choices) if ch not in drill.answer)
    qtbot.mouseClick(buttons[wrong], Qt.MouseButton.LeftButton)
    answer_seat = drill.answer[0].split()[1]
    assert w.verdict.text().startswith(f"Wrong: the answer is Seat {answer_seat}.")
    assert "box 1" in w.verdict.text()
    assert f"seat {answer_seat}" in w.explanation.text().lower()
    assert all(not b.isEnabled() for b in buttons)
    assert w.next_button.hasFocus() or not w.isActiveWindow()
    qtbot.waitUntil(lambda: len(rows(db)) == 1, timeout=5000)  # written at once, not at the end
    assert rows(db) == [("bring_in", drill.choices[wrong], 0)]
    # the next drill by key, answered right by key
    with qtbot.waitSignal(c.drill_ready, timeout=20000) as got:
        qtbot.keyClick(w, Qt.Key.Key_N)
    second: Drill = got.args[0]
    key = second.choices.index(second.answer[0]) + 1
    qtbot.keyClick(w, Qt.Key(Qt.Key.Key_0 + key))
    assert w.verdict.text().startswith("Right.")
    assert w.score_label.text() == "This session: 1 of 2 right"
    qtbot.waitUntil(lambda: len(rows(db)) == 2, timeout=5000)
    # keys after the answer change nothing: one answer a drill
    qtbot.keyClick(w, Qt.Key.Key_1)
    c.wait_idle(5000)
    assert len(rows(db)) == 2
    # stopping now loses nothing: the window closes, the rows are there
    w.close()
    assert c.shutdown()
    assert [r[2] for r in rows(db)] == [0, 1]


def test_a_strategy_drill_shows_the_values_and_the_progress_tab_draws_the_chart(
        qtbot: QtBot, tmp_path: Path) -> None:
    db = tmp_path / "h.sqlite"
    w, c = build(qtbot, db)
    with qtbot.waitActive(w):  # the window's keys work once it is the active window
        w.show()
        w.activateWindow()
    w.deck_box.setCurrentIndex(w.deck_box.findData(DrillDeck.SEVENTH_CALL.value))
    with qtbot.waitSignal(c.drill_ready, timeout=60000) as got:
        qtbot.keyClick(w, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    drill: Drill = got.args[0]
    assert w.question.text().endswith("on 7th street. What do you do?")
    assert "your hole cards" in w.table_text.toPlainText()
    qtbot.mouseClick(visible_choices(w)[drill.choices.index(drill.answer[0])], Qt.MouseButton.LeftButton)
    assert w.verdict.text().startswith("Right.")
    assert "Values in big bets against folding:" in w.explanation.text()
    assert "Pot odds: " in w.explanation.text() and "so a call needs" in w.explanation.text()
    c.wait_idle(5000)
    with qtbot.waitSignal(c.progress_ready, timeout=5000):
        w.tabs.setCurrentIndex(1)
    assert w._chart is not None
    qtbot.waitUntil(lambda: "1 of 1 right (100%)" in w.progress_text.text(), timeout=5000)
    assert QAccessible.queryAccessibleInterface(w.progress_text) is not None
    w.close()
    assert c.shutdown()


def test_a_click_on_a_seat_answers_a_which_seat_question(qtbot: QtBot, tmp_path: Path) -> None:
    db = tmp_path / "h.sqlite"
    w, c = build(qtbot, db)
    w.show()
    w.deck_box.setCurrentIndex(w.deck_box.findData(DrillDeck.FIRST_TO_ACT.value))
    with qtbot.waitSignal(c.drill_ready, timeout=20000) as got:
        w.start_button.click()
    drill: Drill = got.args[0]
    seat = int(drill.answer[0].split()[1])
    assert not drill.view.to_act  # the table does not give the answer away
    with qtbot.waitSignal(w.answer_chosen) as chosen:
        w.scene.seat_clicked.emit(seat)
    assert chosen.args == [drill.answer[0]]
    assert w.verdict.text().startswith("Right.")
    with qtbot.assertNotEmitted(w.answer_chosen):
        w.scene.seat_clicked.emit(seat)  # answered already
    w.close()
    assert c.shutdown()
