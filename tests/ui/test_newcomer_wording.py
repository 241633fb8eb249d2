"""What a newcomer reads, in each language (issue 38): plural forms through Qt's %n, and the rest."""

from __future__ import annotations

import pytest

from razz_desktop.controllers.flow import SessionEnd, SessionResult
from razz_desktop.ui.i18n import Translations
from tests.app_fixtures import *  # noqa: F403 - the shared app fixtures


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
