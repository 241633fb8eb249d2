"""``razz-desktop --smoke-test N``: the whole app, driven the way a first-time user drives it.

The frozen bundle once passed a probe that skipped the welcome dialog and
then died for every real user on that dialog's path (a module the freezer had
not collected). This test option therefore goes through the same start a
person sees: the first-start welcome dialog (accepted with its OK button), the
table, the human's decisions (always the simplest legal one: check, else
call, bring in, show), the next-hand button, and a clean close of the main
window, which writes the hand log and stops the worker threads as Ctrl+Q
would. It prints one summary line and exits 0 once ``N`` hands are finished and
written to the hand log, or
prints why and exits 1 (session over, a time limit in event-loop time).

Only the computer players' thinking pause and the delay between hands are
cut to zero; animations, the coach, the hand log and the settings file run
as they do for a user. ``packaging/smoke-bundle.sh`` runs it twice on a fresh
home folder: the second start must find the saved settings (no welcome).
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, TextIO

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QPushButton

from razz_desktop.engine.actions import ActionType, LegalAction

if TYPE_CHECKING:
    from razz_desktop.engine.views import SeatView
    from razz_desktop.wiring.app_parts import App

PASSIVE_ORDER = (ActionType.CHECK, ActionType.CALL, ActionType.BRING_IN, ActionType.SHOW,
                 ActionType.MUCK, ActionType.FOLD)
"""The smoke player's choice, first legal one wins: it never folds when it can stay in for free
or for a call, so hands reach showdown and exercise every street."""

POLL_MS = 50
"""How often the driver looks for a modal dialog to accept (the welcome dialog runs its own
event loop before the main window is shown, so no signal announces it)."""

SECONDS_PER_HAND = 60
"""The time limit is generous: a hand takes a few seconds with animations, on a busy CI machine
maybe twenty; a limit only turns a hang into a clear failure."""


def choose(legal: list[LegalAction] | tuple[LegalAction, ...]) -> LegalAction:
    """The smoke player's action: the first of :data:`PASSIVE_ORDER` that is legal."""
    for kind in PASSIVE_ORDER:
        for action in legal:
            if action.type is kind:
                return action
    if not legal:
        raise ValueError("the game asked for an action but offered none")
    return legal[0]


