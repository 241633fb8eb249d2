"""The game controller: owns the table and the hand, paces play, emits signals.

It is the only caller of the engine's mutators (``Table.new_hand``,
``Hand.act``, ``Table.settle``/``sit``/``leave``/``rebuy``). Everything the
window needs arrives through signals carrying frozen data: the human's
SeatView, censored events, the end-of-hand result. Nothing flows back except
intents: an action the human chose, "deal the next hand", rebuy, leave.
How a session starts (:class:`SessionSetup`, re-exported here) is :mod:`.session`'s.

Pacing without ever blocking the GUI thread:
- A computer player's decision runs on the AI worker thread. At the same time
  a QTimer runs the "thinking" pause; the action is applied when both are
  done, so a fast bot still looks like it thought and a slow one does not
  freeze the table.
- When a window shows the table (:meth:`GameController.set_waits_for_table`),
  each published change waits for the window's "table settled" intent
  (:meth:`GameController.table_settled`) before the next step (a bot starting
  to think, the action bar appearing, the next hand) runs (:mod:`.pacing`).
- Replies are matched by hand id and ticket; anything else is stale and
  dropped (counted in ``stale_replies``).

Leaving never throws a hand away: a new session, leaving the table or quitting
while a hand is live first finishes that hand at once (the human folds at
their turn, the computer players answer without pauses or animations, and
after :data:`WIND_UP_LIMIT_MS` the cheapest legal action stands in for any
answer still to come), records it, publishes the :class:`SessionResult`,
and only then does what was asked.

Every hand is dealt from the operating system's CSPRNG
(``secrets.SystemRandom``) unless the setup carries a seed (tests,
simulations, replays).

Bots that model opponents by seat (the Expert) are told on the AI worker,
like ``observe``, when a different player takes a seat: the others forget
that seat when a busted computer player is replaced, and every newly seated
bot (a new session, a newcomer) starts knowing nobody.
"""

from __future__ import annotations

import logging
import random
import secrets
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from PySide6.QtCore import QLocale, QObject, QTimer, Signal, Slot

from razz_desktop.engine.actions import Action, ActionType, IllegalActionError, LegalAction
from razz_desktop.engine.events import Event
from razz_desktop.engine.hand import Hand
from razz_desktop.engine.table import Table
from razz_desktop.engine.views import SeatView, censor_event

from .ai_worker import AiWorker, Decider, DecisionReply, DecisionRequest, LazyPolicy
from .flow import Flow, SessionEnd, SessionResult
from .pacing import StepPacer
from .players import BOT_NAMES, PlayerInfo, human_seat
from .recorded import RecordedHand
from .session import DEFAULT_LEVELS, DEFAULT_STAKES, BustRule, HumanBust, SessionSetup

log = logging.getLogger(__name__)

PolicyFactory = Callable[..., Decider]
"""(bot level, seed[, style]) -> a Policy (``decide(view, rng)``, optional ``observe(view)``).
The style is passed only when the session names one for that seat."""

__all__ = [
    "DEFAULT_LEVELS", "DEFAULT_STAKES", "BustRule", "Flow", "GameController", "HandResult", "HumanBust",
    "PolicyFactory", "SessionEnd", "SessionResult", "SessionSetup",
]

WIND_UP_LIMIT_MS = 1500
"""How long a hand being finished at once (leave, quit, new session) waits for the
computer players' real answers before the cheapest legal action stands in."""


def _chips(amount: int) -> str:
    """Chips in the locale's digits for a notice ("40,000", "40.000"); the C locale reads as US English."""
    loc = QLocale()
    if loc.language() == QLocale.Language.C:
        loc = QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
    return loc.toString(int(amount))


@dataclass(frozen=True, slots=True)
class HandResult:
    """The end of a hand as the window reports it."""

    hand_id: int
    view: SeatView  # the human's view of the finished hand
    net: tuple[tuple[int, int], ...]
    human_busted: bool


