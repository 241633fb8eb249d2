"""Reading PokerStars Razz hand-history text: this app's export and PokerStars' own files.

Real files interleave chat and table messages, which the reader skips; other
games in a mixed-game file and other sites' hands are skipped too. Reading is
two steps:

1. ``blocks`` splits a text into hands and ``parse_block`` turns one hand's lines into a ``HandText``: what the text
   says, each fact with the line it came from. Every regular expression here
   is anchored and free of nested or overlapping repetition, names are
   matched by prefix against the (at most 8) seated names, and the limits of
   ``hh_errors`` bound each line and each hand, so the work is linear in the
   size of the text.
2. ``hh_replay.replay`` (called by ``hhtext``) plays the hand through the engine with the text's
   stakes, stacks and known cards and refuses it at the first line the engine
   disagrees with. The actions a ``ParsedHand`` gives back are the engine's
   own (a text "raises" becomes a completion or a raise as the engine decides),
   so an exported hand reads back to the same actions and amounts.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from razz_desktop.engine.cards import CARDS, Card, CardError, parse_cards
from razz_desktop.records import TournamentTag
from razz_desktop.tournament.schedule import from_roman

from .hh_errors import MAX_DIGITS, MAX_LINE_CHARS, MAX_LINES_PER_HAND, MAX_SEATS, HandHistoryError
from .hh_parsed import HandText, ParsedSeat, TextAction, new_tuple
from .hh_parsed import fail as _fail

_HAND_START = re.compile(r"PokerStars (?:Home Game )?(?:Hand|Game) #(?P<id>\d+):")
_STAKES = re.compile(r"\((?P<small>\$?[\d.,]+)/(?P<big>\$?[\d.,]+)(?: [A-Z]{3})?\)\s*-\s*")
_TABLE = re.compile(r"Table '(?P<name>.*)'")
_TOURNAMENT = re.compile(r"Tournament #(?P<id>\d+), (?P<buy_in>Freeroll|\S+(?: [A-Z]{3})?)")
"""A tournament hand's header: "Tournament #2010090015, $200+$15 USD Razz Limit - Level IV (50/100)"."""
_LEVEL = re.compile(r"\bLevel (?P<level>[IVXLCDM]+)\b")
_SEAT = re.compile(r"Seat (?P<seat>\d+): (?P<name>.+) \((?P<stack>\$?[\d.,]+) in chips[^)]*\)(?:\s.*)?$")
"""A seat line ends at its chip count (or goes on after a space: "is sitting out"),
so "Seat 3: x (10 in chips): posts the ante" is an action of a player so named."""
_SUMMARY_SEAT = re.compile(r"Seat (?P<seat>\d+): ")
_STREET = re.compile(
    r"\*\*\* (?P<name>3rd STREET|4th STREET|5th STREET|6th STREET|RIVER|7th STREET) \*\*\*(?: \[(?P<board>[^\]]*)\])?"
)
_STREET_NUMBER = {"3rd STREET": 3, "4th STREET": 4, "5th STREET": 5, "6th STREET": 6, "RIVER": 7, "7th STREET": 7}
_DEALT_CARDS = re.compile(r"\[(?P<a>[^\]]*)\](?: \[(?P<b>[^\]]*)\])?\s*$")
_UNCALLED = re.compile(r"Uncalled bet \((?P<amount>\$?[\d.,]+)\) returned to (?P<name>.+)$")
_COLLECTED = re.compile(r"(?P<amount>\$?[\d.,]+) from (?P<pot>pot|main pot|side pot(?:-\d+)?)\s*$")
_TOTAL = re.compile(
    r"Total pot (?P<amount>\$?[\d.,]+)(?P<pots>(?: (?:Main pot|Side pot(?:-\d+)?) \$?[\d.,]+\.)*)"
    r"(?: \| Rake (?P<rake>\$?[\d.,]+))?"
)
_POT_PART = re.compile(r"(?:Main pot|Side pot(?:-\d+)?) (?P<amount>\$?[\d.,]+)\.")
_BOARD = re.compile(r"Board \[(?P<cards>[^\]]*)\]")
_SUMMARY_CARDS = re.compile(r"(?:mucked|showed) \[(?P<cards>[^\]]*)\]")
_ACTION = re.compile(
    r"(?:(?P<ante>posts the ante)|(?P<bring>brings in for)|(?P<bet>bets)|(?P<call>calls)) (?P<amount>\$?[\d.,]+)"
    r"|raises (?P<by>\$?[\d.,]+) to (?P<to>\$?[\d.,]+)"
    r"|(?P<check>checks)|(?P<fold>folds)"
    r"|shows \[(?P<shown>[^\]]*)\]|(?P<muck>mucks hand)"
)
_AMOUNT = re.compile(r"\$?(?P<whole>[\d,]+)(?:\.(?P<frac>\d+))?")


