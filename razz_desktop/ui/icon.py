"""The application's icon, from the package's own resources wherever it is installed."""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QByteArray
from PySide6.QtGui import QIcon, QPixmap

from razz_desktop import resource_folder

log = logging.getLogger(__name__)


def app_icon() -> QIcon:
    """resources/icons/razz-desktop.svg; the desktop theme's icon only as a fallback."""
    icon = QIcon()
    try:
        node = resource_folder.traversable("icons", "razz-desktop.svg")
        if isinstance(node, Path) and node.is_file():
            icon = QIcon(str(node))  # the SVG icon engine draws it sharp at every size
        else:  # a zipped install: no file on disk, so a pixmap from the bytes
            pixmap = QPixmap()
            if pixmap.loadFromData(QByteArray(node.read_bytes()), "SVG"):
                icon.addPixmap(pixmap)
    except (ModuleNotFoundError, FileNotFoundError, OSError) as exc:
        log.warning("window icon unavailable: %s", exc)
    if icon.isNull():
        icon = QIcon.fromTheme("io.github.razzdesktop.razzdesktop")  # desktop_entry.APP_ID, as installed
    return icon
