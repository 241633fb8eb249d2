"""What the launcher builds before the first painted table, and what it leaves for later (issues 10, 19).

The real launcher (``razz_desktop.cli.main`` -> ``razz_desktop.launcher.run``)
runs in a subprocess with ``--quit-after-first-paint``; at the moment the
first dealt hand has been painted the child prints which of the modules the
first table does not need are already imported. None may be: numpy, the
bots' and the Coach's computing half, the Coach dock, the History window,
the replayer, pyqtgraph, sound and the table as text (no screen reader runs
there), the Last Hand window, the hand-history text reader and writer, export
and import, and the hand log's write path (it opens after the first paint;
the first deal's number is read from the file meanwhile), and a few standard
modules (html, datetime, importlib.resources); nor has PySide built its QStyle, QIcon, QUrl or QAccessible class.

In process, an app assembled as the launcher assembles it (``defer_browser``)
has no History window until the user asks for one, and then the request is
answered as if it had always been there; sound and the table as text, attached
after the first paint, catch up with the table as it is then.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.app_fixtures import *  # noqa: F403 - the shared app fixtures
from tests.app_fixtures import until_the_heros_turn

ROOT = Path(__file__).resolve().parents[1]

NOT_BEFORE_FIRST_PAINT = (
    "numpy",
    "pyqtgraph",
    "razz_desktop.ai.bots",
    "razz_desktop.ai.equity_bots",
    "razz_desktop.ai.equity",
    "razz_desktop.ai.batch_eval",
    "razz_desktop.ai.reading",
    "razz_desktop.coach.hints",
    "razz_desktop.coach.expert",
    "razz_desktop.controllers.practice_controller",
    "razz_desktop.ui.coach_panel",
    "razz_desktop.ui.history_window",
    "razz_desktop.ui.replayer",
    "razz_desktop.ui.accessibility",
    "razz_desktop.ui.last_hand",
    "razz_desktop.ui.sound",
    "razz_desktop.storage.formats.hhtext",
    "razz_desktop.storage.handlog.browse",
    "razz_desktop.storage.formats.export",
    "razz_desktop.storage.importing.run",
    "razz_desktop.storage.importing.pool",
    "razz_desktop.storage.handlog.db",
    "razz_desktop.storage.handlog.migrations",
    "razz_desktop.storage.handlog.repository",
    "razz_desktop.storage.handlog.journal",
    "razz_desktop.controllers.history_worker",
    "razz_desktop.controllers.history_worker_core",
    "uuid",
    "razz_desktop.ui.help",
    "razz_desktop.ui.import_dialog",
    "razz_desktop.records",
    "razz_desktop.controllers.recorded",
    "razz_desktop.controllers.history_import",
    "multiprocessing",
    # Standard modules the first table does without (each a few ms, issue 19): rich text is
    # escaped by ui.html_escape, dates are shown later, resources are found on disk.
    "html",
    "datetime",
    "importlib.resources",
)

_CHILD = """
import gc, json, sys
import razz_desktop.ui.paint_watcher as watcher

WATCHED = {watched!r}
report = watcher.LaunchProbe._report

def report_and_list(self):
    print("LOADED " + json.dumps(sorted(m for m in WATCHED if m in sys.modules)), flush=True)
    built = [name for module, name in (("QtWidgets", "QStyle"), ("QtGui", "QIcon"), ("QtCore", "QUrl"),
                                                   ("QtGui", "QAccessible"))
             if name in vars(sys.modules["PySide6." + module])]
    print("CLASSES BUILT " + json.dumps(built), flush=True)
    print(f"GC AT THE FIRST PAINT {{gc.isenabled()}}", flush=True)
    report(self)