def _digits(text: str, what: str, line: int, hand_id: str | None) -> int:
    """A whole number of at most ``MAX_DIGITS`` digits (``int`` of a longer one is
    refused by Python above 4,300 digits and slow well before)."""
    if len(text) > MAX_DIGITS:
        raise _fail(f"{what} has {len(text):,} digits; the reader takes at most {MAX_DIGITS}", line, hand_id)
    return int(text)


_AMOUNTS_SEEN: dict[tuple[str, bool], int] = {}
"""Amounts already read: the same few ("$0.02", "200") fill every hand of a file."""


def parse_amount(text: str, dollars: bool, line: int, hand_id: str | None) -> int:
    """Chips in an amount as the text writes it: "1,500", "$0.04" (4 cents), "$2"."""
    chips = _AMOUNTS_SEEN.get((text, dollars))
    if chips is not None:
        return chips
    chips = _parse_amount(text, dollars, line, hand_id)
    if len(text) <= 24 and len(_AMOUNTS_SEEN) < 50_000:  # bounded: a hostile file cannot grow it much
        _AMOUNTS_SEEN[(text, dollars)] = chips
    return chips


def _parse_amount(text: str, dollars: bool, line: int, hand_id: str | None) -> int:
    m = _AMOUNT.fullmatch(text)
    if m is None:
        raise _fail(f"not an amount: {text[:40]!r}", line, hand_id)
    whole = m["whole"].replace(",", "")
    frac = (m["frac"] or "").rstrip("0")
    if not whole or len(whole) + len(frac) > MAX_DIGITS:
        if not whole:
            raise _fail(f"not an amount: {text[:40]!r}", line, hand_id)
        raise _fail(f"the amount {text[:20]!r}... has more than {MAX_DIGITS} digits; the reader takes at most "
                    f"{MAX_DIGITS}", line, hand_id)
    places = 2 if dollars else 0
    if len(frac) > places:
        raise _fail(f"the amount {text!r} is not a whole number of chips", line, hand_id)
    return int(whole + frac.ljust(places, "0"))


_CARD_OF: dict[str, Card] = {str(c): c for c in CARDS}
"""Each card as PokerStars writes it ("As", "Td"): what ``parse_cards`` reads them as."""
_CARDS_SEEN: dict[str, tuple[Card, ...]] = {}
"""Card groups already parsed: "[Ks 8s]" repeats on every street of every hand."""


def _cards(text: str, line: int, hand_id: str) -> tuple[Card, ...]:
    cards = _CARDS_SEEN.get(text)
    if cards is not None:
        return cards
    get = _CARD_OF.get
    cards = tuple([get(t) for t in text.split(" ")])  # type: ignore[misc]
    if None in cards or len(set(cards)) != len(cards) or not text:  # anything unusual: the engine's parser
        try:
            cards = parse_cards(text)
        except CardError as exc:
            raise _fail(str(exc), line, hand_id) from exc
    if len(text) <= 24 and len(_CARDS_SEEN) < 50_000:  # bounded: a hostile file cannot grow it much
        _CARDS_SEEN[text] = cards
    return cards


