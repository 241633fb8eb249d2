"""The game's steps start no timer they do not need (issue 10: timers per action, counted)."""

from __future__ import annotations

from razz_desktop.controllers.pacing import StepPacer


def _pacer_waiting_for_a_settle(delay_ms: int) -> tuple[StepPacer, list[str], object]:
    """A pacer told the table is moving, with one step scheduled ``delay_ms`` after it settles."""
    from PySide6.QtCore import QObject

    owner = QObject()
    pacer = StepPacer(owner, lambda: False)
    ran: list[str] = []
    pacer.expect_settle()
    pacer.schedule(lambda: ran.append("step"), delay_ms)
    return pacer, ran, owner


def test_a_step_without_delay_runs_at_the_settle_not_at_one_more_timer(qtbot):
    pacer, ran, _owner = _pacer_waiting_for_a_settle(0)
    pacer.settled()
    assert ran == ["step"] and pacer.pending is None
    assert not pacer._timer.isActive()  # no timer left to fire for nothing


def test_a_step_with_a_delay_still_waits_for_it_after_the_settle(qtbot):
    pacer, ran, _owner = _pacer_waiting_for_a_settle(200)
    pacer.settled()
    assert ran == []
    qtbot.waitUntil(lambda: ran == ["step"], timeout=3000)


def test_a_bot_without_a_thinking_pause_starts_no_think_timer(qtbot, controller):
    c = controller(thinking_ms=(0, 0))
    started: list[int] = []
    original = c._think.start
    c._think.start = lambda ms: (started.append(ms), original(ms))  # counts every start of the think timer
    asked: list[int] = []
    c.thinking.connect(lambda seat: asked.append(seat) if seat else None)
    c.start_session()
    qtbot.waitUntil(lambda: len(asked) >= 3, timeout=5000)
    assert started == []


def test_a_bot_with_a_thinking_pause_still_waits_for_it(qtbot, controller):
    c = controller(thinking_ms=(40, 40))
    started: list[int] = []
    original = c._think.start
    c._think.start = lambda ms: (started.append(ms), original(ms))
    asked: list[int] = []
    c.thinking.connect(lambda seat: asked.append(seat) if seat else None)
    c.start_session()
    qtbot.waitUntil(lambda: bool(asked), timeout=5000)
    assert started == [40]