watcher.LaunchProbe._report = report_and_list
from razz_desktop.cli import main
status = main(["--quit-after-first-paint"])
print(f"GC AFTER {{gc.isenabled()}}", flush=True)
sys.exit(status)
"""


def test_the_first_painted_table_comes_before_what_it_does_not_need(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", RAZZ_DESKTOP_HOME=str(tmp_path / "home"))
    code = _CHILD.format(watched=list(NOT_BEFORE_FIRST_PAINT))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, env=env,
                         timeout=120)
    assert out.returncode == 0, out.stderr
    lines = [line for line in out.stdout.splitlines() if line.startswith("LOADED ")]
    assert len(lines) == 1, out.stdout
    assert json.loads(lines[0].removeprefix("LOADED ")) == []
    assert "table painted" in out.stdout
    # PySide builds a class (and its enumerations) when Python first meets one: the table never
    # names the app's style (ui.theme), an icon (the menus' actions), a URL (the log folder's)
    # or asks whether a screen reader listens (the launcher).
    assert "CLASSES BUILT []" in out.stdout, out.stdout
    # No garbage collection while the first table is built, collected as usual once it is painted.
    assert "GC AT THE FIRST PAINT False" in out.stdout
    assert "GC AFTER True" in out.stdout


def test_the_history_window_is_built_when_first_asked_for(qtbot, make_app) -> None:
    app = make_app(defer_coach=True, defer_browser=True)
    assert app.browser is None
    with qtbot.waitExposed(app.window):
        app.window.show()
    app.window.history_action.trigger()  # Game > History...
    assert app.browser is not None
    qtbot.waitUntil(lambda: app.browser is not None and app.browser.window.isVisible())
    browser = app.browser
    app.window.history_action.trigger()  # asked again: the same window, not a second one
    assert app.browser is browser


def test_an_import_asked_for_before_the_history_window_exists_runs_and_reports(qtbot, make_app,
                                                                               tmp_path: Path) -> None:
    app = make_app(defer_coach=True, defer_browser=True)
    assert app.browser is None
    missing = tmp_path / "nothing-here.txt"
    with qtbot.waitSignal(app.history.controller.import_finished, timeout=30_000) as done:
        app.window.import_requested.emit([str(missing)])  # what File > Import and drag and drop send
    assert app.browser is not None
    summary = done.args[0]
    assert summary.imported == 0
    qtbot.waitUntil(lambda: app.browser is not None and app.browser.importer.summary_box is not None)


def test_the_coach_comes_in_steps_after_the_first_paint_as_the_launcher_does_it(qtbot, make_app) -> None:
    from razz_desktop.app import after_first_paint

    app = make_app(defer_coach=True, defer_browser=True)
    after_first_paint(app.window, app.controller, app.attach_in_steps)
    with qtbot.waitExposed(app.window):
        app.window.show()
    app.start()
    qtbot.waitUntil(lambda: app.coach is not None, timeout=10_000)
    assert app.window.coach is app.coach.panel
    assert app.browser is None  # nobody asked for the History window


def test_sound_and_the_table_text_attached_after_the_first_paint_catch_up_with_the_table(qtbot, make_app) -> None:
    from PySide6.QtCore import Qt

    from razz_desktop.ui.accessibility import spoken

    app = make_app(defer_coach=True, defer_browser=True, defer_access=True)
    w = app.window
    assert app.access is None
    turns = until_the_heros_turn(app, qtbot)  # the hero's turn, before anything was attached
    app.attach_in_steps()
    qtbot.waitUntil(lambda: app.access is not None, timeout=10_000)
    assert app.coach is None or app.access is not None  # the Coach's steps come after
    access = app.access
    assert access is not None
    reader = access.reader
    assert reader.names == {seat: p.name for seat, p in app.controller.players.items()}
    assert reader.hero == app.controller.human_seat
    assert reader.view is not None and reader.view.hand_id == turns[-1].hand_id
    assert reader.announcer.spoken[-1].startswith("Your turn.")  # it is, and it is said
    qtbot.keyClick(w, Qt.Key.Key_T)  # the read-again key works at once
    assert reader.announcer.spoken[-1] == spoken.situation(reader.view, reader.names)
    assert access.dock.isHidden()  # no screen reader: the dock waits for F6 or the View menu
    qtbot.waitUntil(lambda: app.coach is not None, timeout=10_000)
    coach = app.coach.controller
    coach.hint_ready.disconnect(app.coach.panel.show_hint)  # the panel wants a whole Hint; the reader two fields
    from types import SimpleNamespace

    coach.hint_ready.emit(turns[-1].hand_id, 0, SimpleNamespace(action_label="Fold", reason="Too high."))
    assert reader.coach_text == "The Coach suggests: Fold. Too high."  # the Coach, attached later, is read


def test_the_table_text_attached_late_comes_back_where_the_user_left_it(qtbot, make_app, tmp_path: Path) -> None:
    from razz_desktop.ui.window_state import WindowState

    state = WindowState(tmp_path / "window.ini")
    first = make_app(defer_coach=True, defer_browser=True)
    assert first.access is not None
    with qtbot.waitExposed(first.window):
        first.window.show()
    first.access.dock.show()  # View > Table as text
    qtbot.waitUntil(first.access.dock.isVisible)
    state.save(first.window, 0.0)
    first.window.hide()

    again = make_app(defer_coach=True, defer_browser=True, defer_access=True)
    again.window.restore_layout(state.restore(again.window))  # as the launcher does, before the dock exists
    with qtbot.waitExposed(again.window):
        again.window.show()
    access = again.attach_access()
    qtbot.waitUntil(access.dock.isVisible)


def test_the_last_hand_window_is_built_when_first_asked_for_and_replays_before_the_browser(qtbot, make_app) -> None:
    app = make_app(defer_coach=True, defer_browser=True, defer_access=True, defer_last_hand=True)
    assert app.history.built_window is None
    with qtbot.waitExposed(app.window):
        app.window.show()
    with qtbot.waitSignal(app.history.controller.hand_saved, timeout=20_000):
        auto_play(app)  # noqa: F405
        app.start()
    assert app.history.built_window is None  # a hand played and saved without it
    app.window.last_hand_action.trigger()  # Game > Last hand
    last_hand = app.history.built_window
    assert last_hand is not None
    qtbot.waitUntil(lambda: last_hand.isVisible() and last_hand.current_hand is not None, timeout=10_000)
    assert app.history.window is last_hand  # asked again: the same window
    assert app.browser is None
    last_hand.replay_button.click()  # the replayer comes with the browser, attached on this request
    assert app.browser is not None
    qtbot.waitUntil(lambda: app.browser is not None and app.browser.replayer.isVisible(), timeout=10_000)


def test_the_launchers_steps_build_the_last_hand_window_between_the_table_text_and_the_coach(qtbot,
                                                                                           make_app) -> None:
    app = make_app(defer_coach=True, defer_browser=True, defer_access=True, defer_last_hand=True)
    order: list[str] = []
    app.history.when_built(lambda _w: order.append("last hand") if app.access is not None else order.append("early"))
    app.attach_in_steps()
    qtbot.waitUntil(lambda: app.coach is not None, timeout=10_000)
    assert order == ["last hand"]
    assert app.history.built_window is not None


def test_the_first_deal_takes_its_number_from_the_file_before_the_log_opens(qtbot, make_app, home: Path) -> None:
    from razz_desktop import paths
    from razz_desktop.controllers.history_controller import HistoryController
    from razz_desktop.controllers.recorded import RecordedHand
    from tests.storage.hands import players_for, random_record

    earlier = HistoryController(paths.database_path())  # an earlier run played hands #1 to #4
    for seed in range(4):
        record = random_record(seed)
        with qtbot.waitSignal(earlier.hand_saved, timeout=10_000):
            earlier.record_hand(RecordedHand(record, tuple(players_for(record))))
    assert earlier.shutdown()

    app = make_app(defer_coach=True, defer_browser=True, defer_access=True, defer_last_hand=True, defer_log=True)
    started: list[int] = []
    app.controller.hand_started.connect(started.append)
    app.start()
    qtbot.waitUntil(lambda: bool(started), timeout=10_000)
    assert started[0] == 5
    assert app.history.controller.next_hand_number == 5
    with qtbot.waitSignal(app.history.controller.hand_number_known, timeout=10_000) as known:
        app.history.controller.open()  # what the launcher does after the first paint
    assert known.args == [5]
    assert app.controller.hand is not None and app.controller.hand.hand_id == 5
