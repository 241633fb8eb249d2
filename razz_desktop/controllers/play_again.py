"""Play it again from here: a stored hand dealt again up to one of the human's decisions.

Part of the game controller (:class:`~.game_controller.GameController` mixes
this class in). :meth:`PlayAgain.play_from_here` takes a hand of the hand log
(its database id) and the human's decision (0 = the first), deals it again to
that decision with :func:`razz_desktop.engine.rewind.rewind` (the same stacks,
cards and actions), and the hand goes on: the human chooses again and the
computer players decide afresh, from the original deck or, with
``fresh_cards``, from the undealt cards shuffled again.

Only between hands: asked for while a hand is being played, the practice hand
is dealt in place of the next one (the dealer log says so), so a live hand is
never thrown away. The practice hand is not the session's: the table's stacks
and hand numbers are left alone (its number is negative, -1, -2, ..., so it
can never clash with a real hand in the hand log or the Coach's caches), the
session's totals do not count it, and its record goes to the hand log tagged
as practice (``RecordedHand.practice``), which keeps it out of the statistics.
When it ends, :class:`PracticeComparison` sets the result beside the
original's, and the session goes on as it was.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Slot

from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.events import PlayerActed
from razz_desktop.engine.frozen_record import frozen_record
from razz_desktop.engine.rewind import RewindError, Rewound, rewind

from .ai_worker import LazyPolicy
from .players import PlayerInfo

if TYPE_CHECKING:
    from PySide6.QtCore import QObject as _Host  # the controller this is mixed into
    from PySide6.QtCore import SignalInstance

    from razz_desktop.engine.events import Event
    from razz_desktop.engine.hand import Hand
    from razz_desktop.engine.table import Table
    from razz_desktop.engine.views import SeatView
    from razz_desktop.records import HandSummary, StoredHand
    from razz_desktop.tournament.sitngo import SitAndGo

    from .ai_worker import AiWorker, Decider
    from .flow import SessionEnd
    from .pacing import StepPacer
    from .session import SessionSetup
else:
    _Host = object

log = logging.getLogger(__name__)

HandLoader = Callable[[int], "StoredHand | None"]
"""A hand of the hand log by its database id (storage's read-only ``HandBrowser.hand``)."""

SAVED_IDS_KEPT = 500
"""Hand numbers whose database ids are remembered for the Coach's review (it reviews the last hands only)."""

_LEVELS = ("beginner", "regular", "strong", "expert")
"""The bot levels a stored seat may name (``ai.bots.LEVELS``; another word plays "regular")."""


@frozen_record
class PracticeStart:
    """A practice hand has been dealt to the decision: what the windows say about it."""

    original_hand_id: int
    """The original's database id."""
    original_number: int
    """The original's number in its session ("hand #12")."""
    decision_index: int
    street: int
    fresh_cards: bool
    original_action: ActionType


@frozen_record
class PracticeComparison:
    """A practice hand's result beside the original's, for the human."""

    start: PracticeStart
    original_net: int
    """Chips the human won (+) or lost (-) in the original hand."""
    new_action: ActionType | None
    """What the human chose at the decision this time (None: the hand ended before, which cannot happen)."""
    new_net: int
    big_bet: int


@frozen_record
class _Seating:
    """The session's players, put back when the practice hand is over."""

    players: dict[int, PlayerInfo]
    policies: dict[int, LazyPolicy]
    rngs: dict[int, random.Random]


class PlayAgain(_Host):
    """The practice side of the game controller (a mixin: the controller calls :meth:`_init_play_again`)."""

    if TYPE_CHECKING:  # what the game controller provides, for the type checker
        hand: Hand | None
        table: Table | None
        players: dict[int, PlayerInfo]
        setup: SessionSetup
        notice: SignalInstance
        players_changed: SignalInstance
        hand_started: SignalInstance
        hand_recorded: SignalInstance
        hand_finished: SignalInstance
        waiting_for_next_hand: SignalInstance
        practice_started: SignalInstance
        practice_finished: SignalInstance
        _factory: Callable[..., Decider]
        _worker: AiWorker
        _policies: dict[int, LazyPolicy]
        _bot_rngs: dict[int, random.Random]
        _rng: random.Random
        _pacer: StepPacer
        _waiting_next: bool
        _busted: bool
        _over: bool
        _winding: SessionEnd | None
        _sng: SitAndGo | None

        @property
        def human_seat(self) -> int | None: ...
        def _publish(self, events: tuple[Event, ...]) -> None: ...
        def _next(self) -> None: ...
        def _emit_flow(self) -> None: ...
        def _after_hand_pause(self) -> None: ...
        def _complete_session_end(self, end: SessionEnd) -> None: ...
        def current_view(self) -> SeatView | None: ...

    def _init_play_again(self) -> None:
        self._hand_loader: HandLoader | None = None
        self._practice: tuple[PracticeStart, Rewound, StoredHand] | None = None
        self._practice_wanted: tuple[StoredHand, int, bool] | None = None
        self._practice_count = 0
        self._seating: _Seating | None = None
        self._saved_ids: dict[int, int] = {}  # the hand number in the session -> its database id


    def set_hand_loader(self, loader: HandLoader | None) -> None:
        """Where :meth:`play_from_here` reads a stored hand (the composition root gives the hand log's reader)."""
        self._hand_loader = loader

    @property
    def practising(self) -> bool:
        """A practice hand is being played (or waits to be dealt)."""
        return self._practice is not None or self._practice_wanted is not None

    @Slot(object)
    def note_hand_saved(self, summary: HandSummary) -> None:
        """The hand log wrote a hand (``HistoryController.hand_saved``): its number now has a database id.

        The Coach's review knows a hand by its number in the session; this
        lets :meth:`play_from_session_hand` find the stored hand.
        """
        self._saved_ids[summary.hand_number] = summary.hand_id
        while len(self._saved_ids) > SAVED_IDS_KEPT:
            del self._saved_ids[next(iter(self._saved_ids))]

    @Slot(int, int, bool)
    def play_from_session_hand(self, number: int, decision_index: int, fresh_cards: bool = False) -> None:
        """:meth:`play_from_here` for a hand known by its number in the session (the Coach's review)."""
        hand_id = self._saved_ids.get(number)
        if hand_id is None:
            self.notice.emit(QCoreApplication.translate("PlayAgain", "That hand is not in the hand history (yet)."))
            return
        self.play_from_here(hand_id, decision_index, fresh_cards=fresh_cards)

    @Slot(int, int, bool)
    def request_play_from_here(self, hand_id: int, decision_index: int, fresh_cards: bool) -> None:
        """:meth:`play_from_here` as a slot for the windows' ``play_from_here_requested(id, index, new cards)``."""
        self.play_from_here(hand_id, decision_index, fresh_cards=fresh_cards)

    # ------------------------------------------------------------------ asking

    def play_from_here(self, hand_id: int, decision_index: int, *, fresh_cards: bool = False) -> None:
        """Deal hand ``hand_id`` (database id) again up to the human's ``decision_index``-th decision (0 = first).

        The human chooses again and the hand goes on with the computer players
        deciding afresh; the cards to come are the original deck's, or with
        ``fresh_cards`` the undealt cards shuffled again. Dealt at once between
        hands, otherwise in place of the next hand. A hand that cannot be dealt
        again (not in the log, imported with unknown cards, no such decision)
        is refused with a dealer-log notice.
        """
        why = self._refusal(hand_id, decision_index)
        if isinstance(why, str):
            self.notice.emit(why)
            return
        stored = why
        hand = self.hand
        if hand is not None and not hand.finished:
            self._practice_wanted = (stored, decision_index, fresh_cards)
            self.notice.emit(QCoreApplication.translate("PlayAgain", "Hand #{number} will be played again once this hand is over.").format(
                number=stored.hand_number))
            return
        self._pacer.cancel()
        if self._waiting_next:
            self._waiting_next = False
            self.waiting_for_next_hand.emit(False)
        self._begin_practice(stored, decision_index, fresh_cards)

    def _refusal(self, hand_id: int, decision_index: int) -> str | StoredHand:
        """Why the hand cannot be played again now (a sentence), or the stored hand to play."""
        if self._sng is not None:
            return QCoreApplication.translate("PlayAgain", "A hand cannot be played again during a tournament.")
        if self._over or self._busted or self._winding is not None or self.table is None:
            return QCoreApplication.translate("PlayAgain", "A hand can be played again only while a session is being played.")
        if self.practising:
            return QCoreApplication.translate("PlayAgain", "A hand is already being played again.")
        stored = self._hand_loader(hand_id) if self._hand_loader is not None else None
        if stored is None:
            return QCoreApplication.translate("PlayAgain", "That hand is not in the hand history (yet).")
        hero = stored.player_seat
        if stored.known_cards is not None or hero is None:
            return QCoreApplication.translate("PlayAgain", "Only hands played here can be played again: an imported hand's hidden cards are unknown.")
        try:
            rewind(stored.record, hero, decision_index)
        except RewindError as exc:
            log.warning("play from here: hand %s, decision %s: %s", hand_id, decision_index, exc)
            return QCoreApplication.translate("PlayAgain", "That decision cannot be dealt again.")
        return stored

    def _take_practice_turn(self) -> bool:
        """Called where the next hand would be dealt: deal the practice hand waiting instead (True)."""
        wanted, self._practice_wanted = self._practice_wanted, None
        if wanted is None:
            return False
        self._begin_practice(*wanted)
        return True

    # ------------------------------------------------------------------ playing

    def _begin_practice(self, stored: StoredHand, index: int, fresh: bool) -> None:
        hero = stored.player_seat
        assert hero is not None
        self._practice_count += 1
        number = -self._practice_count
        shuffle = random.Random(self._rng.getrandbits(64)) if fresh else None
        rewound = rewind(stored.record, hero, index, fresh=shuffle, hand_id=number)
        start = PracticeStart(stored.hand_id, stored.hand_number, index, rewound.hand.street, fresh,
                              rewound.original_action)
        self._seat_practice_players(stored, hero)
        self._practice = (start, rewound, stored)
        self.hand = rewound.hand
        self.players_changed.emit(dict(self.players))
        self.hand_started.emit(number)
        self.practice_started.emit(start)
        self.notice.emit((QCoreApplication.translate("PlayAgain", "Hand #{number} again, from your decision on {street}: new cards to come.")
                          if fresh else
                          QCoreApplication.translate("PlayAgain", "Hand #{number} again, from your decision on {street}: the same cards to come."))
                         .format(number=stored.hand_number, street=_street_name(rewound.hand.street)))
        self._publish(rewound.hand.events)
        self._next()

    def _seat_practice_players(self, stored: StoredHand, hero: int) -> None:
        """The original's players in their seats; the session's are put back after the hand."""
        self._seating = _Seating(dict(self.players), dict(self._policies), dict(self._bot_rngs))
        me = next((p for p in self.players.values() if p.is_human), None)
        players: dict[int, PlayerInfo] = {}
        policies: dict[int, LazyPolicy] = {}
        rngs: dict[int, random.Random] = {}
        factory = self._factory
        for p in stored.players:
            if p.seat == hero:
                players[p.seat] = PlayerInfo(p.seat, me.name if me is not None else p.name, True, "")
                continue
            level, style = _level_and_style(p.bot_level)
            policy = LazyPolicy(_maker(factory, level, style, seed := self._rng.randrange(2**31)), level)
            self._worker.forget(policy)
            policies[p.seat] = policy
            rngs[p.seat] = random.Random(seed)
            players[p.seat] = PlayerInfo(p.seat, p.name, False, p.bot_level or level)
        self.players, self._policies, self._bot_rngs = players, policies, rngs

    def _finish_practice(self) -> bool:
        """Called where a finished hand is settled: a practice hand ends here instead (True).

        Nothing of the session changes: no settling, no totals, no hand number;
        the hand goes to the hand log tagged as practice and the comparison
        with the original is published, then the session's players sit again.
        """
        practice, hand = self._practice, self.hand
        if practice is None or hand is None:
            return False
        start, rewound, stored = practice
        self._practice = None
        hero = rewound.seat
        record = hand.record
        mine = [e for e in record.events if isinstance(e, PlayerActed) and e.seat == hero]
        # Here, not at the top: the records are not needed before the first table (tests/test_launch_order.py).
        from razz_desktop.records import PracticeTag

        from .flow import HandResult
        from .recorded import RecordedHand

        players = dict(self.players)
        tag = PracticeTag(stored.hand_id, start.decision_index, start.fresh_cards)
        self.hand_recorded.emit(RecordedHand.of(record, players, None, practice=tag))
        view = self.current_view()
        assert view is not None
        self.hand_finished.emit(HandResult(hand.hand_id, view, record.net, False))
        comparison = PracticeComparison(
            start, dict(stored.record.net).get(hero, 0),
            mine[start.decision_index].type if len(mine) > start.decision_index else None,
            dict(record.net).get(hero, 0), record.config.stakes.big_bet)
        self.practice_finished.emit(comparison)
        self._restore_seating()
        if self._winding is not None:
            self._complete_session_end(self._winding)
            return True
        self._after_hand_pause()
        return True

    def _restore_seating(self) -> None:
        seating, self._seating = self._seating, None
        if seating is None:
            return
        self.players, self._policies, self._bot_rngs = seating.players, seating.policies, seating.rngs
        self.players_changed.emit(dict(self.players))

    def _forget_practice(self) -> None:
        """A new session: no practice hand waits, and none is being played any more."""
        self._practice = None
        self._practice_wanted = None
        self._seating = None


def _level_and_style(stored: str | None) -> tuple[str, str | None]:
    """A stored seat's "level, style" (``SeatPlayer.bot_level``) as the policy factory takes it."""
    level, _, style = (stored or "regular").partition(",")
    if level.strip() not in _LEVELS:
        return "regular", None
    return level.strip(), style.strip() or None


def _maker(factory: Callable[..., Decider], level: str, style: str | None, seed: int) -> Callable[[], Decider]:
    """The computer player of a practice seat, built on first use (the factory takes a style only when named)."""
    if style is None:
        return lambda: factory(level, seed)
    return lambda: factory(level, seed, style)


def _street_name(street: int) -> str:
    names = {3: QCoreApplication.translate("PlayAgain", "3rd street"), 4: QCoreApplication.translate("PlayAgain", "4th street"), 5: QCoreApplication.translate("PlayAgain", "5th street"),
             6: QCoreApplication.translate("PlayAgain", "6th street"), 7: QCoreApplication.translate("PlayAgain", "7th street")}
    return names.get(street, str(street))
