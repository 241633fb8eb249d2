"""Which languages the Language box offers: the system's, then English, Deutsch, Italiano, Nederlands.

Kept apart from the dialog because it reads the package's resources
(``resources/i18n/razz_*.qm``, see ``ui.i18n``), not widgets; the dialog
takes the list as an argument so tests can pass their own. Each language is
named in its own words, so a player who cannot read the current language
still finds theirs.
"""

from __future__ import annotations

from razz_desktop.settings import LANGUAGE_SYSTEM
from razz_desktop.ui.i18n import NATIVE_NAMES, available


def available_languages() -> list[tuple[str, str]]:
    """(code, name) for "system" (the dialog words it), English and every bundled translation."""
    languages = [(LANGUAGE_SYSTEM, ""), ("en", NATIVE_NAMES["en"])]
    languages += [(code, name) for code, name in available() if code != "en"]
    return languages
