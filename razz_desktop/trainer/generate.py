"""Drills from random deals: each deck's filter, its question and its answer key.

Rule decks are answered by the engine itself (who it made bring in or act
first, how it values seven cards). Strategy decks are answered by the
decision model's values as the Coach shows them (``coach.hints.make_hint``,
seeded by the spot): the best action is the answer; when the runner-up is
too close to tell apart (``coach.margins.good``: under 0.10 big bets as
shown, or within two standard errors) both are accepted, and a spot where
a third action is that close too is left out.

Generation filters random deals, so it is bounded by a work budget (deals
dealt and hints computed per drill), never by a clock: the same seed gives
the same drills on any machine.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from itertools import combinations
from typing import Any

from razz_desktop.engine.actions import Action, ActionType
from razz_desktop.engine.cards import RANK_CHARS, Card
from razz_desktop.engine.evaluation import board_value, evaluate
from razz_desktop.engine.events import StreetStarted
from razz_desktop.engine.hand import Hand
from razz_desktop.engine.views import SeatCard, SeatView

from .dealing import EIGHT, Table, new_table, play_to, replay, spot_of
from .decks import DrillDeck
from .drill import TIE, Drill, DrillCard, Question, SevenCardLow, seat_choice

__all__ = ["Budget", "GenerationError", "generate", "generate_one", "rebuild"]

A = ActionType
TEN = 9  # rank index of the ten
BETTING = (A.FOLD, A.CHECK, A.CALL, A.BET, A.RAISE, A.COMPLETE, A.BRING_IN)


@dataclasses.dataclass(frozen=True, slots=True)
class Budget:
    """The work one drill may cost: deals played forward, and hints (the expensive part) computed."""

    deals: int = 3000
    hints: int = 10


class GenerationError(RuntimeError):
    """The budget ran out before a deal passed the deck's filter."""


def generate(deck: DrillDeck, count: int, seed: int, budget: Budget = Budget()) -> list[Drill]:
    """``count`` drills of ``deck``; the same arguments give the same drills."""
    return [generate_one(deck, random.Random(f"{seed}:{deck.value}:{i}"), budget) for i in range(count)]


def generate_one(deck: DrillDeck, rng: random.Random, budget: Budget = Budget()) -> Drill:
    """One drill of ``deck`` drawn with ``rng``."""
    maker = _MAKERS[deck]
    hints = [budget.hints]
    for _ in range(budget.deals):
        drill = maker(rng, hints)
        if drill is not None:
            return drill
        if hints[0] <= 0:
            break
    raise GenerationError(f"no {deck.value} drill within the work budget ({budget.deals} deals, "
                          f"{budget.hints} hints)")


def rebuild(card: DrillCard) -> Drill:
    """The drill a kept card describes, with its answer worked out again (a ValueError if it cannot be)."""
    table = replay(card.spot)
    hand = table.hand
    if hand.finished or hand.to_act is None:
        raise ValueError("the spot has no decision")
    q = card.question
    if q is Question.BRING_IN:
        return _bring_in_drill(card, hand)
    if q is Question.FIRST_TO_ACT:
        return _first_to_act_drill(card, hand)
    if q in (Question.WINNER, Question.BEST_FIVE):
        return _low_drill(card, hand)
    drill = _action_drill(card, hand)
    if drill is None:
        raise ValueError("the spot is too close to call between three actions")
    return drill


# --- what the table shows ------------------------------------------------------------------------

def _spectator(hand: Hand) -> SeatView:
    """A spectator's view without the seat to act: the rule drills ask who that is."""
    return dataclasses.replace(hand.view(None), to_act=None, legal=())


def _open_hands(hand: Hand, seats: tuple[int, ...]) -> SeatView:
    """A spectator's view with ``seats``' down cards turned up (the read-a-low drills show them)."""
    view = _spectator(hand)
    shown = {}
    for seat in seats:
        own = next(s for s in hand.view(seat).seats if s.seat == seat)
        shown[seat] = dataclasses.replace(own, cards=tuple(SeatCard(c.card, True) for c in own.cards))
    return dataclasses.replace(view, seats=tuple(shown.get(s.seat, s) for s in view.seats))


