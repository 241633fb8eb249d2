"""The Coach's look: its dark style sheet, grade and verdict colours, labels and rules.

The Coach dock sits beside the dark green table and keeps to its colours
whichever style the rest of the window has, so it carries its own style
sheet. Both pages build their labels here, so a heading or a key looks the
same on either.
"""

from __future__ import annotations

from string import Template

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel

from razz_desktop.coach.advice import Verdict
from razz_desktop.coach.review import Grade
from razz_desktop.ui.theme import GOLD, GOOD, MUTED, PANEL, TEXT

GRADE_COLOURS = {
    Grade.GOOD: GOOD,
    Grade.INACCURACY: GOLD,
    Grade.MISTAKE: "#ffa04d",
    Grade.BLUNDER: "#ff6b6b",
}
VERDICT_COLOURS = {
    Verdict.STRONG: GOOD,
    Verdict.PLAYABLE: "#b8e07e",
    Verdict.WEAK: GOLD,
    Verdict.UNPLAYABLE: "#ff8a6b",
}

STYLE = Template("""
#CoachBody, QScrollArea, QScrollArea > QWidget > QWidget { background: $panel; }
QLabel { color: $text; font-size: 13px; }
QLabel#action { color: $gold; font-size: 22px; font-weight: bold; }
QLabel#reason { font-size: 14px; }
QLabel#status { color: $muted; font-style: italic; }
QLabel#heading { color: $muted; font-size: 11px; font-weight: bold;
                 text-transform: uppercase; padding-top: 6px; }
QLabel#note { color: #9cc3ff; }
QLabel#key { color: $muted; }
QFrame#rule { background: #2a3a32; max-height: 1px; min-height: 1px; border: none; }
QPushButton { background: #2f6f4e; color: #ffffff; border: 1px solid #3f8f64;
              border-radius: 4px; padding: 5px 14px; font-size: 13px; }
QPushButton:disabled { background: #1c2a23; color: #5f7268; border-color: #24352c; }
QTabWidget::pane { border: none; }
QTabBar::tab { background: #17231d; color: #cfe3d8; padding: 5px 14px; border: none; }
QTabBar::tab:selected { background: $panel; color: $gold; }
QScrollBar:vertical { background: $panel; width: 10px; margin: 0; }
QScrollBar::handle:vertical { background: #2a3a32; min-height: 24px; border-radius: 4px; }
QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical { height: 0; }
QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical { background: none; }
QLabel#hand { color: #cfe3d8; }
QTreeWidget { background: $panel; color: $text; border: 1px solid #24352c;
              font-size: 13px; alternate-background-color: #15201a; }
QTreeWidget::item:selected { background: #2f6f4e; }
QHeaderView::section { background: #17231d; color: $muted; border: none; padding: 3px 6px; }
""").substitute(text=TEXT, muted=MUTED, gold=GOLD, panel=PANEL)


def label(text: str = "", name: str | None = None, wrap: bool = False) -> QLabel:
    """A selectable label; ``name`` picks its look in :data:`STYLE` ("heading", "key", ...)."""
    widget = QLabel(text)
    if name:
        widget.setObjectName(name)
    widget.setWordWrap(wrap)
    widget.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return widget


def rule() -> QFrame:
    """A thin horizontal line between sections."""
    line = QFrame()
    line.setObjectName("rule")
    return line
