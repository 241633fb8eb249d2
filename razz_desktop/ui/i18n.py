"""The program's language: which translation is loaded, from the package's own data.

Razz Desktop ships English (the source texts, plus ``razz_en.qm`` for its
plural forms: "1 hand", "3 hands"), German, Italian and Dutch. Each is a
``resources/i18n/razz_<code>.qm`` built from the ``.ts`` beside it
(``python packaging/update_translations.py``), together with Qt's own
``qtbase_<code>.qm`` so the standard dialog buttons (OK, Cancel, Yes, No)
speak the same language. They are found through :mod:`razz_desktop.resource_folder`,
so a checkout, an installed wheel and the frozen bundle find them alike.

The Language setting is "system" (follow the desktop: ``LANGUAGE``, then
``LC_ALL``, ``LC_MESSAGES``, ``LANG``, the first that names a shipped
language; English otherwise) or a language code. The translation is loaded
before any window is built; a change in the settings dialog applies at the
next start, and the dialog says so (``settings.changes``). ``QLocale`` is
set with the language, so numbers, money and dates follow it (39.960 in
German).
"""

from __future__ import annotations

import atexit
import contextlib
import logging
import os
import weakref
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from razz_desktop import resource_folder
from razz_desktop.settings import LANGUAGE_SYSTEM
from razz_desktop.settings.chips import use_money_writers

from .wording.numbers import forget_locale, money, short_money

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

log = logging.getLogger(__name__)

SHIPPED = ("en", "de", "it", "nl")
"""The languages Razz Desktop speaks, English first (the source language)."""

NATIVE_NAMES = {"en": "English", "de": "Deutsch", "it": "Italiano", "nl": "Nederlands"}
"""Each language in its own words, as the Language box lists it."""

ENV_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The shipped language the environment asks for ("de" for LANG=de_DE.UTF-8); "en" if none.

    ``LANGUAGE`` is a colon-separated list of preferences (GNU gettext's
    rule): the first shipped one wins. The C and POSIX locales mean English.
    """
    env = os.environ if environ is None else environ
    for var in ENV_VARIABLES:
        value = env.get(var, "")
        if not value:
            continue
        for item in value.split(":"):
            code = item.split(".")[0].split("@")[0].split("_")[0].lower()
            if code in SHIPPED:
                return code
            if code in ("c", "posix"):
                return "en"
        if var != "LANGUAGE":
            return "en"  # the locale names a language Razz Desktop does not speak
    return "en"


def resolve(setting: str, environ: Mapping[str, str] | None = None) -> str:
    """The language code a Language setting means: "system" follows the environment."""
    if setting == LANGUAGE_SYSTEM or setting not in SHIPPED:
        return system_language(environ)
    return setting


def translations_folder() -> Path | Traversable:
    """``resources/i18n`` as package data (a real folder in a checkout, wheel or bundle)."""
    return resource_folder.traversable("i18n")


@contextlib.contextmanager
def _file(name: str) -> Iterator[Path | None]:
    entry = translations_folder() / name
    if not entry.is_file():
        yield None
        return
    if isinstance(entry, Path):
        yield entry  # on disk already (what as_file would give): importlib.resources is not needed
        return
    import importlib.resources  # a zipped install: a temporary copy while it is read

    with importlib.resources.as_file(entry) as path:
        yield path


def qm_names(code: str) -> tuple[str, ...]:
    """The .qm files a language loads, most specific last: Qt's own, then the program's."""
    if code == "en":
        return ("razz_en.qm",)
    return (f"qtbase_{code}.qm", f"razz_{code}.qm")


class AnyContext(QTranslator):
    """Finds a text that pyside6-lupdate filed without a context.

    A module-level helper such as ``def tr(text): return translate("Ctx", text)``
    hides the context from lupdate, which files its texts under the empty
    context, while the running program asks with "Ctx". Installed before the
    program's own translator (Qt asks the last installed first), this one is
    asked only when the exact context has no translation, and answers from the
    empty context.
    """

    def __init__(self, inner: QTranslator) -> None:
        super().__init__()
        self._inner = inner

    def translate(self, context: str, source_text: str, disambiguation: str | None = None,  # noqa: D102
                  n: int = -1) -> str:
        if not context:
            return None  # type: ignore[return-value]  # a null QString: "not here", Qt asks the next one
        found = self._inner.translate("", source_text, disambiguation, n)
        return found or None  # type: ignore[return-value]

    def isEmpty(self) -> bool:  # noqa: N802 - Qt override
        return self._inner.isEmpty()


class Translations:
    """The translators installed in the application (kept referenced, or Qt drops them)."""

    def __init__(self) -> None:
        self.language = "en"
        self._installed: list[QTranslator] = []
        _LIVE.add(self)

    def uninstall(self) -> None:
        """Remove this object's translators from the application (the texts go back to English)."""
        app = QCoreApplication.instance()
        for translator in self._installed:
            if app is not None:
                QCoreApplication.removeTranslator(translator)
        self._installed = []

    def install(self, code: str) -> bool:
        """Load ``code``'s translations (replacing any installed) and set the locale to match.

        Returns False when a file is missing or unreadable: the texts it would
        have translated stay in English, which is logged, never fatal.
        """
        app = QCoreApplication.instance()
        self.uninstall()
        complete = True
        for name in qm_names(code):
            translator = QTranslator()
            with _file(name) as path:
                loaded = path is not None and translator.load(str(path))
            if not loaded:
                log.warning("translation %s not found or unreadable; those texts stay in English", name)
                complete = False
                continue
            if name.startswith("razz_"):
                fallback = AnyContext(translator)
                if app is not None:
                    QCoreApplication.installTranslator(fallback)
                self._installed.append(fallback)
            if app is not None:
                QCoreApplication.installTranslator(translator)
            self._installed.append(translator)
        self.language = code
        QLocale.setDefault(locale_for(code))
        forget_locale()  # figures follow the new default at once
        # The settings' messages write amounts as the windows do ("1,25 $"), not always "$1.25".
        use_money_writers(money, short_money)
        return complete


_LIVE: weakref.WeakSet[Translations] = weakref.WeakSet()


@atexit.register
def _uninstall_all() -> None:
    """Before the interpreter tears down: no translator written in Python stays installed.

    Qt may still translate while the application object is destroyed, and an
    :class:`AnyContext` whose Python half is already gone would crash the exit.
    """
    for translations in list(_LIVE):
        translations.uninstall()


def locale_for(code: str) -> QLocale:
    """The locale a language's numbers and dates are written in (the system's when it agrees)."""
    system = QLocale.system()
    if system.name().split("_")[0] == code:
        return system
    if code == "en":
        return QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
    return QLocale(code)


def install_language(setting: str, environ: Mapping[str, str] | None = None) -> Translations:
    """Install the translations the Language setting asks for; call before building windows."""
    translations = Translations()
    code = resolve(setting, environ)
    translations.install(code)
    log.info("language: %s (setting %r)", code, setting)
    return translations


def available() -> list[tuple[str, str]]:
    """(code, native name) of each shipped language whose translation is present."""
    out = []
    for code in SHIPPED:
        with _file(f"razz_{code}.qm") as path:
            if path is not None:
                out.append((code, NATIVE_NAMES[code]))
    return out