def _cards_of(hand: Hand, seat: int) -> tuple[Card, ...]:
    own = next(s for s in hand.view(seat).seats if s.seat == seat)
    return tuple(c.card for c in own.cards if c.card is not None)


def _ups(view: SeatView, seat: int) -> tuple[Card, ...]:
    return next(s for s in view.seats if s.seat == seat).up_cards


def _street_actions(view: SeatView) -> list[Any]:
    return [a for a in view.history if a.street == view.street]


# --- rule decks ----------------------------------------------------------------------------------

def _bring_in_drill(card: DrillCard, hand: Hand) -> Drill:
    started = next(e for e in hand.events if isinstance(e, StreetStarted) and e.street == 3)
    assert hand.bring_in_seat is not None
    return Drill(card, _spectator(hand), tuple(seat_choice(s) for s in hand.seats),
                 (seat_choice(hand.bring_in_seat),), 3, why=started.explanation)


def _make_bring_in(rng: random.Random, hints: list[int]) -> Drill | None:
    table = new_table(rng, rng.randint(3, 8))
    hand = table.hand
    if rng.random() < 0.6:  # most drills turn on the suits: two doors of the highest rank
        view = hand.view(None)
        ranks = [_ups(view, s)[0].rank for s in hand.seats]
        if ranks.count(max(ranks)) < 2:
            return None
    return _bring_in_drill(DrillCard(DrillDeck.BRING_IN, Question.BRING_IN, spot_of(table)), hand)


def _first_to_act_drill(card: DrillCard, hand: Hand) -> Drill:
    street = hand.street
    started = next(e for e in reversed(hand.events) if isinstance(e, StreetStarted) and e.street == street)
    assert started.first_to_act is not None
    live = tuple(s.seat for s in hand.view(None).seats if s.in_hand)
    return Drill(card, _spectator(hand), tuple(seat_choice(s) for s in live),
                 (seat_choice(started.first_to_act),), street, why=started.explanation)


def _make_first_to_act(rng: random.Random, hints: list[int]) -> Drill | None:
    street = rng.randint(4, 7)
    table = new_table(rng, rng.randint(4, 8))
    close = rng.random() < 0.6  # most drills turn on a tie or a pair: the lowest boards equal

    def at_start(t: Table) -> bool:
        view = t.hand.view(None)
        if view.street != street or _street_actions(view):
            return False
        live = [s for s in view.seats if s.in_hand]
        if len(live) < 3:
            return False
        if not close:
            return True
        values = sorted(board_value(s.up_cards) for s in live)
        paired = any(len({c.rank for c in s.up_cards}) < len(s.up_cards) for s in live)
        return values[0] == values[1] or paired

    if not play_to(table, rng, at_start):
        return None
    return _first_to_act_drill(DrillCard(DrillDeck.FIRST_TO_ACT, Question.FIRST_TO_ACT, spot_of(table)),
                               table.hand)


def _seven_card_low(hand: Hand, seat: int) -> SevenCardLow:
    cards = _cards_of(hand, seat)
    if hand.community_card is not None:
        cards += (hand.community_card,)
    hv = evaluate(cards)
    return SevenCardLow(seat, cards, hv.value, hv.best_five)


def _low_drill(card: DrillCard, hand: Hand) -> Drill:
    lows = tuple(_seven_card_low(hand, s) for s in card.seats)
    view = _open_hands(hand, card.seats)
    if card.question is Question.WINNER:
        a, b = lows
        choices = (seat_choice(a.seat), seat_choice(b.seat), TIE)
        answer = TIE if a.value == b.value else seat_choice(a.seat if a.value < b.value else b.seat)
        return Drill(card, view, choices, (answer,), 7, lows=lows)
    low = lows[0]
    others = _wrong_fives(low)
    return Drill(card, view, tuple(sorted({low.label, *others}, key=_label_order)), (low.label,), 7,
                 seat=low.seat, lows=lows)


