"""What a newcomer reads, in each language (issue 38): plural forms through Qt's %n, and the rest."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from razz_desktop.controllers.flow import SessionEnd, SessionResult
from razz_desktop.ui.i18n import Translations
from razz_desktop.ui.main_window import MainWindow
from tests.app_fixtures import *  # noqa: F403 - the shared app fixtures

ASK_TO_FOLD = MainWindow._ask_to_fold
"""The real question, taken at import, before tests/conftest.py stands in for it during each test."""


@pytest.fixture
def language(request):
    translations = Translations()
    assert translations.install(request.param)
    yield request.param
    Translations().install("en")


@pytest.mark.parametrize(("language", "one", "three"), [
    ("en", "Session over: 1 hand,", "Session over: 3 hands,"),
    ("de", "Sitzung beendet: 1 Blatt,", "Sitzung beendet: 3 Blätter,"),
    ("it", "Sessione finita: 1 mano,", "Sessione finita: 3 mani,"),
    ("nl", "Sessie voorbij: 1 hand,", "Sessie voorbij: 3 handen,"),
], indirect=["language"])
def test_the_session_result_counts_hands_in_the_language_s_plural(make_app, language, one, three) -> None:
    w = make_app().window
    assert w.session_result_text(SessionResult(1, 50, 100, SessionEnd.QUIT)).startswith(one)
    assert w.session_result_text(SessionResult(3, 50, 100, SessionEnd.QUIT)).startswith(three)


@pytest.mark.parametrize("language", ["it"], indirect=True)
def test_italian_groups_thousands_as_the_rest_of_the_window(language) -> None:
    """CLDR's Italian groups from five digits; the window shows "1.150" beside "11.500" (issue 38)."""
    from razz_desktop.ui.wording.numbers import chips, money, stakes

    assert (chips(1150), chips(-1150), chips(11500), chips(500)) == ("1.150", "-1.150", "11.500", "500")
    assert stakes(50000, 100000).replace("\xa0", " ") == "500 $/1.000 $"
    assert money(115000).replace("\xa0", " ") == "1.150,00 $"


@pytest.mark.parametrize(("language", "amount"), [("de", "1,25 $"), ("it", "1,25 $"), ("nl", "$ 1,25"),
                                                  ("en", "$1.25")], indirect=["language"])
def test_the_settings_messages_write_money_as_the_window_does(qtbot, language, amount) -> None:
    """The bring-in warning read "($1.25)" in German and Italian beside "1,25 $" everywhere else."""
    from dataclasses import replace

    from razz_desktop.settings import Settings
    from razz_desktop.ui.settings_dialog import SettingsDialog

    d = SettingsDialog(replace(Settings(), stakes=replace(Settings().stakes, small_bet=500, big_bet=1000)))
    qtbot.addWidget(d)
    d.show()
    d.ante_percent.setFocus()
    d.ante_percent.selectAll()
    qtbot.keyClicks(d.ante_percent, "30")
    qtbot.keyClick(d.ante_percent, Qt.Key.Key_Tab)
    warning = d.findChild(QLabel, "warning:stakes.bring_in_percent")
    assert warning is not None and not warning.isHidden()
    text = warning.text().replace("\xa0", " ")
    assert amount in text and ("$1.25" not in text or language == "en"), text


def test_german_uses_one_set_of_poker_terms() -> None:
    """German: "3. Straße" .. "7. Straße", "Türkarte", "verdeckte Karten" throughout, never the English
    street names, "Door Card" or the hybrid "Hole-Karten" beside them (issue 38); the Space key's cap
    reads "Leertaste", not the cut-looking "Leer". "Big Bets" and "Button" stay: German limit players
    use both words as they are."""
    import re
    import xml.etree.ElementTree as ET
    from pathlib import Path

    ts = Path(__file__).resolve().parents[2] / "resources" / "i18n" / "razz_de.ts"
    texts = []
    for m in ET.parse(ts).getroot().iter("message"):
        tr = m.find("translation")
        if tr is None or tr.get("type") in ("vanished", "obsolete"):
            continue
        forms = [f.text or "" for f in tr.findall("numerusform")]
        texts += forms or [tr.text or ""]
        if m.findtext("source") == "Space":
            assert tr.text == "Leertaste"
    english = re.compile(r"\b(Third|Fourth|Fifth|Sixth|Seventh) Street\b|\bStreet\b|Door Card|Hole-Karte")
    assert [t for t in texts if english.search(t)] == []
    assert sum("Türkarte" in t for t in texts) >= 10 and sum("Straße" in t for t in texts) >= 20


@pytest.mark.parametrize("language", ["en", "de"], indirect=True)
def test_the_game_menu_shows_the_space_key_in_its_shortcut_column(make_app, language) -> None:
    """"&Deal next hand  (Space)" wrote the key into the label (issue 38): the key goes after a tab,
    where menus show shortcuts, named by Qt in the language."""
    action = make_app().window.next_action
    label, _, key = action.text().partition("\t")
    assert "(" not in label and key
    assert key == ("Space" if language == "en" else "Leertaste")


@pytest.mark.parametrize("language", ["en", "de", "it", "nl"], indirect=True)
def test_the_leave_question_is_wide_enough_for_its_title(qtbot, make_app, language) -> None:
    """"Your ha... esktop": the title bar, as wide as the box, cut its title (issue 38)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    from razz_desktop.ui.message_boxes import full_title

    QApplication.setApplicationDisplayName("Razz Desktop")
    w = make_app().window
    seen: list[tuple[int, int]] = []

    def answer() -> None:
        box = next((b for b in QApplication.topLevelWidgets()
                    if isinstance(b, QMessageBox) and b.objectName() == "foldQuestion" and b.isVisible()), None)
        if box is None:
            QTimer.singleShot(10, answer)
            return
        seen.append((box.width(), box.fontMetrics().horizontalAdvance(full_title(box))))
        box.button(QMessageBox.StandardButton.No).click()

    QTimer.singleShot(0, answer)
    assert ASK_TO_FOLD(w, w.tr("Leave the table?")) is False
    assert isinstance(w, MainWindow) and seen
    width, title = seen[0]
    assert width >= title + 100, seen
