"""Computer players think on a worker thread; answers come back as signals.

A strong bot can take a noticeable fraction of a second (equity by
enumeration or simulation), and the GUI thread must keep painting and
answering clicks meanwhile. So every decision runs as a job on the worker's
own thread (:class:`~.jobs.JobRunner`) and its answer is delivered to the GUI thread by a queued signal. The request
carries the hand id and a ticket number; the controller drops an answer whose
hand has finished or whose ticket is not the one it waits for, so a slow
answer from an abandoned hand can never act in the next one.

One thread is enough and keeps things simple: only one seat is ever to act,
and running bots one at a time means a policy object is never used by two
threads at once (a bot's ``observe`` after a hand, and its ``forget`` when a
different player takes a seat, run on the same queue, in the order asked).
When a session is abandoned while a bot still thinks, the controller retires
this worker (its answer still arrives, and is dropped as stale) and starts a
fresh one, so the new session never queues behind the old one's bot.
"""

from __future__ import annotations

import logging
import random
import threading
import time
from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QObject, Qt, Signal, Slot

from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.frozen_record import frozen_record
from razz_desktop.engine.views import SeatView

from .jobs import JobRunner

log = logging.getLogger(__name__)


class Decider(Protocol):
    """What the worker needs of a computer player (ai.policy.Policy has more)."""

    def decide(self, view: SeatView, rng: random.Random) -> ActionType: ...


@frozen_record
class DecisionRequest:
    hand_id: int
    seat: int
    ticket: int
    view: SeatView


@frozen_record
class DecisionReply:
    request: DecisionRequest
    action: ActionType | None  # None: the policy failed (see error)
    error: str | None
    seconds: float


class LazyPolicy:
    """A computer player whose policy is built on first use, on the worker thread.

    Building the real opponents imports the AI package (numpy, lookup tables):
    a few hundred milliseconds the window should neither wait for at start-up
    nor spend on the GUI thread. If building fails (an unknown level, a broken
    AI package), the player falls back to the simple built-in policy rather
    than stalling the table.
    """

    def __init__(self, make: Callable[[], Decider], label: str) -> None:
        self._make = make
        self.name = label
        self._policy: Decider | None = None
        self._lock = threading.Lock()
        self._forget_on_build: list[int | None] = []

    @property
    def policy(self) -> Decider:
        with self._lock:
            if self._policy is None:
                try:
                    self._policy = self._make()
                except Exception:
                    log.exception("could not create the computer player %r; using the simple policy", self.name)
                    from .fallback_policy import FallbackPolicy

                    self._policy = FallbackPolicy()
                pending, self._forget_on_build = self._forget_on_build, []
                for seat in pending:
                    _forget(self._policy, seat)
            return self._policy

    def decide(self, view: SeatView, rng: random.Random) -> ActionType:
        return ActionType(self.policy.decide(view, rng))

    def observe(self, view: SeatView) -> None:
        observe = getattr(self.policy, "observe", None)
        if observe is not None:
            observe(view)

    def forget(self, seat: int | None = None) -> None:
        """A different player sits in ``seat`` (None: at every seat): drop what was learned.

        A policy not built yet has learned nothing, so it is not built for
        this; the forgetting is applied when it is, in case the factory hands
        back a bot that has already played (a shared or cached one).
        """
        with self._lock:
            policy = self._policy
            if policy is None:
                self._forget_on_build.append(seat)
                return
        _forget(policy, seat)


def _forget(policy: object, seat: int | None) -> None:
    """Call the policy's ``forget`` if it has one (``forget()`` means every seat)."""
    forget = getattr(policy, "forget", None)
    if forget is None:
        return
    if seat is None:
        forget()
    else:
        forget(seat)


class AiWorker(QObject):
    """Runs policy calls off the GUI thread; ``decided`` fires on the GUI thread."""

    decided = Signal(object)  # DecisionReply
    _done = Signal(object)  # emitted from the pool thread, queued to this object's thread

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._jobs = JobRunner("ai-worker", self)
        self._done.connect(self._deliver, Qt.ConnectionType.QueuedConnection)
        self._closed = False
        self._retired = False

    @property
    def busy(self) -> bool:
        return self._jobs.busy

    @property
    def queued_jobs(self) -> int:
        """Jobs waiting on the worker thread (the memory tests count these)."""
        return self._jobs.queued

    def retire(self) -> None:
        """Take no more work and drop queued tasks; a running decision still reports back."""
        self._retired = True
        self._jobs.clear()

    def request(self, request: DecisionRequest, policy: Decider, rng: random.Random) -> None:
        """Ask ``policy`` (a Policy: ``decide(view, rng)``) for a decision, asynchronously."""
        if self._closed or self._retired:
            return

        def job() -> None:
            started = time.perf_counter()
            try:
                action = policy.decide(request.view, rng)
                reply = DecisionReply(request, ActionType(action), None, time.perf_counter() - started)
            except Exception as exc:  # a bot bug must not stall the table
                log.exception("computer player in seat %s failed to decide", request.seat)
                reply = DecisionReply(request, None, f"{type(exc).__name__}: {exc}", time.perf_counter() - started)
            if not self._closed:
                self._done.emit(reply)

        self._jobs.submit(job)

    def observe(self, policy: object, view: SeatView) -> None:
        """Show a bot the finished hand from its seat (opponent modelling), off the GUI thread."""
        observe = getattr(policy, "observe", None)
        if observe is None or self._closed or self._retired:
            return

        def job() -> None:
            try:
                observe(view)
            except Exception:
                log.exception("computer player failed to observe hand %s", view.hand_id)

        self._jobs.submit(job)

    def forget(self, policy: object, seat: int | None = None) -> None:
        """Tell a bot that a different player took ``seat`` (None: every seat), off the GUI thread.

        Queued behind the decisions and observations already asked for, so a
        bot first learns from the hand the old player finished, then forgets him.
        """
        if getattr(policy, "forget", None) is None or self._closed or self._retired:
            return

        def job() -> None:
            try:
                _forget(policy, seat)
            except Exception:
                log.exception("computer player failed to forget seat %s", seat)

        self._jobs.submit(job)

    @Slot(object)
    def _deliver(self, reply: DecisionReply) -> None:
        if not self._closed:
            self.decided.emit(reply)

    def shutdown(self, wait_ms: int = 3000) -> bool:
        """Stop taking work, drop queued tasks and wait for a running one to end."""
        self._closed = True
        return self._jobs.shutdown(wait_ms)
