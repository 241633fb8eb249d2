"""The bundled font: registered once, used for every text the app draws.

Without it a machine with no fonts installed (CI images, minimal containers,
some frozen builds) draws every glyph as a box, and suit symbols in the
dealer log depend on whatever font happens to be there. DejaVu Sans covers
the suit symbols and is licensed for redistribution (resources/fonts).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QFont, QFontDatabase

from razz_desktop import resource_folder

FALLBACK_FAMILY = "DejaVu Sans"
FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")

_family: str | None = None


def resource_bytes(*parts: str) -> bytes:
    """A file under resources/, read the same way installed, frozen or from a checkout
    (:mod:`razz_desktop.resource_folder` finds the folder)."""
    return resource_folder.traversable(*parts).read_bytes()


def resource_file(*parts: str) -> Path | None:
    """The file under resources/ if it is a file on disk (a checkout, a wheel, the bundle), else None."""
    try:
        node = resource_folder.traversable(*parts)
    except ModuleNotFoundError:
        return None
    return node if isinstance(node, Path) and node.is_file() else None


def register_fonts() -> str:
    """Register the bundled fonts (idempotent) and return the family name to use.

    Qt reads a font file on disk itself (half the time of handing it the bytes read here,
    which matters before the first table, issue 19); the bytes are the fallback.
    """
    global _family
    if _family is not None:
        return _family
    family = FALLBACK_FAMILY
    for name in FONT_FILES:
        path = resource_file("fonts", name)
        if path is not None:
            font_id = QFontDatabase.addApplicationFont(str(path))
        else:
            try:
                data = resource_bytes("fonts", name)
            except OSError:
                continue
            font_id = QFontDatabase.addApplicationFontFromData(data)
        families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
        if families:
            family = families[0]
    _family = family
    return family


def ui_font_family() -> str:
    """The family every painted text uses (registers the fonts on first use)."""
    return _family if _family is not None else register_fonts()


def ui_font(pixel_size: int, bold: bool = False) -> QFont:
    """A font in the bundled family with a size in pixels (scene units in the table)."""
    font = QFont(ui_font_family())
    font.setPixelSize(max(1, int(pixel_size)))
    font.setBold(bold)
    return font
