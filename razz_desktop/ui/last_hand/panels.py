"""The three boxes a finished hand is shown in: the players, the actions street by street, the pots.

The Last Hand window and the History window's hand window lay out the same
hand the same way; both build these boxes here, so a change to how a hand
reads is made once. The texts keep the Last Hand window's translation context.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QGroupBox,
    QLabel,
    QScrollArea,
    QTextBrowser,
    QVBoxLayout,
)

from razz_desktop.ui.theme import GOLD


@dataclass(frozen=True, slots=True)
class HandPanels:
    seat_box: QGroupBox
    seat_grid: QGridLayout  # one row per player (seat_row.seat_row fills it)
    actions_box: QGroupBox
    actions_view: QTextBrowser  # actions_html goes here
    pots_box: QGroupBox
    pots_label: QLabel  # pots_html goes here (scrolls inside pots_box)


def hand_panels() -> HandPanels:
    seat_box = QGroupBox(QCoreApplication.translate("LastHandWindow", "Players"))
    seat_grid = QGridLayout(seat_box)
    seat_grid.setHorizontalSpacing(14)
    seat_grid.setVerticalSpacing(6)

    actions_view = QTextBrowser()
    actions_view.setOpenLinks(False)
    actions_view.setAccessibleName(QCoreApplication.translate("LastHandWindow", "Actions street by street"))
    actions_box = QGroupBox(QCoreApplication.translate("LastHandWindow", "Actions"))
    QVBoxLayout(actions_box).addWidget(actions_view)

    pots_label = QLabel()
    pots_label.setTextFormat(Qt.TextFormat.RichText)
    pots_label.setWordWrap(True)
    pots_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
    pots_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    pots_scroll = QScrollArea()
    pots_scroll.setWidgetResizable(True)
    pots_scroll.setFrameShape(QFrame.Shape.NoFrame)
    pots_scroll.setWidget(pots_label)
    pots_box = QGroupBox(QCoreApplication.translate("LastHandWindow", "Pots and winners"))
    QVBoxLayout(pots_box).addWidget(pots_scroll)
    return HandPanels(seat_box, seat_grid, actions_box, actions_view, pots_box, pots_label)


def study_banner(text: str) -> QLabel:
    """The gold "study mode" strip above a hand shown with every hole card (hidden until study is on)."""
    banner = QLabel(text)
    banner.setObjectName("studyBanner")
    banner.setWordWrap(True)
    banner.setStyleSheet(
        f"QLabel#studyBanner {{ background: #3a3216; color: {GOLD}; border: 1px solid #6b5a1e;"
        " border-radius: 4px; padding: 4px 8px; }")
    banner.hide()
    return banner
