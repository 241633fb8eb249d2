"""A simple, sensible computer player for when the AI package is unavailable.

The real opponents live in razz_desktop.ai.bots. This policy exists so the
table is playable without them (a trimmed build, or the AI package failing to
import): it plays legal, recognisable Razz. It keeps going with low cards,
gives up with high ones, bets made low hands and calls small bets. It reads
only the SeatView it is given, like every bot, and never raises an error: if
nothing it wants is legal it takes the cheapest legal action.
"""

from __future__ import annotations

import random

from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.views import SeatView

EIGHT = 7  # rank index of the eight (A=0 ... K=12): eight-or-better is a "good" low

_PASSIVE = (ActionType.CHECK, ActionType.CALL, ActionType.BRING_IN)
_AGGRESSIVE = (ActionType.COMPLETE, ActionType.BET, ActionType.RAISE)


def _low_ranks(ranks: list[int]) -> list[int]:
    """Distinct ranks eight or lower, lowest first: the cards that build a low."""
    return sorted({r for r in ranks if r <= EIGHT})


class FallbackPolicy:
    """Plays low cards, folds high ones, calls small bets, bets made eights."""

    name = "fallback"

    def __init__(self, seed: int | None = None) -> None:
        self._seed = seed

    def observe(self, view: SeatView) -> None:
        """Keeps no memory between hands."""
        return None

    def decide(self, view: SeatView, rng: random.Random) -> ActionType:
        legal = view.legal_types()
        if not legal:
            raise ValueError("asked to decide with no legal actions")
        if ActionType.SHOW in legal or ActionType.MUCK in legal:
            return ActionType.SHOW if ActionType.SHOW in legal else ActionType.MUCK
        wish = self._wish(view, rng)
        return self._legalise(wish, legal)

    def _wish(self, view: SeatView, rng: random.Random) -> ActionType:
        ranks = [c.rank for c in view.my_cards]
        lows = _low_ranks(ranks)
        dealt = len(ranks)
        to_come = max(0, 7 - dealt)
        to_call = view.to_call
        cheap = to_call <= view.bring_in or to_call == 0

        if dealt <= 3:  # 3rd street: three cards
            if len(lows) == 3:
                return ActionType.RAISE if max(lows) <= 5 and rng.random() < 0.6 else ActionType.CALL
            if len(lows) == 2 and cheap:
                return ActionType.CALL
            if len(lows) == 2 and max(lows) <= 4 and rng.random() < 0.5:
                return ActionType.CALL
            return ActionType.FOLD

        made = len(lows) >= 5
        if made:
            fifth = lows[4]
            if fifth <= EIGHT - 1 or rng.random() < 0.5:
                return ActionType.RAISE
            return ActionType.CALL
        # Drawing: how many low cards are still needed, and can the cards to come supply them?
        needed = 5 - len(lows)
        if needed > to_come:
            return ActionType.CHECK if to_call == 0 else ActionType.FOLD
        if needed <= 1 and to_come >= 1:
            return ActionType.CALL if rng.random() < 0.8 else ActionType.RAISE
        if to_call == 0:
            return ActionType.CHECK
        if to_call <= view.small_bet and needed <= 2:
            return ActionType.CALL
        return ActionType.FOLD

    @staticmethod
    def _legalise(wish: ActionType, legal: tuple[ActionType, ...]) -> ActionType:
        if wish in legal:
            return wish
        if wish in _AGGRESSIVE:
            for kind in (*_AGGRESSIVE, *_PASSIVE):
                if kind in legal:
                    return kind
        if wish is ActionType.FOLD:
            # Never fold when checking is free; the bring-in cannot fold.
            for kind in (ActionType.CHECK, ActionType.FOLD, ActionType.BRING_IN):
                if kind in legal:
                    return kind
        for kind in (*_PASSIVE, ActionType.FOLD, *_AGGRESSIVE):
            if kind in legal:
                return kind
        return legal[0]
