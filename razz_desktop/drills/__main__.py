"""Drills as JSON: ``python -m razz_desktop.drills --skill SKILL --count N --seed S``.

Prints exactly one JSON list, one object per drill::

    [{"skill": "seventh_call", "spot": {...}, "question": "You are Seat 3 on 7th street. What do you do?",
      "choices": ["fold", "call", "raise"], "answer": ["call"]}, ...]

``spot`` is a scenario that ``python -m razz_desktop.coach`` reads as it is
(the deck lists the cards dealt so far; the decision is the seat to act's).
Choices are action words (the scenario's), ``"seat N"``, ``"tie"`` (a split
pot) or a low written highest card first (``"8-6-4-2-A"``); ``answer`` holds
one choice, or two when the decision model cannot tell them apart (both are
accepted). Same seed, same drills. ``--skill list`` prints the skill names,
one per line. Bad arguments print a message to standard error and exit 2.
"""

from __future__ import annotations

import argparse
import json
import sys

from razz_desktop.trainer.decks import DrillDeck, deck_named
from razz_desktop.trainer.generate import GenerationError, generate

MAX_COUNT = 1000


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m razz_desktop.drills",
                                description="Print generated drills as a JSON list.")
    p.add_argument("--skill", required=True, help="a skill name, or 'list' to list them")
    p.add_argument("--count", type=int, default=1, help=f"drills to print (1 to {MAX_COUNT}; default 1)")
    p.add_argument("--seed", type=int, default=0, help="the same seed gives the same drills (default 0)")
    return p


def _english() -> object:
    """English questions whatever the system's language (tools read the output)."""
    from PySide6.QtCore import QCoreApplication

    from razz_desktop.ui.i18n import Translations

    app = QCoreApplication.instance() or QCoreApplication(["razz-drills"])
    english = Translations()
    english.install("en")
    return app, english


def main(argv: list[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    if args.skill == "list":
        print("\n".join(d.value for d in DrillDeck))
        return 0
    try:
        deck = deck_named(args.skill)
    except ValueError as exc:
        parser.error(str(exc))
    if not 1 <= args.count <= MAX_COUNT:
        parser.error(f"--count must be 1 to {MAX_COUNT}, got {args.count}")
    keep = _english()
    from razz_desktop.ui.wording.drills import question_text

    try:
        drills = generate(deck, args.count, args.seed)
    except GenerationError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    out = [{"skill": d.deck.value, "spot": d.card.spot, "question": question_text(d),
            "choices": list(d.choices), "answer": list(d.answer)} for d in drills]
    del keep
    print(json.dumps(out, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