def _label_order(label: str) -> tuple[int, ...]:
    return tuple(RANK_CHARS.index(ch) for ch in label.split("-"))


def _wrong_fives(low: SevenCardLow) -> list[str]:
    """Three tempting wrong readings of the seven cards: other five-card lows they hold."""
    labels: dict[int, str] = {}
    for five in combinations(low.cards, 5):
        hv = evaluate(five)
        if hv.value != low.value:
            labels.setdefault(hv.value, "-".join(c.rank_char for c in hv.best_five))
    wrong = [labels[v] for v in sorted(labels)]
    seen: list[str] = []
    for label in wrong:
        if label not in seen and label != low.label:
            seen.append(label)
        if len(seen) == 3:
            break
    return seen


def _make_read_low(rng: random.Random, hints: list[int]) -> Drill | None:
    table = new_table(rng, 2)
    hand = table.hand

    def seventh(t: Table) -> bool:
        return t.hand.street == 7

    while not hand.finished and hand.to_act is not None and not seventh(table):
        legal = {la.type for la in hand.legal_actions()}
        kind = next(k for k in (A.BRING_IN, A.CALL, A.CHECK) if k in legal)
        hand.act(Action(hand.to_act, kind))
        table.actions.append(kind.value)
    if not seventh(table) or hand.to_act is None:
        return None
    seats = hand.seats
    if rng.random() < 0.5:
        card = DrillCard(DrillDeck.READ_LOW, Question.BEST_FIVE, spot_of(table), (rng.choice(seats),))
        drill = _low_drill(card, hand)
        if drill.lows[0].best_five[0].rank > TEN:
            return None  # a low worth reading: ten or better
        return drill if len(drill.choices) >= 3 else None
    card = DrillCard(DrillDeck.READ_LOW, Question.WINNER, spot_of(table), tuple(seats))
    drill = _low_drill(card, hand)
    a, b = drill.lows
    if max(a.best_five[0].rank, b.best_five[0].rank) > TEN + 1:
        return None  # lows worth reading: jack or better
    if rng.random() < 0.7 and a.best_five[0].rank != b.best_five[0].rank:
        return None  # most drills are close: the same top card, decided further down
    return drill


# --- strategy decks ------------------------------------------------------------------------------

def _action_drill(card: DrillCard, hand: Hand) -> Drill | None:
    # numpy and the model: loaded for the strategy decks only
    from razz_desktop.coach.hints import make_hint
    from razz_desktop.coach.margins import good

    seat = hand.to_act
    assert seat is not None
    view = hand.view(seat)
    hint = make_hint(view)
    values = hint.values
    ranked = sorted(values.values, key=lambda k: -values.values[k])
    close = [k for k in ranked[1:]
             if good(values.cost_in_big_bets(k), values.diff_stderr.get(k, 0.0) / values.big_bet)]
    if len(close) > 1:
        return None  # three actions too close to tell apart: no fair question
    answer = tuple(k.value for k in [ranked[0], *close])
    choices = tuple(la.type.value for la in view.legal if la.type in BETTING)
    if len(choices) < 2 or set(choices) <= set(answer):
        return None  # every choice right (two actions too close to tell apart): nothing to learn
    return Drill(card, view, choices, answer, view.street, seat=seat, hint=hint)


def _strategy(deck: DrillDeck, players: tuple[int, int], accept: Callable[[Table], bool]
              ) -> Callable[[random.Random, list[int]], Drill | None]:
    def make(rng: random.Random, hints: list[int]) -> Drill | None:
        table = new_table(rng, rng.randint(*players))
        if not play_to(table, rng, accept):
            return None
        hints[0] -= 1
        return _action_drill(DrillCard(deck, Question.ACTION, spot_of(table)), table.hand)
    return make


def _low(card: Card) -> bool:
    return card.rank <= EIGHT


def _hero(t: Table) -> tuple[SeatView, int, tuple[Card, ...]]:
    seat = t.hand.to_act
    assert seat is not None
    view = t.hand.view(seat)
    return view, seat, _cards_of(t.hand, seat)


