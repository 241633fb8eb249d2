"""The drill controller: a missed spot comes back after its box's number of answers, and is then moved up."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from pytestqt.qtbot import QtBot

from razz_desktop.controllers.drill_controller import DrillController
from razz_desktop.trainer.decks import DrillDeck
from razz_desktop.trainer.drill import Answered, Drill
from razz_desktop.trainer.schedule import REVIEW_AFTER


def deal(qtbot: QtBot, c: DrillController, start: list[DrillDeck] | None = None) -> Drill:
    with qtbot.waitSignal(c.drill_ready, timeout=20000) as got:
        if start is not None:
            c.start(start)
        else:
            c.next()
    drill: Drill = got.args[0]
    return drill


def answer(qtbot: QtBot, c: DrillController, drill: Drill, right: bool) -> Answered:
    choice = drill.answer[0] if right else next(ch for ch in drill.choices if ch not in drill.answer)
    with qtbot.waitSignal(c.answered, timeout=1000) as got:
        c.answer(choice)
    result: Answered = got.args[0]
    return result


def test_a_missed_spot_comes_back_and_moves_up_a_box(qtbot: QtBot, tmp_path: Path) -> None:
    db = tmp_path / "h.sqlite"
    c = DrillController(db, seed=1)
    missed = deal(qtbot, c, [DrillDeck.BRING_IN])
    first = answer(qtbot, c, missed, right=False)
    assert not first.right and first.box == 1 and not first.review
    for _ in range(REVIEW_AFTER[1]):  # box 1 is due after this many more answers in the deck
        d = deal(qtbot, c)
        assert d.card != missed.card
        assert answer(qtbot, c, d, right=True).box is None  # a fresh spot answered right is not kept
    again = deal(qtbot, c)
    assert again.card == missed.card  # the missed spot, asked exactly as before
    assert (again.choices, again.answer) == (missed.choices, missed.answer)
    back = answer(qtbot, c, again, right=True)
    assert back.review and back.box == 2
    c.wait_idle(5000)
    conn = sqlite3.connect(str(db))
    assert conn.execute("SELECT box FROM drill_boxes").fetchall() == [(2,)]
    assert conn.execute("SELECT count(*), sum(review) FROM drill_answers").fetchone() == (REVIEW_AFTER[1] + 2, 1)
    conn.close()
    assert c.shutdown()
    # a new controller (the next start) reads the boxes back: the spot is still kept
    c2 = DrillController(db, seed=2)
    d = deal(qtbot, c2, [DrillDeck.BRING_IN])
    assert d.card != missed.card  # box 2 is not due yet
    assert c2.shutdown()


def test_an_answer_to_nothing_or_twice_is_ignored(qtbot: QtBot, tmp_path: Path) -> None:
    c = DrillController(tmp_path / "h.sqlite", seed=3)
    with qtbot.assertNotEmitted(c.answered):
        c.answer("seat 1")
    d = deal(qtbot, c, [DrillDeck.READ_LOW])
    answer(qtbot, c, d, right=True)
    with qtbot.assertNotEmitted(c.answered):
        c.answer(d.answer[0])
        c.answer("not a choice")
    assert c.shutdown()


def test_a_session_over_every_deck_deals_from_the_weighted_decks(qtbot: QtBot, tmp_path: Path) -> None:
    c = DrillController(tmp_path / "h.sqlite", seed=11)
    decks = set()
    d = deal(qtbot, c, list(DrillDeck))
    for _ in range(5):
        decks.add(d.deck)
        answer(qtbot, c, d, right=True)
        d = deal(qtbot, c)
    assert len(decks) >= 2  # drawn among the decks, not one deck over and over
    assert c.shutdown()
