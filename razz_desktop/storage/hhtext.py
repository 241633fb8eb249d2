"""Hands as PokerStars Razz hand-history text, and a reader for that text.

The export is what "Copy as text" puts on the clipboard: a format forums and
trackers already understand. It follows PokerStars' Razz files (see
``shared/handhistories``): the play-money spelling by default, since these
are chips and not money (``Razz Limit (200/400)``, ``(10000 in chips)``), or
dollars with ``dollars=True`` (1 chip = 1 cent: ``($2/$4 USD)``). The text is
written from the human's chair, as a site writes it: the human's hole cards
are dealt face up in the text, other players' only their upcards, and every
hand that was live at showdown is listed (mucked ones in the summary).

Details PokerStars settles and this module copies:
- the bring-in player who completes instead of bringing in "bets" the small
  bet; completing over a bring-in is written as a raise ("raises 150 to 200");
- "raises X to Y": X is the increase over the bet faced, Y the round total;
  "calls X": X is what the call adds;
- 7th street is ``*** RIVER ***``; a community card is written on that line,
  ``*** RIVER *** [As]``, and as ``Board [As]`` in the summary;
- pots are "pot" when there is one, else "main pot", "side pot" (one side
  pot) or "side pot-1", "side pot-2".

The reader parses this module's output and PokerStars' own Razz files (real
files interleave chat and table messages, which it skips). It gives back
what the text says, with the action types the engine would have recorded:
a text "raises" is a completion or a raise depending on the betting round,
decided with the engine's own rule (including the half-bet rule for short
all-ins), so an exported hand reads back to the same actions and amounts.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from decimal import Decimal, InvalidOperation

from razz_desktop.engine.actions import ActionType, aggressive_kind
from razz_desktop.engine.cards import Card, CardError, parse_cards
from razz_desktop.engine.events import (
    AntePosted,
    CardDealt,
    CommunityCardDealt,
    HandRevealed,
    PlayerActed,
    PotAwarded,
    ShowdownStarted,
    UncalledBetReturned,
)
from razz_desktop.engine.rules import counts_as_full, measured_from
from razz_desktop.engine.views import PublicAction

from .models import StoredHand

STREET_HEADERS = {3: "3rd STREET", 4: "4th STREET", 5: "5th STREET", 6: "6th STREET", 7: "RIVER"}
SUMMARY_STREETS = {3: "3rd Street", 4: "4th Street", 5: "5th Street", 6: "6th Street", 7: "River"}
DEFAULT_TABLE = "Razz Desktop"


class HandHistoryError(ValueError):
    """Text that is not a PokerStars Razz hand this reader understands."""


# ------------------------------------------------------------------ writing


def _money(chips: int, dollars: bool) -> str:
    if not dollars:
        return str(chips)
    sign = "-" if chips < 0 else ""
    whole, cents = divmod(abs(chips), 100)
    return f"{sign}${whole}" if cents == 0 else f"{sign}${whole}.{cents:02d}"


def _cards(cards: Iterable[Card]) -> str:
    return " ".join(str(c) for c in cards)


def lo_text(best_five: Iterable[Card]) -> str:
    """PokerStars' showdown value, highest card first: "Lo: 8,6,4,3,2"."""
    ranks = sorted((c.rank for c in best_five), reverse=True)
    return "Lo: " + ",".join("A23456789TJQK"[r] for r in ranks)


def _header_time(when: datetime) -> str:
    """PokerStars stamps hands in Eastern Time; fall back to UTC where the
    time-zone database is missing (some Windows installs)."""
    if when.tzinfo is None:
        when = when.astimezone()
    try:
        from zoneinfo import ZoneInfo

        return when.astimezone(ZoneInfo("America/New_York")).strftime("%Y/%m/%d %H:%M:%S") + " ET"
    except Exception:  # ZoneInfoNotFoundError, or no tz database at all
        return when.astimezone(UTC).strftime("%Y/%m/%d %H:%M:%S") + " UTC"


def _text_names(stored: StoredHand) -> dict[int, str]:
    """One distinct, single-line name per seat: the text is read back by name."""
    names: dict[int, str] = {}
    for p in stored.players:
        name = " ".join(p.name.split()) or f"Seat {p.seat}"
        names[p.seat] = name
    counts: dict[str, int] = {}
    for name in names.values():
        counts[name] = counts.get(name, 0) + 1
    return {s: (n if counts[n] == 1 else f"{n} [seat {s}]") for s, n in names.items()}


def pot_label(index: int, pot_count: int) -> str:
    if pot_count == 1:
        return "pot"
    if index == 0:
        return "main pot"
    return "side pot" if pot_count == 2 else f"side pot-{index}"


