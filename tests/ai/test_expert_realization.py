"""The Expert's 3rd-street equity against seats that settle pots by folds (issue 18).

Against a player who gives most contested pots up on later streets (the
rule-following TAG: one hand in eleven both take to 4th street reaches a
showdown) a 3rd-street hand realizes less of its showdown edge: the Expert
counts, per seat, the contested hands and the showdowns, and draws its
3rd-street pot share toward an even one below FULL_SHOWDOWNS.
"""

from __future__ import annotations

import numpy as np
import pytest

from razz_desktop.ai.expert_model import ExpertModel, realized
from razz_desktop.ai.reading import situation
from razz_desktop.ai.seat_stats import FULL_SHOWDOWNS, SHOWDOWN_PRIOR, SeatStats
from razz_desktop.engine.actions import Action, ActionType
from razz_desktop.engine.hand import Hand
from tests.ai.test_expert_reading import _acted, _after
from tests.ai.test_expert_resteal import _expert

A = ActionType
HANDS = {1: "Ac 2d Ks", 2: "9c Td 2s"}  # seat 1 (king door) brings in


def _checked_down(hand: Hand) -> Hand:
    """Play ``hand`` to its end by checking and calling (and showing at the showdown)."""
    while not hand.finished:
        seat = hand.to_act
        assert seat is not None
        legal = hand.view(seat).legal_types()
        kind = next(k for k in (A.CHECK, A.CALL, A.SHOW, A.MUCK) if k in legal)
        hand.act(Action(seat, kind))
    return hand


def test_a_seat_never_seen_keeps_the_whole_showdown_share() -> None:
    assert SeatStats().realization() == pytest.approx(1.0)


def test_a_seat_that_seldom_reaches_a_showdown_realizes_in_proportion() -> None:
    # 18 showdowns in 200 contested hands: with the prior, (18 + 4) / 220 = 0.1, half of FULL_SHOWDOWNS.
    low = SeatStats(contested=200, showdowns=18)
    expected = (18 + SHOWDOWN_PRIOR * FULL_SHOWDOWNS) / (200 + SHOWDOWN_PRIOR) / FULL_SHOWDOWNS
    assert low.realization() == pytest.approx(expected)
    assert 0.45 < low.realization() < 0.55
    # A seat that plays its contested hands down keeps the whole share (never more).
    assert SeatStats(contested=200, showdowns=120).realization() == 1.0


def test_observing_counts_contested_hands_and_showdowns() -> None:
    folded_on_4th = _after(HANDS, (A.BRING_IN, A.COMPLETE, A.CALL, A.BET, A.FOLD))
    assert folded_on_4th.finished
    shown = _checked_down(_after(HANDS, (A.BRING_IN, A.COMPLETE, A.CALL)))
    over_on_3rd = _after(HANDS, (A.BRING_IN, A.COMPLETE, A.FOLD))
    assert over_on_3rd.finished
    bot = _expert()
    for hand in (folded_on_4th, shown, over_on_3rd):
        bot.observe(hand.view(1))
    st = bot.stats[2]
    assert (st.contested, st.showdowns) == (2, 1)  # the hand over on 3rd street is not contested


def test_only_the_3rd_street_share_is_drawn_toward_even() -> None:
    view = _acted(HANDS, (A.BRING_IN, A.COMPLETE))
    sit = situation(view)
    assert sit.street == 3 and sit.n_opp == 1
    share = np.array([0.9, 0.5, 0.1])
    half = ExpertModel(realization=0.5)
    assert realized(sit, half, share) == pytest.approx([0.7, 0.5, 0.3])
    assert realized(sit, ExpertModel(), share) is share  # the whole share: unchanged
    later = situation(_acted(HANDS, (A.BRING_IN, A.COMPLETE, A.CALL)))
    assert later.street == 4
    assert realized(later, half, share) is share


def test_the_model_handed_to_the_decision_carries_the_seats_realization() -> None:
    bot = _expert()
    bot.stats[2] = SeatStats(contested=200, showdowns=18)
    assert bot.model([2]).realization == pytest.approx(bot.stats[2].realization())
    assert bot.model([5]).realization == pytest.approx(1.0)  # never seen
