"""The Coach's look: its style sheet, grade and verdict colours, labels and rules.

The Coach dock sits beside the dark green table and keeps to its colours in the
dark themes, so it carries its own style sheet; in the Light theme the same
sheet takes light colours (``coach_style``). Both pages build their labels here, so a heading or a key looks the
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

_SHEET = Template("""
#CoachBody, QScrollArea, QScrollArea > QWidget > QWidget { background: $panel; }
QLabel { color: $text; font-size: 13px; }
QLabel#action { color: $gold; font-size: 22px; font-weight: bold; }
QLabel#reason { font-size: 14px; }
QLabel#status { color: $muted; font-style: italic; }
QLabel#heading { color: $muted; font-size: 11px; font-weight: bold;
                 text-transform: uppercase; padding-top: 6px; }
QLabel#note { color: $note; }
QLabel#key { color: $muted; }
QFrame#rule { background: $rule; max-height: 1px; min-height: 1px; border: none; }
QPushButton { background: $button; color: #ffffff; border: 1px solid $button_line;
              border-radius: 4px; padding: 5px 14px; font-size: 13px; }
QPushButton:disabled { background: $off_bg; color: $off_text; border-color: $off_line; }
QTabWidget::pane { border: none; }
QTabBar::tab { background: $tab; color: $tab_text; padding: 5px 14px; border: none; }
QTabBar::tab:selected { background: $panel; color: $gold; }
QScrollBar:vertical { background: $panel; width: 10px; margin: 0; }
QScrollBar::handle:vertical { background: $rule; min-height: 24px; border-radius: 4px; }
QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical { height: 0; }
QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical { background: none; }
QLabel#hand { color: $tab_text; }
QTreeWidget { background: $panel; color: $text; border: 1px solid $off_line;
              font-size: 13px; alternate-background-color: $alternate; }
QTreeWidget::item:selected { background: $button; }
QHeaderView::section { background: $tab; color: $muted; border: none; padding: 3px 6px; }
""")

DARK_COLOURS = {"text": TEXT, "muted": MUTED, "gold": GOLD, "panel": PANEL, "rule": "#2a3a32", "button": "#2f6f4e",
                "button_line": "#3f8f64", "off_bg": "#1c2a23", "off_text": "#5f7268", "off_line": "#24352c",
                "tab": "#17231d", "tab_text": "#cfe3d8", "note": "#9cc3ff", "alternate": "#15201a"}
LIGHT_COLOURS = {"text": "#14201a", "muted": "#4f5f57", "gold": "#8a5a00", "panel": "#f4f6f5", "rule": "#c5cfca",
                 "button": "#2f7d55", "button_line": "#24613f", "off_bg": "#dde4e0", "off_text": "#7d8a83",
                 "off_line": "#c5cfca", "tab": "#e2e8e5", "tab_text": "#14201a", "note": "#1f5fbf",
                 "alternate": "#eaefec"}
"""The Light theme's Coach (issue 38: the dock stayed dark in it): the same rules, light colours."""


def coach_style(light: bool = False) -> str:
    """The Coach's style sheet in the dark colours of the table, or light ones for the Light theme."""
    return _SHEET.substitute(LIGHT_COLOURS if light else DARK_COLOURS)


STYLE = coach_style()


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
