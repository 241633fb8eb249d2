"""Practice controller: hints off the GUI thread, stale ones dropped, every decision reviewed."""

from __future__ import annotations

import threading

import pytest

from razz_desktop.coach.hints import Hint
from razz_desktop.coach.review import HandReview, SessionSummary
from razz_desktop.controllers.practice_controller import PracticeController
from razz_desktop.engine import Action
from razz_desktop.engine.actions import ActionType

from .table_hands import HUMAN, bots_until_human, deal

A = ActionType


@pytest.fixture
def controller(qtbot):  # noqa: ANN001 - pytest-qt fixture
    c = PracticeController(seed=5)
    yield c
    c.shutdown()


def test_a_hint_appears_for_the_humans_first_decision(qtbot, controller) -> None:  # noqa: ANN001
    hand = deal(seed=11)
    view = bots_until_human(hand)
    assert view is not None
    with qtbot.waitSignal(controller.hint_ready, timeout=5000) as blocker:
        controller.on_human_to_act(view)
    hand_id, index, hint = blocker.args
    assert (hand_id, index) == (hand.hand_id, 0)
    assert isinstance(hint, Hint)
    assert hint.action in view.legal_types()
    assert hint.reason and hint.street == 3
    assert hint.starting_hand is not None


def test_stale_hints_are_not_shown_but_kept_for_the_review(qtbot, controller) -> None:  # noqa: ANN001
    hand = deal(seed=12)
    view = bots_until_human(hand)
    assert view is not None
    shown: list[tuple[int, int]] = []
    controller.hint_ready.connect(lambda h, i, _hint: shown.append((h, i)))
    with qtbot.waitSignal(controller.hint_cleared, timeout=1000):
        controller.on_human_to_act(view)
        hand.act(Action(HUMAN, view.legal[0].type))  # the human acts before the hint is back
        controller.on_table_changed(hand.view(HUMAN))
    qtbot.waitUntil(lambda: controller.hint_for(hand.hand_id, 0) is not None, timeout=5000)
    assert shown == []
    assert controller.current_key is None


def test_on_request_mode_shows_the_hint_only_when_asked(qtbot, controller) -> None:  # noqa: ANN001
    controller.set_auto_hints(False)
    hand = deal(seed=13)
    view = bots_until_human(hand)
    assert view is not None
    shown: list[Hint] = []
    controller.hint_ready.connect(lambda _h, _i, hint: shown.append(hint))
    controller.on_human_to_act(view)
    qtbot.waitUntil(lambda: controller.hint_for(hand.hand_id, 0) is not None, timeout=5000)
    assert shown == []
    with qtbot.waitSignal(controller.hint_ready, timeout=1000):
        controller.request_hint()
    assert len(shown) == 1


def test_practice_off_computes_nothing(qtbot, controller) -> None:  # noqa: ANN001
    controller.set_enabled(False)
    hand = deal(seed=14)
    view = bots_until_human(hand)
    assert view is not None
    with qtbot.assertNotEmitted(controller.hint_pending):
        controller.on_human_to_act(view)
    assert controller.current_key is None


def test_the_review_lists_each_decision_of_a_played_hand(qtbot, controller) -> None:  # noqa: ANN001
    hand = deal(seed=21, players=3)
    taken: list[ActionType] = []
    summaries: list[SessionSummary] = []
    controller.summary_changed.connect(summaries.append)
    while True:
        view = bots_until_human(hand)
        if view is None:
            break
        with qtbot.waitSignal(controller.hint_ready, timeout=5000) as blocker:
            controller.on_human_to_act(view)
        hint: Hint = blocker.args[2]
        # Follow the hint, except call once on 3rd street to see more streets.
        kind = hint.action
        if view.street == 3 and A.CALL in view.legal_types() and not taken:
            kind = A.CALL
        taken.append(kind)
        hand.act(Action(HUMAN, kind))
        controller.on_table_changed(hand.view(HUMAN))
    assert hand.finished and taken
    with qtbot.waitSignal(controller.review_ready, timeout=5000) as blocker:
        controller.on_hand_finished(hand.view(HUMAN))
    review: HandReview = blocker.args[0]
    assert review.hand_id == hand.hand_id
    assert [d.chosen for d in review.decisions] == taken
    assert [d.index for d in review.decisions] == list(range(len(taken)))
    assert summaries[-1].decisions == len(taken) and summaries[-1].hands == 1
    # The Last Hand window's Review button finds the review by the hand's number.
    assert controller.review_for(hand.hand_id) is review
    assert controller.review_for(hand.hand_id + 1) is None
    controller.reset_session()
    assert controller.review_for(hand.hand_id) is None