def hand_to_text(
    stored: StoredHand,
    *,
    hero_seat: int | None = -1,
    dollars: bool = False,
    table: str = DEFAULT_TABLE,
) -> str:
    """The hand in PokerStars Razz format, seen from ``hero_seat``.

    ``hero_seat`` defaults to the human's seat; ``None`` writes it as a
    spectator would see it (no hole cards until the showdown).
    """
    record = stored.record
    hero = stored.hero_seat if hero_seat == -1 else hero_seat
    names = _text_names(stored)
    m = lambda chips: _money(chips, dollars)  # noqa: E731 - a one-line formatter reads best here
    st = record.config.stakes
    stakes = f"({m(st.small_bet)}/{m(st.big_bet)}" + (" USD)" if dollars else ")")
    lines = [
        f"PokerStars Hand #{stored.hand_id}:  Razz Limit {stakes} - {_header_time(stored.played_at)}",
        f"Table '{table}' 8-max",
    ]
    for seat, stack in record.starting_stacks:
        lines.append(f"Seat {seat}: {names[seat]} ({m(stack)} in chips)")

    dealt: dict[int, list[CardDealt]] = {}
    for e in record.events:
        if isinstance(e, CardDealt):
            dealt.setdefault(e.street, []).append(e)
    seen: dict[int, list[Card]] = {s: [] for s in record.seats}  # cards already in the text, per seat
    written_streets: set[int] = set()
    bets: dict[int, int] = {}
    current = 0
    pot_count = len(record.pots)

    def street_header(street: int, community: Card | None = None) -> None:
        nonlocal current, bets
        written_streets.add(street)
        bets = dict.fromkeys(record.seats, 0)
        current = 0
        lines.append(f"*** {STREET_HEADERS[street]} ***" + (f" [{community}]" if community is not None else ""))
        for d in dealt.get(street, []):
            visible = d.face_up or d.seat == hero
            if not visible:
                continue
            before = list(seen[d.seat])
            seen[d.seat].append(d.card)  # type: ignore[arg-type]
            if street == 3:
                continue
            lines.append(f"Dealt to {names[d.seat]} [{_cards(before)}] [{d.card}]")
        if street == 3:
            for s in record.seats:
                if seen[s]:
                    lines.append(f"Dealt to {names[s]} [{_cards(seen[s])}]")

    for e in record.events:
        if isinstance(e, AntePosted):
            lines.append(f"{names[e.seat]}: posts the ante {m(e.amount)}" + (" and is all-in" if e.all_in else ""))
        elif isinstance(e, CardDealt):
            if e.street not in written_streets:
                street_header(e.street)
        elif isinstance(e, CommunityCardDealt):
            street_header(7, e.card)
        elif isinstance(e, PlayerActed):
            name = names[e.seat]
            t = e.type
            if t is ActionType.BRING_IN:
                text = f"brings in for {m(e.amount)}"
            elif t is ActionType.CHECK:
                text = "checks"
            elif t is ActionType.FOLD:
                text = "folds"
            elif t is ActionType.CALL:
                text = f"calls {m(e.amount)}"
            elif t is ActionType.BET or (t is ActionType.COMPLETE and current == 0):
                text = f"bets {m(e.amount)}"
            else:  # a completion over the bring-in, or a raise
                text = f"raises {m(e.to - current)} to {m(e.to)}"
            if e.all_in:
                text += " and is all-in"
            lines.append(f"{name}: {text}")
            bets[e.seat] = e.to
            current = max(current, e.to)
        elif isinstance(e, UncalledBetReturned):
            lines.append(f"Uncalled bet ({m(e.amount)}) returned to {names[e.seat]}")
        elif isinstance(e, ShowdownStarted):
            lines.append("*** SHOW DOWN ***")
        elif isinstance(e, HandRevealed):
            if e.shown:
                lines.append(f"{names[e.seat]}: shows [{_cards(e.cards)}] ({lo_text(e.best_five)})")
            else:
                lines.append(f"{names[e.seat]}: mucks hand")
        elif isinstance(e, PotAwarded):
            for seat, chips in e.shares:
                lines.append(f"{names[seat]} collected {m(chips)} from {pot_label(e.pot_index, pot_count)}")

    lines.append("*** SUMMARY ***")
    total = sum(p.amount for p in record.pots)
    if pot_count > 1:
        parts = " ".join(
            f"{pot_label(i, pot_count).capitalize()} {m(p.amount)}." for i, p in enumerate(record.pots)
        )
        lines.append(f"Total pot {m(total)} {parts} | Rake {m(0)}")
    else:
        lines.append(f"Total pot {m(total)} | Rake {m(0)}")
    if record.community_card is not None:
        lines.append(f"Board [{record.community_card}]")
    won: dict[int, int] = {}
    for p in record.pots:
        for seat, chips in p.shares:
            won[seat] = won.get(seat, 0) + chips
    revealed = {r.seat: r for r in record.showdown}
    folded = stored.folded_on()
    put_in_on_third = {
        e.seat for e in record.events if isinstance(e, PlayerActed) and e.street == 3 and e.amount > 0
    }
    for seat in record.seats:
        head = f"Seat {seat}: {names[seat]}"
        if seat in revealed:
            r = revealed[seat]
            if not r.shown:
                lines.append(f"{head} mucked [{_cards(r.cards)}]")
            elif won.get(seat):
                lines.append(f"{head} showed [{_cards(r.cards)}] and won ({m(won[seat])}) with {lo_text(r.best_five)}")
            else:
                lines.append(f"{head} showed [{_cards(r.cards)}] and lost with {lo_text(r.best_five)}")
        elif seat in folded:
            street = folded[seat]
            tail = " (didn't bet)" if street == 3 and seat not in put_in_on_third else ""
            lines.append(f"{head} folded on the {SUMMARY_STREETS[street]}{tail}")
        elif won.get(seat):
            lines.append(f"{head} collected ({m(won[seat])})")
        else:
            lines.append(head)
    return "\n".join(lines) + "\n"


