"""Leaving mid-hand never throws the hand away; every hand is dealt from the OS CSPRNG; one legality check."""

from __future__ import annotations

import random
import secrets
import threading

import pytest

from razz_desktop.controllers.flow import SessionEnd, SessionResult
from razz_desktop.controllers.game_controller import GameController
from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.table import Table
from tests.qt_helpers import GatedPolicy


def _collect(c: GameController):
    got: dict[str, list] = {"recorded": [], "ended": [], "quit": [], "over": [], "started": []}
    c.hand_recorded.connect(got["recorded"].append)
    c.session_ended.connect(got["ended"].append)
    c.quit_ready.connect(lambda: got["quit"].append(True))
    c.session_over.connect(got["over"].append)
    c.hand_started.connect(got["started"].append)
    return got


def _wait_for_human(qtbot, c: GameController) -> None:
    c.start_session()
    qtbot.waitUntil(lambda: c.waiting_for_human, timeout=5000)


@pytest.mark.parametrize("end", [SessionEnd.NEW_SESSION, SessionEnd.LEAVE, SessionEnd.QUIT])
def test_ending_mid_hand_finishes_and_records_the_hand_first(qtbot, controller, end):
    c = controller()
    got = _collect(c)
    _wait_for_human(qtbot, c)
    assert c.flow.human_in_hand and c.flow.hand_live
    hand_id = c.hand.hand_id
    {SessionEnd.NEW_SESSION: c.new_session, SessionEnd.LEAVE: c.leave_table,
     SessionEnd.QUIT: c.request_quit}[end]()
    qtbot.waitUntil(lambda: bool(got["ended"]), timeout=5000)
    assert [r.hand_id for r in got["recorded"]] == [hand_id]  # the live hand was played out and kept
    record = got["recorded"][0].record
    human = c.human_seat
    result: SessionResult = got["ended"][0]
    assert result.end is end and result.hands == 1
    assert result.net == dict(record.net)[human]
    if end is SessionEnd.QUIT:
        assert got["quit"] == [True]
    if end is SessionEnd.LEAVE:
        assert got["over"] and c.flow.over
    if end is SessionEnd.NEW_SESSION:
        qtbot.waitUntil(lambda: len(got["started"]) == 2, timeout=5000)
        assert got["started"][1] == hand_id + 1  # numbers go on


def test_the_human_folds_when_the_hand_is_wound_up(qtbot, controller):
    c = controller()
    got = _collect(c)
    _wait_for_human(qtbot, c)
    human = c.human_seat
    offered = c.hand.legal_actions()
    before = len(c.hand.events)
    c.request_quit()
    qtbot.waitUntil(lambda: bool(got["quit"]), timeout=5000)
    events = got["recorded"][0].record.events[before:]
    from razz_desktop.engine.events import PlayerActed

    mine = [e for e in events if isinstance(e, PlayerActed) and e.seat == human]
    expected = ActionType.FOLD if any(la.type is ActionType.FOLD for la in offered) else ActionType.CHECK
    if not any(la.type in (ActionType.FOLD, ActionType.CHECK) for la in offered):
        expected = ActionType.BRING_IN  # the bring-in must post before anything else
    assert mine and mine[0].type is expected


def test_quitting_between_hands_records_nothing_more(qtbot, controller):
    c = controller(auto_continue=False)
    got = _collect(c)
    c.start_session()
    # Let the human check/call through one hand.
    c.human_to_act.connect(lambda view: c.submit_human_action(
        next(k for k in (ActionType.CHECK, ActionType.CALL, ActionType.BRING_IN, ActionType.FOLD)
             if k in view.legal_types())))
    qtbot.waitUntil(lambda: len(got["recorded"]) == 1 and c.flow.waiting_for_next_hand, timeout=10000)
    c.request_quit()
    assert got["quit"] == [True] and len(got["recorded"]) == 1
    assert got["ended"][0].hands == 1


