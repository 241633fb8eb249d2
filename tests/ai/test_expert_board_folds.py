"""The Expert's later-street board folds (issue 18): who gives up to a better board, and with what."""

from __future__ import annotations

import numpy as np

from razz_desktop.ai.expert_model import ExpertModel, board_fold_chances
from razz_desktop.ai.reading import (
    OpponentProfile,
    RangeModel,
    Situation,
    deals_for,
    situation,
    strength_array,
    strength_by_table,
)
from razz_desktop.engine.actions import ActionType
from tests.ai.test_expert_reading import _acted

A = ActionType


def _chances(fold: float) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Seat 2 (a deuce door) against a king bring-in: (fold marks, seat 1's 4th-street hands, behind)."""
    view = _acted({1: "Qc Jd Ks", 2: "Kc 9d 2s"}, (A.BRING_IN,))
    sit = situation(view)
    prof = OpponentProfile(fold_bad_behind=fold, fold_good_behind=fold)
    model = ExpertModel(profiles=((1, prof),))
    deals = deals_for(sit, 3000, np.random.default_rng(11))
    wn = np.full(deals.n, 1.0 / deals.n)
    marks = board_fold_chances(sit, model, deals, wn)
    hands = strength_array(deals.opponents[0][:, :4])
    mine = strength_array(deals.hero[:, 2:4])
    theirs = strength_array(deals.opponents[0][:, 2:4])
    return marks[0, 0], hands, theirs > mine


def test_a_seat_that_seldom_folds_to_the_boards_lets_go_only_its_weakest_hands() -> None:
    marks, hands, behind = _chances(0.3)
    assert set(np.unique(marks)) <= {0.0, 1.0}
    assert not marks[~behind].any()  # never where his board is as good as the hero's
    folded = marks == 1.0
    share = folded.sum() / behind.sum()
    assert 0.2 < share < 0.4  # about the proportion seen
    # The folds are his weakest hands: none of them beats a hand that went on with the same kind of card.
    assert hands[folded].min() >= np.median(hands[behind])


def test_a_board_reader_gives_up_whatever_it_holds() -> None:
    marks, _, behind = _chances(1.0)
    assert np.array_equal(marks == 1.0, behind)
    none, _, _ = _chances(0.0)
    assert not none.any()


def test_strengths_by_table_equal_ranking_each_hand() -> None:
    gen = np.random.default_rng(12)
    for k in range(1, 8):
        cards = np.array([gen.choice(52, size=k, replace=False) for _ in range(500)])
        assert np.array_equal(strength_by_table(cards), strength_array(cards))


def _called_on_fourth() -> tuple[Situation, np.ndarray]:
    """Seat 2 steals, seat 1 (king door) calls, catches a nine and calls seat 2's bet: seat 2's view on 5th."""
    view = _acted({1: "Qc Jd Ks 9h 5c", 2: "7c 8d 2s 3h 4d"},
                  (A.BRING_IN, A.COMPLETE, A.CALL, A.BET, A.CALL))
    assert view.viewer == 2 and view.street == 5
    sit = situation(view)
    return sit, deals_for(sit, 4000, np.random.default_rng(13)).opponents


def test_a_call_of_a_bet_says_the_hand_was_not_among_those_that_fold() -> None:
    sit, opponents = _called_on_fourth()
    fourth = strength_array(opponents[0][:, :4])

    def mean_fourth(fold: float, read: bool) -> float:
        # It never lets a completion go as the bring-in: its 3rd-street call says nothing.
        prof = OpponentProfile(fold_bad_behind=fold, fold_good_behind=fold, fold_to_complete=0.0)
        w = RangeModel(profiles={1: prof}, floor=0.1, read_answers=read).weights(sit, opponents)
        return float((w * fourth).sum() / w.sum())

    unread = mean_fourth(0.6, False)
    assert mean_fourth(0.6, True) < unread - 0.5  # the weak 4th-street hands would have folded
    assert mean_fourth(0.0, True) == unread  # a seat that never folds says nothing by calling


def _third_street_mean(kinds: tuple[ActionType, ...], prof: OpponentProfile, read: bool) -> float:
    """Mean 3rd-street strength of seat 2's hand as seat 1 reads it after ``kinds``."""
    view = _acted({1: "Qc Jd Ks Ah", 2: "7c 8d 2s Kh"}, kinds)
    assert view.viewer == 1 and view.street == 4
    sit = situation(view)
    opponents = deals_for(sit, 4000, np.random.default_rng(14)).opponents
    w = RangeModel(profiles={2: prof}, floor=0.1, read_answers=read).weights(sit, opponents)
    third = strength_array(opponents[0][:, :3])
    return float((w * third).sum() / w.sum())


def test_a_called_re_steal_says_the_steal_was_not_among_those_let_go() -> None:
    """Seat 2 steals, seat 1 (the bring-in) re-raises, seat 2 calls: its steal was one it plays."""
    kinds = (A.BRING_IN, A.COMPLETE, A.RAISE, A.CALL)
    unread = _third_street_mean(kinds, OpponentProfile(fold_to_resteal=0.5), False)
    assert _third_street_mean(kinds, OpponentProfile(fold_to_resteal=0.5), True) < unread - 0.3
    assert _third_street_mean(kinds, OpponentProfile(fold_to_resteal=0.0), True) == unread


def test_the_bring_in_calling_a_completion_kept_the_share_it_keeps() -> None:
    """The bring-in's call is read from random hands by how often it lets a completion go."""
    view = _acted({1: "7c 8d Ks 9h", 2: "Qc Jd 2s 3h"}, (A.BRING_IN, A.COMPLETE, A.CALL))
    assert view.viewer == 2 and view.street == 4 and view.bring_in_seat == 1
    sit = situation(view)
    opponents = deals_for(sit, 4000, np.random.default_rng(15)).opponents
    third = strength_array(opponents[0][:, :2])  # its door is a king: the down cards tell

    def mean_third(fold: float) -> float:
        prof = OpponentProfile(fold_complete_bring_in=fold)
        w = RangeModel(profiles={1: prof}, floor=0.1, read_answers=True).weights(sit, opponents)
        return float((w * third).sum() / w.sum())

    assert mean_third(0.9) < mean_third(0.5) - 0.5 < mean_third(0.1) - 1.0


def test_folds_to_a_bet_are_read_per_street() -> None:
    """A seat that gives up on 4th but calls every river bet is read so on each street."""
    from razz_desktop.ai.seat_stats import SeatStats

    stats = SeatStats(faced_bet=80, folded_to_bet=40, raised_vs_bet=8)
    stats.street_faced[0], stats.street_folded[0] = 40, 38
    stats.street_faced[3], stats.street_folded[3], stats.street_raised[3] = 40, 2, 8
    prof = stats.profile()
    assert prof.fold_on(4, 0.5) > 0.8
    assert prof.fold_on(7, 0.5) < 0.15
    assert prof.raise_on(7) > prof.raise_on(4) + 0.1
    assert OpponentProfile().fold_on(7, 0.4) == 0.4  # nothing seen per street: the spot's rate


def test_a_check_where_it_could_bet_says_the_hand_was_not_among_those_it_bets() -> None:
    """Seat 1 completes, leads on 4th and checks: a seat that bets 90% there is weak when it checks."""
    view = _acted({1: "7c 8d 2s 3h", 2: "Qc Jd Ks 9h"}, (A.BRING_IN, A.COMPLETE, A.CALL, A.CHECK))
    assert view.viewer == 2 and view.street == 4
    sit = situation(view)
    opponents = deals_for(sit, 4000, np.random.default_rng(16)).opponents
    fourth = strength_array(opponents[0][:, :4])

    def mean_fourth(open_bet: tuple[float, ...]) -> float:
        w = RangeModel(profiles={1: OpponentProfile(open_bet=open_bet)}, floor=0.1,
                       read_answers=True).weights(sit, opponents)
        return float((w * fourth).sum() / w.sum())

    unread = mean_fourth(())
    assert mean_fourth((0.9,) * 8) > unread + 0.5
    assert mean_fourth((0.0,) * 8) == unread  # a seat that never bets says nothing by checking