class GameController(QObject):
    players_changed = Signal(object)  # dict[int, PlayerInfo]
    session_started = Signal(object)  # GameConfig of the session just seated
    hand_started = Signal(int)  # hand id
    table_changed = Signal(object)  # SeatView of the human
    event_occurred = Signal(object)  # an Event censored for the human
    human_to_act = Signal(object)  # SeatView with the human's legal actions
    thinking = Signal(int)  # seat of the computer player now thinking; 0 when none
    hand_finished = Signal(object)  # HandResult
    hand_recorded = Signal(object)  # RecordedHand: the record with every card and its players; for the hand log, never the table
    waiting_for_next_hand = Signal(bool)  # True: the next hand waits for a click
    human_busted = Signal(int)  # the rebuy amount on offer
    session_over = Signal(str)  # why
    paused_changed = Signal(bool)
    notice = Signal(str)  # things the dealer log should mention (rebuys, new players)
    player_replaced = Signal(int)  # seat a different computer player now sits in (anyone modelling it by seat forgets)
    flow_changed = Signal(object)  # Flow: what the windows need to know about the state of play
    session_ended = Signal(object)  # SessionResult, when the user leaves, quits or starts a new session
    quit_ready = Signal()  # a quit asked for (request_quit) is done: the hand is finished and recorded
    action_refused = Signal(str)  # the engine's reason a human action was refused

    def __init__(self, policy_factory: PolicyFactory, setup: SessionSetup | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._factory = policy_factory
        self.setup = setup or SessionSetup()
        self._setup_source: Callable[[], SessionSetup] | None = None
        self._worker = self._new_worker()
        self._retired_workers: list[AiWorker] = []
        self.table: Table | None = None
        self.hand: Hand | None = None
        self.players: dict[int, PlayerInfo] = {}
        self._policies: dict[int, LazyPolicy] = {}
        self._bot_rngs: dict[int, random.Random] = {}
        self._styles: dict[int, tuple[str, str | None]] = {}
        self._rng: random.Random = secrets.SystemRandom()
        self._pace_rng = random.Random()
        self._name_pool: list[str] = []
        self._next_hand_id = 1
        self._ticket = 0
        self._pending: DecisionRequest | None = None
        self._reply: DecisionReply | None = None
        self._pause_over = False
        self._paused = False
        self._waiting_next = False
        self._busted = False
        self._over = False
        self._winding: SessionEnd | None = None
        self._hurry = False  # winding up past WIND_UP_LIMIT_MS: no more waiting for bots
        self._waits_for_table = False
        self._session_hands = 0
        self._session_net = 0
        self._flow = Flow()
        self._numbered = True  # False: the first deal waits for the hand log's next number
        self._deal_waiting = False
        self._dealt_this_session = 0
        self._numbering_fallback = QTimer(self)
        self._numbering_fallback.setSingleShot(True)
        self._numbering_fallback.timeout.connect(lambda: self.continue_numbering_from(self._next_hand_id))
        self.stale_replies = 0
        self._pacer = StepPacer(self, lambda: self._paused)
        self._wind_limit = QTimer(self)
        self._wind_limit.setSingleShot(True)
        self._wind_limit.timeout.connect(self._on_wind_up_limit)
        self._think = QTimer(self)
        self._think.setSingleShot(True)
        self._think.timeout.connect(self._on_think_over)

    def _new_worker(self) -> AiWorker:
        worker = AiWorker(self)
        worker.decided.connect(self._on_decided)
        return worker

    # -- public state --------------------------------------------------------

    @property
    def human_seat(self) -> int | None:
        return human_seat(self.players)

    @property
    def paused(self) -> bool:
        return self._paused

    @property
    def waiting_for_human(self) -> bool:
        hand = self.hand
        return bool(hand and not hand.finished and hand.to_act == self.human_seat and not self._over)

    def current_view(self) -> SeatView | None:
        if self.hand is None:
            return None
        seat = self.human_seat
        view: SeatView = self.hand.view(seat if seat in self.hand.seats else None)
        return view

    # -- settings changed from the menus ----------------------------------

    def set_auto_continue(self, on: bool) -> None:
        self.setup = replace(self.setup, auto_continue=on)
        if on and self._waiting_next:
            self.continue_to_next_hand()

    def wait_for_numbering(self, at_most_ms: int = 2000) -> None:
        """Hand numbers go on from the hand log: the first deal waits for its number (or ``at_most_ms``)."""
        self._numbered = False
        self._numbering_fallback.start(at_most_ms)

    @Slot(int)
    def continue_numbering_from(self, number: int) -> None:
        """The hand log's next hand number: numbers go on from there, across restarts."""
        self._numbering_fallback.stop()
        self._numbered = True
        if number > self._next_hand_id:
            self._next_hand_id = number
            if self.table is not None and self.hand is None and not self._dealt_this_session:
                self._seat_table()  # nothing dealt yet: the same players at a table numbered from here
        if self._deal_waiting:
            self._deal_waiting = False
            self._pacer.schedule(self._start_hand, 0)

    def set_setup_source(self, source: Callable[[], SessionSetup] | None) -> None:
        """Where each new session's setup comes from (the settings controller: pending changes apply then)."""
        self._setup_source = source

    @Slot(str)
    def set_speed(self, key: str) -> None:
        """The animation speed changed: the pacing tables of :mod:`.pacing` follow it."""
        from .pacing import next_hand_delay_ms, thinking_ms

        self.set_pacing_ms(*thinking_ms(key), next_hand_delay_ms(key))

    @Slot(int, int, int)
    def set_pacing_ms(self, low: int, high: int, next_hand_delay: int) -> None:
        self.set_thinking_ms(low, high)
        self.set_next_hand_delay_ms(next_hand_delay)

    def set_thinking_ms(self, low: int, high: int) -> None:
        self.setup = replace(self.setup, thinking_ms=(max(0, low), max(low, high)))

    def set_next_hand_delay_ms(self, ms: int) -> None:
        self.setup = replace(self.setup, next_hand_delay_ms=max(0, ms))

    def set_bust_rule(self, rule: BustRule) -> None:
        self.setup = replace(self.setup, bust_rule=rule)

    def set_waits_for_table(self, on: bool) -> None:
        """A window shows the table: each step waits for its :meth:`table_settled` (app.py turns this on)."""
        self._waits_for_table = on
        if not on:
            self._pacer.forget_settle()

    @Slot()
    def table_settled(self) -> None:
        """The window has finished showing the last change (its animations are over)."""
        self._pacer.settled()

    @property
    def flow(self) -> Flow:
        return self._flow

    @property
    def winding_up(self) -> bool:
        return self._winding is not None

    def _emit_flow(self) -> None:
        hand = self.hand
        live = hand is not None and not hand.finished and not self._over
        flow = Flow(hand_live=live, human_in_hand=live and self._human_holds_cards(),
                    waiting_for_next_hand=self._waiting_next, busted=self._busted, over=self._over,
                    paused=self._paused, winding_up=self._winding is not None)
        if flow != self._flow:
            self._flow = flow
            self.flow_changed.emit(flow)

    def _human_holds_cards(self) -> bool:
        view = self.current_view()
        seat = self.human_seat
        if view is None or seat is None:
            return False
        return any(snap.seat == seat and not snap.folded for snap in view.seats)

    # -- session ---------------------------------------------------------

    def start_session(self, setup: SessionSetup | None = None) -> None:
        """Seat everyone with a fresh buy-in and deal the first hand."""
        if setup is not None:
            self.setup = setup
        elif self._setup_source is not None:
            self.setup = self._setup_source()
        self._abandon()
        # A bot of the old session may still be thinking: let it finish on its
        # own thread (its answer will be stale) and give this session a fresh one.
        self._retired_workers = [w for w in self._retired_workers if w.busy]
        if self._worker.busy:
            self._worker.retire()
            self._retired_workers.append(self._worker)
            self._worker = self._new_worker()
        s = self.setup
        self._rng = random.Random(s.seed) if s.seed is not None else secrets.SystemRandom()
        self._pace_rng = random.Random(self._rng.getrandbits(64))
        self._session_hands = 0
        self._session_net = 0
        seats = s.seats()
        human = s.human_seat if s.human_seat in seats else seats[len(seats) // 2]
        names = list(BOT_NAMES)
        self._rng.shuffle(names)
        self._name_pool = names
        self.players = {}
        self._policies = {}
        self._bot_rngs = {}
        for k, seat in enumerate(seats):
            if seat == human:
                # The default name is the word "You": said in the player's language ("Du", "Tu", "Jij").
                name = self.tr("You") if s.human_name == "You" else s.human_name
                self.players[seat] = PlayerInfo(seat, name, True, "")
            else:
                self._seat_bot(seat, *s.opponent(seat, k))
        self._seat_table()
        self._over = False
        self._busted = False
        self.players_changed.emit(dict(self.players))
        self.session_started.emit(s.config)
        self._emit_flow()
        self._pacer.schedule(self._start_hand, 0)

    def _seat_table(self) -> None:
        s = self.setup
        self._dealt_this_session = 0
        self.table = Table(s.config, {}, first_hand_id=self._next_hand_id)
        for seat in self.players:
            self.table.sit(seat, s.buy_in)

    def _seat_bot(self, seat: int, level: str, style: str | None = None) -> None:
        name = self._name_pool.pop(0) if self._name_pool else f"Bot {seat}"
        seed = self._rng.randrange(2**31)
        factory = self._factory
        policy = LazyPolicy(
            (lambda: factory(level, seed)) if style is None else (lambda: factory(level, seed, style)), level)
        self._policies[seat] = policy
        # A new player knows nobody here, even if the factory hands back a bot
        # that has played before (a cached one): it forgets everyone, on the worker.
        self._worker.forget(policy)
        self._bot_rngs[seat] = random.Random(seed)
        self._styles[seat] = (level, style)
        self.players[seat] = PlayerInfo(seat, name, False, level if style is None else f"{level}, {style}")

    @Slot()
    def new_session(self) -> None:
        """Start again with a fresh buy-in, after finishing (and recording) a live hand."""
        self._end_session(SessionEnd.NEW_SESSION)

    @Slot()
    def request_quit(self) -> None:
        """The application is closing: finish a live hand, record it, then emit ``quit_ready``."""
        self._end_session(SessionEnd.QUIT)

    def _abandon(self) -> None:
        """Forget the current hand: timers stop, any answer still coming is stale."""
        self._pacer.cancel()
        self._think.stop()
        self._pending = None
        self._reply = None
        self._waiting_next = False
        if self.hand is not None:
            self._next_hand_id = max(self._next_hand_id, self.hand.hand_id + 1)
        self.hand = None
        self.thinking.emit(0)

    @Slot()
    def leave_table(self) -> None:
        """The human leaves: a live hand is finished and recorded, then the session ends."""
        self._end_session(SessionEnd.LEAVE)

    def _end_session(self, end: SessionEnd) -> None:
        if self._winding is not None:
            if end is SessionEnd.QUIT:
                self._winding = end  # quitting overrides what was asked before
            return
        hand = self.hand
        if hand is None or hand.finished or self._over or self.table is None:
            self._complete_session_end(end)
            return
        self._winding = end
        self._hurry = False
        self._pacer.forget_settle()
        if self._paused:
            self._paused = False
            self.paused_changed.emit(False)
        self._wind_limit.start(WIND_UP_LIMIT_MS)
        self._emit_flow()
        step = self._pacer.pending
        self._pacer.cancel()
        if self._pending is not None:  # a bot is thinking: take its answer as soon as it comes
            self._think.stop()
            self._pause_over = True
            self._try_apply_bot()
        elif step is not None:
            step()
        else:
            self._next()

    @Slot()
    def _on_wind_up_limit(self) -> None:
        if self._winding is None:
            return
        self._hurry = True
        if self._pending is not None:
            self._apply_bot_now(_safe_default(self.hand.legal_actions()) if self.hand else None)

    def _complete_session_end(self, end: SessionEnd) -> None:
        """The hand is over (or there was none): publish the session's result and do what was asked."""
        self._wind_limit.stop()
        self._winding = None
        self._hurry = False
        result = SessionResult(self._session_hands, self._session_net, self.setup.config.stakes.big_bet, end)
        if end is SessionEnd.NEW_SESSION:
            self.session_ended.emit(result)
            self.start_session()
            return
        self._abandon()
        self._over = True
        self.waiting_for_next_hand.emit(False)
        self._emit_flow()
        self.session_ended.emit(result)
        if end is SessionEnd.LEAVE:
            self.session_over.emit(self.tr("You left the table."))
        else:
            self.quit_ready.emit()

    @Slot()
    def rebuy_human(self) -> None:
        seat = self.human_seat
        if self.table is None or seat is None or not self._busted:
            return
        self.table.rebuy(seat, self.setup.buy_in)
        self._busted = False
        self._emit_flow()
        self.notice.emit(self.tr("You buy in for {amount}.").format(amount=_chips(self.setup.buy_in)))
        self.players_changed.emit(dict(self.players))
        self._after_hand_pause()

    @Slot(bool)
    def set_paused(self, paused: bool) -> None:
        if paused == self._paused or (paused and self._winding is not None):
            return
        self._paused = paused
        self.paused_changed.emit(paused)
        self._emit_flow()
        if not paused:
            self._pacer.resume()
            self._try_apply_bot()

    @Slot()
    def toggle_pause(self) -> None:
        self.set_paused(not self._paused)

    def shutdown(self) -> None:
        """Stop timers and wait briefly for a bot still thinking (application exit).

        A live hand is not recorded by this: :meth:`request_quit` finishes it first.
        """
        self._wind_limit.stop()
        self._abandon()
        self._over = True
        self._emit_flow()  # no live hand any more: a window may close without asking
        for worker in (*self._retired_workers, self._worker):
            worker.shutdown()

    # -- stepping --------------------------------------------------------

    def _start_hand(self) -> None:
        if self.table is None or self._over:
            return
        if not self._numbered:
            self._deal_waiting = True
            return
        self._dealt_this_session += 1
        self._waiting_next = False
        self.waiting_for_next_hand.emit(False)
        # Unseeded, the deck is shuffled by the OS CSPRNG itself; seeded, by a
        # Mersenne Twister drawn from the session's seed, so a session replays.
        rng = self._rng if isinstance(self._rng, secrets.SystemRandom) else random.Random(self._rng.getrandbits(64))
        try:
            self.hand = self.table.new_hand(rng=rng)
        except Exception as exc:  # e.g. fewer than two players with chips
            log.warning("cannot deal: %s", exc)
            self._over = True
            self.session_over.emit(self.tr("The table cannot deal another hand: {why}").format(why=exc))
            self._emit_flow()
            return
        self.hand_started.emit(self.hand.hand_id)
        self._publish(self.hand.events)
        self._next()

    def _publish(self, events: Sequence[Event]) -> None:
        viewer = self.human_seat
        for event in events:
            self.event_occurred.emit(censor_event(event, viewer))
        view = self.current_view()
        if view is not None:
            if self._waits_for_table and self._winding is None:
                self._pacer.expect_settle()
            self.table_changed.emit(view)
        self._emit_flow()

    def _next(self) -> None:
        hand = self.hand
        if hand is None:
            return
        if hand.finished:
            self._finish_hand()
            return
        seat = hand.to_act
        if seat is None:
            return
        if seat == self.human_seat:
            self._pacer.schedule(self._prompt_human, 0)
        else:
            self._pacer.schedule(lambda: self._ask_bot(seat), 0)

    def _prompt_human(self) -> None:
        view = self.current_view()
        if view is None or not view.legal:
            return
        if self._winding is not None:
            self._fold_human(view)
            return
        self.human_to_act.emit(view)

    def _fold_human(self, view: SeatView) -> None:
        """Winding up: the human folds (or checks when folding is not offered, or mucks)."""
        seat = self.human_seat
        assert seat is not None
        types = view.legal_types()
        kind = next((k for k in (ActionType.FOLD, ActionType.MUCK, ActionType.CHECK) if k in types),
                    _safe_default(view.legal))
        self._act(Action(seat, kind))

    # -- the human ---------------------------------------------------------

    @Slot(object)
    def submit_human_action(self, choice: LegalAction | ActionType) -> bool:
        """Apply the human's action; refuse (return False, ``action_refused``) if the engine does.

        Legality is the engine's alone (one check, in ``Hand.act``): this only
        knows that a paused or ending game takes no action.
        """
        hand = self.hand
        seat = self.human_seat
        if hand is None or seat is None or self._paused or self._winding is not None:
            return False
        try:  # a malformed Action (a string for its type, say) is refused by its constructor
            action = Action(seat, choice.type, choice.to) if isinstance(choice, LegalAction) else Action(seat, choice)
            events = hand.act(action)
        except IllegalActionError as exc:
            self.action_refused.emit(str(exc))
            return False
        self._pacer.cancel()
        self._after_act(events)
        return True

    # -- computer players ----------------------------------------------------

    def _ask_bot(self, seat: int) -> None:
        hand = self.hand
        if hand is None or hand.finished or hand.to_act != seat:
            return
        self._ticket += 1
        request = DecisionRequest(hand.hand_id, seat, self._ticket, hand.view(seat))
        self._pending = request
        self._reply = None
        self._pause_over = False
        if self._hurry:
            self._pending = None
            self._act(Action(seat, _safe_default(hand.legal_actions())))
            return
        low, high = self.setup.thinking_ms
        pause = self._pace_rng.randint(low, high) if high > 0 and self._winding is None else 0
        self.thinking.emit(seat)
        self._worker.request(request, self._policies[seat], self._bot_rngs[seat])
        self._think.start(pause)

    @Slot()
    def _on_think_over(self) -> None:
        self._pause_over = True
        self._try_apply_bot()

    @Slot(object)
    def _on_decided(self, reply: DecisionReply) -> None:
        pending = self._pending
        hand = self.hand
        if (pending is None or hand is None or reply.request.ticket != pending.ticket
                or reply.request.hand_id != hand.hand_id):
            self.stale_replies += 1
            log.debug("dropped a stale decision for hand %s seat %s", reply.request.hand_id, reply.request.seat)
            return
        self._reply = reply
        self._try_apply_bot()

    def _try_apply_bot(self) -> None:
        if self._paused or self._pending is None or self._reply is None or not self._pause_over:
            return
        if self._winding is None and not self._pacer.is_settled:
            # The table is still showing the last action: apply this one once it has settled.
            self._pacer.schedule(self._try_apply_bot, 0)
            return
        reply = self._reply
        if reply.action is None:
            log.warning("seat %s failed to decide (%s)", reply.request.seat, reply.error)
        self._apply_bot_now(reply.action)

    def _apply_bot_now(self, kind: ActionType | None) -> None:
        """Play the pending computer player's answer; the cheapest legal action if the engine refuses it."""
        request = self._pending
        self._pending = None
        self._reply = None
        self._think.stop()
        hand = self.hand
        if request is None or hand is None or hand.finished:
            return
        self.thinking.emit(0)
        if kind is not None:
            try:
                events = hand.act(Action(request.seat, kind))
            except IllegalActionError as exc:
                log.warning("seat %s answered %s: %s", request.seat, kind, exc)
            else:
                self._after_act(events)
                return
        self._act(Action(request.seat, _safe_default(hand.legal_actions())))

    def _act(self, action: Action) -> None:
        """Play an action the controller chose itself (a stand-in); a refusal here is a bug, logged."""
        hand = self.hand
        assert hand is not None
        try:
            events = hand.act(action)
        except IllegalActionError:
            log.exception("refused %s", action)
            return
        self._after_act(events)

    def _after_act(self, events: Sequence[Event]) -> None:
        self._publish(events)
        self._next()

    # -- between hands ---------------------------------------------------------

    def _finish_hand(self) -> None:
        hand = self.hand
        table = self.table
        if hand is None or table is None:
            return
        view = self.current_view()
        table.settle(hand)
        for seat, policy in self._policies.items():
            if seat in hand.seats:
                self._worker.observe(policy, hand.view(seat))
        human = self.human_seat
        human_busted = human is not None and table.stacks.get(human, 0) == 0
        assert view is not None
        record = hand.record
        if human is not None and human in hand.seats:
            self._session_hands += 1
            self._session_net += dict(record.net).get(human, 0)
        self.hand_recorded.emit(RecordedHand.of(record, self.players))
        self.hand_finished.emit(HandResult(hand.hand_id, view, record.net, human_busted))
        self._next_hand_id = hand.hand_id + 1
        self._handle_bots_busted()
        if self._winding is not None:
            self._busted = human_busted
            self._complete_session_end(self._winding)
            return
        if human_busted:
            self._busted = True
            if self.setup.human_bust is HumanBust.REBUY:
                self.rebuy_human()
            elif self.setup.human_bust is HumanBust.END:
                self._over = True
                self.session_over.emit(self.tr("You are out of chips: the session is over."))
            else:
                self.human_busted.emit(self.setup.buy_in)
            self._emit_flow()
            return
        self._after_hand_pause()

    def _handle_bots_busted(self) -> None:
        table = self.table
        assert table is not None
        changed = False
        for seat, chips in table.stacks.items():
            if chips > 0 or seat == self.human_seat:
                continue
            old = self.players[seat]
            if self.setup.bust_rule is BustRule.REBUY:
                table.rebuy(seat, self.setup.buy_in)
                self.notice.emit(self.tr("{name} buys in again for {amount}.").format(
                    name=old.name, amount=_chips(self.setup.buy_in)))
            else:
                table.leave(seat)
                self._name_pool.append(old.name)
                self._seat_bot(seat, *self._styles.get(seat, ("regular", None)))
                self._forget_seat(seat)
                table.sit(seat, self.setup.buy_in)
                self.notice.emit(self.tr("{old} leaves the table; {new} sits down with {amount}.").format(
                    old=old.name, new=self.players[seat].name, amount=_chips(self.setup.buy_in)))
            changed = True
        if changed:
            self.players_changed.emit(dict(self.players))

    def _forget_seat(self, seat: int) -> None:
        """A different player sits in ``seat``: the other bots drop what they learned about it.

        Bots are only touched on the AI worker, so this is queued there, after
        the finished hand's observations: a bot learns from the old player's
        last hand, then forgets him.
        """
        for other, policy in self._policies.items():
            if other != seat:
                self._worker.forget(policy, seat)
        self.player_replaced.emit(seat)

    def _after_hand_pause(self) -> None:
        if self.setup.auto_continue:
            self._pacer.schedule(self._start_hand, self.setup.next_hand_delay_ms)
        else:
            self._waiting_next = True
            self.waiting_for_next_hand.emit(True)
        self._emit_flow()

    @Slot()
    def continue_to_next_hand(self) -> None:
        """Deal the next hand now (the "on click" option, or skipping the pause)."""
        if self._busted or self._over or self.table is None:
            return
        if self.hand is not None and not self.hand.finished:
            return
        if self._waiting_next or self._pacer.pending == self._start_hand:
            self._waiting_next = False
            self._pacer.cancel()
            self._start_hand()


def _safe_default(legal: Sequence[LegalAction]) -> ActionType:
    """The cheapest legal action: check if free, else post the bring-in, else fold."""
    types = [la.type for la in legal]
    for kind in (ActionType.CHECK, ActionType.BRING_IN, ActionType.FOLD, ActionType.MUCK, ActionType.SHOW):
        if kind in types:
            return kind
    return types[0]