def _one_card(text: str, where: str, line: int, hand_id: str) -> Card:
    cards = _cards(text, line, hand_id)
    if len(cards) != 1:
        raise _fail(f"{where} must name one card, not {len(cards)}", line, hand_id)
    return cards[0]


# ------------------------------------------------------------------ splitting a text into hands


@dataclass
class Block:
    """One hand's lines from its header to the next header, or the first reason it
    cannot be read (then no more of its lines are kept)."""

    lines: list[tuple[int, str]]
    razz: bool
    hand_id: str | None  # None when the id itself is too long to repeat
    problem: HandHistoryError | None = None


def blocks(text: str, prefix: str = "PokerStars ", header: re.Pattern[str] = _HAND_START,
           others: list[str | None] | None = None) -> Iterator[Block]:
    """Each hand's lines, stripped; a header (``prefix``, then ``header`` with the id)
    starts a hand, and a hand of another game (a mixed-game file) is skipped whole
    instead of running into the Razz hand before it (its id goes to ``others``)."""
    block: Block | None = None
    keep: list[tuple[int, str]] | None = None  # the lines of the block still being kept, else None
    raw_lines = text.splitlines()
    # Asked of the whole text once (in C): most texts hold no byte-order mark and no line near the
    # limit, and then no line is asked again.
    marks = "\ufeff" in text
    long_lines = max(map(len, raw_lines), default=0) > MAX_LINE_CHARS
    max_lines = MAX_LINES_PER_HAND
    for number, raw in enumerate(raw_lines, 1):
        line = raw.strip()
        if marks and line[:1] == "\ufeff":
            line = line.lstrip("\ufeff")
        if line.startswith(prefix) and (start := header.match(line)) is not None:
            if block is not None and block.razz:
                yield block
            block = Block([(number, line)], "Razz" in line, start["id"] if len(start["id"]) <= MAX_DIGITS else None)
            keep = block.lines if block.razz else None
            if not block.razz and others is not None:
                others.append(block.hand_id)
            if block.razz and len(line) > MAX_LINE_CHARS:
                block.problem = _fail(
                    f"the header is {len(line):,} characters long; the reader takes lines of at most "
                    f"{MAX_LINE_CHARS:,}", number, block.hand_id)
                keep = None
            continue
        if keep is None or not line:  # no Razz hand, another game's, or a hand that stopped at a problem
            continue
        if long_lines and len(line) > MAX_LINE_CHARS:
            assert block is not None
            block.problem = _fail(
                f"the line is {len(line):,} characters long; the reader takes lines of at most {MAX_LINE_CHARS:,}",
                number, block.hand_id)
            keep = None
        elif len(keep) >= max_lines:
            assert block is not None
            block.problem = _fail(
                f"the hand goes on for more than {MAX_LINES_PER_HAND:,} lines; the reader takes at most "
                f"{MAX_LINES_PER_HAND:,} lines per hand", number, block.hand_id)
            keep = None
        else:
            keep.append((number, line))
    if block is not None and block.razz:
        yield block


# ------------------------------------------------------------------ one hand


_Action = tuple[str, int, "int | str", bool]
_ACTIONS_SEEN: dict[bool, dict[str, _Action]] = {False: {}, True: {}}
"""What the words after a player's name say, by the units (dollars or not), then by those words:
"calls 200", "checks" and "folds" fill every hand of a file, and a dict lookup replaces the pattern
and the amounts' parsing for each (bounded: a hostile file cannot grow it much; a refusal is not
kept). One dict per unit, picked once a hand, so a line's lookup builds no (words, units) key."""
_ACTIONS_SEEN_SIZE = 50_000


def _betting(rest: str) -> bool:
    """Whether the words after a name are a betting action (not an ante, a show or a muck)."""
    a = _ACTION.match(rest)
    return a is not None and a.lastgroup not in ("shown", "muck") and not (a.lastgroup == "amount" and a["ante"])


