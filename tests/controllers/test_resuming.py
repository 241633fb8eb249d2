"""Saved and resumed sessions: saved at every point of a hand, resumed with no chip lost or created;
what the saver keeps at a quit, a crash, and what it forgets when a session ends on purpose."""

from __future__ import annotations

from razz_desktop.controllers.flow import SessionEnd
from razz_desktop.controllers.session import TournamentSetup
from razz_desktop.controllers.session_saver import SessionSaver
from razz_desktop.storage.handlog import saved_session as ss
from razz_desktop.tournament.payouts import Payouts
from razz_desktop.tournament.schedule import Level, LevelUnit, Schedule
from tests.controllers.test_game_controller import auto_human
from tests.qt_helpers import fast_setup

QUICK = Schedule("quick", (Level(20, 40, 2, 5, 2), Level(40, 80, 4, 10, 2), Level(100, 200, 10, 25, 2),
                           Level(300, 600, 30, 75, 1)), LevelUnit.HANDS, 600)


def _snapshots(c) -> list[tuple[bool, str]]:
    """(a hand is live, the saved session as its file holds it) at every step the table shows."""
    points: list[tuple[bool, str]] = []

    def take(*_args: object) -> None:
        saved = c.saved_session()
        if saved is not None:
            live = c.hand is not None and not c.hand.finished
            points.append((live, ss.to_json(saved)))

    c.table_changed.connect(take)
    c.checkpoint.connect(take)
    return points


def _resume_and_play_one(qtbot, controller, text: str, **setup):
    """Resume the session in ``text`` (read back through the codec) in a new controller; play one hand."""
    saved = ss.from_json(text)
    c = controller(**setup)
    auto_human(c)
    c.human_busted.connect(lambda _amount: None)
    finished = []
    c.hand_finished.connect(finished.append)
    c.hand_finished.connect(lambda _result: c.set_paused(True))  # one hand, whatever auto_continue says
    c.resume_session(saved, fast_setup(**setup))
    assert c.table is not None and c.table.stacks == saved.stacks  # exactly the saved chips, nobody bought in
    assert {s: p.name for s, p in c.players.items()} == {s.seat: s.name for s in saved.seats}
    assert {s: c._styles[s] for s in c.players if not c.players[s].is_human} == {
        s.seat: (s.level, s.style) for s in saved.seats if not s.is_human}
    if saved.human.stack == 0 and saved.tournament is None:
        return c, saved, None  # resumed at the rebuy offer: no hand is dealt
    qtbot.waitUntil(lambda: bool(finished), timeout=20000)
    assert finished[0].hand_id == saved.next_hand_id  # the hand numbers go on
    return c, saved, finished[0]


def test_a_cash_session_saved_at_every_point_of_a_hand_resumes_with_every_chip(qtbot, controller):
    c = controller(opponents=3)
    auto_human(c)
    points = _snapshots(c)
    finished = []
    c.hand_finished.connect(finished.append)
    c.start_session()
    qtbot.waitUntil(lambda: len(finished) == 1, timeout=20000)
    before = {seat: c.setup.buy_in for seat in c.players}
    live = [text for is_live, text in points if is_live]
    assert len(live) >= 8  # every street's steps
    for text in live:  # mid-hand: the table as it was before the hand, that hand dealt again
        saved = ss.from_json(text)
        assert saved.stacks == before and saved.next_hand_id == finished[0].hand_id and saved.session_hands == 0
    after = ss.from_json(points[-1][1])
    assert after.stacks == c.table.stacks and after.next_hand_id == finished[0].hand_id + 1
    assert after.session_hands == 1 and after.session_net == dict(finished[0].net)[c.human_seat]
    total = sum(before.values())
    assert sum(after.stacks.values()) == total
    for text in {t for _, t in points}:
        r, saved, hand = _resume_and_play_one(qtbot, controller, text, opponents=3)
        assert sum(r.table.stacks.values()) == total  # one more hand, still every chip
        assert r._session_hands == saved.session_hands + 1
        r.shutdown()


