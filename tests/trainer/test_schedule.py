"""Leitner boxes counted in answers, and weak decks drawn more often."""

from __future__ import annotations

import random
from collections import Counter

from razz_desktop.trainer.decks import DrillDeck
from razz_desktop.trainer.schedule import (
    BOXES,
    REVIEW_AFTER,
    BoxedSpot,
    DeckRecord,
    after_answer,
    due,
    pick_next,
    score,
)

D = DrillDeck.SEVENTH_CALL


def test_a_miss_goes_to_box_one_a_right_answer_moves_up_and_the_last_box_is_learned() -> None:
    missed = after_answer(None, "c1", D, right=False, clock=10)
    assert missed == BoxedSpot("c1", D, 1, 10)
    assert after_answer(None, "c2", D, right=True, clock=10) is None  # a fresh spot right: not kept
    up = after_answer(missed, "c1", D, right=True, clock=13)
    assert up == BoxedSpot("c1", D, 2, 13)
    assert after_answer(up, "c1", D, right=False, clock=20) == BoxedSpot("c1", D, 1, 20)
    top = BoxedSpot("c1", D, BOXES, 40)
    assert after_answer(top, "c1", D, right=True, clock=200) is None


def test_a_spot_is_due_after_its_boxs_number_of_answers_in_its_deck() -> None:
    spot = BoxedSpot("c1", D, 2, 10)
    other = BoxedSpot("c2", DrillDeck.BRING_IN, 1, 0)
    for clock in range(10, 10 + REVIEW_AFTER[2]):
        assert due([spot, other], {D: DeckRecord(D, clock, ())}, D) == []
    assert due([spot, other], {D: DeckRecord(D, 10 + REVIEW_AFTER[2], ())}, D) == [spot]
    # lowest box first, then the longest overdue
    spots = [BoxedSpot("a", D, 3, 0), BoxedSpot("b", D, 1, 5), BoxedSpot("c", D, 1, 2)]
    assert [s.card for s in due(spots, {D: DeckRecord(D, 100, ())}, D)] == ["c", "b", "a"]


def test_the_next_drill_is_a_due_spot_before_a_fresh_one_never_the_one_just_asked() -> None:
    rng = random.Random(1)
    records = {D: DeckRecord(D, 50, (True,) * 10)}
    spot = BoxedSpot("c1", D, 1, 40)
    assert pick_next([D], [spot], records, rng).spot == spot
    assert pick_next([D], [spot], records, rng, avoid="c1").spot is None
    assert pick_next([D], [], records, rng).spot is None


def test_weak_decks_and_decks_with_missed_spots_come_back_more_often() -> None:
    strong, weak = DrillDeck.BRING_IN, DrillDeck.SEVENTH_CALL
    records = {strong: DeckRecord(strong, 40, (True,) * 20), weak: DeckRecord(weak, 40, (False, True) * 10)}
    assert score(records[strong]) == 1.0 and score(records[weak]) == 0.5 and score(None) == 0.5
    rng = random.Random(3)
    drawn = Counter(pick_next([strong, weak], [], records, rng).deck for _ in range(2000))
    assert drawn[weak] > 1.8 * drawn[strong] and drawn[strong] > 0  # weights 2.5 against 1
    missed = [BoxedSpot(f"s{i}", strong, 1, 0) for i in range(4)]
    drawn = Counter(pick_next([strong, weak], missed, records, rng).deck for _ in range(2000))
    assert drawn[strong] > drawn[weak]  # four due spots outweigh the weaker score
