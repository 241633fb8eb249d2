"""The whole app as app.assemble() builds it, on temporary folders: fixtures shared by the app tests.

Every app runs on temporary data and config folders (RAZZ_DESKTOP_HOME and
the XDG variables point into tmp_path), plays with calling stations and no
thinking pauses, and waits on signals, never on time. Test modules take them
with ``from tests.app_fixtures import *``.
"""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from razz_desktop.ui.qt_compat import protect_none  # noqa: E402

protect_none()

import pytest  # noqa: E402
from PySide6.QtCore import QTimer  # noqa: E402

from razz_desktop import paths  # noqa: E402
from razz_desktop.engine.actions import ActionType  # noqa: E402
from razz_desktop.settings import PracticeSettings, Settings, save_settings  # noqa: E402
from tests.qt_helpers import calling_factory, fast_setup  # noqa: E402

__all__ = ["FIRST_START", "PASSIVE", "_theme", "auto_play", "fast_settings", "home", "make_app", "until_the_heros_turn"]

PASSIVE = (ActionType.CHECK, ActionType.CALL, ActionType.BRING_IN, ActionType.SHOW)
FIRST_START = None
"""``make_app(FIRST_START)``: no settings file at all."""


@pytest.fixture(scope="module", autouse=True)
def _theme(qapp):
    from razz_desktop.ui.theme import apply_theme

    apply_theme(qapp)


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every folder the app could touch, inside tmp_path."""
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path / "home"))
    for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        monkeypatch.setenv(var, str(tmp_path / var.lower()))
    return tmp_path / "home"


def fast_settings(**practice: object) -> Settings:
    s = Settings()
    return replace(s, display=replace(s.display, animation_speed="off"),
                   play=replace(s.play, auto_next_hand=False),
                   practice=replace(PracticeSettings(), **practice))


@pytest.fixture
def make_app(qtbot, home):
    from razz_desktop.app import assemble

    built = []

    def make(settings: Settings | None | str = "fast", **kw):
        if settings == "fast":
            settings = fast_settings(enabled=False)
        if settings is not FIRST_START:
            save_settings(settings)
        app = assemble(calling_factory, fast_setup(), coach_seed=7, **kw)
        qtbot.addWidget(app.window)
        # The animation-speed setting paces the bots for people; the tests go flat out.
        app.controller.set_thinking_ms(0, 1)
        app.controller.set_next_hand_delay_ms(0)
        built.append(app)
        return app

    yield make
    for app in built:
        app.shutdown()


def auto_play(app):
    """The human checks or calls at every turn, through the window's intent signal, as a click would."""

    def answer(view) -> None:
        choice = next((la for kind in PASSIVE for la in view.legal if la.type is kind), None)
        if choice is not None:
            QTimer.singleShot(0, lambda: app.window.action_chosen.emit(choice))

    app.controller.human_to_act.connect(answer)
    return answer


def until_the_heros_turn(app, qtbot, *, with_buttons: bool = False) -> list:
    """Show the window active, start the app and wait for the human's first turn; returns the turns seen.

    ``with_buttons``: also wait for the action bar's buttons (they come a moment after the turn).
    """
    w = app.window
    with qtbot.waitActive(w):
        w.show()
        w.activateWindow()
    turns: list = []
    app.controller.human_to_act.connect(turns.append)
    app.start()
    qtbot.waitUntil(lambda: bool(turns) and (not with_buttons or bool(w.action_bar.buttons)), timeout=20_000)
    return turns
