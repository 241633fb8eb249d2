"""The replayer's engine side: a stored hand, dealt again and stepped through.

A stored hand keeps its deck and its actions, and the engine is
deterministic given both, so the replayer does not trust any drawing of its
own: it deals the record through a fresh ``engine.Hand`` and takes one
``SeatView`` after the deal and after every action (a showdown decision to
show or muck counts as one). Stepping backwards is then only a matter of
showing an earlier view, and a backward step gives exactly the view the
forward step gave. The replay must end where the record ended (the same
final stacks), or the hand is refused with the reason rather than shown
wrong.

What a frame may show is the cards the record knows:

- a played hand: the human's own cards, every upcard, the hands shown at
  showdown; the study option opens every hand (the record holds them all);
- an imported hand: only ``StoredHand.known_cards``. The record of an
  imported hand holds stand-ins for the cards the file never showed (kings
  and queens nobody held); they are masked here, in study mode too, so no
  window ever sees one.

The window receives frames (``frame_changed``) and the players
(``players_changed``) and sends intents to the slots below. Playing is a
``QTimer`` that moves through the frames already computed; it never steps
the engine.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from razz_desktop.engine.actions import IllegalActionError
from razz_desktop.engine.cards import Card, CardError, Deck
from razz_desktop.engine.events import (
    CardDealt,
    Event,
    HandRevealed,
    ShowdownStarted,
)
from razz_desktop.engine.hand import Hand
from razz_desktop.engine.rewind import action_for
from razz_desktop.engine.rules import ConfigError
from razz_desktop.engine.views import SeatCard, SeatView, censor_event
from razz_desktop.records import SPEEDS, ReplayFrame, StoredHand

from .players import PlayerInfo

BASE_STEP_MS = 1100
"""Time between two steps while playing at speed 1 (the table's animations fit in it)."""

class ReplayError(ValueError):
    """The record cannot be dealt again as stored (it is damaged, or the engine disagrees)."""


@dataclass(frozen=True, slots=True)
class _Step:
    view: SeatView  # the viewer's view as the engine gives it
    dealt: dict[int, tuple[tuple[Card, bool], ...]]  # every seat's cards by this step (the record's)
    events: int  # how many of the hand's events had happened by this step
    showdown: bool  # the showdown has started by this step


def _known_by_seat(hand: StoredHand) -> dict[int, tuple[Card | None, ...]] | None:
    return None if hand.known_cards is None else dict(hand.known_cards)


def _masked_view(view: SeatView, dealt: dict[int, tuple[tuple[Card, bool], ...]],
                 known: dict[int, tuple[Card | None, ...]] | None, open_all: bool) -> SeatView:
    """``view`` with each seat's cards as the record knows them.

    ``open_all``: every known card, face down or not (study mode). Otherwise
    the engine's own censoring stands and only imported stand-ins are masked.
    """
    if known is None and not open_all:
        return view
    seats = []
    for snap in view.seats:
        cards = []
        real = known.get(snap.seat, ()) if known is not None else None
        for k, (card, up) in enumerate(dealt.get(snap.seat, ())):
            if real is not None:
                knows: Card | None = real[k] if k < len(real) else None
            else:
                knows = card
            visible = open_all or up or snap.cards[k].card is not None
            cards.append(SeatCard(knows if visible else None, up))
        seats.append(replace(snap, cards=tuple(cards)))
    showdown = view.showdown
    if known is not None:
        showdown = tuple(h for h in view.showdown if _all_known(h.cards, h.seat, known, view.community_card))
    return replace(view, seats=tuple(seats), showdown=showdown)


def _all_known(cards: tuple[Card, ...], seat: int, known: dict[int, tuple[Card | None, ...]],
               community: Card | None) -> bool:
    """Whether every card of a shown hand is one the file showed (the community card is public)."""
    real = {c for c in known.get(seat, ()) if c is not None}
    return all(c in real or c == community for c in cards)


def _dealt(engine: Hand) -> dict[int, tuple[tuple[Card, bool], ...]]:
    return {s: engine.dealt(s) for s in engine.seats}


def _viewer(hand: StoredHand) -> int | None:
    """Whose cards the table shows: the human of a played hand, the file's hero of an imported one."""
    seat = hand.player_seat
    return seat if seat is not None and seat in hand.record.seats else None


def replay_steps(hand: StoredHand) -> list[_Step]:
    """Deal ``hand`` again through the engine: one step after the deal, one after each action.

    Raises ReplayError when the record cannot be replayed as stored.
    """
    record = hand.record
    viewer = _viewer(hand)
    try:
        engine = Hand(record.config, dict(record.starting_stacks), deck=Deck(record.deck),
                      hand_id=record.hand_id)
        engine.start()
    except (ConfigError, CardError) as exc:
        raise ReplayError(f"hand #{record.hand_id} cannot be dealt again: {exc}") from exc

    def step() -> _Step:
        happened = engine.events
        return _Step(engine.view(viewer), _dealt(engine), len(happened),
                     any(isinstance(e, ShowdownStarted) for e in happened))

    steps = [step()]
    for event in record.events:
        action = action_for(event, engine)
        if action is None:
            continue
        try:
            engine.act(action)
        except IllegalActionError as exc:
            raise ReplayError(f"hand #{record.hand_id}: the stored action '{event.describe()}' "
                              f"is not legal when dealt again ({exc})") from exc
        steps.append(step())
    if not engine.finished:
        raise ReplayError(f"hand #{record.hand_id}: the stored actions end before the hand does "
                          f"(seat {engine.to_act} is to act)")
    final = tuple(sorted(engine.stacks.items()))
    if final != tuple(sorted(record.final_stacks)):
        raise ReplayError(f"hand #{record.hand_id}: dealt again it ends with stacks {dict(final)}, "
                          f"the record with {dict(record.final_stacks)}")
    return steps


def players_of(hand: StoredHand) -> dict[int, PlayerInfo]:
    """The nameplates of a stored hand (the bot level as the seat's style).

    The seat the table is seen from (``StoredHand.player_seat``: the file's
    hero for an imported hand) sits as the human does at play: the large seat.
    """
    viewer = _viewer(hand)
    return {p.seat: PlayerInfo(p.seat, p.name, p.seat == viewer, p.bot_level or "")
            for p in hand.players if p.seat in hand.record.seats}


class ReplayController(QObject):
    """Steps one stored hand forwards and backwards. See the module docstring."""

    hand_loaded = Signal(object)
    """``StoredHand`` now replayed (sent first: then its players, then its first frame)."""
    players_changed = Signal(object)
    """``dict[int, PlayerInfo]`` of the hand loaded."""
    frame_changed = Signal(object)
    """``ReplayFrame``: the position to draw."""
    playing_changed = Signal(bool)
    speed_changed = Signal(float)
    failed = Signal(str)
    """The hand could not be replayed: why, in a sentence for the window."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._hand: StoredHand | None = None
        self._steps: list[_Step] = []
        self._views: dict[tuple[int, bool], SeatView] = {}
        self._events: tuple[Event, ...] = ()
        self._index = 0
        self._study = False
        self._speed = 1.0
        self._timer = QTimer(self)
        self._timer.setSingleShot(False)
        self._timer.timeout.connect(self._tick)
        self._apply_speed()

    # ----------------------------------------------------------------- state

    @property
    def hand(self) -> StoredHand | None:
        return self._hand

    @property
    def index(self) -> int:
        return self._index

    @property
    def count(self) -> int:
        return len(self._steps)

    @property
    def playing(self) -> bool:
        return self._timer.isActive()

    @property
    def speed(self) -> float:
        return self._speed

    @property
    def study(self) -> bool:
        return self._study

    def frame(self, index: int | None = None) -> ReplayFrame:
        """The frame at ``index`` (default: the current one)."""
        if self._hand is None or not self._steps:
            raise LookupError("no hand is loaded")
        k = self._index if index is None else index
        s = self._steps[k]
        before = self._steps[k - 1].events if k > 0 else 0
        return ReplayFrame(
            hand_id=self._hand.hand_id, hand_number=self._hand.hand_number, index=k, count=len(self._steps),
            view=self._view(k), events=self._events[:s.events], fresh=before,
            study=self._study, at_showdown=s.showdown,
        )

    def _view(self, index: int) -> SeatView:
        """The view at ``index`` as this hand and the study option allow (computed once)."""
        key = (index, self._study)
        view = self._views.get(key)
        if view is None:
            assert self._hand is not None
            s = self._steps[index]
            view = _masked_view(s.view, s.dealt, _known_by_seat(self._hand), open_all=self._study)
            self._views[key] = view
        return view

    # --------------------------------------------------------------- intents

    @Slot(object)
    def load(self, hand: StoredHand) -> bool:
        """Deal ``hand`` again and show its first position; False (and ``failed``) if it cannot be."""
        self.set_playing(False)
        try:
            steps = replay_steps(hand)
        except ReplayError as exc:
            self.failed.emit(str(exc))
            return False
        viewer = _viewer(hand)
        self._hand = hand
        self._steps = steps
        self._views = {}
        self._events = tuple(censor_event(e, viewer) for e in hand.record.events)
        if hand.known_cards is not None:
            known = dict(hand.known_cards)
            community = hand.record.community_card
            self._events = tuple(self._mask_event(e, known, community) for e in self._events)
        self._index = 0
        self.hand_loaded.emit(hand)
        self.players_changed.emit(players_of(hand))
        self._publish()
        return True

    @staticmethod
    def _mask_event(event: Event, known: dict[int, tuple[Card | None, ...]], community: Card | None) -> Event:
        """An imported hand's event with the stand-in cards taken out."""
        if (isinstance(event, CardDealt) and event.card is not None
                and not _all_known((event.card,), event.seat, known, None)):
            return replace(event, card=None)
        if isinstance(event, HandRevealed) and event.cards and not _all_known(event.cards, event.seat, known, community):
            return replace(event, cards=(), best_five=(), name="", value=-1, shown=False)
        return event

    @Slot(int)
    def go_to(self, index: int) -> None:
        """Show position ``index`` (clamped to the hand)."""
        if not self._steps:
            return
        index = max(0, min(index, len(self._steps) - 1))
        if index != self._index:
            self._index = index
            self._publish()
        if self._index == len(self._steps) - 1:
            self.set_playing(False)

    @Slot()
    def next_action(self) -> None:
        self.go_to(self._index + 1)

    @Slot()
    def previous_action(self) -> None:
        self.go_to(self._index - 1)

    @Slot()
    def next_street(self) -> None:
        """The first position of the next street dealt (or the end when no street follows)."""
        if not self._steps:
            return
        street = self._steps[self._index].view.street
        for k in range(self._index + 1, len(self._steps)):
            if self._steps[k].view.street > street:
                self.go_to(k)
                return
        self.go_to(len(self._steps) - 1)

    @Slot()
    def previous_street(self) -> None:
        """The start of this street; from its start, the start of the street before."""
        if not self._steps:
            return
        here = self._street_start(self._index)
        self.go_to(here if here < self._index else self._street_start(max(0, here - 1)))

    def _street_start(self, index: int) -> int:
        street = self._steps[index].view.street
        k = index
        while k > 0 and self._steps[k - 1].view.street == street:
            k -= 1
        return k

    @Slot()
    def to_start(self) -> None:
        self.go_to(0)

    @Slot()
    def to_showdown(self) -> None:
        """The showdown (the first position where it has started), or the end of a hand won before one."""
        for k, s in enumerate(self._steps):
            if s.showdown:
                self.go_to(k)
                return
        self.go_to(len(self._steps) - 1)

    @Slot(bool)
    def set_playing(self, on: bool) -> None:
        """Play (one step every ``BASE_STEP_MS / speed``) or pause. Playing at the end starts over."""
        on = on and bool(self._steps)
        if on == self._timer.isActive():
            return
        if on:
            if self._index >= len(self._steps) - 1:
                self.go_to(0)
            self._timer.start()
        else:
            self._timer.stop()
        self.playing_changed.emit(on)

    @Slot()
    def toggle_playing(self) -> None:
        self.set_playing(not self._timer.isActive())

    @Slot(float)
    def set_speed(self, factor: float) -> None:
        if factor <= 0:
            raise ValueError(f"a speed must be positive, got {factor}")
        if factor != self._speed:
            self._speed = factor
            self._apply_speed()
            self.speed_changed.emit(factor)

    @Slot()
    def faster(self) -> None:
        self.set_speed(next((s for s in SPEEDS if s > self._speed), SPEEDS[-1]))

    @Slot()
    def slower(self) -> None:
        self.set_speed(next((s for s in reversed(SPEEDS) if s < self._speed), SPEEDS[0]))

    @Slot(bool)
    def set_study(self, on: bool) -> None:
        """Open every hand the record knows (the study option), or show only what the table saw."""
        if on != self._study:
            self._study = on
            if self._steps:
                self._publish()

    @Slot()
    def stop(self) -> None:
        """The window closed: stop playing."""
        self.set_playing(False)

    # ------------------------------------------------------------- internals

    def _apply_speed(self) -> None:
        self._timer.setInterval(max(60, round(BASE_STEP_MS / self._speed)))

    def _tick(self) -> None:
        if self._index >= len(self._steps) - 1:
            self.set_playing(False)
            return
        self.next_action()

    def _publish(self) -> None:
        self.frame_changed.emit(self.frame())
