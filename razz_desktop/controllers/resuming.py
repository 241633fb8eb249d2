"""A session taken down between hands and seated again: the game controller's saved-session side.

Part of the game controller (:class:`~.game_controller.GameController` mixes
this class in). :meth:`Resuming.saved_session` describes the table as it
stands between hands (a hand being played is never part of it: its chips
are still in the pot), and :meth:`Resuming.resume_session` seats such a
description again: the same players in the same seats with the same names,
computer levels and styles, the same stacks, the next hand's number, the
human's result so far, and for a sit-and-go its level clock and finishing
order. Nothing is bought in again: every chip at the resumed table is a chip
that was there when the session was saved.

What the file looks like and where it lives is storage's
(:mod:`razz_desktop.storage.handlog.saved_session`); when it is written is
the saver's (:mod:`.session_saver`), told by the controller's ``checkpoint``
signal. A session that cannot be continued (no table, a finished sit-and-go,
one the human has been knocked out of) has no saved form: None.
"""

from __future__ import annotations

import random
import time
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from razz_desktop.engine.rules import GameConfig
from razz_desktop.engine.table import Table
from razz_desktop.storage.handlog.saved_session import SavedSeat, SavedSession, SavedTournament
from razz_desktop.tournament.sitngo import SitAndGo

from .players import BOT_NAMES, PlayerInfo
from .session import TournamentSetup

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtCore import QObject as _Host  # the controller this is mixed into
    from PySide6.QtCore import SignalInstance

    from razz_desktop.engine.hand import Hand

    from .pacing import StepPacer
    from .session import SessionSetup
else:
    _Host = object


