"""The Expert's 3rd-street reads of issue 18: the bring-in's answer to a completion, a stealer's to a re-raise."""

from __future__ import annotations

import numpy as np
import pytest

from razz_desktop.ai.bots import ExpertBot, make_bot
from razz_desktop.ai.expert_model import ExpertModel, evaluate_actions
from razz_desktop.ai.reading import OpponentProfile, situation
from razz_desktop.ai.seat_stats import SeatStats, steals_given_up
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
    # ... and not as its answer to a re-raise of a real raise (a wide stealer's folds are not a raiser's).
    assert (st.faced_reraise, st.folded_to_reraise) == (0, 0)
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
        # No folds to the boards later (those make a called completion worth more): the answer alone.
        prof = OpponentProfile(fold_to_complete=0.5, fold_complete_bring_in=bring_in_folds,
                               fold_bad_behind=0.0, fold_good_behind=0.0)
        model = ExpertModel(profiles=((1, prof),))
        return evaluate_actions(sit, model, 2000, np.random.default_rng(6)).values[A.COMPLETE]

    assert complete_value(0.95) > complete_value(0.1) + view.small_bet / 20
    assert complete_value(None) == complete_value(0.5)  # unknown: its general fold to a completion
    pot = sum(s.committed for s in view.seats)
    assert complete_value(1.0) == pytest.approx(pot, abs=2)  # it lets the antes and bring-in go


def test_a_raise_of_a_completion_is_counted_and_read_as_seldom_as_it_comes() -> None:
    # Seat 1 brings in, seat 2 completes, seat 1 raises, seat 2 lets it go.
    hand = _played({1: "Ac 2d Ks", 2: "9c Td 2s"}, (A.BRING_IN, A.COMPLETE, A.RAISE, A.FOLD))
    bot = _expert()
    bot.observe(hand.view(2))
    assert (bot.stats[1].faced_complete, bot.stats[1].raised_vs_complete) == (1, 1)
    tight = SeatStats(hands=100, entered=20, faced_complete=100, raised_vs_complete=3).profile()
    loose = SeatStats(hands=100, entered=20, faced_complete=100, raised_vs_complete=30).profile()
    assert tight.reraise_threshold is not None and loose.reraise_threshold is not None
    assert tight.reraise_threshold < loose.reraise_threshold
    # Shown raises all in line: hands outside the range keep less weight than the usual floor.
    clean = SeatStats(shown_raise_n=20, shown_raise_out=0).profile()
    assert clean.reraise_floor is not None and clean.reraise_floor < 0.05
    wild = SeatStats(shown_raise_n=20, shown_raise_out=15).profile()
    assert wild.reraise_floor is not None and wild.reraise_floor > 0.5


def test_a_seat_that_folds_to_a_better_board_makes_the_later_streets_worth_more() -> None:
    """Seat 2 (a deuce door) against a king bring-in: the boards win pots a showdown would not."""
    view = _acted({1: "Qc Jd Ks", 2: "Kc 9d 2s"}, (A.BRING_IN,))
    assert view.viewer == 2
    sit = situation(view)

    def values(board_folds: float) -> dict[ActionType, float]:
        prof = OpponentProfile(fold_complete_bring_in=0.0, fold_to_complete=0.0,
                               fold_bad_behind=board_folds, fold_good_behind=board_folds)
        model = ExpertModel(profiles=((1, prof),))
        return dict(evaluate_actions(sit, model, 2000, np.random.default_rng(8)).values)

    reader, station = values(0.9), values(0.0)
    assert reader[A.COMPLETE] > station[A.COMPLETE] + view.small_bet / 10
    assert reader[A.CALL] > station[A.CALL]


def test_the_bring_in_is_worth_more_against_a_stealer_who_gives_up_to_a_re_raise() -> None:
    """Seat 1 (a king door) posts the bring-in; seat 2 steals nearly always."""
    view = _acted({1: "Ac 2d Ks", 2: "Kc 9d 2s"}, ())
    assert view.viewer == 1 and A.BRING_IN in view.legal_types()
    sit = situation(view)

    def bring_in_value(gives_up: float) -> float:
        prof = OpponentProfile(fold_to_bring_in=0.05, complete_vs_bring_in=0.9,
                               fold_to_resteal=gives_up)
        model = ExpertModel(profiles=((2, prof),))
        return evaluate_actions(sit, model, 2000, np.random.default_rng(9)).values[A.BRING_IN]

    soft, firm = bring_in_value(0.9), bring_in_value(0.0)
    assert soft > firm + view.small_bet / 10
    # Never below giving the bring-in up at once: the answer is the best of fold, call, re-raise.
    assert firm >= -view.bring_in - 1
