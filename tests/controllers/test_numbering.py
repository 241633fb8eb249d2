"""Hand numbers go on from the hand log: the first deal waits for the log's next number, or not for long."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def test_the_first_deal_waits_for_the_logs_next_number(qtbot, controller):
    c = controller()
    started: list[int] = []
    c.hand_started.connect(started.append)
    c.wait_for_numbering(at_most_ms=60_000)
    c.start_session()
    for _ in range(20):  # every zero-delay step the controller has queued runs
        QCoreApplication.processEvents()
    assert started == []  # seated, but not dealt before the log has answered
    c.continue_numbering_from(42)
    qtbot.waitUntil(lambda: bool(started), timeout=5000)
    assert started[0] == 42


def test_a_log_that_never_answers_does_not_keep_the_table_from_dealing(qtbot, controller):
    c = controller()
    started: list[int] = []
    c.hand_started.connect(started.append)
    c.wait_for_numbering(at_most_ms=20)
    c.start_session()
    qtbot.waitUntil(lambda: bool(started), timeout=5000)
    assert started[0] == 1
    c.continue_numbering_from(7)  # a late answer: the hand already dealt keeps its number
    assert c.hand is not None and c.hand.hand_id == 1
