"""Baseline opponents for practice and for measuring: fixed characters, no style."""

from __future__ import annotations

import random

from razz_desktop.ai.policy import BasePolicy
from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.views import SeatView

A = ActionType


class CallingStation(BasePolicy):
    """Calls everything to the river, never raises: the practice "fish"."""

    name = "calling-station"

    def choose(self, view: SeatView, rng: random.Random) -> ActionType:
        return A.CALL if A.CALL in view.legal_types() else A.CHECK


class Maniac(BasePolicy):
    """Always puts in the most chips it can: bets, raises, completes."""

    name = "maniac"

    def choose(self, view: SeatView, rng: random.Random) -> ActionType:
        return A.RAISE


class RandomBot(BasePolicy):
    """A uniformly random legal action: the floor any real strategy must beat."""

    name = "random"

    def choose(self, view: SeatView, rng: random.Random) -> ActionType:
        return rng.choice(view.legal_types())
