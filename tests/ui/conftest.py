"""Qt set-up shared by the UI tests: offscreen, the PySide6 guard, the app's theme."""

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
