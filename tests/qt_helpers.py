"""Helpers for the Qt tests (UI and controllers): test policies, a built window.

Test policies make outcomes certain without sleeping: a calling station that
never folds takes every hand to showdown, and a gated policy blocks its
worker thread until the test opens the gate, which is how the tests hold a
computer player "thinking" for as long as they like.
"""

from __future__ import annotations

import random
import threading

import pytest

from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.views import SeatView


class CallingStation:
    """Checks or calls whatever happens (posts the bring-in when it must)."""

    name = "test-calling-station"

    def __init__(self, seed: int | None = None) -> None:
        self.decisions = 0

    def decide(self, view: SeatView, rng: random.Random) -> ActionType:
        self.decisions += 1
        types = view.legal_types()
        for kind in (ActionType.CHECK, ActionType.CALL, ActionType.BRING_IN, ActionType.SHOW):
            if kind in types:
                return kind
        return types[0]

    def observe(self, view: SeatView) -> None:
        return None


class GatedPolicy(CallingStation):
    """Blocks in decide() until ``gate`` is set: a bot that thinks as long as a test wants."""

    name = "test-gated"

    def __init__(self, gate: threading.Event, started: threading.Event) -> None:
        super().__init__()
        self.gate = gate
        self.started = started

    def decide(self, view: SeatView, rng: random.Random) -> ActionType:
        self.started.set()
        # Bounded so a failing test cannot hang the run; the tests open the gate themselves.
        self.gate.wait(timeout=20)
        return super().decide(view, rng)


def calling_factory(level: str, seed: int, style: str | None = None) -> CallingStation:
    return CallingStation(seed)


def fast_setup(**changes):
    """A seeded session with no thinking pauses and no pause between hands."""
    from razz_desktop.controllers.game_controller import SessionSetup

    values = {"seed": 11, "thinking_ms": (0, 0), "next_hand_delay_ms": 0, "auto_continue": False}
    values.update(changes)
    return SessionSetup(**values)


@pytest.fixture
def make_window(qtbot):
    """Build the real window and controller (app.build) with test policies and speed."""
    from razz_desktop.app import build

    built = []

    def make(factory=calling_factory, setup=None, speed: str = "off"):
        setup = setup or fast_setup()
        window, controller = build(factory, setup)
        qtbot.addWidget(window)
        window.set_speed(speed)
        # The speed menu sets its own pacing; the tests keep the setup's.
        controller.set_thinking_ms(*setup.thinking_ms)
        controller.set_next_hand_delay_ms(setup.next_hand_delay_ms)
        window.resize(1280, 800)
        built.append(controller)
        return window, controller

    yield make
    for controller in built:
        controller.shutdown()
