"""What a drill says: its question, its choices and the explanation of its answer (context "Drills").

The trainer gives data (a question kind, seats, the engine's notes, the
Coach's hint); every sentence is made here through Qt's translation, so the
drill window and ``python -m razz_desktop.drills`` (which prints English)
read the same words.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from razz_desktop.engine.actions import ActionType
from razz_desktop.trainer.decks import DrillDeck
from razz_desktop.trainer.drill import TIE, Drill, Question

from .actions import action_word
from .cards import hand_name, street_name
from .coach import equity_text, reason_text
from .dealer import explain, seat_names
from .numbers import chips, decimal, percent, signed_decimal

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for

__all__ = ["choice_text", "deck_name", "explanation", "question_text", "verdict_text"]


def deck_name(deck: DrillDeck) -> str:
    """A deck as the drill window lists it."""
    names = {
        DrillDeck.BRING_IN: translate("Drills", "Who brings in"),
        DrillDeck.FIRST_TO_ACT: translate("Drills", "Who acts first (4th to 7th street)"),
        DrillDeck.READ_LOW: translate("Drills", "Read a seven-card low"),
        DrillDeck.THIRD_STREET: translate("Drills", "3rd street: fold, call or complete"),
        DrillDeck.STEAL_DEFEND: translate("Drills", "Steal and defend against a steal"),
        DrillDeck.FOURTH_BRICK: translate("Drills", "4th street after a brick"),
        DrillDeck.FIFTH_MADE_VS_DRAW: translate("Drills", "5th street: made low against a draw"),
        DrillDeck.SEVENTH_CALL: translate("Drills", "7th street: call or fold with the pot odds"),
    }
    return names[deck]


def _seat(seat: int) -> str:
    return translate("Drills", "Seat {n}").format(n=seat)


def question_text(drill: Drill) -> str:
    q = drill.question
    if q is Question.BRING_IN:
        return translate("Drills", "Who brings in?")
    if q is Question.FIRST_TO_ACT:
        return translate("Drills", "Who acts first on {street}?").format(street=street_name(drill.street))
    if q is Question.WINNER:
        a, b = drill.card.seats
        return translate("Drills", "Which hand wins at the showdown: {a} or {b}?").format(a=_seat(a), b=_seat(b))
    if q is Question.BEST_FIVE:
        return translate("Drills", "What is {seat}'s low (the best five of the seven cards)?").format(
            seat=_seat(drill.seat or 0))
    return translate("Drills", "You are {seat} on {street}. What do you do?").format(
        seat=_seat(drill.seat or 0), street=street_name(drill.street))


def choice_text(choice: str) -> str:
    """A choice as its button says it: "Seat 3", "Split pot", "Call", "8-6-4-2-A"."""
    if choice.startswith("seat "):
        return _seat(int(choice.split()[1]))
    if choice == TIE:
        return translate("Drills", "Split pot")
    if choice in {t.value for t in ActionType}:
        return action_word(choice)
    return choice


def verdict_text(drill: Drill, choice: str) -> str:
    """"Right." or "Wrong: the answer is Seat 3." (both accepted answers named)."""
    answers = [choice_text(a) for a in drill.answer]
    if drill.is_right(choice):
        if len(answers) > 1:
            return translate("Drills", "Right. Both {a} and {b} were accepted: too close to tell apart.").format(
                a=answers[0], b=answers[1])
        return translate("Drills", "Right.")
    if len(answers) > 1:
        return translate("Drills", "Wrong: {a} or {b}.").format(a=answers[0], b=answers[1])
    return translate("Drills", "Wrong: the answer is {answer}.").format(answer=answers[0])


def explanation(drill: Drill) -> str:
    """Why the answer is the answer, in Razz terms, with its numbers."""
    if drill.why is not None:
        return explain(drill.why, seat_names())
    if drill.question is Question.WINNER:
        a, b = drill.lows
        lines = [_low_line(a), _low_line(b)]
        if a.value == b.value:
            lines.append(translate("Drills", "The same low: the pot is split."))
        else:
            win = a if a.value < b.value else b
            lines.append(translate("Drills", "The lower hand wins, compared from the highest card down: {seat}.")
                         .format(seat=_seat(win.seat)))
        return "\n".join(lines)
    if drill.question is Question.BEST_FIVE:
        low = drill.lows[0]
        return translate("Drills", "The best five of {cards}: {five}. Pairs count against a low, "
                         "so each rank plays once and the five lowest ranks make the hand.").format(
            cards=" ".join(str(c) for c in low.cards), five=_named(low.label, low.value))
    return _strategy_text(drill)


def _low_line(low: object) -> str:
    from razz_desktop.trainer.drill import SevenCardLow

    assert isinstance(low, SevenCardLow)
    return translate("Drills", "{seat}: {cards}, best five {five}.").format(
        seat=_seat(low.seat), cards=" ".join(str(c) for c in low.cards), five=_named(low.label, low.value))


def _named(label: str, value: int) -> str:
    """"8-6-4-2-A", or "5-4-3-2-A (the wheel)" / "K-K-9-4-2 (pair of kings)" when the name says more."""
    name = hand_name(value)
    return label if name == label else f"{label} ({name})"


def _strategy_text(drill: Drill) -> str:
    hint = drill.hint
    if hint is None:
        return ""
    values = drill.values_bb()
    ordered = sorted(values, key=lambda k: -values[k])
    figures = ", ".join(f"{action_word(k)} {signed_decimal(values[k], 2)}" for k in ordered)
    lines = [translate("Drills", "Values in big bets against folding: {figures}.").format(figures=figures),
             reason_text(hint.reason)]
    equity = equity_text(hint.vs_likely)
    if hint.to_call:
        lines.append(translate("Drills", "Pot odds: {pot} to call {call} ({odds} to 1), so a call needs {needs} "
                               "equity; you have {equity} against the likely hands.").format(
            pot=chips(hint.pot), call=chips(hint.to_call), odds=decimal(hint.pot / hint.to_call, 1),
            needs=percent(hint.call_needs), equity=equity))
    else:
        lines.append(translate("Drills", "Your equity against the likely hands: {equity}.").format(equity=equity))
    return "\n".join(line for line in lines if line)
