"""A child process for tests/test_saved_session_kill.py: the real app (razz_desktop.launcher.run).

``first``: the human checks or calls through two hands, then is dealt a third and holds it (no
answer): once the saved session on disk names that hand, the child prints ``holding <hand id>``
and waits for the test's kill -9.
``again``: the start offers to continue; the child prints what the offer says, continues, prints
the stacks it was seated with, plays one hand, prints the stacks after it and quits in order.
"""

import json
import sys
from dataclasses import dataclass, field

from PySide6.QtCore import QTimer

import razz_desktop.app as A
import razz_desktop.launcher as launcher
from razz_desktop.engine.actions import ActionType
from razz_desktop.wiring.app_parts import App

MODE = sys.argv[1]
PASSIVE = (ActionType.CHECK, ActionType.CALL, ActionType.BRING_IN, ActionType.SHOW)


@dataclass
class Opts:
    quit_after_first_paint: bool = False
    smoke_hands: int | None = None
    qt_args: list[str] = field(default_factory=list)


def say(*words: object) -> None:
    print(*words, flush=True)


_assemble = A.assemble


def _driven(*args, **kwargs):
    parts = _assemble(*args, **kwargs)
    c, w = parts.controller, parts.window
    c.set_thinking_ms(0, 0)
    finished: list[int] = []
    c.hand_finished.connect(lambda result: finished.append(result.hand_id))

    def answer(view) -> None:
        if MODE == "first" and len(finished) >= 2:
            parts.saved.saver.flush()  # the file names this hand now: the kill finds it on disk
            say("holding", view.hand_id)
            return
        choice = next((la for kind in PASSIVE for la in view.legal if la.type is kind), None)
        if choice is not None:
            QTimer.singleShot(0, lambda: w.action_chosen.emit(choice))

    c.human_to_act.connect(answer)
    c.waiting_for_next_hand.connect(lambda waiting: waiting and QTimer.singleShot(0, c.continue_to_next_hand))
    if MODE == "again":
        def after_one(result) -> None:
            say("after", json.dumps(sorted(c.table.stacks.items())), result.hand_id)
            c.set_paused(True)
            QTimer.singleShot(0, w.on_terminate)  # the orderly way out

        c.hand_finished.connect(after_one)
    return parts


_start_or_continue = App.start_or_continue


def _answering(self, on_open=None, stopped=lambda: False):
    def continue_it(dialog) -> None:
        lost = dialog.lost.text() if getattr(dialog, "lost", None) is not None else ""
        say("offer", json.dumps({"title": dialog.windowTitle(), "lost": lost}))
        dialog.continue_button.click()

    started = _start_or_continue(self, continue_it, stopped)
    say("seated", json.dumps(sorted(self.controller.table.stacks.items())), self.saved.outcome)
    return started


A.assemble = _driven
if MODE == "again":
    App.start_or_continue = _answering
sys.exit(launcher.run(Opts()))