class Resuming(_Host):
    """The saved-session side of the game controller (a mixin: its state is the controller's)."""

    if TYPE_CHECKING:  # what the game controller provides, for the type checker
        hand: Hand | None
        table: Table | None
        players: dict[int, PlayerInfo]
        setup: SessionSetup
        checkpoint: SignalInstance
        players_changed: SignalInstance
        session_started: SignalInstance
        tournament_changed: SignalInstance
        human_busted: SignalInstance
        _setup_source: Callable[[], SessionSetup] | None
        _styles: dict[int, tuple[str, str | None]]
        _rng: random.Random
        _name_pool: list[str]
        _next_hand_id: int
        _session_hands: int
        _session_net: int
        _dealt_this_session: int
        _over: bool
        _busted: bool
        _sng: SitAndGo | None
        _tournament_id: str
        _human_entrant: int | None
        _clock_at: float | None
        _fast_finish: bool
        _pacer: StepPacer

        @property
        def human_seat(self) -> int | None: ...
        def _clear_for_seating(self) -> None: ...
        def _seat_bot(self, seat: int, level: str, style: str | None = None) -> None: ...
        def _end_tournament(self) -> None: ...
        def _tick_clock(self) -> None: ...
        def _emit_flow(self) -> None: ...
        def _start_hand(self) -> None: ...
        def tournament_status(self) -> object: ...
        def _next_setup(self, given: SessionSetup | None,
                        source: Callable[[], SessionSetup] | None) -> SessionSetup: ...

    def saved_session(self, closing: bool = False) -> SavedSession | None:
        """The session as it stands between hands, or None when there is nothing to continue.

        During a hand this describes the table before that hand (the table's
        stacks move only when a hand is settled) with the hand's number as the
        next one: continuing it deals that hand afresh. ``closing``: the app is
        quitting, which marks the session over; it is described all the same.
        """
        table, human = self.table, self.human_seat
        if table is None or human is None or (self._over and not closing):
            return None
        hand = self.hand
        live = hand is not None and table.current_hand is hand
        next_id = hand.hand_id if live and hand is not None else self._next_hand_id
        stacks = table.stacks
        seats = []
        for seat, player in sorted(self.players.items()):
            if seat not in stacks:
                continue
            level, style = ("", None) if player.is_human else self._styles.get(seat, ("regular", None))
            # The human's name as the settings say it: the default "You" is said in the language of each start.
            name = self.setup.human_name if player.is_human and self.setup.human_name == "You" else player.name
            seats.append(SavedSeat(seat, name, player.is_human, stacks[seat], level, style))
        tournament = None
        sng = self._sng
        if sng is not None:
            if sng.over or self._human_entrant is None or self._human_entrant not in stacks:
                return None  # finished, or the human is out: nothing of theirs to continue
            self._tick_clock()
            spec = self.setup.tournament
            tournament = SavedTournament(
                schedule=sng.schedule, payouts=sng.payouts, buy_in=sng.buy_in,
                entrants=tuple(sorted(sng.names.items())),
                hands_played=sng.hands_played, seconds_played=sng.seconds_played,
                knockouts=tuple(sng.knockouts), tournament_id=self._tournament_id,
                human_entrant=self._human_entrant)
            assert spec is not None
        return SavedSession(
            seats=tuple(seats), stakes=self.setup.config.stakes, house_rules=self.setup.config.house_rules,
            buy_in=self.setup.buy_in, next_hand_id=next_id, session_hands=self._session_hands,
            session_net=self._session_net, tournament=tournament, saved_at=time.time())

    def resume_session(self, saved: SavedSession, base: SessionSetup | None = None) -> None:
        """Seat ``saved`` again and deal its next hand.

        ``base`` gives what the saved session does not hold: the pacing, what
        happens to the broke, the seed (tests); None: the settings' next
        session, as a new session would use. Raises ValueError (the table
        refuses the stacks) before anything of the current session is touched.
        """
        base = self._next_setup(base, self._setup_source)
        human = saved.human
        opponents = tuple((s.seat, s.level, s.style) for s in saved.seats if not s.is_human)
        t = saved.tournament
        next_id = max(self._next_hand_id, saved.next_hand_id)
        if t is not None:
            sng: SitAndGo | None = SitAndGo.restore(
                t.schedule, dict(t.entrants), saved.stacks, hands_played=t.hands_played,
                seconds_played=t.seconds_played, knockouts=list(t.knockouts), payouts=t.payouts,
                buy_in=t.buy_in, house_rules=saved.house_rules, next_hand_id=next_id)
            assert sng is not None
            table = sng.table
            config = GameConfig(stakes=sng.schedule.level(sng.level_due).stakes(), house_rules=saved.house_rules)
            setup = replace(base, config=config, tournament=TournamentSetup(t.schedule, t.payouts, t.buy_in))
        else:
            sng = None
            config = GameConfig(stakes=saved.stakes, house_rules=saved.house_rules)
            table = Table(config, saved.stacks, first_hand_id=next_id)
            setup = replace(base, config=config, tournament=None, starting_stack=saved.buy_in)
        self.setup = replace(setup, human_seat=human.seat, human_name=human.name, opponents=len(opponents),
                             opponents_by_seat=opponents)
        self._clear_for_seating()
        s = self.setup
        self._session_hands = saved.session_hands
        self._session_net = saved.session_net
        taken = {p.name for p in saved.seats}
        self._name_pool = [n for n in BOT_NAMES if n not in taken]
        self._rng.shuffle(self._name_pool)
        self._styles = {}
        for player in saved.seats:
            if player.is_human:
                # As start_session says it (its self.tr is the GameController's context).
                name = QCoreApplication.translate("GameController", "You") if player.name == "You" else player.name
                self.players[player.seat] = PlayerInfo(player.seat, name, True, "")
            else:
                self._seat_bot(player.seat, player.level, player.style)
                shown = player.level if player.style is None else f"{player.level}, {player.style}"
                self.players[player.seat] = PlayerInfo(player.seat, player.name, False, shown)
        self._end_tournament()
        self._next_hand_id = next_id
        self.table = table
        # Not seated again when the hand log's next number arrives (numbering.py): these stacks are
        # the saved ones, not fresh buy-ins. The table keeps the saved numbers, which came from the log.
        self._dealt_this_session = 1
        if sng is not None:
            self._sng = sng
            self._tournament_id = saved.tournament.tournament_id if saved.tournament else ""
            self._human_entrant = human.seat
            self._clock_at = None
            self._fast_finish = False
            self.tournament_changed.emit(self.tournament_status())
        self._over = False
        self._busted = sng is None and human.stack == 0
        self.players_changed.emit(dict(self.players))
        self.session_started.emit(s.config)
        self._emit_flow()
        self.checkpoint.emit()
        if self._busted:
            self.human_busted.emit(s.buy_in)  # saved while the rebuy was on offer: it is offered again
        else:
            self._pacer.schedule(self._start_hand, 0)
