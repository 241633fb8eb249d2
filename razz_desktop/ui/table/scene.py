"""The table scene: arranges items from a SeatView snapshot.

Data comes in one way only: ``show_view(view)`` with the human's SeatView
(and ``set_players`` for names). The scene compares the new snapshot with the
one it showed last and hands what changed to its :class:`TableAnimator`
(``scene.animator``) as a :class:`TablePlan`: cards that appeared, bets that
went into the pot, down cards a showdown made public, pots that go to their
winners. The animator plays them and emits ``settled`` when they are done;
the scene forwards it as its own :attr:`TableScene.settled`. The scene never
calls the engine; intents (a click on a seat or on the felt) leave as signals.

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
    QCoreApplication,
    QObject,
    QPointF,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from razz_desktop.controllers.players import PlayerInfo, human_seat
from razz_desktop.engine.cards import Card
from razz_desktop.engine.views import SeatView

from ..theme import room_colour
from ..wording import chips
from . import geometry
from .animator import Deal, TableAnimator, TablePlan
from .geometry import Rect, TableLayout
from .items import BetItem, ButtonItem, CardItem, CardStyle, FeltItem, PotItem
from .labels import seat_status
from .metrics import (
    BUTTON_REACH,
    COMMUNITY_CARD,
    HERO_BLOCK,
    MAX_ASPECT,
    MIN_ASPECT,
    NAMEPLATE,
    OTHER_BLOCK,
    ROW_GAP,
    SCENE_HEIGHT,
)
from .rendered import RenderedItem
from .seat_item import CardChange, SeatDisplay, SeatItem


class TableRoot(QGraphicsObject):
    """Holds everything that turns with the table; paints nothing itself."""

    def __init__(self) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return QRectF()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:  # noqa: D102 - nothing to paint
        return


class TableScene(QGraphicsScene):
    seat_clicked = Signal(int)
    felt_clicked = Signal()
    bottom_lock_changed = Signal(bool)
    """The "always put me at the bottom" option changed (e.g. turned off by rotating)."""
    settled = Signal()
    """After every :meth:`show_view`, once the animations it started have finished;
    always from the event loop, never inside ``show_view`` (see :mod:`.animator`)."""

    def __init__(self, parent: QObject | None = None, *, for_view: bool = False) -> None:
        """``for_view``: a TableView will show it, and its images wait for the view's scale
        (:attr:`waiting_for_scale`) from the start."""
        super().__init__(parent)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.setBackgroundBrush(room_colour())  # the theme's; the view follows a change (TableView.changeEvent)
        self.card_style = CardStyle()
        self.device_scale: tuple[float, float] = (1.0, 1.0)
        """(zoom, ratio) the view shows the table at (see .rendered): the items' images are made for it."""
        self.waiting_for_scale = for_view
        """A view will report its scale when it is shown (TableView): images drawn before would be
        drawn again at once, so the rendered items wait for it (the first table, issue 19: the
        button drawn at 1:1 here and the felt when the players are seated cost some 35 ms)."""
        self.animator = TableAnimator(self)
        self.animator.settled.connect(self.settled)
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
        self._rotation = 0.0
        self._rotation_target = 0.0
        self._bottom_lock = True
        self._thinking: int | None = None
        self._aspect = 1.6
        self._glowing: int | None = None
        self._stakes: tuple[int, int, int] | None = None
        self._apply_scene_rect()

    # -- options ---------------------------------------------------------

    @property
    def animation_speed(self) -> float:
        """Duration factor: 0 = animations off, 1 = normal, < 1 faster, > 1 slower."""
        return self.animator.speed

    def set_animation_speed(self, factor: float) -> None:
        self.animator.set_speed(factor)
        self._glowing = None
        self._update_glow()

    @property
    def animating(self) -> bool:
        """Whether the animations of the last ``show_view`` still run (the glow does not count)."""
        return self.animator.animating

    def set_four_colour(self, on: bool) -> None:
        if self.card_style.four_colour != on:
            self.card_style.four_colour = on
            self.refresh_card_images()

    def refresh_card_images(self) -> None:
        """Render every card's image again (another deck, theme or screen), from the next paint on."""
        self.card_style.pixmaps.invalidate()
        for item in self.all_card_items():
            item.refresh(force=True)

    def set_device_scale(self, zoom: float, ratio: float) -> None:
        """The view shows the table at ``zoom`` logical pixels per unit on a screen of ``ratio``
        device pixels per logical one: the cards' images are rendered for that scale."""
        first = self.waiting_for_scale
        self.waiting_for_scale = False
        if self.card_style.set_scale(zoom, ratio) or first:
            self.device_scale = (self.card_style.zoom, self.card_style.ratio)
            for item in self.items():
                if isinstance(item, CardItem):
                    item.refresh()
                elif isinstance(item, RenderedItem):
                    item.redraw()

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
        if self.view is None and not self.seats:
            self.animator.stop_turn()
            self._set_rotation(target)
            return
        self.animator.turn(self._rotation, target, self._set_rotation)

    def _set_rotation(self, value: float) -> None:
        self._rotation = value
        self._relayout()

    def finish_rotation(self) -> None:
        """Jump to the end of a running rotation (tests, screenshots)."""
        self.animator.stop_turn()
        self._set_rotation(self._rotation_target)

    # -- size ------------------------------------------------------------

    def set_aspect(self, aspect: float) -> None:
        """Follow the view's shape so a wide window gets a wide table."""
        aspect = min(max(aspect, MIN_ASPECT), MAX_ASPECT)
        if abs(aspect - self._aspect) > 1e-3:
            self._aspect = aspect
            self._apply_scene_rect()

    def _apply_scene_rect(self) -> None:
        # Laid out for the new shape first, then the shape set: a view refits (and may report a
        # new scale, redrawing every image) when the shape changes, and the images are then drawn
        # once, at the new layout, rather than at the old layout and again at the new one.
        rect = QRectF(0, 0, SCENE_HEIGHT * self._aspect, SCENE_HEIGHT)
        self._relayout(rect)
        self.setSceneRect(rect)

    # -- players ---------------------------------------------------------

    @property
    def hero_seat(self) -> int | None:
        return human_seat(self.players)

    def _seat_numbers(self) -> list[int]:
        return sorted(self.seats)

    def set_players(self, players: Mapping[int, PlayerInfo]) -> None:
        """Seat the players: one SeatItem per seat, the human's larger."""
        self.animator.finish()
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
                self.seats[seat] = SeatItem(seat, seat == hero, self.card_style, self.root)
                bet = BetItem(self.root)
                bet.setZValue(6)
                bet.set_amount(0)
                self.bets[seat] = bet
        if self._bottom_lock and hero is not None:
            r = geometry.rotation_for_bottom(self._seat_numbers(), hero)
            self._rotation = self._rotation_target = r
        self._glowing = None
        self._relayout()
        if self.view is not None:
            self.animator.apply_now(self._apply(self.view))

    def _relayout(self, rect: QRectF | None = None) -> None:
        if not self.seats:
            self.layout = None
            return
        numbers = self._seat_numbers()
        blocks = {s: (HERO_BLOCK if self.seats[s].hero else OTHER_BLOCK) for s in numbers}
        r = self.sceneRect() if rect is None else rect
        layout = geometry.layout_table(numbers, Rect(r.x(), r.y(), r.width(), r.height()), blocks, self._rotation,
                                       button_radius=BUTTON_REACH, top_band=NAMEPLATE.height + ROW_GAP)
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
            before, self._thinking = self._thinking, seat
            view = self.view
            if view is None:
                return
            # Only the two nameplates' labels change: no full redraw, no plan.
            dealt = {s.seat: s for s in view.seats}
            for changed in {before, seat} - {None}:
                item = self.seats.get(changed) if changed is not None else None
                if item is not None and changed is not None:
                    item.nameplate.set_state(item.nameplate.name, item.nameplate.stack,
                                             seat_status(view, changed, changed in dealt, self._thinking),
                                             item.nameplate.to_act, item.nameplate.folded, item.nameplate.result)

    def show_view(self, view: SeatView) -> None:
        """Draw ``view`` and animate what changed; :attr:`settled` follows when it is done."""
        self.animator.finish()
        self.animator.play(self._apply(view))

    def _apply(self, view: SeatView) -> TablePlan:
        """Bring every item up to ``view``; return what changed, for the animator."""
        previous = self.view
        same_hand = previous is not None and previous.hand_id == view.hand_id
        self.view = view
        if view.to_act != self._thinking and self._thinking is not None and view.to_act is None:
            self._thinking = None
        stakes = (view.small_bet, view.big_bet, view.ante)
        if stakes != self._stakes:  # the caption is the same all session: not formatted at every view
            self._stakes = stakes
            self.felt.set_caption(QCoreApplication.translate("Table", "RAZZ  ·  {small}/{big}  ·  ante {ante}").format(
                small=chips(view.small_bet), big=chips(view.big_bet), ante=chips(view.ante)))

        plan = TablePlan(parent=self.root, pot_at=self.pot.mapToParent(self.pot.pile_centre(0)))
        if same_hand and previous is not None:
            now_bets = {s.seat: s.bet for s in view.seats}
            for snap in previous.seats:
                if snap.bet > 0 and snap.seat in self.bets:
                    now = now_bets.get(snap.seat, 0)
                    if now < snap.bet:
                        plan.to_pot.append((self.bets[snap.seat].pos(), snap.bet - now))

        shown = {h.seat: h for h in view.showdown}
        winnings = dict(view.winnings) if view.finished else {}
        winners_best: dict[int, frozenset[Card]] = {}
        if view.finished:
            for seat in winnings:
                if seat in shown:
                    winners_best[seat] = frozenset(shown[seat].best_five)

        changes: list[tuple[int, CardChange]] = []
        dealt = {s.seat: s for s in view.seats}
        for seat, item in self.seats.items():
            seat_snap = dealt.get(seat)
            player = self.players.get(seat)
            name = player.name if player else QCoreApplication.translate("Table", "Seat {n}").format(n=seat)
            display = SeatDisplay(
                name=name,
                snapshot=seat_snap,
                status=seat_status(view, seat, seat_snap is not None, self._thinking),
                to_act=view.to_act == seat and not view.finished,
                result=winnings.get(seat, 0),
                shown=shown.get(seat),
                best_five=winners_best.get(seat, frozenset()),
                community=view.community_card,
            )
            for change in item.apply(display, view.hand_id):
                changes.append((seat, change))
            self.bets[seat].set_amount(seat_snap.bet if seat_snap is not None else 0)

        self._sync_community(view, changes)
        pots = [p.amount for p in view.pots]
        # Once the pots are awarded the middle is empty; while the award is
        # animated the pots stay until the chips leave for the winners.
        pots_shown: list[int] = [] if view.finished and winnings else pots
        self.pot.set_pots(pots)
        plan.before_award = lambda: self.pot.set_pots(pots_shown)
        self._update_glow()

        # Dealing starts with seat 1, the first seat left of the button; the
        # community card (seat 0) comes last.
        new = sorted(((c.deal_index, seat if seat else 99, c) for seat, c in changes if not c.revealed),
                     key=lambda t: (t[0], t[1]))
        for _, _, change in new:
            end = change.item.pos()
            plan.deals.append(Deal(change.item, self._deck_in(change.item), end))
        plan.reveals = [c.item for _, c in changes if c.revealed]
        if winnings and self.layout is not None:
            for seat, amount in winnings.items():
                if seat in self.seats and amount > 0:
                    plan.awards.append((self.seats[seat].pos(), amount))
        return plan

    def _sync_community(self, view: SeatView, changes: list[tuple[int, CardChange]]) -> None:
        card = view.community_card
        if card is None:
            if self.community is not None:
                self.removeItem(self.community)
                self.community = None
            return
        if self.community is None:
            self.community = CardItem(self.card_style, COMMUNITY_CARD, card, True, False, self.root)
            self.community.setZValue(4)
            self.community.setToolTip(QCoreApplication.translate("Table", "Community card: the deck ran short on 7th street, "
                                         "so every player uses this card as their seventh."))
            self._relayout()
            changes.append((0, CardChange(self.community, 99, revealed=False)))
        else:
            self.community.set_card(card, True)

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

    def _update_glow(self) -> None:
        """Pulse the human's nameplate a few times when it is their turn.

        Every seat to act is lit (its nameplate's ring, drawn by the item);
        only the human's pulses, because that is the turn the eye must find.
        A computer player's turn is short and comes a dozen times a hand: a
        pulse there would repaint the table ten times a second while the
        bots think, for nothing. A view that leaves the same seat to act (a
        label changed, a bet was drawn) does not restart the pulse.
        """
        to_act = self.view.to_act if self.view is not None and not self.view.finished else None
        if to_act not in self.seats or to_act != self.hero_seat:
            to_act = None
        if to_act == self._glowing and (to_act is None or self.animator.glow_animation is not None
                                        or self.animator.speed == 0):
            return
        self._glowing = to_act
        self.animator.stop_glow()
        for seat, item in self.seats.items():
            if seat != to_act:
                item.nameplate.setProperty("glow", 1.0)
        self.animator.pulse(self.seats[to_act].nameplate if to_act is not None else None)

    # -- inspection (tests, accessibility) ---------------------------------

    def all_card_items(self) -> list[CardItem]:
        return [item for item in self.items() if isinstance(item, CardItem) and not item.spare]

    def seat_card_items(self, seat: int) -> list[CardItem]:
        return self.seats[seat].card_items() if seat in self.seats else []

    def clear_table(self) -> None:
        """Forget the hand on the table (a new session).

        Not ``clear()``: that is QGraphicsScene's "delete every item".
        """
        self.animator.finish()
        for item in self.seats.values():
            item.clear_cards()
        if self.community is not None:
            self.removeItem(self.community)
            self.community = None
        for bet in self.bets.values():
            bet.set_amount(0)
        self.pot.set_pots(())
        self.view = None
        self._stakes = None  # a new session writes its caption again (in the language of the day)
        self._update_glow()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt override
        super().mousePressEvent(event)
        # Seats accept their clicks; a click nobody took landed on the felt.
        if event.button() == Qt.MouseButton.LeftButton and not event.isAccepted():
            self.felt_clicked.emit()
