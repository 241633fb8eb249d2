"""Starting the app as the command line asked: the QApplication, the theme, the language, the
window's saved layout, the log and crash notice, signals, then the event loop.

razz_desktop.cli parses the command line and calls :func:`run`;
razz_desktop.app builds and connects the parts (:func:`razz_desktop.app.assemble`).
What this module adds is the order of a start, chosen for the time to the
first painted table (issue 19: at most twice a bare PySide6 window): only
what that table needs is built before it. The hand log opens right after the
first paint (its thread, its file, the write path's imports; the first deal
takes its number from the file meanwhile, ``storage.handlog.peek``); sound and the
table as text (unless a screen reader is running), the Last Hand window, then
the Coach, are attached after it, one short step per turn of the event loop,
so the table never stalls (issue 10), and the History window and its friends
when first asked for. The session is seated before the window is shown, so
the window's first paint is the dealt table.
"""

from __future__ import annotations

import gc
import logging
import time
from typing import TYPE_CHECKING

from razz_desktop import app as composition

if TYPE_CHECKING:
    from razz_desktop.launch_options import Options

PROCESS_T0 = time.perf_counter()
"""When this module was imported (right after the command line was parsed): --quit-after-first-paint's zero."""

log = logging.getLogger(__name__)


def run(options: Options) -> int:
    """Start Razz Desktop as razz_desktop.cli parsed the command line.

    ``quit_after_first_paint`` prints the start-up time and exits once the
    first hand is painted (benchmarks/launch_time.py); ``smoke_hands`` plays
    that many hands and quits (smoke.py, the bundle's smoke test).
    """
    # No cyclic garbage collection until the first table is painted: the start-up makes
    # objects that live as long as the app (PySide's classes and enums, the modules, the
    # widgets), and collecting while they are made only walks them again and again (some
    # seventy collections, 20-35 ms before the first paint, issue 19). At the first paint they
    # are frozen (gc.freeze: later collections leave them out, so the first one is not a 15-50 ms
    # walk through all of them in the event loop, issue 10) and collection goes on as usual; the
    # start-up's own garbage cycles (some 600 small objects, measured) are kept, once.
    gc.disable()
    # The Qt-free layers before PySide6: from its first import on, PySide6's import hook reads
    # the source of every module imported after it (looking for its __feature__ switches),
    # about 0.1 ms a module from source; the engine, the settings, the paths and the log never
    # use them.
    import razz_desktop.engine
    import razz_desktop.settings  # noqa: F401 - imported for the order, used by the app below
    from razz_desktop import __version__, diagnostics, paths
    from razz_desktop.allocator import return_big_blocks
    from razz_desktop.desktop_entry import APP_ID
    from razz_desktop.ui.qt_compat import protect_none, skip_feature_scan

    protect_none()
    skip_feature_scan()  # before the first module of ours that PySide6's hook would read

    from PySide6.QtWidgets import QApplication

    from razz_desktop.controllers.termination import TerminationWatcher
    from razz_desktop.settings.storage import language_setting
    from razz_desktop.ui.crash_notice import CrashNotice
    from razz_desktop.ui.i18n import install_language
    from razz_desktop.ui.paint_watcher import LaunchProbe
    from razz_desktop.ui.theme import apply_theme, settle_style
    from razz_desktop.ui.window_state import WindowState

    found = diagnostics.install(paths.log_dir())
    log.info("Razz Desktop %s starting", __version__)
    app = QApplication.instance() or QApplication(list(options.qt_args) or ["razz-desktop"])
    assert isinstance(app, QApplication)
    app.setApplicationName("Razz Desktop")
    app.setApplicationDisplayName("Razz Desktop")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(APP_ID)  # the desktop file and AppStream id
    # The style is confirmed after the first table where Qt gives Fusion anyway (ui.theme.apply_theme),
    # unless the command line named one.
    style_later = not any(arg == "-style" or arg.startswith("-style=") for arg in options.qt_args)
    apply_theme(app, style_later=style_later)
    # Before any window exists: every text is built in the chosen language.
    translations = install_language(language_setting(paths.settings_path()))
    app.setProperty("razz_language", translations.language)

    # Sound and the table as text come right after the first table (once the hand log is open),
    # and catch up with the table as it is then. They were attached before it when a screen
    # reader was listening, but asking (QAccessible.isActive) builds PySide's QAccessible class and
    # its enumerations, some 14 million instructions (issue 19), and on Linux the answer comes from
    # the accessibility bus only once the event loop runs: it was all but always "no" here anyway.
    parts = composition.assemble(defer_coach=True, defer_browser=True, defer_last_hand=True, defer_log=True,
                                 defer_access=True)
    parts.user.options_changed.connect(lambda s: apply_theme(app, s.display.theme))
    apply_theme(app, parts.user.in_force.display.theme, style_later=style_later)
    window, controller = parts.window, parts.controller
    window.describes_table = False  # until the first paint (MainWindow.describes_table)
    window.set_log_folder(found.folder)
    crash = CrashNotice(window, found.log_file)
    found.callbacks.append(crash.reported.emit)
    state = WindowState(paths.config_dir() / "window.ini")
    window.restore_layout(state.restore(window))
    window.closing.connect(lambda: state.save(window, window.scene.rotation))
    terminate = TerminationWatcher(window)
    if parts.history.quit_guard is not None:  # first: a signal asks nothing, the hands go to the log folder
        terminate.requested.connect(parts.history.quit_guard.terminating)
    terminated: list[int] = []
    terminate.requested.connect(terminated.append)
    terminate.requested.connect(window.on_terminate)
    app.aboutToQuit.connect(parts.shutdown)
    # What the first table does not need comes after it: sound and the table as text, the Last
    # Hand window, then the Coach, in short steps (issue 10's gaps), the History window and its friends when first
    # asked for (issue 19's launch).
    def after_paint() -> None:
        gc.freeze()
        gc.enable()
        return_big_blocks()  # the table's images from mmap from now on (razz_desktop/allocator.py)
        settle_style(app)
        log.info("the first table is painted")  # packaging/smoke-signals.sh signals mid-hand after this line
        window.describes_table = True
        app.setWindowIcon(composition.app_icon())  # reading the icon files waits for the table too
        parts.attach_in_steps()

    composition.after_first_paint(window, controller, after_paint)
    if options.quit_after_first_paint:
        # Watching the same paint as after_paint's watcher, installed after it so that its filter
        # runs first (Qt calls the last installed first): the time is taken before anything that
        # waits for the first table starts.
        probe = LaunchProbe(window.view.viewport(), PROCESS_T0, parent=window)
        controller.table_changed.connect(probe.on_dealt)
        probe.finished.connect(window.on_terminate)  # the orderly way out: a live hand is finished first
    if options.smoke_hands is not None:
        from razz_desktop import smoke

        smoke.install(parts, app, options.smoke_hands)
    if not options.quit_after_first_paint:
        gc.enable()  # the welcome dialog waits for the user: collect meanwhile
        # First start: the welcome dialog comes before the table (its line in the log is what
        # packaging/smoke-signals.sh waits for before it signals).
        parts.welcome(lambda _dialog: log.info("the welcome dialog is open"), own_window=True)
        gc.disable()
        if terminated:
            # A signal while the welcome dialog was open closed it (MainWindow.on_terminate): the
            # app ends here, as asked, instead of dealing a session nobody will see.
            log.info("Razz Desktop stopped at the welcome dialog (signal %s)", terminated[0])
            parts.shutdown()
            terminate.uninstall()
            return 0
    # The session starts before the window is shown: the first deal is then due when the window
    # first paints, and that paint is the dealt table rather than an empty one painted again at once.
    if options.quit_after_first_paint:
        parts.start()  # the launch probe measures a new table, and asks nothing
    elif not parts.start_or_continue(lambda _dialog: log.info("the offer to continue is open"),
                                     stopped=lambda: bool(terminated)):
        # A signal closed the offer to continue: the app ends, the saved session kept for next time.
        log.info("Razz Desktop stopped at the offer to continue (signal %s)", terminated[0])
        parts.shutdown()
        terminate.uninstall()
        return 0
    window.show()
    status = app.exec()
    terminate.uninstall()
    log.info("Razz Desktop stopped (status %s)", status)
    return status