def test_review_waits_for_a_hint_still_being_computed(qtbot, controller) -> None:  # noqa: ANN001
    hand = deal(seed=22, players=2)
    view = bots_until_human(hand)
    assert view is not None
    controller.on_human_to_act(view)
    # The human folds or calls at once, and the hand is played out by calling stations.
    kind = A.FOLD if A.FOLD in view.legal_types() else view.legal[0].type
    hand.act(Action(HUMAN, kind))
    while not hand.finished:
        nxt = bots_until_human(hand)
        if nxt is None:
            break
        hand.act(Action(HUMAN, nxt.legal[0].type))
    with qtbot.waitSignal(controller.review_ready, timeout=5000) as blocker:
        controller.on_hand_finished(hand.view(HUMAN))
    review: HandReview = blocker.args[0]
    assert review.decisions[0].chosen is kind


def test_the_grading_expert_forgets_a_replaced_player_and_a_finished_session(qtbot, controller) -> None:  # noqa: ANN001
    """The Coach grades with an Expert that learns players by seat; a newcomer
    in that seat, or a new session, must start from a clean slate."""
    hand = deal(seed=21, players=3)
    while (view := bots_until_human(hand)) is not None:
        hand.act(Action(HUMAN, A.CALL if A.CALL in view.legal_types() else view.legal[0].type))
    controller.on_hand_finished(hand.view(HUMAN))
    learned = set(controller.expert.stats)
    assert learned, "the Expert learned nothing from a finished hand"
    seat = min(learned)
    controller.forget_seat(seat)
    assert seat not in controller.expert.stats and set(controller.expert.stats) == learned - {seat}
    controller.reset_session()
    assert not controller.expert.stats


def test_switched_on_during_the_humans_turn_it_coaches_the_decision_on_screen(qtbot) -> None:  # noqa: ANN001
    """The logic app.py used to hold: the controller remembers the table it was shown."""
    c = PracticeController(seed=6, enabled=False)
    try:
        hand = deal(seed=15)
        view = bots_until_human(hand)
        assert view is not None
        c.on_table_changed(view)
        c.on_human_to_act(view)  # practice off: nothing computed
        assert c.current_key is None
        with qtbot.waitSignal(c.hint_ready, timeout=5000) as blocker:
            c.set_enabled(True)
        assert blocker.args[:2] == [hand.hand_id, 0]
    finally:
        c.shutdown()


def test_attached_mid_turn_the_view_on_screen_is_coached(qtbot, controller) -> None:  # noqa: ANN001
    hand = deal(seed=16)
    view = bots_until_human(hand)
    assert view is not None
    with qtbot.assertNotEmitted(controller.decision_started):
        controller.on_view_on_screen(None)  # no hand yet
    with qtbot.waitSignal(controller.hint_ready, timeout=5000) as blocker:
        controller.on_view_on_screen(view)
    assert blocker.args[0] == hand.hand_id
    hand.act(Action(HUMAN, view.legal[0].type))
    with qtbot.assertNotEmitted(controller.decision_started):
        controller.on_view_on_screen(hand.view(HUMAN))  # not the human's turn: nothing to coach
    assert hand.to_act != HUMAN and controller.current_key is None


def test_a_window_asks_for_a_review_by_hand_number(qtbot, controller) -> None:  # noqa: ANN001
    hand = deal(seed=23, players=2)
    while (view := bots_until_human(hand)) is not None:
        hand.act(Action(HUMAN, A.CALL if A.CALL in view.legal_types() else view.legal[0].type))
    with qtbot.waitSignal(controller.review_ready, timeout=5000) as done:
        controller.on_hand_finished(hand.view(HUMAN))
    assert controller.has_review(hand.hand_id) and not controller.has_review(hand.hand_id + 1)
    with qtbot.waitSignal(controller.review_opened, timeout=1000) as opened:
        controller.show_review_of(hand.hand_id)
    assert opened.args[0] is done.args[0]
    with qtbot.assertNotEmitted(controller.review_opened):
        controller.show_review_of(hand.hand_id + 1)


def _hold_the_coachs_load(monkeypatch) -> threading.Event:  # noqa: ANN001
    """The worker's import of the coach's computing half waits until the returned event is set."""
    gate = threading.Event()
    real_load = PracticeController._load

    def slow_load(warm: bool, seed: int | None, make_expert: bool):  # noqa: ANN202
        assert gate.wait(10), "the test never let the coach load"
        return real_load(warm, seed, make_expert)

    monkeypatch.setattr(PracticeController, "_load", staticmethod(slow_load))
    return gate


def test_a_hand_finished_before_the_coach_has_loaded_waits_for_it_without_blocking(qtbot, monkeypatch) -> None:  # noqa: ANN001
    """Until the worker has imported the computing half, the GUI thread must not touch it
    (it would wait on the import lock): the finished hand is learnt and graded afterwards."""
    gate = _hold_the_coachs_load(monkeypatch)
    c = PracticeController(seed=7)
    try:
        hand = deal(seed=21, players=3)
        while (view := bots_until_human(hand)) is not None:
            c.on_human_to_act(view)
            hand.act(Action(HUMAN, A.CALL if A.CALL in view.legal_types() else view.legal[0].type))
            c.on_table_changed(hand.view(HUMAN))
        reviews: list[HandReview] = []
        c.review_ready.connect(reviews.append)
        c.on_hand_finished(hand.view(HUMAN))  # returns at once: nothing is graded yet
        opponent, other = [s for s in hand.seats if s != HUMAN][:2]
        c.forget_seat(opponent)
        assert reviews == [] and c.last_review() is None
        gate.set()
        qtbot.waitUntil(lambda: bool(reviews), timeout=10_000)
        assert reviews[0].hand_id == hand.hand_id and reviews[0].decisions
        # In order: the Expert learnt the hand, then forgot one of the two opponents.
        assert other in c.expert.stats and opponent not in c.expert.stats
    finally:
        gate.set()
        c.shutdown()


