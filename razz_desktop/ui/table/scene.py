"""The table scene: arranges items from a SeatView snapshot and animates changes.

Data comes in one way only: ``show_view(view)`` with the human's SeatView
(and ``set_players`` for names). The scene compares the new snapshot with the
one it showed last and animates the difference: cards that appeared are dealt
from the middle, bets that went away slide into the pot, down cards a
showdown made public turn over, and pots slide to their winners. It never
calls the engine; intents (a click on a seat or on the felt) leave as
signals.

Everything that turns with the table (felt, seats, bets, the stud button, the
pot) is a child of one root item. Turning the table is a property of that
root: it moves every child along the oval through the same pure geometry,
so the button always stays at seat 8's place, and cards and text stay upright
because nothing is ever rotated.
"""

from __future__ import annotations

import math
from collections.abc import Mapping

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractAnimation,
    QCoreApplication,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    QVariantAnimation,
    Signal,
    Slot,
)
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
)

from razz_desktop.controllers.players import PlayerInfo, human_seat
from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.views import SeatView

from . import geometry
from .geometry import Rect, TableLayout
from .items import BetItem, ButtonItem, CardItem, CardStyle, ChipItem, FeltItem, PotItem, tr
from .metrics import COMMUNITY_CARD, HERO_BLOCK, MAX_ASPECT, MIN_ASPECT, OTHER_BLOCK, SCENE_HEIGHT
from .seat_item import CardChange, SeatDisplay, SeatItem

# Base durations in milliseconds at "normal" speed.
DEAL_MS = 260
DEAL_STAGGER_MS = 55
CHIPS_MS = 360
FLIP_MS = 340
AWARD_MS = 620
ROTATE_MS = 520

LAST_ACTION_TEXT = {
    ActionType.BRING_IN: QT_TRANSLATE_NOOP("Table", "Bring-in"),
    ActionType.COMPLETE: QT_TRANSLATE_NOOP("Table", "Complete"),
    ActionType.BET: QT_TRANSLATE_NOOP("Table", "Bet"),
    ActionType.RAISE: QT_TRANSLATE_NOOP("Table", "Raise"),
    ActionType.CALL: QT_TRANSLATE_NOOP("Table", "Call"),
    ActionType.CHECK: QT_TRANSLATE_NOOP("Table", "Check"),
    ActionType.SHOW: QT_TRANSLATE_NOOP("Table", "Show"),
    ActionType.MUCK: QT_TRANSLATE_NOOP("Table", "Muck"),
}


class TableRoot(QGraphicsObject):
    """Holds everything that turns with the table; paints nothing itself."""

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return QRectF()

    def paint(self, painter, option, widget=None) -> None:  # noqa: D102 - nothing to paint
        return


