"""The table's animator: plays what changed between two snapshots, and says when it is done.

The scene decides *what* changed (which cards are new, which turned over,
which bets went into the pot, who won what) and hands the animator a
:class:`TablePlan`; the animator decides *how* that looks on screen (chips
slide to the pot, cards fly from the deck one after another, shown hands
flip, the pot slides to its winners) and owns every running
``QAbstractAnimation``. Keeping the two apart means the layout code never
waits for, or knows about, a running animation (DESIGN.md: "animations are
driven by an animator object, not by the scene's layout code").

"Table settled" is the animator's contract with the rest of the app:
:attr:`TableAnimator.settled` is emitted after every :meth:`play`, once the
animations it started have finished. It always arrives through the event
loop (a zero-interval single-shot timer), never inside ``play`` itself, so a
receiver that reacts to ``table_changed`` by drawing and then waits for
``settled`` is never re-entered inside its own emit. With animations off it
arrives on the next turn of the event loop. A plan that supersedes a running
one jumps the old one to its end first; the two then share one ``settled``
(the table is settled only when the newest view is fully drawn).

The turn glow on the seat to act pulses a few times and then stays lit
(:data:`GLOW_PULSES`): an animation that loops forever keeps the GUI thread
repainting while the app waits for the human, which costs about a tenth of
a core for nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QElapsedTimer,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    Qt,
    QTimer,
    QVariantAnimation,
    Signal,
    Slot,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from .items import CardItem, ChipItem

_STOPPED = QAbstractAnimation.State.Stopped

# Base durations in milliseconds at "normal" speed (factor 1).
DEAL_MS = 260
DEAL_STAGGER_MS = 55
CHIPS_MS = 360
FLIP_MS = 340
AWARD_PAUSE_MS = 250
AWARD_MS = 620
ROTATE_MS = 520
GLOW_PERIOD_MS = 1100
GLOW_PULSES = 3
"""How often the nameplate of the seat to act pulses before it stays lit."""
FRAME_MS = 50
"""One frame of the table's own animation clock (20 frames a second).

