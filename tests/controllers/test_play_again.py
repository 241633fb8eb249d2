"""Play it again from here: the game controller deals a stored hand again to a decision and plays on."""

from __future__ import annotations

from datetime import UTC, datetime

from PySide6.QtCore import QTimer

from razz_desktop.controllers.game_controller import GameController
from razz_desktop.controllers.play_again import PracticeComparison, PracticeStart
from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.events import AntePosted, PlayerActed
from razz_desktop.records import StoredHand

DB_ID = 501


def stored(recorded) -> StoredHand:
    """A recorded hand as the hand log gives it back."""
    return StoredHand(DB_ID, 1, datetime(2026, 1, 1, tzinfo=UTC), recorded.players, recorded.record)


def human_actions(record, seat) -> list[PlayerActed]:
    return [e for e in record.events if isinstance(e, PlayerActed) and e.seat == seat]


def play_first_hand(qtbot, c: GameController, choose=ActionType.CALL):
    """Deal one hand of the session (the human calls or checks), wait for its record."""
    records = []
    c.hand_recorded.connect(records.append)

    def act(view):
        kinds = view.legal_types()
        pick = next((k for k in (choose, ActionType.CHECK, ActionType.CALL, ActionType.BRING_IN) if k in kinds),
                    view.legal[0].type)
        QTimer.singleShot(0, lambda: c.submit_human_action(pick))

    c.human_to_act.connect(act)
    c.start_session()
    qtbot.waitUntil(lambda: bool(records), timeout=10000)
    c.human_to_act.disconnect(act)
    return records[0]


def test_play_from_here_reproduces_the_hand_then_plays_on_outside_the_session(qtbot, controller):
    c = controller(auto_continue=False)
    first = play_first_hand(qtbot, c)
    seat = c.human_seat
    original = first.record
    mine = human_actions(original, seat)
    assert mine, "the human acted in the first hand"
    index = len(mine) - 1
    c.set_hand_loader(lambda hand_id: stored(first) if hand_id == DB_ID else None)
    stacks, next_id = c.table.stacks, c._next_hand_id
    hands, net = c._session_hands, c._session_net

    starts: list[PracticeStart] = []
    results: list[PracticeComparison] = []
    records = []
    prompts = []
    c.practice_started.connect(starts.append)
    c.practice_finished.connect(results.append)
    c.hand_recorded.connect(records.append)
    c.human_to_act.connect(prompts.append)
    qtbot.waitUntil(lambda: c.flow.waiting_for_next_hand, timeout=5000)
    c.play_from_here(DB_ID, index)

    qtbot.waitUntil(lambda: bool(prompts), timeout=5000)
    hand = c.hand
    assert hand is not None and hand.hand_id < 0 and c.practising
    # The same cards, the same actions, the same pot as the original, up to the decision.
    assert hand.events[1:] == original.events[1:len(hand.events)]
    assert sum(hand.committed.values()) == sum(
        e.amount for e in original.events[:len(hand.events)] if isinstance(e, AntePosted | PlayerActed))
    assert prompts[0].to_act == seat and len([a for a in prompts[0].history if a.seat == seat]) == index
    assert starts and starts[0].original_number == original.hand_id and starts[0].decision_index == index
    assert starts[0].original_action is mine[index].type

    kinds = prompts[0].legal_types()
    choice = ActionType.FOLD if ActionType.FOLD in kinds else kinds[0]
    assert c.submit_human_action(choice)
    c.human_to_act.connect(lambda view: QTimer.singleShot(0, lambda: c.submit_human_action(view.legal[0])))
    qtbot.waitUntil(lambda: bool(results), timeout=10000)

    comparison = results[0]
    assert comparison.new_action is choice
    assert comparison.original_net == dict(original.net)[seat]
    assert comparison.new_net == dict(records[-1].record.net)[seat]
    practice = records[-1]
    assert practice.practice is not None and practice.practice.original_hand_id == DB_ID
    assert practice.practice.decision_index == index and not practice.practice.fresh_cards
    # The session is as it was: stacks, hand numbers, its results.
    assert c.table.stacks == stacks and c._next_hand_id == next_id
    assert (c._session_hands, c._session_net) == (hands, net)
    assert not c.practising
    qtbot.waitUntil(lambda: c.flow.waiting_for_next_hand, timeout=5000)
    c.continue_to_next_hand()
    qtbot.waitUntil(lambda: c.hand is not None and c.hand.hand_id == next_id, timeout=5000)


