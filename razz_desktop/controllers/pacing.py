"""When the game controller's next step runs: after its delay, once the table has settled, not while paused.

The controller moves the game one step at a time (deal a hand, prompt the
human, ask a bot, deal the next hand), and a step must never run early. A
step can ask for a delay of its own (the pause between hands); a paused game
keeps its next step until it resumes; and when a window shows the table, the
controller tells the pacer that a change is on its way to the screen
(:meth:`StepPacer.expect_settle`) and the window answers "table settled"
once its animations are over (:meth:`StepPacer.settled`). The window never
says how long it will take, and nothing depends on the order in which Qt
delivers the two signals: a step simply waits until the table is settled.
A window that never answers (minimised, or closed mid-animation) costs at
most :data:`SETTLE_TIMEOUT_MS`.

:class:`StepPacer` owns that bookkeeping: one single-shot ``QTimer``, the
settle state and the step waiting to run. Nothing here sleeps or touches the
engine; it only decides *when* the controller's own function is called, on
the GUI thread. The speed tables (thinking pauses and the pause between
hands at each animation speed) are here too: they are pacing, not wiring.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Slot

SETTLE_TIMEOUT_MS = 4000
"""The longest a step waits for a window's "table settled" (the longest animation is about 2 s)."""

THINKING_BY_SPEED: dict[str, tuple[int, int]] = {
    "off": (250, 600),
    "fast": (300, 750),
    "normal": (550, 1300),
    "slow": (900, 2000),
}
"""Thinking pauses (ms) for computer players at each animation speed: a fast
table also plays faster, and with animations off it still leaves a moment to
read what happened."""

NEXT_HAND_DELAY_BY_SPEED: dict[str, int] = {"off": 2500, "fast": 2500, "normal": 3500, "slow": 5000}
"""The pause (ms) between two hands at each animation speed."""


def thinking_ms(speed: str) -> tuple[int, int]:
    """The thinking pause range for an animation speed key (unknown keys: normal)."""
    return THINKING_BY_SPEED.get(speed, THINKING_BY_SPEED["normal"])


def next_hand_delay_ms(speed: str) -> int:
    """The pause between hands for an animation speed key (unknown keys: normal)."""
    return NEXT_HAND_DELAY_BY_SPEED.get(speed, NEXT_HAND_DELAY_BY_SPEED["normal"])


class StepPacer(QObject):
    """Runs one pending step after its delay and once the table is settled; keeps it while paused.

    ``paused`` is asked when the timer fires: while it answers True the step
    stays :attr:`pending`, and :meth:`resume` runs it once play goes on.
    """

    def __init__(self, parent: QObject, paused: Callable[[], bool]) -> None:
        super().__init__(parent)
        self._paused = paused
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._run)
        self._settle_timeout = QTimer(self)
        self._settle_timeout.setSingleShot(True)
        self._settle_timeout.timeout.connect(self.settled)
        self._unsettled = False
        self._at_once = False  # the pending step asked for no delay: only the settle holds it
        self.pending: Callable[[], None] | None = None
        """The step waiting to run, if any."""

    @property
    def is_settled(self) -> bool:
        """No change is on its way to the screen."""
        return not self._unsettled

    def expect_settle(self) -> None:
        """A change is going to the window: steps wait for :meth:`settled` (or the timeout)."""
        self._unsettled = True
        self._settle_timeout.start(SETTLE_TIMEOUT_MS)

    @Slot()
    def settled(self) -> None:
        """The window's animations are over: a step that was waiting runs now."""
        self._settle_timeout.stop()
        if not self._unsettled:
            return
        self._unsettled = False
        if self.pending is not None and (self._at_once or not self._timer.isActive()):
            # A step without a delay of its own runs now, not at one more turn of the event loop
            # (the settle already came from the loop: nobody is inside their own emit here).
            self._timer.stop()
            self._run()

    def forget_settle(self) -> None:
        """Stop waiting for the window (the game hurries to the end of a hand)."""
        self._settle_timeout.stop()
        self._unsettled = False

    def schedule(self, fn: Callable[[], None], delay_ms: int) -> None:
        """Run ``fn`` after ``delay_ms`` and once the table is settled; one step at a time."""
        self.pending = fn
        delay = max(0, int(delay_ms))
        self._at_once = delay == 0
        self._timer.start(delay)

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
        if fn is None or self._paused() or self._unsettled:
            return  # kept in pending: resume() or settled() runs it
        self.pending = None
        fn()
