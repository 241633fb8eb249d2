"""Reading Merge (Carbon) XML Razz hands into the facts ``hh_replay`` checks.

A Merge file is a list of ``<game id="43618199-14" ...>`` elements, one per
hand, one tag a line: ``<player seat=".." nickname=".." balance="$2.96">``
(seats from 0), then ``<round id="BLINDS|BRING_IN|THIRD_STREET|...">`` with
``<event type="ANTE|BRING_IN|COMPLETE|BET|RAISE|CALL|CHECK|FOLD|ALL_IN|SHOW|MUCK"
player=".." amount="..">`` and, at each round's end, the cards as known then
(``DRAW_DRAWN_CARDS cards="null,null,6c,2c"`` for an opponent, ``HOLE`` for the
hero, ``SHOWN`` at showdown), and ``<winner amount=".." uncalled="true|false">``
at the end. Amounts: BRING_IN, BET, CALL and ALL_IN are the chips added,
COMPLETE and RAISE the round total.

Merge writes no total pot: the rake is what the engine's pots hold beyond what
the winners collect (never negative, never more than the pot). Its one
convention, accepted and named: a player all-in on the ante is logged as
folding on 3rd street (``ALL_IN_ANTE_FOLD``); the fold is dropped and the
player stays in for the pot the ante bought.

The text is scanned line by line with anchored patterns, so the work is
linear in the file; the limits of ``hh_errors`` bound each hand.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import UTC, datetime
from decimal import Decimal, InvalidOperation

from .hh_errors import MAX_DIGITS, MAX_LINE_CHARS, MAX_LINES_PER_HAND, MAX_SEATS, HandHistoryError
from .hh_parsed import HandText, ParsedSeat, TextAction
from .hh_reader import _cards as cards_of

SITE = "Merge"
ALL_IN_ANTE_FOLD = "Merge logs a fold for a player all-in on the ante"
_GAME = re.compile(r"\s*<game (?P<attrs>[^>]*)>")
_TAG = re.compile(r"\s*<(?P<tag>player|round|event|cards|winner) (?P<attrs>[^>]*)>\s*$")
"""A tag line; its attributes run to the first ">" (a self-closing tag's "/" with them, which no
``_ATTR`` match takes). Greedy: the lazy ``[^>]*?/?>`` it replaces asked the rest of the pattern at
every character, about a microsecond a line, and a game has some 150 lines."""
_ATTR = re.compile(r'(\w+)="([^"]*)"')
_STREETS = {"BRING_IN": 3, "THIRD_STREET": 3, "FOURTH_STREET": 4, "FIFTH_STREET": 5, "SIXTH_STREET": 6,
            "SEVENTH_STREET": 7}
_AMOUNTS_SEEN: dict[bool, dict[str, int]] = {False: {}, True: {}}
"""Amounts already read, by the units (dollars or not), then by their text: the same few ("5.00",
"15.00") fill every game of a file, and a lookup replaces a ``Decimal`` and its checks for each
(a refusal is not kept)."""
_AMOUNTS_SEEN_SIZE = 50_000
_VERBS = {"BRING_IN": "bring", "BET": "bet", "CALL": "call", "CHECK": "check", "FOLD": "fold",
          "COMPLETE": "to", "RAISE": "to", "ALL_IN": "allin"}


def merge_games(text: str) -> Iterator[tuple[str | None, list[tuple[int, str]], HandHistoryError | None]]:
    """Each ``<game>``'s id and lines (or the first reason its lines cannot be read)."""
    game: list[tuple[int, str]] | None = None
    game_id: str | None = None
    problem: HandHistoryError | None = None
    for number, line in enumerate(text.splitlines(), 1):
        if (g := _GAME.match(line)) is not None:
            if game is not None:
                yield game_id, game, problem
            attrs = dict(_ATTR.findall(g["attrs"][:MAX_LINE_CHARS]))
            game_id, game, problem = attrs.get("id", "")[:40] or None, [(number, line)], None
            continue
        if game is None or problem is not None:
            continue
        if len(line) > MAX_LINE_CHARS:
            problem = HandHistoryError(f"the line is {len(line):,} characters long; the reader takes lines of at "
                                       f"most {MAX_LINE_CHARS:,}", line=number, hand_id=game_id)
        elif len(game) >= MAX_LINES_PER_HAND:
            problem = HandHistoryError(f"the hand goes on for more than {MAX_LINES_PER_HAND:,} lines", line=number,
                                       hand_id=game_id)
        elif line.strip() == "</game>":
            yield game_id, game, None
            game = None
        else:
            game.append((number, line))
    if game is not None:
        yield game_id, game, problem or HandHistoryError("the hand is cut short (no </game>)",
                                                         line=game[-1][0], hand_id=game_id)


