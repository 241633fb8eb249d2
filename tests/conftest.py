"""Test-wide setup: Qt renders offscreen, so tests run without a display."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _no_fold_question_at_teardown(request, monkeypatch):
    """pytest-qt closes every window before the fixtures' own teardown, often mid-hand.

    A real close during a live hand asks "Your hand will be folded..." in a
    modal box, which no one answers in a test run: by default the answer is
    No (the close is refused and the fixtures then shut the app down). Tests
    of that question answer it themselves (tests/test_trust_at_the_table.py).
    """
    if "qtbot" not in request.fixturenames:
        yield
        return
    from razz_desktop.ui.main_window import MainWindow

    monkeypatch.setattr(MainWindow, "_ask_to_fold", lambda self, question: False)
    yield
