"""Replaying a hand's text through the engine: the engine's bookkeeping, not a copy of it.

A hand read from text is believed only if the engine, dealt the same cards
with the same stakes and stacks, agrees with every line: who brings in, who
acts first on each street, that each action is legal with the text's amount
and all-in flag, the uncalled bets, the total pot (and the side pots when the
text lists them), who collects what with the rake accounted for, the community
card and the last street. The first disagreement is refused with its line; a
hand is never "fixed".

The showdown order is compared only where the rules agree: with a bet on the
river its bettor shows first. When the river is checked through PokerStars
starts the showdown from its hidden dealer position, where RULES.md goes back
to the last street with a bet: accepted as a named convention
(``SHOWDOWN_ORDER``, see tests/engine/test_real_hands.py); the text's order
is kept in ``showdown``. Full Tilt's returned short ante is ``ANTE_RETURNED``.

Cards the text does not show (opponents' hole cards, folded hands) are filled
with the highest cards nobody holds, kings first. They cannot change who
brings in or acts first (those read upcards only), and a hand whose cards are
unknown at showdown was mucked, so stand-ins that make it a poor hand keep the
engine's winner the text's winner.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import filterfalse

from razz_desktop.engine.actions import ActionType, IllegalActionError, LegalAction
from razz_desktop.engine.cards import CARDS, Card, CardError, Deck
from razz_desktop.engine.events import (
    AntePosted,
    Event,
    StreetStarted,
)
from razz_desktop.engine.hand import Hand
from razz_desktop.engine.record import HandRecord
from razz_desktop.engine.rules import ConfigError, GameConfig, Stakes
from razz_desktop.storage.coding.event_scan import EventScan
from razz_desktop.storage.coding.pots import returned_pot

from .hh_errors import HandHistoryError
from .hh_parsed import HandText, ParsedHand, TextAction
from .hh_time import played_at

_STREET_NAMES = {3: "3rd street", 4: "4th street", 5: "5th street", 6: "6th street", 7: "7th street"}
_STAND_INS = tuple(sorted(CARDS, key=lambda c: (-c.rank, -c.suit)))
"""Unknown cards, worst for razz first: kings, then queens, ..."""
_UNKNOWN7 = (None,) * 7

_VERB_TYPES: dict[str, tuple[ActionType, ...]] = {
    "bring": (ActionType.BRING_IN,),
    # PokerStars writes a completion as a raise, or as a bet by the bring-in seat
    "bet": (ActionType.BET, ActionType.COMPLETE),
    "raise": (ActionType.COMPLETE, ActionType.RAISE),
    "call": (ActionType.CALL,),
    "check": (ActionType.CHECK,),
    "fold": (ActionType.FOLD,),
    # matched by the round total: Full Tilt's "completes it to" / "raises to", PHH's "cbr"
    "to": (ActionType.BET, ActionType.COMPLETE, ActionType.RAISE),
    # PHH: "pb" brings in, "cbr" completes, bets or raises to a total, "cc" checks or calls
    "pb": (ActionType.BRING_IN,),
    "cbr": (ActionType.BET, ActionType.COMPLETE, ActionType.RAISE),
    "cc": (ActionType.CHECK, ActionType.CALL),
    # Merge's ALL_IN: whatever action puts the player's last chips in, by the chips added
    "allin": (ActionType.BRING_IN, ActionType.BET, ActionType.COMPLETE, ActionType.RAISE, ActionType.CALL),
}
_BY_TOTAL = frozenset({"to", "cbr"})
_ANY_AMOUNT = frozenset({"pb", "cc"})
_ALL_IN_UNSTATED = frozenset({"pb", "cbr", "cc"})
"""PHH never says a player is all-in: the engine's word is taken."""

