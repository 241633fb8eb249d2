"""A child process for tests/test_termination.py: the real app (razz_desktop.launcher.run), printing
"ready" the first time the human is to act, so the test knows a hand is live when it signals."""

import sys
from dataclasses import dataclass, field

import razz_desktop.app as A
import razz_desktop.launcher as launcher


@dataclass
class Opts:
    quit_after_first_paint: bool = False
    smoke_hands: int | None = None
    qt_args: list[str] = field(default_factory=list)


_assemble = A.assemble


def _ready_when_the_human_acts(*args, **kwargs):
    parts = _assemble(*args, **kwargs)
    parts.controller.human_to_act.connect(lambda _view: print("ready", flush=True))
    return parts


A.assemble = _ready_when_the_human_acts
sys.exit(launcher.run(Opts()))
