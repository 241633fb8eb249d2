"""Play it again from here (issue 36): the windows' buttons to the game controller, its comparison to a dialog.

Part of the composition root (``razz_desktop.app``): connections only. The
game controller reads the stored hand through storage's read-only
``HandBrowser`` (one indexed query, as the History window's model does on the
GUI thread), opened on the first request; the Last Hand window, the History
window's hand and the Coach's review page are connected as each is built
(:func:`connect_last_hand`, :func:`connect_browser`, :func:`connect_coach`).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from razz_desktop.controllers.game_controller import GameController
    from razz_desktop.controllers.play_again import PracticeComparison
    from razz_desktop.records import StoredHand
    from razz_desktop.storage.handlog.browse import HandBrowser
    from razz_desktop.ui.coach_panel import CoachPanel
    from razz_desktop.ui.history_window import HandWindow
    from razz_desktop.ui.last_hand import LastHandWindow
    from razz_desktop.ui.main_window import MainWindow
    from razz_desktop.ui.play_again import ComparisonDialog
    from razz_desktop.wiring.history import HistoryParts

log = logging.getLogger(__name__)


@dataclass(slots=True, weakref_slot=True)  # weakly referenced: its methods are connected to signals
class PlayAgainParts:
    window: MainWindow
    controller: GameController
    db_path: Path | str
    dialog: ComparisonDialog | None = None
    _browser: HandBrowser | None = field(default=None, init=False)

    def load(self, hand_id: int) -> StoredHand | None:
        """A stored hand by database id, or None (not stored yet, or the log cannot be read now)."""
        from razz_desktop.storage.handlog.browse import BrowseError, HandBrowser

        if self._browser is None:
            try:
                self._browser = HandBrowser(self.db_path)
            except BrowseError as exc:  # not opened (or migrated) yet: asked again next time
                log.info("play from here: %s", exc)
                return None
        try:
            return self._browser.hand(hand_id)
        except KeyError:
            return None
        except Exception:  # a damaged hand: the controller says it cannot be dealt again
            log.exception("play from here: reading hand %s", hand_id)
            return None

    def compare(self, comparison: PracticeComparison) -> None:
        from razz_desktop.ui.play_again import ComparisonDialog

        if self.dialog is None:
            self.dialog = ComparisonDialog(self.window)
        self.dialog.show_comparison(comparison)

    def close(self) -> None:
        if self._browser is not None:
            self._browser.close()
            self._browser = None


def attach_play_again(window: MainWindow, controller: GameController, history: HistoryParts,
                      db_path: Path | str) -> PlayAgainParts:
    """The game controller's stored hands and comparison; the Last Hand window's button once it is built."""
    parts = PlayAgainParts(window, controller, db_path)
    controller.set_hand_loader(parts.load)
    controller.practice_finished.connect(parts.compare)
    history.controller.hand_saved.connect(controller.note_hand_saved)
    history.when_built(lambda last_hand: connect_last_hand(last_hand, controller))
    window.closing.connect(parts.close)
    return parts


def connect_last_hand(last_hand: LastHandWindow, controller: GameController) -> None:
    last_hand.play_from_here_requested.connect(controller.request_play_from_here)


def connect_browser(hand_window: HandWindow, controller: GameController) -> None:
    hand_window.play_from_here_requested.connect(controller.request_play_from_here)


def connect_coach(panel: CoachPanel, controller: GameController) -> None:
    panel.play_from_here_requested.connect(controller.play_from_session_hand)