# ------------------------------------------------------------------ reading


@dataclass(frozen=True, slots=True)
class ParsedSeat:
    seat: int
    name: str
    stack: int


ParsedAction = PublicAction
"""A betting action read from text, in the very shape the engine's views give
every seat (type, chips added, round total), so the two compare directly."""


@dataclass(frozen=True, slots=True)
class ParsedHand:
    """Everything a PokerStars Razz hand's text says, in chips (cents for $ hands)."""

    hand_number: int
    small_bet: int
    big_bet: int
    dollars: bool
    played_at: str
    table: str
    seats: tuple[ParsedSeat, ...]
    antes: tuple[tuple[int, int, bool], ...]  # (seat, chips, all-in)
    actions: tuple[ParsedAction, ...]
    cards: tuple[tuple[int, tuple[Card, ...]], ...]  # every card the text shows, per seat
    community_card: Card | None
    uncalled: tuple[tuple[int, int], ...]  # (seat, chips returned)
    collected: tuple[tuple[int, int, str], ...]  # (seat, chips, "pot" / "main pot" / "side pot-1")
    showdown: tuple[tuple[int, bool], ...]  # (seat, shown) in showdown order
    total_pot: int
    last_street: int

    def seat_of(self, name: str) -> int:
        for s in self.seats:
            if s.name == name:
                return s.seat
        raise KeyError(name)


_HEADER = re.compile(
    r"^PokerStars (?:Home Game )?(?:Hand|Game) #(?P<id>\d+):.*?Razz.*?"
    r"\((?P<small>\$?[\d.,]+)/(?P<big>\$?[\d.,]+)(?: [A-Z]{3})?\)\s*-\s*(?P<when>.*)$"
)
_TABLE = re.compile(r"^Table '(?P<name>.*)'")
_SEAT = re.compile(r"^Seat (?P<seat>\d+): (?P<name>.+) \((?P<stack>\$?[\d.,]+) in chips[^)]*\)(?:\s.*)?$")
"""A seat line ends at its chip count (or goes on after a space: "is sitting out"),
so "Seat 3: x (10 in chips): posts the ante" is an action of a player so named."""
_STREET = re.compile(r"^\*\*\* (?P<name>3rd STREET|4th STREET|5th STREET|6th STREET|RIVER|7th STREET) \*\*\*(?: \[(?P<board>[^\]]*)\])?")
_DEALT = re.compile(r"^Dealt to (?P<name>.+?) \[(?P<a>[^\]]*)\](?: \[(?P<b>[^\]]*)\])?\s*$")
_UNCALLED = re.compile(r"^Uncalled bet \((?P<amount>\$?[\d.,]+)\) returned to (?P<name>.+)$")
_COLLECTED = re.compile(r"^(?P<name>.+) collected (?P<amount>\$?[\d.,]+) from (?P<pot>pot|main pot|side pot(?:-\d+)?)\s*$")
_TOTAL = re.compile(r"^Total pot (?P<amount>\$?[\d.,]+)")
_BOARD = re.compile(r"^Board \[(?P<cards>[^\]]*)\]")
_SUMMARY_CARDS = re.compile(r"^Seat (?P<seat>\d+): .*? (?:mucked|showed) \[(?P<cards>[^\]]*)\]")
_ACTION = re.compile(
    r"^(?:(?P<ante>posts the ante)|(?P<bring>brings in for)|(?P<bet>bets)|(?P<call>calls)) (?P<amount>\$?[\d.,]+)"
    r"|^raises (?P<by>\$?[\d.,]+) to (?P<to>\$?[\d.,]+)"
    r"|^(?P<check>checks)|^(?P<fold>folds)"
    r"|^shows \[(?P<shown>[^\]]*)\]|^(?P<muck>mucks hand)"
)
_STREET_NUMBER = {"3rd STREET": 3, "4th STREET": 4, "5th STREET": 5, "6th STREET": 6, "RIVER": 7, "7th STREET": 7}


