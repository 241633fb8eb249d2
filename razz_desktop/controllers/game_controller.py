"""The game controller: owns the table and the hand, paces play, emits signals.

It is the only caller of the engine's mutators (``Table.new_hand``,
``Hand.act``, ``Table.settle``/``sit``/``leave``/``rebuy``). Everything the
window needs arrives through signals carrying frozen data: the human's
SeatView, censored events, the end-of-hand result. Nothing flows back except
intents: an action the human chose, "deal the next hand", rebuy, leave.
How a session starts (:class:`SessionSetup`, re-exported here) is :mod:`.session`'s.

Pacing never blocks the GUI thread: a computer player thinks on the AI worker
while a QTimer runs its pause (:mod:`.bot_turns`, mixed into the controller),
and when a window shows the table each published change waits for its
"table settled" intent before the next step runs (:mod:`.pacing`).

Hand numbers go on from the hand log across restarts (:mod:`.numbering`, mixed in).
Leaving never throws a hand away: a live hand is finished, recorded and its
:class:`SessionResult` published first (:mod:`.winding_up`, mixed in). Every
hand is dealt from the OS CSPRNG (``secrets.SystemRandom``) unless the setup
carries a seed (tests, simulations, replays).
"""

from __future__ import annotations

import logging
import random
import secrets
from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from razz_desktop.engine.actions import Action, ActionType, IllegalActionError, LegalAction
from razz_desktop.engine.events import Event
from razz_desktop.engine.hand import Hand
from razz_desktop.engine.table import Table
from razz_desktop.engine.views import SeatView, censor_event

from .ai_worker import AiWorker, Decider, DecisionReply, DecisionRequest, LazyPolicy
from .bot_turns import BotTurns, locale_chips
from .flow import Flow, HandResult, SessionEnd, SessionResult
from .menu_settings import MenuSettings
from .numbering import HandNumbering
from .pacing import StepPacer
from .play_again import PlayAgain
from .players import BOT_NAMES, PlayerInfo, human_seat
from .resuming import Resuming
from .session import DEFAULT_LEVELS, DEFAULT_STAKES, BustRule, HumanBust, SessionSetup
from .tournament_play import TournamentPlay
from .winding_up import WIND_UP_LIMIT_MS, WindingUp

log = logging.getLogger(__name__)

PolicyFactory = Callable[..., Decider]
"""(bot level, seed[, style]) -> a Policy (``decide(view, rng)``, optional ``observe(view)``).
The style is passed only when the session names one for that seat."""

__all__ = [
    "DEFAULT_LEVELS", "DEFAULT_STAKES", "BustRule", "Flow", "GameController", "HandResult", "HumanBust",
    "PolicyFactory", "SessionEnd", "SessionResult", "SessionSetup", "WIND_UP_LIMIT_MS",
]


