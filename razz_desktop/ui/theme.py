"""The application's look: bundled font, Fusion style, a dark palette and its text colours.

A card table is dark green and wood; light grey menus and dialogs around it
look like a different program. Fusion draws the same on every platform, so
the dark palette applies to menus, docks, scroll bars and dialogs alike.

The colours that text is written in on that palette live here too, so the
windows that colour their own text (the Coach, the Last Hand window, the
settings dialog, the dealer log's cards) agree on what "muted" or "good"
looks like. A window asks :func:`ink_for` which set suits it: the dark one
under the app's theme, a light one where no theme was applied.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication, QStyleFactory, QWidget

from .fonts import register_fonts

TEXT = "#e8ece9"
"""Text on the dark palette (and black suits written as text)."""
MUTED = "#93aaa0"
"""Secondary text on the dark palette: notes, headings, what did not happen."""
GOLD = "#ffd56b"
"""What to look at first on the dark palette: the Coach's advice, the study banner."""
GOOD = "#7ee08f"
"""A good outcome or grade on the dark palette."""
PANEL = "#111a16"
"""The background of the dark text panels beside the table (Coach, dealer log)."""


@dataclass(frozen=True, slots=True)
class Ink:
    """Text colours for a light or a dark window (the app's theme is dark)."""

    positive: str
    negative: str
    muted: str
    dark: bool


LIGHT_INK = Ink("#1e7b34", "#b3261e", "#6b6b6b", False)
DARK_INK = Ink("#6fdc8c", "#ff7b72", MUTED, True)


def ink_for(widget: QWidget) -> Ink:
    """The text colours that read well on ``widget``'s window colour."""
    dark = widget.palette().color(QPalette.ColorRole.Window).lightness() < 128
    return DARK_INK if dark else LIGHT_INK


def dark_palette() -> QPalette:
    p = QPalette()
    base = QColor("#141d19")
    window = QColor("#1b2521")
    text = QColor(TEXT)
    disabled = QColor("#6f7c76")
    p.setColor(QPalette.ColorRole.Window, window)
    p.setColor(QPalette.ColorRole.WindowText, text)
    p.setColor(QPalette.ColorRole.Base, base)
    p.setColor(QPalette.ColorRole.AlternateBase, window)
    p.setColor(QPalette.ColorRole.ToolTipBase, QColor("#f6f2e4"))
    p.setColor(QPalette.ColorRole.ToolTipText, QColor("#1b1b1b"))
    p.setColor(QPalette.ColorRole.Text, text)
    p.setColor(QPalette.ColorRole.Button, QColor("#24302b"))
    p.setColor(QPalette.ColorRole.ButtonText, text)
    p.setColor(QPalette.ColorRole.BrightText, QColor("#ff6b6b"))
    p.setColor(QPalette.ColorRole.Link, QColor("#7fc4ff"))
    p.setColor(QPalette.ColorRole.Highlight, QColor("#2f7d55"))
    p.setColor(QPalette.ColorRole.HighlightedText, QColor("#ffffff"))
    p.setColor(QPalette.ColorRole.PlaceholderText, disabled)
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        p.setColor(QPalette.ColorGroup.Disabled, role, disabled)
    return p


def apply_theme(app: QApplication) -> str:
    """Register the bundled font and set style, palette and default font; returns the family."""
    family = register_fonts()
    font = QFont(family)
    font.setPointSizeF(10.0)
    app.setFont(font)
    style = QStyleFactory.create("Fusion")
    if style is not None:
        app.setStyle(style)
    app.setPalette(dark_palette())
    return family
