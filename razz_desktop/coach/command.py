"""Advice for any spot from the command line: ``python -m razz_desktop.coach SPOT.json`` (or ``-``).

``SPOT.json`` is a scenario of ``python -m razz_desktop.engine.scenario``
(stakes, house rules, seats, deck, actions); ``deck`` may list only the
cards dealt so far. The spot is the decision of the seat to act after the
actions. Prints one JSON object and exits 0::

    {"seat": 4, "street": 3, "action": "complete",
     "values": {"fold": 0.0, "call": 0.41, "complete": 0.52},
     "equity": {"vs_random": 0.612, "vs_likely": 0.551}, "call_needs": 0.2,
     "reason": "Complete: ...", "likely_hands": {"2": "Seat 2, 7-5 showing: ..."}}

``values`` are the Expert's, in big bets relative to folding, as the Coach
panel shows them (two decimals); ``call_needs`` is null when nothing is to
be called; action names are the scenario's words. ``reason`` and
``likely_hands`` are the Coach panel's own English sentences (the same
wording layer, ``ui.wording.coach``). The advice is the table's: the same
spot, the same seed (``coach.spot``) and model (``coach.public``). A spot
where the hand is over (or only the showdown is left), or a malformed or
unreadable file, prints ``{"error": "..."}`` and exits 2. Other tools read
these keys: keep them.

A front end (DESIGN.md: command lines live beside what they drive): the one
module of ``coach`` that imports the wording layer and Qt's core (no
display: a ``QCoreApplication`` only, for the English plural forms).
"""

from __future__ import annotations

import json
import sys
from typing import Any

from razz_desktop.engine.actions import Action, ActionType, IllegalActionError
from razz_desktop.engine.cards import CardError
from razz_desktop.engine.hand import Hand
from razz_desktop.engine.rules import ConfigError
from razz_desktop.engine.scenario import ScenarioError, load

__all__ = ["advise", "main", "spot_hand"]

USAGE = "usage: python -m razz_desktop.coach SPOT.json (or - for standard input)"
_WORDS = {t.value: t for t in ActionType}


class SpotError(ValueError):
    """The file does not describe a decision the Coach can advise on."""


def spot_hand(data: Any) -> Hand:
    """The scenario's hand, played up to the decision it asks about."""
    try:
        hand, actions = load(data)
    except (ScenarioError, ConfigError, CardError, TypeError, ValueError) as exc:
        raise SpotError(str(exc)) from None
    for i, word in enumerate(actions):
        seat = hand.to_act
        if seat is None:
            raise SpotError(f"action {i} ({word!r}) given but nobody is to act: the hand is over")
        if word == "big-bet":
            action = Action(seat, ActionType.BET, hand.config.stakes.big_bet)
        elif word in _WORDS:
            action = Action(seat, _WORDS[word])
        else:
            raise SpotError(f"action {i}: unknown action {word!r}; known: {', '.join(sorted(_WORDS))}, big-bet")
        try:
            hand.act(action)
        except IllegalActionError as exc:
            raise SpotError(f"action {i} ({word!r}): {exc}") from None
        except CardError as exc:
            raise SpotError(f"action {i} ({word!r}): {exc} (the deck lists too few cards)") from None
    if hand.finished or hand.to_act is None:
        raise SpotError("the hand is over: there is no decision to advise on")
    if {la.type for la in hand.legal_actions()} <= {ActionType.SHOW, ActionType.MUCK}:
        raise SpotError("only the showdown is left: there is no betting decision to advise on")
    return hand


def advise(data: Any) -> dict[str, Any]:
    """The Coach's advice for the spot ``data`` describes, as the command prints it."""
    from razz_desktop.coach.hints import make_hint
    from razz_desktop.ui.wording.coach import likely_text, reason_text

    hand = spot_hand(data)
    seat = hand.to_act
    assert seat is not None
    hint = make_hint(hand.view(seat))
    values = hint.values
    ordered = sorted(values.values, key=lambda k: -values.values[k])
    return {
        "seat": hint.seat,
        "street": hint.street,
        "action": hint.action.value,
        "values": {k.value: round(values.in_big_bets(k), 2) + 0.0 for k in ordered},
        "equity": {"vs_random": round(hint.vs_random.equity, 3),
                   "vs_likely": round(hint.vs_likely.equity, 3)},
        "call_needs": round(hint.call_needs, 3) if hint.to_call else None,
        "reason": reason_text(hint.reason),
        "likely_hands": {str(r.seat): likely_text(r) for r in hint.likely_hands},
    }


def _english() -> object:
    """English texts and figures whatever the system's language (the output is read by tools)."""
    from PySide6.QtCore import QCoreApplication

    from razz_desktop.ui.i18n import Translations

    app = QCoreApplication.instance() or QCoreApplication(["razz-coach"])
    english = Translations()
    english.install("en")  # the English plural forms ("1 low door"); sets the locale
    return app, english  # both kept alive: a freed translator is uninstalled


def _read(arg: str) -> Any:
    if arg == "-":
        return json.load(sys.stdin)
    with open(arg, encoding="utf-8") as f:
        return json.load(f)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1 or args[0] in ("-h", "--help"):
        print(json.dumps({"error": USAGE}))
        return 2
    try:
        data = _read(args[0])
    except (OSError, ValueError, RecursionError) as exc:
        text = "the JSON is nested too deeply" if isinstance(exc, RecursionError) else str(exc)
        print(json.dumps({"error": f"cannot read the spot: {text}"}))
        return 2
    app = _english()
    try:
        out = advise(data)
    except SpotError as exc:
        print(json.dumps({"error": str(exc)}))
        return 2
    finally:
        del app
    print(json.dumps(out, ensure_ascii=False))
    return 0
