"""``Hand.play_legal``, ``act``'s lane for a caller that picked from the legal list: the same hand, the same refusals."""

from __future__ import annotations

import random

import pytest

from razz_desktop.engine import Action, Hand, IllegalActionError
from razz_desktop.engine.actions import ActionType, legal_action

from .differential import _stacks, configs


def test_playing_the_legal_lists_own_actions_makes_the_hand_act_makes() -> None:
    hands = 0
    for config in configs():
        for players in (2, 5, 8):
            seed = hands = hands + 1
            stacks = _stacks(random.Random(seed * 7919), players)
            by_act = Hand(config, stacks, rng=random.Random(seed), hand_id=seed)
            by_lane = Hand(config, stacks, rng=random.Random(seed), hand_id=seed)
            by_act.start()
            by_lane.start()
            choices = random.Random(-seed)
            while not by_act.finished:
                k = choices.randrange(len(by_act.legal_actions()))
                la = by_act.legal_actions()[k]
                by_act.act(Action(by_act.to_act, la.type, la.to))  # type: ignore[arg-type]
                by_lane.play_legal(by_lane.legal_actions()[k])
            assert by_lane.finished
            assert by_lane.record == by_act.record


def test_anything_but_a_current_legal_action_is_refused_or_matched_as_act_would() -> None:
    config = next(iter(configs()))
    hand = Hand(config, {1: 1000, 2: 1000, 3: 1000}, rng=random.Random(3))
    hand.start()
    stale = hand.legal_actions()[0]  # the bring-in's post
    hand.play_legal(stale)
    before = hand.events
    with pytest.raises(IllegalActionError):
        hand.play_legal(stale)  # the bring-in again: not legal for the next seat
    assert hand.events == before
    with pytest.raises(IllegalActionError):
        hand.play_legal(legal_action(ActionType.RAISE, 10**6, 10**6, True))
    assert hand.events == before
    equal = legal_action(ActionType.FOLD)  # equal to the listed fold, not the listed object: act's own match
    hand.play_legal(equal)
    assert hand.events[len(before):][0].type is ActionType.FOLD  # type: ignore[attr-defined]
