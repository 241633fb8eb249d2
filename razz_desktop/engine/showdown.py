"""The showdown of a hand: who shows first, show or muck, the pots paid, the end.

``HandShowdown`` adds to ``HandState`` the steps from the last bet to the
last chip: the showdown order (RULES.md: the last aggressor of the latest
street with a bet shows first), which hands must be shown, the pots and
side pots awarded (odd chips by seat order or by suit), an uncontested pot,
and the ``HandFinished`` event. ``hand.Hand`` calls into it when betting ends.
"""

from __future__ import annotations

from . import explain
from .cards import Card
from .evaluation import HandValue, evaluate
from .events import HandFinished, HandRevealed, PotAwarded, ShowdownStarted
from .hand_state import HandState
from .messages import Note
from .pots import Pot, build_pots, split_pot
from .record import PotResult


class HandShowdown(HandState):
    """A hand's showdown and payouts, on top of its state (``Hand`` is the class to use)."""

    def _start_showdown(self) -> None:
        # The last round's bets are gathered into the pot before any card is shown.
        self._bet = dict.fromkeys(self._seats, 0)
        self._current = 0
        live = list(self._live)
        # Each seat's cards gathered once (a tuple): valued here, shown by _reveal.
        cards, community = self._cards, self._community
        sevens: dict[int, tuple[Card, ...]] = {}
        values: dict[int, HandValue] = {}
        for s in live:
            held = [c for c, _ in cards[s]]
            if community is not None:
                held.append(community)
            sevens[s] = seven = tuple(held)
            values[s] = evaluate(seven)
        self._sevens = sevens
        self._values = values
        first, reason = self._showdown_first(live)
        i = live.index(first)
        order = live[i:] + live[:i]
        self._emit(ShowdownStarted(tuple(order), explain.showdown_order(first, reason)))
        self._pots = build_pots(self._committed, live)
        winners_of: list[list[int]] = []  # each pot's best hands, in seat order (_award_showdown pays them)
        pot_winners: set[int] = set()
        for pot in self._pots:
            eligible = pot.eligible
            best = min([values[s]._value for s in eligible])
            winners = [s for s in eligible if values[s]._value == best]
            winners_of.append(winners)
            pot_winners.update(winners)
        self._pot_winners = pot_winners
        self._winners_of = winners_of
        self._showdown_queue = order
        self._best_shown = None
        self._continue_showdown()

    def _showdown_first(self, live: list[int]) -> tuple[int, Note]:
        """RULES.md: the last aggressor of the latest street with a bet shows first."""
        for street in range(self._street, 2, -1):
            seat = self._last_aggressor.get(street)
            if seat is None:
                continue
            if street == self._street:
                why = explain.showdown_last_aggressor(seat)
            else:
                why = explain.showdown_earlier_bet(seat, street, self._runout)
            if seat in self._folded:
                nxt = self._next_live_left_of(seat)
                return nxt, explain.showdown_folded(why)
            return seat, why
        return live[0], explain.showdown_no_bet()

    def _next_live_left_of(self, seat: int) -> int:
        return self._left_of(seat, lambda s: s not in self._folded)  # type: ignore[return-value]

    def _continue_showdown(self) -> None:
        auto_muck = self._config.house_rules.auto_muck
        while self._showdown_queue:
            seat = self._showdown_queue[0]
            value = self._values[seat].value
            must_show = (
                self._best_shown is None or value <= self._best_shown or self._runout
                or self._stack[seat] == 0 or seat in self._pot_winners
            )
            if not must_show and not auto_muck:
                self._to_act = seat
                self._legal = None
                return
            self._reveal(seat, must_show)
        self._to_act = None
        self._award_showdown()

    def _reveal(self, seat: int, shown: bool) -> None:
        self._showdown_queue.remove(seat)
        hv = self._values[seat]
        if shown and (self._best_shown is None or hv.value < self._best_shown):
            self._best_shown = hv.value
        note = None
        if not shown and self._config.house_rules.auto_muck:
            note = explain.auto_muck()
        ev = HandRevealed(seat, shown, self._sevens[seat], hv.best_five, hv.name, hv._value, note)
        self._revealed.append(ev)
        self._emit(ev)

    def _award_showdown(self) -> None:
        by_suit = self._config.house_rules.odd_chip_by_suit
        values = self._values
        for index, (pot, best) in enumerate(zip(self._pots, self._winners_of, strict=True)):
            winners = list(best)
            if by_suit:
                winners.sort(key=lambda s: min(values[s].best_five))  # lowest card by (rank, suit)
            shares = split_pot(pot.amount, winners)
            note = None
            if len(winners) > 1 and pot.amount % len(winners):
                note = explain.odd_chips(winners[: pot.amount % len(winners)], by_suit)
            self._pay(index, pot, shares, values[winners[0]], note)
        self._finish()

    def _award_uncontested(self, seat: int) -> None:
        self._to_act = None
        total = sum(self._committed.values())
        self._pay(0, Pot(total, (seat,)), [(seat, total)], None, None)
        self._finish()

    def _pay(self, index: int, pot: Pot, shares: list[tuple[int, int]], won_with: HandValue | None, note: Note | None) -> None:
        for seat, chips in shares:
            self._stack[seat] += chips
        self._awards.append(PotResult(pot.amount, pot.eligible, tuple(shares)))
        self._emit(PotAwarded(index, pot.amount, pot.eligible, tuple(shares),
                              None if won_with is None else won_with.name, note,
                              None if won_with is None else won_with.value))

    def _finish(self) -> None:
        self._finished = True
        self._to_act = None
        self._legal = None
        stack, start = self._stack, self._start_stacks
        net = tuple([(s, stack[s] - start[s]) for s in self._seats])  # lists first: quicker than generators
        self._emit(HandFinished(net, tuple([(s, stack[s]) for s in self._seats])))
