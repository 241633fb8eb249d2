"""The computer players' turns: asking the AI worker, the thinking pause, and seating bots.

Part of the game controller (:class:`~.game_controller.GameController` mixes
this class in); kept apart because it owns one job: a computer player to act
is asked on the AI worker thread while a ``QTimer`` runs its "thinking"
pause, and its answer is applied when both are done and the table has
settled, so a fast bot still looks like it thought and a slow one never
freezes the table. Replies are matched by hand id and ticket; anything else
is stale and dropped (counted in ``stale_replies``). Seating (a new bot, a
busted one rebuying or replaced) lives here too, since it makes the
policies this module asks.

Bots that model opponents by seat (the Expert) are told on the AI worker,
like ``observe``, when a different player takes a seat: the others forget
that seat when a busted computer player is replaced, and every newly seated
bot (a new session, a newcomer) starts knowing nobody.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale, QTimer, Slot

from razz_desktop.engine.actions import Action, ActionType, IllegalActionError, LegalAction

from .ai_worker import AiWorker, Decider, DecisionReply, DecisionRequest, LazyPolicy
from .players import PlayerInfo
from .session import BustRule

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from razz_desktop.engine.events import Event
    from razz_desktop.engine.hand import Hand
    from razz_desktop.engine.table import Table

    from .flow import SessionEnd
    from .pacing import StepPacer
    from .session import SessionSetup

log = logging.getLogger(__name__)

if TYPE_CHECKING:
    from PySide6.QtCore import QObject as _Host  # the controller this is mixed into
else:
    _Host = object



def locale_chips(amount: int) -> str:
    """Chips in the locale's digits for a notice ("40,000", "40.000"); the C locale reads as US English."""
    loc = QLocale()
    if loc.language() == QLocale.Language.C:
        loc = QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
    return loc.toString(int(amount))

