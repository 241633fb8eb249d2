"""The application's look: bundled font, style, palette and the colours text is written in.

Four themes (settings: ``display.theme``, :data:`razz_desktop.settings.THEMES`):

- **dark** (the default): a card table is dark green and wood; light grey
  menus and dialogs around it look like a different program. Fusion draws
  the same on every platform, so the dark palette applies to menus, docks,
  scroll bars and dialogs alike.
- **light**: the same Fusion windows in light colours, for bright rooms and
  players who read dark-on-light more easily.
- **high-contrast**: black and white with yellow for what matters (focus,
  selection, the player's turn): every text at least 15:1 against its
  background, borders on every control.
- **system**: the desktop's own style, palette and font size, untouched.

The other themes also follow the desktop's font size when it is larger than
the app's 10 pt (a 14 pt desktop gets 14 pt menus and dialogs); the table
itself is drawn in scene units and scales with the window.

The colours text is written in on those palettes live here too, so the
windows that colour their own text (the Coach, the Last Hand window, the
settings dialog, the dealer log's cards) agree on what "muted" or "good"
looks like. A window asks :func:`ink_for` which set suits it, and the
action bar asks :func:`colours` for the current theme's bar colours.
"""

from __future__ import annotations

import os
import sys

from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication, QStyleFactory, QWidget

from razz_desktop.engine.frozen_record import frozen_record

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

BASE_POINT_SIZE = 10.0
"""The app's font size where the desktop's is smaller (offscreen, some minimal desktops)."""

THEMES = ("dark", "light", "high-contrast", "system")
"""The same keys as razz_desktop.settings.THEMES (ui never needs the settings to draw)."""


@frozen_record
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


@frozen_record
class Colours:
    """What widgets that style themselves (the action bar) need from the theme."""

    name: str
    bar: str
    """The action bar's background."""
    bar_border: str
    status: str
    detail: str
    focus: str
    """The keyboard focus ring on the action buttons."""
    high_contrast: bool = False


DARK = Colours("dark", "#17211d", "#2d3b35", "#e9efe9", "#9fb3aa", "#ffd56b")
LIGHT = Colours("light", "#e4e9e6", "#b9c4be", "#14201a", "#42524a", "#0b57d0")
HIGH_CONTRAST = Colours("high-contrast", "#000000", "#ffffff", "#ffffff", "#ffffff", "#ffff00", True)

TOOLBAR_TEMPLATE = """
QToolBar#MainToolBar { background: %(bg)s; border: none; border-bottom: 1px solid %(line)s;
                       padding: 2px 8px; spacing: 4px; }
QToolBar#MainToolBar QToolButton { color: %(text)s; background: transparent; border: 1px solid transparent;
                                   border-radius: 4px; padding: 3px 10px; font-size: %(px)dpx; }
QToolBar#MainToolBar QToolButton:hover { background: %(hover)s; border-color: %(hover_line)s; }
QToolBar#MainToolBar QToolButton:pressed { background: %(line)s; }
QToolBar#MainToolBar QToolButton:checked { background: %(on)s; border-color: %(on_line)s; color: %(on_text)s; }
QToolBar#MainToolBar QToolButton:disabled { color: %(off)s; }
QToolBar#MainToolBar::separator { background: %(line)s; width: 1px; margin: 4px 6px; }
"""

TOOLBARS: dict[str, dict[str, str]] = {
    "dark": {"bg": "#111a16", "line": "#24352c", "text": "#cfe3d8", "hover": "#1e2c25", "hover_line": "#2a3a32",
             "on": "#24513a", "on_line": "#2f6f4e", "on_text": "#ffffff", "off": "#5f7268"},
    "light": {"bg": "#dfe6e2", "line": "#b9c4be", "text": "#14201a", "hover": "#cfd9d3", "hover_line": "#aab7b0",
              "on": "#2f7d55", "on_line": "#24613f", "on_text": "#ffffff", "off": "#7d8a83"},
    "high-contrast": {"bg": "#000000", "line": "#ffffff", "text": "#ffffff", "hover": "#262626",
                      "hover_line": "#ffffff", "on": "#ffff00", "on_line": "#ffff00", "on_text": "#000000",
                      "off": "#a0a0a0"},
    "system": {"bg": "palette(window)", "line": "palette(mid)", "text": "palette(window-text)",
               "hover": "palette(midlight)", "hover_line": "palette(mid)", "on": "palette(highlight)",
               "on_line": "palette(highlight)", "on_text": "palette(highlighted-text)", "off": "palette(mid)"},
}
"""The main window's toolbar in each theme ("system": the desktop palette's own roles)."""
WINDOW_BACKGROUNDS = {"dark": "#0e1713", "light": "#f1f4f2", "high-contrast": "#000000", "system": "palette(window)"}
"""Behind the table and the docks' title bars (which are written in the palette's window text)."""

