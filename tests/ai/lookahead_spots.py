"""Textbook Razz decision spots, scripted through the engine (the hero's view at the decision).

Each spot is a real hand dealt from an explicit deck and played by the
engine to the hero's decision, with the answer a Razz teacher gives and why;
the look-ahead model is tested against these answers (not against one seed's
numbers).
"""

from __future__ import annotations

from razz_desktop.engine import Hand
from razz_desktop.engine.views import SeatView
from tests.engine.dealing import make_hand, play


def _view(hand: Hand, hero: int) -> SeatView:
    assert hand.to_act == hero, f"seat {hand.to_act} is to act, not the hero (seat {hero})"
    return hand.view(hero)


def rough_eight_checked_to_on_fourth() -> SeatView:
    """8-7 / 6 door catches a king on 4th; the 5-4 board checks to the hero: checking is free."""
    hand = make_hand({1: "8c 7d 6h Ks", 2: "Tc Jd 5s 4c"})
    play(hand, "bring-in", "call")  # the hero's 6 brings in, the 5 limps
    play(hand, "check")  # 4th: the 5-4 acts first and checks
    return _view(hand, 1)


def wheel_draw_facing_fourth_bet() -> SeatView:
    """A-2 / 5 door catches a king; the 3-4 board completed and bets 4th: a call, not a fold.

    Four to a 5 with a king is about 38% against the hands that complete and
    bet, and the call needs about 21%.
    """
    hand = make_hand({1: "Ac 2d 5h Ks", 2: "9c Td 3s 4c"})
    play(hand, "bring-in", "complete", "call")
    play(hand, "bet")
    return _view(hand, 1)


def rough_eight_facing_deuce_completion() -> SeatView:
    """8-7-6 facing a deuce door's completion, a 3 door still behind: no raise."""
    hand = make_hand({1: "Jc Qd Kh", 2: "Ac 4d 2s", 3: "8c 7d 6h", 4: "5c As 3h"})
    play(hand, "bring-in", "complete")
    return _view(hand, 3)


def ten_low_facing_river_bet() -> SeatView:
    """A made T-low on 7th facing a bet from 9-6-K-Q: call or fold by the price, never raise.

    The hero's T-8 / 6-4-J-2 / K (a made T-8-6-4-2) completed the 9's
    bring-in and bet every street; the river is checked to the opponent,
    whose 9-6-K-Q bets.
    """
    hand = make_hand({1: "Tc 8d 6h 4s Jc 2d Kc", 2: "3c 4d 9s 6d Kd Qs 2c"})
    play(hand, "bring-in", "complete", "call")  # the 9 door brings in, the hero completes
    while hand.street < 7:
        play(hand, *_check_or_call(hand))
    play(hand, "bet") if hand.to_act == 2 else play(hand, "check", "bet")
    return _view(hand, 1)


def _check_or_call(hand: Hand) -> list[str]:
    """One street: the first to act bets, the other calls."""
    return ["bet", "call"]


def premium_wheel_start() -> SeatView:
    """3-2 / A door after the king's bring-in, higher doors behind: complete, do not limp."""
    hand = make_hand({1: "Kc Qd Kh", 2: "3c 2d As", 3: "Tc Jd 9h", 4: "4c 8d Qs"})
    play(hand, "bring-in")
    return _view(hand, 2)


def five_five_three_against_higher_doors() -> SeatView:
    """5-5 / 3 door after the bring-in, only higher doors behind: complete."""
    hand = make_hand({1: "Kc Qd Kh", 2: "5c 5d 3s", 3: "Tc Jd 9h", 4: "4c 8d Qs"})
    play(hand, "bring-in")
    return _view(hand, 2)


def smooth_seven_after_folds() -> SeatView:
    """7-6 / 4 door; everyone before folded to the bring-in: complete."""
    hand = make_hand({1: "Kc Qd Kh", 2: "Jc 9d Ts", 3: "Tc Jd 9h", 4: "7c 6d 4s", 5: "Qc 8d Js"})
    play(hand, "bring-in", "fold", "fold")
    return _view(hand, 4)
