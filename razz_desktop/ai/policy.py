"""The one interface every computer opponent implements.

A policy is handed exactly what a player sitting in its seat could know: the
frozen per-seat :class:`~razz_desktop.engine.views.SeatView` (its own hole
cards, every upcard, the dead cards of folded players, pot, bets, the betting
history and the legal actions) plus an injected :class:`random.Random`. It
never receives the live ``Hand`` or another seat's down cards, so a bot cannot
cheat even by accident, and a seeded ``rng`` makes every decision replayable.

``decide`` returns an :class:`~razz_desktop.engine.actions.ActionType` that
must be one of ``view.legal``'s types; amounts are implied by fixed limit.
``observe`` receives the finished hand as the bot's seat saw it (showdown
hands included), which is how the Expert models opponents over a session;
bots that keep no memory inherit the no-op from :class:`BasePolicy`.
"""

from __future__ import annotations

import random
from typing import Protocol, runtime_checkable

from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.views import SeatView


@runtime_checkable
class Policy(Protocol):
    """What the game controller and the arena call for every bot decision."""

    name: str

    def decide(self, view: SeatView, rng: random.Random) -> ActionType:
        """Choose one of ``view.legal``'s action types for ``view.viewer``."""
        ...

    def observe(self, view: SeatView) -> None:
        """Learn from a finished hand, seen from this bot's seat (optional)."""
        ...


class BasePolicy:
    """Shared plumbing: a name, a no-op ``observe`` and a safe legal fallback.

    Subclasses implement :meth:`choose`; :meth:`decide` guarantees the result
    is legal even if a strategy asks for something the situation does not
    allow (e.g. "raise" when the cap is reached becomes "call"), so a bug in a
    heuristic can cost chips but never stall the table with an illegal action.
    """

    name: str = "policy"

    def decide(self, view: SeatView, rng: random.Random) -> ActionType:
        legal = view.legal_types()
        if not legal:
            raise ValueError(f"{self.name}: asked to decide but the view has no legal actions")
        if ActionType.MUCK in legal:
            # A beaten hand at showdown (auto-muck off): showing it only
            # teaches the table how this bot plays.
            return ActionType.MUCK
        wanted = self.choose(view, rng)
        return coerce_legal(wanted, legal)

    def choose(self, view: SeatView, rng: random.Random) -> ActionType:
        """The strategy's wish; :meth:`decide` makes it legal."""
        raise NotImplementedError

    def observe(self, view: SeatView) -> None:
        return None


# When the wished-for action is not legal, the nearest legal one in spirit:
# aggression degrades to a call, passivity to a check, a fold that is not
# allowed (the bring-in must be posted) to the cheapest action.
_FALLBACKS: dict[ActionType, tuple[ActionType, ...]] = {
    ActionType.RAISE: (ActionType.RAISE, ActionType.BET, ActionType.COMPLETE, ActionType.CALL,
                       ActionType.CHECK, ActionType.BRING_IN),
    ActionType.BET: (ActionType.BET, ActionType.RAISE, ActionType.COMPLETE, ActionType.CALL,
                     ActionType.CHECK, ActionType.BRING_IN),
    ActionType.COMPLETE: (ActionType.COMPLETE, ActionType.RAISE, ActionType.BET, ActionType.CALL,
                          ActionType.CHECK, ActionType.BRING_IN),
    ActionType.CALL: (ActionType.CALL, ActionType.CHECK, ActionType.BRING_IN, ActionType.COMPLETE,
                      ActionType.BET, ActionType.RAISE),
    ActionType.CHECK: (ActionType.CHECK, ActionType.CALL, ActionType.BRING_IN, ActionType.COMPLETE,
                       ActionType.BET, ActionType.RAISE),
    ActionType.FOLD: (ActionType.CHECK, ActionType.FOLD, ActionType.BRING_IN, ActionType.CALL,
                      ActionType.COMPLETE, ActionType.BET, ActionType.RAISE),
    ActionType.BRING_IN: (ActionType.BRING_IN, ActionType.CHECK, ActionType.CALL,
                          ActionType.COMPLETE),
    ActionType.SHOW: (ActionType.SHOW, ActionType.MUCK),
    ActionType.MUCK: (ActionType.MUCK, ActionType.SHOW),
}


def coerce_legal(wanted: ActionType, legal: tuple[ActionType, ...]) -> ActionType:
    """Map a wish onto the legal list (a free check is never folded)."""
    for kind in _FALLBACKS.get(wanted, (wanted,)):
        if kind in legal:
            return kind
    return legal[0]