ROOM = {"dark": "#0e1713", "light": "#dfe6e2", "high-contrast": "#000000"}
"""Around the felt, in the table's view (issue 38: it stayed dark in the Light theme)."""


def room_colour() -> QColor:
    """The table view's background in the theme in force ("system": the palette's window colour)."""
    if _theme_name in ROOM:
        return QColor(ROOM[_theme_name])
    return QApplication.palette().color(QPalette.ColorRole.Window)


_theme_name = "dark"
_current = DARK
_system: tuple[QPalette, float, str | None] | None = None
"""The desktop's palette, font size and style name, as found before the first theme was applied
(the style's name None until it is first needed; it is read before any other style is set)."""
_style_pending = False
"""A theme was applied with its style left for :func:`settle_style`."""


def colours() -> Colours:
    """The colours of the theme in force (dark until :func:`apply_theme` says otherwise)."""
    return _current


def theme_name() -> str:
    """The theme in force: one of :data:`THEMES`."""
    return _theme_name


def toolbar_style(point_size: float = BASE_POINT_SIZE) -> str:
    """The main window's toolbar style sheet for the theme in force (text grows with the app's font)."""
    values: dict[str, object] = dict(TOOLBARS[_theme_name])
    values["px"] = round(13 * max(1.0, point_size / BASE_POINT_SIZE))
    return TOOLBAR_TEMPLATE % values


def window_style() -> str:
    """The main window's own style sheet: its background in the theme in force."""
    return f"QMainWindow {{ background: {WINDOW_BACKGROUNDS[_theme_name]}; }}"


def _palette(colours: dict[QPalette.ColorRole, str], disabled: str) -> QPalette:
    p = QPalette()
    for role, colour in colours.items():
        p.setColor(role, QColor(colour))
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        p.setColor(QPalette.ColorGroup.Disabled, role, QColor(disabled))
    return p


R = QPalette.ColorRole


def dark_palette() -> QPalette:
    return _palette({
        R.Window: "#1b2521", R.WindowText: TEXT, R.Base: "#141d19", R.AlternateBase: "#1b2521",
        R.ToolTipBase: "#f6f2e4", R.ToolTipText: "#1b1b1b", R.Text: TEXT, R.Button: "#24302b",
        R.ButtonText: TEXT, R.BrightText: "#ff6b6b", R.Link: "#7fc4ff", R.Highlight: "#2f7d55",
        R.HighlightedText: "#ffffff", R.PlaceholderText: "#6f7c76",
    }, "#6f7c76")


def light_palette() -> QPalette:
    return _palette({
        R.Window: "#f1f4f2", R.WindowText: "#14201a", R.Base: "#ffffff", R.AlternateBase: "#e8eeea",
        R.ToolTipBase: "#fffbe6", R.ToolTipText: "#1b1b1b", R.Text: "#14201a", R.Button: "#e2e8e4",
        R.ButtonText: "#14201a", R.BrightText: "#b3261e", R.Link: "#0b57d0", R.Highlight: "#2f7d55",
        R.HighlightedText: "#ffffff", R.PlaceholderText: "#6b776f",
    }, "#8a948e")


def high_contrast_palette() -> QPalette:
    return _palette({
        R.Window: "#000000", R.WindowText: "#ffffff", R.Base: "#000000", R.AlternateBase: "#1a1a1a",
        R.ToolTipBase: "#ffffff", R.ToolTipText: "#000000", R.Text: "#ffffff", R.Button: "#000000",
        R.ButtonText: "#ffffff", R.BrightText: "#ffff00", R.Link: "#00ffff", R.Highlight: "#ffff00",
        R.HighlightedText: "#000000", R.PlaceholderText: "#c0c0c0", R.Light: "#ffffff", R.Mid: "#ffffff",
        R.Dark: "#ffffff", R.Shadow: "#ffffff",
    }, "#a0a0a0")


