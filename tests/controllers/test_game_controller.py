"""The game controller paces a session without ever blocking, and drops stale answers."""

from __future__ import annotations

import random
import threading

import pytest

from razz_desktop.controllers.ai_worker import DecisionReply, DecisionRequest
from razz_desktop.controllers.game_controller import BustRule, GameController
from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.cards import CARDS, Deck, parse_cards
from razz_desktop.engine.events import PlayerActed
from tests.qt_helpers import CallingStation, GatedPolicy, calling_factory, fast_setup


@pytest.fixture
def controller(qtbot):
    made = []

    def make(factory=calling_factory, **setup):
        c = GameController(factory, fast_setup(**setup))
        made.append(c)
        return c

    yield make
    for c in made:
        c.shutdown()


def auto_human(c: GameController, kinds=(ActionType.CHECK, ActionType.CALL, ActionType.BRING_IN)):
    """The human takes the first passive action on offer, from the event loop."""
    from PySide6.QtCore import QTimer

    def act(view):
        assert view.viewer == c.human_seat and view.to_act == view.viewer and view.legal
        pick = next((k for k in kinds if k in view.legal_types()), view.legal[0].type)
        QTimer.singleShot(0, lambda: c.submit_human_action(pick))

    c.human_to_act.connect(act)


def test_a_session_plays_hand_after_hand_and_keeps_the_chips(qtbot, controller):
    c = controller(auto_continue=True)
    auto_human(c)
    finished = []
    records = []
    c.hand_finished.connect(finished.append)
    c.hand_recorded.connect(records.append)
    c.human_busted.connect(lambda _amount: c.rebuy_human())
    c.start_session()
    qtbot.waitUntil(lambda: len(finished) >= 8, timeout=20000)
    assert [r.hand_id for r in records[:8]] == [r.hand_id for r in finished[:8]]
    assert [r.hand_id for r in finished[:8]] == list(range(1, 9))
    assert set(c.players) == {1, 2, 3, 4, 5, 6} and c.human_seat == 4
    assert sum(net for r in finished for _, net in r.net) == 0  # chips are conserved
    assert c.setup.buy_in == 100 * c.setup.config.stakes.big_bet == 40000


def test_the_human_cannot_act_out_of_turn(qtbot, controller):
    c = controller()
    prompts = []
    c.human_to_act.connect(prompts.append)
    c.start_session()
    qtbot.waitUntil(lambda: bool(prompts), timeout=5000)
    view = prompts[0]
    illegal = next(k for k in ActionType if k not in view.legal_types())
    assert not c.submit_human_action(illegal)
    assert c.submit_human_action(view.legal[0])
    assert not c.submit_human_action(view.legal[0])  # no longer the human's turn (or a new decision)


def test_stale_and_mismatched_answers_are_dropped(qtbot, controller):
    c = controller()
    c.start_session()
    qtbot.waitUntil(lambda: c.hand is not None, timeout=3000)
    hand = c.hand
    events = len(hand.events)
    view = hand.view(None)
    for request in (DecisionRequest(hand.hand_id + 50, 1, 1, view),  # another hand
                    DecisionRequest(hand.hand_id, 1, 10_000, view)):  # a ticket nobody waits for
        c._on_decided(DecisionReply(request, ActionType.FOLD, None, 0.0))
    assert c.stale_replies == 2
    assert len(hand.events) == events


def test_pause_holds_a_computer_player_until_resumed(qtbot, controller):
    gate, started = threading.Event(), threading.Event()
    c = controller(lambda level, seed: GatedPolicy(gate, started))
    auto_human(c)
    try:
        c.start_session()
        qtbot.waitUntil(started.is_set, timeout=5000)
        c.set_paused(True)
        seat = c.hand.to_act
        before = len(c.hand.events)
    finally:
        gate.set()
    qtbot.waitUntil(lambda: c._reply is not None, timeout=5000)  # the answer is in ...
    assert len(c.hand.events) == before and c.hand.to_act == seat  # ... but not played
    c.set_paused(False)
    qtbot.waitUntil(lambda: len(c.hand.events) > before, timeout=5000)


def test_presentation_hold_delays_the_next_step(qtbot, controller):
    from PySide6.QtCore import QElapsedTimer

    c = controller()
    clock = QElapsedTimer()
    acted = []

    def on_event(event):
        if isinstance(event, PlayerActed) and not acted:
            acted.append(clock.elapsed())

    c.event_occurred.connect(on_event)
    c.table_changed.connect(lambda _view: c.hold_for(150))  # as if every change animated for 150 ms
    auto_human(c)
    clock.start()
    c.start_session()
    qtbot.waitUntil(lambda: bool(acted), timeout=5000)
    assert acted[0] >= 140


def rigged(loser: int, seats: list[int]) -> Deck:
    bad = list(parse_cards("Kc Kd Kh Ks Qc Qd Qh"))
    rest = [c for c in CARDS if c not in bad]
    order = [bad[k] if s == loser else rest.pop(0) for k in range(7) for s in seats]
    return Deck(order + rest)


@pytest.mark.parametrize("rule", [BustRule.REBUY, BustRule.REPLACE])
def test_broke_computer_players_rebuy_or_are_replaced(qtbot, controller, rule):
    c = controller(bust_rule=rule)
    auto_human(c)
    notices = []
    c.notice.connect(notices.append)
    c.start_session()
    table = c.table
    seats = sorted(table.stacks)
    victim = 2
    name = c.players[victim].name
    table.leave(victim)
    table.sit(victim, 40)
    original = table.new_hand
    table.new_hand = lambda rng=None, deck=None: original(rng=rng, deck=rigged(victim, seats))
    finished = []
    c.hand_finished.connect(finished.append)
    qtbot.waitUntil(lambda: bool(finished), timeout=10000)
    table.new_hand = original
    assert table.stacks[victim] == c.setup.buy_in
    if rule is BustRule.REBUY:
        assert c.players[victim].name == name
    else:
        assert c.players[victim].name != name
    assert notices and name in notices[0]


def test_fallback_when_a_policy_answers_nonsense(qtbot, controller):
    class Broken(CallingStation):
        def decide(self, view, rng: random.Random):
            raise RuntimeError("bug in a bot")

    c = controller(lambda level, seed: Broken())
    auto_human(c)
    finished = []
    c.hand_finished.connect(finished.append)
    c.start_session()
    qtbot.waitUntil(lambda: bool(finished), timeout=10000)  # the table never stalls