def _facing_bring_in(view: SeatView) -> bool:
    return view.street == 3 and not any(a.type in (A.COMPLETE, A.RAISE) for a in view.history)


def _third_street(t: Table) -> bool:
    view, seat, cards = _hero(t)
    return (_facing_bring_in(view) and seat != view.bring_in_seat
            and sum(map(_low, cards)) >= 2)


def _behind(view: SeatView, seat: int) -> list[int]:
    """Live seats still to act after ``seat`` on 3rd street before the action is back to the bring-in."""
    acted = {a.seat for a in view.history if a.street == 3}
    return [s.seat for s in view.seats if s.in_hand and s.seat != seat and s.seat not in acted]


def _steal_or_defend(t: Table) -> bool:
    view, seat, cards = _hero(t)
    if view.street != 3:
        return False
    third = [a for a in view.history if a.street == 3]
    raises = [a for a in third if a.type in (A.COMPLETE, A.RAISE)]
    folded_before = all(a.type is A.FOLD for a in third[1:] if a.type not in (A.COMPLETE, A.RAISE))
    if not raises:  # a steal: everyone between the bring-in and the hero folded, at most one left behind
        return (len(third) >= 3 and folded_before and len(_behind(view, seat)) <= 1
                and _low(_ups(view, seat)[0]))
    # a defence: one completion after folds around to a late seat; the hero still has a say
    completer = raises[0].seat
    return (len(raises) == 1 and folded_before and third[-1].seat == completer
            and len(_behind(view, completer)) <= 1 and seat != completer and len(third) >= 3)


def _brick(card: Card, before: tuple[Card, ...]) -> bool:
    return not _low(card) or any(c.rank == card.rank for c in before)


def _fourth_brick(t: Table) -> bool:
    view, seat, cards = _hero(t)
    if view.street != 4:
        return False
    live = [s for s in view.seats if s.in_hand]
    if not 2 <= len(live) <= 3:
        return False
    mine = _brick(cards[3], cards[:3])
    theirs = any(_brick(s.up_cards[1], s.up_cards[:1]) for s in live if s.seat != seat)
    return mine or theirs


def _made(cards: tuple[Card, ...]) -> bool:
    return len({c.rank for c in cards if _low(c)}) >= 5


def _fifth_made_vs_draw(t: Table) -> bool:
    view, seat, cards = _hero(t)
    if view.street != 5:
        return False
    live = [s for s in view.seats if s.in_hand]
    if len(live) != 2:
        return False
    other = next(s for s in live if s.seat != seat)
    drawing_board = len({c.rank for c in other.up_cards if _low(c)}) == 3
    four_low = len({c.rank for c in cards if _low(c)}) == 4
    return drawing_board and (_made(cards) or four_low)


def _seventh_call(t: Table) -> bool:
    view, seat, cards = _hero(t)
    return view.street == 7 and any(la.type is A.CALL for la in view.legal) and \
        sum(1 for s in view.seats if s.in_hand) <= 3


_MAKERS: dict[DrillDeck, Callable[[random.Random, list[int]], Drill | None]] = {
    DrillDeck.BRING_IN: _make_bring_in,
    DrillDeck.FIRST_TO_ACT: _make_first_to_act,
    DrillDeck.READ_LOW: _make_read_low,
    DrillDeck.THIRD_STREET: _strategy(DrillDeck.THIRD_STREET, (4, 8), _third_street),
    DrillDeck.STEAL_DEFEND: _strategy(DrillDeck.STEAL_DEFEND, (4, 8), _steal_or_defend),
    DrillDeck.FOURTH_BRICK: _strategy(DrillDeck.FOURTH_BRICK, (2, 5), _fourth_brick),
    DrillDeck.FIFTH_MADE_VS_DRAW: _strategy(DrillDeck.FIFTH_MADE_VS_DRAW, (2, 4), _fifth_made_vs_draw),
    DrillDeck.SEVENTH_CALL: _strategy(DrillDeck.SEVENTH_CALL, (2, 4), _seventh_call),
}