class SmokeDriver(QObject):
    """Plays the human's seat and counts hands; a child of the main window."""

    def __init__(self, parts: App, qapp: QApplication, hands: int, out: TextIO | None = None) -> None:
        super().__init__(parts.window)
        self.parts = parts
        self.qapp = qapp
        self.target = hands
        self.out = out if out is not None else sys.stdout
        self.hands_finished = 0
        self.hands_saved = 0
        self.decisions = 0
        self.dialogs_accepted: list[str] = []
        self.finished = False
        self.exit_code: int | None = None

        c, w = parts.controller, parts.window
        c.hand_started.connect(self._on_hand_started)
        c.human_to_act.connect(self._on_human_to_act)
        c.hand_finished.connect(self._on_hand_finished)
        c.waiting_for_next_hand.connect(self._on_waiting)
        c.human_busted.connect(lambda _amount: QTimer.singleShot(0, w.rebuy_requested.emit))
        c.session_over.connect(lambda why: self.fail(f"the session ended after "
                                                     f"{self.hands_finished} hands: {why}"))
        history = parts.history.controller
        history.hand_saved.connect(self._on_hand_saved)
        history.storage_failed.connect(lambda why: self.fail(f"a hand was not saved: {why}"))
        history.database_problem.connect(lambda why: self.fail(f"the hand log reported: {why}"))

        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._accept_modal_dialog)
        self._poll.start()
        self._deadline = QTimer(self)
        self._deadline.setSingleShot(True)
        self._deadline.timeout.connect(lambda: self.fail(
            f"time limit: {self.hands_finished} of {self.target} hands played, "
            f"{self.hands_saved} saved after "
            f"{self._deadline.interval() // 1000} s"))
        self._deadline.start(SECONDS_PER_HAND * 1000 * (hands + 1))

    # -- the first-start dialog --------------------------------------------

    def _accept_modal_dialog(self) -> None:
        """Press OK on the modal dialog that is up (at the first start: the welcome dialog)."""
        widget = QApplication.activeModalWidget()
        if not isinstance(widget, QDialog) or not widget.isVisible():
            return
        self.dialogs_accepted.append(widget.windowTitle())
        box = widget.findChild(QDialogButtonBox)
        ok = box.button(QDialogButtonBox.StandardButton.Ok) if box is not None else None
        if isinstance(ok, QPushButton) and ok.isEnabled():
            ok.click()  # what the user does: the dialog's own checks run
        else:
            widget.accept()

    # -- playing -------------------------------------------------------------

    def _on_hand_started(self, _hand_id: int) -> None:
        # The welcome dialog's settings replace the session setup: cut the pauses each hand.
        c = self.parts.controller
        c.set_thinking_ms(0, 0)
        c.set_next_hand_delay_ms(0)

    def _on_human_to_act(self, view: SeatView) -> None:
        action = choose(view.legal)
        # After the controller's emit returns, as a click would arrive.
        QTimer.singleShot(0, lambda: self._act(action))

    def _act(self, action: LegalAction) -> None:
        if self.finished:
            return
        self.decisions += 1
        self.parts.window.action_chosen.emit(action)

    def _on_waiting(self, waiting: bool) -> None:
        if waiting and not self.finished:
            QTimer.singleShot(0, self.parts.window.next_hand_requested.emit)

    def _on_hand_finished(self, _result: object) -> None:
        self.hands_finished += 1
        self._maybe_done()

    def _on_hand_saved(self, *_summary: object) -> None:
        self.hands_saved += 1
        self._maybe_done()

    def _maybe_done(self) -> None:
        """Done when N hands are over and the hand log has written each of them."""
        if self.hands_finished >= self.target and self.hands_saved >= self.target and not self.finished:
            QTimer.singleShot(0, self.succeed)

    # -- ending ----------------------------------------------------------------

    def succeed(self) -> None:
        problem = self._missing_resources()
        if problem:
            self.fail(problem)
            return
        welcome = ", ".join(self.dialogs_accepted) if self.dialogs_accepted else "none"
        self._end(0, f"smoke test passed: {self.hands_finished} hands played and "
                     f"{self.hands_saved} saved, {self.decisions} decisions by the human seat, "
                     f"dialogs accepted: {welcome}")

    def _missing_resources(self) -> str:
        """What a freezer most easily leaves out, checked the way the app uses it: the window
        icon is an SVG drawn by Qt's SVG icon-engine plugin (needs QtSvg), the fonts are
        package data registered at start-up."""
        if self.qapp.windowIcon().pixmap(64, 64).isNull():
            return "the window icon did not load (SVG icon engine or resources/icons missing)"
        from razz_desktop.ui.fonts import FONT_FILES, resource_bytes

        for name in FONT_FILES:
            try:
                resource_bytes("fonts", name)
            except OSError as exc:
                return f"the bundled font {name} is missing: {exc}"
        if self.parts.statistics is not None:  # pyqtgraph, imported only here, is what a freezer may lack
            try:
                self.parts.statistics.open()
            except Exception as exc:  # noqa: BLE001 - any failure is the answer
                return f"the Statistics window did not open: {type(exc).__name__}: {exc}"
        return ""

    def fail(self, why: str) -> None:
        self._end(1, f"smoke test FAILED: {why}")

    def _end(self, code: int, line: str) -> None:
        if self.finished:
            return
        self.finished = True
        self.exit_code = code
        self._poll.stop()
        self._deadline.stop()
        print(line, file=self.out, flush=True)
        # Close as the user does (the window's closing signal stops the game and writes the
        # hand log), then leave the event loop with our status rather than quit()'s 0.
        self.qapp.setQuitOnLastWindowClosed(False)
        modal = QApplication.activeModalWidget()
        if isinstance(modal, QDialog):
            modal.reject()
        window = self.parts.window

        def leave() -> None:
            window.close()
            self.qapp.exit(code)

        if window.flow.hand_live:
            # The orderly way out (as SIGTERM takes it): the live hand is finished and saved first.
            self.parts.controller.quit_ready.connect(leave)
            window.on_terminate()
        else:
            leave()


def install(app_parts: App, qapp: QCoreApplication, hands: int) -> None:
    """Drive the app built by ``app.assemble`` for ``hands`` hands, then quit (0) or fail (1).

    Call before the welcome dialog is shown and before ``qapp.exec()``; the driver
    is kept alive as a child of the main window. ``qapp`` is what
    ``QApplication.instance()`` returns, which must be a widgets application.
    """
    if not isinstance(qapp, QApplication):
        raise TypeError(f"the smoke test drives a QApplication, not {type(qapp).__name__}")
    if hands < 1:
        raise ValueError(f"the smoke test needs at least one hand, not {hands}")
    SmokeDriver(app_parts, qapp, hands)
