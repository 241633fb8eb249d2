"""The application's look: bundled font, Fusion style and a dark palette.

A card table is dark green and wood; light grey menus and dialogs around it
look like a different program. Fusion draws the same on every platform, so
the dark palette applies to menus, docks, scroll bars and dialogs alike.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication, QStyleFactory

from .fonts import register_fonts


def dark_palette() -> QPalette:
    p = QPalette()
    base = QColor("#141d19")
    window = QColor("#1b2521")
    text = QColor("#e8ece9")
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
