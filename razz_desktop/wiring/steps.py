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

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Generic, TypeVar

if TYPE_CHECKING:
    from PySide6.QtCore import QObject

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