def parse_merge_game(game_id: str | None, lines: list[tuple[int, str]],
                     problem: HandHistoryError | None) -> HandText:
    """The hand's facts; the first bad line is refused."""
    if problem is not None:
        raise problem
    number, head = lines[0]
    hand_id = game_id or ""

    def fail(reason: str, line: int) -> HandHistoryError:
        return HandHistoryError(reason, line=line, hand_id=game_id)

    g = _GAME.match(head)
    assert g is not None  # merge_games starts a game at its tag
    attrs = dict(_ATTR.findall(g["attrs"]))
    if not hand_id:
        raise fail("the game has no id", number)
    tournament = attrs.get("data", "").endswith("|true")
    dollars = attrs.get("realmoney") == "true" and not tournament

    amounts = _AMOUNTS_SEEN[dollars]

    def money(text: str, line: int) -> int:
        chips = amounts.get(text)
        if chips is None:
            chips = _money(text, line)
            if len(text) <= 24 and len(amounts) < _AMOUNTS_SEEN_SIZE:  # bounded: a hostile file cannot grow it
                amounts[text] = chips
        return chips

    def _money(text: str, line: int) -> int:
        if len(text) > MAX_DIGITS + 2:
            raise fail(f"the amount {text[:20]!r}... has more than {MAX_DIGITS} digits", line)
        try:
            value = Decimal(text.lstrip("$").replace(",", ""))
        except InvalidOperation:
            raise fail(f"not an amount: {text[:40]!r}", line) from None
        chips = value * 100 if dollars else value
        if not value.is_finite() or chips != chips.to_integral_value() or chips < 0:
            raise fail(f"the amount {text!r} is not a whole number of chips", line)
        return int(chips)

    h = HandText(hand_id, number, lines[-1][0], 0, 0, dollars, "", site=SITE, total_written=False)
    h.table = attrs.get("data", "").split("|")[1] if attrs.get("data", "").count("|") >= 1 else ""
    by_player: dict[str, int] = {}
    street = 0
    round_id = ""
    first_time: int | None = None
    folds_to_drop: list[TextAction] = []
    shows: list[tuple[int, bool, int]] = []
    for number, line in lines[1:]:
        t = _TAG.match(line)
        if t is None:
            continue  # </round>, <players>, ...
        a = dict(_ATTR.findall(t["attrs"]))
        tag = t["tag"]
        if tag == "player":
            if len(h.seats) >= MAX_SEATS:
                raise fail(f"more than {MAX_SEATS} players; a Razz table seats at most {MAX_SEATS}", number)
            raw = a.get("seat", "")
            if not raw.isdigit() or int(raw) >= MAX_SEATS or raw in by_player:
                raise fail(f"seat {raw[:10]!r} is not a free seat 0 to {MAX_SEATS - 1}", number)
            if a.get("dealtin") != "true":
                continue
            seat = int(raw) + 1
            h.seats.append(ParsedSeat(seat, a.get("nickname", f"Seat {seat}"), money(a.get("balance", ""), number)))
            h.seat_line[seat] = number
            by_player[raw] = seat
            continue
        if tag == "round":
            round_id = a.get("id", "")
            if round_id in _STREETS:
                street = _STREETS[round_id]
                if street > h.last_street:
                    h.last_street = street
                    h.street_line[street] = number
            continue
        who = a.get("player", "")
        if tag in ("event", "cards", "winner") and who not in by_player:
            if tag == "event" and a.get("type") == "PLAYER_OUT":
                continue
            raise fail(f"player {who[:10]!r} is not seated", number)
        seat = by_player.get(who, 0)
        if tag == "cards":
            known = [c.strip() for c in a.get("cards", "").split(",")]
            if len(known) > 7:
                raise fail(f"{len(known)} cards for seat {seat}; a razz hand has 7", number)
            for slot, card in enumerate(known):
                if card and card != "null":
                    h.learn(seat, slot, cards_of(card, number, hand_id)[0], number)
            if a.get("type") == "HOLE":
                h.hero = next(s.name for s in h.seats if s.seat == seat)
            continue
        if tag == "winner":
            amount = money(a.get("amount", ""), number)
            if a.get("uncalled") == "true":
                h.uncalled.append((seat, amount, number))
            else:
                label = "pot" if a.get("potnumber", "1") == "1" else f"side pot-{a.get('potnumber', '')[:3]}"
                h.collected.append((seat, amount, label, number))
            continue
        kind = a.get("type", "")
        if first_time is None and a.get("timestamp", "").isdigit() and len(a["timestamp"]) <= 15:
            first_time = int(a["timestamp"])
        if kind == "ANTE":
            h.antes.append((seat, money(a.get("amount", ""), number), False, number))
        elif kind in ("SHOW", "MUCK"):
            shows.append((seat, kind == "SHOW", number))
        elif kind in _VERBS:
            if not 3 <= street <= 7:
                raise fail(f"an action outside a betting round ({kind})", number)
            verb = _VERBS[kind]
            amount = money(a["amount"], number) if "amount" in a else 0
            action = TextAction(number, street, seat, verb, 0 if verb == "to" else amount,
                                amount if verb == "to" else 0, verb == "allin")
            h.actions.append(action)
            if verb == "fold" and street == 3:
                folds_to_drop.append(action)
    if not h.seats:
        raise fail("the hand lists no players", h.header_line)
    # Antes: the all-in flag is the stack; a fold by a player all-in on the ante is Merge's convention.
    stacks = {s.seat: s.stack for s in h.seats}
    h.antes = [(s, amount, amount >= stacks[s], line) for s, amount, _, line in h.antes]
    all_in_ante = {s for s, _, all_in, _ in h.antes if all_in}
    dropped = [f for f in folds_to_drop if f.seat in all_in_ante]
    if dropped:
        h.actions = [x for x in h.actions if x not in dropped]
        h.conventions.append(ALL_IN_ANTE_FOLD)
    stakes = _stakes(h)
    h.small_bet, h.big_bet = stakes
    if first_time is not None:
        h.when = datetime.fromtimestamp(first_time // 1000, tz=UTC)  # whole seconds, as the other sites stamp
    else:
        start = attrs.get("starttime", "")
        try:
            h.when = datetime.strptime(start, "%Y%m%d%H%M%S").replace(tzinfo=UTC)
        except ValueError:
            h.when = None
    order: dict[int, bool] = {}
    for s, shown, _ in shows:
        order[s] = order.get(s, False) or shown
    if len(order) >= 2:
        h.showdown_line = shows[0][2]
        h.showdown = list(order.items())
    h.summary_line = h.last_line
    return h


def _stakes(h: HandText) -> tuple[int, int]:
    """Merge names no stakes: the small bet is the completion (or a 3rd/4th-street bet),
    the big bet a bet from 5th street on (twice the small bet when none is made)."""
    small = next((a.to for a in h.actions if a.verb == "to" and a.street == 3), 0)
    small = small or next((a.amount for a in h.actions if a.verb == "bet" and a.street in (3, 4)), 0)
    big = next((a.amount for a in h.actions if a.verb == "bet" and a.street >= 5), 0)
    if not small and big:
        small = big // 2
    if not small:
        bring = next((a.amount for a in h.actions if a.verb == "bring"), 0)
        ante = max((a for _, a, _, _ in h.antes), default=0)
        raise HandHistoryError(
            f"the hand never shows its stakes (no completion or bet; bring-in {bring}, ante {ante})",
            line=h.header_line, hand_id=h.hand_id)
    return small, big or 2 * small
