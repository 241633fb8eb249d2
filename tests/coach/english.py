"""The coach's notes in English words, for tests that read what the Coach says.

The coach produces message data (``engine.messages.Note``); ``ui.wording.coach``
words it. English is the source language, but its plural forms ("3 low door
cards") come from razz_en.qm, so the English translation is installed first.
"""

from __future__ import annotations

from razz_desktop.engine.messages import Note

_installed = []


def english(note: Note | None) -> str:
    """What the Coach says for ``note``, in English."""
    from PySide6.QtWidgets import QApplication

    from razz_desktop.ui.i18n import Translations
    from razz_desktop.ui.wording.coach import reason_text

    if not _installed:
        _installed.append(QApplication.instance() or QApplication([]))
        translations = Translations()
        translations.install("en")
        _installed.append(translations)
    return reason_text(note)
