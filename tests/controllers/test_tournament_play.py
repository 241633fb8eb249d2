"""A sit-and-go at the table: levels between hands, knock-outs close seats, a result at the end."""

from __future__ import annotations

from razz_desktop.controllers.game_controller import GameController
from razz_desktop.controllers.session import TournamentSetup
from razz_desktop.tournament.payouts import Payouts
from razz_desktop.tournament.schedule import Level, LevelUnit, Schedule, preset
from razz_desktop.tournament.status import TournamentOutcome, TournamentStatus
from tests.controllers.test_game_controller import auto_human

QUICK = Schedule("quick", (Level(20, 40, 2, 5, 2), Level(40, 80, 4, 10, 2), Level(100, 200, 10, 25, 2),
                           Level(300, 600, 30, 75, 1)), LevelUnit.HANDS, 600)


def _play(qtbot, controller, setup: TournamentSetup, opponents: int = 3) -> tuple[GameController, list, list, list]:
    c = controller(opponents=opponents, tournament=setup, auto_continue=True)
    auto_human(c)
    statuses: list[TournamentStatus] = []
    outcomes: list[TournamentOutcome] = []
    records = []
    c.tournament_changed.connect(statuses.append)
    c.tournament_finished.connect(outcomes.append)
    c.hand_recorded.connect(records.append)
    c.human_busted.connect(lambda amount: (_ for _ in ()).throw(AssertionError("no rebuy in a tournament")))
    c.start_session()
    qtbot.waitUntil(lambda: bool(outcomes), timeout=60000)
    return c, statuses, outcomes, records


def test_a_sit_and_go_is_played_to_the_end_with_rising_levels(qtbot, controller):
    c, statuses, outcomes, records = _play(qtbot, controller, TournamentSetup(QUICK, Payouts((65, 35)), 100))
    outcome = outcomes[0]
    assert outcome.entrants == 4 and outcome.buy_in == 100
    assert sorted(place for place, *_ in outcome.places)[0] == 1
    assert len(outcome.places) == 4
    assert sum(prize for _, _, prize, _ in outcome.places) == 400
    assert sum(1 for *_, human in outcome.places if human) == 1
    assert outcome.human_place is not None and outcome.human_prize == next(
        prize for place, _, prize, human in outcome.places if human)
    # every hand kept its chips; the limits rose level by level, between hands
    stakes = [r.record.config.stakes.small_bet for r in records]
    assert stakes == sorted(stakes) and stakes[0] == 20 and stakes[-1] >= 100
    assert all(sum(net for _, net in r.record.net) == 0 for r in records)
    # each recorded hand carries its tournament (one number) and the level it was dealt at
    tags = [r.tournament for r in records]
    assert len({t.tournament_id for t in tags}) == 1 and {t.buy_in for t in tags} == {"100+0"}
    assert [QUICK.level(t.level - 1).small_bet for t in tags] == stakes
    assert sum(c.table.stacks.values()) == 2400 and len(c.table.stacks) == 1
    # the players' list closed the knocked-out seats; the lobby counted them down
    assert len(c.players) <= 1
    assert statuses[0].players_left == 4 and statuses[-1].players_left == 1
    assert statuses[0].prizes == (260, 140) and statuses[0].pool == 400
    assert [s.level_number for s in statuses] == sorted(s.level_number for s in statuses)
    assert c.flow.over


def test_the_human_knocked_out_sees_every_place_once_the_others_played_it_out(qtbot, controller):
    from razz_desktop.engine.actions import ActionType

    c = controller(opponents=2, tournament=TournamentSetup(preset("hyper"), buy_in=10), auto_continue=True,
                   thinking_ms=(5, 5), next_hand_delay_ms=5, seed=1)
    # The human folds whenever it may: with this seed the antes and bring-ins take its chips first
    # while the stations play on (the session is seeded, so the hands are the same every run).
    auto_human(c, kinds=(ActionType.FOLD, ActionType.CHECK, ActionType.BRING_IN))
    outcomes: list[TournamentOutcome] = []
    paces = []
    c.tournament_finished.connect(outcomes.append)
    c.players_changed.connect(lambda players: paces.append((c.human_seat, c.setup.thinking_ms)))
    c.start_session()
    qtbot.waitUntil(lambda: bool(outcomes), timeout=60000)
    outcome = outcomes[0]
    assert outcome.human_place == 3 and outcome.human_prize == 0
    assert [place for place, *_ in outcome.places] == [1, 2, 3]
    assert [prize for _, _, prize, _ in outcome.places] == [20, 10, 0]  # 65/35 of 30
    assert (None, (0, 0)) in paces  # once the human was out, the rest was played without pauses
    assert c.setup.thinking_ms == (5, 5)  # and the user's pace is back at the end


def test_a_new_cash_session_after_a_tournament_deals_a_cash_table(qtbot, controller):
    c, _, outcomes, _ = _play(qtbot, controller, TournamentSetup(QUICK))
    assert outcomes
    from dataclasses import replace

    started = []
    c.session_started.connect(started.append)
    c.start_session(replace(c.setup, tournament=None))
    qtbot.waitUntil(lambda: bool(started), timeout=5000)
    assert c.tournament is None
    assert set(c.table.stacks.values()) == {c.setup.buy_in}