def _action(rest: str, dollars: bool, number: int, hand_id: str) -> _Action:
    """(verb, chips, round total or the shown cards' text, all-in) of the words after a name:
    verb ``ante``, ``shown``, ``muck``, one of ``TextAction``'s, or "" for words that are no
    action. ``chips`` is what ``TextAction.amount`` holds (a raise's increase)."""
    a = _ACTION.match(rest)
    got: _Action
    if a is None:
        got = ("", 0, 0, False)
    else:
        all_in = rest.endswith("and is all-in")
        last = a.lastgroup  # which alternative matched: "amount" (ante, bring, bet, call), "to", "check", ...
        if last == "amount":
            verb = "ante" if a["ante"] else "bring" if a["bring"] else "bet" if a["bet"] else "call"
            got = (verb, parse_amount(a["amount"], dollars, number, hand_id), 0, all_in)
        elif last == "to":
            got = ("raise", parse_amount(a["by"], dollars, number, hand_id),
                   parse_amount(a["to"], dollars, number, hand_id), all_in)
        elif last == "shown":
            got = ("shown", 0, a["shown"], all_in)
        else:  # "check", "fold" or "muck"
            got = (last, 0, 0, all_in)  # type: ignore[assignment]
    seen = _ACTIONS_SEEN[dollars]
    if len(rest) <= 64 and len(seen) < _ACTIONS_SEEN_SIZE:
        seen[rest] = got
    return got



def _parse_header(number: int, line: str) -> HandText:
    start = _HAND_START.match(line)
    assert start is not None  # _blocks only starts a block at a header
    hand_id = start["id"]
    if len(hand_id) > MAX_DIGITS:
        raise _fail(f"the hand id has {len(hand_id):,} digits; the reader takes at most {MAX_DIGITS}", number, None)
    razz = line.find("Razz", start.end())
    stakes = _STAKES.search(line, razz) if razz >= 0 else None
    if stakes is None:
        raise _fail("the header names no Razz stakes such as (200/400) or ($2/$4 USD)", number, hand_id)
    dollars = stakes["small"].startswith("$")
    small = parse_amount(stakes["small"], dollars, number, hand_id)
    big = parse_amount(stakes["big"], dollars, number, hand_id)
    h = HandText(hand_id, number, number, small, big, dollars, line[stakes.end():].strip())
    tour = _TOURNAMENT.search(line, start.end(), razz)
    if tour is not None:
        level = _LEVEL.search(line, tour.end(), stakes.start() + 1)
        try:
            h.tournament = TournamentTag(tour["id"], from_roman(level["level"]) if level is not None else 1,
                                         tour["buy_in"])
        except ValueError:
            raise _fail(f"the tournament level {level['level'] if level else ''!r} is not a Roman numeral",
                        number, hand_id) from None
    return h


