"""The assembled app: what :func:`razz_desktop.app.assemble` built, and how the rest joins later.

:class:`App` holds the parts (the window, the controllers, each feature's
``*Parts``) and attaches the features that the first table does without, at
once (tests) or in short steps after the first paint (the launcher), each
through its ``Deferred`` (wiring/steps.py). The connections it makes are the
ones that join two features that may arrive in either order: the Coach's
advice read by the table as text, a History window's filter followed by the
Statistics window, a review saved with its hand. ``razz_desktop/app.py``
builds it and re-exports it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from razz_desktop.wiring.history import HistoryParts, open_steps
from razz_desktop.wiring.play_again import PlayAgainParts, connect_browser, connect_coach
from razz_desktop.wiring.statistics import StatisticsParts
from razz_desktop.wiring.steps import Deferred

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog

    from razz_desktop.controllers.game_controller import GameController
    from razz_desktop.controllers.history_controller import HistoryController
    from razz_desktop.controllers.settings_controller import SettingsController
    from razz_desktop.ui.last_hand import LastHandWindow
    from razz_desktop.ui.main_window import MainWindow
    from razz_desktop.ui.settings_prompt import SettingsPrompt
    from razz_desktop.ui.sound import SoundPlayer
    from razz_desktop.wiring.access import AccessParts
    from razz_desktop.wiring.browser import BrowserParts
    from razz_desktop.wiring.coach import CoachParts
    from razz_desktop.wiring.drills import DrillParts
    from razz_desktop.wiring.equity import EquityParts
    from razz_desktop.wiring.mistakes import MistakesParts
    from razz_desktop.wiring.saved_sessions import SavedSessionParts
    from razz_desktop.wiring.tournament import TournamentParts


@dataclass(slots=True, weakref_slot=True)  # weakref: Qt connects to its bound methods
class App:
    """Everything :func:`assemble` built, for the launcher and for tests."""

    window: MainWindow
    controller: GameController
    user: SettingsController
    prompt: SettingsPrompt
    history: HistoryParts
    access: AccessParts | None = None
    browser: BrowserParts | None = None
    statistics: StatisticsParts | None = None
    coach: CoachParts | None = None
    coach_seed: int | None = None
    db_path: Path | str | None = None
    sound_player: SoundPlayer | None = None
    tournament: TournamentParts | None = None
    drills: DrillParts | None = None
    saved: SavedSessionParts | None = None
    play_again: PlayAgainParts | None = None
    equity: EquityParts | None = None
    mistakes: MistakesParts | None = None
    _coaching: Deferred[CoachParts] = field(init=False)
    _browsing: Deferred[BrowserParts] = field(init=False)
    _accessing: Deferred[AccessParts] = field(init=False)
    _logging: Deferred[HistoryController] = field(init=False)
    _late_access: bool = field(init=False, default=False)

    def __post_init__(self) -> None:
        self._coaching = Deferred(self._coach_steps, self._coached, self.window)
        self._browsing = Deferred(self._browser_steps, self._browsed, self.window)
        self._accessing = Deferred(self._access_steps, self._accessed, self.window)
        self._logging = Deferred(lambda: open_steps(self.history.controller), lambda _log: None, self.window)

    def attach_in_steps(self) -> None:
        """After the first paint (the launcher): the hand log opens (``defer_log``: its imports one
        per turn, then its thread, the file on that thread), then sound and the table as text (``defer_access``),
        the Last Hand window (``defer_last_hand``), then the Coach, one short step per turn of
        the event loop, so the table keeps moving (issue 10); one feature's steps at a time,
        never two in one turn. The History window and its friends (``defer_browser``) are built
        when first asked for, like the Statistics window."""
        self._logging.in_steps(then=lambda: self._accessing.in_steps(then=self._after_access))

    def _after_access(self) -> None:
        from PySide6.QtCore import QTimer

        from razz_desktop.wiring.steps import STEP_GAP_MS

        if self.history.built_window is None:
            QTimer.singleShot(STEP_GAP_MS, self.window, self._last_hand_then_coach)
        else:
            self.attach_coach_in_steps()

    def _last_hand_then_coach(self) -> None:
        self.history.window  # noqa: B018 - built in this turn of the event loop (if nobody asked for it meanwhile)
        self.attach_coach_in_steps()

    def attach_access(self) -> AccessParts:
        """Sound, the table as text, its keys and the turn alert, at once (once;
        :func:`assemble` does it unless told to wait)."""
        return self._accessing.now()

    def _access_steps(self) -> Iterator[AccessParts | None]:
        from razz_desktop.wiring.access import access_steps

        return access_steps(self.window, self.controller, self.user, self.sound_player, late=self._late_access)

    def _accessed(self, parts: AccessParts) -> None:
        self.access = parts
        if self.coach is not None:  # the Coach came first (asked for at once): its advice is read too
            self._read_hints(parts, self.coach)

    @staticmethod
    def _read_hints(access: AccessParts, coach: CoachParts) -> None:
        coach.controller.hint_ready.connect(access.reader.on_hint)
        coach.controller.hint_cleared.connect(access.reader.on_hint_cleared)

    def attach_browser(self) -> BrowserParts:
        """The History window, a hand, the replayer and import's dialog, at once (once)."""
        return self._browsing.now()

    def wait_for_browser(self) -> None:
        """Until the browser is attached, a request for it attaches it at once and is asked again."""
        w = self.window
        self._browsing.when_asked((w.history_requested, w.export_hands_requested, w.import_requested))

        def replay_asks(last_hand: LastHandWindow) -> None:  # the Last Hand's Replay, once it has one
            if self._browsing.parts is None:
                self._browsing.when_asked((last_hand.replay_requested,))

        self.history.when_built(replay_asks)

    def _browser_steps(self) -> Iterator[BrowserParts | None]:
        from razz_desktop import paths
        from razz_desktop.wiring.browser import browser_steps

        db = paths.database_path() if self.db_path is None else self.db_path
        return browser_steps(self.window, self.history, db)

    def _browsed(self, parts: BrowserParts) -> None:
        self.browser = parts
        connect_browser(parts.hand_window, self.controller)  # Play from here (wiring/play_again.py)
        if self.statistics is not None:
            parts.window.filter_changed.connect(self.statistics.set_history_filter)  # "the History window's filter"
        if self.mistakes is not None:
            self.mistakes.on_history_window(parts.window)  # its Analyse button

    def attach_coach(self) -> CoachParts:
        """Practice mode and the Coach dock, at once (once; :func:`assemble` does it unless told to wait)."""
        return self._coaching.now()

    def attach_coach_in_steps(self) -> None:
        """Attach the Coach one short step per turn of the event loop (:meth:`attach_in_steps` ends with it).

        ``coach`` is set once the last step has run; :meth:`attach_coach`
        finishes the steps at once if something needs the Coach before.
        """
        self._coaching.in_steps()

    def _coach_steps(self) -> Iterator[CoachParts | None]:
        from razz_desktop.wiring.coach import coach_steps

        return coach_steps(self.window, self.controller, self.history.window, seed=self.coach_seed)

    def _coached(self, parts: CoachParts) -> None:
        """The Coach is attached: keep it, and make its advice readable like the table."""
        self.coach = parts
        connect_coach(parts.panel, self.controller)  # the review page's Play from here (wiring/play_again.py)
        parts.controller.review_ready.connect(self.history.controller.save_review)  # kept with its hand
        if self.access is not None:
            self._read_hints(self.access, parts)

    def welcome(self, on_open: Callable[[QDialog], None] | None = None, *, own_window: bool = False) -> bool:
        """At the first start, the settings dialog in its welcome form (once)."""
        return self.prompt.welcome(on_open, own_window=own_window)

    def start(self) -> None:
        """Seat the first session and have its first hand dealt (the launcher calls this just before
        showing the window, so the window's first paint is the dealt table)."""
        self.controller.start_session()

    def start_or_continue(self, on_open: Callable[[QDialog], object] | None = None,
                          stopped: Callable[[], bool] = lambda: False) -> bool:
        """As :meth:`start`, but a saved session is offered first (the launcher; wiring/saved_sessions.py).
        False: a signal closed the offer, nothing was started."""
        if self.saved is None:
            self.start()
            return True
        return self.saved.start(on_open, stopped)

    def shutdown(self) -> None:
        """What closing the window does: stop the game, write what is queued, stop the coach."""
        self.controller.shutdown()
        if self.saved is not None:
            self.saved.saver.close()  # the last saved session on disk before the process ends
        self.history.controller.shutdown()
        if self.statistics is not None:
            self.statistics.shutdown()
        if self.coach is not None:
            self.coach.controller.shutdown()
        if self.equity is not None:
            self.equity.shutdown()
