"""Practice mode: hints on a worker thread, decisions recorded for the review.

The table must never wait for the coach (DESIGN.md). So when the human's turn
starts, :meth:`PracticeController.on_human_to_act` only snapshots what the
worker needs (the frozen view and a frozen copy of the Expert's beliefs) and
queues the hint on a ``QThreadPool``; the answer comes back to the GUI thread
by a queued signal. Every hint is keyed by (hand id, decision index), where
the decision index is the human's n-th decision of the hand, counted from the
public history; a reply for a decision that is no longer the current one is
not shown -- but it is kept, because the review grades that decision with it.

Hints are computed for every decision while practice mode is on, also when
they are shown only on request, so the review after the hand can grade every
decision and a requested hint is usually ready at once.

After the hand, :meth:`on_hand_finished` lets the Expert learn the opponents'
habits from the finished hand (as the human saw it, nothing more) and grades
the hand's decisions. If a decision's hint is still being computed (the human
clicked within milliseconds), the review waits for it instead of skipping it.

Wiring (composition root)::

    practice = PracticeController(parent=window, seed=None)
    game.human_to_act.connect(practice.on_human_to_act)      # SeatView
    game.table_changed.connect(practice.on_table_changed)    # SeatView
    game.hand_finished.connect(practice.on_hand_finished)    # HandResult (has .view)
    panel = CoachPanel(window); panel.connect_controller(practice)
    window.addDockWidget(Qt.RightDockWidgetArea, panel); panel.install_shortcut(window)
    settings -> practice.set_enabled(bool), practice.set_auto_hints(bool)
    app shutdown -> practice.shutdown()
"""

from __future__ import annotations

import logging

from PySide6.QtCore import Property, QObject, Qt, QThreadPool, Signal, Slot

from razz_desktop.ai.bots import ExpertBot, make_bot
from razz_desktop.coach.expert import ExpertModel
from razz_desktop.coach.hints import HINT_TRIALS, Hint, decision_index, make_hint, warm_up
from razz_desktop.coach.review import HandReview, SessionReview, SessionSummary, review_hand
from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.views import SeatView

from .jobs import FunctionTask

log = logging.getLogger(__name__)

Key = tuple[int, int, int]
"""(hand id, seat, decision index): the seat too, so that a new session whose
hand ids start again, or a change of the human's seat, can never reuse a hint."""


