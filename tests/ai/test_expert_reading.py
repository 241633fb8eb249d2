"""The Expert's opponent reading: public 'caught bad' folds and thresholds learned from showdowns."""

from __future__ import annotations

import numpy as np
import pytest

from razz_desktop.ai.bots import ExpertBot, make_bot
from razz_desktop.ai.expert_bot import SeatStats
from razz_desktop.ai.expert_model import ExpertModel, evaluate_actions
from razz_desktop.ai.match import make_arena_bot, play_match
from razz_desktop.ai.reading import (
    STREET_BET_THRESHOLD,
    OpponentProfile,
    caught_bad,
    situation,
)
from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.cards import Deck, parse_cards
from razz_desktop.engine.hand import Hand
from razz_desktop.engine.rules import GameConfig
from razz_desktop.engine.views import SeatView
from tests.ai.test_bots import deal_order


def up(text: str) -> tuple[int, ...]:
    return tuple(int(c) for c in parse_cards(text))


def test_caught_bad_reads_the_card_just_dealt() -> None:
    assert caught_bad(up("3c Kd"), 4)  # a king on 4th
    assert caught_bad(up("3c 5d 5h"), 5)  # paired on 5th
    assert not caught_bad(up("3c 5d 2h"), 5)  # a deuce is a good card
    assert not caught_bad(up("3c 9d 2h"), 5)  # the nine came on 4th, not 5th
    assert caught_bad(up("3c 9d"), 4)
    assert not caught_bad(up("3c 5d 2h 4s"), 7)  # 7th street deals no upcard
    assert not caught_bad(up("3c"), 3)


def test_profile_defaults_keep_the_loose_thresholds() -> None:
    prof = OpponentProfile()
    assert prof.bet_threshold(7) == STREET_BET_THRESHOLD[7]
    fresh = SeatStats().profile()
    assert fresh.street_threshold == tuple(STREET_BET_THRESHOLD[s] for s in range(4, 8))


def test_shown_betting_hands_move_the_threshold() -> None:
    stats = SeatStats()
    stats.shown_bet_sum[3] += 10 * 5.0  # ten 7th-street bets shown with about a made six
    stats.shown_bet_n[3] += 10
    thr = stats.profile().bet_threshold(7)
    assert thr < STREET_BET_THRESHOLD[7] - 1.5
    assert stats.profile().bet_threshold(4) == STREET_BET_THRESHOLD[4]


def test_expert_learns_the_tags_folds_and_shown_hands_from_play() -> None:
    """Against two TAGs the Expert sees caught-bad folds and showdowns after bets."""
    expert = make_bot("expert", seed=4)
    assert isinstance(expert, ExpertBot)
    play_match(["expert", "tag", "tag"], 150, seed=5,
               bots=[expert, make_arena_bot("tag", 1, 1), make_arena_bot("tag", 2, 2)])
    seen = [expert.stats[s] for s in (2, 3)]
    assert sum(st.faced_bad_behind for st in seen) > 0
    assert sum(st.folded_bad_behind for st in seen) <= sum(st.faced_bad_behind for st in seen)
    assert sum(sum(st.shown_bet_n) for st in seen) > 0
    for st in seen:
        prof = st.profile()
        assert len(prof.street_threshold) == 4 and len(prof.street_info) == 4
        assert all(0.05 <= i <= 0.9 for i in prof.street_info)


def _bring_in_spot() -> SeatView:
    """Heads-up, seat 1 (king door, junk) is the bring-in and must act."""
    hands = {1: "Qc Jd Ks", 2: "2c 3d 4s"}
    hand = Hand(GameConfig(), dict.fromkeys(hands, 20000), deck=Deck(deal_order(hands)))
    hand.start()
    view = hand.view(hand.to_act)
    assert view.viewer == 1 and ActionType.BRING_IN in view.legal_types()
    return view


def _bring_in_value(view: SeatView, prof: OpponentProfile) -> float:
    sit = situation(view)
    model = ExpertModel(profiles=((2, prof),))
    values = evaluate_actions(sit, model, 2000, np.random.default_rng(3))
    return values.values[ActionType.BRING_IN]


def test_the_bring_in_is_valued_with_the_opponents_answer() -> None:
    view = _bring_in_spot()
    pot = sum(s.committed for s in view.seats)
    # An opponent who always folds to the bring-in: posting it wins the antes.
    assert _bring_in_value(view, OpponentProfile(fold_to_bring_in=1.0)) == pytest.approx(pot)
    # One who always steals: junk gives the bring-in up (it does not call 2-3-4).
    stolen = _bring_in_value(view, OpponentProfile(fold_to_bring_in=0.0, complete_vs_bring_in=1.0))
    assert stolen == pytest.approx(-view.bring_in)
    # One who only limps: a limped pot played out, at more risk than the bring-in alone.
    limped = _bring_in_value(view, OpponentProfile(fold_to_bring_in=0.0, complete_vs_bring_in=0.0))
    assert limped < stolen
    # Half fold, half limp: the antes won half the time are worth more than limping always.
    half = _bring_in_value(view, OpponentProfile(fold_to_bring_in=0.5, complete_vs_bring_in=0.0))
    assert half > limped
