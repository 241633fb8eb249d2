"""PHH, the open poker hand-history format (the one pokerkit reads and writes): fixed-limit razz.

A ``.phh`` file is one TOML document per hand, a ``.phhs`` file a TOML
document of tables (``[1]``, ``[2]``, ...), each one hand. Razz is
``variant = 'FR'``; the required fields are ``antes`` (one per player),
``bring_in``, ``small_bet``, ``big_bet``, ``starting_stacks`` and ``actions``:

- ``d dh pN cards``: the dealer deals player N (1-based, seat order) its new
  cards, ``7c3hKc`` on 3rd street (two down, the door card last), one card on
  later streets; an unknown card is ``??``;
- ``d db card``: the community card, when the deck runs short on 7th street;
- ``pN pb`` brings in, ``pN cbr X`` completes, bets or raises to X (the
  round total), ``pN cc`` checks or calls, ``pN f`` folds, ``pN sm cards``
  shows (``pN sm`` mucks); ``# text`` is commentary.

Antes are posted automatically (a short stack posts what it has); this app's
engine lets a player short of the ante win only what it matched, which PHH
calls ``ante_trimming_status = true``. Optional fields written and read:
``players``, ``seats``, ``seat_count``, ``hand``, ``table``, ``venue`` (the
site), ``time``/``day``/``month``/``year``/``time_zone``, ``currency``
(amounts in dollars, 1 chip = 1 cent), ``finishing_stacks`` and ``winnings``;
two user fields (PHH's ``_`` prefix): ``_hero`` (whose cards were dealt
face up to the writer) and ``_rake``; and for a tournament hand ``event``
("Tournament #743144019, 100+0": the tournament and its buy-in, as PokerStars
writes them) with ``level`` (1 for the first level).

Reading turns a hand into the same facts ``hh_replay`` checks for a
PokerStars text, and the engine replays it: bring-in seat, first to act,
every action's legality, and the finishing stacks when written. PHH writes no
pots, so there is nothing else to compare. Writing is :mod:`.phh_write`'s.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import UTC, datetime, time
from decimal import Decimal, InvalidOperation
from typing import Any

from razz_desktop.engine.cards import CARDS, Card, CardError, parse_card
from razz_desktop.engine.rules import ConfigError, Stakes
from razz_desktop.records import TournamentTag

from .hh_errors import MAX_DIGITS, MAX_SEATS, HandHistoryError
from .hh_parsed import HandText, ParsedHand, ParsedSeat, TextAction, new_tuple
from .hh_replay import replay
from .hh_time import _zoneinfo

SITE = "PHH"
VARIANT = "FR"
WRITER_VENUE = "Razz Desktop"
_PLAYER = {f"p{n}": n for n in range(1, 100)}
"""A player as PHH names one ("p1" .. "p99": at most two digits, no leading zero) -> its number."""
_PLAIN_VERBS = {"pb": "pb", "cc": "cc", "f": "fold"}
"""The actions without an amount, as the replay names them."""


# ------------------------------------------------------------------ reading


_LIMIT = 10 ** MAX_DIGITS
"""Whole numbers below this have at most ``MAX_DIGITS`` digits."""


class _Values:
    """Amounts as chips: whole numbers as they are, or, when any amount has
    cents (or a currency is named), dollars as cents."""

    def __init__(self, doc: dict[str, Any], fail: Any) -> None:
        amounts = [doc.get(k) for k in ("bring_in", "small_bet", "big_bet")]
        for k in ("antes", "starting_stacks", "finishing_stacks"):
            v = doc.get(k)
            if isinstance(v, list):
                amounts.extend(v)
        self.fail = fail
        self.dollars = "currency" in doc or any(isinstance(a, Decimal) and a != a.to_integral_value()
                                                for a in amounts)

    def __call__(self, value: object, what: str) -> int:
        if type(value) is int and -_LIMIT < value < _LIMIT:  # the usual whole number: no Decimal needed
            return value * 100 if self.dollars else value
        if isinstance(value, bool) or not isinstance(value, (int, Decimal)):
            raise self.fail(f"{what} must be a number, not {str(value)[:30]!r}")
        if isinstance(value, Decimal) and not value.is_finite():
            raise self.fail(f"{what} is {value}: the reader takes known, finite amounts")
        if len(str(abs(value)).replace(".", "")) > MAX_DIGITS:
            raise self.fail(f"{what} has more than {MAX_DIGITS} digits; the reader takes at most {MAX_DIGITS}")
        chips = Decimal(value) * 100 if self.dollars else Decimal(value)
        if chips != chips.to_integral_value():
            raise self.fail(f"{what} ({value}) is not a whole number of chips")
        return int(chips)


_CARD_OF: dict[str, Card] = {str(c): c for c in CARDS}
"""Each card as PHH writes it ("As"): what ``parse_card`` reads it as, without its search."""


_SPLIT_SEEN: dict[str, tuple[Card | None, ...]] = {}
"""Card lists already read ("Kc", "7c3hKc"): each later street deals one of 52 cards, and a
dict lookup replaces the pair-by-pair reading (bounded; a refusal is not kept)."""


def _split_cards(text: str, fail: Any) -> tuple[Card | None, ...]:
    cards = _SPLIT_SEEN.get(text)
    if cards is None:
        cards = tuple(_read_cards(text, fail))
        if len(_SPLIT_SEEN) < 50_000:
            _SPLIT_SEEN[text] = cards
    return cards


def _read_cards(text: str, fail: Any) -> list[Card | None]:
    if len(text) % 2 or len(text) > 14:
        raise fail(f"not a card list: {text[:30]!r}")
    out: list[Card | None] = []
    for i in range(0, len(text), 2):
        pair = text[i:i + 2]
        card = _CARD_OF.get(pair)
        if card is None:
            if pair == "??":
                out.append(None)
                continue
            try:
                card = parse_card(pair)
            except CardError as exc:
                raise fail(str(exc)) from exc
        out.append(card)
    return out


UNDATED = datetime(1970, 1, 1, tzinfo=UTC)
"""When a PHH hand that gives no year was played: the format makes the date optional."""


def _when(doc: dict[str, Any]) -> datetime:
    """The hand's start in UTC, as precise as the file is: a year alone is that year's
    1 January, a date without ``time`` its midnight, in ``time_zone`` (else UTC)."""
    def part(key: str, default: int) -> int:
        v = doc.get(key, default)
        return v if isinstance(v, int) and not isinstance(v, bool) else default

    year = part("year", 0)
    if not 1 <= year <= 9999:
        return UNDATED
    at = doc.get("time")
    at = at if isinstance(at, time) else time(0, 0)
    try:
        naive = datetime(year, part("month", 1), part("day", 1), at.hour, at.minute, at.second)
    except ValueError:
        naive = datetime(year, 1, 1)
    zone = _zoneinfo(str(doc["time_zone"])) if isinstance(doc.get("time_zone"), str) else None
    return naive.replace(tzinfo=zone or UTC).astimezone(UTC)


def _line_finder(text: str) -> Any:
    """Line numbers of the action strings, found in order: one pass over the text.

    Each is looked for first in the line where the last one was found (``actions`` is one line
    of a plain file), with no newline to count; an action that is not there, or that holds a
    newline itself, is looked for in the rest of the text as before.
    """
    at = max(text.find("actions"), 0)
    end = text.find("\n", at)
    state = [at, text.count("\n", 0, at) + 1, len(text) if end < 0 else end]  # from, its line, its line's end

    def line_of(action: str) -> int:
        if action and "\n" not in action:
            found = text.find(action, state[0], state[2])
            if found >= 0:  # the first one from state[0] on: one crossing the line's end would hold a newline
                state[0] = found
                return state[1]
        found = text.find(action, state[0]) if action else -1
        if found >= 0:
            state[1] += text.count("\n", state[0], found)
            state[0] = found
            end = text.find("\n", found)
            state[2] = len(text) if end < 0 else end
        return state[1]

    return line_of


def hand_text(doc: dict[str, Any], hand_id: str, raw: str, first_line: int = 1) -> HandText:
    """One PHH hand (a TOML table) as the facts the replay checks."""

    def fail(reason: str, line: int | None = None) -> HandHistoryError:
        return HandHistoryError(reason, line=line or first_line, hand_id=hand_id)

    for key in ("antes", "bring_in", "small_bet", "big_bet", "starting_stacks", "actions"):
        if key not in doc:
            raise fail(f"the required field {key!r} is missing")
    value = _Values(doc, fail)
    stacks_in = doc["starting_stacks"]
    if not isinstance(stacks_in, list) or not 2 <= len(stacks_in) <= MAX_SEATS:
        raise fail(f"starting_stacks must list 2 to {MAX_SEATS} players")
    n = len(stacks_in)
    seats = doc.get("seats", list(range(1, n + 1)))
    names = doc.get("players", [f"Player {i + 1}" for i in range(n)])
    antes_in = doc["antes"]
    for what, v in (("seats", seats), ("players", names), ("antes", antes_in)):
        if not isinstance(v, list) or len(v) != n:
            raise fail(f"{what} must have one entry per player ({n})")
    if any(isinstance(s, bool) or not isinstance(s, int) or not 1 <= s <= MAX_SEATS for s in seats) or \
            len(set(seats)) != n or list(seats) != sorted(seats):
        raise fail(f"seats must be distinct seat numbers 1 to {MAX_SEATS} in order")
    names = [str(x) or f"Player {i + 1}" for i, x in enumerate(names)]
    if len(set(names)) != n:
        names = [f"{x} [seat {s}]" for x, s in zip(names, seats, strict=True)]
    stacks = [value(x, "a starting stack") for x in stacks_in]
    antes = [value(x, "an ante") for x in antes_in]
    if len(set(antes)) != 1:
        raise fail(f"the antes differ ({sorted(set(antes))}); this app plays one ante for every player")
    ante = antes[0]
    try:
        stakes = Stakes(small_bet=value(doc["small_bet"], "small_bet"), big_bet=value(doc["big_bet"], "big_bet"),
                        ante=ante, bring_in=value(doc["bring_in"], "bring_in"))
    except ConfigError as exc:
        raise fail(f"no table plays these stakes: {exc}") from exc
    if any(s <= 0 for s in stacks):
        raise fail("every starting stack must be positive")
    if not doc.get("ante_trimming_status", False) and any(0 < s <= ante for s in stacks):
        raise fail("a player cannot post the full ante and ante_trimming_status is false: this app lets a short "
                   "ante win only what it matched (ante_trimming_status = true)")
    when = _when(doc)
    h = HandText(hand_id, first_line, first_line, stakes.small_bet, stakes.big_bet, value.dollars,
                 "", site=str(doc.get("venue") or SITE), summary=False, stakes=stakes, when=when)
    h.table = str(doc.get("table", ""))
    seat_of = dict(enumerate(seats, 1))
    for i in range(n):
        h.seats.append(ParsedSeat(seats[i], names[i], stacks[i]))
        h.seat_line[seats[i]] = first_line
        h.antes.append((seats[i], min(ante, stacks[i]), stacks[i] <= ante, first_line))
    hero = doc.get("_hero")
    h.hero = str(hero) if isinstance(hero, str) and hero in names else None
    actions = doc["actions"]
    if not isinstance(actions, list):
        raise fail("actions must be a list of strings")
    line_of = _line_finder(raw)
    dealt = dict.fromkeys(seats, 0)
    street = 0
    k, action, line = 0, "", first_line

    def bad(reason: str) -> HandHistoryError:  # the action being read (always raised at once)
        return fail(f"action {k + 1} ({action[:60]!r}): {reason}", line)

    for k, action in enumerate(actions):
        if not isinstance(action, str):
            raise fail(f"action {k + 1} is not a string")
        line = line_of(action) + first_line - 1
        words = (action.split("#", 1)[0] if "#" in action else action).split()
        if not words:
            continue
        if words[0] == "d" and len(words) == 4 and words[1] == "dh":
            number = _PLAYER.get(words[2])
            if number is None or number not in seat_of:
                raise bad(f"no player {words[2][:10]!r}")
            seat = seat_of[number]
            cards = _split_cards(words[3], bad)
            start = dealt[seat]
            if start + len(cards) > 7 or (start == 0) != (len(cards) == 3):
                raise bad("a razz player is dealt three cards on 3rd street, then one card a street")
            for slot, card in enumerate(cards, start):
                if card is not None:
                    h.learn(seat, slot, card, line)
            dealt[seat] = start + len(cards)
            new_street = max(3, dealt[seat])
            if new_street > h.last_street:
                h.last_street = new_street
                h.street_line[new_street] = line
            if start == 0:
                h.dealt_third.add(seat)
            street = h.last_street
        elif words[0] == "d" and len(words) == 3 and words[1] == "db":
            cards = _split_cards(words[2], bad)
            if len(cards) != 1 or cards[0] is None:
                raise bad("the community card must be one known card")
            h.community, h.community_line = cards[0], line
            h.last_street, h.street_line[7], street = 7, line, 7
        elif (number := _PLAYER.get(words[0])) is not None and len(words) >= 2:
            if number not in seat_of:
                raise bad(f"no player {words[0]!r}")
            seat = seat_of[number]
            verb = words[1]
            if verb == "sm":
                if len(words) > 2 and words[2] != "-":
                    shown = [c for c in _split_cards(words[2], bad) if c is None or c != h.community]
                    for slot, card in enumerate(shown):
                        if card is not None:
                            h.learn(seat, slot, card, line)
                h.showdown.append((seat, len(words) > 2))
                h.showdown_line = h.showdown_line or line
                continue
            if not 3 <= street <= 7:
                raise bad("a betting action before any card is dealt")
            if verb == "cbr" and len(words) == 3:
                said = words[2]
                if said.isascii() and said.isdigit() and len(said) <= MAX_DIGITS:  # a whole number, as usual
                    to = value(int(said), "the amount")
                else:
                    try:
                        amount = Decimal(said)
                    except InvalidOperation:
                        raise bad(f"not an amount: {said[:30]!r}") from None
                    to = value(amount, "the amount")
                h.actions.append(new_tuple(TextAction, (line, street, seat, "cbr", 0, to, False)))
            elif verb in _PLAIN_VERBS and len(words) == 2:
                h.actions.append(new_tuple(TextAction, (line, street, seat, _PLAIN_VERBS[verb], 0, 0, False)))
            else:
                raise bad("not a razz action (pb, cbr X, cc, f, sm)")
        else:
            raise bad("not an action of the PHH notation")
    finishing = doc.get("finishing_stacks")
    if isinstance(finishing, list) and len(finishing) == n:
        h.finishing_stacks = {seats[i]: value(x, "a finishing stack") for i, x in enumerate(finishing)}
    h.summary_line = h.last_line = max([first_line, *(a.line for a in h.actions)])
    h.rake = value(doc["_rake"], "_rake") if "_rake" in doc else 0
    h.tournament = _tournament(doc)
    return h


_EVENT = re.compile(r"Tournament #(?P<id>\d+)(?:, (?P<buy_in>.+))?$")


def _tournament(doc: dict[str, Any]) -> TournamentTag | None:
    """A tournament hand's ``event`` and ``level`` as this app writes them; any other event is not one."""
    event = doc.get("event")
    found = _EVENT.match(event.strip()) if isinstance(event, str) else None
    if found is None:
        return None
    level = doc.get("level", 1)
    if not isinstance(level, int) or isinstance(level, bool) or level < 1:
        level = 1
    return TournamentTag(found["id"], level, found["buy_in"] or "Freeroll")


