"""The replay controller: a stored hand dealt again through the engine, stepped both ways.

The hands are real records: the side-pot, split-pot, community-card hand of
the storage tests (eight players, seat 1 all-in on 4th street), random
played hands, and PokerStars hands of the shared corpus read by storage's
reader (whose records hold stand-ins for the cards the file never showed).
"""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

import pytest

from razz_desktop.controllers.replay_controller import (
    SPEEDS,
    ReplayController,
    ReplayError,
    ReplayFrame,
    replay_steps,
)
from razz_desktop.engine.cards import Card
from razz_desktop.engine.events import CardDealt, HandRevealed, PlayerActed, ShowdownStarted
from razz_desktop.records import HandOrigin, SeatPlayer, StoredHand
from tests.storage.hands import players_for, random_record, side_split_community_record

CORPUS = Path(__file__).resolve().parents[2].parent / "shared" / "handhistories" / "razz_only_utf8"
STARS_2009 = CORPUS / "fpdb-3__Razz-USD-0.04-0.08-200911.txt"


def stored(record, human: int | None = None, hand_id: int = 7) -> StoredHand:
    return StoredHand(hand_id, 2, datetime(2026, 11, 30, 20, 15, tzinfo=UTC), tuple(players_for(record, human)),
                      record)


def imported_hands() -> list[StoredHand]:
    """The corpus file's hands as the importer stores them: origin, known cards, the file's hero."""
    if not STARS_2009.exists():
        pytest.fail(f"the shared hand histories are missing: {STARS_2009} (see tests/engine/test_real_hands.py)")
    from razz_desktop.storage.formats.hhtext import parse_hand_histories

    out = []
    for k, parsed in enumerate(parse_hand_histories(STARS_2009.read_text(encoding="utf-8"))):
        dealt = dict(parsed.known_cards)
        # The hero is the one player whose first hole card the file shows before any showdown.
        shown_at_showdown = {seat for seat, _ in parsed.showdown}
        hero = next((s for s, cards in dealt.items() if cards and cards[0] is not None
                     and s not in shown_at_showdown), None)
        names = {s.seat: s.name for s in parsed.seats}
        players = tuple(SeatPlayer(s, names[s], s == hero) for s in parsed.record.seats)
        origin = HandOrigin("PokerStars", str(parsed.hand_number), STARS_2009.name,
                            hero=names.get(hero) if hero else None)
        out.append(StoredHand(100 + k, 1, datetime(2009, 11, 2, tzinfo=UTC), players, parsed.record,
                              origin=origin, known_cards=parsed.known_cards))
    assert out, "the corpus file holds hands"
    return out


@pytest.fixture
def replay(qtbot):
    controller = ReplayController()
    frames: list[ReplayFrame] = []
    controller.frame_changed.connect(frames.append)
    controller.frames = frames  # type: ignore[attr-defined]
    yield controller
    controller.stop()


def walk_forward(c: ReplayController) -> list[ReplayFrame]:
    out = [c.frame()]
    while not c.frame().at_end:
        c.next_action()
        out.append(c.frame())
    return out


def all_cards(frame: ReplayFrame) -> set[Card]:
    view = frame.view
    cards = {c.card for s in view.seats for c in s.cards if c.card is not None}
    cards |= {c for h in view.showdown for c in h.cards}
    return cards


# ------------------------------------------------------------------ the side-pot hand


def test_side_pot_and_community_card_hand_ends_with_the_recorded_stacks(replay):
    record = side_split_community_record()
    assert len(record.pots) == 2 and record.community_card is not None
    assert replay.load(stored(record, human=1))
    frames = walk_forward(replay)
    assert frames[0].index == 0 and frames[0].view.street == 3 and not frames[0].view.finished
    actions = sum(1 for e in record.events if isinstance(e, PlayerActed))
    assert len(frames) == actions + 1  # the deal, then one position per action (every showdown card is shown)
    last = frames[-1].view
    assert last.finished
    assert {s.seat: s.stack for s in last.seats} == dict(record.final_stacks)
    assert last.community_card == record.community_card
    assert dict(last.winnings) == {1: 2000, 2: 144, 3: 143}
    # Mid-hand, after seat 1's all-in is called on 4th street, the table has a main pot and a side pot.
    side = next(f for f in frames if len(f.view.pots) == 2)
    assert side.view.street >= 4 and side.view.seat(1).all_in
    assert [p.eligible for p in side.view.pots][0] == tuple(range(1, 9))
    # The dealer log follows: each frame's events are the record's up to that position.
    assert frames[-1].events[-1] == record.events[-1]
    assert all(f.events == frames[-1].events[:len(f.events)] for f in frames)


def test_backward_steps_give_the_same_views_as_forward_ones(replay):
    replay.load(stored(side_split_community_record(), human=1))
    forward = walk_forward(replay)
    backward = [replay.frame()]
    while not replay.frame().at_start:
        replay.previous_action()
        backward.append(replay.frame())
    assert [f.view for f in reversed(backward)] == [f.view for f in forward]
    assert [f.events for f in reversed(backward)] == [f.events for f in forward]
    # and a jump gives the frame a walk gives
    replay.go_to(17)
    assert replay.frame().view == forward[17].view


@pytest.mark.parametrize("seed", range(0, 40, 3))
def test_random_hands_replay_to_their_record(seed):
    record = random_record(seed)
    steps = replay_steps(stored(record))
    final = steps[-1].view
    assert final.finished
    assert {s.seat: s.stack for s in final.seats} == dict(record.final_stacks)
    assert steps[-1].events == len(record.events)