def test_a_bot_that_never_answers_cannot_hold_up_quitting(qtbot, controller, monkeypatch):
    from razz_desktop.controllers import winding_up

    monkeypatch.setattr(winding_up, "WIND_UP_LIMIT_MS", 50)
    gate, started = threading.Event(), threading.Event()
    c = controller(factory=lambda level, seed, style=None: GatedPolicy(gate, started), human_seat=6)
    got = _collect(c)
    c.start_session()
    qtbot.waitUntil(started.is_set, timeout=5000)
    try:
        c.request_quit()
        qtbot.waitUntil(lambda: bool(got["quit"]), timeout=5000)
        assert len(got["recorded"]) == 1
    finally:
        gate.set()


def test_a_paused_game_still_winds_up(qtbot, controller):
    c = controller()
    got = _collect(c)
    _wait_for_human(qtbot, c)
    c.set_paused(True)
    c.leave_table()
    qtbot.waitUntil(lambda: bool(got["ended"]), timeout=5000)
    assert len(got["recorded"]) == 1 and not c.paused


def test_every_hand_is_dealt_from_the_os_csprng_unless_seeded(qtbot, controller, monkeypatch):
    seen: list[random.Random] = []
    real = Table.new_hand

    def spy(self, *args, **kwargs):
        seen.append(kwargs.get("rng"))
        return real(self, *args, **kwargs)

    monkeypatch.setattr(Table, "new_hand", spy)
    c = controller(seed=None)
    _wait_for_human(qtbot, c)
    assert isinstance(seen[-1], secrets.SystemRandom)
    c2 = controller(seed=5)
    c2.start_session()
    qtbot.waitUntil(lambda: len(seen) == 2, timeout=5000)
    assert not isinstance(seen[-1], secrets.SystemRandom)


def test_a_refused_action_says_why_and_changes_nothing(qtbot, controller):
    c = controller()
    _wait_for_human(qtbot, c)
    refused: list[str] = []
    c.action_refused.connect(refused.append)
    before = len(c.hand.events)
    legal = c.hand.legal_actions()
    wrong = next(t for t in (ActionType.RAISE, ActionType.BET, ActionType.SHOW) if t not in [la.type for la in legal])
    assert c.submit_human_action(wrong) is False
    assert refused and len(c.hand.events) == before and c.waiting_for_human


@pytest.mark.parametrize("junk", ["fold", None, 3, 1.5])
def test_a_malformed_action_is_refused_like_any_illegal_one(qtbot, controller, junk):
    c = controller()
    _wait_for_human(qtbot, c)
    refused: list[str] = []
    c.action_refused.connect(refused.append)
    before = len(c.hand.events)
    assert c.submit_human_action(junk) is False
    assert refused and len(c.hand.events) == before and c.waiting_for_human


def test_the_ai_worker_keeps_no_job_alive_after_many_hands(qtbot, controller):
    """Flat memory: every job (and the SeatView it held) is freed once it has run."""
    import gc

    from razz_desktop.controllers.ai_worker import DecisionRequest

    c = controller(auto_continue=True)
    finished: list = []
    c.hand_finished.connect(finished.append)
    c.human_to_act.connect(lambda view: c.submit_human_action(
        next(k for k in (ActionType.CHECK, ActionType.CALL, ActionType.BRING_IN, ActionType.FOLD)
             if k in view.legal_types())))
    c.human_busted.connect(lambda _amount: c.rebuy_human())
    c.start_session()
    qtbot.waitUntil(lambda: len(finished) >= 30, timeout=60_000)
    c.set_paused(True)
    qtbot.waitUntil(lambda: not c._worker.busy, timeout=5_000)
    gc.collect()
    live_requests = [o for o in gc.get_objects() if isinstance(o, DecisionRequest)]
    assert c._worker.queued_jobs == 0
    assert len(live_requests) <= 2  # at most the one pending decision (and its reply), never one per decision