def test_a_sit_and_go_saved_between_and_during_hands_resumes_with_its_clock_and_places(qtbot, controller):
    setup = {"opponents": 3, "tournament": TournamentSetup(QUICK, Payouts((65, 35)), 100), "auto_continue": True}
    c = controller(**setup)
    auto_human(c)
    points = _snapshots(c)
    finished = []
    c.hand_finished.connect(finished.append)
    c.start_session()
    # Until someone is knocked out (or 40 hands): a knock-out and a level change are in the saved points.
    qtbot.waitUntil(lambda: len(finished) >= 40 or (c.tournament is not None and bool(c.tournament.knockouts))
                    or c.flow.over, timeout=60000)
    c.set_paused(True)
    assert points
    assert c.tournament is not None and c.tournament.knockouts  # a seed whose tournament has one by then
    texts = list(dict.fromkeys(t for _, t in points))
    for text in texts[:: max(1, len(texts) // 12)] + [texts[-1]]:
        saved = ss.from_json(text)
        t = saved.tournament
        assert t is not None and sum(saved.stacks.values()) == 600 * len(t.entrants)
        r, saved, _hand = _resume_and_play_one(qtbot, controller, text, **setup)
        sng = r.tournament
        assert sng is not None and sng.entrants == len(t.entrants)
        assert sum(sng.table.stacks.values()) == 600 * len(t.entrants)  # after one more hand
        assert sng.hands_played == t.hands_played + 1
        assert [k.seats for k in sng.knockouts[: len(t.knockouts)]] == [k.seats for k in t.knockouts]
        assert r._tournament_id == t.tournament_id
        r.shutdown()


def test_the_saver_keeps_the_session_at_a_quit_and_marks_a_hand_being_played(qtbot, controller, tmp_path):
    c = controller(opponents=2)
    auto_human(c)
    saver = SessionSaver(c, tmp_path / ss.FILE_NAME)
    finished, dealt = [], []
    c.hand_finished.connect(finished.append)
    c.hand_started.connect(dealt.append)
    c.start_session()
    qtbot.waitUntil(lambda: len(finished) == 1, timeout=20000)
    saver.flush()
    between = ss.read(saver.path)
    assert between is not None and between.interrupted_hand is None and between.next_hand_id == finished[0].hand_id + 1
    c.continue_to_next_hand()  # hand 2 is dealt: a crash now would lose it, and the file says so
    qtbot.waitUntil(lambda: len(dealt) == 2)
    saver.flush()
    during = ss.read(saver.path)
    assert during is not None and during.interrupted_hand == dealt[1]
    assert during.stacks == between.stacks  # the hand's chips are not in the file: it resumes before it
    ended = []
    c.session_ended.connect(ended.append)
    c.request_quit()  # the orderly way out: the hand is finished, then saved, then kept
    qtbot.waitUntil(lambda: bool(ended), timeout=20000)
    assert ended[0].end is SessionEnd.QUIT
    saver.close()
    kept = ss.read(saver.path)
    assert kept is not None and kept.interrupted_hand is None and kept.next_hand_id == dealt[1] + 1
    assert kept.stacks == c.table.stacks and kept.session_hands == 2


def test_leaving_or_a_new_session_forgets_the_saved_one(qtbot, controller, tmp_path):
    c = controller(opponents=2)
    auto_human(c)
    saver = SessionSaver(c, tmp_path / ss.FILE_NAME)
    finished = []
    c.hand_finished.connect(finished.append)
    c.start_session()
    qtbot.waitUntil(lambda: len(finished) == 1, timeout=20000)
    c.new_session()  # the old one is replaced by the new one (hand count back to 0)
    saver.flush()
    fresh = ss.read(saver.path)
    assert fresh is not None and fresh.session_hands == 0 and set(fresh.stacks.values()) == {c.setup.buy_in}
    c.leave_table()
    saver.close()
    assert ss.read(saver.path) is None


def test_a_finished_tournament_is_not_kept(qtbot, controller, tmp_path):
    c = controller(opponents=2, tournament=TournamentSetup(QUICK, Payouts((100,)), 0), auto_continue=True)
    auto_human(c)
    saver = SessionSaver(c, tmp_path / ss.FILE_NAME)
    outcomes = []
    c.tournament_finished.connect(outcomes.append)
    c.start_session()
    qtbot.waitUntil(lambda: bool(outcomes), timeout=60000)
    saver.close()
    assert ss.read(saver.path) is None


def test_quitting_a_sit_and_go_keeps_it_with_its_clock(qtbot, controller, tmp_path):
    c = controller(opponents=2, tournament=TournamentSetup(QUICK, Payouts((100,)), 0))
    auto_human(c)
    saver = SessionSaver(c, tmp_path / ss.FILE_NAME)
    finished, ended = [], []
    c.hand_finished.connect(finished.append)
    c.session_ended.connect(ended.append)
    c.start_session()
    qtbot.waitUntil(lambda: len(finished) == 1, timeout=20000)
    c.request_quit()  # between hands: nothing to finish
    qtbot.waitUntil(lambda: bool(ended), timeout=20000)
    saver.close()
    kept = ss.read(saver.path)
    assert kept is not None and kept.tournament is not None
    assert kept.tournament.hands_played == 1 and kept.tournament.seconds_played == c.tournament.seconds_played > 0
    assert kept.human.name == "You"  # the default name, said in the language of the next start


def test_a_practice_hand_being_played_is_not_marked_in_the_saved_session(qtbot, controller, tmp_path):
    """"Play from here" deals practice hands numbered -1, -2, ...: a crash during one loses
    nothing of the session, so the file goes on describing the session, unmarked."""
    c = controller(opponents=2)
    auto_human(c)
    saver = SessionSaver(c, tmp_path / ss.FILE_NAME)
    finished = []
    c.hand_finished.connect(finished.append)
    c.hand_finished.connect(lambda _result: c.set_paused(True))
    c.start_session()
    qtbot.waitUntil(lambda: len(finished) == 1, timeout=20000)
    saver.flush()
    before = ss.read(saver.path)
    c.hand_started.emit(-1)  # what PlayAgain emits when it deals the first practice hand
    saver.flush()
    after = ss.read(saver.path)
    assert before is not None and after is not None
    assert after.interrupted_hand is None and after == before
    saver.close()