class PracticeController(QObject):
    """Coaches the human: hints while playing, a graded review after each hand."""

    decision_started = Signal(int, int)  # hand id, decision index: the human's turn began
    hint_ready = Signal(int, int, object)  # hand id, decision index, Hint
    hint_pending = Signal(int, int)  # a hint the panel should show is being computed
    hint_cleared = Signal()  # no decision of the human is pending
    hint_failed = Signal(int, int, str)  # hand id, decision index, what went wrong
    review_ready = Signal(object)  # HandReview of the hand just finished
    summary_changed = Signal(object)  # SessionSummary
    enabled_changed = Signal(bool)
    auto_hints_changed = Signal(bool)
    _done = Signal(object)  # (key, Hint | None, error | None): pool thread -> GUI thread

    def __init__(self, parent: QObject | None = None, *, expert: ExpertBot | None = None,
                 seed: int | None = None, trials: int = HINT_TRIALS, enabled: bool = True,
                 auto_hints: bool = True, warm: bool = True) -> None:
        super().__init__(parent)
        bot = expert if expert is not None else make_bot("expert", seed=seed)
        if not isinstance(bot, ExpertBot):
            raise TypeError("the coach needs an ExpertBot to grade against")
        self._expert = bot
        self._seed = seed
        self._trials = trials
        self._enabled = enabled
        self._auto = auto_hints
        self._pool = QThreadPool(self)
        # One thread: hints are a few milliseconds each, and a second thread
        # would only compete with the computer players for the two cores.
        self._pool.setMaxThreadCount(1)
        self._done.connect(self._on_done, Qt.ConnectionType.QueuedConnection)
        self._current: Key | None = None
        self._requested = False
        self._hand_id: int | None = None
        self._hints: dict[Key, Hint] = {}
        self._pending: set[Key] = set()
        self._finished: SeatView | None = None  # waiting for pending hints before review
        self._session = SessionReview()
        self._closed = False
        if warm:
            # The first equity call builds lookup tables (about 0.2 s): pay it
            # now, on the worker, not at the human's first decision.
            self._pool.start(FunctionTask(warm_up))

    # ------------------------------------------------------------------ options

    def enabled(self) -> bool:
        return self._enabled

    @Slot(bool)
    def set_enabled(self, on: bool) -> None:
        """Practice mode on or off. Off: no hints, nothing recorded."""
        if on == self._enabled:
            return
        self._enabled = on
        if not on:
            self._current = None
            self.hint_cleared.emit()
        self.enabled_changed.emit(on)

    def auto_hints(self) -> bool:
        return self._auto

    @Slot(bool)
    def set_auto_hints(self, on: bool) -> None:
        """Show hints automatically (True) or only when asked (False)."""
        if on == self._auto:
            return
        self._auto = on
        self.auto_hints_changed.emit(on)
        if on and self._current is not None:
            self._show_current()

    practice_enabled = Property(bool, enabled, set_enabled, notify=enabled_changed)
    hints_automatic = Property(bool, auto_hints, set_auto_hints, notify=auto_hints_changed)

    @property
    def expert(self) -> ExpertBot:
        return self._expert

    @property
    def session(self) -> SessionReview:
        return self._session

    @property
    def current_key(self) -> tuple[int, int] | None:
        """(hand id, decision index) of the decision being coached, if any."""
        return None if self._current is None else (self._current[0], self._current[2])

    def hint_for(self, hand_id: int, index: int, seat: int | None = None) -> Hint | None:
        """The hint computed for a decision (of ``seat``; default: any seat)."""
        for (h, s, i), hint in self._hints.items():
            if h == hand_id and i == index and (seat is None or s == seat):
                return hint
        return None

    def last_review(self) -> HandReview | None:
        return self._session.last

    def review_for(self, hand_id: int) -> HandReview | None:
        """This session's review of hand ``hand_id`` (the engine's hand number), if it was reviewed."""
        for review in reversed(self._session.hands):
            if review.hand_id == hand_id:
                return review
        return None

    def summary(self) -> SessionSummary:
        return self._session.summary()

    # ------------------------------------------------------------------ table events

    @Slot(object)
    def on_human_to_act(self, view: SeatView) -> None:
        """The human's turn started: queue its hint (returns at once)."""
        if not self._enabled or self._closed or view.viewer is None or not view.legal:
            return
        if set(view.legal_types()) <= {ActionType.SHOW, ActionType.MUCK}:
            return
        key = (view.hand_id, view.viewer, decision_index(view))
        if key == self._current:
            return
        if view.hand_id != self._hand_id:
            self._start_hand(view.hand_id)
        self._current = key
        self._requested = False
        if key not in self._hints and key not in self._pending:
            self._submit(key, view)
        self.decision_started.emit(key[0], key[2])
        self._show_current()

    @Slot(object)
    def on_table_changed(self, view: SeatView) -> None:
        """Any new snapshot: once the human has acted, the shown hint is stale."""
        if self._current is None:
            return
        hand_id, seat, index = self._current
        if view.hand_id != hand_id or view.viewer != seat or view.finished or \
                view.to_act != view.viewer or decision_index(view) != index:
            self._current = None
            self.hint_cleared.emit()

    @Slot()
    def request_hint(self) -> None:
        """The Hint button: show the current decision's hint (on-request mode)."""
        if self._current is None or not self._enabled:
            return
        self._requested = True
        self._show_current()

    @Slot(object)
    def on_hand_finished(self, result: object) -> None:
        """The hand ended: learn from it and grade the human's decisions.

        ``result`` is the human's ``SeatView`` of the finished hand, or any
        object with such a ``view`` attribute (``GameController.HandResult``).
        """
        view = getattr(result, "view", result)
        if not isinstance(view, SeatView) or not view.finished:
            raise TypeError("on_hand_finished needs the human's view of a finished hand")
        if self._current is not None:
            self._current = None
            self.hint_cleared.emit()
        self._expert.observe(view)
        if view.hand_id != self._hand_id:
            if not self._enabled:
                return
            self._start_hand(view.hand_id)  # the hand ended before the human's first turn
        self._finished = view
        self._maybe_review()

    @Slot()
    @Slot(int)
    def forget_seat(self, seat: int) -> None:
        """A new player took ``seat``: the grading Expert must not judge them by the last one."""
        self._expert.forget(seat)

    def reset_session(self) -> None:
        """A new session: forget the summary, the hints and what the Expert learned of the players."""
        self._expert.forget()
        self._session.clear()
        self._hints.clear()
        self._hand_id = None
        self._finished = None
        if self._current is not None:
            self._current = None
            self.hint_cleared.emit()
        self.summary_changed.emit(self._session.summary())

    def shutdown(self) -> None:
        """Stop accepting work and wait for the running hint (at most milliseconds)."""
        self._closed = True
        self._pool.clear()
        self._pool.waitForDone(2000)

    # ------------------------------------------------------------------ internals

    def _start_hand(self, hand_id: int) -> None:
        self._hand_id = hand_id
        self._hints = {k: h for k, h in self._hints.items() if k[0] == hand_id}
        self._finished = None

    def _model(self, view: SeatView) -> ExpertModel:
        """The Expert's beliefs about the live opponents, frozen on the GUI thread."""
        seats = [s.seat for s in view.seats if s.seat != view.viewer]
        return ExpertModel.from_bot(self._expert, seats)

    def _submit(self, key: Key, view: SeatView) -> None:
        model = self._model(view)
        seed = None if self._seed is None else \
            self._seed * 1_000_003 + key[0] * 1009 + key[1] * 31 + key[2]
        trials = self._trials
        done = self._done

        def job() -> None:
            try:
                hint = make_hint(view, model, seed=seed, trials=trials)
                done.emit((key, hint, None))
            except Exception as exc:  # a coach bug must not take the table down
                log.exception("hint failed for hand %s seat %s decision %s", *key)
                done.emit((key, None, f"{type(exc).__name__}: {exc}"))

        self._pending.add(key)
        self._pool.start(FunctionTask(job))

    @Slot(object)
    def _on_done(self, reply: tuple[Key, Hint | None, str | None]) -> None:
        key, hint, error = reply
        self._pending.discard(key)
        if key[0] != self._hand_id:
            return  # an abandoned hand
        if hint is not None:
            self._hints[key] = hint
        if key == self._current and self._enabled:
            if hint is not None:
                self._show_current()
            else:
                self.hint_failed.emit(key[0], key[2], error or "")
        self._maybe_review()

    def _show_current(self) -> None:
        key = self._current
        if key is None or not (self._auto or self._requested):
            return
        hint = self._hints.get(key)
        if hint is not None:
            self.hint_ready.emit(key[0], key[2], hint)
        else:
            self.hint_pending.emit(key[0], key[2])

    def _maybe_review(self) -> None:
        view = self._finished
        if view is None or any(k[0] == view.hand_id for k in self._pending):
            return
        self._finished = None
        hints = [h for k, h in self._hints.items() if k[0] == view.hand_id]
        review = review_hand(hints, view)
        self._session.add(review)
        self.review_ready.emit(review)
        self.summary_changed.emit(self._session.summary())
