"""The Expert's later-street board folds (issue 18): who gives up to a better board, and with what."""

from __future__ import annotations

import numpy as np

from razz_desktop.ai.expert_model import ExpertModel, board_fold_chances
from razz_desktop.ai.reading import OpponentProfile, deals_for, situation, strength_array
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
