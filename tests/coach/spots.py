"""Exact coaching spots: real engine hands dealt from explicit decks.

Each helper returns the hero's ``SeatView`` at the decision the test is
about, reached by playing the hand's actions through the engine, so the
coach sees exactly what a player at that seat would.
"""

from __future__ import annotations

from razz_desktop.engine import Hand
from razz_desktop.engine.views import SeatView
from tests.engine.dealing import make_hand, play


def hero_view(hand: Hand, hero: int) -> SeatView:
    assert hand.to_act == hero, f"seat {hand.to_act} is to act, not the hero (seat {hero})"
    return hand.view(hero)


def kqj_against_low_doors() -> SeatView:
    """Hero (seat 1) holds K-Q / J door; three low doors behind; seat 5's K brings in."""
    hand = make_hand({1: "Kc Qd Jh", 2: "9c 8d 3s", 3: "Tc 7d 4h", 4: "Jc 6d 2h", 5: "2c 5d Ks"})
    play(hand, "bring-in")
    return hero_view(hand, 1)


def a23_start() -> SeatView:
    """Hero (seat 1) holds A-2 / 3 door against mixed doors after a bring-in."""
    hand = make_hand({1: "Ac 2d 3h", 2: "9c 8d 5s", 3: "Tc 7d Kh", 4: "Jc 6d Qh"})
    play(hand, "bring-in")
    while hand.to_act != 1:
        play(hand, "call")
    return hero_view(hand, 1)


def made_seven_on_sixth() -> SeatView:
    """Heads-up on 6th: hero 2-9 / 3-7-5-A (a made 7 low) first to act against K-9-4-2."""
    hand = make_hand({1: "2d 9c 3h 7s 5c Ac 8d", 2: "Jc 6d Ks 9h 4c 2s Qd"})
    play(hand, "complete", "call", "bet", "call", "bet", "call")
    return hero_view(hand, 1)


def heads_up_seventh() -> SeatView:
    """Heads-up on 7th after a third player folded on 4th (his upcards are dead)."""
    hand = make_hand({
        1: "2d 9c 3h 7s 5c Kc 8d",
        2: "Jc 6d Ks 9h 4c 2s Qd",
        3: "4d 5h 8s Th",
    })
    # 3rd: seat 2 (K door) brings in; seats 3 and 1 call.
    play(hand, "bring-in", "call", "call")
    # 4th: seat 1 (7-3) first: bet; seat 2 calls; seat 3 folds.
    play(hand, "bet", "call", "fold")
    play(hand, "check", "check")  # 5th
    play(hand, "check", "check")  # 6th
    return hero_view(hand, 1) if hand.to_act == 1 else _checked_to(hand, 1)


def sixth_few_unknowns() -> SeatView:
    """Heads-up on 6th with four folded players' upcards dead: few unseen cards."""
    hand = make_hand({
        1: "Ad 3c 4h 6s 9d Jc",
        2: "2c 7d Kh 8c 5d Qs",
        3: "5c 6h 2h 3s",
        4: "7h 8h 4s Ts",
        5: "6c 9h 2d 4c",
        6: "3d 8s Ah 5s",
    })
    play(hand, "bring-in")  # seat 2 (K door)
    play(hand, "call", "call", "call", "call", "call")  # seats 3, 4, 5, 6, 1
    # 4th: everyone checks to the hero who bets; the rest fold but seat 2.
    while hand.to_act != 1:
        play(hand, "check")
    play(hand, "bet")
    while hand.street == 4:
        play(hand, "call" if hand.to_act == 2 else "fold")
    play(hand, *(["check"] * 2))  # 5th
    return hero_view(hand, 1) if hand.to_act == 1 else _checked_to(hand, 1)


def _checked_to(hand: Hand, hero: int) -> SeatView:
    play(hand, "check")
    return hero_view(hand, hero)


def random_decisions(n: int, seed: int) -> list[SeatView]:
    """``n`` views of a seat to act, from hands of 2-8 players played by a mix of bots.

    Every street and table size turns up (3rd street about a third of the
    time), so a property checked over them holds for the spots a player meets,
    not only for the hand-made ones above.
    """
    import random

    from razz_desktop.ai.bots import make_bot
    from razz_desktop.engine import Action, GameConfig
    from razz_desktop.engine.actions import ActionType

    rng = random.Random(seed)
    kinds = ("regular", "beginner", "calling-station", "random", "strong")
    points: list[SeatView] = []
    hand_id = 0
    while len(points) < n:
        hand_id += 1
        seats = sorted(rng.sample(range(1, 9), rng.randint(2, 8)))
        hand = Hand(GameConfig(), dict.fromkeys(seats, 10_000), rng=rng, hand_id=hand_id)
        hand.start()
        bots = {s: make_bot(rng.choice(kinds), seed=s) for s in seats}
        while not hand.finished and len(points) < n:
            seat = hand.to_act
            assert seat is not None
            view = hand.view(seat)
            if not set(view.legal_types()) <= {ActionType.SHOW, ActionType.MUCK} and \
                    rng.random() < 0.35:
                points.append(view)
            hand.act(Action(seat, bots[seat].decide(view, rng)))
    return points
