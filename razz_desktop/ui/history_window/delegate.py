"""How the History window paints two of its columns: cards in their suits' colours, results in colour.

The model gives every cell as text (what screen readers and tests read);
this delegate paints the 3rd-street cards the way the dealer log writes
cards (the suit's colour, the four-colour deck when chosen) and a result
green when won, red when lost, so a long list reads at a glance.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, Qt
from PySide6.QtGui import QColor, QPainter, QPalette
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from razz_desktop.controllers.history_browser import COLUMN, HAND_ROW_ROLE
from razz_desktop.ui.card_text import card_text, suit_text_colour
from razz_desktop.ui.theme import Ink


class HistoryDelegate(QStyledItemDelegate):
    def __init__(self, ink: Ink, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ink = ink
        self.four_colour = False
        self.third_column = COLUMN["third"]
        self.result_columns = {COLUMN["result"], COLUMN["result_bb"]}

    def initStyleOption(self, option: QStyleOptionViewItem,  # noqa: N802 - Qt override
                        index: QModelIndex | QPersistentModelIndex) -> None:
        super().initStyleOption(option, index)
        if index.column() in self.result_columns:
            row = index.data(HAND_ROW_ROLE)
            net = getattr(row, "net", None)
            if net:
                colour = QColor(self.ink.positive if net > 0 else self.ink.negative)
                option.palette.setColor(QPalette.ColorRole.Text, colour)
                option.palette.setColor(QPalette.ColorRole.HighlightedText, colour.lighter(115))

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        if index.column() != self.third_column:
            super().paint(painter, option, index)
            return
        row = index.data(HAND_ROW_ROLE)
        cards = tuple(getattr(row, "third_street", ()) or ())
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        opt.text = ""
        widget = opt.widget
        style = widget.style() if widget is not None else None
        if style is not None:
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
        painter.save()
        font = opt.font
        font.setBold(True)
        painter.setFont(font)
        metrics = painter.fontMetrics()
        x = opt.rect.x() + 6
        for card in cards:
            text = "?" if card is None else card_text(card)
            colour = self.ink.muted if card is None else suit_text_colour(card.suit, self.four_colour, self.ink.dark)
            painter.setPen(QColor(colour))
            width = metrics.horizontalAdvance(text)
            painter.drawText(QRect(x, opt.rect.y(), width + 2, opt.rect.height()),
                             int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft), text)
            x += width + metrics.horizontalAdvance("  ")
        painter.restore()
