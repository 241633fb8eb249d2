"""Each language, seen as a player sees it: no English left in the windows or the dealer log.

For German, Italian and Dutch the whole app is built (app.assemble, as a
start does) after the language's translations are installed; then the main
window with its menus, the settings dialog, the Last Hand window and the
Coach are opened offscreen and every visible text (labels, buttons, menu
items, tabs, headers, titles, tooltips, accessible names) is compared with
the English source texts: none may be an English text that the language
translates differently (a loanword such as "Showdown" or "OK" is the same
in both and passes). One hand is played; every line of its dealer log must
be in that language: no word of it may be an English word the language's
translations never use (player names and card codes excepted).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QDockWidget,
    QGroupBox,
    QLabel,
    QMenu,
    QTabBar,
    QTreeWidget,
    QWidget,
)

from razz_desktop.ui.i18n import Translations
from tests.app_fixtures import *  # noqa: F403 - the shared app fixtures
from tests.app_fixtures import auto_play, fast_settings

ROOT = Path(__file__).resolve().parents[2]
FOLDER = ROOT / "resources" / "i18n"
LANGUAGES = ("de", "it", "nl")
TAG = re.compile(r"<[^>]+>")


def normal(text: str) -> str:
    """A text as compared: no mnemonic &, no markup, no trailing ellipsis or colon, spaces folded."""
    text = TAG.sub(" ", text).replace("&nbsp;", " ").replace("&&", "\0").replace("&", "").replace("\0", "&")
    return " ".join(text.split()).rstrip("…:").strip()


def catalogue(lang: str) -> tuple[set[str], set[str]]:
    """(English texts the language translates differently, every word its translations use)."""
    english: set[str] = set()
    words: set[str] = set()
    for m in ET.parse(FOLDER / f"razz_{lang}.ts").getroot().iter("message"):
        src = m.findtext("source") or ""
        tr = m.find("translation")
        forms = [f.text or "" for f in tr.findall("numerusform")] if tr is not None else []
        texts = forms or [tr.text or "" if tr is not None else ""]
        for t in texts:
            words.update(w.lower() for w in re.findall(r"[A-Za-zÀ-ÿ']{3,}", TAG.sub(" ", t)))
        if "{" in src or "%" in src or len(normal(src)) < 2:
            continue  # a template: what is shown is filled in, never the template itself
        if all(normal(t) != normal(src) for t in texts):
            english.add(normal(src))
    return english, words


def english_words() -> set[str]:
    """Every word of the English source texts (what an untranslated line would be made of)."""
    out: set[str] = set()
    for m in ET.parse(FOLDER / "razz_de.ts").getroot().iter("message"):
        out.update(w.lower() for w in re.findall(r"[A-Za-z']{3,}", TAG.sub(" ", m.findtext("source") or "")))
    return out


def visible_texts(top: QWidget) -> list[tuple[str, str]]:
    """(where, text) of what a player can read or hear in ``top`` and its visible children."""
    out: list[tuple[str, str]] = [("title", top.windowTitle())]
    widgets = [top, *top.findChildren(QWidget)]
    for w in widgets:
        if w is not top and not w.isVisibleTo(top):
            continue
        where = type(w).__name__ + ":" + (w.objectName() or "")
        for kind, text in (("tooltip", w.toolTip()), ("accessible", w.accessibleName())):
            out.append((f"{where} {kind}", text))
        if isinstance(w, QLabel | QAbstractButton):
            out.append((where, w.text()))
        elif isinstance(w, QGroupBox):
            out.append((where, w.title()))
        elif isinstance(w, QDockWidget):
            out.append((where, w.windowTitle()))
        elif isinstance(w, QTabBar):
            out.extend((where, w.tabText(i)) for i in range(w.count()))
        elif isinstance(w, QComboBox):
            out.extend((where, w.itemText(i)) for i in range(w.count()))
        elif isinstance(w, QTreeWidget):
            header = w.headerItem()
            out.extend((where, header.text(i)) for i in range(header.columnCount()))
    for menu in top.findChildren(QMenu):
        out.append(("menu", menu.title()))
        for action in menu.actions():
            out.extend((f"menu {menu.title()}", t) for t in (action.text(), action.toolTip()))
    return [(where, t) for where, t in out if t]


def english_left(top: QWidget, english: set[str]) -> list[tuple[str, str]]:
    return [(where, text) for where, text in visible_texts(top) if normal(text) in english]


@pytest.fixture
def language(request):
    """Install the parametrised language for the test (before the app is built), English after."""
    translations = Translations()
    assert translations.install(request.param)
    yield request.param
    Translations().install("en")


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_the_windows_and_the_dealer_log_speak_the_language(qtbot, make_app, language) -> None:
    from razz_desktop.ui.settings_dialog import SettingsDialog

    english, words = catalogue(language)
    assert len(english) > 300
    app = make_app(fast_settings(enabled=True))
    w, c = app.window, app.controller
    history, last_hand, panel = app.history.controller, app.history.window, app.coach.panel
    with qtbot.waitExposed(w):
        w.show()

    # One hand: the Coach's hint for the first decision, then the human checks or calls
    # through the window's intent signal until the hand is over and reviewed.
    practice = app.coach.controller
    with qtbot.waitSignal(practice.hint_ready, timeout=20_000):
        app.start()
    assert english_left(panel, english) == [], "the Coach's hint"
    auto_play(app)(c.current_view())
    with qtbot.waitSignals([history.hand_saved, practice.review_ready], timeout=20_000):
        pass

    assert english_left(w, english) == []

    # The Coach: the last hint and the review of the hand.
    qtbot.waitUntil(lambda: panel.review_list.topLevelItemCount() > 0, timeout=10_000)
    for page in (0, 1):
        panel.tabs.setCurrentIndex(page)
        assert english_left(panel, english) == [], f"Coach page {page}"

    # The Last Hand window.
    with qtbot.waitSignal(last_hand.hand_shown, timeout=10_000):
        w.last_hand_action.trigger()
    assert english_left(last_hand, english) == []

    # The settings dialog, every page.
    dialog = SettingsDialog(app.user.settings if hasattr(app.user, "settings") else fast_settings(), w)
    qtbot.addWidget(dialog)
    dialog.show()
    tabs = dialog.findChildren(QTabBar)
    pages = tabs[0].count() if tabs else 1
    for i in range(pages):
        if tabs:
            tabs[0].setCurrentIndex(i)
        assert english_left(dialog, english) == [], f"settings page {i}"
    dialog.reject()

    # The dealer log: every line in the language (no English-only word in it).
    only_english = english_words() - words
    names = {p.name.lower() for p in c.players.values()}
    lines = w.log.plain_lines()
    assert len(lines) > 8
    bad = [line for line in lines
           if any(word.lower() in only_english and word.lower() not in names
                  for word in re.findall(r"[A-Za-z']{3,}", line))]
    assert bad == [], bad
