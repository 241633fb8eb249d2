"""Finished tournaments into the hand log, and the statistics told when one is kept.

Part of the composition root (``razz_desktop.app``): connections only. The
game controller says how a sit-and-go ended; the history controller writes it
on the history thread; the Statistics window (when open) counts it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from razz_desktop.controllers.game_controller import GameController
    from razz_desktop.controllers.history_controller import HistoryController
    from razz_desktop.wiring.statistics import StatisticsParts


def attach_tournament_log(controller: GameController, history: HistoryController,
                          statistics: StatisticsParts) -> None:
    """Every finished tournament's result is written; the statistics refresh when it is."""
    controller.tournament_finished.connect(history.record_tournament)
    history.tournament_saved.connect(statistics.on_hand_saved)
