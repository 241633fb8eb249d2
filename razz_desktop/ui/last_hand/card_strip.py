"""A row of small painted cards: one seat's hand in the Last Hand window.

Faces and backs are painted by the table's card art, so a card looks the
same here as at the table; on top of that the strip shades cards dealt face
down (the board the table saw stands out) and rings the community card.
Its accessible name spells the cards out for screen readers and tests.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from razz_desktop.ui.table.card_art import CARD_RATIO, paint_back, paint_face
from razz_desktop.ui.theme import LIGHT_INK
from razz_desktop.ui.wording import card_name

from .hand_text import translate
from .shown_cards import ShownCard


class CardStrip(QWidget):
    """A row of small painted cards; card backs for cards the table never saw."""

    CARD_WIDTH = 32
    GAP = 4
    COMMUNITY_GAP = 10

    def __init__(self, cards: Sequence[ShownCard] = (), four_colour: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._cards = list(cards)
        self._four = four_colour
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(self.describe())
        self.setToolTip(self.describe())

    def describe(self) -> str:
        parts = []
        for c in self._cards:
            if c.card is None:
                parts.append(translate("LastHandWindow", "hidden card"))
            elif c.community:
                parts.append(card_name(c.card) + " " + translate("LastHandWindow", "(community card)"))
            else:
                parts.append(card_name(c.card) + (" " + translate("LastHandWindow", "(face down)") if c.face_down else ""))
        return ", ".join(parts) or translate("LastHandWindow", "no cards")

    def _x(self, k: int) -> float:
        x = k * (self.CARD_WIDTH + self.GAP)
        if k and self._cards[k].community:
            x += self.COMMUNITY_GAP - self.GAP
        return x

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        # Room for seven cards and the gap before a community card, so the
        # strips of all seats line up column by column.
        w = 7 * self.CARD_WIDTH + 6 * self.GAP + self.COMMUNITY_GAP
        return QSize(w, round(self.CARD_WIDTH * CARD_RATIO) + 2)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return self.sizeHint()

    def paintEvent(self, event: object) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        w = float(self.CARD_WIDTH)
        h = round(w * CARD_RATIO)
        for k, c in enumerate(self._cards):
            rect = QRectF(self._x(k) + 0.5, 1.0, w - 1.0, h - 1.0)
            if c.card is None:
                paint_back(painter, rect)
                continue
            paint_face(painter, rect, c.card.rank, c.card.suit, self._four)
            if c.community:
                painter.save()
                # The light theme's green: dark enough to read next to a white card face.
                pen = QPen(QColor(LIGHT_INK.positive), 1.6, Qt.PenStyle.DashLine)
                painter.setPen(pen)
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(-1.5, -0.5, 1.5, 0.5), w * 0.1, w * 0.1)
                painter.restore()
            if c.face_down:
                # Shade cards dealt face down, so the board the table saw stands out.
                painter.save()
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(40, 70, 140, 46))
                painter.drawRoundedRect(rect, w * 0.08, w * 0.08)
                painter.restore()
        painter.end()
