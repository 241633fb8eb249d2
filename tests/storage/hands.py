"""Finished hands for storage tests: random ones by seed and a few built card by card.

Random hands are played by a weighted random policy (mostly calls and checks,
some raises, few folds) with short stacks mixed in, so a few dozen seeds
cover all-ins, side pots, uncalled bets, showdowns and hands won on 3rd
street. The same seed always gives the same record: the kill-mid-write test
regenerates what a killed writer committed and compares.
"""

from __future__ import annotations

import random

from razz_desktop.engine import Action, ActionType, GameConfig, Hand, HandRecord, HouseRules, Stakes
from razz_desktop.records import SeatPlayer
from tests.engine.dealing import make_hand

_WEIGHTS = {
    ActionType.FOLD: 1, ActionType.CHECK: 5, ActionType.CALL: 5, ActionType.BRING_IN: 3,
    ActionType.COMPLETE: 2, ActionType.BET: 2, ActionType.RAISE: 1, ActionType.SHOW: 1, ActionType.MUCK: 1,
}
BOT_NAMES = ("Ada", "Boris", "Chen", "Dora", "Emil", "Fatima", "Gus", "Hana")


def play_out(hand: Hand, rng: random.Random) -> None:
    while not hand.finished:
        legal = hand.legal_actions()
        la = rng.choices(legal, weights=[_WEIGHTS[x.type] for x in legal])[0]
        assert hand.to_act is not None
        hand.act(Action(hand.to_act, la.type, la.to))


def random_record(seed: int, seats: tuple[int, ...] = (1, 3, 4, 6, 8), config: GameConfig | None = None) -> HandRecord:
    rng = random.Random(seed)
    stacks = {s: rng.choice((150, 700, 2_500, 10_000, 10_000)) for s in seats}
    hand = Hand(config or GameConfig(), stacks, rng=rng, hand_id=seed + 1)
    hand.start()
    play_out(hand, rng)
    return hand.record


def chooser_config() -> GameConfig:
    """House rules that make players choose to show or muck, and the other options on."""
    return GameConfig(Stakes(small_bet=200, big_bet=400, ante=40, bring_in=50),
                      HouseRules(auto_muck=False, open_pair_big_bet=True, board_ties_by_suit=True,
                                 odd_chip_by_suit=True, no_cap_heads_up=True))


def players_for(record: HandRecord, human: int | None = None, names: dict[int, str] | None = None) -> list[SeatPlayer]:
    """The first seat is the human unless ``human`` says otherwise; bots get names and levels."""
    human = record.seats[0] if human is None else human
    out = []
    for k, seat in enumerate(record.seats):
        default = "You" if seat == human else BOT_NAMES[k % len(BOT_NAMES)]
        name = names[seat] if names is not None and seat in names else default
        out.append(SeatPlayer(seat, name, seat == human, None if seat == human else ("regular", "strong")[k % 2]))
    return out


# Eight players reach 7th street, so the deck cannot give everyone a card and
# a community card (5h) is dealt. Seat 1 is all-in on 4th street with the
# wheel and wins the main pot; seats 2 and 3 tie with 6-5-3-2-A for the side
# pot, which has an odd chip (ante 41).
BIG_HAND_CARDS = {
    1: "As 2s 3s 4s Ks Kh",
    2: "Ac 2c 3c 6c Qs Qh",
    3: "Ad 2d 3d 6d Js Jh",
    4: "Ah 2h 3h 7c 7d 7h",
    5: "4c 5c 6h 8c 8d 8h",
    6: "4d 5d 6s 9c 9d 9h",
    7: "4h 5s Tc Td Th 7s",
    8: "8s 9s Ts Jc Jd Qc",
}
BIG_HAND_STAKES = Stakes(small_bet=200, big_bet=400, ante=41, bring_in=50)


def side_split_community_record() -> HandRecord:
    """Side pot, split pot with an odd chip and a community card in one hand."""
    stacks = dict.fromkeys(BIG_HAND_CARDS, 10_000)
    stacks[1] = 250
    hand = make_hand(BIG_HAND_CARDS, stacks=stacks, community="5h", stakes=BIG_HAND_STAKES)
    bet_on_fourth = False
    while not hand.finished:
        kinds = {la.type: la for la in hand.legal_actions()}
        if hand.street == 4 and ActionType.BET in kinds and not bet_on_fourth and hand.to_act != 1:
            kind = ActionType.BET
            bet_on_fourth = True
        elif ActionType.BRING_IN in kinds:
            kind = ActionType.BRING_IN
        elif ActionType.CALL in kinds:
            kind = ActionType.CALL
        else:
            kind = ActionType.CHECK
        assert hand.to_act is not None
        hand.act(Action(hand.to_act, kind))
    return hand.record
