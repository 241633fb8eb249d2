"""What the ``razz-desktop`` command line asked for: parsed by ``cli``, run by ``launcher``.

A module of its own so that neither of the two imports the other for it: the command line
starts the launcher, and the launcher only needs the options' shape.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

PROG = "razz-desktop"


@dataclass(frozen=True, slots=True)
class Options:
    """What the command line asked for, as :func:`razz_desktop.launcher.run` receives it.

    ``home``: one folder for settings, hand log and logs (``--home`` or
    ``RAZZ_DESKTOP_HOME``), None for the platform's usual folders.
    ``quit_after_first_paint``: print the start-up time and exit once the
    first hand is on screen (benchmarks/launch_time.py).
    ``smoke_hands``: accept the welcome dialog, play N hands with check/call,
    print a summary and exit 0 (packaging/smoke-bundle.sh); None in normal use.
    ``qt_args``: the program name followed by options for ``QApplication``.
    """

    home: Path | None = None
    quit_after_first_paint: bool = False
    smoke_hands: int | None = None
    qt_args: list[str] = field(default_factory=lambda: [PROG])
