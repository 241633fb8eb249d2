"""The drill skill of a decision: the table of ``trainer.skills`` and its facts read off a record."""

from __future__ import annotations

from razz_desktop.trainer.skills import Skill, SpotFacts, is_brick, skill_of

A, K, Q, J, T = 1, 13, 12, 11, 10


def test_every_skill_has_the_names_the_drills_use() -> None:
    assert [s.value for s in Skill] == ["third_street", "steal_defend", "fourth_brick", "fifth_made_vs_draw",
                                        "seventh_call", "other"]


def test_third_street_is_the_start_unless_a_steal_or_a_defence() -> None:
    assert skill_of(SpotFacts(3, (2, 3, 4))) is Skill.THIRD_STREET
    assert skill_of(SpotFacts(3, (2, 3, 4), steal=True)) is Skill.STEAL_DEFEND
    assert skill_of(SpotFacts(3, (K, 3, 4), facing_bet=True, defend=True)) is Skill.STEAL_DEFEND


def test_a_brick_is_a_card_above_eight_or_a_pair() -> None:
    assert is_brick(K, (A, 2, 3)) and is_brick(9, (A, 2, 3)) and is_brick(2, (A, 2, 3))
    assert not is_brick(8, (A, 2, 3)) and not is_brick(A, (2, 3, 4))
    assert skill_of(SpotFacts(4, (A, 2, 3, K))) is Skill.FOURTH_BRICK
    assert skill_of(SpotFacts(4, (A, 2, 3, 3))) is Skill.FOURTH_BRICK
    assert skill_of(SpotFacts(4, (A, 2, 3, 5))) is Skill.OTHER


def test_fifth_street_with_a_made_low_or_a_draw_to_one() -> None:
    assert skill_of(SpotFacts(5, (A, 2, 3, 4, 8))) is Skill.FIFTH_MADE_VS_DRAW  # made
    assert skill_of(SpotFacts(5, (A, 2, 3, 4, K))) is Skill.FIFTH_MADE_VS_DRAW  # a draw
    assert skill_of(SpotFacts(5, (A, 2, 3, K, Q))) is Skill.OTHER
    assert skill_of(SpotFacts(5, (A, 2, 2, 3, K))) is Skill.OTHER  # three distinct low ranks


def test_seventh_street_facing_a_bet_is_call_or_fold_and_sixth_is_other() -> None:
    seven = (A, 2, 3, 4, 9, T, J)
    assert skill_of(SpotFacts(7, seven, facing_bet=True)) is Skill.SEVENTH_CALL
    assert skill_of(SpotFacts(7, seven)) is Skill.OTHER
    assert skill_of(SpotFacts(6, seven[:6], facing_bet=True)) is Skill.OTHER