HIGH_CONTRAST_STYLE = """
QPushButton, QToolButton, QComboBox, QSpinBox, QLineEdit { border: 2px solid #ffffff; }
QPushButton:focus, QToolButton:focus, QComboBox:focus, QSpinBox:focus, QLineEdit:focus,
QCheckBox:focus, QListView:focus, QTextEdit:focus { outline: none; border: 3px solid #ffff00; }
QCheckBox::indicator { border: 2px solid #ffffff; width: 14px; height: 14px; }
QCheckBox::indicator:checked { background: #ffff00; }
QMenu::item:selected, QMenuBar::item:selected { background: #ffff00; color: #000000; }
QTabBar::tab:selected { background: #ffff00; color: #000000; }
QDockWidget::title { background: #000000; border: 1px solid #ffffff; }
"""
"""Borders Fusion leaves faint (grey on grey) drawn solid, and yellow focus everywhere."""


def _remember_system(app: QApplication) -> tuple[QPalette, float, str | None]:
    global _system
    if _system is None:
        size = app.font().pointSizeF()
        _system = (QPalette(app.palette()), size if size > 0 else BASE_POINT_SIZE, None)
    return _system


def _desktop_style(app: QApplication) -> str:
    """The name of the style the desktop gave the app (read before any theme sets another)."""
    global _system
    palette, size, name = _remember_system(app)
    if name is None:
        name = app.style().name()
        _system = (palette, size, name)
    return name


def system_point_size(app: QApplication) -> float:
    """The desktop's font size, in points, as found before any theme changed it."""
    return _remember_system(app)[1]


def fusion_by_default() -> bool:
    """Whether Qt itself gives this app the Fusion style (unless told otherwise on the command line).

    On Linux the Qt that PySide6 brings has no desktop style but Fusion, so
    the themes that want Fusion have it without asking; elsewhere (Windows,
    macOS) or with ``QT_STYLE_OVERRIDE`` set, the desktop's own style comes first.
    """
    return sys.platform.startswith("linux") and not os.environ.get("QT_STYLE_OVERRIDE")


def apply_theme(app: QApplication, theme: str = "dark", *, style_later: bool = False) -> str:
    """Register the bundled font and set style, palette and font for ``theme``; returns the family.

    An unknown theme name falls back to dark (a settings file from a newer
    version, say): the window always gets a theme. ``style_later`` (the
    launcher, before the first table): where Qt gives the app Fusion anyway
    (:func:`fusion_by_default`) the style is confirmed by :func:`settle_style`
    after the first paint. Looking at the app's style from Python makes
    PySide build the QStyle class with its eleven enumerations, some 46
    million instructions, about 3% of the launch (issue 19), for a style the
    table does not need named.
    """
    global _current, _theme_name, _style_pending
    theme = theme if theme in THEMES else "dark"
    _theme_name = theme
    palette, size, _ = _remember_system(app)
    family = register_fonts()
    font = QFont(family)
    if theme == "system":
        font.setPointSizeF(size)
        new_palette, sheet, _current = QPalette(palette), "", (
            DARK if palette.color(R.Window).lightness() < 128 else LIGHT)
    else:
        font.setPointSizeF(max(BASE_POINT_SIZE, size))
        if theme == "light":
            new_palette, sheet, _current = light_palette(), "", LIGHT
        elif theme == "high-contrast":
            new_palette, sheet, _current = high_contrast_palette(), HIGH_CONTRAST_STYLE, HIGH_CONTRAST
        else:
            new_palette, sheet, _current = dark_palette(), "", DARK
    app.setFont(font)
    if style_later and theme != "system" and fusion_by_default():
        _style_pending = True
    else:
        _set_style(app, theme)
    app.setPalette(new_palette)
    app.setStyleSheet(sheet)
    app.setProperty("razzTheme", _current.name)
    return family


def _set_style(app: QApplication, theme: str) -> None:
    global _style_pending
    _style_pending = False
    desktop = _desktop_style(app)  # before any other style is set
    style = (QStyleFactory.create(desktop) if theme == "system" else None) or QStyleFactory.create("Fusion")
    if style is not None and style.name() != app.style().name():
        app.setStyle(style)


def settle_style(app: QApplication) -> None:
    """Set the style a theme applied with ``style_later`` left (see :func:`apply_theme`)."""
    if _style_pending:
        _set_style(app, _theme_name)
