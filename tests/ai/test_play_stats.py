"""Style figures (issue 14's definitions) counted on hand-made hands, clause by clause."""

from __future__ import annotations

from razz_desktop.ai.play_stats import StyleCounts, count_hand
from razz_desktop.engine.actions import Action, ActionType
from razz_desktop.engine.cards import Deck
from razz_desktop.engine.hand import Hand
from razz_desktop.engine.rules import GameConfig
from tests.ai.test_bots import deal_order

A = ActionType


def play(hands: dict[int, str], actions: list[ActionType]) -> list[StyleCounts]:
    """Play the listed actions, then check/call down; count the finished hand."""
    hand = Hand(GameConfig(), dict.fromkeys(hands, 20000), deck=Deck(deal_order(hands)))
    hand.start()
    for kind in actions:
        hand.act(Action(hand.to_act, kind))
    while not hand.finished:
        legal = hand.view(hand.to_act).legal_types()
        hand.act(Action(hand.to_act, next(k for k in (A.CHECK, A.CALL) if k in legal)))
    counts = [StyleCounts() for _ in hands]
    count_hand(hand.view(None), counts)
    return counts


def test_a_steal_folded_to_by_the_bring_in() -> None:
    # Seat 1's king brings in; seat 2 (deuce door, a steal chance) completes; seat 1 folds.
    c = play({1: "5c 8d Ks", 2: "9c 7d 2h"}, [A.BRING_IN, A.COMPLETE, A.FOLD])
    bi, stealer = c[0], c[1]
    assert (stealer.steal_chances, stealer.steals, stealer.vpip, stealer.complete_3rd) == (1, 1, 1, 1)
    assert (bi.faced_steal, bi.folded_to_steal, bi.vpip, bi.steal_chances) == (1, 1, 0, 0)
    assert bi.saw_fourth == stealer.saw_fourth == 0  # the hand ended on 3rd street


def test_a_chance_not_taken_and_a_bring_in_who_calls() -> None:
    # Seat 2 only calls the bring-in (chance, no steal); the bring-in checks it down: showdown.
    c = play({1: "5c 8d Ks", 2: "9c 7d 2h"}, [A.BRING_IN, A.CALL])
    assert (c[1].steal_chances, c[1].steals, c[1].vpip, c[1].complete_3rd) == (1, 0, 1, 0)
    assert (c[0].vpip, c[0].faced_steal) == (0, 0)  # posting the bring-in is not voluntary
    assert c[0].saw_fourth == c[1].saw_fourth == 1 and c[0].showdowns == c[1].showdowns == 1


def test_no_chance_with_a_lower_door_behind_and_a_bring_in_who_completes() -> None:
    # Seat 3's deuce would steal, but seat 1's ace door is still to act; seat 1 re-raises.
    c = play({1: "7c 3d Ah", 2: "5c 8d Ks", 3: "9c 7h 2s"},
             [A.BRING_IN, A.COMPLETE, A.RAISE, A.FOLD, A.CALL])
    assert c[2].steal_chances == 0 and c[2].complete_3rd == 1
    assert c[0].vpip == 1 and c[0].complete_3rd == 1 and c[0].faced_steal == 0
    # The bring-in folded to a completion that was no steal.
    assert (c[1].faced_steal, c[1].folded_to_steal, c[1].vpip) == (0, 0, 0)


def test_figures_are_shares() -> None:
    total = StyleCounts()
    for part in (play({1: "5c 8d Ks", 2: "9c 7d 2h"}, [A.BRING_IN, A.COMPLETE, A.FOLD])[1],
                 play({1: "5c 8d Ks", 2: "9c 7d 2h"}, [A.BRING_IN, A.CALL])[1]):
        total.add(part)
    f = total.figures()
    assert f == {"hands": 2, "vpip": 1.0, "complete_3rd": 0.5, "steal": 0.5,
                 "fold_to_steal": 0.0, "wtsd": 1.0}
