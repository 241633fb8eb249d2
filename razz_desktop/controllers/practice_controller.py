"""Practice mode: hints on a worker thread, decisions recorded for the review.

The table must never wait for the coach (DESIGN.md). So when the human's turn
starts, :meth:`PracticeController.on_human_to_act` only snapshots what the
worker needs (the frozen view and a frozen copy of the Expert's beliefs) and
queues the hint on its own worker thread (:class:`~.jobs.JobRunner`); the answer comes back to the GUI thread
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

Nothing here stalls the table when practice mode is attached after the first
paint: this module imports only the coach's light half (``coach.advice``,
``coach.review``: dataclasses, no numpy). The value model, the equity code
and their lookup tables are imported and warmed up by the first job on the
worker (:meth:`_load`), which also builds the grading Expert. Until that job
is done the GUI thread touches none of it: importing a module the worker is
importing at that moment would wait on Python's import lock for the whole
import (measured: 470 ms of frozen table). So everything that needs the
computing half -- a hint asked for (the panel shows "thinking"), a finished
hand the Expert learns from, a seat or a session it forgets -- waits in
``_before_ready`` and runs, in the order it came, once the worker is done.

The controller holds no window and is held by none: windows send it intents
(``request_hint``, ``show_review_of``) and receive its signals, all connected
in ``app.attach_coach``.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import Property, QObject, Qt, Signal, Slot

from razz_desktop.coach.advice import Hint, decision_index
from razz_desktop.coach.review import (
    REVIEWS_KEPT,
    HandReview,
    SessionReview,
    SessionSummary,
    review_hand,
)
from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.views import SeatView

from .jobs import JobRunner

if TYPE_CHECKING:  # imported at run time by the worker first (see the module docstring)
    from razz_desktop.ai.bots import ExpertBot

log = logging.getLogger(__name__)


class FinishedHand(Protocol):
    """A hand's end as the game controller reports it (``GameController.HandResult``)."""

    @property
    def view(self) -> SeatView: ...

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
    review_opened = Signal(object)  # HandReview a window asked to see (show_review_of)
    summary_changed = Signal(object)  # SessionSummary
    enabled_changed = Signal(bool)
    auto_hints_changed = Signal(bool)
    _done = Signal(object)  # (key, Hint | None, error | None): pool thread -> GUI thread
    _loaded = Signal()  # the worker has imported (and warmed up) the coach's computing half

    def __init__(self, parent: QObject | None = None, *, expert: ExpertBot | None = None,
                 seed: int | None = None, trials: int | None = None, enabled: bool = True,
                 auto_hints: bool = True, warm: bool = True) -> None:
        """``trials``: deals per hint (default ``coach.hints.HINT_TRIALS``); ``warm``: also
        compute one throw-away hint on the worker so the first real one is fast."""
        super().__init__(parent)
        self._expert = None if expert is None else self._as_expert(expert)
        self._seed = seed
        self._trials = trials
        self._enabled = enabled
        self._auto = auto_hints
        # One thread: hints are a few milliseconds each, and a second thread
        # would only compete with the computer players for the two cores.
        self._jobs = JobRunner("coach", self)
        self._done.connect(self._on_done, Qt.ConnectionType.QueuedConnection)
        self._loaded.connect(self._on_loaded, Qt.ConnectionType.QueuedConnection)
        self._ready = False  # the computing half is imported: hints may be submitted
        self._before_ready: list[Callable[[], None]] = []  # what waits for that, in order
        self._built_expert: ExpertBot | None = None  # made by the loading job on the worker
        self._current: Key | None = None
        self._requested = False
        self._hand_id: int | None = None
        self._hints: dict[Key, Hint] = {}
        self._pending: set[Key] = set()
        self._finished: SeatView | None = None  # waiting for pending hints before review
        self._on_screen: SeatView | None = None  # the human's latest view of the table
        self._session = SessionReview()
        self._practice_reviews: dict[int, HandReview] = {}  # hands played again (Play from here), outside the summary
        self._closed = False
        loaded = self._loaded

        make_expert = self._expert is None

        def load() -> None:
            try:
                self._built_expert = self._load(warm, seed if make_expert else None, make_expert)
            except Exception:  # the GUI thread builds the Expert itself, and says what fails
                log.exception("the coach could not load its computing half")
            finally:
                loaded.emit()

        self._jobs.submit(load)

    # ------------------------------------------------------------------ options

    def enabled(self) -> bool:
        return self._enabled

    @Slot(bool)
    def set_enabled(self, on: bool) -> None:
        """Practice mode on or off. Off: no hints, nothing recorded.

        Switched on during the human's turn, it coaches the decision on screen.
        """
        if on == self._enabled:
            return
        self._enabled = on
        if not on:
            self._current = None
            self.hint_cleared.emit()
        self.enabled_changed.emit(on)
        if on and self._on_screen is not None:
            self.on_human_to_act(self._on_screen)

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
        """The Expert the coach grades with (built by the loading job on the worker).

        Asked for before that job is done (tests, a caller that cannot wait),
        it waits for the job and runs what was waiting for it first, so the
        Expert returned has learned everything it was shown.
        """
        if not self._ready:
            self._jobs.wait_idle(30_000)
            self._on_loaded()
        if self._expert is None:
            from razz_desktop.ai.bots import make_bot

            self._expert = self._as_expert(make_bot("expert", seed=self._seed))
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
        return self._practice_reviews.get(hand_id)

    def has_review(self, hand_id: int) -> bool:
        """Whether hand ``hand_id`` was reviewed (the Last Hand window's Review button)."""
        return self.review_for(hand_id) is not None

    def summary(self) -> SessionSummary:
        return self._session.summary()

    # ------------------------------------------------------------------ table events

    @Slot(object)
    def on_human_to_act(self, view: SeatView) -> None:
        """The human's turn started: queue its hint (returns at once)."""
        self._on_screen = view
        if not self._enabled or self._closed or view.viewer is None or not view.legal:
            return
        if set(view.legal_types()) <= {ActionType.SHOW, ActionType.MUCK}:
            return
        key: Key = (view.hand_id, view.viewer, decision_index(view))
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
    def on_view_on_screen(self, view: SeatView | None) -> None:
        """The table as it is now, e.g. when the coach is attached mid-hand.

        If it asks the human for a decision and practice mode is on, that
        decision is coached, exactly as if the turn had just started.
        """
        if view is None:
            return
        self.on_table_changed(view)
        if view.legal:
            self.on_human_to_act(view)

    @Slot(object)
    def on_table_changed(self, view: SeatView) -> None:
        """Any new snapshot: once the human has acted, the shown hint is stale."""
        self._on_screen = view
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

    @Slot(int)
    def show_review_of(self, hand_id: int) -> None:
        """A window asked for hand ``hand_id``'s review: ``review_opened`` brings it, if there is one."""
        review = self.review_for(hand_id)
        if review is not None:
            self.review_opened.emit(review)

    @Slot(object)
    def on_hand_finished(self, result: SeatView | FinishedHand) -> None:
        """The hand ended: learn from it and grade the human's decisions.

        ``result`` is the human's ``SeatView`` of the finished hand, or what
        the game controller reports (``HandResult``, which carries that view).
        """
        view = result if isinstance(result, SeatView) else result.view
        if not isinstance(view, SeatView) or not view.finished:
            raise TypeError("on_hand_finished needs the human's view of a finished hand")
        self._on_screen = None
        if self._current is not None:
            self._current = None
            self.hint_cleared.emit()
        # Hints still waiting for the worker's imports were queued first: they
        # snapshot the Expert before it learns this hand (a hint never knows the future).
        self._when_ready(lambda: self._learn_from(view))

    def _learn_from(self, view: SeatView) -> None:
        """The Expert learns from the finished hand, and the hand is graded (once the coach is loaded)."""
        self.expert.observe(view)
        if view.hand_id != self._hand_id:
            if not self._enabled:
                return
            self._start_hand(view.hand_id)  # the hand ended before the human's first turn
        self._finished = view
        self._maybe_review()

    @Slot(int)
    def forget_seat(self, seat: int) -> None:
        """A new player took ``seat``: the grading Expert must not judge them by the last one."""
        self._when_ready(lambda: self.expert.forget(seat))

    @Slot()
    def reset_session(self) -> None:
        """A new session: forget the summary, the hints and what the Expert learned of the players.

        The table's side is forgotten at once; only the Expert's forgetting waits
        for the computing half. Queuing all of it let a session started while
        the coach loaded wipe the first turn of its own first hand, which
        ``on_human_to_act`` had already registered: that hint was then dropped
        as belonging to an abandoned hand.
        """
        self._when_ready(lambda: self.expert.forget())
        self._reset_session()

    def _reset_session(self) -> None:
        self._session.clear()
        self._practice_reviews.clear()
        self._hints.clear()
        self._hand_id = None
        self._finished = None
        self._on_screen = None
        if self._current is not None:
            self._current = None
            self.hint_cleared.emit()
        self.summary_changed.emit(self._session.summary())

    @Slot()
    def shutdown(self) -> None:
        """Stop accepting work and wait for the running hint (at most milliseconds)."""
        self._closed = True
        self._before_ready.clear()
        self._jobs.shutdown(2000)

    # ------------------------------------------------------------------ internals

    @staticmethod
    def _as_expert(bot: object) -> ExpertBot:
        from razz_desktop.ai.bots import ExpertBot

        if not isinstance(bot, ExpertBot):
            raise TypeError("the coach needs an ExpertBot to grade against")
        return bot

    @staticmethod
    def _load(warm: bool, seed: int | None, make_expert: bool) -> ExpertBot | None:
        """On the worker: import the computing half (numpy, the value model), warm it up, build the Expert.

        Runs first on the coach's thread, so every hint job comes after it.
        """
        from razz_desktop.ai import bots
        from razz_desktop.coach import expert, hints  # noqa: F401

        if warm:
            # The first equity call builds lookup tables (about 0.15 s): pay it
            # now, on the worker, not at the human's first decision.
            hints.warm_up()
        if not make_expert:
            return None
        made = bots.make_bot("expert", seed=seed)
        return made if isinstance(made, bots.ExpertBot) else None

    @Slot()
    def _on_loaded(self) -> None:
        """The computing half is loaded: run, in order, what waited for it."""
        if self._ready:
            return  # already done by a caller that could not wait (``expert``)
        self._ready = True
        if self._expert is None and self._built_expert is not None:
            self._expert = self._built_expert
        self._built_expert = None
        while self._before_ready and not self._closed:
            self._before_ready.pop(0)()

    def _when_ready(self, fn: Callable[[], None]) -> None:
        """Run ``fn`` now if the computing half is loaded, else right after it is (in order)."""
        if self._ready:
            fn()
        elif not self._closed:
            self._before_ready.append(fn)

    def _start_hand(self, hand_id: int) -> None:
        """A new hand is coached: what belongs to earlier hands is dropped, queued work included.

        The coach keeps at most the current hand's work:
        a reply for an earlier hand is discarded on arrival (``_on_done``) and
        that hand's review is abandoned, so a hint still queued for it would
        only cost time and hold its table view and Expert snapshot (about
        15 KB each). When the table plays faster than the hints are computed
        (no thinking pauses, the human acting at once), those queued jobs
        grew without bound: 78 KB a hand over 400 hands (issue 38).
        """
        self._hand_id = hand_id
        self._hints = {k: h for k, h in self._hints.items() if k[0] == hand_id}
        self._pending = {k for k in self._pending if k[0] == hand_id}  # a waiting ``later`` sees its key gone
        if self._ready:  # before that, the runner holds only the loading job, which must run
            dropped = self._jobs.clear()
            if dropped:
                log.debug("dropped %d hints queued for earlier hands", dropped)
        self._finished = None

    def _submit(self, key: Key, view: SeatView) -> None:
        if not self._ready:
            self._pending.add(key)  # the review waits for it like for any pending hint

            def later() -> None:
                if key in self._pending:
                    self._pending.discard(key)
                    self._submit(key, view)

            self._before_ready.append(later)
            return
        # No seed and no model from here: a hint is seeded by its spot and valued on the
        # Expert's beliefs about strangers (coach.spot, coach.public), never by the hand,
        # the decision's number or what the practice Expert learned this session, so the
        # same spot is advised alike in every hand and from the command line (issue 35).
        trials = self._trials
        done = self._done

        def job() -> None:
            try:
                from razz_desktop.coach.hints import make_hint

                hint = make_hint(view) if trials is None else make_hint(view, trials=trials)
                done.emit((key, hint, None))
            except Exception as exc:  # a coach bug must not take the table down
                log.exception("hint failed for hand %s seat %s decision %s", *key)
                done.emit((key, None, f"{type(exc).__name__}: {exc}"))

        self._pending.add(key)
        self._jobs.submit(job)

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
        if view.hand_id > 0:
            self._session.add(review)
        else:  # a practice hand (Play from here: -1, -2, ...) stays out of the session's summary
            self._practice_reviews[view.hand_id] = review
            while len(self._practice_reviews) > REVIEWS_KEPT:
                del self._practice_reviews[next(iter(self._practice_reviews))]
        self.review_ready.emit(review)
        self.summary_changed.emit(self._session.summary())
