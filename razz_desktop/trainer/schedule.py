"""Spaced repetition for drills: Leitner boxes counted in answers, and weaker decks drawn more often.

Leitner boxes, chosen over SM-2 because a drill is right or wrong (SM-2's
five grades would be invented here) and because a box is something a player
can be shown. The rules:

- A spot answered wrong goes into box 1 of its deck (a fresh spot as well as
  a kept one); a kept spot answered right moves up one box; past the last box
  it is learned and leaves the boxes.
- Time is counted in answers given in the deck (the deck's clock), not in
  days: a player who drills once a week meets a missed spot again after the
  same amount of practice as one who drills daily, and tests need no clock.
  A spot in box ``b`` is due once :data:`REVIEW_AFTER` ``[b]`` more answers
  were given in its deck since it was last answered.
- The next drill of a deck is its most overdue spot (lowest box first) if
  one is due, else a fresh spot.
- A session over several decks draws the deck with weight
  ``1 + WEAK_WEIGHT * (1 - score)`` (``score``: the share right of the deck's
  last :data:`SCORE_WINDOW` answers, 0.5 before any), plus
  :data:`DUE_WEIGHT` for each due spot: a deck with a low score or missed
  spots comes back more often, and a mastered one still now and then.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from .decks import DrillDeck

__all__ = ["BOXES", "DUE_WEIGHT", "REVIEW_AFTER", "SCORE_WINDOW", "WEAK_WEIGHT", "BoxedSpot", "DeckRecord",
           "Pick", "after_answer", "due", "pick_next", "score"]

BOXES = 5
REVIEW_AFTER: Mapping[int, int] = {1: 2, 2: 5, 3: 12, 4: 30, 5: 70}
"""Answers in the deck after which a spot in each box is due again."""
SCORE_WINDOW = 20
WEAK_WEIGHT = 3.0
DUE_WEIGHT = 1.0
NEW_DECK_SCORE = 0.5


@dataclass(frozen=True, slots=True)
class BoxedSpot:
    """A kept spot: its card (``DrillCard.to_json``), its box and when (deck clock) it was last answered."""

    card: str
    deck: DrillDeck
    box: int
    answered_at: int

    @property
    def due_at(self) -> int:
        return self.answered_at + REVIEW_AFTER[self.box]


@dataclass(frozen=True, slots=True)
class DeckRecord:
    """What the scheduler knows of one deck: its clock (answers given) and its recent results, oldest first."""

    deck: DrillDeck
    answers: int
    recent: tuple[bool, ...]


@dataclass(frozen=True, slots=True)
class Pick:
    """The next drill: a deck and the kept spot to ask again (None: a fresh spot)."""

    deck: DrillDeck
    spot: BoxedSpot | None


def score(record: DeckRecord | None) -> float:
    """The share right of the deck's last answers (0.5 for a deck not yet drilled)."""
    if record is None or not record.recent:
        return NEW_DECK_SCORE
    recent = record.recent[-SCORE_WINDOW:]
    return sum(recent) / len(recent)


def due(spots: Iterable[BoxedSpot], records: Mapping[DrillDeck, DeckRecord], deck: DrillDeck) -> list[BoxedSpot]:
    """The deck's due spots, most urgent first (lowest box, then the longest overdue)."""
    clock = records[deck].answers if deck in records else 0
    mine = [s for s in spots if s.deck is deck and s.due_at <= clock]
    return sorted(mine, key=lambda s: (s.box, s.due_at, s.card))


def pick_next(decks: Sequence[DrillDeck], spots: Sequence[BoxedSpot], records: Mapping[DrillDeck, DeckRecord],
              rng: random.Random, avoid: str | None = None) -> Pick:
    """The next drill of a session over ``decks`` (``avoid``: the spot just asked, never twice in a row)."""
    if not decks:
        raise ValueError("a session needs at least one deck")
    due_by_deck = {d: [s for s in due(spots, records, d) if s.card != avoid] for d in decks}
    weights = [1.0 + WEAK_WEIGHT * (1.0 - score(records.get(d))) + DUE_WEIGHT * len(due_by_deck[d])
               for d in decks]
    deck = decks[0] if len(decks) == 1 else rng.choices(list(decks), weights=weights)[0]
    waiting = due_by_deck[deck]
    return Pick(deck, waiting[0] if waiting else None)


def after_answer(spot: BoxedSpot | None, card: str, deck: DrillDeck, right: bool, clock: int) -> BoxedSpot | None:
    """The kept spot after an answer given at deck clock ``clock`` (None: not kept, or learned)."""
    if not right:
        return BoxedSpot(card, deck, 1, clock)
    if spot is None:
        return None  # a fresh spot answered right is not kept
    if spot.box >= BOXES:
        return None  # learned
    return BoxedSpot(card, deck, spot.box + 1, clock)