def _parse_money(text: str, dollars: bool) -> int:
    t = text.replace(",", "").lstrip("$")
    try:
        value = Decimal(t)
    except InvalidOperation as exc:
        raise HandHistoryError(f"not an amount: {text!r}") from exc
    chips = value * 100 if dollars else value
    if chips != chips.to_integral_value():
        raise HandHistoryError(f"amount {text!r} is not a whole number of chips")
    return int(chips)


def _parse_cards(text: str) -> tuple[Card, ...]:
    try:
        return parse_cards(text)
    except CardError as exc:
        raise HandHistoryError(str(exc)) from exc


@dataclass
class _Round:
    """The engine's betting bookkeeping for one street (see engine/hand.py)."""

    street: int
    inc: int
    bring_in: int  # the stakes' bring-in: the half-bet rule measures 3rd-street completions from it
    bets: dict[int, int] = field(default_factory=dict)
    current: int = 0
    level: int = 0
    full_to: int = 0

    def classify(self, seat: int, word: str, amount: int, to: int, all_in: bool) -> ParsedAction:
        bet = self.bets.get(seat, 0)
        if word == "bring":
            kind, to = ActionType.BRING_IN, bet + amount
            self.current = to
        elif word == "call":
            kind, to = ActionType.CALL, bet + amount
        elif word == "check":
            kind, to = ActionType.CHECK, bet
        elif word == "fold":
            kind, to = ActionType.FOLD, 0  # as the engine records a fold
        else:
            if word == "bet":
                to = bet + amount
            amount = to - bet
            kind = aggressive_kind(self.street, self.level, self.current)
            prev = self.current
            if kind is ActionType.BET and not all_in and to > self.inc:
                self.inc = to  # the open-pair big bet
            target = self.full_to + self.inc
            full = counts_as_full(measured_from(self.street, prev, self.bring_in), to, target, all_in)
            self.current = max(prev, to)
            if full:
                self.level += 1
                self.full_to = to
        if kind is not ActionType.FOLD:
            self.bets[seat] = to
        return ParsedAction(self.street, seat, kind, amount, to, all_in)


_BRING_IN_AMOUNT = re.compile(r" brings in for (?P<amount>\$?[\d.,]+)")


def _split_hands(text: str) -> list[list[str]]:
    hands: list[list[str]] = []
    for raw in text.splitlines():
        line = raw.strip().lstrip("\ufeff")
        if line.startswith("PokerStars ") and _HEADER.match(line):
            hands.append([line])
        elif hands and line:
            hands[-1].append(line)
    return hands


def parse_hand_histories(text: str) -> list[ParsedHand]:
    """Every PokerStars Razz hand in ``text`` (other games and other sites are skipped)."""
    return [_parse_one(lines) for lines in _split_hands(text)]


def parse_hand_history(text: str) -> ParsedHand:
    """The one hand in ``text``."""
    hands = parse_hand_histories(text)
    if len(hands) != 1:
        raise HandHistoryError(f"expected one PokerStars Razz hand, found {len(hands)}")
    return hands[0]


