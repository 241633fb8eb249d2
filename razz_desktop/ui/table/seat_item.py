"""One seat: its upcards, its down cards and its nameplate.

Layout inside the seat's block (the rectangle geometry.layout_table gives it):
the upcards in a row across the top, in fixed slots so nothing shifts when a
new card arrives; below them, the down cards to the left of the nameplate.
For the human those down cards are face up and full size, set apart below the
upcards on a darker tray (RULES.md: hole cards below the upcard), because
they are the cards nobody else sees. Other players' down cards are small
overlapping backs: how many there are matters, what they look like does not.

The seat draws only the SeatSnapshot it is given. Another seat's down card
arrives as ``card=None`` and is painted as a back; only a hand shown at
showdown (SeatView.showdown) turns it over, or a view that knows it (the
replayer's study option sends every card the record holds).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, SignalInstance
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from razz_desktop.engine.cards import Card
from razz_desktop.engine.frozen_record import frozen_record
from razz_desktop.engine.rules import STREETS
from razz_desktop.engine.views import SeatSnapshot, ShownHand
from razz_desktop.ui.fonts import ui_font

from .geometry import Size
from .items import CardItem, CardStyle, NameplateItem
from .metrics import (
    BACK_STEP,
    CARD,
    CARD_GAP,
    HERO_BLOCK,
    HERO_CARD,
    HERO_HOLE_STEP,
    HOLE_SLOTS,
    OTHER_BLOCK,
    ROW_GAP,
    SHOWN_STEP,
    UP_SLOTS,
    hole_group_width,
    up_row_width,
)
from .rendered import RenderedItem, device_scale

# Which cards of a seven-card stud hand are dealt face up, in dealing order
# (down, down, up, up, up, up, down): read from the engine's street table so
# the two never disagree.
DEALT_UP: tuple[bool, ...] = tuple(up for street in sorted(STREETS) for up in STREETS[street].cards_up)


@frozen_record
class SeatDisplay:
    """Everything one seat shows, decided by the scene from the view."""

    name: str
    snapshot: SeatSnapshot | None  # None: sitting out this hand
    status: str
    to_act: bool
    result: int
    shown: ShownHand | None
    best_five: frozenset[Card]
    community: Card | None


@dataclass(slots=True)
class CardChange:
    """A card that appeared or turned over in this update (for the animator)."""

    item: CardItem
    deal_index: int  # position in the seat's dealing order: down, down, up, ... down
    revealed: bool  # True: an existing card turned face up; False: newly dealt


class SeatItem(QGraphicsObject):
    def __init__(self, seat: int, hero: bool, style: CardStyle, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.hero = hero
        self._style = style
        self._block = HERO_BLOCK if hero else OTHER_BLOCK
        self._bounds = _block_bounds(self._block)
        self.nameplate = NameplateItem(hero, self)
        self.up_items: list[CardItem | None] = [None] * UP_SLOTS
        self.hole_items: list[CardItem | None] = [None] * HOLE_SLOTS
        self.hand_id: int | None = None
        self._spare: list[CardItem] = []
        """Cards taken off the table, hidden, to be dealt again (``_put_away``)."""
        self._folded = False
        self._hole_count = 0
        self._revealed = False
        self.flipped = False
        self._tooltip = ""
        self._shown: SeatDisplay | None = None
        """The display last applied (cleared with the cards)."""
        self._cards_shown: tuple[object, ...] | None = None
        """What the cards were last laid out from (cleared with the cards and by a relayout):
        a view that changes only the nameplate (a bet, the turn, a status) leaves them alone."""
        self.setZValue(5)
        # The seat itself paints nothing (no frame asks it for its bounds); the human's
        # hole-card tray and its caption are an image of their own, under the cards.
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)
        self.tray = HoleTray(self)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self._place_nameplate()
        self._sync_contents()

    # -- geometry -------------------------------------------------------

    @property
    def block(self) -> Size:
        return self._block

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self._bounds

    def set_flipped(self, flipped: bool) -> None:
        """Seats in the top half show their nameplate at the rail and their
        cards below it, so cards always lie towards the middle of the table.
        The human's seat never flips: their hole cards stay below their upcards."""
        flipped = flipped and not self.hero
        if flipped != self.flipped:
            self.flipped = flipped
            self._relayout()

    def _relayout(self) -> None:
        self._cards_shown = None  # the next view lays the cards out again (winning cards stand proud)
        self._place_nameplate()
        for slot, item in enumerate(self.up_items):
            if item is not None:
                item.setPos(self.up_slot(slot))
        for slot, item in enumerate(self.hole_items):
            if item is not None:
                item.setPos(self.hole_slot(slot))
        self._sync_contents()

    def _card(self) -> Size:
        return HERO_CARD if self.hero else CARD

    def _hole_step(self) -> float:
        if self.hero:
            return HERO_HOLE_STEP
        return SHOWN_STEP if self._revealed else BACK_STEP

    def _cards_top(self) -> float:
        h = self._block.height
        if self.flipped:
            return h / 2 - self._card().height
        return -h / 2

    def _row_left(self) -> float:
        """Opponents: left end of the single row (down cards, then upcards), centred."""
        card = self._card()
        width = hole_group_width(card, self._hole_step()) + ROW_GAP + up_row_width(card)
        return -width / 2

    def up_slot(self, index: int) -> QPointF:
        card = self._card()
        if self.hero:
            x0 = -up_row_width(card) / 2
        else:
            x0 = self._row_left() + hole_group_width(card, self._hole_step()) + ROW_GAP
        return QPointF(x0 + index * (card.width + CARD_GAP), self._cards_top())

    def hole_slot(self, index: int) -> QPointF:
        card = self._card()
        if self.hero:
            x0 = -self._block.width / 2
            y = -self._block.height / 2 + card.height + 2 * ROW_GAP
        else:
            x0 = self._row_left()
            y = self._cards_top()
        return QPointF(x0 + index * self._hole_step(), y)

    def _place_nameplate(self) -> None:
        size = self.nameplate.size
        w, h = self._block.width, self._block.height
        if self.hero:
            row2 = -h / 2 + HERO_CARD.height + 2 * ROW_GAP
            x = w / 2 - size.width
            y = row2 + (HERO_CARD.height - size.height) / 2 - 6
        else:
            x = -size.width / 2
            y = -h / 2 if self.flipped else h / 2 - size.height
        self.nameplate.setPos(x, y)
        self.nameplate.set_badge_on_top(self.flipped)  # the cards lie under a flipped seat's plate

    def hole_tray(self) -> QRectF:
        """The darker area behind the human's face-up hole cards."""
        card = HERO_CARD
        count = max(self._hole_count, 2)
        left = self.hole_slot(0)
        width = (count - 1) * HERO_HOLE_STEP + card.width
        return QRectF(left.x() - 6, left.y() - 6, width + 12, card.height + 12)

    def hole_caption_rect(self) -> QRectF:
        """Where "your hole cards" is written, under the tray (item coordinates)."""
        tray = self.hole_tray()
        return QRectF(tray.left(), tray.bottom() + 1, tray.width(), 20)

    def _sync_contents(self) -> None:
        """Only the human's seat with hole cards shows its tray, as wide as their down cards."""
        self.tray.redraw()

    @property
    def hole_count(self) -> int:
        """How many down cards the seat shows (the human's tray is as wide as them)."""
        return self._hole_count

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """Nothing: the seat's cards, nameplate and tray are items of their own."""
        return

    # -- state ----------------------------------------------------------

    def card_items(self) -> list[CardItem]:
        return [c for c in (*self.up_items, *self.hole_items) if c is not None]

    def _put_away(self, item: CardItem) -> None:
        """Take a card off the table and keep it for the next one dealt to this seat.

        Making a card (a Python object, a Qt item and its face) and removing it from the scene
        again cost the GUI thread some forty times a hand, each card used once (issue 10).
        A seat never shows more than seven cards, so it keeps at most seven spares.
        """
        item.setVisible(False)
        item.spare = True
        self._spare.append(item)

    def _take_card(self, size: Size, card: Card | None, face_up: bool, down: bool) -> CardItem:
        if self._spare:
            item = self._spare.pop()
            item.reuse(size, card, face_up, down)
            return item
        return CardItem(self._style, size, card, face_up, down, self)

    def clear_cards(self) -> None:
        for item in self.card_items():
            self._put_away(item)
        self.up_items = [None] * UP_SLOTS
        self.hole_items = [None] * HOLE_SLOTS
        self._hole_count = 0
        self._revealed = False
        self._shown = None
        self._cards_shown = None
        self._sync_contents()

    def apply(self, display: SeatDisplay, hand_id: int | None) -> list[CardChange]:
        """Show ``display``; return the cards that are new or newly turned over."""
        if hand_id != self.hand_id:
            self.clear_cards()
            self.hand_id = hand_id
        if display == self._shown:
            return []  # most views change one seat: the others have nothing to do
        self._shown = display
        tray_count = self._hole_count
        snap = display.snapshot
        folded = bool(snap and snap.folded)
        self._folded = folded
        stack = snap.stack if snap else 0
        self.nameplate.set_state(display.name, stack, display.status, display.to_act, folded, display.result)
        if display.name != self._tooltip:
            self._tooltip = display.name
            self.setToolTip(display.name)
        if snap is None:
            self.clear_cards()
            return []
        cards_look = (snap.cards, folded, display.shown, display.best_five, display.community)
        if cards_look == self._cards_shown:
            return []  # most views change a seat's plate (its bet, its turn), not its cards
        self._cards_shown = cards_look

        changes: list[CardChange] = []
        ups: list[tuple[int, Card | None]] = []
        downs: list[tuple[int, Card | None]] = []
        for index, seat_card in enumerate(snap.cards):
            # A card is a down card by where it was dealt, not by whether this
            # viewer can see it: the human's own hole cards are known to them
            # but still belong below their upcards.
            dealt_up = DEALT_UP[index] if index < len(DEALT_UP) else seat_card.face_up
            (ups if dealt_up else downs).append((index, seat_card.card))

        shown_down = self._revealed_down_cards(display, [c for _, c in ups])
        if shown_down is not None:
            downs = [(index, shown_down[k] if card is None and k < len(shown_down) else card)
                     for k, (index, card) in enumerate(downs)]
        was_revealed = self._revealed
        # A view may know another seat's down cards (the replayer's study
        # option): those are laid out like a hand shown, folded or not.
        known_down = shown_down is not None or any(card is not None for _, card in downs)
        self._revealed = known_down and not self.hero
        mucked = folded and not self.hero and not known_down
        if mucked:
            downs = []

        size = self._card()
        for slot in range(UP_SLOTS):
            entry = ups[slot] if slot < len(ups) else None
            if entry is not None or self.up_items[slot] is not None:
                changes.extend(self._sync(self.up_items, slot, entry, size, self.up_slot(slot), down=False))
        self._hole_count = len(downs)
        for slot in range(HOLE_SLOTS):
            entry = downs[slot] if slot < len(downs) else None
            if entry is not None or self.hole_items[slot] is not None:
                changes.extend(self._sync(self.hole_items, slot, entry, size, self.hole_slot(slot), down=True))
        if was_revealed != self._revealed:
            self._relayout()

        best_five = display.best_five
        for row, y in ((self.up_items, self.up_slot(0).y()), (self.hole_items, self.hole_slot(0).y())):
            for item in row:
                if item is None:
                    continue
                best = item.card is not None and item.card in best_five
                item.set_highlight(best, dimmed=folded)
                # A winning card stands a little proud, towards the middle of the table: up, or down at a
                # flipped seat, whose plate is above its cards (up, it went into the plate).
                item.setPos(item.pos().x(), y + (PROUD if self.flipped else -PROUD) if best else y)
        if self.hero and self._hole_count != tray_count:
            self._sync_contents()
        return changes

    def set_block(self, hero: bool) -> None:
        """Switch between the human's larger block and an opponent's (a new session)."""
        if hero != self.hero:
            self.prepareGeometryChange()
            self.clear_cards()
            self.hero = hero
            self._block = HERO_BLOCK if hero else OTHER_BLOCK
            self._bounds = _block_bounds(self._block)
            self.nameplate.set_hero(hero)
            if hero:
                self.flipped = False
            self._sync_contents()
            self._relayout()

    def _revealed_down_cards(self, display: SeatDisplay, up_cards: list[Card | None]) -> list[Card] | None:
        """The down cards a showdown made public, in dealing order; None if not shown."""
        shown = display.shown
        if shown is None:
            return None
        public = {c for c in up_cards if c is not None}
        if display.community is not None:
            public.add(display.community)
        return [c for c in shown.cards if c not in public]

    def _sync(self, items: list[CardItem | None], slot: int, entry: tuple[int, Card | None] | None,
              size: Size, pos: QPointF, down: bool) -> list[CardChange]:
        item = items[slot]
        if entry is None:
            if item is not None:
                self._put_away(item)
                items[slot] = None
            return []
        deal_index, card = entry
        face_up = card is not None
        if item is None:
            item = self._take_card(size, card, face_up, down)
            item.setPos(pos)
            item.setZValue(slot + (0 if down else 10))
            items[slot] = item
            return [CardChange(item, deal_index, revealed=False)]
        turned = item.card is None and card is not None
        item.set_size(size)
        item.set_card(card, face_up)
        item.setPos(pos)
        return [CardChange(item, deal_index, revealed=True)] if turned else []

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt override
        scene = self.scene()
        clicked = getattr(scene, "seat_clicked", None)
        if isinstance(clicked, SignalInstance):
            clicked.emit(self.seat)
        event.accept()