def read_phh(text: str, name: str) -> Iterator[ParsedHand | HandHistoryError | tuple[str, str]]:
    """Every hand of a ``.phh`` (one hand, id ``name``) or ``.phhs`` text (id ``name[key]``).

    Yields the replayed hand, its refusal, or ("other game", id) for another variant.
    """
    # Imported here: the table's start imports this module, and only an import of PHH reads TOML.
    import tomllib

    from . import phh_toml

    try:
        doc = phh_toml.loads(text)  # tomllib's document, sooner
    except tomllib.TOMLDecodeError as exc:
        line = re.search(r"line (\d+)", str(exc))
        yield HandHistoryError(f"not a PHH file: {exc}", line=int(line[1]) if line else None, hand_id=None)
        return
    if "variant" in doc or "actions" in doc:
        tables: list[tuple[str, dict[str, Any]]] = [("", doc)]
    else:
        tables = [(str(k), v) for k, v in doc.items() if isinstance(v, dict)]
        if not tables:
            yield HandHistoryError("not a PHH file: no variant, no actions and no hand tables", hand_id=None)
            return
    sections = _sections(text) if tables[0][0] else {}
    for key, hand_doc in tables:
        hand_id = str(hand_doc.get("hand", "")) or (f"{name}[{key}]" if key else name)
        part, first = sections.get(key, (text, 1))
        if hand_doc.get("variant") != VARIANT:
            yield ("other game", hand_id)
            continue
        try:
            yield replay(hand_text(hand_doc, hand_id, part, first))
        except HandHistoryError as exc:
            yield exc


_TABLE_HEADER = re.compile(r"^[ \t]*\[[ \t]*(?P<q>['\"]?)(?P<key>[^\]\n'\"]{1,200})(?P=q)[ \t]*\][ \t]*$", re.M)


def _sections(text: str) -> dict[str, tuple[str, int]]:
    """Each ``[key]`` table's text and first line, in one pass (a .phhs of n hands stays linear)."""
    out: dict[str, tuple[str, int]] = {}
    heads = list(_TABLE_HEADER.finditer(text))
    line, pos = 1, 0
    for i, m in enumerate(heads):
        line += text.count("\n", pos, m.start())
        pos = m.start()
        end = heads[i + 1].start() if i + 1 < len(heads) else len(text)
        out.setdefault(m["key"].strip(), (text[m.start():end], line))
    return out