Qt's animation timer steps every animation at the display's 60 Hz, and every
step repaints part of the table: about a millisecond of GUI-thread CPU a frame
here (the step, the scene's dirty regions, the view's paint, the window's
flush), and a hand at normal speed holds some 4 s of dealing, chips and
flips. The animator drives its animations from one timer of its own instead
(``setCurrentTime`` on paused animations) at a third of that rate: cards
flying for a quarter of a second get five frames along an eased path, which
reads as a flight, and a hand costs about 80 frames instead of 240 (120 at
the 30 frames a second this clock first ran at). The durations, and so the
animation speed settings, are unchanged: a frame is skipped, never time."""
GLOW_FRAME_MS = 100
"""The glow is stepped less often: a slow, soft pulse needs about ten steps a
second, and it runs while every computer player thinks."""


@dataclass(slots=True)
class Deal:
    """A newly dealt card: it flies from ``start`` (the deck) to where it lies, ``end``."""

    item: CardItem
    start: QPointF
    end: QPointF


@dataclass(slots=True)
class TablePlan:
    """What changed on the table, in the order it is played.

    Positions are in the coordinates of ``parent``, the item that turns with
    the table (chips in flight become its children). ``before_award`` runs
    when the pot leaves the middle (or at once when nothing animates);
    ``done`` runs when everything has been played (or at once).
    """

    parent: QGraphicsItem
    pot_at: QPointF
    to_pot: list[tuple[QPointF, int]] = field(default_factory=list)
    deals: list[Deal] = field(default_factory=list)
    reveals: list[CardItem] = field(default_factory=list)
    awards: list[tuple[QPointF, int]] = field(default_factory=list)
    before_award: Callable[[], None] | None = None
    done: Callable[[], None] | None = None

    @property
    def empty(self) -> bool:
        return not (self.to_pot or self.deals or self.reveals or self.awards)


def _move(item: QGraphicsObject, start: QPointF, end: QPointF, ms: float, prop: bytes = b"pos") -> QPropertyAnimation:
    anim = QPropertyAnimation(item, prop)
    anim.setStartValue(start)
    anim.setEndValue(end)
    anim.setDuration(max(1, int(ms)))
    anim.setEasingCurve(QEasingCurve.Type.OutCubic)
    return anim


class TableAnimator(QObject):
    """Plays :class:`TablePlan` s, the turn glow and the table's rotation."""

    settled = Signal()
    """The animations of the last :meth:`play` have finished (always emitted from the event loop)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._speed = 1.0
        self._running: QSequentialAnimationGroup | None = None
        self._plan: TablePlan | None = None
        self._transient: list[QGraphicsItem] = []
        # Finished animations are kept until the next one starts and released
        # outside their own signals, so nothing is deleted while Qt still uses it.
        self._spent: list[QAbstractAnimation] = []
        self._glow: QPropertyAnimation | None = None
        self._turn: QVariantAnimation | None = None
        self._turn_value: Callable[[float], None] | None = None
        # The animation clock: every running animation is paused (so Qt's own
        # 60 Hz timer leaves it alone) and stepped from _tick.
        self._clock = QElapsedTimer()
        self._clock.start()
        self._driven: dict[QAbstractAnimation, tuple[int, int]] = {}  # animation -> (when it started, its length)
        self._stepped: dict[QAbstractAnimation, tuple[int, int]] = {}  # -> (step ms, last step)
        self._frame = QTimer(self)
        self._frame.setTimerType(Qt.TimerType.PreciseTimer)
        self._frame.setInterval(FRAME_MS)
        self._interval = FRAME_MS
        self._frame.timeout.connect(self._tick)
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(0)
        self._settle.timeout.connect(self.settled)

    # -- options -------------------------------------------------------------

    @property
    def speed(self) -> float:
        """Duration factor: 0 = animations off, 1 = normal, < 1 faster, > 1 slower."""
        return self._speed

    def set_speed(self, factor: float) -> None:
        self._speed = max(0.0, float(factor))
        if self._speed == 0:
            self.finish()
            self.stop_glow()

    @property
    def animating(self) -> bool:
        """Whether the animations of a :meth:`play` are still running (the glow does not count)."""
        return self._running is not None

    @property
    def remaining_ms(self) -> int:
        """How long the running animations still take, in ms (0: none)."""
        running = self._running
        if running is None:
            return 0
        return max(0, running.totalDuration() - running.currentTime())

    @property
    def settle_pending(self) -> bool:
        """Whether a ``settled`` emission is due (the animations ended; the event loop has not run yet)."""
        return self._settle.isActive()

    # -- the clock ---------------------------------------------------------------

    @property
    def tick_interval_ms(self) -> int | None:
        """How often the animator's clock ticks now; None when it is stopped (nothing runs)."""
        return self._frame.interval() if self._frame.isActive() else None

    def _drive(self, anim: QAbstractAnimation, step_ms: int = 0) -> None:
        """Run ``anim`` on the animator's clock instead of Qt's 60 Hz timer,
        at most one step every ``step_ms`` (0: every frame)."""
        anim.start()
        anim.pause()  # a paused property animation still writes its property on setCurrentTime
        now = self._clock.elapsed()
        # Its length is read once: a plan, the glow and a turn never change theirs while they run.
        self._driven[anim] = (now, anim.totalDuration())
        if step_ms > 0:
            self._stepped[anim] = (step_ms, now)
        self._retime()

    def _retime(self) -> None:
        """Tick as often as the most eager animation needs; stop when nothing runs."""
        if not self._driven:
            self._frame.stop()
            return
        interval = min((step[0] for step in self._stepped.values()), default=FRAME_MS)
        if len(self._stepped) < len(self._driven):
            interval = min(interval, FRAME_MS)  # something steps every frame
        if interval != self._interval:
            self._interval = interval
            self._frame.setInterval(interval)
        if not self._frame.isActive():
            self._frame.start()

    @Slot()
    def _tick(self) -> None:
        # Called 20 times a second while anything moves: one step per animation (its end
        # is known from the clock and its length, not asked of Qt at every frame).
        now = self._clock.elapsed()
        driven, stepped = self._driven, self._stepped
        ended_any = False
        for anim, (started, total) in list(driven.items()):
            if anim not in driven:
                continue  # stopped by an earlier one's finished signal
            if anim.state() == _STOPPED:  # stopped elsewhere (or jumped to its end)
                driven.pop(anim, None)
                stepped.pop(anim, None)
                ended_any = True
                continue
            elapsed = now - started
            ended = 0 <= total <= elapsed
            if ended:
                elapsed = total
            step = stepped.get(anim)
            if step is not None:
                if not ended and now - step[1] < step[0]:
                    continue
                stepped[anim] = (step[0], now)
            anim.setCurrentTime(elapsed)  # at the end Qt stops it and emits finished
            if ended:
                driven.pop(anim, None)
                stepped.pop(anim, None)
                ended_any = True
        if ended_any or not driven:
            self._retime()

    # -- playing a plan --------------------------------------------------------

    def play(self, plan: TablePlan) -> None:
        """Play ``plan`` (at once when animations are off); ``settled`` follows when it is done."""
        self.finish()
        self._settle.stop()  # a settled still due now belongs to this newer view
        if self._speed == 0 or plan.empty:
            self.apply_now(plan)
            self._settle.start()
            return
        self._spent.clear()
        self._plan = plan
        sequence = self._build(plan, self._speed)
        sequence.finished.connect(self._on_finished)
        self._running = sequence
        self._drive(sequence)

    def apply_now(self, plan: TablePlan) -> None:
        """Put every item of ``plan`` where its animation would end, without animating or settling."""
        for deal in plan.deals:
            deal.item.setPos(deal.end)
        for item in plan.reveals:
            item.setProperty("flip", 1.0)
        if plan.before_award is not None:
            plan.before_award()
        if plan.done is not None:
            plan.done()

    def finish(self) -> None:
        """Jump a running plan to its end so the next view starts from a settled table."""
        running = self._running
        if running is None:
            return
        self._driven.pop(running, None)
        running.setCurrentTime(running.totalDuration())  # ends it: _on_finished runs
        running.stop()
        if self._running is running:
            self._on_finished()
        self._retime()

    def _build(self, plan: TablePlan, speed: float) -> QSequentialAnimationGroup:
        sequence = QSequentialAnimationGroup()
        if plan.to_pot:
            group = QParallelAnimationGroup()
            for start, amount in plan.to_pot:
                chip = self._chip(plan, amount, start)
                group.addAnimation(_move(chip, start, plan.pot_at, CHIPS_MS * speed))
            sequence.addAnimation(group)
        if plan.deals:
            group = QParallelAnimationGroup()
            for k, deal in enumerate(plan.deals):
                deal.item.setPos(deal.start)  # waits at the deck
                step = QSequentialAnimationGroup()
                if k:
                    step.addPause(int(k * DEAL_STAGGER_MS * speed))
                # On the item's own ``pos``: Qt moves the card without calling into Python.
                step.addAnimation(_move(deal.item, deal.start, deal.end, DEAL_MS * speed))
                group.addAnimation(step)
            sequence.addAnimation(group)
        if plan.reveals:
            group = QParallelAnimationGroup()
            for item in plan.reveals:
                item.setProperty("flip", 0.0)
                anim = QPropertyAnimation(item, b"flip")
                anim.setStartValue(0.0)
                anim.setEndValue(1.0)
                anim.setDuration(max(1, int(FLIP_MS * speed)))
                group.addAnimation(anim)
            sequence.addAnimation(group)
        if plan.awards:
            sequence.addPause(int(AWARD_PAUSE_MS * speed))
            group = QParallelAnimationGroup()
            for target, amount in plan.awards:
                chip = self._chip(plan, amount, plan.pot_at)
                group.addAnimation(_move(chip, plan.pot_at, target, AWARD_MS * speed))
            group.stateChanged.connect(self._on_award_state)
            sequence.addAnimation(group)
        return sequence

    def _chip(self, plan: TablePlan, amount: int, at: QPointF) -> ChipItem:
        chip = ChipItem(amount, plan.parent)
        chip.setZValue(20)
        chip.setPos(at)
        self._transient.append(chip)
        return chip

    @Slot(QAbstractAnimation.State, QAbstractAnimation.State)
    def _on_award_state(self, new: QAbstractAnimation.State, _old: QAbstractAnimation.State) -> None:
        plan = self._plan
        if new == QAbstractAnimation.State.Running and plan is not None and plan.before_award is not None:
            plan.before_award()  # the chips have left the middle

    @Slot()
    def _on_finished(self) -> None:
        running, plan = self._running, self._plan
        if running is not None:
            self._spent.append(running)
        self._running = None
        self._plan = None
        for item in self._transient:
            scene = item.scene()
            if scene is not None:
                scene.removeItem(item)
        self._transient.clear()
        if plan is not None:
            for deal in plan.deals:
                deal.item.land(deal.end)  # exactly where the layout put it
            if plan.before_award is not None:
                plan.before_award()
            if plan.done is not None:
                plan.done()
        self._settle.start()

    # -- the turn glow -----------------------------------------------------------

    def pulse(self, target: QObject | None) -> None:
        """Pulse ``target``'s ``glow`` property a few times; it then stays at full strength.

        ``None`` (nobody to act) or animations off: no animation runs.
        """
        self.stop_glow()
        if target is None or self._speed == 0:
            return
        anim = QPropertyAnimation(target, b"glow")
        anim.setDuration(GLOW_PERIOD_MS)
        anim.setKeyValueAt(0.0, 1.0)
        anim.setKeyValueAt(0.5, 0.15)
        anim.setKeyValueAt(1.0, 1.0)
        anim.setLoopCount(GLOW_PULSES)
        self._glow = anim
        self._drive(anim, GLOW_FRAME_MS)

    def stop_glow(self) -> None:
        glow = self._glow
        self._glow = None
        if glow is not None:
            self._driven.pop(glow, None)
            self._stepped.pop(glow, None)
            glow.stop()
            self._retime()
            target = glow.targetObject()
            if target is not None:
                target.setProperty("glow", 1.0)

    @property
    def glow_animation(self) -> QPropertyAnimation | None:
        """The glow's animation, if one was started (tests read its state)."""
        return self._glow

    @property
    def glowing(self) -> bool:
        """Whether the glow is animating right now."""
        glow = self._glow
        return glow is not None and glow.state() != QAbstractAnimation.State.Stopped

    # -- turning the table ---------------------------------------------------------

    def turn(self, start: float, end: float, on_value: Callable[[float], None]) -> None:
        """Animate the table's rotation from ``start`` to ``end`` slots, calling ``on_value``
        with each step and with ``end`` last (at once when animations are off)."""
        self.stop_turn()
        if self._speed == 0 or abs(end - start) < 1e-6:
            on_value(end)
            return
        anim = QVariantAnimation()
        anim.setStartValue(float(start))
        anim.setEndValue(float(end))
        anim.setDuration(max(1, int(ROTATE_MS * self._speed)))
        anim.setEasingCurve(QEasingCurve.Type.InOutCubic)
        anim.valueChanged.connect(self._on_turn_value)
        anim.finished.connect(self._on_turn_done)
        self._turn = anim
        self._turn_value = on_value
        self._drive(anim)

    def stop_turn(self) -> None:
        """Stop a running rotation where it is (the caller sets the final value)."""
        turn = self._turn
        self._turn = None
        self._turn_value = None
        if turn is not None:
            self._driven.pop(turn, None)
            turn.stop()
            self._retime()

    @property
    def turning(self) -> bool:
        turn = self._turn
        return turn is not None and turn.state() != QAbstractAnimation.State.Stopped

    @Slot()
    def _on_turn_done(self) -> None:
        # The animation is kept (not released inside its own signal); the
        # next turn() or stop_turn() drops it.
        turn, on_value = self._turn, self._turn_value
        if turn is not None and on_value is not None:
            end = turn.endValue()
            if isinstance(end, (int, float)):
                on_value(float(end))

    @Slot(object)
    def _on_turn_value(self, value: object) -> None:
        if self._turn_value is not None and isinstance(value, (int, float)):
            self._turn_value(float(value))
