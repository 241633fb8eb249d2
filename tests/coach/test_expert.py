"""The coach grades with the look-ahead model the look-ahead Expert decides with.

There is one implementation, ``razz_desktop.ai.lookahead``: ``ExpertBot``
with ``ExpertParams(lookahead=True)`` (the ``expert_lookahead`` bot) calls it
for every decision and ``coach.expert`` is a thin adapter over it. These
tests check that both go through that function, and that the coach, given
the bot's snapshot and the same random state, gets exactly the numbers the
bot decided with -- so the review can never grade against a stale copy.
"""

from __future__ import annotations

import random

import numpy as np
import pytest

from razz_desktop.ai import expert_model, lookahead
from razz_desktop.ai.bots import ExpertBot, make_bot
from razz_desktop.ai.reading import situation
from razz_desktop.coach import expert as coach_expert
from razz_desktop.coach.expert import ExpertModel, evaluate_actions
from razz_desktop.engine import Action, GameConfig, Hand
from razz_desktop.engine.views import SeatView

from . import spots


def _seasoned_expert() -> ExpertBot:
    """An Expert that has watched a few hands, so its profiles are not the priors."""
    bot = make_bot("expert_lookahead", seed=7)
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


def test_the_coach_adapter_is_the_ai_model() -> None:
    assert coach_expert.ExpertModel is expert_model.ExpertModel
    assert coach_expert.evaluate_actions.__module__ == coach_expert.__name__
    assert coach_expert.lookahead is lookahead  # the adapter calls the look-ahead, nothing else
    assert coach_expert.ActionValues is expert_model.ActionValues


@pytest.mark.parametrize("index", range(4))
def test_the_coach_gets_the_numbers_the_expert_decided_with(index: int, monkeypatch) -> None:
    """Spy on the one value model while the bot decides, then ask the coach the same question."""
    bot = _seasoned_expert()
    view = _spot_views()[index]
    calls: list[tuple[object, ...]] = []
    real_deals, real_values = lookahead.deals_for, lookahead.values_on_tree

    def deals_spy(sit, trials, gen, **kw):
        calls.append(("deals", trials, gen.bit_generator.state, kw))
        return real_deals(sit, trials, gen, **kw)

    def values_spy(tree, w):
        result = real_values(tree, w)
        calls.append(("values", tree.model, result))
        return result

    monkeypatch.setattr(lookahead, "deals_for", deals_spy)
    monkeypatch.setattr(lookahead, "values_on_tree", values_spy)
    kind = bot.decide(view, random.Random(index))
    assert [c[0] for c in calls[:2]] == ["deals", "values"]  # the bot went through the model
    _, trials, state, kw = calls[0]
    _, bot_model, bot_values = calls[1]
    assert kw == {"exact_limit": 0}  # the bot always samples
    sit = situation(view)
    seats = [o.seat for o in sit.opponents]
    assert ExpertModel.from_bot(bot, seats) == bot_model  # the coach's snapshot is the bot's
    gen = np.random.Generator(np.random.PCG64())
    gen.bit_generator.state = state
    ours = evaluate_actions(sit, ExpertModel.from_bot(bot, seats), trials, gen, exact_limit=0)
    assert len(calls) >= 3 and calls[-1][0] == "values"  # the coach went through it too
    assert dict(ours.values) == dict(bot_values.values)  # identical, not merely close
    assert dict(ours.stderr) == dict(bot_values.stderr)
    assert ours.likely == bot_values.likely
    assert kind in view.legal_types()


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
