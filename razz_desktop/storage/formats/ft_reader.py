"""Reading Full Tilt Razz hand-history text into the facts ``hh_replay`` checks.

Full Tilt writes what PokerStars writes in other words, and the replay is the
same: this module only turns its lines into a ``HandText``. Its spellings
(see ``shared/handhistories/README.md``):

- header ``Full Tilt Poker Game #N: Table T (6 max) - $2.50/$5 Ante $0.40 -
  Limit Razz - 20:40:04 CET - 2011/04/07 [14:40:04 ET - 2011/04/07]``, the
  ante stated there; seats ``Seat 1: Name ($113.65)``;
- ``Name antes $0.40``, ``brings in for``, ``completes it to X``, ``raises
  to X`` (the round total), ``bets``, ``calls``, ``, and is all in``;
- ``*** 3RD STREET ***`` ... ``*** 7TH STREET ***``; no showdown line: the
  hands are shown (``shows [..]``) or mucked (``mucks``) at the end, and the
  winner "wins the pot (X)" (an uncontested winner "mucks" alone);
- ``Uncalled bet of X returned to Name``, which Full Tilt also writes for the
  part of an all-in player's short ante nobody else can win (named as a
  convention by the replay);
- files are UTF-16 (``importing`` decodes them); lines are often separated by
  blank lines, which are skipped.

Names are matched by prefix against the seated names, longest first, and every
pattern is anchored, so the work stays linear in the text (the limits of
``hh_errors`` bound each line and each hand).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from .hh_errors import MAX_DIGITS, MAX_SEATS, HandHistoryError
from .hh_parsed import HandText, ParsedSeat, TextAction, new_tuple
from .hh_reader import Block, blocks, parse_amount
from .hh_reader import _cards as cards_of

SITE = "Full Tilt"
_HAND_START = re.compile(r"Full Tilt Poker (?:Game|Hand) #(?P<id>\d+):")
_HEADER = re.compile(
    r"(?:.*?Table (?P<table>[^-]*?)(?: \(\d+ max\))?(?: \(.*?\))? - )?"
    r"(?P<small>\$?[\d.,]+)/(?P<big>\$?[\d.,]+)(?: Ante (?P<ante>\$?[\d.,]+))? - (?:Limit )?Razz(?: Limit)? - "
)
_SEAT = re.compile(r"Seat (?P<seat>\d+): (?P<name>.+) \((?P<stack>\$?[\d.,]+)\)(?:, .*)?$")
_STREET = re.compile(r"\*\*\* (?P<n>3RD|4TH|5TH|6TH|7TH) STREET \*\*\*")
_STREET_NUMBER = {"3RD": 3, "4TH": 4, "5TH": 5, "6TH": 6, "7TH": 7}
_DEALT = re.compile(r"\[(?P<a>[^\]]*)\](?: \[(?P<b>[^\]]*)\])?\s*$")
_UNCALLED = re.compile(r"Uncalled bet of (?P<amount>\$?[\d.,]+) returned to (?P<name>.+)$")
_WINS = re.compile(r"(?:wins|ties for) the (?P<pot>pot|main pot|side pot(?: #?\d+)?) \((?P<amount>\$?[\d.,]+)\)")
_TOTAL = re.compile(
    r"Total pot (?P<amount>\$?[\d.,]+)(?P<pots>(?: (?:Main pot|Side pot(?: #?\d+)?) \$?[\d.,]+\.)*)"
    r"(?: \| Rake (?P<rake>\$?[\d.,]+))?"
)
_POT_PART = re.compile(r"(?:Main pot|Side pot(?: #?\d+)?) (?P<amount>\$?[\d.,]+)\.")
_SUMMARY_CARDS = re.compile(r"(?:.*?, )?(?:mucked|showed) \[(?P<cards>[^\]]*)\]")
_ACTION = re.compile(
    r"(?:(?P<ante>antes)|(?P<bring>brings in for)|(?P<bet>bets)|(?P<call>calls)) (?P<amount>\$?[\d.,]+)$"
    r"|(?:completes it to|raises to) (?P<to>\$?[\d.,]+)$"
    r"|(?P<check>checks)$|(?P<fold>folds)(?: \[[^\]]*\])?$"
    r"|shows \[(?P<shown>[^\]]*)\].*|(?P<muck>mucks)(?: hand)?$"
)
_ALL_IN = ", and is all in"
_FtAction = tuple[str, "str | None"]
_ACTIONS_SEEN: dict[str, _FtAction] = {}
"""What the words after a name (an all-in already cut off) say, as (kind, the amount's text):
kind "" for words that are no action, "ante", "shown" (the cards' text), "muck", "to" (a
completion or raise to a total) or the verb (bring, bet, call, check, fold); the amount is then
read as ever (``parse_amount``, itself cached). The same few words fill every hand of a file, and
a lookup replaces the pattern of every alternative for each (bounded)."""
_ACTIONS_SEEN_SIZE = 50_000


def _ft_action(rest: str) -> _FtAction:
    """``rest``'s kind and amount text, as ``parse_ft_block`` reads ``_ACTION``'s match."""
    got = _ACTIONS_SEEN.get(rest)
    if got is not None:
        return got
    a = _ACTION.match(rest)
    if a is None:
        got = ("", None)
    elif a["ante"]:
        got = ("ante", a["amount"])
    elif a["shown"] is not None:
        got = ("shown", a["shown"])
    elif a["muck"]:
        got = ("muck", None)
    elif a["to"] is not None:
        got = ("to", a["to"])
    else:
        got = (next(v for v in ("bring", "bet", "call", "check", "fold") if a[v]), a["amount"] or None)
    if len(rest) <= 64 and len(_ACTIONS_SEEN) < _ACTIONS_SEEN_SIZE:
        _ACTIONS_SEEN[rest] = got
    return got


def ft_blocks(text: str, others: list[str | None] | None = None) -> Iterator[Block]:
    """Each Full Tilt Razz hand's lines (other games' ids go to ``others``)."""
    return blocks(text, "Full Tilt Poker ", _HAND_START, others)


def _fail(reason: str, line: int, hand_id: str | None) -> HandHistoryError:
    return HandHistoryError(reason, line=line, hand_id=hand_id)


def _header(number: int, line: str) -> tuple[HandText, int]:
    start = _HAND_START.match(line)
    assert start is not None  # ft_blocks starts a block only at a header
    hand_id = start["id"]
    if len(hand_id) > MAX_DIGITS:
        raise _fail(f"the hand id has {len(hand_id):,} digits; the reader takes at most {MAX_DIGITS}", number, None)
    m = _HEADER.match(line, start.end())
    if m is None:
        raise _fail("the header names no Razz stakes such as '$2.50/$5 Ante $0.40 - Limit Razz'", number, hand_id)
    dollars = m["small"].startswith("$")
    small = parse_amount(m["small"], dollars, number, hand_id)
    big = parse_amount(m["big"], dollars, number, hand_id)
    ante = parse_amount(m["ante"], dollars, number, hand_id) if m["ante"] else 0
    h = HandText(hand_id, number, number, small, big, dollars, line[m.end():].strip(), site=SITE)
    h.table = (m["table"] or "").strip()
    return h, ante


def parse_ft_block(block: Block) -> HandText:
    """The hand's facts; the first bad line (reading stops there) is refused."""
    number, header = block.lines[0]
    if block.problem is not None and block.problem.line == number:
        raise block.problem
    h, _ = _header(number, header)
    hand_id = h.hand_id
    h.last_line = block.lines[-1][0]

    def money(text: str, line: int) -> int:
        return parse_amount(text, h.dollars, line, hand_id)

    by_name: dict[str, int] = {}
    names: list[str] = []
    section = "seats"
    street = 0
    shows: list[tuple[int, bool, int]] = []  # seat, shown, line

    for number, line in block.lines[1:]:
        if section == "seats":
            if (s := _SEAT.match(line)) is not None:
                if len(h.seats) >= MAX_SEATS:
                    raise _fail(f"more than {MAX_SEATS} seat lines; a Razz table seats at most {MAX_SEATS}",
                                number, hand_id)
                if len(s["seat"]) > 2 or not 1 <= int(s["seat"]) <= MAX_SEATS:
                    raise _fail(f"seat {s['seat'][:20]} does not exist: seats are 1 to {MAX_SEATS}", number, hand_id)
                seat, name = int(s["seat"]), s["name"]
                if seat in h.seat_line or name in by_name:
                    what = f"seat {seat}" if seat in h.seat_line else f"the name {name!r}"
                    raise _fail(f"{what} is listed twice", number, hand_id)
                h.seats.append(ParsedSeat(seat, name, money(s["stack"], number)))
                h.seat_line[seat] = number
                by_name[name] = seat
                continue
            section = "play"
            names = sorted(by_name, key=len, reverse=True)
            spoken = [(n, n + " ") for n in names]  # each name with the space its lines follow it by
        if line.startswith("*** SUMMARY ***"):
            section = "summary"
            h.summary_line = number
            continue
        if section == "summary":
            if (t := _TOTAL.match(line)) is not None:
                h.total = money(t["amount"], number)
                h.total_line = number
                h.pots = [money(p["amount"], number) for p in _POT_PART.finditer(t["pots"])]
                h.rake = money(t["rake"], number) if t["rake"] is not None else 0
            elif line.startswith("Seat "):
                head = line.split(": ", 1)
                if len(head) == 2 and head[0][5:].isdigit() and len(head[0]) <= 7:
                    seat = int(head[0][5:])
                    name = next((p.name for p in h.seats if p.seat == seat), None)
                    if name is not None and head[1].startswith(name + " "):
                        c = _SUMMARY_CARDS.match(head[1], len(name) + 1)
                        if c is not None:
                            h.reveal(seat, cards_of(c["cards"], number, hand_id), number)
            continue
        if (st := _STREET.match(line)) is not None:
            street = _STREET_NUMBER[st["n"]]
            if street <= h.last_street:
                raise _fail(f"the {st['n']} STREET header comes after a later street's", number, hand_id)
            h.last_street = street
            h.street_line[street] = number
            continue
        if line.startswith("Dealt to "):
            rest = line[9:]
            for name in names:
                if rest.startswith(name + " [") and (d := _DEALT.match(rest, len(name) + 1)) is not None:
                    seat = by_name[name]
                    old = cards_of(d["a"], number, hand_id)
                    new = cards_of(d["b"], number, hand_id) if d["b"] is not None else old
                    if street == 3 and d["b"] is None and len(new) == 1:
                        h.dealt_third.add(seat)
                        h.learn(seat, 2, new[0], number)
                    elif street == 3 and len(old) == 2 and len(new) == 1:
                        h.dealt_third.add(seat)
                        h.hero = name
                        for slot, card in enumerate((*old, new[0])):
                            h.learn(seat, slot, card, number)
                    elif 4 <= street <= 7 and d["b"] is not None and len(new) == 1:
                        h.learn(seat, street - 1, new[0], number)
                    else:
                        raise _fail(f"a Dealt line on {'street ' + str(street) if street else 'no street'} "
                                    f"cannot deal {len(new)} new card(s)", number, hand_id)
                    h.seen(seat, old)
                    if d["b"] is not None:
                        h.seen(seat, new)
                    break
            continue
        if (u := _UNCALLED.match(line)) is not None:
            if u["name"] not in by_name:
                raise _fail(f"{u['name']!r} is not seated", number, hand_id)
            h.uncalled.append((by_name[u["name"]], money(u["amount"], number), number))
            continue
        name = next((n for n, prefix in spoken if line.startswith(prefix)), None)
        if name is None:
            continue  # chat ("x: miss read"), table messages
        seat = by_name[name]
        rest = line[len(name) + 1:]
        if (w := _WINS.match(rest)) is not None:
            h.collected.append((seat, money(w["amount"], number), w["pot"], number))
            continue
        all_in = rest.endswith(_ALL_IN)
        if all_in:
            rest = rest[: -len(_ALL_IN)]
        kind, said = _ft_action(rest)
        if not kind:
            continue  # "is high with", "has 15 seconds left to act", "stands up", ...
        if kind == "ante":
            h.antes.append((seat, money(said, number), all_in, number))  # type: ignore[arg-type]
        elif kind == "shown":
            h.reveal(seat, cards_of(said, number, hand_id), number)  # type: ignore[arg-type]
            shows.append((seat, True, number))
        elif kind == "muck":
            shows.append((seat, False, number))
        else:
            if not 3 <= street <= 7:
                raise _fail(f"an action outside a betting round: {line[:80]!r}", number, hand_id)
            if kind == "to":
                h.actions.append(new_tuple(TextAction, (number, street, seat, "to", 0, money(said, number),  # type: ignore[arg-type]
                                                         all_in)))
            else:
                amount = money(said, number) if said else 0
                h.actions.append(new_tuple(TextAction, (number, street, seat, kind, amount, 0, all_in)))
    if block.problem is not None:
        raise block.problem
    if not h.seats:
        raise _fail("the hand lists no seats", h.header_line, hand_id)
    order: dict[int, bool] = {}
    for seat, shown, _ in shows:
        order[seat] = order.get(seat, False) or shown
    if len(order) >= 2:  # an uncontested winner mucks alone: no showdown
        h.showdown_line = shows[0][2]
        h.showdown = list(order.items())
    return h
