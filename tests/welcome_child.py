"""A child process for tests/test_termination.py: the real app at its first start (no settings file),
printing "welcome" once the welcome dialog is open, so the test can signal while it is on screen, and
"dealt" if a hand is dealt afterwards (it must not be)."""

import sys
from dataclasses import dataclass, field

import razz_desktop.app as A
import razz_desktop.launcher as launcher
from razz_desktop.wiring.app_parts import App


@dataclass
class Opts:
    quit_after_first_paint: bool = False
    smoke_hands: int | None = None
    qt_args: list[str] = field(default_factory=list)


_assemble = A.assemble
_welcome = App.welcome


def _welcome_announced(self, on_open=None, *, own_window=False):
    from PySide6.QtCore import QTimer

    def opened(dialog):
        if on_open is not None:
            on_open(dialog)
        QTimer.singleShot(0, lambda: print("welcome", flush=True))  # once the dialog's own loop runs

    return _welcome(self, opened, own_window=own_window)


def _say_when_dealt(*args, **kwargs):
    parts = _assemble(*args, **kwargs)
    parts.controller.hand_started.connect(lambda _id: print("dealt", flush=True))
    return parts


App.welcome = _welcome_announced
A.assemble = _say_when_dealt
sys.exit(launcher.run(Opts()))
