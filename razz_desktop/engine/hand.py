"""One hand of Razz as a state machine: antes to showdown.

``Hand`` is the only mutable object of the engine. Every public mutator goes
through ``legal_actions()`` (the one legality check), returns the immutable
events it caused and appends them to ``events``. A refused action raises
``IllegalActionError`` before anything changes. The class is split by what
each part owns: ``hand_state.HandState`` holds the fields and the read-only
surface, ``showdown.HandShowdown`` the showdown and payouts, and this module
the antes, dealing, legality and betting.

Betting bookkeeping, in one place because every rule about raises hangs on it:
- ``_level``: full bets/raises this round (the bring-in is level 0, the
  completion level 1); the cap is ``MAX_LEVEL``.
- ``_full_to``: the round total of the last full bet or raise; the next full
  raise goes to ``_full_to + _inc``. (A short all-in that counts as full sets
  it to the all-in total, so the next raise is a full bet above it.)
- ``_acted``: seats that acted since the last full bet or raise. They may not
  raise again until somebody makes a full raise (the half-bet rule); they must
  act again only if the bet to them went up.
"""

from __future__ import annotations

from . import explain
from .actions import (
    Action,
    ActionType,
    IllegalActionError,
    LegalAction,
)
from .evaluation import KEY, board_value
from .events import (
    AntePosted,
    CardDealt,
    CommunityCardDealt,
    Event,
    HandStarted,
    PlayerActed,
    StreetStarted,
    UncalledBetReturned,
)
from .legality import (  # the short names, defined once
    _BE,
    _BI,
    _CH,
    _CO,
    _FO,
    _MU,
    _RA,
    _SH,
    HandLegality,
)
from .messages import Note
from .rules import MAX_LEVEL, STREETS, counts_as_full, measured_from
from .snapshot import build_view
from .views import SeatView

_BOARD_VALUES: dict[int, int] = {}
"""Board values by rank-multiset key: boards repeat endlessly, so value each once
(``Hand._up_key`` keeps each seat's key as its upcards are dealt)."""


_SHARED: dict[tuple[object, ...], Event] = {}
"""Ante and action events by their fields, built once and shared between hands.

Events are frozen, and the same few thousand (seat, amount) antes and (seat,
street, action, amounts) actions recur in every session, so sharing them
spares building an object per action; the dict is bounded (cleared when
full) so odd stacks cannot grow it without limit."""
_SHARED_SIZE = 1 << 15
_BOARD_TEXTS: dict[int, str] = {}
"""A board's text ("K-7-4") by its rank key: at most a few thousand boards."""
_STREET_STARTS: dict[tuple[object, ...], StreetStarted] = {}
"""4th-7th street's ``StreetStarted`` events (see ``Hand._find_first_to_act``)."""
_STREET_STARTS_SIZE = 1 << 12
"""Its bound: the boards' rank keys make tens of thousands of different starts, each
with its note (about 0.6 KB), so at ``_SHARED_SIZE`` the cache kept filling for
thousands of hands (megabytes, issue 10's flat memory); the few thousand that recur
most often are the ones that fit here."""
_DEALT: dict[tuple[int, bool], list[Event | None]] = {}
"""The ``CardDealt`` events of each (street, face up), indexed by ``seat * 52 + card``:
at most 8 x 52 per row, built on first use and shared by every hand."""


