"""The hand log on its own thread and the Last Hand window, wired to the game.

Part of the composition root (``razz_desktop.app``): connections only, no logic of its own.

The history controller is built at once; the first deal waits for the hand
number the log gives. With ``defer_open`` (the launcher) the log itself (its
thread, the write path's imports, the file, its migrations) opens when
``HistoryParts.controller.open()`` is called, after the first paint, and the
first deal takes its number from the file at once when it can tell
(``storage.handlog.peek``), else waits for the log as before (issue 19). The Last Hand window is not drawn on the first table,
so it is built when first asked for (Game > Last hand, the Coach's review
button, the replayer) or by the launcher's steps after the first paint,
whichever comes first (issue 19's launch: 10-20 ms of widgets and their
imports). It keeps no state that it could miss meanwhile: when shown it asks
the controller for the session's hands.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from razz_desktop.controllers.game_controller import GameController
    from razz_desktop.controllers.history_controller import HistoryController
    from razz_desktop.controllers.quit_guard import QuitGuard
    from razz_desktop.ui.last_hand import LastHandWindow
    from razz_desktop.ui.main_window import MainWindow


class HistoryParts:
    """The hand log as wired into the app: the history controller and the Last Hand window.

    :attr:`window` builds the window (once, connected) on first use;
    :attr:`built_window` is the window if it exists; :meth:`when_built`
    runs a callable with the window once it exists (at once if it does).
    """

    __slots__ = ("__weakref__", "_build", "_built", "_waiting", "controller", "quit_guard")

    def __init__(self, controller: HistoryController, build: Callable[[], LastHandWindow],
                 quit_guard: QuitGuard | None = None) -> None:
        self.controller = controller
        self.quit_guard = quit_guard
        """Holds back a quit while hands live only in memory (controllers/quit_guard.py)."""
        self._build: Callable[[], LastHandWindow] | None = build
        self._built: LastHandWindow | None = None
        self._waiting: list[Callable[[LastHandWindow], object]] = []

    @property
    def window(self) -> LastHandWindow:
        """The Last Hand window, built and connected now if it was not yet."""
        if self._built is None:
            build, self._build = self._build, None
            assert build is not None, "the Last Hand window's builder ran into itself"
            window = build()
            self._built = window
            waiting, self._waiting = self._waiting, []
            for fn in waiting:
                fn(window)
        return self._built

    @property
    def built_window(self) -> LastHandWindow | None:
        return self._built

    def when_built(self, fn: Callable[[LastHandWindow], object]) -> None:
        if self._built is not None:
            fn(self._built)
        else:
            self._waiting.append(fn)


def attach_history(window: MainWindow, controller: GameController, db_path: Path | str, *,
                   defer_window: bool = False, defer_open: bool = False) -> HistoryParts:
    """Keep every finished hand in the database at ``db_path`` and offer the Last Hand window.

    The history controller opens the file on its own thread. A damaged file
    is moved aside and the user told (``database_problem``); a hand that
    cannot be written now is journaled and the user told once per episode
    (``save_problem``) and again when it is written (``save_recovered``).
    The Last Hand window holds no controller: its intents go to the history
    controller and the answers come back as data. ``defer_window``: build it
    when first asked for (see the module docstring), not now. ``defer_open``: open the log
    at ``controller.open()`` (see the module docstring).
    """
    from razz_desktop.controllers.history_controller import HistoryController

    c, w = controller, window
    history = HistoryController(db_path, parent=w, open_now=not defer_open)
    history.database_problem.connect(w.on_storage_problem)
    history.save_problem.connect(w.show_problem)
    history.save_recovered.connect(w.show_all_clear)
    history.storage_failed.connect(w.on_storage_failed)
    c.hand_recorded.connect(history.record_hand)
    c.session_started.connect(history.start_session)
    c.session_ended.connect(history.end_session)
    history.hand_number_known.connect(c.continue_numbering_from)
    known = history.next_hand_number  # hand numbers go on from the log's, across restarts
    if known is None:
        c.wait_for_numbering()
    else:
        c.continue_numbering_from(known)
    w.closing.connect(history.shutdown)  # also on aboutToQuit; idempotent
    guard = _quit_guard(w, history)

    parts = HistoryParts(history, lambda: _last_hand_window(w, history), guard)
    w.last_hand_requested.connect(lambda: parts.window.show_latest())
    if not defer_window:
        parts.window  # noqa: B018 - built now
    return parts


def _quit_guard(w: MainWindow, history: HistoryController) -> QuitGuard:
    """The question on quitting with unsaved hands; its dialog is built when first needed."""
    from razz_desktop.controllers.quit_guard import QuitGuard

    guard = QuitGuard(history, w)

    def ask(count: int, file_name: str) -> None:
        from razz_desktop.ui.unsaved_hands_dialog import UnsavedHandsQuestion

        question = w.findChild(UnsavedHandsQuestion)
        if question is None:
            question = UnsavedHandsQuestion(w)
            question.save_requested.connect(guard.save_to)
            question.retry_requested.connect(guard.try_again)
            question.lose_requested.connect(guard.lose)
            question.cancelled.connect(guard.cancel)
            guard.save_failed.connect(question.note_save_failed)
        question.ask(count, file_name)

    guard.ask.connect(ask)
    return guard


def _last_hand_window(w: MainWindow, history: HistoryController) -> LastHandWindow:
    from razz_desktop.ui.last_hand import LastHandWindow

    last_hand = LastHandWindow(parent=w, four_colour=w.four_colour_action.isChecked())
    last_hand.hands_wanted.connect(history.request_hands)
    last_hand.hand_wanted.connect(history.request_hand)
    history.hands_listed.connect(last_hand.show_hands)
    history.hand_text_ready.connect(last_hand.set_text_for_copy)
    history.hand_loaded.connect(last_hand.show_hand)
    history.hand_saved.connect(last_hand.on_hand_saved)
    history.hand_kept.connect(last_hand.on_hand_saved)
    history.session_started.connect(last_hand.on_session_started)
    w.four_colour_action.toggled.connect(last_hand.set_four_colour)
    last_hand.set_study_mode(w.study_action.isChecked())
    w.study_action.toggled.connect(last_hand.set_study_mode)
    return last_hand


def open_steps(history: HistoryController) -> Iterator[HistoryController | None]:
    """``history.open()`` one short step per turn of the event loop (``None`` between steps).

    The opening's imports (the write path: the database module with its migrations and the
    statistics they build on, the repository, then the worker with the journal and the records)
    take 25-60 ms together, too long for one turn after the first paint (issue 10): each comes in
    its own turn, then the thread starts and the file opens there. Nothing if it is open already.
    """
    import razz_desktop.storage.handlog.db  # noqa: F401 - the longest: the migrations and what they import

    yield None
    import razz_desktop.storage.handlog.repository  # noqa: F401

    yield None
    import razz_desktop.controllers.history_worker  # noqa: F401

    yield None
    history.open()
    yield history
