"""Hands as PokerStars Razz hand-history text: what "Copy as text" writes.

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

``hh_reader`` reads this text back (and PokerStars' own files).
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import UTC, datetime

from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.cards import Card
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
from razz_desktop.engine.messages import Note
from razz_desktop.engine.record import PotResult
from razz_desktop.records import StoredHand
from razz_desktop.storage.coding.pots import contested_pots, raked_pot, returned_pot
from razz_desktop.tournament.schedule import roman

STREET_HEADERS = {3: "3rd STREET", 4: "4th STREET", 5: "5th STREET", 6: "6th STREET", 7: "RIVER"}
SUMMARY_STREETS = {3: "3rd Street", 4: "4th Street", 5: "5th Street", 6: "6th Street", 7: "River"}
DEFAULT_TABLE = "Razz Desktop"
CAPPED = "Betting is capped"
"""The line PokerStars writes after the capping raise (the engine's note "capped", engine/explain.py)."""


def _says_capped(note: Note | None) -> bool:
    """Whether an action's explanation includes the cap (a hand logged before notes: its English text)."""
    if note is None:
        return False
    if note.code == "capped":
        return True
    if note.code == "several":
        parts = note["notes"]
        return isinstance(parts, tuple) and any(isinstance(p, Note) and _says_capped(p) for p in parts)
    return note.code == "text" and CAPPED in str(note.get("text", ""))


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
    """PokerStars stamps hands in Eastern Time, the hour not zero-padded ("0:00:10 ET");
    fall back to UTC where the time-zone database is missing (some Windows installs)."""
    if when.tzinfo is None:
        when = when.astimezone()
    try:
        from zoneinfo import ZoneInfo

        local, zone = when.astimezone(ZoneInfo("America/New_York")), "ET"
    except Exception:  # ZoneInfoNotFoundError, or no tz database at all
        local, zone = when.astimezone(UTC), "UTC"
    return f"{local:%Y/%m/%d} {local.hour}:{local:%M:%S} {zone}"


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
    dollars: bool | None = None,
    table: str | None = None,
) -> str:
    """The hand in PokerStars Razz format, seen from ``hero_seat``.

    ``hero_seat`` defaults to the human's seat (an imported hand's hero);
    ``None`` writes it as a spectator would see it (no hole cards until the
    showdown). ``dollars`` and ``table`` default to the imported hand's own,
    else play chips at the table "Razz Desktop".
    """
    record = stored.record
    origin = stored.origin
    hero = stored.hero_seat if hero_seat == -1 else hero_seat
    if hero_seat == -1 and origin is not None and origin.hero is not None:
        hero = next((p.seat for p in stored.players if p.name == origin.hero), hero)
    dollars = (origin.dollars if origin is not None else False) if dollars is None else dollars
    table = (origin.table if origin is not None and origin.table else DEFAULT_TABLE) if table is None else table
    rake = origin.rake if origin is not None else 0
    names = _text_names(stored)

    def m(chips: int) -> str:
        return _money(chips, dollars)

    number = origin.site_hand_id if origin is not None and origin.site_hand_id.isdigit() else str(stored.hand_id)
    st = record.config.stakes
    stakes = f"({m(st.small_bet)}/{m(st.big_bet)}" + (" USD)" if dollars else ")")
    tour = stored.tournament
    if tour is not None:
        # PokerStars' tournament header and table name ("Tournament #743144019, $200+$15 USD Razz Limit -
        # Level IV (50/100)"; table '743144019 1'): trackers read the tournament and level from them.
        lines = [
            f"PokerStars Hand #{number}: Tournament #{tour.tournament_id}, {tour.buy_in} Razz Limit - "
            f"Level {roman(tour.level)} {stakes} - {_header_time(stored.played_at)}",
            f"Table '{tour.tournament_id} 1' 8-max",
        ]
    else:
        lines = [
            f"PokerStars Hand #{number}:  Razz Limit {stakes} - {_header_time(stored.played_at)}",
            f"Table '{table}' 8-max" + ("" if dollars or origin is not None else " (Play Money)"),
        ]
    for seat, stack in record.starting_stacks:
        lines.append(f"Seat {seat}: {names[seat]} ({m(stack)} in chips)")

    # Ante chips nobody else matched form a pot only their owner can win: sites return them.
    unmatched = returned_pot(record)
    lone = [p for i, p in enumerate(record.pots) if i == unmatched]
    pots = contested_pots(record)
    pot_count = len(pots)
    label = {id(p): pot_label(i, pot_count) for i, p in enumerate(pots)}
    raked = raked_pot(record, rake)
    dealt: dict[int, list[CardDealt]] = {}
    for e in record.events:
        if isinstance(e, CardDealt):
            dealt.setdefault(e.street, []).append(e)
    seen: dict[int, list[Card]] = {s: [] for s in record.seats}  # cards already in the text, per seat
    written_streets: set[int] = set()
    current = 0
    community = record.community_card
    reveals: dict[int, HandRevealed] = {}
    showdown_order: list[int] = []
    awarded: list[PotAwarded] = []

    known = dict(stored.known_cards) if stored.known_cards is not None else None
    at_showdown = {r.seat for r in record.showdown}
    slots = dict.fromkeys(record.seats, 0)

    def visible(d: CardDealt, slot: int) -> bool:
        """Imported hands write the cards their file knew; played hands the hero's and the upcards."""
        if d.face_up or d.seat == hero:
            return known is None or (slot < len(known.get(d.seat, ())) and known[d.seat][slot] is not None)
        if known is None or d.seat in at_showdown:  # hands at showdown are shown there, not dealt face up
            return False
        cards = known.get(d.seat, ())
        return slot < len(cards) and cards[slot] is not None

    def all_known(seat: int) -> bool:
        return known is None or all(c is not None for c in known.get(seat, ())[:len(dict(record.cards)[seat])])

    def street_header(street: int, card: Card | None = None) -> None:
        nonlocal current
        if not written_streets:
            for p in lone:
                lines.append(f"Uncalled bet ({m(p.amount)}) returned to {names[p.eligible[0]]}")
        written_streets.add(street)
        current = 0
        lines.append(f"*** {STREET_HEADERS[street]} ***" + (f" [{card}]" if card is not None else ""))
        for d in dealt.get(street, []):
            slot = slots[d.seat]
            slots[d.seat] = slot + 1
            if not visible(d, slot) or d.card is None:  # a record holds every card; a censored copy would not
                continue
            before = list(seen[d.seat])
            seen[d.seat].append(d.card)
            if street == 3:
                continue
            lines.append(f"Dealt to {names[d.seat]} [{_cards(before)}] [{d.card}]")
        if street == 3:
            several = sum(len(seen[x]) == 3 for x in record.seats) > 1
            # seat order as PokerStars writes it; the hero's line first when others' hole cards are known too
            for s in sorted(record.seats, key=lambda x: several and x != hero):
                if len(seen[s]) in (1, 3):
                    lines.append(f"Dealt to {names[s]} [{_cards(seen[s])}]")
                elif seen[s]:  # one hole card known of two: only the door card can be written
                    seen[s] = seen[s][-1:]
                    lines.append(f"Dealt to {names[s]} [{_cards(seen[s])}]")

    def collected(p: PotAwarded, pot: PotResult) -> None:
        for k, (seat, chips) in enumerate(p.shares):
            take = rake if pot is raked and k == 0 else 0
            lines.append(f"{names[seat]} collected {m(chips - take)} from {label[id(pot)]}")

    def own(cards: Iterable[Card]) -> list[Card]:
        return [c for c in cards if c != community]

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
            if _says_capped(e.explanation):
                lines.append("Betting is capped")
            current = max(current, e.to)
        elif isinstance(e, UncalledBetReturned):
            lines.append(f"Uncalled bet ({m(e.amount)}) returned to {names[e.seat]}")
        elif isinstance(e, ShowdownStarted):
            lines.append("*** SHOW DOWN ***")
            showdown_order = list(e.order)
        elif isinstance(e, HandRevealed):
            reveals[e.seat] = e
        elif isinstance(e, PotAwarded) and e.pot_index != unmatched:
            awarded.append(e)
    by_index = {p.pot_index: p for p in awarded}
    if not showdown_order:  # won uncontested
        for p in awarded:
            collected(p, record.pots[p.pot_index])
        for p in awarded:
            for seat, _ in p.shares:
                lines.append(f"{names[seat]}: doesn't show hand")
    else:
        # PokerStars settles the last side pot first: its hands are shown, then it is
        # collected; the main pot's remaining hands and its collection come last.
        told: set[int] = set()
        for pot in reversed(pots):
            award = by_index.get(record.pots.index(pot))
            for seat in showdown_order:
                r = reveals.get(seat)
                if r is None or seat in told or seat not in pot.eligible:
                    continue
                told.add(seat)
                if r.shown and all_known(seat):
                    lines.append(f"{names[seat]}: shows [{_cards(own(r.cards))}] ({lo_text(r.best_five)})")
                else:
                    lines.append(f"{names[seat]}: mucks hand")
            if award is not None:
                collected(award, pot)

    lines.append("*** SUMMARY ***")
    total = sum(p.amount for p in pots)
    if pot_count > 1:
        parts = " ".join(f"{label[id(p)].capitalize()} {m(p.amount)}." for p in pots)
        lines.append(f"Total pot {m(total)} {parts} | Rake {m(rake)}")
    else:
        lines.append(f"Total pot {m(total)} | Rake {m(rake)}")
    if community is not None:
        lines.append(f"Board [{community}]")
    won: dict[int, int] = {}
    for pot in pots:
        for k, (seat, chips) in enumerate(pot.shares):
            won[seat] = won.get(seat, 0) + chips - (rake if pot is raked and k == 0 else 0)
    revealed = {r.seat: r for r in record.showdown}
    folded = stored.folded_on()
    put_in_on_third = {
        e.seat for e in record.events if isinstance(e, PlayerActed) and e.street == 3 and e.amount > 0
    }
    for seat in record.seats:
        head = f"Seat {seat}: {names[seat]}"
        if seat in revealed:
            r = revealed[seat]
            cards = _cards(own(r.cards))
            if not all_known(seat):
                lines.append(f"{head} mucked")
            elif not r.shown:
                lines.append(f"{head} mucked [{cards}]")
            elif won.get(seat):
                lines.append(f"{head} showed [{cards}] and won ({m(won[seat])}) with {lo_text(r.best_five)}")
            else:
                lines.append(f"{head} showed [{cards}] and lost with {lo_text(r.best_five)}")
        elif seat in folded:
            street = folded[seat]
            tail = " (didn't bet)" if street == 3 and seat not in put_in_on_third else ""
            lines.append(f"{head} folded on the {SUMMARY_STREETS[street]}{tail}")
        elif won.get(seat):
            lines.append(f"{head} collected ({m(won[seat])})")
        else:
            lines.append(head)
    return "\n".join(lines) + "\n"
