"""The coach's Expert adapter returns exactly what the Expert bot computes.

``coach.expert`` reproduces the Expert's action-value model from the AI's
public pieces so it can run on a frozen snapshot on a worker thread. These
tests feed both the same deals and compare, so any change to the Expert's
model fails here instead of making the review grade against a stale copy.
"""

from __future__ import annotations

import random

import numpy as np
import pytest

from razz_desktop.ai.bots import ExpertBot, make_bot
from razz_desktop.ai.equity import hand_values, sample_deals
from razz_desktop.ai.reading import situation
from razz_desktop.coach.expert import ExpertModel, evaluate_actions, values_on_deals
from razz_desktop.engine import Action, GameConfig, Hand
from razz_desktop.engine.views import SeatView

from . import spots


def _seasoned_expert() -> ExpertBot:
    """An Expert that has watched a few hands, so its profiles are not the priors."""
    bot = make_bot("expert", seed=7)
    assert isinstance(bot, ExpertBot)
    rng = random.Random(3)
    policies = {s: make_bot(name, seed=s) for s, name in
                zip(range(1, 6), ("maniac", "calling-station", "regular", "beginner", "random"),
                    strict=True)}
    for hand_no in range(6):
        hand = Hand(GameConfig(), dict.fromkeys(range(1, 6), 5000), rng=rng, hand_id=hand_no + 1)
        hand.start()
        while not hand.finished:
            seat = hand.to_act
            assert seat is not None
            kind = policies[seat].decide(hand.view(seat), rng)
            hand.act(Action(seat, kind))
        bot.observe(hand.view(1))
    return bot


def _spot_views() -> list[SeatView]:
    return [spots.kqj_against_low_doors(), spots.a23_start(), spots.made_seven_on_sixth(),
            spots.sixth_few_unknowns()]


@pytest.mark.parametrize("index", range(4))
def test_adapter_reproduces_the_expert_action_values(index: int) -> None:
    bot = _seasoned_expert()
    view = _spot_views()[index]
    sit = situation(view)
    bot._profiles(sit)  # what ExpertBot.choose does first
    gen = np.random.default_rng(11)
    hero = sit.mine
    deals = sample_deals(hero, [o.up for o in sit.opponents], sit.dead, trials=1500,
                         exact=False, gen=gen, community=sit.community_expected or None)
    w = bot.ranges.weights(sit, deals.opponents)
    hv, ov = hand_values(deals)
    theirs, _ = bot._action_values(sit, deals, w, hv, ov)
    model = ExpertModel.from_bot(bot, [s.seat for s in view.seats if s.seat != view.viewer])
    ours = values_on_deals(sit, model, deals, w, hv, ov)
    assert set(ours.values) == set(theirs)
    for kind, value in theirs.items():
        assert ours.values[kind] == pytest.approx(value, rel=1e-9, abs=1e-6), kind


def test_snapshot_does_not_touch_the_bot() -> None:
    bot = make_bot("expert", seed=1)
    assert isinstance(bot, ExpertBot)
    model = ExpertModel.from_bot(bot, [2, 3])
    assert dict(bot.stats) == {}  # the defaultdict was not grown by the snapshot
    assert {s for s, _ in model.profiles} == {2, 3}


def test_values_are_in_chips_relative_to_folding() -> None:
    view = spots.kqj_against_low_doors()
    values = evaluate_actions(situation(view), ExpertModel(), 2000, np.random.default_rng(1))
    assert values.values[values.best] >= values.values[next(iter(values.values))]
    assert values.cost_in_big_bets(values.best) == 0.0
    from razz_desktop.engine.actions import ActionType

    assert values.values[ActionType.FOLD] == 0.0
    assert values.best is ActionType.FOLD  # K-Q-J against low doors
