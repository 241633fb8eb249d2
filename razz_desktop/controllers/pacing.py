"""When the game controller's next step runs: after its delay, after the animations, not while paused.

The controller moves the game one step at a time (deal a hand, prompt the
human, ask a bot, deal the next hand), and a step must never run early: the
window reports how long its animations take (``hold_for``), a step can ask
for a delay of its own (the pause between hands), and a paused game keeps its
next step until it resumes. :class:`StepPacer` owns that bookkeeping: one
single-shot ``QTimer``, a monotonic clock and the step waiting to run. Nothing
here sleeps or touches the engine; it only decides *when* the controller's
own function is called, on the GUI thread.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Slot


class StepPacer(QObject):
    """Runs one pending step after its delay and any running animation; keeps it while paused.

    ``paused`` is asked when the timer fires: while it answers True the step
    stays :attr:`pending`, and :meth:`resume` runs it once play goes on.
    """

    def __init__(self, parent: QObject, paused: Callable[[], bool]) -> None:
        super().__init__(parent)
        self._paused = paused
        self._clock = QElapsedTimer()
        self._clock.start()
        self._hold_until = 0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._run)
        self.pending: Callable[[], None] | None = None
        """The step waiting to run, if any."""

    def hold_for(self, ms: int) -> None:
        """The table is animating for ``ms``: the next step waits until it is done."""
        if ms > 0:
            self._hold_until = max(self._hold_until, self._clock.elapsed() + int(ms))

    def held_ms(self) -> int:
        """How long the running animations still take (0: none)."""
        return max(0, self._hold_until - self._clock.elapsed())

    def schedule(self, fn: Callable[[], None], delay_ms: int) -> None:
        """Run ``fn`` after ``delay_ms`` and any running animation; one step at a time."""
        self.pending = fn
        self._timer.start(max(int(delay_ms), self.held_ms()))

    def cancel(self) -> None:
        """Forget the pending step."""
        self._timer.stop()
        self.pending = None

    def resume(self) -> None:
        """Play goes on after a pause: run the step that was kept, if its timer is not running."""
        if self.pending is not None and not self._timer.isActive():
            self.schedule(self.pending, 0)

    @Slot()
    def _run(self) -> None:
        fn = self.pending
        if fn is None:
            return
        if self._paused():
            return  # kept in pending; resume schedules it again
        remaining = self.held_ms()
        if remaining > 0:
            self._timer.start(remaining)
            return
        self.pending = None
        fn()
