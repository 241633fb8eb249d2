"""The --smoke-test option the bundle's smoke test relies on, run from the source tree.

packaging/smoke-bundle.sh runs it on the frozen bundle in CI; here the same path runs
through the installed package, so a change to the welcome dialog, the controller's signals
or the hand log that would break the bundle's smoke test fails the suite first.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from razz_desktop.engine.actions import ActionType, LegalAction
from razz_desktop.smoke import choose


def test_the_smoke_player_stays_in_as_cheaply_as_it_can() -> None:
    fold, call, raise_ = (LegalAction(ActionType.FOLD), LegalAction(ActionType.CALL, 200, 200),
                          LegalAction(ActionType.RAISE, 400, 400))
    assert choose((fold, call, raise_)) is call
    assert choose((LegalAction(ActionType.BET, 200, 200), LegalAction(ActionType.CHECK))).type is ActionType.CHECK
    assert choose((LegalAction(ActionType.COMPLETE, 200, 200), LegalAction(ActionType.BRING_IN, 50, 50))).type \
        is ActionType.BRING_IN
    assert choose((LegalAction(ActionType.MUCK), LegalAction(ActionType.SHOW))).type is ActionType.SHOW
    with pytest.raises(ValueError):
        choose(())


def smoke(home: Path, hands: int) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env["QT_QPA_PLATFORM"] = "offscreen"
    return subprocess.run([sys.executable, "-m", "razz_desktop", "--home", str(home), "--smoke-test", str(hands)],
                          capture_output=True, text=True, timeout=600, env=env)


def test_first_start_welcome_then_second_start_with_saved_settings(tmp_path: Path) -> None:
    home = tmp_path / "home"
    first = smoke(home, 2)
    assert first.returncode == 0, first.stdout + first.stderr
    assert first.stdout.startswith("smoke test passed: 2 hands played and 2 saved")
    assert first.stdout.rstrip().endswith("dialogs accepted: Welcome to Razz Desktop")
    assert "Traceback" not in first.stderr
    settings = (home / "config" / "settings.json").read_bytes()

    second = smoke(home, 1)
    assert second.returncode == 0, second.stdout + second.stderr
    assert second.stdout.startswith("smoke test passed: 1 hands played and 1 saved")
    # No welcome; the session the first start quit is offered and continued (saved sessions).
    assert second.stdout.rstrip().endswith("dialogs accepted: Continue your session?")
    assert (home / "config" / "settings.json").read_bytes() == settings