SHOWDOWN_ORDER = "the showdown starts from the site's own position when the river is checked through"
"""PokerStars starts it from its hidden dealer position; RULES.md goes back to the last
street with a bet (tests/engine/test_real_hands.py). With a bet on the river the two agree,
and a different first hand there is refused."""
UNCALLED_UNWRITTEN = "the uncalled bet is not written: the winner's amount won includes it"
"""Merge writes no line for the bet nobody called: its winner "wins" the pot and that bet."""
ANTE_RETURNED = "ante chips only one player can win are returned as an uncalled bet"
"""Full Tilt (and this app's export) write the part of an ante nobody else matched
as returned; the engine keeps it as a pot only that player can win."""



class _Refusal:
    """Errors for one hand, all naming its id."""

    def __init__(self, h: HandText) -> None:
        self.hand_id = h.hand_id
        self.units = " (amounts in cents)" if h.dollars else ""

    def __call__(self, reason: str, line: int) -> HandHistoryError:
        return HandHistoryError(reason + self.units, line=line, hand_id=self.hand_id)


def _stakes(h: HandText, fail: _Refusal) -> Stakes:
    """The text names the small and big bet; the ante and bring-in only as posted.

    The ante is the largest one posted (a short stack posts less, all-in). A
    hand whose bring-in seat completes at once never names the bring-in: it
    is taken as the usual quarter of the small bet (it then matters only for
    the half-bet rule of an all-in completion).
    """
    if h.stakes is not None:
        return h.stakes
    ante = max((a for _, a, _, _ in h.antes), default=0)
    posted = next((a for a in h.actions if a.verb == "bring"), None)
    default = max(1, min(h.small_bet - 1, (h.small_bet + 2) // 4))
    if posted is not None and not posted.all_in:
        bring_in = posted.amount
    else:
        bring_in = max(default, posted.amount) if posted is not None else default
    try:
        return _stakes_of(h.small_bet, h.big_bet, ante, bring_in)
    except ConfigError as exc:
        raise fail(f"no table plays these stakes: {exc}", h.header_line) from exc


@lru_cache(maxsize=256)
def _stakes_of(small_bet: int, big_bet: int, ante: int, bring_in: int) -> Stakes:
    """The (frozen, checked) stakes of these four amounts: a file's hands share a few, and checking
    them again for each hand cost more than replaying its antes. A refusal is not cached."""
    return Stakes(small_bet=small_bet, big_bet=big_bet, ante=ante, bring_in=bring_in)


@lru_cache(maxsize=256)
def _config(stakes: Stakes) -> GameConfig:
    """The table a replay plays on (the same few stakes fill a file: one config each)."""
    return GameConfig(stakes)


def _dealt_in(h: HandText, fail: _Refusal) -> list[int]:
    """Seats dealt into the hand: they post an ante, are dealt a card or act."""
    seats = {s for s, _, _, _ in h.antes} | h.dealt_third | {a.seat for a in h.actions}
    listed = {s.seat for s in h.seats}
    out = sorted(seats & listed)
    if len(out) < 2:
        raise fail(f"{len(out)} player(s) dealt in; a hand needs 2 to 8", h.summary_line or h.last_line)
    return out


def _deck(h: HandText, dealt_in: list[int], fail: _Refusal) -> Deck:
    """The dealing order the engine will follow (position by position, seat order,
    players still in), with the text's cards where it shows them."""
    folded_on: dict[int, int] = {}
    for a in h.actions:
        if a.verb == "fold":
            folded_on.setdefault(a.seat, a.street)
    last = max(h.last_street, 3)
    for seat, slots in h.slots.items():
        fold = folded_on.get(seat, 7)
        # Dealing position p is on street 3 (p < 3) or p + 1: the positions after max(2, limit - 1)
        # come after the seat's fold or the hand's end, and must be unknown.
        if slots[max(2, min(fold, last) - 1) + 1:].count(None) == 6 - max(2, min(fold, last) - 1):
            continue
        for position, card in enumerate(slots):
            street = 3 if position < 3 else position + 1
            if card is not None and (street > fold or street > last):
                why = f"folds on {_STREET_NAMES[fold]}" if street > fold else f"the hand ends on {_STREET_NAMES[last]}"
                raise fail(f"seat {seat} is shown the card {card} of {_STREET_NAMES[street]}, but {why}",
                           h.card_at[card][2])
    known = set(h.card_at)  # every card a line gave a seat
    if h.community is not None and h.community in known:
        raise fail(f"the community card {h.community} is also a player's card", h.community_line)
    if h.community is not None:
        known.add(h.community)
    spare = filterfalse(known.__contains__, _STAND_INS)  # in stand-in order, without a Python loop
    order: list[Card] = []
    empty: list[Card | None] = [None] * 7
    rows = [(s, h.slots.get(s, empty), folded_on.get(s, 99)) for s in dealt_in]
    for position in range(7):
        street = 3 if position < 3 else position + 1
        if street > last:
            break
        if position == 6 and h.community is not None:
            order.append(h.community)
            continue
        for _, slots, fold in rows:
            if fold >= street:
                card = slots[position]
                order.append(card if card is not None else next(spare))
    order.extend(spare)
    try:
        return Deck(order)
    except CardError as exc:
        raise fail(str(exc), h.header_line) from exc


def _first_to_act_reason(hand: Hand, street: int) -> str:
    """The engine's reason, in the import error's own (English) words."""
    for e in reversed(hand.events):
        if isinstance(e, StreetStarted) and e.street == street:
            note = e.explanation
            if note.code == "bring_in.highest":
                return f"the highest door card, {note['card']}"
            if note.code == "bring_in.passed":
                return f"seat {note['passed_from']} has the highest door card but is all-in"
            if note.code == "first_to_act":
                return f"the lowest board, {note['board']}"
            return str(note)
    return ""


_BY_AMOUNT, _BY_TO, _ANY, _RAISE = range(4)
_MATCH_BY: dict[str, int] = {verb: _BY_TO if verb in _BY_TOTAL else _ANY if verb in _ANY_AMOUNT
                             else _RAISE if verb == "raise" else _BY_AMOUNT for verb in _VERB_TYPES}
"""How each verb picks its legal action: by the round total, any of its types, a raise by its
total once the line adds up, or by the chips added."""


def _choose_or_refuse(hand: Hand, a: TextAction, current: int, fail: _Refusal) -> LegalAction:
    """The legal action the text's line is, with its amount checked, or the refusal's words: the
    whole reasoning of the usual case ``_play`` matches inline (the same action when there is one)."""
    legal = hand.legal_actions()
    kinds = _VERB_TYPES[a.verb]
    options = [la for la in legal if la.type in kinds]
    if not options:
        allowed = ", ".join(la.label for la in legal) or "nothing"
        raise fail(f"seat {a.seat} {a.verb}s, which is not legal here; legal: {allowed}", a.line)
    if a.verb in _BY_TOTAL:
        match = [la for la in options if la.to == a.to]
        said = f"{'raises' if current else 'bets'} to {a.to}"
    elif a.verb in _ANY_AMOUNT:
        match = options
        said = "brings in" if a.verb == "pb" else "checks or calls"
    elif a.verb == "raise":
        if a.to - a.amount != current:
            raise fail(f"'raises {a.amount} to {a.to}' does not add up: the bet faced is {current}", a.line)
        match = [la for la in options if la.to == a.to]
        said = f"raises to {a.to}"
    else:
        match = [la for la in options if la.amount == a.amount]
        said = f"{a.verb}s {a.amount}" if a.verb in ("bring", "bet", "call") else f"{a.verb}s"
        if a.verb == "bring":
            said = f"brings in for {a.amount}"
    if not match:
        allowed = ", ".join(la.label for la in legal) or "nothing"
        raise fail(f"seat {a.seat} {said}, but the engine allows {allowed}", a.line)
    la = match[0]
    if la.all_in != a.all_in and a.verb not in _ALL_IN_UNSTATED:
        state = "is all-in" if la.all_in else "is not all-in"
        raise fail(f"seat {a.seat} {said} and the engine says the player {state} with it", a.line)
    return la


_FOLD = ActionType.FOLD


def _play(hand: Hand, h: HandText, fail: _Refusal) -> None:
    street = 0
    current = 0
    legal_actions, play_legal = hand.legal_actions, hand.play_legal  # bound once: called per line
    for a in h.actions:
        to_act = hand.to_act  # None only once the hand is over (a replay never stops between steps)
        if to_act is None and hand.finished:
            raise fail(f"an action after the hand is over (seat {a.seat} {a.verb}s)", a.line)
        if a.street != street:
            if hand.street != a.street:
                who = f"seat {hand.to_act} is to act" if hand.to_act is not None else "nobody acts"
                raise fail(f"an action on {_STREET_NAMES[a.street]}, but the engine is on "
                           f"{_STREET_NAMES[hand.street]} ({who})", a.line)
            street, current = a.street, 0
            first = hand.first_to_act.get(street)
            if first != a.seat:
                what = "bring in" if street == 3 else f"act first on {_STREET_NAMES[street]}"
                raise fail(f"seat {a.seat} acts first, but seat {first} must {what}: "
                           f"{_first_to_act_reason(hand, street)}", a.line)
        if to_act != a.seat:
            raise fail(f"seat {a.seat} acts, but it is seat {to_act}'s turn", a.line)
        # The usual case, found in one pass over the legal list (this runs for every line): the
        # line's action is legal, its amount matches and its all-in flag agrees; anything else goes
        # through _choose_or_refuse, which finds the same action or says why there is none.
        verb = a.verb
        kinds = _VERB_TYPES[verb]
        how = _MATCH_BY[verb]
        chosen: LegalAction | None = None
        for la in legal_actions():
            if la.type in kinds and (how == _ANY or (la.amount == a.amount if how == _BY_AMOUNT else la.to == a.to)):
                if (how != _RAISE or a.to - a.amount == current) and (la.all_in == a.all_in
                                                                      or verb in _ALL_IN_UNSTATED):
                    chosen = la
                break
        if chosen is None:
            chosen = _choose_or_refuse(hand, a, current, fail)
        try:
            play_legal(chosen)  # one of legal_actions()'s own: act's check without a second match
        except IllegalActionError as exc:  # cannot happen for a listed legal action; refuse, never crash
            raise fail(str(exc), a.line) from exc
        if chosen.type is not _FOLD and chosen.to > current:
            current = chosen.to
    if not hand.finished:
        raise fail(f"the text ends, but the engine has seat {hand.to_act} to act on "
                   f"{_STREET_NAMES[hand.street]}", h.summary_line or h.last_line)


def _check_antes(hand: Hand, started: tuple[Event, ...], h: HandText, fail: _Refusal) -> None:
    """``started``: the events ``hand.start()`` returned (every ante is posted there)."""
    engine = {e.seat: (e.amount, e.all_in) for e in started if type(e) is AntePosted}
    text = {}
    for seat, amount, all_in, line in h.antes:
        if seat in text:
            raise fail(f"seat {seat} posts the ante twice", line)
        text[seat] = (amount, all_in)
        if engine.get(seat) != (amount, all_in):
            want = engine.get(seat, (0, False))
            raise fail(f"seat {seat} posts the ante {amount}{' all-in' if all_in else ''}, but the engine posts "
                       f"{want[0]}{' all-in' if want[1] else ''} (ante {hand.config.stakes.ante}, stack "
                       f"{next(s.stack for s in h.seats if s.seat == seat)})", line)
    for seat in engine:
        if seat not in text:
            raise fail(f"seat {seat} is dealt in but posts no ante", h.seat_line[seat])


def _check_finishing(record: HandRecord, h: HandText, fail: _Refusal) -> None:
    """PHH writes no pots, only (optionally) each player's stack at the end."""
    if h.finishing_stacks is None:
        return
    final = dict(record.final_stacks)
    short = 0
    for seat, stack in h.finishing_stacks.items():
        engine = final.get(seat, stack)
        short += engine - stack
        if not 0 <= engine - stack <= h.rake:
            raise fail(f"seat {seat} finishes with {stack}, the engine's {engine} (rake {h.rake})",
                       h.summary_line or h.header_line)
    if short != h.rake:
        raise fail(f"the finishing stacks are {short} short of the engine's, the rake {h.rake}",
                   h.summary_line or h.header_line)


def _check_result(hand: Hand, record: HandRecord, h: HandText, fail: _Refusal) -> None:
    end = h.summary_line or h.last_line
    if hand.community_card != h.community:
        raise fail(f"the text's community card is {h.community}, the engine's {hand.community_card}",
                   h.community_line or end)
    if hand.street != h.last_street and (h.summary or h.last_street > hand.street):
        raise fail(f"the text deals up to {_STREET_NAMES.get(h.last_street, 'no street')}, the engine to "
                   f"{_STREET_NAMES[hand.street]}", h.street_line.get(h.last_street, end))
    if not h.summary:
        _check_finishing(record, h, fail)
        return
    scan = EventScan.of(record)  # one pass for the pots, the returned bets and the showdown, shared with the rows
    all_pots = scan.pots
    returned = list(scan.returned)
    showdown = scan.showdown
    unmatched = returned_pot(record)  # coding.pots: one definition for the replay, the writers, the statistics
    lone = [(p.eligible[0], p.amount) for p in all_pots if p.pot_index == unmatched]
    written = [(seat, amount) for seat, amount, _ in h.uncalled]
    lone_returned = bool(lone) and written[:len(lone)] == lone and len(written) == len(lone) + len(returned)
    if lone_returned:
        returned = lone + returned
        h.conventions.append(ANTE_RETURNED)
    if not h.total_written and not h.uncalled and returned:
        for seat, amount in returned:  # the winner's amount holds its own bet back
            k = next((k for k, c in enumerate(h.collected) if c[0] == seat and c[1] >= amount), None)
            if k is None:
                raise fail(f"the engine returns an uncalled {amount} to seat {seat}; the text neither returns "
                           "it nor pays it with the pot", end)
            seat_, chips, pot, line = h.collected[k]
            h.collected[k] = (seat_, chips - amount, pot, line)
            h.uncalled.append((seat, amount, line))
        h.conventions.append(UNCALLED_UNWRITTEN)
    for i, (seat, amount, line) in enumerate(h.uncalled):
        if i >= len(returned) or returned[i] != (seat, amount):
            want = f"seat {returned[i][0]} gets {returned[i][1]} back" if i < len(returned) else "no more"
            raise fail(f"{amount} returned to seat {seat}, but the engine returns {want}", line)
    if len(returned) > len(h.uncalled):
        seat, amount = returned[len(h.uncalled)]
        raise fail(f"the engine returns an uncalled {amount} to seat {seat}; the text does not", end)
    pots = [p for p in all_pots if not (lone_returned and p.pot_index == unmatched)]
    total = sum(p.amount for p in pots)
    if h.total is None and not h.total_written:
        h.total = total
        h.rake = total - sum(chips for _, chips, _, _ in h.collected)
        if h.rake < 0:
            raise fail(f"the winners collect {-h.rake} more than the pots hold ({total})",
                       h.collected[0][3] if h.collected else end)
    if h.total is None:
        raise fail("the hand has no 'Total pot' summary line (is it cut short?)", end)
    if h.total != total:
        raise fail(f"the total pot is {h.total}, the engine's {total}", h.total_line)
    if h.pots and h.pots != [p.amount for p in pots]:
        raise fail(f"the pots are {h.pots}, the engine's {[p.amount for p in pots]}", h.total_line)
    if not 0 <= h.rake <= total:
        raise fail(f"a rake of {h.rake} from a pot of {total}", h.total_line)
    shares: dict[int, int] = {}
    for p in pots:
        for seat, chips in p.shares:
            shares[seat] = shares.get(seat, 0) + chips
    collected: dict[int, int] = {}
    for seat, chips, _, _ in h.collected:
        collected[seat] = collected.get(seat, 0) + chips
    line = h.collected[0][3] if h.collected else end
    if set(collected) != set(shares):
        raise fail(f"seat(s) {sorted(collected)} collect, but the engine awards seat(s) {sorted(shares)}", line)
    if sum(collected.values()) + h.rake != total:
        raise fail(f"{sum(collected.values())} collected and {h.rake} rake do not make the pot of {total}",
                   h.total_line or line)
    for seat, chips in collected.items():
        if chips > shares[seat] or (h.rake == 0 and chips != shares[seat]):
            raise fail(f"seat {seat} collects {chips}, the engine awards {shares[seat]} (rake {h.rake})", line)
    if (showdown is None) != (h.showdown_line == 0):
        said = "has a showdown" if h.showdown_line else "has no showdown"
        raise fail(f"the text {said}, the engine {'does not' if showdown is None else 'does'}",
                   h.showdown_line or end)
    if showdown is not None:
        for seat, _ in h.showdown:
            if seat not in showdown.order:
                raise fail(f"seat {seat} shows down but is not in the hand at showdown", h.showdown_line)
        # side pots are settled first, the last one first: its first hand opens the showdown
        last = pots[-1].eligible if pots else showdown.order
        first = next((s for s in showdown.order if s in last), showdown.order[0])
        if h.showdown and h.showdown[0][0] != first:
            if scan.river_bet:
                raise fail(f"seat {h.showdown[0][0]} shows first, but seat {first} must: "
                           f"{showdown.explanation}", h.showdown_line)
            h.conventions.append(SHOWDOWN_ORDER)


def replay(h: HandText) -> ParsedHand:
    """The hand ``h`` as the engine plays it, or the line where the two disagree."""
    fail = _Refusal(h)
    stakes = _stakes(h, fail)
    dealt_in = _dealt_in(h, fail)
    listed = {s.seat: s.stack for s in h.seats}  # seats are listed once each (the reader refuses a repeat)
    stacks = {seat: listed[seat] for seat in dealt_in}
    for seat, stack in stacks.items():
        if stack <= 0:
            raise fail(f"seat {seat} is dealt in with no chips", h.seat_line[seat])
    try:
        number = int(h.hand_id) if h.hand_id.isdigit() and len(h.hand_id) <= 18 else 0
        hand = Hand(_config(stakes), stacks, deck=_deck(h, dealt_in, fail), hand_id=number)
    except ConfigError as exc:
        raise fail(str(exc), h.header_line) from exc
    _check_antes(hand, hand.start(), h, fail)
    _play(hand, h, fail)
    record = hand.record
    _check_result(hand, record, h, fail)
    return ParsedHand(
        hand_number=number,
        small_bet=h.small_bet,
        big_bet=h.big_bet,
        dollars=h.dollars,
        played_at=h.played_at,
        table=h.table,
        seats=tuple(h.seats),
        antes=tuple([(s, a, i) for s, a, i, _ in h.antes]),  # lists first: quicker than generators
        cards=tuple([(s.seat, tuple(h.shown.get(s.seat, ()))) for s in h.seats]),
        community_card=h.community,
        uncalled=tuple([(s, a) for s, a, _ in h.uncalled]),
        collected=tuple([(s, a, p) for s, a, p, _ in h.collected]),
        showdown=tuple(h.showdown),
        total_pot=h.total if h.total is not None else sum(p.amount for p in record.pots),
        last_street=h.last_street,
        rake=h.rake,
        ante=stakes.ante,
        bring_in=stakes.bring_in,
        known_cards=tuple([(s, tuple(h.slots.get(s, _UNKNOWN7))) for s in dealt_in]),
        record=record,
        site=h.site,
        hand_id=h.hand_id,
        tournament=h.tournament,
        when=h.when if h.when is not None else played_at(h.played_at),
        hero=h.hero,
        conventions=tuple(h.conventions),
    )
