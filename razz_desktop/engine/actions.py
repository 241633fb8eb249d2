"""Actions a player can take, the legal-action list, and the illegal-action error."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class ActionType(StrEnum):
    """The names are the scenario file's action words."""

    BRING_IN = "bring-in"
    COMPLETE = "complete"
    FOLD = "fold"
    CHECK = "check"
    CALL = "call"
    BET = "bet"
    RAISE = "raise"
    SHOW = "show"
    MUCK = "muck"


AGGRESSIVE = frozenset({ActionType.COMPLETE, ActionType.BET, ActionType.RAISE})


def aggressive_kind(street: int, level: int, current: int) -> ActionType:
    """What putting in more is called: a raise over a full bet, a completion of the
    bring-in or of a short all-in bet, otherwise the first bet of the round."""
    if level >= 1:
        return ActionType.RAISE
    if street == 3 or current > 0:
        return ActionType.COMPLETE
    return ActionType.BET


@dataclass(frozen=True, slots=True)
class Action:
    """What a player asks to do. Amounts are implied by fixed limit.

    ``to`` is needed only to pick between two legal actions of one type: the
    small or the big bet on 4th street under the open-pair house rule.
    """

    seat: int
    type: ActionType
    to: int | None = None


@dataclass(frozen=True, slots=True)
class LegalAction:
    """One thing the player to act may do, with its exact amounts.

    ``amount`` is what the action adds to the pot now; ``to`` is the player's
    total for this betting round afterwards; ``all_in`` says the stack is too
    short for the full amount and the player puts in everything.
    """

    type: ActionType
    amount: int = 0
    to: int = 0
    all_in: bool = False

    @property
    def label(self) -> str:
        """The action bar's text: "Bring in 50", "Raise to 800", "Call 150 (all-in)"."""
        t = self.type
        if t is ActionType.BRING_IN:
            text = f"Bring in {self.amount:,}"
        elif t is ActionType.COMPLETE:
            text = f"Complete to {self.to:,}"
        elif t is ActionType.CALL:
            text = f"Call {self.amount:,}"
        elif t is ActionType.BET:
            text = f"Bet {self.amount:,}"
        elif t is ActionType.RAISE:
            text = f"Raise to {self.to:,}"
        else:
            text = t.value.capitalize()
        return text + (" (all-in)" if self.all_in else "")


class IllegalActionError(ValueError):
    """An action the rules do not allow now. The hand is left unchanged."""

    def __init__(self, action: Action, legal: tuple[LegalAction, ...], to_act: int | None, reason: str) -> None:
        self.action = action
        self.legal = legal
        self.to_act = to_act
        allowed = ", ".join(la.label for la in legal) or "nothing"
        who = f"seat {to_act} is to act" if to_act is not None else "nobody is to act"
        super().__init__(
            f"illegal action: seat {action.seat} tried to {action.type.value}: {reason}; "
            f"{who}; legal: {allowed}"
        )
