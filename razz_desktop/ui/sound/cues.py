"""The table's sounds and which engine event makes which.

One sound per kind of moment, never one per chip or per card: a round of
3rd-street cards is one deal sound (the board says when a burst starts), so
the table sounds like a dealer, not a machine gun. The file of each cue is
``resources/sounds/<value>.wav`` (made by ``packaging/make_sounds.py``).
"""

from __future__ import annotations

from enum import StrEnum

from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.events import CardDealt, CommunityCardDealt, PlayerActed, PotAwarded


class Cue(StrEnum):
    DEAL = "deal"
    CHECK = "check"
    CALL = "call"
    BET = "bet"
    FOLD = "fold"
    WIN = "win"
    YOUR_TURN = "your_turn"


ACTION_CUES: dict[ActionType, Cue] = {
    ActionType.CHECK: Cue.CHECK,
    ActionType.CALL: Cue.CALL,
    ActionType.BRING_IN: Cue.CALL,  # a forced small bet: chips, but not an attack
    ActionType.BET: Cue.BET,
    ActionType.RAISE: Cue.BET,
    ActionType.COMPLETE: Cue.BET,
    ActionType.FOLD: Cue.FOLD,
    ActionType.MUCK: Cue.FOLD,
}
"""Showing a hand has no sound: the cards turning over say it."""


def cue_for_event(event: object) -> Cue | None:
    """The sound ``event`` makes, or None (antes, streets starting, showdown order, ...)."""
    if isinstance(event, CardDealt | CommunityCardDealt):
        return Cue.DEAL
    if isinstance(event, PlayerActed):
        return ACTION_CUES.get(event.type)
    if isinstance(event, PotAwarded):
        return Cue.WIN
    return None
