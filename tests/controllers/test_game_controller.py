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
from tests.qt_helpers import CallingStation, GatedPolicy


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


def test_the_next_step_waits_for_the_table_to_settle(qtbot, controller):
    """With a window showing the table, no step runs before it says "table settled"."""
    from PySide6.QtCore import QElapsedTimer, QTimer

    c = controller()
    c.set_waits_for_table(True)
    clock = QElapsedTimer()
    acted = []

    def on_event(event):
        if isinstance(event, PlayerActed) and not acted:
            acted.append(clock.elapsed())

    c.event_occurred.connect(on_event)
    # As if every change animated for 150 ms and then the window said so.
    c.table_changed.connect(lambda _view: QTimer.singleShot(150, c.table_settled))
    auto_human(c)
    clock.start()
    c.start_session()
    qtbot.waitUntil(lambda: bool(acted), timeout=5000)
    assert acted[0] >= 140


def test_a_window_that_never_settles_costs_at_most_the_timeout(qtbot, controller, monkeypatch):
    from razz_desktop.controllers import pacing

    monkeypatch.setattr(pacing, "SETTLE_TIMEOUT_MS", 100)
    c = controller()
    c.set_waits_for_table(True)
    auto_human(c)
    acted = []
    c.event_occurred.connect(lambda e: acted.append(e) if isinstance(e, PlayerActed) else None)
    c.start_session()
    qtbot.waitUntil(lambda: len(acted) >= 3, timeout=5000)


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


class Learner(CallingStation):
    """A calling station that logs what it is asked (decide, observe, forget) and on which thread."""

    def __init__(self) -> None:
        super().__init__()
        self.seat: int | None = None
        self.calls: list[tuple[str, int | None]] = []
        self.threads: set[int] = set()

    def _log(self, what: str, arg: int | None) -> None:
        self.calls.append((what, arg))
        self.threads.add(threading.get_ident())

    def decide(self, view, rng: random.Random):
        self.seat = view.viewer
        self._log("decide", view.hand_id)
        return super().decide(view, rng)

    def observe(self, view) -> None:
        self.seat = view.viewer
        self._log("observe", view.hand_id)

    def forget(self, seat: int | None = None) -> None:
        self._log("forget", seat)


def after(calls: list, first: tuple, then: tuple) -> bool:
    """``then`` happens after ``first`` in a bot's log."""
    return first in calls and then in calls[calls.index(first) + 1:]


@pytest.mark.parametrize("rule", [BustRule.REBUY, BustRule.REPLACE])
def test_bots_forget_a_seat_when_a_new_player_takes_it(qtbot, controller, rule):
    made: list[Learner] = []

    def factory(level, seed, style=None):
        made.append(Learner())
        return made[-1]

    c = controller(factory, bust_rule=rule)
    auto_human(c)
    replaced = []
    c.player_replaced.connect(replaced.append)
    finished = []
    c.hand_finished.connect(finished.append)
    c.start_session()
    table = c.table
    seats = sorted(table.stacks)
    victim = 2
    table.leave(victim)
    table.sit(victim, 40)
    original = table.new_hand
    table.new_hand = lambda rng=None, deck=None: original(rng=rng, deck=rigged(victim, seats))
    qtbot.waitUntil(lambda: bool(finished), timeout=10000)
    table.new_hand = original
    assert table.stacks[victim] == c.setup.buy_in
    # Every computer player is built for hand 1: one that never had to act is built on the
    # worker when it observes the finished hand, which may be a moment after hand_finished.
    qtbot.waitUntil(lambda: len(made) == len(seats) - 1, timeout=10000)
    first_bots = list(made)
    # The next hand's decisions queue behind anything asked of the bots after hand 1.
    c.continue_to_next_hand()
    qtbot.waitUntil(lambda: len(finished) >= 2, timeout=10000)
    one, two = finished[0].hand_id, finished[1].hand_id
    main = threading.main_thread().ident
    for bot in made:
        assert bot.calls[0] == ("forget", None)  # a new player knows nobody at the table
        assert main not in bot.threads  # bots are only touched on the AI worker
    stayed = [b for b in first_bots if b.seat != victim]
    if rule is BustRule.REBUY:
        assert replaced == [] and len(made) == len(first_bots)
        assert not any(("forget", victim) in b.calls for b in made)
        return
    assert replaced == [victim]
    for bot in stayed:
        # Learn from the old player's last hand, forget him, then play the newcomer.
        assert after(bot.calls, ("observe", one), ("forget", victim)), bot.calls
        assert after(bot.calls, ("forget", victim), ("decide", two)), bot.calls
    newcomer = [b for b in made if b not in first_bots]
    assert len(newcomer) == 1 and newcomer[0].seat == victim
    gone = next(b for b in first_bots if b.seat == victim)
    assert ("forget", victim) not in gone.calls and ("decide", two) not in gone.calls


def test_a_new_session_seats_players_who_know_nobody(qtbot, controller):
    """Even a factory that hands back the same bots (a cache) gets bots that forget everyone."""
    cache: dict[int, Learner] = {}

    def factory(level, seed, style=None):
        return cache.setdefault(seed, Learner())  # a seeded session asks for the same seeds again

    c = controller(factory)
    auto_human(c)
    finished = []
    c.hand_finished.connect(finished.append)
    c.start_session()
    qtbot.waitUntil(lambda: bool(finished), timeout=10000)
    one = finished[0].hand_id
    qtbot.waitUntil(lambda: all(("observe", one) in b.calls for b in cache.values()), timeout=5000)
    bots = dict(cache)
    c.start_session()
    qtbot.waitUntil(lambda: len(finished) >= 2, timeout=10000)
    two = finished[1].hand_id
    assert cache == bots  # the very same objects came back ...
    for bot in bots.values():
        # ... and forgot the old session before their first decision in the new one.
        assert after(bot.calls, ("observe", one), ("forget", None)), bot.calls
        assert after(bot.calls, ("forget", None), ("decide", two)), bot.calls
