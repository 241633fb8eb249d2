"""The facts a decision's skill is read from, off a hand dealt by the engine."""

from __future__ import annotations

from razz_desktop.engine.actions import Action, ActionType
from razz_desktop.engine.cards import Deck, parse_card
from razz_desktop.engine.hand import Hand
from razz_desktop.engine.rules import GameConfig, Stakes
from razz_desktop.storage.coding.skill_facts import spot_facts
from razz_desktop.trainer.skills import Skill, skill_of

A = ActionType


def _hand(third: dict[int, str], fourth: dict[int, str]) -> Hand:
    """Three seats; each seat's three cards in ``third`` ("As 2d 9c": two down, one up), then 4th."""
    seats = sorted(third)
    down = [third[s].split() for s in seats]
    order: list[str] = []
    for k in range(3):
        order.extend(d[k] for d in down)
    order.extend(fourth[s] for s in seats if s in fourth)  # the seats still in on 4th
    from razz_desktop.engine.cards import CARDS

    used = {parse_card(c) for c in order}
    deck = Deck(tuple(parse_card(c) for c in order) + tuple(c for c in CARDS if c not in used))
    config = GameConfig(stakes=Stakes(small_bet=200, big_bet=400, ante=40, bring_in=50))
    hand = Hand(config, {s: 10_000 for s in seats}, deck=deck, hand_id=1)
    hand.start()
    return hand


def test_a_steal_a_defence_and_a_brick_on_fourth() -> None:
    # Seat 3 brings in (king door), seat 1 folds, seat 2 completes: a steal; seat 3 answers alone: a defence.
    hand = _hand({1: "Qs Qd Qc", 2: "As 2d 3c", 3: "4s 5d Kh"}, {2: "Kd", 3: "6c"})
    assert hand.to_act == 3
    hand.act(Action(3, A.BRING_IN))
    hand.act(Action(1, A.FOLD))
    hand.act(Action(2, A.COMPLETE, 200))
    hand.act(Action(3, A.CALL))
    while not hand.finished:
        seat = hand.to_act
        assert seat is not None
        legal = {la.type for la in hand.legal_actions()}
        hand.act(Action(seat, A.CHECK if A.CHECK in legal else A.FOLD if A.FOLD in legal else A.MUCK))
    record = hand.record
    steal = spot_facts(record, 2, 0)
    assert steal is not None and steal.steal and steal.facing_bet  # the bring-in is to be called
    assert skill_of(steal) is Skill.STEAL_DEFEND
    defence = spot_facts(record, 3, 1)
    assert defence is not None and defence.defend and defence.facing_bet
    brick = spot_facts(record, 2, 1)  # seat 2's 4th card is a king
    assert brick is not None and brick.street == 4 and brick.ranks == (1, 2, 3, 13)
    assert skill_of(brick) is Skill.FOURTH_BRICK
    assert spot_facts(record, 2, 40) is None
