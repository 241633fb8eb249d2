"""Leaving a live hand without losing it: a new session, leaving the table, quitting.

Part of the game controller (:class:`~.game_controller.GameController` mixes
this class in). A new session, leaving the table or quitting while a hand is
live first finishes that hand at once: the human folds at their turn, the
computer players answer without pauses or animations, and after
:data:`WIND_UP_LIMIT_MS` the cheapest legal action stands in for any answer
still to come. The hand is recorded, the :class:`~.flow.SessionResult` is
published, and only then is what was asked done.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Slot

from razz_desktop.engine.actions import Action, ActionType

from .bot_turns import safe_default
from .flow import SessionEnd, SessionResult

if TYPE_CHECKING:
    from PySide6.QtCore import QObject as _Host  # the controller this is mixed into
    from PySide6.QtCore import QTimer, SignalInstance

    from razz_desktop.engine.hand import Hand
    from razz_desktop.engine.table import Table
    from razz_desktop.engine.views import SeatView

    from .ai_worker import DecisionRequest
    from .pacing import StepPacer
    from .session import SessionSetup
else:
    _Host = object

WIND_UP_LIMIT_MS = 1500
"""How long a hand being finished at once (leave, quit, new session) waits for the
computer players' real answers before the cheapest legal action stands in."""


class WindingUp(_Host):
    """The game controller's way out of a session (a mixin: its state is the controller's)."""

    if TYPE_CHECKING:  # what the game controller provides, for the type checker
        hand: Hand | None
        table: Table | None
        setup: SessionSetup
        _winding: SessionEnd | None
        _hurry: bool
        _over: bool
        _paused: bool
        _pause_over: bool
        _pending: DecisionRequest | None
        _session_hands: int
        _session_net: int
        _pacer: StepPacer
        _think: QTimer
        _wind_limit: QTimer
        paused_changed: SignalInstance
        waiting_for_next_hand: SignalInstance
        session_ended: SignalInstance
        session_over: SignalInstance
        quit_ready: SignalInstance

        @property
        def human_seat(self) -> int | None: ...
        def start_session(self, setup: SessionSetup | None = None) -> None: ...
        def _abandon(self) -> None: ...
        def _emit_flow(self) -> None: ...
        def _next(self) -> None: ...
        def _act(self, action: Action) -> None: ...
        def _try_apply_bot(self) -> None: ...
        def _apply_bot_now(self, kind: ActionType | None) -> None: ...

    @Slot()
    def new_session(self) -> None:
        """Start again with a fresh buy-in, after finishing (and recording) a live hand."""
        self._end_session(SessionEnd.NEW_SESSION)

    @Slot()
    def request_quit(self) -> None:
        """The application is closing: finish a live hand, record it, then emit ``quit_ready``."""
        self._end_session(SessionEnd.QUIT)

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
            self._apply_bot_now(safe_default(self.hand.legal_actions()) if self.hand else None)

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

    def _fold_human(self, view: SeatView) -> None:
        """Winding up: the human folds (or checks when folding is not offered, or mucks)."""
        seat = self.human_seat
        assert seat is not None
        types = view.legal_types()
        kind = next((k for k in (ActionType.FOLD, ActionType.MUCK, ActionType.CHECK) if k in types),
                    safe_default(view.legal))
        self._act(Action(seat, kind))