def parse_block(block: Block) -> HandText:
    """The hand's facts; the first bad line (reading stops there) is refused."""
    number, header = block.lines[0]
    if block.problem is not None and block.problem.line == number:
        raise block.problem
    h = _parse_header(number, header)
    hand_id = h.hand_id
    h.last_line = block.lines[-1][0]

    def money(text: str, line: int) -> int:
        return parse_amount(text, h.dollars, line, hand_id)

    by_name: dict[str, int] = {}
    names: list[str] = []  # longest first, so "Ada [seat 3]" is tried before "Ada"
    acting: tuple[str, ...] = ()  # "name: " for each name, in the same order
    dealt_to: list[tuple[str, str]] = []  # (name, "name [") in the same order
    collects: list[tuple[str, str]] = []  # (name, "name collected ")
    name_of: dict[int, str] = {}  # seat -> name
    plain_names = False
    plain_dealt = False
    dealt_text: dict[int, str] = {}
    """Per seat, the text of the cards its Dealt lines gave it so far, while every one of them was
    learned (a line that deals them to it again, "[2d Kc] [Js]", is then read for its new card only)."""
    section = "seats"
    street = 0

    learn, seen, reveal = h.learn, h.seen, h.reveal
    actions_seen = _ACTIONS_SEEN[h.dollars]
    text_actions = h.actions

    for number, line in block.lines[1:]:
        if section == "seats":
            first = line[0]  # a word's first letter before a pattern: most lines are neither
            if first == "T" and (t := _TABLE.match(line)) is not None:
                h.table = t["name"]
                continue
            if first == "S" and (s := _SEAT.match(line)) is not None:
                if len(h.seats) >= MAX_SEATS:
                    raise _fail(f"more than {MAX_SEATS} seat lines; a Razz table seats at most {MAX_SEATS}",
                                number, hand_id)
                seat = _digits(s["seat"], "the seat number", number, hand_id)
                if not 1 <= seat <= MAX_SEATS:
                    raise _fail(f"seat {seat} does not exist: seats are 1 to {MAX_SEATS}", number, hand_id)
                name = s["name"]
                if seat in h.seat_line or name in by_name:
                    what = f"seat {seat}" if seat in h.seat_line else f"the name {name!r}"
                    raise _fail(f"{what} is listed twice", number, hand_id)
                h.seats.append(ParsedSeat(seat, name, money(s["stack"], number)))
                h.seat_line[seat] = number
                by_name[name] = seat
                continue
            section = "play"
            names = sorted(by_name, key=len, reverse=True)
            acting = tuple(n + ": " for n in names)
            plain_names = not any(": " in n for n in names)
            dealt_to = [(n, n + " [") for n in names]
            plain_dealt = not any(" [" in n for n in names)
            collects = [(n, n + " collected ") for n in names]
            name_of = {s.seat: s.name for s in h.seats}
        first = line[0]  # dispatched on first: Dealt lines are half of a hand's lines
        if first == "*" and line.startswith("*** SUMMARY ***"):
            section = "summary"
            h.summary_line = number
            continue
        if section == "summary":
            if first == "T" and (t := _TOTAL.match(line)) is not None:
                h.total = money(t["amount"], number)
                h.total_line = number
                h.pots = [money(p["amount"], number) for p in _POT_PART.finditer(t["pots"])]
                h.rake = money(t["rake"], number) if t["rake"] is not None else 0
            elif first == "B" and (b := _BOARD.match(line)) is not None:
                h.community = _one_card(b["cards"], "the Board line", number, hand_id)
                h.community_line = h.community_line or number
            elif first == "S" and (c := _SUMMARY_SEAT.match(line)) is not None:
                seat = _digits(c["seat"], "the seat number", number, hand_id)
                name = name_of.get(seat)
                rest = line[c.end():]
                if name is not None and rest.startswith(name + " "):
                    cards = _SUMMARY_CARDS.match(rest, len(name) + 1)
                    if cards is not None:
                        reveal(seat, _cards(cards["cards"], number, hand_id), number)
            continue
        if first == "D" and line.startswith("Dealt to "):
            rest = line[9:]
            if plain_dealt:  # no seated name holds " [": the first one ends the name
                cut = rest.find(" [")
                candidates = [(rest[:cut], "")] if cut > 0 and rest[:cut] in by_name else []
            else:
                candidates = dealt_to
            for name, prefix in candidates:
                if (not prefix or rest.startswith(prefix)) and \
                        (d := _DEALT_CARDS.match(rest, len(name) + 1)) is not None:
                    seat = by_name[name]
                    held, dealt = d["a"], d["b"]
                    if dealt is not None and 4 <= street <= 7 and dealt_text.get(seat) == held:
                        # The old cards are the ones this seat's earlier lines dealt, every one learned
                        # and seen: reading them again (a new text each street) would change nothing.
                        new = _cards(dealt, number, hand_id)
                        if len(new) != 1:
                            raise _fail(f"a Dealt line on street {street} cannot deal {len(new)} new card(s)",
                                        number, hand_id)
                        learn(seat, street - 1, new[0], number)
                        seen(seat, new)
                        dealt_text[seat] = held + " " + dealt
                        break
                    old = _cards(held, number, hand_id)
                    new = _cards(dealt, number, hand_id) if dealt is not None else old
                    if street == 3 and dealt is None and len(new) in (1, 3):
                        h.dealt_third.add(seat)
                        if len(new) == 3 and h.hero is None:
                            h.hero = name
                        for slot, card in zip((2,) if len(new) == 1 else (0, 1, 2), new, strict=True):
                            learn(seat, slot, card, number)
                        dealt_text[seat] = held  # every card of it learned
                    elif 4 <= street <= 7 and dealt is not None and len(new) == 1:
                        learn(seat, street - 1, new[0], number)
                        dealt_text.pop(seat, None)  # old cards not all learned: read them again next street
                    else:
                        raise _fail(f"a Dealt line on {'street ' + str(street) if street else 'no street'} "
                                    f"cannot deal {len(new)} new card(s)", number, hand_id)
                    seen(seat, old)
                    if dealt is not None:
                        seen(seat, new)
                    break
            continue
        star = first == "*"
        if star and (st := _STREET.match(line)) is not None:
            street = _STREET_NUMBER[st["name"]]
            if street <= h.last_street:
                raise _fail(f"the {st['name']} header comes after a later street's", number, hand_id)
            h.last_street = street
            h.street_line[street] = number
            if st["board"] is not None:
                h.community = _one_card(st["board"], "the community card", number, hand_id)
                h.community_line = number
            continue
        if star and line.startswith("*** SHOW DOWN ***"):
            h.showdown_line = number
            street = 8  # no betting after this line
            continue
        if first == "U" and (u := _UNCALLED.match(line)) is not None:
            if u["name"] not in by_name:
                raise _fail(f"{u['name']!r} is not seated", number, hand_id)
            h.uncalled.append((by_name[u["name"]], money(u["amount"], number), number))
            continue
        name = next((n for n, prefix in collects if line.startswith(prefix)), None) \
            if " collected " in line else None
        if name is not None and (c := _COLLECTED.match(line, len(name) + 11)) is not None:
            h.collected.append((by_name[name], money(c["amount"], number), c["pot"], number))
            continue
        if plain_names:  # no seated name holds ": ", so the first one ends the name
            name = line[:line.find(": ")]
            if name not in by_name:
                continue  # chat, joins, disconnections, "Betting is capped"
        elif not line.startswith(acting):
            continue
        else:
            name = next(n for n, prefix in zip(names, acting, strict=True) if line.startswith(prefix))
        seat = by_name[name]
        rest = line[len(name) + 2:]
        got = actions_seen.get(rest)
        if got is None:
            if not 3 <= street <= 7 and _betting(rest):  # refused before its amounts are read
                raise _fail(f"an action outside a betting round: {line[:80]!r}", number, hand_id)
            got = _action(rest, h.dollars, number, hand_id)
        verb, amount, to, all_in = got
        if not verb:
            continue  # "doesn't show hand", "is sitting out", ...
        if verb == "ante":
            h.antes.append((seat, amount, all_in, number))
        elif verb == "shown":
            reveal(seat, _cards(to, number, hand_id), number)  # type: ignore[arg-type]
            dealt_text.pop(seat, None)  # its seen cards are now the shown ones
            h.showdown.append((seat, True))
        elif verb == "muck":
            h.showdown.append((seat, False))
        else:
            if not 3 <= street <= 7:
                raise _fail(f"an action outside a betting round: {line[:80]!r}", number, hand_id)
            text_actions.append(new_tuple(TextAction, (number, street, seat, verb, amount, to, all_in)))
    if block.problem is not None:  # a line too long, or too many: every line before it was fine
        raise block.problem
    if not h.seats:
        raise _fail("the hand lists no seats", h.header_line, hand_id)
    return h
