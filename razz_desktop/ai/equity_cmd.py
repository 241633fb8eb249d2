"""``razz-equity``: the equity calculator on the command line (``python -m razz_desktop.ai.equity_cmd``).

A thin front end over ``ai.calculator`` (the window calls the same
``calculate``, so both give the same numbers): parses the hands, prints a
table or, with ``--json``, one JSON object whose keys other tools parse
(``exact``, ``hands`` with ``cards``, ``win``, ``tie``, ``equity``, ``makes``
"8"/"7"/"6"/"5", ``outs``, and ``margin`` for Monte Carlo only, ``trials``).
Any refused question (a duplicate card, more than seven cards for a hand, an
unknown card word, fewer than two hands) prints one line on stderr and exits
with status 2, as argparse does for its own errors.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from razz_desktop.ai.calculator import (
    DEFAULT_SAMPLES,
    EXACT_BUDGET,
    CalculatorError,
    CalculatorResult,
    calculate,
    parse_question,
)

_COLUMNS = ("Hand", "Win", "Tie", "Equity", "8-low", "7-low", "6-low", "Wheel", "Outs")


def _percent(x: float) -> str:
    return f"{100 * x:.2f}%"


def format_table(result: CalculatorResult, seed: int | None = None) -> str:
    """The result as a plain-text table, one row per hand, then the outs' cards."""
    margin = not result.exact
    head = list(_COLUMNS)
    if margin:
        head.insert(4, "+/- 95%")
    rows = [head]
    for h in result.hands:
        row = [" ".join(h.cards) or "(no cards)", _percent(h.win), _percent(h.tie),
               _percent(h.equity)]
        if margin:
            row.append(_percent(h.margin or 0.0))
        row += [_percent(h.makes[k]) for k in ("8", "7", "6", "5")]
        row.append(str(h.outs.improves))
        rows.append(row)
    widths = [max(len(r[i]) for r in rows) for i in range(len(head))]
    lines = ["  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in
                       enumerate(zip(r, widths, strict=True))).rstrip() for r in rows]
    if result.exact:
        lines.insert(0, f"Exact: every one of {result.trials:,} deals.")
    else:
        seeded = "" if seed is None else f", seed {seed}"
        lines.insert(0, f"Monte Carlo: {result.trials:,} random deals{seeded}; "
                        "+/- 95% is the margin of the equity.")
    if result.community:
        lines.append("The deck runs short: one community card is every hand's seventh card.")
    lines.append("Outs: unseen cards that improve the hand's low as its next card.")
    for i, h in enumerate(result.hands):
        cards = " ".join(h.outs.as_dict()["cards"]) if h.outs.improves else "none"  # type: ignore[arg-type]
        lines.append(f"  hand {i + 1}: {cards}")
    return "\n".join(lines)


_EPILOG = """\
cards:  ranks A 2-9 T J Q K (or 10), suits c d h s, any case; ?? is a card
        dealt to that hand but not seen. A hand lists at most 7 cards, in deal
        order; cards it has not been dealt yet are simply left off.
makes:  the chance of finishing with an 8-low or better ("8"), a 7-low or
        better ("7"), a 6-low or better ("6") and the wheel 5-4-3-2-A ("5").
outs:   unseen cards that, dealt as the hand's next card, improve its best low:
        with 5 or more known cards a lower five-card low; with fewer, a new
        rank of 8 or lower. Cards known in any hand or dead do not count.
--json: {"exact": bool, "hands": [{"cards", "win", "tie", "equity", "makes",
        "outs": {"improves", "cards"}, "margin" (Monte Carlo only: 95% margin
        of the equity)}], "trials": deals counted or sampled}
exit:   0, or 2 with one line on stderr for a question it refuses.
"""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="razz-equity",
        description="Razz equity of 2 to 8 hands: win, tie, equity, the chance of an 8, 7, "
                    "6-low or the wheel, and outs for the next card. Exact when the "
                    f"enumeration has at most {EXACT_BUDGET:,} cases, otherwise Monte Carlo.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog=_EPILOG)
    parser.add_argument("--hand", action="append", default=[], metavar="CARDS",
                        help='one hand in deal order, "??" for an unknown card, e.g. '
                             '"?? ?? Kc" (repeat for each hand, 2 to 8)')
    parser.add_argument("--dead", default="", metavar="CARDS",
                        help='cards out of play, e.g. folded upcards "4c 4d"')
    parser.add_argument("--samples", type=int, default=DEFAULT_SAMPLES, metavar="N",
                        help=f"Monte Carlo deals when enumeration is too large "
                             f"(default {DEFAULT_SAMPLES:,})")
    parser.add_argument("--seed", type=int, default=None, metavar="S",
                        help="seed of the Monte Carlo deals (same seed, same numbers)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        if args.samples < 2:
            raise CalculatorError("--samples must be at least 2", "samples")
        result = calculate(parse_question(args.hand, args.dead), samples=args.samples,
                           seed=args.seed)
    except CalculatorError as exc:
        print(f"razz-equity: error: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(result.as_dict()))
    else:
        print(format_table(result, args.seed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
