"""How the settings' texts are marked for translation without importing Qt.

The settings are pure Python (the engine-facing parts are tested without a
display), yet every text they show the user must reach ``pyside6-lupdate``.
So the texts are English templates marked with :func:`QT_TRANSLATE_NOOP`
(context :data:`CONTEXT`), and each function that builds a sentence takes a
``translate`` argument: the dialog translates the template *before* the
numbers are filled in; without one the English text is used.
"""

from __future__ import annotations

from collections.abc import Callable

CONTEXT = "Settings"
"""Translation context of every text in the settings package."""

Translate = Callable[[str], str]


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate looks for
    """Mark ``text`` for translation without translating it (Qt's idiom, without Qt)."""
    return text


def untranslated(text: str) -> str:
    """The default ``translate``: the English template as it is."""
    return text
