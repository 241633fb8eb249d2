"""The table's texts: translation of marked strings and chip counts as printed on the felt."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from razz_desktop.ui.wording import chips as wording_chips


def tr(text: str) -> str:
    """Translate a text marked elsewhere with QT_TRANSLATE_NOOP("Table", ...)."""
    return QCoreApplication.translate("Table", text)


def chips_text(amount: int) -> str:
    """Chip counts as the engine's labels print them: 1,240."""
    return wording_chips(amount)
