"""A finished hand dealt again up to one seat's n-th decision, to be played on from there.

"Play it again from here" (issue 36): the same stacks, the same cards and the
same actions as the original up to the chosen decision, then the seat decides
again. The engine is deterministic given the deck order, so the rebuilt hand is
the original replayed, not an imitation of it: :func:`rewind` checks that every
event up to the decision is equal to the record's and refuses otherwise (a
record this engine cannot reproduce, e.g. an imported hand with unknown cards).

The cards still to come are the original deck's, or (``fresh``) the cards not
yet dealt shuffled again: the cards already out (everyone's, face down too)
stay where they were, only the future changes.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from .actions import AGGRESSIVE, Action, ActionType, IllegalActionError
from .cards import CardError, Deck
from .events import Event, HandRevealed, PlayerActed
from .hand import Hand
from .record import HandRecord


class RewindError(ValueError):
    """The record cannot be dealt again up to that decision (no such decision, or not reproducible)."""


@dataclass(frozen=True, slots=True)
class Rewound:
    """A hand rebuilt up to a decision, with what the original did there."""

    hand: Hand
    """Started and played up to the decision: ``hand.to_act`` is the seat to decide."""
    seat: int
    index: int
    original_action: ActionType
    """What the seat did at this decision in the original hand."""
    actions_replayed: int
    """Actions (everyone's) played again before the decision."""
    cards_dealt: int
    """Cards out of the deck at the decision; the rest are the original's or a fresh shuffle."""


def decision_position(record: HandRecord, seat: int, index: int) -> int:
    """Where ``seat``'s ``index``-th action (0 = first) is among the hand's actions, counted over everyone's.

    The count is the Coach's ``decision_index``: the n-th decision is the seat's
    n-th ``PlayerActed`` (a bring-in posted counts, showing or mucking does not act).
    """
    if index < 0:
        raise RewindError(f"a decision index cannot be negative, got {index}")
    mine = 0
    position = 0
    for event in record.events:
        if not isinstance(event, PlayerActed):
            continue
        if event.seat == seat:
            if mine == index:
                return position
            mine += 1
        position += 1
    raise RewindError(f"seat {seat} made {mine} decision(s) in hand {record.hand_id}; there is no decision {index}")


def _as_action(event: PlayerActed) -> Action:
    """The action that produced ``event``: aggressive ones with their total (a 4th-street big bet has two sizes)."""
    to = event.to if event.type in AGGRESSIVE or event.type is ActionType.BRING_IN else None
    return Action(event.seat, event.type, to)


def action_for(event: Event, hand: Hand) -> Action | None:
    """The action to play on ``hand`` (a record dealt again) for the record's ``event``, if any.

    A seat's action as it was recorded (:func:`_as_action`); a hand shown or
    mucked at the showdown when it is that seat's turn to show (the engine
    shows some hands by itself, which are then no action); None for every
    other event (cards dealt, pots, the engine's own doing).
    """
    if isinstance(event, PlayerActed):
        return _as_action(event)
    if isinstance(event, HandRevealed) and hand.to_act == event.seat and not hand.finished:
        return Action(event.seat, ActionType.SHOW if event.shown else ActionType.MUCK)
    return None


def _replay(record: HandRecord, deck: Deck, position: int, hand_id: int) -> Hand:
    hand = Hand(record.config, dict(record.starting_stacks), deck=deck, hand_id=hand_id)
    hand.start()
    played = [e for e in record.events if isinstance(e, PlayerActed)][:position]
    for i, event in enumerate(played):
        try:
            hand.act(_as_action(event))
        except (IllegalActionError, CardError) as exc:
            raise RewindError(f"action {i} ({event.type.value} by seat {event.seat}) cannot be played again: {exc}") \
                from None
    return hand


def rewind(record: HandRecord, seat: int, index: int, *, fresh: random.Random | None = None,
           hand_id: int | None = None) -> Rewound:
    """``record`` dealt again up to ``seat``'s ``index``-th decision, with ``seat`` to act.

    ``fresh``: shuffle the cards not yet dealt with this generator (None: the
    original deck). ``hand_id``: the rebuilt hand's number (default: the original's).
    Raises :class:`RewindError` when there is no such decision or the record
    does not replay to the same events.
    """
    if seat not in record.seats:
        raise RewindError(f"seat {seat} was not dealt in hand {record.hand_id}")
    position = decision_position(record, seat, index)
    number = record.hand_id if hand_id is None else hand_id
    order = [int(c) for c in record.deck]
    if len(order) != 52:
        raise RewindError(f"hand {record.hand_id} does not keep its whole deck ({len(order)} cards)")
    try:
        hand = _replay(record, Deck(order), position, number)
    except CardError as exc:
        raise RewindError(f"hand {record.hand_id}'s deck cannot be dealt again: {exc}") from None
    prefix = hand.events
    original = record.events[:len(prefix)]
    same = len(original) == len(prefix) and all(
        a == b or (number != record.hand_id and i == 0) for i, (a, b) in enumerate(zip(original, prefix, strict=True)))
    if not same or hand.to_act != seat:
        raise RewindError(f"hand {record.hand_id} does not replay to the same table up to decision {index}")
    dealt = sum(len(hand.cards_of(s)) for s in hand.seats) + (hand.community_card is not None)
    if fresh is not None:
        rest = order[dealt:]
        fresh.shuffle(rest)
        hand = _replay(record, Deck(order[:dealt] + rest), position, number)
    acted = next(e for e in record.events[len(prefix):] if isinstance(e, PlayerActed))
    return Rewound(hand, seat, index, acted.type, position, dealt)