def test_a_session_started_while_the_coach_loads_keeps_its_first_hint(qtbot, monkeypatch) -> None:  # noqa: ANN001
    """The game starts a session (reset) and deals before the worker has loaded the coach:
    the human's first turn, registered in between, still gets its hint once the coach is loaded
    (the queued reset used to wipe it, and the hint was dropped as an abandoned hand's)."""
    gate = _hold_the_coachs_load(monkeypatch)
    c = PracticeController(seed=7)
    try:
        c.set_enabled(True)
        ready: list[tuple[int, int]] = []
        c.hint_ready.connect(lambda hand_id, index, _hint: ready.append((hand_id, index)))
        c.reset_session()  # session_started, before the coach has loaded
        hand = deal(seed=21, players=3)
        view = bots_until_human(hand)
        assert view is not None
        c.on_human_to_act(view)
        assert ready == []
        gate.set()
        qtbot.waitUntil(lambda: bool(ready), timeout=10_000)
        assert ready == [(hand.hand_id, 0)]
    finally:
        gate.set()
        c.shutdown()


def test_the_same_spot_in_two_hands_gets_the_same_hint_at_the_table(qtbot) -> None:  # noqa: ANN001
    """Issue 35: the practice controller seeds nothing by hand or decision, and the Expert's
    session statistics do not enter the hint: two hands (other ids, other unseen cards, other
    sessions' seeds) reaching the same spot get the same headline, values and reason."""
    from dataclasses import replace

    from razz_desktop.engine import GameConfig, Hand
    from tests.engine.dealing import deck_for

    from .english import english

    def spot(hand_id: int, hidden: str) -> object:
        cards = {HUMAN: "Ac 2d 5h", 2: f"{hidden} Kd", 3: "9c 9d Qs"}
        hand = Hand(GameConfig(), dict.fromkeys(cards, 10_000), deck=deck_for(cards), hand_id=hand_id)
        hand.start()
        while hand.to_act != HUMAN:
            hand.act(Action(hand.to_act, hand.legal_actions()[-1].type if hand.to_act == 2 else A.CALL))
        return hand.view(HUMAN)

    hints = []
    for seed, (hand_id, hidden) in zip((5, 77), ((41, "3c 4c"), (9000, "Jh Th")), strict=True):
        c = PracticeController(seed=seed)
        try:
            with qtbot.waitSignal(c.hint_ready, timeout=10_000) as blocker:
                c.on_human_to_act(spot(hand_id, hidden))
            hints.append(blocker.args[2])
        finally:
            c.shutdown()
    first, second = hints
    assert first.hand_id != second.hand_id
    assert first.action is second.action and dict(first.values.values) == dict(second.values.values)
    assert english(first.reason) == english(second.reason)
    assert replace(first, hand_id=0, elapsed_ms=0.0) == replace(second, hand_id=0, elapsed_ms=0.0)


def test_hints_still_queued_for_an_earlier_hand_are_dropped_when_the_next_is_coached(qtbot, controller,
                                                                                     monkeypatch) -> None:  # noqa: ANN001
    """Issue 38: with the table faster than the hints, every queued hint kept its table view and Expert
    snapshot alive (78 KB a hand over 400 hands); their answers were thrown away on arrival anyway."""
    controller.expert  # noqa: B018 - loaded: hints go to the worker at once
    gate = threading.Event()
    first = deal(seed=21)
    view = bots_until_human(first)
    assert view is not None
    running = threading.Event()

    def block() -> None:
        running.set()
        gate.wait()

    controller._jobs.submit(block)  # noqa: SLF001 - the worker is busy: what follows stays queued
    assert running.wait(10)  # running, not queued: a new hand drops only the hints queued behind it
    controller.on_human_to_act(view)
    assert controller._jobs.queued == 1  # noqa: SLF001
    second = deal(seed=22, hand_id=2)
    second_view = bots_until_human(second)
    assert second_view is not None and second_view.hand_id != view.hand_id
    controller.on_human_to_act(second_view)
    assert controller._jobs.queued == 1  # noqa: SLF001 - the first hand's hint is gone, the new one waits
    gate.set()
    with qtbot.waitSignal(controller.hint_ready, timeout=5000) as shown:
        pass
    assert shown.args[0] == second_view.hand_id
    assert controller.hint_for(view.hand_id, 0) is None
