"""Practice mode: the Coach dock, its controller and the review, attached at once or in steps.

Part of the composition root (``razz_desktop.app``): connections only, no logic of its own.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from razz_desktop.wiring.steps import run_all

if TYPE_CHECKING:
    from razz_desktop.controllers.game_controller import GameController
    from razz_desktop.controllers.practice_controller import PracticeController
    from razz_desktop.ui.coach_panel import CoachPanel
    from razz_desktop.ui.last_hand import LastHandWindow
    from razz_desktop.ui.main_window import MainWindow


@dataclass(frozen=True, slots=True)
class CoachParts:
    """Practice mode as wired into the app: the practice controller and the Coach dock."""

    controller: PracticeController
    panel: CoachPanel


def attach_coach(window: MainWindow, controller: GameController, last_hand: LastHandWindow | None = None, *,
                 seed: int | None = None) -> CoachParts:
    """Practice mode: hints for the human's decisions and a review after each hand.

    Starts as the window's Game menu says (Practice mode, Hints automatically,
    which the user's settings have set). The Coach dock is tabbed with the
    dealer log and hidden while practice mode is off. ``last_hand`` (the Last
    Hand window) gets a Review button that opens the Coach's review of the
    hand it shows. The coach's heavy modules load on the practice
    controller's worker; after the first paint the launcher attaches it in steps
    (:meth:`App.attach_coach_in_steps`), this does every step at once.
    """
    return run_all(coach_steps(window, controller, last_hand, seed=seed))


def coach_steps(window: MainWindow, controller: GameController, last_hand: LastHandWindow | None = None, *,
                seed: int | None = None) -> Iterator[CoachParts | None]:
    """:func:`attach_coach` as steps of a few milliseconds each; the last one yields the parts.

    Attached while the table plays, no step may hold the event loop long
    (issue 10: no gap over 50 ms after the first paint): the imports, the
    dock, each of its pages, docking and showing it (style sheets, layout),
    the controller and the wiring each take one turn of the event loop.
    Everything the GUI thread builds comes before the practice controller:
    creating it starts its worker's loading (imports, numpy, tables), which
    would otherwise compete with these steps for the GIL and stretch them.
    What the table does in between is not lost: the last step coaches the
    view on screen.
    """
    c, w = controller, window
    enabled, automatic = w.practice_action.isChecked(), w.auto_hints_action.isChecked()
    yield None
    import razz_desktop.coach.review  # noqa: F401 - the dock's imports, a few at a time (10-25 ms together)

    yield None
    import razz_desktop.ui.coach_panel.review_page  # noqa: F401

    yield None
    from razz_desktop.ui.coach_panel import CoachPanel

    yield None
    panel = CoachPanel(w)
    panel.set_practice_enabled(enabled)
    panel.set_hints_automatic(automatic)
    yield None
    panel.hint_page  # noqa: B018 - built now, in its own step, rather than while the worker loads
    yield None
    panel.review_page  # noqa: B018 - the same
    yield None
    w.add_coach_dock(panel, panel.hint_action)
    yield None
    w.show_coach(enabled)
    yield None
    from razz_desktop.controllers.practice_controller import PracticeController

    yield None
    practice = PracticeController(parent=w, seed=seed, enabled=enabled, auto_hints=automatic)
    c.human_to_act.connect(practice.on_human_to_act)
    c.table_changed.connect(practice.on_table_changed)
    c.hand_finished.connect(practice.on_hand_finished)
    c.player_replaced.connect(practice.forget_seat)
    practice.decision_started.connect(panel.on_decision_started)
    practice.hint_ready.connect(panel.show_hint)
    practice.hint_pending.connect(panel.show_pending)
    practice.hint_cleared.connect(panel.clear_hint)
    practice.hint_failed.connect(panel.show_failure)
    practice.review_ready.connect(panel.show_review)
    practice.review_opened.connect(panel.open_review)
    practice.summary_changed.connect(panel.show_summary)
    practice.enabled_changed.connect(panel.set_practice_enabled)
    practice.auto_hints_changed.connect(panel.set_hints_automatic)
    panel.hint_requested.connect(practice.request_hint)
    c.players_changed.connect(panel.set_players)  # the Likely hands view names the opponents
    panel.set_players(c.players)

    w.practice_action.toggled.connect(practice.set_enabled)
    practice.enabled_changed.connect(w.practice_action.setChecked)
    practice.enabled_changed.connect(w.show_coach)
    practice.enabled_changed.connect(w.on_practice_changed)
    w.auto_hints_action.toggled.connect(practice.set_auto_hints)
    practice.auto_hints_changed.connect(w.auto_hints_action.setChecked)
    c.session_started.connect(practice.reset_session)
    w.closing.connect(practice.shutdown)

    if last_hand is not None:
        last_hand.enable_review()
        last_hand.review_requested.connect(practice.show_review_of)
        practice.review_ready.connect(last_hand.add_review)
        c.session_started.connect(last_hand.forget_reviews)
    # The menu may have changed during the steps: the controller started from what it said then.
    if w.practice_action.isChecked() != enabled:
        practice.set_enabled(w.practice_action.isChecked())
    if w.auto_hints_action.isChecked() != automatic:
        practice.set_auto_hints(w.auto_hints_action.isChecked())
    practice.on_view_on_screen(c.current_view())  # attached during the human's turn: coach it
    yield CoachParts(practice, panel)
