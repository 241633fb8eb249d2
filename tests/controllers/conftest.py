"""Qt set-up shared by the controller tests: offscreen, the PySide6 guard, the app's theme."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from razz_desktop.ui.qt_compat import protect_none  # noqa: E402

protect_none()

import pytest  # noqa: E402

from tests.qt_helpers import *  # noqa: E402, F403 - fixtures


@pytest.fixture(scope="session", autouse=True)
def _theme(qapp):
    from razz_desktop.ui.theme import apply_theme

    apply_theme(qapp)


@pytest.fixture
def controller(qtbot):
    """``controller(factory=..., **setup)``: a game controller on a fast, seeded setup, shut down afterwards."""
    from razz_desktop.controllers.game_controller import GameController
    from tests.qt_helpers import calling_factory, fast_setup

    made = []

    def make(factory=calling_factory, **setup):
        c = GameController(factory, fast_setup(**setup))
        made.append(c)
        return c

    yield make
    for c in made:
        c.shutdown()
