"""One stored hand analysed: graded for its hero, or told why not (never a crash)."""

from __future__ import annotations

import pytest

from razz_desktop.analysis.grading import AnalysisError, analyse_record, cards_known
from razz_desktop.analysis.run import AnalysisRun, analyse_stored
from razz_desktop.engine.cards import parse_card
from razz_desktop.engine.events import PlayerActed
from razz_desktop.storage.handlog.analysable import read_for_analysis
from razz_desktop.storage.handlog.repository import HandLog
from tests.storage.hands import players_for, random_record
from tests.storage.made_hands import imported_hand


def test_the_files_hero_is_graded_and_an_opponent_with_hidden_cards_is_not(log: HandLog) -> None:
    hand_id = log.save_imported_hand(imported_hand())
    assert hand_id is not None
    got_id, review, skills, why = analyse_stored(hand_id, read_for_analysis(log.connection, hand_id), None)
    assert got_id == hand_id and why is None and review is not None
    hero_actions = sum(1 for e in log.hand(hand_id).record.events  # type: ignore[union-attr]
                       if isinstance(e, PlayerActed) and e.seat == 2)
    assert len(review.decisions) == hero_actions == len(skills) > 0
    assert {d.hand_id for d in review.decisions} == {hand_id}
    _, none, _, why = analyse_stored(hand_id, read_for_analysis(log.connection, hand_id), "Opp")  # his hole cards were never shown
    assert none is None and why == "Opp's cards are not known"
    _, none, _, why = analyse_stored(hand_id, read_for_analysis(log.connection, hand_id), "Nobody")
    assert none is None and why == "Nobody did not play this hand"
    _, none, _, why = analyse_stored(9999, read_for_analysis(log.connection, 9999), None)
    assert none is None and why == "no such hand"


def test_a_played_hand_is_no_candidate_and_an_imported_one_without_hero_needs_a_name(log: HandLog) -> None:
    record = random_record(3)
    session = log.start_session(record.config)
    log.save_hand(session, record, players_for(record))
    nameless = log.save_imported_hand(imported_hand("77", hero=None))
    assert AnalysisRun().candidates(log) == []
    assert AnalysisRun(hero="Hero").candidates(log) == [nameless]
    summary = AnalysisRun(hero="Hero").run(log)
    assert summary.analysed == 1 and summary.skipped == []
    assert AnalysisRun(hero="Hero").candidates(log) == []  # reviewed now
    assert AnalysisRun(hero="Hero", again=True).candidates(log) == [nameless]


def test_a_seat_that_did_not_play_or_a_record_that_does_not_replay_is_refused() -> None:
    record = random_record(5)
    with pytest.raises(AnalysisError):
        analyse_record(record, 2)  # seats 1, 3, 4, 6, 8
    from dataclasses import replace

    broken = replace(record, events=record.events[:3])
    with pytest.raises(AnalysisError):
        analyse_record(broken, record.seats[0])


def test_cards_are_known_only_when_every_dealt_one_is() -> None:
    a, b = parse_card("As"), parse_card("2d")
    assert cards_known((a, b, None, None), 2) and not cards_known((a, None, b), 3)
    assert not cards_known(None, 3) and not cards_known((a,), 2) and not cards_known((a,), 0)
