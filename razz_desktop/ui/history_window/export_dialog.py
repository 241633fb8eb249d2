"""Asking where to export hands to, and in which format.

One save dialog for the History window's Export buttons and the main
window's File > Export hands...: PokerStars text (``.txt``, as PokerStars
writes Razz hands) or a PHH set (``.phhs``, the open hand-history format).
The format follows the file type chosen, and the file name gets its
extension when the user typed none.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QWidget

FORMATS: tuple[tuple[str, str, str], ...] = (
    ("pokerstars", ".txt", "PokerStars hand history (*.txt)"),
    ("phh", ".phhs", "PHH hand set (*.phhs)"),
)


def _tr(text: str) -> str:
    return QCoreApplication.translate("ExportDialog", text)


def target_for(path: str, chosen_filter: str) -> tuple[str, str]:
    """(path with its extension, format) for what the save dialog returned."""
    fmt, ext = FORMATS[0][0], FORMATS[0][1]
    suffix = Path(path).suffix.lower()
    by_suffix = {e: f for f, e, _ in FORMATS}
    if suffix in by_suffix:
        return path, by_suffix[suffix]
    for f, e, label in FORMATS:
        if _tr(label) == chosen_filter or label == chosen_filter:
            fmt, ext = f, e
    return path + ext, fmt


def ask_export_target(parent: QWidget | None, what: str, default_name: str = "razz-hands") -> tuple[str, str] | None:
    """The save dialog; returns (path, format) or None when the user cancelled. ``what``: "12 hands"."""
    filters = ";;".join(_tr(label) for _, _, label in FORMATS)
    path, chosen = QFileDialog.getSaveFileName(
        parent, _tr("Export {what}").format(what=what), str(Path.home() / (default_name + ".txt")), filters)
    if not path:
        return None
    return target_for(path, chosen)
