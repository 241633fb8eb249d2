"""Which languages the Language box offers: the system's, English, and each bundled translation.

Kept apart from the dialog because it reads the package's resources
(``resources/i18n/razz_*.qm``), not widgets; the dialog takes the list as an
argument so tests can pass their own.
"""

from __future__ import annotations

import importlib.resources
import re

from PySide6.QtCore import QLocale

from razz_desktop.settings import LANGUAGE_SYSTEM


def available_languages() -> list[tuple[str, str]]:
    """(code, name) for "system", English and every bundled translation (resources/i18n/razz_*.qm)."""
    languages = [(LANGUAGE_SYSTEM, ""), ("en", "English")]
    try:
        folder = importlib.resources.files("razz_desktop.resources") / "i18n"
        names = sorted(entry.name for entry in folder.iterdir())
    except (ModuleNotFoundError, FileNotFoundError, NotADirectoryError, OSError):
        names = []
    for name in names:
        m = re.fullmatch(r"razz_([a-z]{2,3}(?:_[A-Z]{2})?)\.qm", name)
        if m and m.group(1) != "en":
            code = m.group(1)
            languages.append((code, QLocale(code).nativeLanguageName() or code))
    return languages