def _parse_one(lines: list[str]) -> ParsedHand:
    header = _HEADER.match(lines[0])
    assert header is not None
    dollars = header["small"].startswith("$")
    small = _parse_money(header["small"], dollars)
    big = _parse_money(header["big"], dollars)
    money = lambda t: _parse_money(t, dollars)  # noqa: E731
    table = ""
    seats: list[ParsedSeat] = []
    by_name: dict[str, int] = {}
    antes: list[tuple[int, int, bool]] = []
    actions: list[ParsedAction] = []
    cards: dict[int, list[Card]] = {}
    community: Card | None = None
    uncalled: list[tuple[int, int]] = []
    collected: list[tuple[int, int, str]] = []
    showdown: list[tuple[int, bool]] = []
    total = 0
    street = 0
    section = "seats"
    rnd: _Round | None = None
    names_longest_first: list[str] = []
    # The text names the bring-in only when it is posted; a hand whose bring-in
    # player completes at once falls back to the usual quarter of the small bet.
    posted = next((m["amount"] for m in map(_BRING_IN_AMOUNT.search, lines) if m), None)
    bring_in = money(posted) if posted else max(1, (small + 2) // 4)

    def seat_named(name: str) -> int:
        try:
            return by_name[name]
        except KeyError:
            raise HandHistoryError(f"hand {header['id']}: {name!r} is not seated") from None

    def learn(seat: int, new: tuple[Card, ...]) -> None:
        known = cards.setdefault(seat, [])
        known.extend(c for c in new if c not in known)

    for line in lines[1:]:
        if section == "seats":
            if (t := _TABLE.match(line)) is not None:
                table = t["name"]
                continue
            if (s := _SEAT.match(line)) is not None:
                seat = int(s["seat"])
                seats.append(ParsedSeat(seat, s["name"], money(s["stack"])))
                by_name[s["name"]] = seat
                names_longest_first = sorted(by_name, key=len, reverse=True)
                continue
            section = "play"
        if line.startswith("*** SUMMARY ***"):
            section = "summary"
            continue
        if section == "summary":
            if (t := _TOTAL.match(line)) is not None:
                total = money(t["amount"])
            elif (b := _BOARD.match(line)) is not None:
                community = _parse_cards(b["cards"])[0]
            elif (c := _SUMMARY_CARDS.match(line)) is not None:
                seat = int(c["seat"])
                shown = _parse_cards(c["cards"])
                cards[seat] = list(shown)
            continue
        if (st := _STREET.match(line)) is not None:
            street = _STREET_NUMBER[st["name"]]
            rnd = _Round(street, small if street <= 4 else big, bring_in)
            if st["board"]:
                community = _parse_cards(st["board"])[0]
            continue
        if line.startswith("*** SHOW DOWN ***"):
            rnd = None
            continue
        if (d := _DEALT.match(line)) is not None and d["name"] in by_name:
            seat = by_name[d["name"]]
            learn(seat, _parse_cards(d["a"]))
            if d["b"]:
                learn(seat, _parse_cards(d["b"]))
            continue
        if (u := _UNCALLED.match(line)) is not None:
            uncalled.append((seat_named(u["name"]), money(u["amount"])))
            continue
        if (c := _COLLECTED.match(line)) is not None and c["name"] in by_name:
            collected.append((by_name[c["name"]], money(c["amount"]), c["pot"]))
            continue
        name = next((n for n in names_longest_first if line.startswith(n + ": ")), None)
        if name is None:
            continue  # chat, joins, disconnections, "Betting is capped"
        seat = by_name[name]
        rest = line[len(name) + 2:]
        a = _ACTION.match(rest)
        if a is None:
            continue  # "doesn't show hand", "is sitting out", ...
        all_in = rest.rstrip().endswith("and is all-in")
        if a["ante"]:
            antes.append((seat, money(a["amount"]), all_in))
        elif a["shown"] is not None:
            shown_cards = _parse_cards(a["shown"])
            cards[seat] = list(shown_cards)
            showdown.append((seat, True))
        elif a["muck"]:
            showdown.append((seat, False))
        else:
            if rnd is None:
                raise HandHistoryError(f"hand {header['id']}: an action outside a betting round: {line!r}")
            if a["by"] is not None:
                actions.append(rnd.classify(seat, "raise", 0, money(a["to"]), all_in))
            else:
                word = next(w for w in ("bring", "bet", "call", "check", "fold") if a[w])
                amount = money(a["amount"]) if a["amount"] else 0
                actions.append(rnd.classify(seat, word, amount, 0, all_in))
    if not seats:
        raise HandHistoryError(f"hand {header['id']} lists no seats")
    return ParsedHand(
        hand_number=int(header["id"]),
        small_bet=small,
        big_bet=big,
        dollars=dollars,
        played_at=header["when"].strip(),
        table=table,
        seats=tuple(seats),
        antes=tuple(antes),
        actions=tuple(actions),
        cards=tuple((s.seat, tuple(cards.get(s.seat, ()))) for s in seats),
        community_card=community,
        uncalled=tuple(uncalled),
        collected=tuple(collected),
        showdown=tuple(showdown),
        total_pot=total,
        last_street=street,
    )