def test_streets_and_showdown_jumps(replay):
    record = side_split_community_record()
    replay.load(stored(record, human=1))
    replay.next_street()
    f = replay.frame()
    assert f.view.street == 4
    assert replay.frames[-2].view.street == 3  # the last position of 3rd street came just before it
    assert any(isinstance(e, CardDealt) and e.street == 4 for e in f.events[f.fresh:])  # the step dealt it
    replay.next_action()
    replay.previous_street()
    assert replay.frame().index == f.index  # back to the start of 4th street
    replay.previous_street()
    assert replay.frame().index == 0  # and from there to 3rd street's start
    replay.to_showdown()
    f = replay.frame()
    assert f.at_showdown and any(isinstance(e, ShowdownStarted) for e in f.events)
    assert not any(isinstance(e, ShowdownStarted) for e in replay.frame(f.index - 1).events)
    replay.next_street()
    assert replay.frame().at_end
    replay.to_start()
    assert replay.frame().at_start


def test_the_table_sees_only_what_it_saw_and_study_opens_every_hand(replay):
    record = side_split_community_record()
    replay.load(stored(record, human=1))
    replay.to_showdown()
    replay.go_to(replay.count - 1)
    seen = replay.frame().view
    mucked = [r.seat for r in record.showdown if not r.shown]
    assert mucked, "the hand has mucked hands"
    for seat in mucked:
        downs = [c for c in seen.seat(seat).cards if not c.face_up]
        assert downs and all(c.card is None for c in downs)
    assert all(c.card is not None for c in seen.seat(1).cards)  # the human's own cards
    replay.set_study(True)
    opened = replay.frame().view
    assert replay.frame().study
    for seat in record.seats:
        assert [c.card for c in opened.seat(seat).cards] == list(dict(record.cards)[seat])
    replay.set_study(False)
    assert replay.frame().view == seen


def test_a_record_that_does_not_replay_is_refused_with_the_reason(replay, qtbot):
    record = side_split_community_record()
    bad = replace(record, final_stacks=tuple((s, n + 1) for s, n in record.final_stacks))
    with qtbot.waitSignal(replay.failed) as failed:
        assert not replay.load(stored(bad, human=1))
    assert "stacks" in failed.args[0]
    with pytest.raises(ReplayError):
        replay_steps(stored(bad))
    truncated = replace(record, events=tuple(e for e in record.events if not isinstance(e, PlayerActed))[:20])
    with pytest.raises(ReplayError, match="end before"):
        replay_steps(stored(truncated))


# ------------------------------------------------------------------ imported hands


def test_imported_hands_show_only_the_cards_the_file_knows(replay):
    hands = imported_hands()
    masked = 0
    for hand in hands:
        known = {c for _, cards in hand.known_cards or () for c in cards if c is not None}
        if hand.record.community_card is not None:
            known.add(hand.record.community_card)
        stand_ins = {c for _, cards in hand.record.cards for c in cards} - known
        masked += len(stand_ins)
        assert replay.load(hand)
        frames = walk_forward(replay)
        replay.set_study(True)
        studied = [replay.frame(k) for k in range(replay.count)]
        replay.set_study(False)
        for f in frames + studied:
            assert all_cards(f) <= known, f"hand {hand.origin.site_hand_id}: a stand-in is shown"
            for e in f.events:
                if isinstance(e, CardDealt) and e.card is not None:
                    assert e.card not in stand_ins
                if isinstance(e, HandRevealed):
                    assert not set(e.cards) & stand_ins
        assert {s.seat: s.stack for s in frames[-1].view.seats} == dict(hand.record.final_stacks)
    assert any(h.record.showdown for h in hands)
    assert masked > 0, "the file leaves cards unknown, so the records hold stand-ins"


# ------------------------------------------------------------------ playing


def test_play_steps_on_the_timer_and_stops_at_the_end(replay, qtbot):
    replay.load(stored(side_split_community_record(), human=1))
    states: list[bool] = []
    replay.playing_changed.connect(states.append)
    replay.set_playing(True)
    assert replay.playing and states == [True]
    replay._timer.timeout.emit()  # what a tick of the timer does
    assert replay.index == 1
    replay.go_to(replay.count - 2)
    replay._timer.timeout.emit()
    assert replay.frame().at_end and not replay.playing and states == [True, False]
    replay.toggle_playing()  # playing at the end starts over from the deal
    assert replay.playing and replay.index == 0
    replay.toggle_playing()
    assert not replay.playing


def test_speed_changes_the_step_interval(replay):
    base = replay._timer.interval()
    replay.faster()
    assert replay.speed == SPEEDS[SPEEDS.index(1.0) + 1]
    assert replay._timer.interval() < base
    for _ in SPEEDS:
        replay.slower()
    assert replay.speed == SPEEDS[0]
    with pytest.raises(ValueError):
        replay.set_speed(0)


def test_hands_mucked_unseen_in_an_imported_file_stay_unseen(replay):
    from tests.ui.test_history_window import mucked_unseen

    hand = mucked_unseen()
    mucked = {r.seat for r in hand.record.showdown if not r.shown}
    hole = {c for seat, cards in hand.record.cards if seat in mucked
            for k, c in enumerate(cards) if k in (0, 1, 6)}  # the file never showed them
    assert replay.load(hand)
    frames = walk_forward(replay)
    replay.set_study(True)
    frames += [replay.frame(k) for k in range(replay.count)]
    for f in frames:
        assert not all_cards(f) & hole
        for e in f.events:
            if isinstance(e, HandRevealed) and e.seat in mucked:
                assert e.cards == () and not e.shown
    assert {s.seat: s.stack for s in frames[-1].view.seats} == dict(hand.record.final_stacks)
