"""Attaching a feature in short steps, one per turn of the event loop, or all at once.

What the app attaches after the first paint (the History window and its
friends, then the Coach) is written as a generator of steps, each a few
milliseconds of the GUI thread, that yields ``None`` between steps and the
feature's parts last. :class:`SteppedAttach` runs such a generator one step
per turn of the event loop, so the table keeps animating in between (issue
10: no event-loop gap over 50 ms after the first paint), or finishes it at
once when something needs the feature now (:func:`run_all`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import TYPE_CHECKING, Generic, TypeVar

if TYPE_CHECKING:
    from PySide6.QtCore import QObject, SignalInstance

T = TypeVar("T")

STEP_GAP_MS = 5
"""Between two steps. Not 0: Qt 6 runs a zero-delay single shot as a posted call, and a chain
of them runs back to back in one turn of the event loop, ahead of the table's due timers
(a frame of an animation, a bot's move); a real timer a few ms later lets those go first."""


def run_all(steps: Iterator[T | None]) -> T:
    """Every step at once; returns the parts the last step yields."""
    for parts in steps:
        if parts is not None:
            return parts
    raise AssertionError("the steps ended without their parts")


class SteppedAttach(Generic[T]):
    """Runs a generator of steps one step per turn of the event loop, or the rest at once.

    ``on_done`` receives the parts once the last step has run (exactly once,
    whichever way the steps were finished).
    """

    def __init__(self, steps: Iterator[T | None], on_done: Callable[[T], None], timer_parent: QObject) -> None:
        self._steps: Iterator[T | None] | None = steps
        self._on_done = on_done
        self._timer_parent = timer_parent

    @property
    def under_way(self) -> bool:
        return self._steps is not None

    def next_step(self) -> None:
        """One step now; the next one :data:`STEP_GAP_MS` later, behind whatever the event loop has to do."""
        from PySide6.QtCore import QTimer

        if self._steps is None:
            return
        parts = next(self._steps, None)
        if parts is not None:
            self._done(parts)
            return
        QTimer.singleShot(STEP_GAP_MS, self._timer_parent, self.next_step)

    def finish(self) -> None:
        """Every remaining step at once (something needs the feature now)."""
        steps = self._steps
        if steps is None:
            return
        for parts in steps:
            if parts is not None:
                self._done(parts)
                return

    def _done(self, parts: T) -> None:
        self._steps = None
        self._on_done(parts)


class Deferred(Generic[T]):
    """A feature attached after the start: at once when something needs it, in steps when there is time.

    ``make_steps`` is called once, by whichever of :meth:`now` and
    :meth:`in_steps` comes first; ``on_done`` receives the parts exactly once.
    Until then, :meth:`when_asked` lets a request for the feature (a menu's
    signal) attach it at once and be asked again, so no click is lost.
    """

    def __init__(self, make_steps: Callable[[], Iterator[T | None]], on_done: Callable[[T], None],
                 timer_parent: QObject) -> None:
        self.parts: T | None = None
        self._make_steps = make_steps
        self._on_done = on_done
        self._timer_parent = timer_parent
        self._stepping: SteppedAttach[T] | None = None
        self._early: list[tuple[SignalInstance, Callable[..., None]]] = []
        self._then: list[Callable[[], None]] = []

    def now(self) -> T:
        """The parts, attaching them (or finishing the steps under way) if need be."""
        if self.parts is None:
            self._started().finish()
        assert self.parts is not None
        return self.parts

    def in_steps(self, then: Callable[[], None] | None = None) -> None:
        """Attach one short step per turn of the event loop (nothing if attached or under way).

        ``then`` runs once the parts are attached, however that comes about (at
        once if they already are): what is attached after this feature waits for it.
        """
        if then is not None:
            if self.parts is not None:
                then()
                return
            self._then.append(then)
        if self.parts is None and self._stepping is None:
            self._started().next_step()

    def when_asked(self, signals: Iterable[SignalInstance]) -> None:
        """Until the parts exist, a request on one of ``signals`` attaches them at once and is asked again."""
        from functools import partial

        for signal in signals:
            handler = partial(self._asked, signal)
            signal.connect(handler)
            self._early.append((signal, handler))

    def _asked(self, signal: SignalInstance, *args: object) -> None:
        self.now()  # connects the real receivers, and drops this stand-in
        signal.emit(*args)

    def _started(self) -> SteppedAttach[T]:
        if self._stepping is None:
            self._stepping = SteppedAttach(self._make_steps(), self._done, self._timer_parent)
        return self._stepping

    def _done(self, parts: T) -> None:
        self.parts = parts
        for signal, handler in self._early:
            signal.disconnect(handler)
        self._early.clear()
        self._on_done(parts)
        then, self._then = self._then, []
        for fn in then:
            fn()