class GameController(BotTurns, WindingUp, HandNumbering, TournamentPlay, Resuming, PlayAgain, MenuSettings,
                     QObject):
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
    tournament_changed = Signal(object)  # TournamentStatus: a sit-and-go's level, players left, prizes
    tournament_finished = Signal(object)  # TournamentOutcome: every finishing place and prize
    checkpoint = Signal()  # the table between hands changed (seated, a hand settled, a rebuy): saved_session() differs
    practice_started = Signal(object)  # PracticeStart: a stored hand dealt again to a decision (play_from_here)
    practice_finished = Signal(object)  # PracticeComparison: the practice hand's result beside the original's

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
        self._dealt_this_session = 0
        self._init_numbering(self)
        self._init_play_again()
        self.stale_replies = 0
        self._view: SeatView | None = None  # current_view()'s, for _view_key
        self._view_key: tuple[Hand, int, int | None] | None = None
        self._pacer = StepPacer(self, lambda: self._paused)
        self._wind_limit = QTimer(self)
        self._wind_limit.setSingleShot(True)
        self._wind_limit.timeout.connect(self._on_wind_up_limit)
        self._think = QTimer(self)
        self._think.setSingleShot(True)
        self._think.timeout.connect(self._on_think_over)

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
        """The human's view of the hand now: built once per step, however many ask.

        A hand changes only by the events it appends (DESIGN.md), so the view
        of one hand with the same number of events, for the same viewer, is
        the same frozen data: the publisher, the flow, the prompt and the end
        of the hand share it instead of each building their own.
        """
        hand = self.hand
        if hand is None:
            return None
        seat = self.human_seat
        viewer = seat if seat in hand.seats else None
        key = (hand, len(hand.events), viewer)
        if self._view_key != key or self._view is None:
            self._view = hand.view(viewer)
            self._view_key = key
        return self._view

    @Slot()
    def table_settled(self) -> None:
        """The window has finished showing the last change (its animations are over).

        Defined here, not with the other setters in ``menu_settings``: PySide6 cannot
        disconnect a slot a plain mixin defines, and the window's tests hold the table by
        disconnecting this one."""
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
        hand, seat = self.hand, self.human_seat
        return hand is not None and seat is not None and seat in hand.seats and seat not in hand.folded

    # -- session ---------------------------------------------------------

    def start_session(self, setup: SessionSetup | None = None) -> None:
        """Seat everyone with a fresh buy-in and deal the first hand."""
        self.setup = self._next_setup(setup, self._setup_source)
        self._clear_for_seating()
        s = self.setup
        self._session_hands = 0
        self._session_net = 0
        self._forget_practice()
        seats = s.seats()
        human = s.human_seat if s.human_seat in seats else seats[len(seats) // 2]
        names = list(BOT_NAMES)
        self._rng.shuffle(names)
        self._name_pool = names
        for k, seat in enumerate(seats):
            if seat == human:
                # The default name is the word "You": said in the player's language ("Du", "Tu", "Jij").
                name = self.tr("You") if s.human_name == "You" else s.human_name
                self.players[seat] = PlayerInfo(seat, name, True, "")
            else:
                self._seat_bot(seat, *s.opponent(seat, k))
        self._end_tournament()
        self._seat_table()
        if s.tournament is not None:
            self._start_tournament()
        self._over = False
        self._busted = False
        self.players_changed.emit(dict(self.players))
        self.session_started.emit(s.config)
        self._emit_flow()
        self.checkpoint.emit()
        self._pacer.schedule(self._start_hand, 0)

    def _clear_for_seating(self) -> None:
        """Before a table is seated (a new session, or one continued): no hand, no players, the
        setup's random streams. A bot of the old session may still be thinking: it finishes on
        its own thread (its answer will be stale) and this session gets a fresh worker."""
        self._abandon()
        self._retired_workers = [w for w in self._retired_workers if w.busy]
        if self._worker.busy:
            self._worker.retire()
            self._retired_workers.append(self._worker)
            self._worker = self._new_worker()
        s = self.setup
        self._rng = random.Random(s.seed) if s.seed is not None else secrets.SystemRandom()
        self._pace_rng = random.Random(self._rng.getrandbits(64))
        self.players = {}
        self._policies = {}
        self._bot_rngs = {}

    def _seat_table(self) -> None:
        s = self.setup
        self._dealt_this_session = 0
        self.table = Table(s.config, {}, first_hand_id=self._next_hand_id)
        for seat in self.players:
            self.table.sit(seat, s.buy_in)

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
    def rebuy_human(self) -> None:
        seat = self.human_seat
        if self.table is None or seat is None or not self._busted:
            return
        if self._sng is not None:
            return  # nobody rebuys in a tournament
        self.table.rebuy(seat, self.setup.buy_in)
        self._busted = False
        self._emit_flow()
        self.notice.emit(self.tr("You buy in for {amount}.").format(amount=locale_chips(self.setup.buy_in)))
        self.players_changed.emit(dict(self.players))
        self.checkpoint.emit()
        self._after_hand_pause()

    @Slot(bool)
    def set_paused(self, paused: bool) -> None:
        if paused == self._paused or (paused and self._winding is not None):
            return
        self._tick_clock()  # the play time so far counts; none while paused
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
        if self._deal_must_wait():
            return
        if self._take_practice_turn():  # a hand asked to be played again is dealt in this one's place
            return
        self._dealt_this_session += 1
        self._waiting_next = False
        self.waiting_for_next_hand.emit(False)
        # Unseeded, the deck is shuffled by the OS CSPRNG itself; seeded, by a
        # Mersenne Twister drawn from the session's seed, so a session replays.
        rng = self._rng if isinstance(self._rng, secrets.SystemRandom) else random.Random(self._rng.getrandbits(64))
        try:
            self.hand = self._deal_tournament_hand(rng) if self._sng is not None else self.table.new_hand(rng=rng)
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
        if self._finish_practice():  # a practice hand: nothing of the session changes
            return
        view = self.current_view()
        human = self.human_seat
        players = dict(self.players)  # as dealt: a tournament closes the seats of those knocked out
        tournament_over = False
        if self._sng is not None:
            tournament_over = self._finish_tournament_hand(hand)  # settles; knocked-out seats close
        else:
            table.settle(hand)
        for seat, policy in self._policies.items():
            if seat in hand.seats:
                self._worker.observe(policy, hand.view(seat))
        human_busted = human is not None and table.stacks.get(human, 0) == 0 and self._sng is None
        assert view is not None
        record = hand.record
        if human is not None and human in hand.seats:
            self._session_hands += 1
            self._session_net += dict(record.net).get(human, 0)
        # Here, not at the top: the hand log's records are not needed before the first table (issue 19).
        from .recorded import RecordedHand

        self.hand_recorded.emit(RecordedHand.of(record, players, self._tournament_tag()))
        self.hand_finished.emit(HandResult(hand.hand_id, view, record.net, human_busted))
        self._next_hand_id = hand.hand_id + 1
        if self._sng is None:
            self._handle_bots_busted()
        self.checkpoint.emit()
        if self._winding is not None:
            self._busted = human_busted
            self._complete_session_end(self._winding)
            return
        if tournament_over:
            self._over = True
            self.waiting_for_next_hand.emit(False)
            self._emit_flow()
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


