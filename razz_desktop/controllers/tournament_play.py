"""A sit-and-go at the table: the game controller's tournament side.

Part of the game controller (:class:`~.game_controller.GameController` mixes
this class in, as it does the bots' turns and the winding up). When the
session's setup carries a :class:`TournamentSetup`, the table belongs to a
:class:`~razz_desktop.tournament.sitngo.SitAndGo`: hands are dealt at the
level due (levels change between hands only), nobody rebuys, a player with no
chips after a hand is out and the seat closes, and the session is over when
one player has every chip. The rules are the pure tournament package's; this
module only turns them into what the windows receive:
:class:`~razz_desktop.tournament.status.TournamentStatus` (the lobby panel) after
every hand and :class:`~razz_desktop.tournament.status.TournamentOutcome` (the result
screen) at the end.

When the human is knocked out, the others play the tournament out quickly
(no thinking pauses, no animations to wait for), so the result screen can
show every finishing place and prize.

Levels measured in minutes count play time only: the clock runs while a hand
is being played or the table waits for the next one, and stops while the game
is paused (:meth:`TournamentPlay._tick_clock` is called at every change).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Slot

from razz_desktop.tournament.payouts import default_payouts
from razz_desktop.tournament.sitngo import SitAndGo
from razz_desktop.tournament.status import TournamentOutcome, TournamentStatus

from .bot_turns import locale_chips

if TYPE_CHECKING:
    import random
    from datetime import datetime

    from PySide6.QtCore import SignalInstance

    from razz_desktop.engine.hand import Hand
    from razz_desktop.engine.table import Table
    from razz_desktop.records import TournamentTag

    from .ai_worker import LazyPolicy
    from .players import PlayerInfo
    from .session import SessionSetup

if TYPE_CHECKING:
    from PySide6.QtCore import QObject as _Host  # the controller this is mixed into
else:
    _Host = object


class TournamentPlay(_Host):
    """The tournament side of the game controller (a mixin: its state is the controller's)."""

    if TYPE_CHECKING:  # what the game controller provides, for the type checker
        hand: Hand | None
        table: Table | None
        players: dict[int, PlayerInfo]
        setup: SessionSetup
        notice: SignalInstance
        players_changed: SignalInstance
        tournament_changed: SignalInstance
        tournament_finished: SignalInstance
        _paused: bool
        _over: bool
        _next_hand_id: int
        _policies: dict[int, LazyPolicy]
        _bot_rngs: dict[int, random.Random]
        _styles: dict[int, tuple[str, str | None]]

        @property
        def human_seat(self) -> int | None: ...
        def set_pacing_ms(self, low: int, high: int, next_hand_delay: int) -> None: ...
        def set_waits_for_table(self, on: bool) -> None: ...
        def new_session(self) -> None: ...

    _sng: SitAndGo | None = None
    _clock_at: float | None = None
    _fast_finish = False
    _pacing_before: tuple[tuple[int, int], int] | None = None
    _tournament_id = ""
    """The hand log's number of this tournament: the milliseconds of its start (PokerStars numbers
    tournaments with such long numbers; two tournaments never start in the same millisecond here)."""
    _tournament_started: datetime | None = None
    _human_entrant: int | None = None
    """The human's seat for the whole tournament (``players`` forgets it once knocked out)."""

    _queued_setup: SessionSetup | None = None
    """The next session's setup when it is not the settings' (a tournament chosen in its dialog)."""

    @Slot(object)
    def start_tournament(self, setup: SessionSetup) -> None:
        """End this session as a new session does (a live hand is finished and recorded first), then
        seat ``setup`` (a sit-and-go, or any session that is not the settings' next one)."""
        self._queued_setup = setup
        self.new_session()

    def _next_setup(self, given: SessionSetup | None,
                    source: Callable[[], SessionSetup] | None) -> SessionSetup:
        """The setup a new session deals from: the one given, else a tournament chosen in its dialog,
        else the settings'. Without settings to deal from, a new session after a tournament is a cash
        table again (another tournament comes through :meth:`start_tournament`)."""
        queued, self._queued_setup = self._queued_setup, None
        if given is not None:
            return given
        if queued is not None:
            return queued
        if source is not None:
            return source()
        if self.setup.tournament is not None and self._sng is not None:
            return replace(self.setup, tournament=None)
        return self.setup

    @property
    def tournament(self) -> SitAndGo | None:
        """The sit-and-go being played, or None in a cash session."""
        return self._sng

    def _start_tournament(self) -> None:
        """Seat the session's players in a fresh sit-and-go (start_session calls this instead of
        seating a cash table)."""
        spec = self.setup.tournament
        assert spec is not None
        seats = {seat: p.name for seat, p in self.players.items()}
        self._sng = SitAndGo(spec.schedule, seats, payouts=spec.payouts or default_payouts(len(seats)),
                             buy_in=spec.buy_in, house_rules=self.setup.config.house_rules,
                             first_hand_id=self._next_hand_id)
        self.table = self._sng.table
        # Here, not at the top: datetime is not needed before the first table (issue 19's launch).
        from datetime import UTC, datetime

        self._tournament_id = str(int(time.time() * 1000))
        self._tournament_started = datetime.now(UTC)
        self._human_entrant = self.human_seat
        self._clock_at = None
        self._fast_finish = False
        self.tournament_changed.emit(self.tournament_status())

    def _end_tournament(self) -> None:
        """Forget the sit-and-go (a new session starts, cash or another tournament)."""
        self._stop_fast_finish()
        self._sng = None

    def _stop_fast_finish(self) -> None:
        """Back to the user's pace once the played-out rest of a tournament is over."""
        if self._fast_finish:
            self._fast_finish = False
            self.set_waits_for_table(True)
            if self._pacing_before is not None:
                (low, high), delay = self._pacing_before
                self.set_pacing_ms(low, high, delay)
                self._pacing_before = None

    def _tick_clock(self) -> None:
        """Count the play time since the last tick toward minute-long levels (none while paused)."""
        now = time.monotonic()
        if self._sng is not None and self._clock_at is not None and not self._paused:
            self._sng.add_play_time(now - self._clock_at)
        self._clock_at = now

    def _deal_tournament_hand(self, rng: random.Random) -> Hand:
        sng = self._sng
        assert sng is not None
        self._tick_clock()
        before = sng.level_index
        first = sng.hands_played == 0
        hand = sng.deal(rng=rng)
        if first or sng.level_index != before:
            lv = sng.level
            self.notice.emit(QCoreApplication.translate("GameController", "Level {number}: limits {small}/{big}, ante {ante}, bring-in {bring_in}.").format(
                number=sng.level_index + 1, small=locale_chips(lv.small_bet), big=locale_chips(lv.big_bet),
                ante=locale_chips(lv.ante), bring_in=locale_chips(lv.bring_in)))
        return hand

    def _finish_tournament_hand(self, hand: Hand) -> bool:
        """Settle ``hand`` in the tournament; True when the tournament is over."""
        sng = self._sng
        assert sng is not None
        self._tick_clock()
        before = {ko.seats for ko in sng.knockouts}
        sng.finish(hand)
        new = [ko for ko in sng.knockouts if ko.seats not in before]
        human = self._human_entrant
        for ko in sorted(new, key=lambda k: k.place):
            for seat in ko.seats:
                player = self.players.pop(seat, None)
                if player is None:
                    continue
                if player.is_human:
                    self.notice.emit(QCoreApplication.translate("GameController", "You are out of the tournament in place {place}.").format(place=ko.place))
                else:
                    self.notice.emit(QCoreApplication.translate("GameController", "{name} is out in place {place}.").format(name=player.name,
                                                                                       place=ko.place))
                self._close_seat(seat)
        if new:
            self.players_changed.emit(dict(self.players))
        if human is not None and human not in sng.table.stacks and not self._fast_finish and not sng.over:
            # Out: the others play it out quickly so every place (and prize) is known.
            self._fast_finish = True
            self._pacing_before = (self.setup.thinking_ms, self.setup.next_hand_delay_ms)
            self.set_pacing_ms(0, 0, 0)
            self.set_waits_for_table(False)
        self.tournament_changed.emit(self.tournament_status())
        if sng.over:
            self._stop_fast_finish()
            self.tournament_finished.emit(self.tournament_outcome(human))
            return True
        return False

    def _close_seat(self, seat: int) -> None:
        """A knocked-out player's seat closes: nobody sits there again, so its bot is dropped."""
        self._policies.pop(seat, None)
        self._bot_rngs.pop(seat, None)
        self._styles.pop(seat, None)

    def _tournament_tag(self) -> TournamentTag | None:
        """The tournament and level of the hand just played, for the hand log (None in a cash game)."""
        sng = self._sng
        if sng is None:
            return None
        # Here, not at the top: the hand log's records are not needed before the first table (issue 19).
        from razz_desktop.records import TournamentTag

        buy_in = f"{sng.buy_in}+0" if sng.buy_in else "Freeroll"  # play money, as PokerStars writes it
        return TournamentTag(self._tournament_id, sng.level_index + 1, buy_in)

    def _names(self) -> dict[int, str]:
        sng = self._sng
        assert sng is not None
        return sng.names

    def tournament_status(self) -> TournamentStatus:
        sng = self._sng
        assert sng is not None
        index = sng.level_index  # the hand in progress, or the last one dealt, is played at this level
        nxt = index + 1 if index + 1 < len(sng.schedule.levels) else None
        names = self._names()
        knocked = []
        for standing in sng.standings():
            for seat, prize in zip(standing.seats, standing.prizes, strict=True):
                knocked.append((standing.place, names.get(seat, f"Seat {seat}"), prize))
        return TournamentStatus(
            schedule_name=sng.schedule.name, level_number=index + 1, level=sng.schedule.level(index),
            next_level=sng.schedule.levels[nxt] if nxt is not None else None,
            until_next=sng.until_next_level, unit=sng.schedule.unit, players_left=len(sng.players_left),
            entrants=sng.entrants, average_stack=sng.average_stack(), pool=sng.pool,
            prizes=tuple(sng.payouts.prizes(sng.pool)), knocked_out=tuple(knocked))

    def tournament_outcome(self, human: int | None) -> TournamentOutcome:
        sng = self._sng
        assert sng is not None
        names = self._names()
        places = []
        human_place, human_prize = None, 0
        for standing in sng.standings():
            for seat, prize in zip(standing.seats, standing.prizes, strict=True):
                places.append((standing.place, names.get(seat, f"Seat {seat}"), prize, seat == human))
                if seat == human:
                    human_place, human_prize = standing.place, prize
        return TournamentOutcome(tuple(places), human_place, human_prize, sng.entrants, sng.hands_played,
                                 sng.buy_in, self._tournament_id, sng.schedule.name, sng.payouts.places_paid,
                                 self._tournament_started)
