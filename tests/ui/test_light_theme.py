"""The Light theme is light everywhere a player looks (issue 38: the table's surroundings, the action
bar and the Coach dock stayed dark)."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QWidget

from razz_desktop.ui.theme import apply_theme
from tests.app_fixtures import *  # noqa: F403 - the shared app fixtures
from tests.app_fixtures import fast_settings


def lightness_at(widget: QWidget, point: QPoint) -> int:
    image = widget.grab().toImage()
    return QColor(image.pixel(point)).lightness()


def test_the_light_theme_lights_the_room_the_bar_and_the_coach(qtbot, make_app) -> None:
    app = make_app(fast_settings(enabled=True))  # noqa: F405 - practice on: the Coach is docked
    w = app.window
    w.resize(1280, 800)
    with qtbot.waitExposed(w):
        w.show()
    qapp = QApplication.instance()
    try:
        apply_theme(qapp, "light")
        qtbot.waitUntil(lambda: lightness_at(w.action_bar, QPoint(4, 4)) > 170, timeout=3000)
        assert w.scene.backgroundBrush().color().lightness() > 170  # the room around the felt
        assert app.coach is not None
        body = app.coach.panel.widget()
        w.show_coach(True)
        qtbot.waitUntil(lambda: body.isVisible(), timeout=3000)
        assert lightness_at(body, QPoint(body.width() - 3, body.height() - 3)) > 170
    finally:
        apply_theme(qapp, "dark")
    qtbot.waitUntil(lambda: lightness_at(w.action_bar, QPoint(4, 4)) < 80, timeout=3000)
    assert w.scene.backgroundBrush().color().lightness() < 80


_CHILD = """
import sys
from dataclasses import replace
from razz_desktop import paths
from razz_desktop.settings import Settings, save_settings
s = Settings()
save_settings(replace(s, display=replace(s.display, theme="light")), paths.settings_path())
import razz_desktop.ui.paint_watcher as watcher
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication
report = watcher.LaunchProbe._report

def measure(self):
    w = next(x for x in QApplication.topLevelWidgets() if type(x).__name__ == "MainWindow")
    bar = w.action_bar.grab().toImage()
    print("BAR", QColor(bar.pixel(3, 3)).lightness(), "ROOM", w.scene.backgroundBrush().color().lightness(),
          flush=True)
    report(self)

watcher.LaunchProbe._report = measure
from razz_desktop.cli import main
sys.exit(main(["--quit-after-first-paint"]))
"""


def test_a_start_in_the_light_theme_draws_the_action_bar_light(tmp_path) -> None:
    """At start-up the saved theme is applied while the window's own style sheet is set: the bar's
    new rules were not drawn and it stayed dark (#17211d) in the Light theme."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", RAZZ_DESKTOP_HOME=str(tmp_path / "home"))
    out = subprocess.run([sys.executable, "-c", _CHILD], capture_output=True, text=True, env=env, timeout=120,
                         cwd=Path(__file__).resolve().parents[2])
    assert out.returncode == 0, out.stderr
    line = next(x for x in out.stdout.splitlines() if x.startswith("BAR "))
    _, bar, _, room = line.split()
    assert int(bar) > 170 and int(room) > 170, line