class BotTurns(_Host):
    """The computer players' side of the game controller (a mixin: its state is the controller's)."""

    if TYPE_CHECKING:  # what the game controller provides, for the type checker
        hand: Hand | None
        table: Table | None
        players: dict[int, PlayerInfo]
        setup: SessionSetup
        stale_replies: int
        _factory: Callable[..., Decider]
        _worker: AiWorker
        _policies: dict[int, LazyPolicy]
        _bot_rngs: dict[int, random.Random]
        _styles: dict[int, tuple[str, str | None]]
        _rng: random.Random
        _pace_rng: random.Random
        _name_pool: list[str]
        _ticket: int
        _pending: DecisionRequest | None
        _reply: DecisionReply | None
        _pause_over: bool
        _paused: bool
        _hurry: bool
        _winding: SessionEnd | None
        _pacer: StepPacer
        _think: QTimer
        thinking: SignalInstance
        notice: SignalInstance
        players_changed: SignalInstance
        player_replaced: SignalInstance

        @property
        def human_seat(self) -> int | None: ...
        def _act(self, action: Action) -> None: ...
        def _after_act(self, events: Sequence[Event]) -> None: ...

    def set_thinking_ms(self, low: int, high: int) -> None:
        """The computer players' thinking pause, a random time between ``low`` and ``high`` ms."""
        self.setup = replace(self.setup, thinking_ms=(max(0, low), max(low, high)))

    def set_bust_rule(self, rule: BustRule) -> None:
        """What happens to a computer player who goes broke (rebuys or is replaced)."""
        self.setup = replace(self.setup, bust_rule=rule)

    def _new_worker(self) -> AiWorker:
        worker = AiWorker(self)
        worker.decided.connect(self._on_decided)
        return worker

    def _seat_bot(self, seat: int, level: str, style: str | None = None) -> None:
        name = self._name_pool.pop(0) if self._name_pool else f"Bot {seat}"
        seed = self._rng.randrange(2**31)
        factory = self._factory
        policy = LazyPolicy(
            (lambda: factory(level, seed)) if style is None else (lambda: factory(level, seed, style)), level)
        self._policies[seat] = policy
        # A new player knows nobody here, even if the factory hands back a bot
        # that has played before (a cached one): it forgets everyone, on the worker.
        self._worker.forget(policy)
        self._bot_rngs[seat] = random.Random(seed)
        self._styles[seat] = (level, style)
        self.players[seat] = PlayerInfo(seat, name, False, level if style is None else f"{level}, {style}")

    def _ask_bot(self, seat: int) -> None:
        hand = self.hand
        if hand is None or hand.finished or hand.to_act != seat:
            return
        self._ticket += 1
        request = DecisionRequest(hand.hand_id, seat, self._ticket, hand.view(seat))
        self._pending = request
        self._reply = None
        self._pause_over = False
        if self._hurry:
            self._pending = None
            self._act(Action(seat, safe_default(hand.legal_actions())))
            return
        low, high = self.setup.thinking_ms
        pause = self._pace_rng.randint(low, high) if high > 0 and self._winding is None else 0
        self.thinking.emit(seat)
        self._worker.request(request, self._policies[seat], self._bot_rngs[seat])
        if pause > 0:
            self._think.start(pause)
        else:  # no pause to wait for: the answer is played when it arrives (always later, from the worker)
            self._pause_over = True

    @Slot()
    def _on_think_over(self) -> None:
        self._pause_over = True
        self._try_apply_bot()

    @Slot(object)
    def _on_decided(self, reply: DecisionReply) -> None:
        pending = self._pending
        hand = self.hand
        if (pending is None or hand is None or reply.request.ticket != pending.ticket
                or reply.request.hand_id != hand.hand_id):
            self.stale_replies += 1
            log.debug("dropped a stale decision for hand %s seat %s", reply.request.hand_id, reply.request.seat)
            return
        self._reply = reply
        self._try_apply_bot()

    def _try_apply_bot(self) -> None:
        if self._paused or self._pending is None or self._reply is None or not self._pause_over:
            return
        if self._winding is None and not self._pacer.is_settled:
            # The table is still showing the last action: apply this one once it has settled.
            self._pacer.schedule(self._try_apply_bot, 0)
            return
        reply = self._reply
        if reply.action is None:
            log.warning("seat %s failed to decide (%s)", reply.request.seat, reply.error)
        self._apply_bot_now(reply.action)

    def _apply_bot_now(self, kind: ActionType | None) -> None:
        """Play the pending computer player's answer; the cheapest legal action if the engine refuses it."""
        request = self._pending
        self._pending = None
        self._reply = None
        self._think.stop()
        hand = self.hand
        if request is None or hand is None or hand.finished:
            return
        # "Thinking" ends once the action is on the table: the new view already relabels the
        # seat (its action, not "Thinking…"), so the window draws its nameplate once, not twice.
        if kind is not None:
            try:
                events = hand.act(Action(request.seat, kind))
            except IllegalActionError as exc:
                log.warning("seat %s answered %s: %s", request.seat, kind, exc)
            else:
                self._after_act(events)
                self.thinking.emit(0)
                return
        self._act(Action(request.seat, safe_default(hand.legal_actions())))
        self.thinking.emit(0)

    def _handle_bots_busted(self) -> None:
        table = self.table
        assert table is not None
        changed = False
        for seat, chips in table.stacks.items():
            if chips > 0 or seat == self.human_seat:
                continue
            old = self.players[seat]
            if self.setup.bust_rule is BustRule.REBUY:
                table.rebuy(seat, self.setup.buy_in)
                self.notice.emit(QCoreApplication.translate("GameController", "{name} buys in again for {amount}.").format(
                    name=old.name, amount=locale_chips(self.setup.buy_in)))
            else:
                table.leave(seat)
                self._name_pool.append(old.name)
                self._seat_bot(seat, *self._styles.get(seat, ("regular", None)))
                self._forget_seat(seat)
                table.sit(seat, self.setup.buy_in)
                self.notice.emit(QCoreApplication.translate(
                    "GameController", "{old} leaves the table; {new} sits down with {amount}.").format(
                    old=old.name, new=self.players[seat].name, amount=locale_chips(self.setup.buy_in)))
            changed = True
        if changed:
            self.players_changed.emit(dict(self.players))

    def _forget_seat(self, seat: int) -> None:
        """A different player sits in ``seat``: the other bots drop what they learned about it.

        Bots are only touched on the AI worker, so this is queued there, after
        the finished hand's observations: a bot learns from the old player's
        last hand, then forgets him.
        """
        for other, policy in self._policies.items():
            if other != seat:
                self._worker.forget(policy, seat)
        self.player_replaced.emit(seat)


def safe_default(legal: Sequence[LegalAction]) -> ActionType:
    """The cheapest legal action: check if free, else post the bring-in, else fold."""
    types = [la.type for la in legal]
    for kind in (ActionType.CHECK, ActionType.BRING_IN, ActionType.FOLD, ActionType.MUCK, ActionType.SHOW):
        if kind in types:
            return kind
    return types[0]
