"""The look-ahead decision model (``ai.lookahead``): its invariants, its determinism, textbook spots.

Property tests play random hands through the engine to a random decision and
check what must hold whatever the cards: a free check is never valued below
folding; on 7th street a call that closes the betting is worth the pot-odds
arithmetic on the equity against the range; the same spot gives the same
numbers. The textbook spots (``lookahead_spots``) hold the answers a Razz
teacher gives.
"""

from __future__ import annotations

import random

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from razz_desktop.ai import lookahead
from razz_desktop.ai.expert_model import ExpertModel
from razz_desktop.ai.lookahead import evaluate_actions, spot_generator, spot_seed
from razz_desktop.ai.reading import situation
from razz_desktop.engine import GameConfig, Hand, HouseRules, Stakes
from razz_desktop.engine.actions import Action, ActionType
from razz_desktop.engine.cards import CARDS, Deck
from razz_desktop.engine.views import SeatView
from tests.ai import lookahead_spots as spots

A = ActionType
TRIALS = 400


def random_spot(seed: int, players: int, decisions: int, *, avoid_folds: bool = True) -> SeatView | None:
    """Deal a random hand and play ``decisions`` random legal actions; the view of the seat then to act.

    Folds are rare (one in eight) so that hands reach the later streets.
    ``None`` when the hand ended first.
    """
    rng = random.Random(seed)
    deck = list(CARDS)
    rng.shuffle(deck)
    hand = Hand(GameConfig(Stakes(), HouseRules()), dict.fromkeys(range(1, players + 1), 10_000),
                deck=Deck(deck))
    hand.start()
    for _ in range(decisions):
        if hand.to_act is None:
            return None
        legal = [la.type for la in hand.legal_actions()]
        choices = [k for k in legal if k is not A.FOLD] if avoid_folds and rng.random() > 0.125 else legal
        hand.act(Action(hand.to_act, rng.choice(choices or legal)))
    if hand.to_act is None:
        return None
    view = hand.view(hand.to_act)
    if set(view.legal_types()) <= {A.SHOW, A.MUCK}:
        return None
    return view


def values_of(view: SeatView, trials: int = TRIALS, exact_limit: int = 0) -> lookahead.ActionValues:
    sit = situation(view)
    return evaluate_actions(sit, ExpertModel(), trials, spot_generator(view), exact_limit=exact_limit)


# ------------------------------------------------------------------ invariants


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(2, 6), decisions=st.integers(1, 40))
def test_a_free_check_is_never_valued_below_folding(seed: int, players: int, decisions: int) -> None:
    view = random_spot(seed, players, decisions)
    if view is None or A.CHECK not in view.legal_types():
        return
    values = values_of(view)
    assert values.values[A.CHECK] >= -1e-9
    if A.FOLD in values.values:
        assert values.values[A.CHECK] >= values.values[A.FOLD] - 1e-9


def test_a_free_check_is_never_below_folding_on_many_checked_spots() -> None:
    """The same invariant on every checkable spot of 200 seeded random hands (no shrinking needed)."""
    checked = 0
    for seed in range(200):
        view = random_spot(seed, 2 + seed % 5, 3 + seed % 31)
        if view is None or A.CHECK not in view.legal_types():
            continue
        checked += 1
        assert values_of(view, trials=300).values[A.CHECK] >= -1e-9, seed
    assert checked >= 30


def seventh_street_call(seed: int) -> SeatView | None:
    """A random hand played to a 7th-street bet that the seat to act may call, nobody behind it."""
    for extra in range(60):
        view = random_spot(seed, 2 + seed % 3, 12 + extra)
        if view is None or view.street != 7:
            continue
        sit = situation(view)
        if A.CALL in sit.legal and not sit.behind:
            return view
    return None


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1))
def test_a_closing_call_on_seventh_is_pot_odds_on_the_equity_against_the_range(seed: int) -> None:
    view = seventh_street_call(seed)
    if view is None:
        return
    sit = situation(view)
    values = values_of(view, trials=TRIALS)
    equity = values.likely.equity
    assert values.values[A.CALL] == pytest.approx(equity * (sit.pot + sit.to_call) - sit.to_call, abs=1e-6)


