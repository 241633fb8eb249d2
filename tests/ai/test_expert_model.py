"""The Expert's value model: a pure function of a frozen snapshot, and the bots' public names."""

from __future__ import annotations

import dataclasses
import random

import numpy as np
import pytest

from razz_desktop.ai import bots, expert_bot, expert_model, lookahead
from razz_desktop.ai.expert_model import ExpertModel, evaluate_actions
from razz_desktop.ai.match import play_match
from razz_desktop.ai.reading import situation
from razz_desktop.engine.actions import ActionType
from tests.coach import spots

A = ActionType


def test_the_bots_module_still_names_and_builds_every_bot() -> None:
    assert bots.LEVELS == ("beginner", "regular", "strong", "expert")
    assert bots.BASELINES == ("calling-station", "maniac", "random")
    assert bots.BOT_NAMES == bots.LEVELS + bots.BASELINES + bots.EXPERIMENTAL
    assert isinstance(bots.make_bot("expert_lookahead", seed=1), bots.ExpertBot)
    assert bots.ExpertBot is expert_bot.ExpertBot
    assert isinstance(bots.make_bot("expert", style=bots.Style.parse("tight"), seed=1), bots.ExpertBot)
    for name in bots.__all__:
        assert hasattr(bots, name), name


def test_the_snapshot_is_frozen_and_follows_what_the_bot_learns() -> None:
    expert = bots.make_bot("expert", seed=2)
    assert isinstance(expert, bots.ExpertBot)
    prior = expert.model([2])
    with pytest.raises(dataclasses.FrozenInstanceError):
        prior.softness = 2.0  # type: ignore[misc]
    play_match(["expert", "maniac", "calling-station"], 30, seed=9,
               bots=[expert, bots.make_bot("maniac"), bots.make_bot("calling-station")])
    seasoned = expert.model([2])
    assert seasoned != prior  # it learned how the maniac plays
    assert seasoned.profile(2).bet_informativeness < prior.profile(2).bet_informativeness
    expert.forget(2)
    assert expert.model([2]) == prior
    assert ExpertModel.from_bot(expert, [2]) == prior


def test_evaluation_is_pure_and_replayable() -> None:
    sit = situation(spots.made_seven_on_sixth())
    model = ExpertModel(aggression_bias=0.0)
    a = evaluate_actions(sit, model, 1200, np.random.default_rng(5))
    b = evaluate_actions(sit, model, 1200, np.random.default_rng(5))
    assert dict(a.values) == dict(b.values) and a.likely == b.likely
    assert set(a.values) == set(sit.legal)  # every legal action is valued
    assert a.noise == max(a.stderr.values()) > 0  # sampled: the bot's noise figure
    # A style's aggression bias moves the aggressive action only, by exactly that many big bets.
    biased = evaluate_actions(sit, dataclasses.replace(model, aggression_bias=0.5), 1200,
                              np.random.default_rng(5))
    big = sit.view.big_bet
    for kind, value in a.values.items():
        shift = 0.5 * big if kind is sit.aggressive_option else 0.0
        assert biased.values[kind] == pytest.approx(value + shift)


def test_the_lookahead_expert_decides_with_the_lookahead(monkeypatch) -> None:
    """The arena's ``expert_lookahead`` decides with ``ai.lookahead``, its style in the snapshot."""
    seen = []
    real = lookahead.values_on_tree

    def spy(tree, w):
        seen.append(tree.model)
        return real(tree, w)

    monkeypatch.setattr(lookahead, "values_on_tree", spy)
    bot = bots.make_bot("expert_lookahead", style="aggressive", seed=4)
    view = spots.made_seven_on_sixth()
    assert bot.decide(view, random.Random(1)) in view.legal_types()
    assert seen and all(isinstance(m, ExpertModel) for m in seen)
    assert seen[0].aggression_bias == pytest.approx(0.02)  # the bot's style travels in the snapshot


def test_the_expert_still_decides_with_the_one_street_model(monkeypatch) -> None:
    """The Expert players meet (and the Coach) stay on ``expert_model`` until the look-ahead measures
    stronger (issue 35)."""
    seen = []
    real = expert_model.values_on_deals

    def spy(*args):
        seen.append(args[1])
        return real(*args)

    monkeypatch.setattr(expert_model, "values_on_deals", spy)
    bot = bots.make_bot("expert", style="aggressive", seed=4)
    view = spots.made_seven_on_sixth()
    assert bot.decide(view, random.Random(1)) in view.legal_types()
    assert seen and all(isinstance(m, ExpertModel) for m in seen)
    assert seen[0].aggression_bias == pytest.approx(0.02)  # the bot's style travels in the snapshot
