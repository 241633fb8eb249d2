"""The Expert's 3rd-street reads of issue 18: the bring-in's answer to a completion, a stealer's to a re-raise."""

from __future__ import annotations

import numpy as np
import pytest

from razz_desktop.ai.bots import ExpertBot, make_bot
from razz_desktop.ai.expert_bot import SeatStats, steals_given_up
from razz_desktop.ai.expert_model import ExpertModel, evaluate_actions
from razz_desktop.ai.reading import OpponentProfile, situation
from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.hand import Hand
from tests.ai.test_expert_reading import _acted, _after

A = ActionType


def _played(hands: dict[int, str], kinds: tuple[ActionType, ...]) -> Hand:
    hand = _after(hands, kinds)
    assert hand.finished
    return hand


def _expert() -> ExpertBot:
    bot = make_bot("expert", seed=3)
    assert isinstance(bot, ExpertBot)
    return bot


def test_a_wide_stealer_is_expected_to_give_up_its_steals() -> None:
    # Steals 40% facing the bring-in but goes on against a completion with 10%: most steals fold.
    assert steals_given_up(0.4, 0.9) > 0.7
    # Steals only what it would play anyway: the floor.
    assert steals_given_up(0.1, 0.5) == 0.15
    wide = SeatStats(faced_bring_in=100, completed_vs_bring_in=40, faced_complete=100,
                     folded_to_complete=90).profile()
    assert wide.fold_to_resteal is not None and wide.fold_to_resteal > 0.6
    # Seen: it never lets a re-raised steal go, whatever the estimate said.
    seen = SeatStats(faced_bring_in=100, completed_vs_bring_in=40, faced_complete=100,
                     folded_to_complete=90, faced_resteal=40, folded_to_resteal=0).profile()
    assert seen.fold_to_resteal is not None and seen.fold_to_resteal < 0.15


def test_observing_counts_a_restolen_steal_and_the_bring_ins_answer() -> None:
    # Seat 1 (kings) brings in, seat 2 steals, seat 1 re-raises, seat 2 lets it go.
    hand = _played({1: "Ac 2d Ks", 2: "9c Td 2s"}, (A.BRING_IN, A.COMPLETE, A.RAISE, A.FOLD))
    bot = _expert()
    bot.observe(hand.view(1))
    st = bot.stats[2]
    assert (st.faced_resteal, st.folded_to_resteal) == (1, 1)
    assert (st.faced_reraise, st.folded_to_reraise) == (1, 1)
    assert st.completed_vs_bring_in == 1
    # The same hand seen by seat 2: the bring-in faced a completion and re-raised.
    other = _expert()
    other.observe(hand.view(2))
    assert (other.stats[1].faced_complete_bi, other.stats[1].folded_complete_bi) == (1, 0)
    assert other.stats[1].faced_resteal == 0


def test_a_completion_against_the_bring_in_is_valued_by_its_own_answer() -> None:
    """Seat 2 may complete against seat 1's bring-in: seat 1's habit as the bring-in decides."""
    view = _acted({1: "Qc Jd Ks", 2: "Kc 9d 6s"}, (A.BRING_IN,))
    assert view.viewer == 2 and A.COMPLETE in view.legal_types()
    sit = situation(view)

    def complete_value(bring_in_folds: float | None) -> float:
        prof = OpponentProfile(fold_to_complete=0.5, fold_complete_bring_in=bring_in_folds)
        model = ExpertModel(profiles=((1, prof),))
        return evaluate_actions(sit, model, 2000, np.random.default_rng(6)).values[A.COMPLETE]

    assert complete_value(0.95) > complete_value(0.1) + view.small_bet / 20
    assert complete_value(None) == complete_value(0.5)  # unknown: its general fold to a completion
    pot = sum(s.committed for s in view.seats)
    assert complete_value(1.0) == pytest.approx(pot, abs=2)  # it lets the antes and bring-in go
