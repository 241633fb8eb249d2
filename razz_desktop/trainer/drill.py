"""One drill: a spot, its question, its choices and its answer key, and what explains the answer.

A drill is kept (a missed spot comes back later) as its :class:`DrillCard`:
the deck, the kind of question and the spot. Everything else is rebuilt from
it by :func:`razz_desktop.trainer.generate.rebuild`, the engine deciding the
rule drills and the decision model (seeded by the spot) the strategy drills,
so a stored drill is asked and answered exactly as when it was first dealt.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from razz_desktop.engine.cards import Card
from razz_desktop.engine.messages import Note
from razz_desktop.engine.views import SeatView

from .decks import DrillDeck

if TYPE_CHECKING:
    from razz_desktop.coach.advice import Hint

__all__ = ["TIE", "Answered", "Drill", "DrillCard", "Question", "seat_choice"]

TIE = "tie"
"""The choice "the two hands split the pot" of a which-hand-wins drill."""


class Question(StrEnum):
    BRING_IN = "bring_in"  # which seat brings in?
    FIRST_TO_ACT = "first_to_act"  # which seat acts first on this street?
    WINNER = "winner"  # which of two seven-card hands wins (or a tie)?
    BEST_FIVE = "best_five"  # what is this seat's low (its best five)?
    ACTION = "action"  # what does the seat to act do?


def seat_choice(seat: int) -> str:
    """A seat as a choice: ``"seat 3"`` (the command prints it; the window words it)."""
    return f"seat {seat}"


@dataclass(frozen=True, slots=True)
class DrillCard:
    """What a drill is kept as: enough to ask it again exactly."""

    deck: DrillDeck
    question: Question
    spot: dict[str, Any]
    seats: tuple[int, ...] = ()  # the seats the question names (best five: one; which wins: two)

    def to_json(self) -> str:
        return json.dumps({"deck": self.deck.value, "question": self.question.value, "spot": self.spot,
                           "seats": list(self.seats)}, sort_keys=True, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> DrillCard:
        data = json.loads(text)
        return cls(DrillDeck(data["deck"]), Question(data["question"]), data["spot"],
                   tuple(int(s) for s in data.get("seats", ())))


@dataclass(frozen=True, slots=True)
class SevenCardLow:
    """A seat's seven cards valued: the low they make and the five that make it."""

    seat: int
    cards: tuple[Card, ...]
    value: int
    best_five: tuple[Card, ...]

    @property
    def label(self) -> str:
        """The five as a player writes them, highest first: ``"8-6-4-2-A"``."""
        return "-".join(c.rank_char for c in self.best_five)


@dataclass(frozen=True, slots=True)
class Drill:
    """A drill as it is asked: the table to draw, the choices, the answer and its explanation."""

    card: DrillCard
    view: SeatView  # what the table shows (the hero's view; a spectator's for the rule drills)
    choices: tuple[str, ...]
    answer: tuple[str, ...]  # one, or the top two when the values cannot tell them apart
    street: int
    seat: int | None = None  # the seat to act (strategy drills) or the seat asked about
    why: Note | None = None  # the engine's explanation (bring-in, first to act)
    lows: tuple[SevenCardLow, ...] = ()  # read-a-low drills: the hands and their best five
    hint: Hint | None = None  # strategy drills: the Coach's hint, values in big bets

    @property
    def deck(self) -> DrillDeck:
        return self.card.deck

    @property
    def question(self) -> Question:
        return self.card.question

    def is_right(self, choice: str) -> bool:
        return choice in self.answer

    def values_bb(self) -> dict[str, float]:
        """Strategy drills: each choice's value in big bets against folding (as the Coach shows it)."""
        if self.hint is None:
            return {}
        values = self.hint.values
        return {k.value: values.in_big_bets(k) for k in values.values if k.value in self.choices}


@dataclass(frozen=True, slots=True)
class Answered:
    """An answer as the drill window shows it back."""

    drill: Drill
    choice: str
    right: bool
    box: int | None  # the Leitner box the spot is in now (None: not kept, or learned)
    review: bool  # the spot was a missed one asked again
