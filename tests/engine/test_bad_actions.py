"""Every wrong-typed action is an IllegalActionError that changes nothing.

Issue 12 found ``hand.act(Action(seat, "fold"))`` raising AttributeError and
``Action(True, ...)`` passing for seat 1. The engine is the one legality
check (DESIGN.md): a controller just calls ``hand.act`` inside
``try/except IllegalActionError`` and must never meet another exception for
a bad action, nor a changed hand.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from razz_desktop.engine import Action, ActionType, Hand, IllegalActionError, LegalAction
from razz_desktop.engine.actions import MalformedActionError
from razz_desktop.engine.fuzz.runner import fingerprint

from .dealing import make_hand, play

A = ActionType
FOUR = {
    1: "2c 3c 7d 8c 9c Tc 4c",
    2: "2d 3d 6h 8d 9d Td 4d",
    3: "2h 3h 5s 8h 9h Th 4h",
    4: "2s 3s Ks 8s 9s Ts 4s",
}


def smuggle(seat: object, kind: object, to: object = None) -> Action:
    """An Action with fields set around the constructor (as a buggy caller might)."""
    action = object.__new__(Action)
    object.__setattr__(action, "seat", seat)
    object.__setattr__(action, "type", kind)
    object.__setattr__(action, "to", to)
    return action


@pytest.mark.parametrize(
    ("seat", "kind", "to", "says"),
    [
        (4, "bring-in", None, "action type must be an ActionType"),
        (4, None, None, "got None (NoneType)"),
        (4, 3, None, "got 3 (int)"),
        (True, A.BRING_IN, None, "got True (bool)"),
        (4.0, A.BRING_IN, None, "got 4.0 (float)"),
        ("4", A.BRING_IN, None, "got '4' (str)"),
        (4, A.BRING_IN, 50.0, "got 50.0 (float)"),
        (4, A.BRING_IN, True, "got True (bool)"),
        (4, A.BRING_IN, "50", "got '50' (str)"),
    ],
)
def test_wrong_types_are_refused_when_built_and_when_smuggled_into_act(
        seat: object, kind: object, to: object, says: str) -> None:
    with pytest.raises(MalformedActionError, match="malformed action") as built:
        Action(seat, kind, to)  # type: ignore[arg-type]
    assert isinstance(built.value, IllegalActionError) and isinstance(built.value, TypeError)
    assert says in str(built.value)
    hand = make_hand(FOUR)
    before = fingerprint(hand)
    bad = smuggle(seat, kind, to)
    with pytest.raises(IllegalActionError) as info:
        hand.act(bad)
    msg = str(info.value)
    assert says in msg and "seat 4 is to act" in msg and "legal: Bring in 50, Complete to 200" in msg
    assert info.value.action is bad and info.value.to_act == 4
    assert info.value.legal == hand.legal_actions()
    assert fingerprint(hand) == before


@pytest.mark.parametrize("thing", ["fold", None, 4, (4, A.BRING_IN), {"seat": 4},
                                   LegalAction(A.BRING_IN, 50, 50)])
def test_things_that_are_not_actions_are_refused(thing: object) -> None:
    hand = make_hand(FOUR)
    before = fingerprint(hand)
    with pytest.raises(IllegalActionError, match="is not an Action") as info:
        hand.act(thing)  # type: ignore[arg-type]
    assert info.value.action is thing and "legal: Bring in 50" in str(info.value)
    assert not hand.can_act(thing)  # type: ignore[arg-type]
    assert fingerprint(hand) == before


def test_true_is_not_seat_1() -> None:
    hand = make_hand({1: "Kc 3c 7d", 2: "2d 3d 6h"})
    assert hand.to_act == 1
    with pytest.raises(IllegalActionError):
        hand.act(smuggle(True, A.BRING_IN))
    with pytest.raises(IllegalActionError):
        hand.act(smuggle(1.0, A.BRING_IN))
    assert hand.act(Action(1, A.BRING_IN))  # the real seat 1 still may


def test_a_wrong_amount_says_what_the_amount_would_be() -> None:
    hand = make_hand(FOUR)
    with pytest.raises(IllegalActionError, match=r"complete to 150 is not allowed now \(complete goes to 200\)"):
        hand.act(Action(4, A.COMPLETE, 150))


def test_check_action_and_can_act_share_the_one_check() -> None:
    hand = make_hand(FOUR)
    la = hand.check_action(Action(4, A.COMPLETE))
    assert la == LegalAction(A.COMPLETE, 200, 200, False)
    assert hand.can_act(Action(4, A.BRING_IN)) and not hand.can_act(Action(4, A.CHECK))
    assert not hand.can_act(Action(1, A.BRING_IN))
    before = fingerprint(hand)
    with pytest.raises(IllegalActionError, match="seat 4 tried to check"):
        hand.check_action(Action(4, A.CHECK))
    assert fingerprint(hand) == before  # checking changes nothing


def test_before_start_and_after_the_end_everything_is_refused() -> None:
    from razz_desktop.engine import GameConfig

    fresh = Hand(GameConfig(), {1: 1000, 2: 1000}, rng=random.Random(1))
    with pytest.raises(IllegalActionError, match="has not started"):
        fresh.act(Action(1, A.BRING_IN))
    hand = make_hand(FOUR)
    play(hand, "complete", "fold", "fold", "fold")
    for bad in (Action(4, A.CHECK), smuggle("4", A.CHECK), "fold"):
        with pytest.raises(IllegalActionError):
            hand.act(bad)  # type: ignore[arg-type]


_JUNK = st.one_of(st.none(), st.booleans(), st.floats(allow_nan=True), st.text(max_size=5),
                  st.integers(-3, 12), st.sampled_from(list(ActionType)),
                  st.tuples(st.integers(), st.integers()))


@settings(max_examples=300, derandomize=True, database=None, deadline=None)
@given(_JUNK, _JUNK, _JUNK, st.integers(0, 6), st.booleans())
def test_any_junk_is_refused_or_accepted_but_never_crashes(
        seat: object, kind: object, to: object, steps: int, via_constructor: bool) -> None:
    """Whatever the fields, act either plays a legal action or raises IllegalActionError
    and leaves the hand identical; a wrong-typed field is never accepted."""
    hand = make_hand(FOUR)
    rng = random.Random(steps)
    for _ in range(steps):  # somewhere into the hand
        if hand.finished:
            break
        la = rng.choice(hand.legal_actions())
        assert hand.to_act is not None
        hand.act(Action(hand.to_act, la.type, la.to))
    before = fingerprint(hand)
    try:
        action = Action(seat, kind, to) if via_constructor else smuggle(seat, kind, to)  # type: ignore[arg-type]
        hand.act(action)
    except IllegalActionError:
        assert fingerprint(hand) == before
        return
    well_typed = (type(seat) is int and isinstance(kind, ActionType)
                  and (to is None or type(to) is int))
    assert well_typed, f"accepted {seat!r} {kind!r} {to!r}"
