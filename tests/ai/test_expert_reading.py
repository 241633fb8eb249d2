"""The Expert's opponent reading: public 'caught bad' folds and thresholds learned from showdowns."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from razz_desktop.ai.bots import ExpertBot, make_bot
from razz_desktop.ai.expert_model import ExpertModel, evaluate_actions
from razz_desktop.ai.match import make_arena_bot, play_match
from razz_desktop.ai.reading import (
    STREET_BET_THRESHOLD,
    OpponentProfile,
    RangeModel,
    board_led,
    caught_bad,
    deals_for,
    situation,
    stole_on_third,
    strength_array,
)
from razz_desktop.ai.seat_stats import SeatStats
from razz_desktop.engine.actions import Action, ActionType
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


def _deck(hands: dict[int, str]) -> Deck:
    """A deck dealing each seat its listed cards in order (down, down, up, 4th, ...)."""
    seats = sorted(hands)
    cards = {s: [int(c) for c in parse_cards(hands[s])] for s in seats}
    used = {c for cs in cards.values() for c in cs}
    rounds = max(len(cs) for cs in cards.values())
    order = [cards[s][k] for k in range(rounds) for s in seats]
    return Deck(order + [c for c in range(52) if c not in used])


def _steal_then_bet() -> Hand:
    """Seat 1 (king door) brings in, seat 2 (deuce door) steals, seat 1 calls; 4th: seat 2 leads and bets."""
    hand = Hand(GameConfig(), {1: 20000, 2: 20000}, deck=_deck({1: "Qc Jd Ks 9h", 2: "7c 8d 2s 3h"}))
    hand.start()
    for kind in (ActionType.BRING_IN, ActionType.COMPLETE, ActionType.CALL, ActionType.BET):
        seat = hand.to_act
        assert seat is not None
        hand.act(Action(seat, kind))
    return hand


def test_a_completion_facing_only_the_bring_in_is_a_steal() -> None:
    view = _steal_then_bet().view(1)
    assert stole_on_third(view.history, 2)
    assert not stole_on_third(view.history, 1)  # the bring-in called: no steal


def test_the_board_that_led_is_read_from_the_public_upcards() -> None:
    view = _steal_then_bet().view(1)
    assert board_led(view, 2, 4)  # 2-3 against K-9
    assert not board_led(view, 1, 4)


def test_steal_threshold_follows_the_stealing_frequency_and_the_shown_steals() -> None:
    often = SeatStats(faced_bring_in=100, completed_vs_bring_in=60)
    seldom = SeatStats(faced_bring_in=100, completed_vs_bring_in=5)
    assert often.profile().steal_threshold > seldom.profile().steal_threshold
    assert often.profile().steal_threshold > often.profile().raise_threshold
    shown_good = SeatStats(faced_bring_in=100, completed_vs_bring_in=60, shown_steal_sum=20 * 4.5,
                           shown_steal_n=20)
    assert shown_good.profile().steal_threshold < often.profile().steal_threshold


def test_a_steal_widens_the_range_the_bring_in_reads() -> None:
    """The same completion weighs worse hole cards more when read as a steal than as a raise."""
    view = _steal_then_bet().view(1)
    sit = situation(view)
    deals = deals_for(sit, 3000, np.random.default_rng(2))
    q3 = strength_array(deals.opponents[0][:, :3])

    def mean_q3(prof: OpponentProfile) -> float:
        w = RangeModel(profiles={2: prof}).weights(sit, deals.opponents)
        return float((w * q3).sum() / w.sum())

    tight = OpponentProfile(raise_threshold=6.0, steal_threshold=6.0, lead_info=(0.05,) * 8)
    wide = OpponentProfile(raise_threshold=6.0, steal_threshold=10.0, lead_info=(0.05,) * 8)
    assert mean_q3(wide) > mean_q3(tight) + 0.5


def test_a_bet_from_a_leading_board_is_read_by_how_often_that_seat_bets_leading() -> None:
    stats = SeatStats()
    stats.lead_aggressive[1] = 40  # 4th street, board leading: bets every time
    stats.lead_aggressive[0], stats.lead_passive[0] = 2, 38  # ... from behind: seldom
    prof = stats.profile()
    assert prof.bet_info(4, True) < 0.1
    assert prof.bet_info(4, False) > 0.8
    assert OpponentProfile().bet_info(4, True) == OpponentProfile().bet_info(4)  # no data: street figure
    view = _steal_then_bet().view(1)
    sit = situation(view)
    deals = deals_for(sit, 3000, np.random.default_rng(2))
    w = RangeModel(profiles={2: prof}).weights(sit, deals.opponents)
    w_behind = RangeModel(profiles={2: replace(prof, lead_info=(0.9,) * 8)}).weights(sit, deals.opponents)
    # A bet that always comes with a leading board tells less: the weights are flatter.
    assert w.std() / w.mean() < w_behind.std() / w_behind.mean()


def _after(hands: dict[int, str], kinds: tuple[ActionType, ...]) -> Hand:
    """The hand after ``kinds`` were played from the start, each by the seat to act."""
    hand = Hand(GameConfig(), dict.fromkeys(hands, 20000), deck=_deck(hands))
    hand.start()
    for kind in kinds:
        seat = hand.to_act
        assert seat is not None
        hand.act(Action(seat, kind))
    return hand


def _acted(hands: dict[int, str], kinds: tuple[ActionType, ...]) -> SeatView:
    """The view of the seat to act after ``kinds`` were played from the start."""
    hand = _after(hands, kinds)
    return hand.view(hand.to_act)


def test_a_restolen_steal_folds_as_that_seat_was_seen_to() -> None:
    """Re-raising a steal is worth more against a seat that lets its steals go."""
    view = _acted({1: "Ac 2d Ks", 2: "9c Td 2s"}, (ActionType.BRING_IN, ActionType.COMPLETE))
    assert view.viewer == 1 and ActionType.RAISE in view.legal_types()
    sit = situation(view)

    def raise_value(fold: float) -> float:
        model = ExpertModel(profiles=((2, OpponentProfile(fold_to_reraise=fold)),))
        return evaluate_actions(sit, model, 2000, np.random.default_rng(5)).values[ActionType.RAISE]

    assert raise_value(0.9) > raise_value(0.0) + view.small_bet
    learned = SeatStats(faced_reraise=30, folded_to_reraise=27).profile().fold_to_reraise
    assert learned is not None and learned > 0.7


def test_a_raised_bettor_answers_as_that_seat_was_seen_to() -> None:
    stats = SeatStats(faced_raised=30, folded_raised=0, reraised_raised=30)
    prof = stats.profile()
    assert prof.fold_when_raised is not None and prof.fold_when_raised < 0.1
    assert prof.reraise_when_raised is not None and prof.reraise_when_raised > 0.8


def test_a_limp_is_valued_with_the_answers_of_the_players_behind() -> None:
    """Seat 2 limps in for the bring-in with seat 3 still to act: seat 3's habits count."""
    view = _acted({1: "Qc Jd Ks", 2: "Kc Kd Qs", 3: "2c 3d 4s"}, (ActionType.BRING_IN,))
    assert view.viewer == 2 and view.to_call == view.bring_in
    sit = situation(view)
    assert sit.behind == (3,)

    def limp_value(prof: OpponentProfile) -> float:
        model = ExpertModel(profiles=((3, prof),))
        return evaluate_actions(sit, model, 2000, np.random.default_rng(4)).values[ActionType.CALL]

    # Seat 3 always steals: kings with a queen give the limp up rather than call the completion.
    assert limp_value(OpponentProfile(fold_to_bring_in=0.0, complete_vs_bring_in=1.0)) == \
        pytest.approx(-view.to_call)
    # Seat 3 always folds: the pot is played out against the bring-in, not won outright.
    pot = sum(s.committed for s in view.seats)
    assert limp_value(OpponentProfile(fold_to_bring_in=1.0)) < pot - view.to_call


def test_a_bring_in_that_completes_has_not_stolen() -> None:
    """The bring-in completing faced no bet: read as its strong hands, not as a steal."""
    hand = Hand(GameConfig(), {1: 20000, 2: 20000}, deck=_deck({1: "Qc Jd Ks 9h", 2: "7c 8d 2s 3h"}))
    hand.start()
    seat = hand.to_act
    assert seat is not None
    hand.act(Action(seat, ActionType.COMPLETE))
    view = hand.view(2)
    assert not stole_on_third(view.history, seat)