def test_heads_up_seventh_call_is_exact_pot_odds_arithmetic() -> None:
    view = spots.ten_low_facing_river_bet()
    sit = situation(view)
    values = values_of(view, exact_limit=60_000)
    assert values.likely.method == "exact"
    assert values.stderr[A.CALL] == 0.0
    expected = values.likely.equity * (sit.pot + sit.to_call) - sit.to_call
    assert values.values[A.CALL] == pytest.approx(expected, abs=1e-9)


def test_the_same_spot_gives_the_same_numbers() -> None:
    for seed in range(12):
        view = random_spot(seed, 3, 4 + seed)
        if view is None:
            continue
        a, b = values_of(view), values_of(view)
        assert dict(a.values) == dict(b.values)
        assert dict(a.stderr) == dict(b.stderr)
        assert a.likely == b.likely


def test_the_spot_seed_reads_the_view_not_the_hand_number() -> None:
    view = spots.wheel_draw_facing_fourth_bet()
    assert spot_seed(view) == spot_seed(spots.wheel_draw_facing_fourth_bet())
    assert spot_seed(view) != spot_seed(view, salt=1)
    assert spot_seed(view) != spot_seed(spots.rough_eight_checked_to_on_fourth())


def test_sampled_values_settle_as_deals_grow() -> None:
    """Cross-fitted choices: the value of a spot does not drift down as the sample grows (no luck bias)."""
    view = spots.rough_eight_facing_deuce_completion()
    sit = situation(view)
    small = [evaluate_actions(sit, ExpertModel(), 1000, np.random.default_rng(s)).values[A.CALL]
             for s in range(4)]
    large = evaluate_actions(sit, ExpertModel(), 16000, np.random.default_rng(7)).values[A.CALL]
    assert abs(float(np.mean(small)) - large) < 0.25 * sit.view.big_bet


# ------------------------------------------------------------------ textbook spots


def test_checked_to_on_fourth_with_a_brick_checking_is_not_below_folding() -> None:
    values = values_of(spots.rough_eight_checked_to_on_fourth(), trials=2000)
    assert values.values[A.CHECK] >= 0.0
    assert values.best is A.CHECK  # 8-7-6 with a king against 5-4: take the free card


def test_wheel_draw_with_a_king_calls_a_fourth_street_bet() -> None:
    view = spots.wheel_draw_facing_fourth_bet()
    values = values_of(view, trials=2000)
    sit = situation(view)
    assert values.likely.equity > sit.pot_odds  # 38% against the betting range, a call needs 23%
    assert values.values[A.CALL] > values.values[A.FOLD]


@pytest.mark.xfail(strict=True, reason="issue 35, not met: the look-ahead values the raise above the call "
                   "(opponents answer a 3rd-street raise by fixed fold/raise shares, and later folds "
                   "of a bigger pot are counted); measured 0.57 vs 0.47 big bets")
def test_rough_eight_does_not_raise_a_deuce_completion_with_a_low_door_behind() -> None:
    values = values_of(spots.rough_eight_facing_deuce_completion(), trials=2000)
    assert values.best is not A.RAISE


def test_ten_low_calls_or_folds_a_river_bet_by_the_price() -> None:
    """The call is the pot-odds arithmetic (exact); the raise is checked apart below (not met yet)."""
    view = spots.ten_low_facing_river_bet()
    sit = situation(view)
    values = values_of(view, exact_limit=60_000)
    calls = values.likely.equity > sit.pot_odds
    assert (values.values[A.CALL] > 0) == calls


@pytest.mark.xfail(strict=True, reason="issue 35, not met: the river bettor is modelled to call a raise "
                   "with all but its weakest ~9% (its prior when raised), so a T-low that beats 56% "
                   "of the betting range raises for value (3.72 vs 3.62 big bets)")
def test_ten_low_does_not_raise_a_river_bet() -> None:
    values = values_of(spots.ten_low_facing_river_bet(), exact_limit=60_000)
    assert values.best is not A.RAISE


@pytest.mark.parametrize("spot", [spots.premium_wheel_start, spots.five_five_three_against_higher_doors,
                                  spots.smooth_seven_after_folds])
def test_premium_starts_complete_rather_than_limp(spot) -> None:
    values = values_of(spot(), trials=2000)
    assert values.values[A.COMPLETE] > values.values[A.CALL]