def test_fresh_cards_keep_the_table_to_the_decision(qtbot, controller):
    c = controller(auto_continue=False)
    first = play_first_hand(qtbot, c)
    seat = c.human_seat
    c.set_hand_loader(lambda hand_id: stored(first))
    starts = []
    prompts = []
    c.practice_started.connect(starts.append)
    c.human_to_act.connect(prompts.append)
    qtbot.waitUntil(lambda: c.flow.waiting_for_next_hand, timeout=5000)
    c.play_from_here(DB_ID, 0, fresh_cards=True)
    qtbot.waitUntil(lambda: bool(prompts), timeout=5000)
    assert starts[0].fresh_cards
    assert c.hand.events[1:] == first.record.events[1:len(c.hand.events)]
    assert prompts[0].to_act == seat


def test_asked_during_a_hand_it_is_dealt_in_place_of_the_next(qtbot, controller):
    c = controller(auto_continue=False)
    first = play_first_hand(qtbot, c)
    c.set_hand_loader(lambda hand_id: stored(first))
    qtbot.waitUntil(lambda: c.flow.waiting_for_next_hand, timeout=5000)
    prompts = []
    c.human_to_act.connect(prompts.append)
    c.continue_to_next_hand()  # the session's second hand
    qtbot.waitUntil(lambda: bool(prompts), timeout=5000)
    second = c.hand
    notices = []
    c.notice.connect(notices.append)
    starts = []
    c.practice_started.connect(starts.append)
    c.play_from_here(DB_ID, 0)
    assert c.hand is second and not starts and notices  # the live hand goes on
    c.human_to_act.connect(lambda view: QTimer.singleShot(0, lambda: c.submit_human_action(view.legal[0])))
    QTimer.singleShot(0, lambda: c.submit_human_action(prompts[-1].legal[0]))
    qtbot.waitUntil(lambda: second.finished, timeout=10000)
    qtbot.waitUntil(lambda: c.flow.waiting_for_next_hand, timeout=5000)
    c.continue_to_next_hand()
    qtbot.waitUntil(lambda: bool(starts), timeout=5000)
    assert c.hand is not second and c.hand.hand_id < 0


def test_a_hand_that_cannot_be_dealt_again_is_refused_with_a_notice(qtbot, controller):
    c = controller(auto_continue=False)
    first = play_first_hand(qtbot, c)
    c.set_hand_loader(lambda hand_id: stored(first) if hand_id == DB_ID else None)
    notices = []
    starts = []
    c.notice.connect(notices.append)
    c.practice_started.connect(starts.append)
    c.play_from_here(DB_ID + 1, 0)  # not in the log
    c.play_from_here(DB_ID, 99)  # no such decision
    assert len(notices) == 2 and not starts


def test_the_coach_review_finds_the_hand_by_its_number(qtbot, controller):
    from razz_desktop.records import HandSummary

    c = controller(auto_continue=False)
    first = play_first_hand(qtbot, c)
    c.set_hand_loader(lambda hand_id: stored(first) if hand_id == DB_ID else None)
    notices, starts = [], []
    c.notice.connect(notices.append)
    c.practice_started.connect(starts.append)
    qtbot.waitUntil(lambda: c.flow.waiting_for_next_hand, timeout=5000)
    c.play_from_session_hand(first.hand_id, 0)  # not saved yet: said so, nothing dealt
    assert notices and not starts
    c.note_hand_saved(HandSummary(DB_ID, 1, first.hand_id, datetime(2026, 1, 1, tzinfo=UTC), 0, 3, False, (), None))
    c.play_from_session_hand(first.hand_id, 0, True)
    qtbot.waitUntil(lambda: bool(starts), timeout=5000)
    assert starts[0].original_hand_id == DB_ID and starts[0].fresh_cards


def test_leaving_during_a_practice_hand_finishes_it_and_the_session_result_leaves_it_out(qtbot, controller):
    c = controller(auto_continue=False)
    first = play_first_hand(qtbot, c)
    seat = c.human_seat
    c.set_hand_loader(lambda hand_id: stored(first))
    prompts, ended, results = [], [], []
    c.human_to_act.connect(prompts.append)
    c.session_ended.connect(ended.append)
    c.practice_finished.connect(results.append)
    qtbot.waitUntil(lambda: c.flow.waiting_for_next_hand, timeout=5000)
    c.play_from_here(DB_ID, 0)
    qtbot.waitUntil(lambda: bool(prompts), timeout=5000)
    c.leave_table()  # the practice hand is wound up (the human folds), then the session ends
    qtbot.waitUntil(lambda: bool(ended), timeout=10000)
    assert results and results[0].new_action in (ActionType.FOLD, ActionType.CHECK)  # checked when free, else folded
    assert ended[0].hands == 1 and ended[0].net == dict(first.record.net)[seat]
    assert not c.practising
