"""Saved sessions in the app: the saver beside the hand log, and the offer to continue at start.

Part of the composition root (``razz_desktop.app``): connections only. The
saver (controllers/session_saver.py) keeps the session to continue in
``saved-session.json`` beside the hand log; :meth:`SavedSessionParts.start`
is the first session of a run: it reads that file and offers "Continue your
tournament / session" or a new one (ui/saved_session_dialog.py). A damaged
file is reported, kept aside as ``saved-session.json.damaged-<time>``, and a
new session starts.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from razz_desktop.storage.handlog import saved_session as store

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtWidgets import QDialog

    from razz_desktop.controllers.game_controller import GameController
    from razz_desktop.controllers.session_saver import SessionSaver
    from razz_desktop.ui.main_window import MainWindow
    from razz_desktop.ui.saved_session_dialog import ContinueOffer

log = logging.getLogger(__name__)


def offer_of(saved: store.SavedSession) -> ContinueOffer:
    """What the offer shows of a saved session."""
    from razz_desktop.ui.saved_session_dialog import ContinueOffer

    human = saved.human
    others = tuple((s.name, s.stack) for s in saved.seats if not s.is_human)
    t = saved.tournament
    level = players_left = entrants = 0
    if t is not None:
        level = t.schedule.level_after(t.hands_played, t.seconds_played) + 1
        players_left = len(saved.seats)
        entrants = len(t.entrants)
    return ContinueOffer(tournament=t is not None, last_hand=saved.next_hand_id - 1 if saved.session_hands or t
                         else 0, hands=saved.session_hands, your_stack=human.stack, net=saved.session_net,
                         others=others, level=level, players_left=players_left, entrants=entrants,
                         interrupted_hand=saved.interrupted_hand, saved_at=saved.saved_at)


@dataclass(slots=True, weakref_slot=True)
class SavedSessionParts:
    window: MainWindow
    controller: GameController
    saver: SessionSaver
    dialog: QDialog | None = None
    outcome: str = ""
    """How the first session began: "new" (nothing saved), "continued", "declined", "damaged"."""

    @property
    def path(self) -> Path:
        return self.saver.path

    def start(self, on_open: Callable[[QDialog], object] | None = None,
              stopped: Callable[[], bool] = lambda: False) -> bool:
        """The first session of this run: the saved one if the user wants it, else a new one.

        Modal, before the window is shown (as the welcome dialog is): the table dealt next is
        the one chosen. ``on_open(dialog)`` is called once the offer is on screen (tests, the log).
        ``stopped()`` true once the offer is closed (a signal closed it: the app is ending): nothing
        starts and the saved session stays as it was. Returns whether a session was started.
        """
        try:
            saved = store.read(self.path)
        except store.SavedSessionError as exc:
            return self._damaged(str(exc), on_open, stopped)
        if saved is None:
            self.outcome = "new"
            self.controller.start_session()
            return True
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QDialog as Dialog

        from razz_desktop.ui.saved_session_dialog import ContinueDialog

        dialog = ContinueDialog(offer_of(saved), self.window if self.window.isVisible() else None)
        self.dialog = dialog
        if on_open is not None:
            QTimer.singleShot(0, lambda: on_open(dialog))
        log.info("offering to continue the saved session (next hand #%d)", saved.next_hand_id)
        answer = dialog.exec()
        self.dialog = None
        if stopped():
            log.info("the offer to continue was closed by a signal: the saved session is kept")
            self.outcome = "stopped"
            return False
        if answer != Dialog.DialogCode.Accepted:
            log.info("the saved session was declined: a new session starts")
            self.outcome = "declined"
            self.controller.start_session()  # its first checkpoint replaces the file
            return True
        try:
            self.controller.resume_session(saved)
        except ValueError as exc:  # the table refused what the codec let through: damaged after all
            return self._damaged(str(exc), None, stopped)
        self.outcome = "continued"
        log.info("continued the saved session: next hand #%d, stacks %s", saved.next_hand_id,
                 " ".join(f"{seat}:{chips}" for seat, chips in sorted(saved.stacks.items())))
        return True

    def _damaged(self, why: str, on_open: Callable[[QDialog], object] | None,
                 stopped: Callable[[], bool]) -> bool:
        from PySide6.QtWidgets import QMessageBox

        kept = store.move_aside(self.path)
        log.warning("the saved session %s is damaged (%s); kept as %s", self.path, why, kept)
        self.outcome = "damaged"
        translate = QCoreApplication.translate
        text = translate("SavedSessions", "The saved session could not be read, so it cannot be continued. A new session starts.")
        title = translate("SavedSessions", "Saved session damaged")
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok,
                          self.window if self.window.isVisible() else None)
        box.setObjectName("SavedSessionDamaged")
        box.setDetailedText(why)
        if kept is not None:
            from razz_desktop.ui.html_escape import escape

            # Rich text, the file's name kept on one line (Qt breaks plain text at its hyphens).
            kept_as = translate("SavedSessions", "The file was kept in the folder {folder} as:")
            box.setInformativeText(  # the name a paragraph of its own, unbroken (Qt breaks text at hyphens)
                "<p>" + escape(kept_as).format(folder=escape(str(kept.parent))) + "</p>"
                f'<p style="white-space: pre">{escape(kept.name)}</p>')
        self.dialog = box
        if on_open is not None:
            from PySide6.QtCore import QTimer

            QTimer.singleShot(0, lambda: on_open(box))
        box.exec()
        self.dialog = None
        if stopped():
            return False
        if self.path.exists():  # it could not be moved: a new session's first save replaces it
            log.warning("the damaged saved session could not be moved aside")
        self.controller.start_session()
        return True


def attach_saved_sessions(window: MainWindow, controller: GameController,
                          database: Path | str) -> SavedSessionParts | None:
    """The saver beside the hand log (none for an in-memory hand log: there is no folder to keep it in)."""
    if str(database) == ":memory:" or str(database).startswith("file:"):
        return None
    from razz_desktop.controllers.session_saver import SessionSaver

    saver = SessionSaver(controller, store.saved_session_path(database))
    window.closing.connect(saver.close)  # after the controller's shutdown: the last write is on disk
    return SavedSessionParts(window, controller, saver)
