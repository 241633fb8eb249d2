"""Which actions the seat to act may take, and why another is refused: ``Hand``'s legality.

Split from ``hand.py`` (which applies the actions) because the two change for
different reasons: a new betting rule changes what is offered here, a new event
changes what happens there. ``legal_actions()`` runs at every turn of every
hand the arena, the fuzzer and the Expert's simulations play, so the usual
lists are built once and shared (``_LEGAL_LISTS``).
"""

from __future__ import annotations

from .actions import (
    AGGRESSIVE,
    Action,
    ActionType,
    IllegalActionError,
    LegalAction,
    action_problem,
    legal_action,
)
from .rules import MAX_LEVEL
from .showdown import HandShowdown

_BI, _CO, _FO, _CH, _CA, _BE, _RA, _SH, _MU = (
    ActionType.BRING_IN, ActionType.COMPLETE, ActionType.FOLD, ActionType.CHECK, ActionType.CALL,
    ActionType.BET, ActionType.RAISE, ActionType.SHOW, ActionType.MUCK,
)

_FOLD = legal_action(_FO)
_LEGAL_LISTS: dict[tuple[object, ...], tuple[LegalAction, ...]] = {}
"""Legal-action lists of the usual betting turn by (stack or -1 for a deep one, bet,
current, raise kind, raise target): all they depend on. Bounded: cleared when full."""
_LEGAL_LISTS_SIZE = 1 << 15


class HandLegality(HandShowdown):
    """The legality half of ``Hand``: the legal list of the seat to act, and the check of an action."""

    def _check(self, action: object) -> LegalAction:
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        to_act = self._to_act
        if type(action) is not Action and not isinstance(action, Action):
            raise IllegalActionError(action, legal, to_act, "only an Action can be played")
        kind, to = action.type, action.to
        # Fields are checked again (an Action can be built around its constructor), the
        # usual types by identity first, the message from action_problem otherwise.
        if not (type(action.seat) is int and type(kind) is ActionType
                and (to is None or type(to) is int)):
            problem = action_problem(action.seat, kind, to)
            if problem is not None:
                raise IllegalActionError(action, legal, to_act, problem)
        if self._finished:
            raise IllegalActionError(action, (), None, "the hand is over")
        if not self._started:
            raise IllegalActionError(action, (), None, "the hand has not started (call start() first)")
        if action.seat != to_act:
            raise IllegalActionError(action, legal, to_act, f"it is seat {to_act}'s turn")
        for la in legal:
            if la.type is kind and (to is None or to == la.to):
                return la
        same_type = [la for la in legal if la.type is kind]
        if same_type:
            goes_to = " or ".join(str(la.to) for la in same_type)
            reason = f"{action.type.value} to {action.to} is not allowed now ({action.type.value} goes to {goes_to})"
        else:
            reason = f"{action.type.value} is not allowed now"
            if action.type in AGGRESSIVE and self._level >= MAX_LEVEL and not self._uncapped():
                reason += f" (betting is capped: one bet and {MAX_LEVEL - 1} raises are the most a round allows)"
        raise IllegalActionError(action, legal, to_act, reason)

    def _compute_legal(self) -> tuple[LegalAction, ...]:
        seat = self._to_act
        if seat is None or self._finished:
            return ()
        if self._showdown_queue:
            return (legal_action(_SH), legal_action(_MU))
        stack, bet = self._stack[seat], self._bet[seat]
        if self._street == 3 and self._bring_in_seat == seat and self._current == 0:
            bring = min(self._config.stakes.bring_in, stack)
            out = [legal_action(_BI, bring, bring, bring == stack)]
            if stack > bring:
                out.append(self._aggressive(_CO, seat, self._config.stakes.small_bet))
            return tuple(out)
        current = self._current
        to_call = current - bet
        if to_call > stack:
            to_call = stack
        if self._may_raise(seat, to_call):
            level = self._level  # aggressive_kind, inlined: this runs every turn
            kind: ActionType | None = (_RA if level >= 1 else _CO if self._street == 3 or current > 0
                                       else _BE)
            target = self._full_to + self._inc
            # (the open pair's option exists on 4th street only: asked there, without a call elsewhere)
            if kind is _BE and self._street == 4 and target - bet < stack and self._open_pair_option():
                return self._fold_call_check(stack, bet, to_call) + (
                    legal_action(_BE, target - bet, target, False),
                    self._aggressive(_BE, seat, self._config.stakes.big_bet))
        else:
            kind, target = None, 0
        # The same few lists recur endlessly (call 200 or raise to 400 with deep
        # stacks...): each is built once, keyed by everything it depends on.
        # Keyed by the kind's plain-str value: hashing a str-enum member calls back into Python.
        # A stack deeper than the call and the raise changes nothing in the list, so
        # all deep stacks share one key (-1): keyed by the exact stack, every new stack
        # size of a long sitting added lists until the cache was cleared (issue 10's
        # flat memory, and fewer lists built).
        deep = (target if target > current else current) - bet
        key = (stack if stack <= deep else -1, bet, current, None if kind is None else kind._value_, target)
        out_t = _LEGAL_LISTS.get(key)
        if out_t is None:
            out_t = self._fold_call_check(stack, bet, to_call)
            if kind is not None:
                add = target - bet
                if add >= stack:
                    out_t += (legal_action(kind, stack, bet + stack, True),)
                else:
                    out_t += (legal_action(kind, add, target, False),)
            if len(_LEGAL_LISTS) >= _LEGAL_LISTS_SIZE:
                _LEGAL_LISTS.clear()
            _LEGAL_LISTS[key] = out_t
        return out_t

    @staticmethod
    def _fold_call_check(stack: int, bet: int, to_call: int) -> tuple[LegalAction, ...]:
        if to_call > 0:
            return (_FOLD, legal_action(_CA, to_call, bet + to_call, to_call == stack))
        return (legal_action(_CH, 0, bet),)

    def _aggressive(self, kind: ActionType, seat: int, target: int) -> LegalAction:
        bet, stack = self._bet[seat], self._stack[seat]
        add = target - bet
        if add >= stack:
            return legal_action(kind, stack, bet + stack, True)
        return legal_action(kind, add, target, False)

    def _may_raise(self, seat: int, to_call: int) -> bool:
        stacks = self._stack
        if seat in self._acted or stacks[seat] <= to_call:
            return False
        if self._level >= MAX_LEVEL and not self._uncapped():
            return False
        for s in self._live:  # noqa: SIM110 - a loop, not any(generator): this runs every turn
            if s != seat and stacks[s] > 0:
                return True
        return False

    def _open_pair_option(self) -> bool:
        if self._street != 4 or not self._config.house_rules.open_pair_big_bet:
            return False
        if self._config.stakes.big_bet == self._config.stakes.small_bet:
            return False
        for s in self._live:
            ups = self.up_cards(s)
            if len({c.rank for c in ups}) < len(ups):
                return True
        return False
