"""Actions a player can take, the legal-action list, and the illegal-action error."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .frozen_record import frozen_record


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

    The field types are checked here, at construction, because an action is a
    record: a ``True`` or ``1.0`` seat would be taken for seat 1 by every
    comparison and then fail far away, when the hand is stored. Whether the
    action is allowed now is the hand's question (``Hand.act``), not this one.
    """

    seat: int
    type: ActionType
    to: int | None = None

    def __init__(self, seat: int, type: ActionType, to: int | None = None) -> None:  # noqa: A002
        # Written out (bots build an Action per decision): the fields stored through
        # their slots' descriptors (frozen.fast_init's way), the usual case checked in
        # identity tests, anything else by action_problem with its message.
        _set_seat(self, seat)
        _set_type(self, type)
        _set_to(self, to)
        if _type(seat) is int and _type(type) is ActionType and (to is None or _type(to) is int):
            return
        problem = action_problem(seat, type, to)
        if problem is not None:
            raise MalformedActionError(self, problem)


_type = type
_set_seat = Action.__dict__["seat"].__set__
_set_type = Action.__dict__["type"].__set__
_set_to = Action.__dict__["to"].__set__


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def action_problem(seat: object, kind: object, to: object) -> str | None:
    """What is wrong with the types of an action's fields, or None.

    Shared by ``Action`` (refused at construction) and ``Hand.act`` (which
    also meets objects built around the constructor, or not actions at all).
    """
    if not _is_int(seat):
        return f"the seat must be a seat number (an int), got {_show(seat)}"
    if not isinstance(kind, ActionType):
        known = ", ".join(t.value for t in ActionType)
        return f"the action type must be an ActionType ({known}), got {_show(kind)}"
    if to is not None and not _is_int(to):
        return f"the amount (to) must be a whole number of chips or None, got {_show(to)}"
    return None


def _show(value: object) -> str:
    text = repr(value)
    if len(text) > 60:
        text = text[:57] + "..."
    return f"{text} ({type(value).__name__})"


_LEGAL_CACHE: dict[tuple[str, int, int, bool], LegalAction] = {}
_LEGAL_CACHE_SIZE = 4096


def legal_action(kind: ActionType, amount: int = 0, to: int = 0, all_in: bool = False) -> LegalAction:
    """The ``LegalAction`` with these fields, shared: they are frozen, and a hand
    offers the same few (call 200, raise to 400...) thousands of times, so each
    is built once instead of at every turn. The cache is bounded (cleared when
    full): stacks of any depth cannot grow it without limit."""
    key = (kind._value_, amount, to, all_in)  # a plain str hashes without calling into Python
    la = _LEGAL_CACHE.get(key)
    if la is None:
        if len(_LEGAL_CACHE) >= _LEGAL_CACHE_SIZE:
            _LEGAL_CACHE.clear()
        la = _LEGAL_CACHE[key] = LegalAction(kind, amount, to, all_in)
    return la


@frozen_record
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
    """An action the rules do not allow now. The hand is left unchanged.

    ``action`` is what was tried (an ``Action``, or whatever object was passed
    instead of one), ``legal`` what ``to_act`` may do instead, ``reason`` why
    the action was refused. The message says all three, so a caller that
    just catches this error can log or show it as it is.
    """

    def __init__(self, action: object, legal: tuple[LegalAction, ...], to_act: int | None,
                 reason: str) -> None:
        self.action = action
        self.legal = legal
        self.to_act = to_act
        self.reason = reason
        allowed = ", ".join(la.label for la in legal) or "nothing"
        who = f"seat {to_act} is to act" if to_act is not None else "nobody is to act"
        super().__init__(f"illegal action: {describe_attempt(action)}: {reason}; {who}; legal: {allowed}")


class MalformedActionError(IllegalActionError, TypeError):
    """An ``Action`` whose fields have the wrong types (a str type, a bool seat...).

    Raised by the constructor, before any hand sees it. It is an
    ``IllegalActionError`` so that ``try: hand.act(Action(...)) except
    IllegalActionError`` covers it too, and a ``TypeError`` because that is
    what it is.
    """

    def __init__(self, action: object, reason: str) -> None:
        IllegalActionError.__init__(self, action, (), None, reason)
        # No hand is involved yet: say nothing about whose turn it is.
        self.args = (f"malformed action: {reason}",)


def describe_attempt(action: object) -> str:
    """"seat 4 tried to raise to 800" for an ``Action``; the object itself otherwise."""
    if isinstance(action, Action):
        seat, kind, to = action.seat, action.type, action.to
        word = kind.value if isinstance(kind, ActionType) else repr(kind)
        amount = f" to {to}" if to is not None else ""
        return f"seat {seat!r} tried to {word}{amount}"
    return f"{_show(action)} is not an Action"