class Hand(HandLegality):
    """A single hand, from the antes to the last chip awarded."""

    def legal_actions(self) -> tuple[LegalAction, ...]:
        """What ``to_act`` may do, with exact amounts: the list ``check_action`` matches against."""
        if self._legal is None:
            self._legal = self._compute_legal()
        return self._legal

    def check_action(self, action: Action) -> LegalAction:
        """The legal action ``action`` stands for, or ``IllegalActionError`` saying why not.

        The one legality check: ``can_act`` and ``act`` both go through it,
        so a caller never needs to pre-check (and must not re-derive) what is
        allowed. Any object is accepted at run time: a wrong-typed one is
        refused like any other illegal action.
        """
        return self._check(action)

    def can_act(self, action: Action) -> bool:
        """Whether ``act(action)`` would be accepted now (it changes nothing)."""
        try:
            self._check(action)
        except IllegalActionError:
            return False
        return True

    # ---------------------------------------------------------------- mutators

    def start(self) -> tuple[Event, ...]:
        """Post antes, deal 3rd street and name the bring-in."""
        if self._started:
            raise RuntimeError("the hand has already started")
        self._started = True
        mark = len(self._events)
        st = self._config.stakes
        stacks, events = self._stack, self._events
        events.append(HandStarted(self._hand_id, tuple([(s, stacks[s]) for s in self._seats]),
                                  st.small_bet, st.big_bet, st.ante, st.bring_in))
        ante = st.ante
        if ante > 0:
            committed = self._committed
            for s in self._seats:
                stack = stacks[s]
                amount = ante if ante < stack else stack
                stacks[s] = stack - amount
                committed[s] += amount
                key = ("ante", s, amount, stack == amount)
                ev = _SHARED.get(key)
                if ev is None:
                    if len(_SHARED) >= _SHARED_SIZE:
                        _SHARED.clear()
                    ev = _SHARED[key] = AntePosted(s, amount, stack == amount)
                events.append(ev)
        self._deal_street(3)
        self._begin_round(3)
        return tuple(self._events[mark:])

    def act(self, action: Action) -> tuple[Event, ...]:
        """Apply one action of the player to act; refuse anything else unchanged.

        Refusals (``IllegalActionError``) happen in ``check_action`` before
        anything is touched, whatever was passed: a wrong seat, amount or
        type, a non-``Action``, a finished hand.
        """
        # The usual case matched inline (an Action of the seat to act, fields of
        # the usual types, one of the legal actions); anything else goes through
        # _check, which refuses it with its reason or finds the match the same way.
        chosen: LegalAction | None = None
        if type(action) is Action:
            seat, kind, to = action.seat, action.type, action.to
            if seat == self._to_act and type(seat) is int and (to is None or type(to) is int):
                legal = self._legal
                if legal is None:
                    legal = self._legal = self._compute_legal()
                for la in legal:
                    if la.type is kind and (to is None or to == la.to):
                        chosen = la
                        break
        if chosen is None:
            chosen = self._check(action)
        events = self._events
        mark = len(events)
        self._apply(action.seat, chosen)
        return tuple(events[mark:])

    def play_legal(self, chosen: LegalAction) -> None:
        """Apply ``chosen``, one of the very objects ``legal_actions()`` just returned, for the seat to act.

        ``act``'s fast lane for a caller that picked its action from the legal
        list itself (the importer, matching each line of a file against it):
        the same legality (anything but a member of the current legal list,
        compared by identity, is refused by ``act``'s own check, unchanged),
        the same bookkeeping and events, without building an ``Action``,
        matching it against the list again or copying the new events out.
        """
        legal = self._legal
        if legal is not None:
            for la in legal:  # a loop, not any(generator): this runs for every line an import replays
                if la is chosen:
                    seat = self._to_act
                    assert seat is not None  # a non-empty legal list has a seat to act
                    self._apply(seat, chosen)
                    return
        if not isinstance(chosen, LegalAction):  # None or "fold" would fail below with an AttributeError
            raise TypeError(f"play_legal needs one of the LegalAction objects legal_actions() returned, "
                            f"got {chosen!r} ({type(chosen).__name__}); use act(Action(...)) for anything else")
        to = self._to_act
        self.act(Action(-1 if to is None else to, chosen.type, chosen.to))  # refused or matched the usual way

    def _apply(self, seat: int, chosen: LegalAction) -> None:
        """Carry out ``chosen``, already found legal for ``seat`` (``act`` and ``play_legal`` share it)."""
        self._legal = None
        kind = chosen.type
        if kind is _SH or kind is _MU:
            self._reveal(seat, kind is _SH)
            self._continue_showdown()
        else:
            self._apply_bet_action(seat, chosen)
            self._after_action(seat)

    # ---------------------------------------------------------------- betting

    def _apply_bet_action(self, seat: int, la: LegalAction) -> None:
        kind = la.type
        note: Note | None = None
        if kind is _FO:
            self._folded.add(seat)
            self._live.remove(seat)
        elif kind is not _CH:
            amount = la.amount
            self._stack[seat] -= amount
            self._bet[seat] += amount
            self._committed[seat] += amount
            if kind is _BI:
                self._current = la.to
                self._last_aggressor[3] = seat
            elif kind is _CO or kind is _BE or kind is _RA:
                note = self._raise_bookkeeping(seat, kind, la)
        self._acted.add(seat)
        # _shared_acted, inlined: this runs for every action.
        street = self._street
        key = (seat, street, kind._value_, la.amount, la.to, la.all_in, note)
        ev = _SHARED.get(key)
        if ev is None:
            if len(_SHARED) >= _SHARED_SIZE:
                _SHARED.clear()
            ev = _SHARED[key] = PlayerActed(seat, street, kind, la.amount, la.to, la.all_in, note)
        self._events.append(ev)

    def _raise_bookkeeping(self, seat: int, kind: ActionType, la: LegalAction) -> Note | None:
        """Decide whether a bet/raise is full (half-bet rule) and update the round."""
        prev = self._current
        base = measured_from(self._street, prev, self._config.stakes.bring_in)  # the half-bet rule's base
        if kind is _BE and not la.all_in and la.to > self._inc:
            self._inc = la.to  # the open-pair big bet sets this round's size
        target = self._full_to + self._inc
        full = counts_as_full(base, la.to, target, la.all_in)
        what = "raise" if self._level >= 1 else "bet"
        self._current = max(prev, la.to)
        self._last_aggressor[self._street] = seat
        if not full:
            return explain.short_all_in(False, what)
        self._level += 1
        self._full_to = la.to
        self._acted = set()
        notes: list[Note] = []
        if la.to < target:
            notes.append(explain.short_all_in(True, what))
        if self._level >= MAX_LEVEL and not self._uncapped():
            notes.append(explain.capped(MAX_LEVEL))
        return explain.several(notes) if notes else None

    def _after_action(self, seat: int) -> None:
        live = self._live
        if len(live) == 1:
            self._return_uncalled()
            self._award_uncontested(live[0])
            return
        # The next seat clockwise that must act: not folded, chips behind, and either
        # not acted since the last full bet or facing more than it put in. Written out
        # (not _left_of with a predicate) because it runs after every action.
        folded, stack, acted, bet, current = (self._folded, self._stack, self._acted, self._bet,
                                              self._current)
        for s in self._clockwise[seat]:
            if s in folded or stack[s] == 0:
                continue
            if s not in acted or bet[s] < current:
                self._to_act = s
                return
        self._end_round()

    def _end_round(self) -> None:
        self._return_uncalled()
        self._to_act = None
        if self._street == 7:
            self._start_showdown()
            return
        self._street += 1
        self._deal_street(self._street)
        self._begin_round(self._street)

    def _return_uncalled(self) -> None:
        """Give back the part of the round's top bet that nobody matched.

        One pass for the top bet, its seat and the second-highest bet: a tie
        for the top leaves nothing uncalled (the second equals the top).
        """
        top = second = 0
        leader = 0
        for s, b in self._bet.items():
            if b > top:
                second, top, leader = top, b, s
            elif b > second:
                second = b
        excess = top - second
        if excess > 0:
            self._bet[leader] -= excess
            self._committed[leader] -= excess
            self._stack[leader] += excess
            self._emit(UncalledBetReturned(leader, excess))

    def _begin_round(self, street: int) -> None:
        self._bet = dict.fromkeys(self._seats, 0)
        self._level = 0
        self._full_to = 0
        self._current = 0
        self._acted = set()
        self._legal = None
        st = self._config.stakes
        self._inc = st.big_bet if STREETS[street].big_bet else st.small_bet
        can_bet = [s for s in self._live if self._stack[s] > 0]
        if self._runout or len(can_bet) <= 1:
            self._runout = True
            self._first_to_act[street] = None
            self._emit(StreetStarted(street, None, explain.no_betting(street)))
            self._end_round()
            return
        if street == 3:
            seat, text = self._find_bring_in()
            self._bring_in_seat = seat
            started = StreetStarted(3, seat, text)
        else:
            started = self._find_first_to_act(street)
            seat = started.first_to_act  # type: ignore[assignment]
        self._to_act = seat
        self._first_to_act[street] = seat
        self._events.append(started)

    def _find_bring_in(self) -> tuple[int, Note]:
        # A card is rank * 4 + suit: the highest by (rank, suit) is the largest int.
        seats, cards = self._seats, self._cards
        doors = [cards[s][2][0] for s in seats]
        card = max(doors)
        seat = seats[doors.index(card)]
        passed_from = None
        if self._stack[seat] == 0:
            passed_from = seat
            seat = self._left_of(seat, lambda s: self._stack[s] > 0)  # type: ignore[assignment]
        return seat, explain.bring_in(seat, card, list(zip(seats, doors, strict=True)), passed_from)

    def _find_first_to_act(self, street: int) -> StreetStarted:
        """The ``StreetStarted`` of 4th-7th street: who acts first and why.

        The event depends only on the street, the seats, the lowest boards'
        rank keys and the rule for ties, so each is built once and shared.
        """
        live = self._live
        by_suit = self._config.house_rules.board_ties_by_suit
        ups, keys, known = self._ups, self._up_key, _BOARD_VALUES
        best = -1
        tied: list[int] = []  # the lowest boards' seats, in seat order = left of the button first
        for s in live:
            value = known.get(keys[s])
            if value is None:
                value = known[keys[s]] = board_value(ups[s])
            if value < best or best < 0:
                best, tied = value, [s]
            elif value == best:
                tied.append(s)
        if by_suit and len(tied) > 1:
            # The highest upcard by (rank, suit) is the largest card int; its suit breaks the tie.
            tied.sort(key=lambda s: max(ups[s]) & 3)
        opener = tied[0]
        seat = opener
        if self._stack[opener] == 0:
            seat = self._left_of(opener, lambda s: s not in self._folded and self._stack[s] > 0)  # type: ignore[assignment]
        key = (street, seat, keys[opener], tuple(tied), by_suit)
        started = _STREET_STARTS.get(key)
        if started is None:
            board = _BOARD_TEXTS.get(keys[opener])
            if board is None:  # the board's text depends only on its ranks: one per rank key
                board = _BOARD_TEXTS[keys[opener]] = "-".join(
                    c.rank_char for c in sorted(ups[opener], key=lambda c: -c.rank))
            text = explain.first_to_act(street, seat, board, tied[1:], by_suit, opener)
            if len(_STREET_STARTS) >= _STREET_STARTS_SIZE:
                _STREET_STARTS.clear()
            started = _STREET_STARTS[key] = StreetStarted(street, seat, text)
        return started

    def _deal_street(self, street: int) -> None:
        live = self._live
        if street == 7 and 52 - self._deck.dealt < len(live):
            left = 52 - self._deck.dealt
            self._community = self._deck.deal()
            self._emit(CommunityCardDealt(self._community, explain.community_card(self._community, len(live), left)))
            return
        take, cards, events = self._deck.take, self._cards, self._events
        ups, up_key = self._ups, self._up_key
        for up in STREETS[street].cards_up:
            row = _DEALT.get((street, up))
            if row is None:
                row = _DEALT[(street, up)] = [None] * (9 * 52)
            for s, card in zip(live, take(len(live)), strict=True):
                cards[s].append((card, up))
                if up:
                    ups[s] += (card,)
                    up_key[s] += KEY[card]
                ev = row[s * 52 + card]
                if ev is None:
                    ev = row[s * 52 + card] = CardDealt(s, street, card, up)
                events.append(ev)

    def view(self, viewer: int | None) -> SeatView:
        """``viewer``'s frozen picture of the hand (None: a spectator's)."""
        return build_view(self, viewer)
