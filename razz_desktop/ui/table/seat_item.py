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
showdown (SeatView.showdown) turns it over.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from razz_desktop.engine.cards import Card
from razz_desktop.engine.views import SeatSnapshot, ShownHand
from razz_desktop.ui.fonts import ui_font

from .geometry import Size
from .items import CardItem, CardStyle, NameplateItem, tr
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
    SMALL_CARD,
    UP_SLOTS,
    up_row_width,
)


@dataclass(frozen=True, slots=True)
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
        self.nameplate = NameplateItem(hero, self)
        self.up_items: list[CardItem | None] = [None] * UP_SLOTS
        self.hole_items: list[CardItem | None] = [None] * HOLE_SLOTS
        self.hand_id: int | None = None
        self._folded = False
        self._hole_count = 0
        self._revealed = False
        self.setZValue(5)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self._place_nameplate()

    # -- geometry -------------------------------------------------------

    @property
    def block(self) -> Size:
        return self._block

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        w, h = self._block.width, self._block.height
        return QRectF(-w / 2 - 6, -h / 2 - 6, w + 12, h + 12)

    def _up_card(self) -> Size:
        return HERO_CARD if self.hero else CARD

    def _hole_card(self) -> Size:
        return HERO_CARD if self.hero else SMALL_CARD

    def _row2_top(self) -> float:
        return -self._block.height / 2 + self._up_card().height + ROW_GAP + (4 if self.hero else 0)

    def _row2_height(self) -> float:
        return self._block.height / 2 - self._row2_top()

    def up_slot(self, index: int) -> QPointF:
        card = self._up_card()
        row = up_row_width(card)
        x0 = -row / 2
        return QPointF(x0 + index * (card.width + CARD_GAP), -self._block.height / 2)

    def hole_slot(self, index: int) -> QPointF:
        card = self._hole_card()
        step = HERO_HOLE_STEP if self.hero else SHOWN_STEP if self._revealed else BACK_STEP
        x0 = -self._block.width / 2 + (8 if self.hero else 0)
        y = self._row2_top() + (self._row2_height() - card.height) / 2
        return QPointF(x0 + index * step, y)

    def _place_nameplate(self) -> None:
        size = self.nameplate.size
        x = self._block.width / 2 - size.width
        y = self._row2_top() + (self._row2_height() - size.height) / 2
        if self.hero:
            y -= 6
        self.nameplate.setPos(x, y)

    def hole_tray(self) -> QRectF:
        """The darker area behind the human's face-up hole cards."""
        card = HERO_CARD
        count = max(self._hole_count, 2)
        left = self.hole_slot(0)
        width = (count - 1) * HERO_HOLE_STEP + card.width
        return QRectF(left.x() - 6, left.y() - 6, width + 12, card.height + 12)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.hero or self._hole_count == 0:
            return
        tray = self.hole_tray()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(QColor(255, 255, 255, 60), 1.2, Qt.PenStyle.DashLine))
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(tray, 10, 10)
        painter.setFont(ui_font(12, bold=True))
        painter.setPen(QColor(255, 255, 255, 150))
        caption = QRectF(tray.left(), tray.bottom() - 1, tray.width(), 16)
        painter.drawText(caption, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, tr("hole cards"))

    # -- state ----------------------------------------------------------

    def card_items(self) -> list[CardItem]:
        return [c for c in (*self.up_items, *self.hole_items) if c is not None]

    def clear_cards(self) -> None:
        for item in self.card_items():
            item.setParentItem(None)
            if item.scene() is not None:
                item.scene().removeItem(item)
        self.up_items = [None] * UP_SLOTS
        self.hole_items = [None] * HOLE_SLOTS
        self._hole_count = 0
        self._revealed = False
        self.update()

    def apply(self, display: SeatDisplay, hand_id: int | None) -> list[CardChange]:
        """Show ``display``; return the cards that are new or newly turned over."""
        if hand_id != self.hand_id:
            self.clear_cards()
            self.hand_id = hand_id
        snap = display.snapshot
        folded = bool(snap and snap.folded)
        self._folded = folded
        stack = snap.stack if snap else 0
        self.nameplate.set_state(display.name, stack, display.status, display.to_act, folded, display.result)
        self.setToolTip(display.name)
        if snap is None:
            self.clear_cards()
            return []

        changes: list[CardChange] = []
        ups: list[tuple[int, Card | None]] = []
        downs: list[tuple[int, Card | None]] = []
        for index, seat_card in enumerate(snap.cards):
            (ups if seat_card.face_up else downs).append((index, seat_card.card))

        shown_down = self._revealed_down_cards(display, [c for _, c in ups])
        if shown_down is not None:
            downs = [(index, shown_down[k] if card is None and k < len(shown_down) else card)
                     for k, (index, card) in enumerate(downs)]
        was_revealed = self._revealed
        self._revealed = shown_down is not None and not self.hero
        mucked = folded and not self.hero
        if mucked:
            downs = []

        for slot in range(UP_SLOTS):
            entry = ups[slot] if slot < len(ups) else None
            changes.extend(self._sync(self.up_items, slot, entry, self._up_card(), self.up_slot(slot), down=False))
        self._hole_count = len(downs)
        for slot in range(HOLE_SLOTS):
            entry = downs[slot] if slot < len(downs) else None
            changes.extend(self._sync(self.hole_items, slot, entry, self._hole_card(), self.hole_slot(slot), down=True))
        if was_revealed != self._revealed:
            for slot, item in enumerate(self.hole_items):
                if item is not None:
                    item.setPos(self.hole_slot(slot))

        for item in self.card_items():
            best = item.card is not None and item.card in display.best_five and bool(display.best_five)
            item.set_highlight(best, dimmed=folded)
            if best:
                item.setPos(item.pos().x(), self._slot_y(item) - 8)
            else:
                item.setPos(item.pos().x(), self._slot_y(item))
        self.update()
        return changes

    def _slot_y(self, item: CardItem) -> float:
        if item in self.up_items:
            return self.up_slot(0).y()
        return self.hole_slot(0).y()

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
                item.setParentItem(None)
                if item.scene() is not None:
                    item.scene().removeItem(item)
                items[slot] = None
            return []
        deal_index, card = entry
        face_up = card is not None
        if item is None:
            item = CardItem(self._style, size, card, face_up, down, self)
            item.setPos(pos)
            item.setZValue(slot + (0 if down else 10))
            items[slot] = item
            return [CardChange(item, deal_index, revealed=False)]
        turned = item.card is None and card is not None
        item.set_size(size)
        item.set_card(card, face_up)
        item.setX(pos.x())
        return [CardChange(item, deal_index, revealed=True)] if turned else []

    def mousePressEvent(self, event) -> None:  # noqa: N802 - Qt override
        scene = self.scene()
        if scene is not None and hasattr(scene, "seat_clicked"):
            scene.seat_clicked.emit(self.seat)
        event.accept()