class TableScene(QGraphicsScene):
    seat_clicked = Signal(int)
    felt_clicked = Signal()
    bottom_lock_changed = Signal(bool)
    """The "always put me at the bottom" option changed (e.g. turned off by rotating)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.setBackgroundBrush(QColor("#0e1713"))
        self.style = CardStyle()
        self.root = TableRoot()
        self.addItem(self.root)
        self.felt = FeltItem(self.root)
        self.button = ButtonItem(self.root)
        self.button.setZValue(3)
        self.pot = PotItem(self.root)
        self.pot.setZValue(4)
        self.community: CardItem | None = None
        self.seats: dict[int, SeatItem] = {}
        self.bets: dict[int, BetItem] = {}
        self.players: dict[int, PlayerInfo] = {}
        self.view: SeatView | None = None
        self.layout: TableLayout | None = None
        self._speed = 1.0
        self._rotation = 0.0
        self._rotation_target = 0.0
        self._bottom_lock = True
        self._thinking: int | None = None
        self._aspect = 1.6
        self._running: QAbstractAnimation | None = None
        self._transient: list[QGraphicsItem] = []
        self._rotation_anim: QVariantAnimation | None = None
        self._glow: QPropertyAnimation | None = None
        self._spent: list[QAbstractAnimation] = []
        self._pots_after: list[int] = []
        self._apply_scene_rect()

    # -- options ---------------------------------------------------------

    @property
    def animation_speed(self) -> float:
        """Duration factor: 0 = animations off, 1 = normal, < 1 faster, > 1 slower."""
        return self._speed

    def set_animation_speed(self, factor: float) -> None:
        self._speed = max(0.0, float(factor))
        if self._speed == 0:
            self._finish_running()
        self._update_glow()

    def set_four_colour(self, on: bool) -> None:
        if self.style.four_colour != on:
            self.style.four_colour = on
            for item in self.all_card_items():
                item.update()

    @property
    def rotation(self) -> float:
        return self._rotation

    @property
    def bottom_lock(self) -> bool:
        return self._bottom_lock

    def set_bottom_lock(self, on: bool) -> None:
        """Always put the human at the bottom (rotation follows their seat)."""
        changed = on != self._bottom_lock
        self._bottom_lock = on
        if on:
            hero = self.hero_seat
            if hero is not None:
                self._turn_to(geometry.rotation_for_bottom(self._seat_numbers(), hero))
        if changed:
            self.bottom_lock_changed.emit(on)

    def rotate(self, steps: int) -> None:
        """Turn the table ``steps`` seats clockwise (negative: counter-clockwise).

        The user chose where to sit, so "always put me at the bottom" is
        switched off rather than silently undoing their choice.
        """
        if not self.seats:
            return
        if self._bottom_lock:
            self._bottom_lock = False
            self.bottom_lock_changed.emit(False)
        self._turn_to(self._rotation_target + steps)

    def _turn_to(self, target: float) -> None:
        n = len(self.seats)
        target = geometry.nearest_equivalent(target, self._rotation, n) if n else target
        self._rotation_target = target
        if self._rotation_anim is not None:
            self._rotation_anim.stop()
            self._rotation_anim = None
        if self._speed == 0 or abs(target - self._rotation) < 1e-6 or self.view is None and not self.seats:
            self._set_rotation(target)
            return
        # Animations are owned by Python references held here, never by a
        # parent: a finished one is released the next time a new one starts,
        # outside its own signals, so nothing is deleted while Qt still uses it.
        anim = QVariantAnimation()
        anim.setStartValue(float(self._rotation))
        anim.setEndValue(float(target))
        anim.setDuration(int(ROTATE_MS * self._speed))
        anim.setEasingCurve(QEasingCurve.Type.InOutCubic)
        anim.valueChanged.connect(self._on_rotation_value)
        anim.finished.connect(self._on_rotation_done)
        self._rotation_anim = anim
        anim.start()

    @Slot(object)
    def _on_rotation_value(self, value: object) -> None:
        self._set_rotation(float(value))  # type: ignore[arg-type]

    @Slot()
    def _on_rotation_done(self) -> None:
        self._set_rotation(self._rotation_target)

    def _set_rotation(self, value: float) -> None:
        self._rotation = value
        self._relayout()

    def finish_rotation(self) -> None:
        """Jump to the end of a running rotation (tests, screenshots)."""
        if self._rotation_anim is not None:
            self._rotation_anim.stop()
            self._rotation_anim = None
        self._set_rotation(self._rotation_target)

    # -- size ------------------------------------------------------------

    def set_aspect(self, aspect: float) -> None:
        """Follow the view's shape so a wide window gets a wide table."""
        aspect = min(max(aspect, MIN_ASPECT), MAX_ASPECT)
        if abs(aspect - self._aspect) > 1e-3:
            self._aspect = aspect
            self._apply_scene_rect()

    def _apply_scene_rect(self) -> None:
        self.setSceneRect(QRectF(0, 0, SCENE_HEIGHT * self._aspect, SCENE_HEIGHT))
        self._relayout()

    # -- players ---------------------------------------------------------

    @property
    def hero_seat(self) -> int | None:
        return human_seat(self.players)

    def _seat_numbers(self) -> list[int]:
        return sorted(self.seats)

    def set_players(self, players: Mapping[int, PlayerInfo]) -> None:
        """Seat the players: one SeatItem per seat, the human's larger."""
        self._finish_running()
        self.players = dict(players)
        hero = self.hero_seat
        for seat in list(self.seats):
            item = self.seats[seat]
            if seat not in self.players or item.hero != (seat == hero):
                item.clear_cards()
                self.removeItem(item)
                del self.seats[seat]
                bet = self.bets.pop(seat)
                self.removeItem(bet)
        for seat in sorted(self.players):
            if seat not in self.seats:
                self.seats[seat] = SeatItem(seat, seat == hero, self.style, self.root)
                bet = BetItem(self.root)
                bet.setZValue(6)
                bet.set_amount(0)
                self.bets[seat] = bet
        if self._bottom_lock and hero is not None:
            r = geometry.rotation_for_bottom(self._seat_numbers(), hero)
            self._rotation = self._rotation_target = r
        self._relayout()
        if self.view is not None:
            self._apply(self.view, animate=False)

    def _relayout(self) -> None:
        if not self.seats:
            self.layout = None
            return
        numbers = self._seat_numbers()
        blocks = {s: (HERO_BLOCK if self.seats[s].hero else OTHER_BLOCK) for s in numbers}
        r = self.sceneRect()
        layout = geometry.layout_table(numbers, Rect(r.x(), r.y(), r.width(), r.height()), blocks, self._rotation)
        self.layout = layout
        f = layout.felt
        self.felt.set_rect(QRectF(f.x, f.y, f.width, f.height))
        for place in layout.seats:
            seat = self.seats[place.seat]
            seat.set_flipped(math.sin(math.radians(place.angle)) < -0.3)
            seat.setPos(place.anchor.x, place.anchor.y)
            self.bets[place.seat].setPos(place.bet.x, place.bet.y)
        self.button.setPos(layout.button.x, layout.button.y)
        self.pot.setPos(layout.pot.x, layout.pot.y)
        if self.community is not None:
            self.community.setPos(layout.community.x - COMMUNITY_CARD.width / 2,
                                  layout.community.y - COMMUNITY_CARD.height / 2)

    # -- drawing a view -------------------------------------------------

    def set_thinking(self, seat: int | None) -> None:
        """Mark a computer player as thinking (their nameplate says so)."""
        if seat != self._thinking:
            self._thinking = seat
            if self.view is not None:
                self._apply(self.view, animate=False, keep_running=True)

    def show_view(self, view: SeatView) -> int:
        """Draw ``view``; return how long its animations take, in ms (0: none)."""
        animate = self._speed > 0
        self._finish_running()
        return self._apply(view, animate=animate)

    def _apply(self, view: SeatView, animate: bool, keep_running: bool = False) -> int:
        previous = self.view
        same_hand = previous is not None and previous.hand_id == view.hand_id
        self.view = view
        if view.to_act != self._thinking and self._thinking is not None and view.to_act is None:
            self._thinking = None
        self.felt.set_caption(QCoreApplication.translate("Table", "RAZZ  ·  {small}/{big}  ·  ante {ante}").format(
            small=f"{view.small_bet:,}", big=f"{view.big_bet:,}", ante=f"{view.ante:,}"))

        collect: list[tuple[QPointF, int]] = []
        if same_hand and previous is not None and not keep_running:
            for snap in previous.seats:
                if snap.bet > 0 and snap.seat in self.bets:
                    try:
                        now = view.seat(snap.seat).bet
                    except KeyError:
                        now = 0
                    if now < snap.bet:
                        collect.append((self.bets[snap.seat].pos(), snap.bet - now))

        shown = {h.seat: h for h in view.showdown}
        winnings = dict(view.winnings) if view.finished else {}
        winners_best: dict[int, frozenset] = {}
        if view.finished:
            for seat in winnings:
                if seat in shown:
                    winners_best[seat] = frozenset(shown[seat].best_five)

        changes: list[tuple[int, CardChange]] = []
        dealt = {s.seat: s for s in view.seats}
        for seat, item in self.seats.items():
            snap = dealt.get(seat)
            player = self.players.get(seat)
            name = player.name if player else QCoreApplication.translate("Table", "Seat {n}").format(n=seat)
            display = SeatDisplay(
                name=name,
                snapshot=snap,
                status=self._status(view, seat, snap is not None),
                to_act=view.to_act == seat and not view.finished,
                result=winnings.get(seat, 0),
                shown=shown.get(seat),
                best_five=winners_best.get(seat, frozenset()),
                community=view.community_card,
            )
            for change in item.apply(display, view.hand_id):
                changes.append((seat, change))
            self.bets[seat].set_amount(snap.bet if snap is not None else 0)

        self._sync_community(view, changes)
        pots = [p.amount for p in view.pots]
        # Once the pots are awarded the middle is empty; while the award is
        # animated the pots stay until the chips leave for the winners.
        pots_shown: list[int] = [] if view.finished and winnings else pots
        self.pot.set_pots(pots if animate else pots_shown)
        self._update_glow()

        if not animate:
            for _, change in changes:
                change.item.setProperty("flip", 1.0)
            self.pot.set_pots(pots_shown)
            return 0
        return self._animate(view, collect, changes, winnings, pots_shown)

    def _status(self, view: SeatView, seat: int, dealt: bool) -> str:
        if not dealt:
            return QCoreApplication.translate("Table", "Sitting out")
        snap = view.seat(seat)
        if not view.finished and view.to_act == seat:
            if seat == view.viewer:
                return QCoreApplication.translate("Table", "Your turn")
            return QCoreApplication.translate("Table", "Thinking…") if self._thinking == seat else QCoreApplication.translate("Table", "To act")
        if snap.folded:
            return QCoreApplication.translate("Table", "Folded")
        if snap.all_in:
            return QCoreApplication.translate("Table", "All-in")
        if snap.stack == 0 and view.finished:
            return QCoreApplication.translate("Table", "Busted")
        for action in reversed(view.history):
            if action.seat == seat:
                if action.street == view.street and not view.finished:
                    return tr(LAST_ACTION_TEXT.get(action.type, ""))
                break
        return ""

    def _sync_community(self, view: SeatView, changes: list[tuple[int, CardChange]]) -> None:
        card = view.community_card
        if card is None:
            if self.community is not None:
                self.removeItem(self.community)
                self.community = None
            return
        if self.community is None:
            self.community = CardItem(self.style, COMMUNITY_CARD, card, True, False, self.root)
            self.community.setZValue(4)
            self.community.setToolTip(QCoreApplication.translate("Table", "Community card: the deck ran short on 7th street, "
                                         "so every player uses this card as their seventh."))
            self._relayout()
            changes.append((0, CardChange(self.community, 99, revealed=False)))
        else:
            self.community.set_card(card, True)

    # -- animation -------------------------------------------------------

    def _deck_in(self, item: CardItem) -> QPointF:
        """The deck's position in ``item``'s parent coordinates, centred on the card."""
        layout = self.layout
        if layout is None:
            return item.pos()
        deck = self.root.mapToScene(QPointF(layout.deck.x, layout.deck.y))
        parent = item.parentItem()
        local = parent.mapFromScene(deck) if parent is not None else deck
        size = item.size
        return QPointF(local.x() - size.width / 2, local.y() - size.height / 2)

    def _seat_order(self, seat: int) -> int:
        # Dealing starts with seat 1, the first seat left of the button.
        return seat if seat != 0 else 99

    def _animate(self, view: SeatView, collect: list[tuple[QPointF, int]],
                 changes: list[tuple[int, CardChange]], winnings: dict[int, int],
                 pots_shown: list[int]) -> int:
        speed = self._speed
        self._spent.clear()  # release the previous, finished animation (see _turn_to)
        sequence = QSequentialAnimationGroup()
        self._pots_after = pots_shown

        if collect:
            group = QParallelAnimationGroup()
            pot_pos = self.pot.mapToParent(self.pot.pile_centre(0))
            for start, amount in collect:
                chip = ChipItem(amount, self.root)
                chip.setZValue(20)
                chip.setPos(start)
                self._transient.append(chip)
                group.addAnimation(self._move(chip, start, pot_pos, CHIPS_MS * speed))
            sequence.addAnimation(group)

        dealt = sorted(((c.deal_index, self._seat_order(seat), c) for seat, c in changes if not c.revealed),
                       key=lambda t: (t[0], t[1]))
        if dealt:
            group = QParallelAnimationGroup()
            for k, (_, _, change) in enumerate(dealt):
                item = change.item
                target = item.pos()
                start = self._deck_in(item)
                item.setPos(start)
                step = QSequentialAnimationGroup()
                if k:
                    step.addPause(int(k * DEAL_STAGGER_MS * speed))
                step.addAnimation(self._move(item, start, target, DEAL_MS * speed))
                group.addAnimation(step)
            sequence.addAnimation(group)

        reveals = [c for _, c in changes if c.revealed]
        if reveals:
            group = QParallelAnimationGroup()
            for change in reveals:
                change.item.setProperty("flip", 0.0)
                anim = QPropertyAnimation(change.item, b"flip")
                anim.setStartValue(0.0)
                anim.setEndValue(1.0)
                anim.setDuration(int(FLIP_MS * speed))
                group.addAnimation(anim)
            sequence.addAnimation(group)

        if winnings and self.layout is not None:
            group = QParallelAnimationGroup()
            pot_pos = self.pot.mapToParent(self.pot.pile_centre(0))
            for seat, amount in winnings.items():
                if seat not in self.seats or amount <= 0:
                    continue
                chip = ChipItem(amount, self.root)
                chip.setZValue(20)
                chip.setPos(pot_pos)
                self._transient.append(chip)
                target = self.seats[seat].pos()
                group.addAnimation(self._move(chip, pot_pos, target, AWARD_MS * speed))
            if group.animationCount():
                hold = QSequentialAnimationGroup()
                hold.addPause(int(250 * speed))
                sequence.addAnimation(hold)
                group.stateChanged.connect(self._on_award_state)
                sequence.addAnimation(group)

        if sequence.animationCount() == 0:
            self.pot.set_pots(pots_shown)
            return 0
        sequence.finished.connect(self._on_animation_finished)
        self._running = sequence
        sequence.start()
        return int(sequence.totalDuration())

    @Slot(QAbstractAnimation.State, QAbstractAnimation.State)
    def _on_award_state(self, new: QAbstractAnimation.State, _old: QAbstractAnimation.State) -> None:
        if new == QAbstractAnimation.State.Running:
            self.pot.set_pots(self._pots_after)  # the chips have left the middle

    @Slot()
    def _on_animation_finished(self) -> None:
        """Settle the table; keep the finished group alive until the next animation starts."""
        if self._running is not None:
            self._spent.append(self._running)
        self._running = None
        self.pot.set_pots(self._pots_after)
        self._drop_transient()


    def _move(self, item: QGraphicsObject, start: QPointF, end: QPointF, ms: float) -> QPropertyAnimation:
        anim = QPropertyAnimation(item, b"pos")
        anim.setStartValue(start)
        anim.setEndValue(end)
        anim.setDuration(max(1, int(ms)))
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        return anim

    def _finish_running(self) -> None:
        """Jump any running animation to its end so the next view starts from a settled table."""
        running = self._running
        if running is None:
            return
        running.setCurrentTime(running.totalDuration())  # ends it: _on_animation_finished runs
        running.stop()
        if self._running is running:
            self._on_animation_finished()

    def _drop_transient(self) -> None:
        for item in self._transient:
            if item.scene() is self:
                self.removeItem(item)
        self._transient.clear()

    @property
    def animating(self) -> bool:
        return self._running is not None

    def _update_glow(self) -> None:
        """Pulse the nameplate of the seat to act (steady when animations are off)."""
        if self._glow is not None:
            self._glow.stop()
            self._glow = None
        to_act = self.view.to_act if self.view is not None and not self.view.finished else None
        for seat, item in self.seats.items():
            if seat != to_act:
                item.nameplate.setProperty("glow", 1.0)
        if to_act is None or to_act not in self.seats or self._speed == 0:
            return
        anim = QPropertyAnimation(self.seats[to_act].nameplate, b"glow")
        anim.setDuration(1100)
        anim.setKeyValueAt(0.0, 1.0)
        anim.setKeyValueAt(0.5, 0.15)
        anim.setKeyValueAt(1.0, 1.0)
        anim.setLoopCount(-1)
        self._glow = anim
        anim.start()

    # -- inspection (tests, accessibility) ---------------------------------

    def all_card_items(self) -> list[CardItem]:
        return [item for item in self.items() if isinstance(item, CardItem)]

    def seat_card_items(self, seat: int) -> list[CardItem]:
        return self.seats[seat].card_items() if seat in self.seats else []

    def clear(self) -> None:  # type: ignore[override]
        """Forget the hand on the table (a new session)."""
        self._finish_running()
        for item in self.seats.values():
            item.clear_cards()
        if self.community is not None:
            self.removeItem(self.community)
            self.community = None
        for bet in self.bets.values():
            bet.set_amount(0)
        self.pot.set_pots(())
        self.view = None
        self._spent.clear()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt override
        super().mousePressEvent(event)
        # Seats accept their clicks; a click nobody took landed on the felt.
        if event.button() == Qt.MouseButton.LeftButton and not event.isAccepted():
            self.felt_clicked.emit()
