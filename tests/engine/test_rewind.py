"""Play it again from here: a finished hand dealt again up to a seat's n-th decision."""

from __future__ import annotations

import random

import pytest

from razz_desktop.engine import GameConfig, Hand, HouseRules, Stakes
from razz_desktop.engine.actions import Action
from razz_desktop.engine.events import PlayerActed
from razz_desktop.engine.record import HandRecord
from razz_desktop.engine.rewind import RewindError, decision_position, rewind

STAKES = Stakes(small_bet=200, big_bet=400, ante=40, bring_in=50)


def played(seed: int, players: int = 5, rules: HouseRules | None = None) -> HandRecord:
    """A hand played to the end by random legal actions (folds made rare so hands go deep)."""
    rng = random.Random(seed)
    stacks = {s: rng.choice([600, 3000, 40_000]) for s in range(1, players + 1)}
    hand = Hand(GameConfig(STAKES, rules or HouseRules()), stacks, rng=random.Random(seed * 7 + 1), hand_id=seed)
    hand.start()
    while not hand.finished:
        legal = hand.legal_actions()
        weights = [1 if la.type.value == "fold" else 6 for la in legal]
        la = rng.choices(legal, weights)[0]
        assert hand.to_act is not None
        hand.act(Action(hand.to_act, la.type, la.to))
    return hand.record


def decisions(record: HandRecord, seat: int) -> int:
    return sum(1 for e in record.events if isinstance(e, PlayerActed) and e.seat == seat)


@pytest.mark.parametrize("seed", range(40))
def test_every_decision_is_reproduced_exactly(seed: int) -> None:
    record = played(seed, players=2 + seed % 7, rules=HouseRules(open_pair_big_bet=seed % 3 == 0))
    for seat in record.seats:
        for index in range(decisions(record, seat)):
            back = rewind(record, seat, index)
            hand = back.hand
            assert hand.to_act == seat
            # Same cards, same actions, same pot: every event so far is the original's.
            assert hand.events == record.events[:len(hand.events)]
            assert sum(hand.committed.values()) == sum(
                dict(record.starting_stacks)[s] - hand.stacks[s] for s in hand.seats)
            for s in hand.seats:
                assert hand.cards_of(s) == dict(record.cards)[s][:len(hand.cards_of(s))]
            mine = [e for e in hand.events if isinstance(e, PlayerActed) and e.seat == seat]
            assert len(mine) == index
            nth = [e for e in record.events if isinstance(e, PlayerActed) and e.seat == seat][index]
            assert back.original_action is nth.type


def test_playing_the_original_action_on_gives_the_original_hand() -> None:
    record = played(11, players=6)
    seat = record.seats[2]
    back = rewind(record, seat, 0)
    hand = back.hand
    rest = [e for e in record.events if isinstance(e, PlayerActed)][back.actions_replayed:]
    for e in rest:
        hand.act(Action(e.seat, e.type, e.to if e.type.value in ("bet", "raise", "complete", "bring-in") else None))
    assert hand.finished
    assert hand.record == record


def test_fresh_cards_keep_what_is_out_and_shuffle_the_rest() -> None:
    record = played(5, players=4)
    seat = record.seats[0]
    last = decisions(record, seat) - 1
    same = rewind(record, seat, last)
    changed = 0
    for k in range(5):
        fresh = rewind(record, seat, last, fresh=random.Random(k))
        assert fresh.hand.events == same.hand.events  # the table up to the decision is the same
        assert fresh.cards_dealt == same.cards_dealt
        order = record.deck
        new = fresh.hand._deck.order  # noqa: SLF001 - the test looks at the deck itself
        assert new[:same.cards_dealt] == order[:same.cards_dealt]
        assert sorted(new[same.cards_dealt:]) == sorted(order[same.cards_dealt:])
        changed += new[same.cards_dealt:] != order[same.cards_dealt:]
    assert changed >= 4


def test_a_new_hand_number_changes_only_the_number() -> None:
    record = played(3)
    back = rewind(record, record.seats[0], 0, hand_id=9999)
    assert back.hand.hand_id == 9999
    assert back.hand.events[1:] == record.events[1:len(back.hand.events)]


def test_no_such_decision_is_refused() -> None:
    record = played(2)
    seat = record.seats[0]
    with pytest.raises(RewindError):
        rewind(record, seat, decisions(record, seat))
    with pytest.raises(RewindError):
        decision_position(record, seat, -1)
    with pytest.raises(RewindError):
        rewind(record, 8, 0)


def test_a_record_that_does_not_replay_is_refused() -> None:
    record = played(4, players=3)
    seat = record.seats[-1]
    swapped = list(record.deck)
    swapped[0], swapped[1] = swapped[1], swapped[0]  # other cards: the bring-in or the boards differ
    bad = HandRecord(**{**{f: getattr(record, f) for f in record.__dataclass_fields__}, "deck": tuple(swapped)})
    with pytest.raises(RewindError):
        rewind(bad, seat, decisions(record, seat) - 1)