PROUD = 8.0
"""How far a card of the winning hand stands out of its row (scene units)."""


def _block_bounds(block: Size) -> QRectF:
    """The seat's block with room for the hole-card tray's caption below it."""
    w, h = block.width, block.height
    return QRectF(-w / 2 - 6, -h / 2 - 6, w + 12, h + 24)


class HoleTray(RenderedItem):
    """The darker tray behind the human's face-up hole cards, with its caption, under the cards.

    Drawn only when the human's number of down cards changes (its width follows
    them); other seats show none.
    """

    def __init__(self, seat: SeatItem) -> None:
        super().__init__(seat)
        self._seat = seat
        self._bounds = QRectF()
        self._drawn: tuple[object, ...] | None = None
        self.setZValue(-1)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def has_look(self) -> bool:
        seat = self._seat
        return seat.hero and seat.hole_count > 0

    def redraw(self) -> None:
        seat = self._seat
        look = (self.has_look(), seat.hole_count, seat.hole_tray(), device_scale(self))
        if look == self._drawn:
            return
        self._drawn = look
        if self.has_look():
            self.prepareGeometryChange()
            self._bounds = seat.hole_tray().united(seat.hole_caption_rect()).adjusted(-2, -2, 2, 2)
        super().redraw()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self._bounds

    def draw(self, painter: QPainter) -> None:
        seat = self._seat
        tray = seat.hole_tray()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(QColor(255, 255, 255, 70), 1.4, Qt.PenStyle.DashLine))
        painter.setBrush(QColor(0, 0, 0, 80))
        painter.drawRoundedRect(tray, 10, 10)
        caption = QCoreApplication.translate("Table", "your hole cards")
        rect = seat.hole_caption_rect()
        size = 15  # smaller type for a longer translation ("le tue carte personali"), never clipped
        while size > 10 and QFontMetricsF(ui_font(size, bold=True)).horizontalAdvance(caption) > rect.width():
            size -= 1
        painter.setFont(ui_font(size, bold=True))
        metrics = QFontMetricsF(ui_font(size, bold=True))
        caption = metrics.elidedText(caption, Qt.TextElideMode.ElideRight, rect.width())
        # On a dark backing of its own: below the rail it lies on the room's colour, which is light in
        # the Light theme, where white text vanished (issue 38).
        width = min(rect.width(), metrics.horizontalAdvance(caption) + 12)
        backing = QRectF(rect.center().x() - width / 2, rect.top(), width, metrics.height() + 2)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 120))
        painter.drawRoundedRect(backing, backing.height() / 2, backing.height() / 2)
        painter.setPen(QColor(255, 255, 255, 190))
        painter.drawText(rect, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, caption)
