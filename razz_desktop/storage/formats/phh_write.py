"""Writing PHH (see :mod:`.phh` for the format): a stored hand as a ``.phh`` document, hands as a ``.phhs`` set.

What the writer shows of a played hand: the hero's cards, every upcard and
every hand shown at showdown; an imported hand shows the cards its record
knows. Unknown cards are written ``??``, as the format says.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import UTC
from decimal import Decimal

from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.cards import Card
from razz_desktop.engine.events import CardDealt, CommunityCardDealt, HandRevealed, PlayerActed
from razz_desktop.records import StoredHand
from razz_desktop.storage.coding.pots import after_rake, rake_by_seat, won_by_seat

from .phh import VARIANT, WRITER_VENUE


def _toml_string(text: str) -> str:
    out = text.replace("\\", "\\\\").replace('"', '\\"')
    out = "".join(c if c.isprintable() else f"\\u{ord(c):04x}" for c in out)
    return f'"{out}"'


def _cards(cards: Iterable[Card | None]) -> str:
    return "".join("??" if c is None else str(c) for c in cards)


def _known(stored: StoredHand, hero: int | None) -> dict[int, tuple[Card | None, ...]]:
    """Per seat, the cards the writer may show: the record's known cards for an imported
    hand; for a played hand the hero's, every upcard and every hand at showdown."""
    record = stored.record
    if stored.known_cards is not None:
        return dict(stored.known_cards)
    dealt: dict[int, list[Card | None]] = {s: [] for s in record.seats}
    revealed = {r.seat for r in record.showdown}
    for e in record.events:
        if isinstance(e, CardDealt):
            visible = e.face_up or e.seat == hero or e.seat in revealed
            dealt[e.seat].append(e.card if visible else None)
    return {s: tuple(c) for s, c in dealt.items()}


def hand_to_phh(stored: StoredHand, *, hero_seat: int | None = -1) -> str:
    """One hand as a ``.phh`` document (TOML)."""
    return "\n".join(_lines(stored, hero_seat)) + "\n"


def hands_to_phhs(stored_hands: Iterable[StoredHand], *, hero_seat: int | None = -1) -> str:
    """Hands as a ``.phhs`` document: tables ``[1]``, ``[2]``, ... one hand each."""
    parts = [f"[{i}]\n" + "\n".join(_lines(h, hero_seat)) + "\n" for i, h in enumerate(stored_hands, 1)]
    return "\n".join(parts)


def _lines(stored: StoredHand, hero_seat: int | None) -> list[str]:
    record = stored.record
    st = record.config.stakes
    origin = stored.origin
    dollars = origin is not None and origin.dollars
    hero = stored.hero_seat if hero_seat == -1 else hero_seat
    if origin is not None and origin.hero is not None:
        hero = next((p.seat for p in stored.players if p.name == origin.hero), hero)

    def v(chips: int) -> str:
        if not dollars:
            return str(chips)
        return str(Decimal(chips) / 100)

    def vs(values: Iterable[int]) -> str:
        return "[" + ", ".join(v(x) for x in values) + "]"

    seats = list(record.seats)
    index = {s: i + 1 for i, s in enumerate(seats)}
    known = _known(stored, hero)
    slot = dict.fromkeys(seats, 0)
    actions: list[str] = []
    pending: dict[int, list[Card | None]] = {}
    street_of_pending = 0

    def flush() -> None:
        for seat in seats:
            if seat in pending:
                actions.append(f"d dh p{index[seat]} {_cards(pending[seat])}")
        pending.clear()

    for e in record.events:
        if isinstance(e, CardDealt):
            if e.street != street_of_pending:
                flush()
                street_of_pending = e.street
            cards = known.get(e.seat, ())
            k = slot[e.seat]
            slot[e.seat] = k + 1
            pending.setdefault(e.seat, []).append(cards[k] if k < len(cards) else None)
        elif isinstance(e, CommunityCardDealt):
            flush()
            actions.append(f"d db {e.card}")
        elif isinstance(e, PlayerActed):
            flush()
            p = f"p{index[e.seat]}"
            if e.type is ActionType.BRING_IN:
                actions.append(f"{p} pb")
            elif e.type in (ActionType.BET, ActionType.COMPLETE, ActionType.RAISE):
                actions.append(f"{p} cbr {v(e.to)}")
            elif e.type in (ActionType.CHECK, ActionType.CALL):
                actions.append(f"{p} cc")
            elif e.type is ActionType.FOLD:
                actions.append(f"{p} f")
        elif isinstance(e, HandRevealed):
            flush()
            whole = all(c is not None for c in known.get(e.seat, ())[:len(dict(record.cards)[e.seat])])
            if e.shown and whole:  # a hand the file never showed is mucked, never stand-ins shown
                own = [c for c in e.cards if c != record.community_card]
                actions.append(f"p{index[e.seat]} sm {_cards(own)}")
            else:
                actions.append(f"p{index[e.seat]} sm")
    flush()
    names = {p.seat: p.name for p in stored.players}
    paid = rake_by_seat(record, origin.rake if origin is not None else 0)  # winnings and stacks after it
    won = after_rake(won_by_seat(record), paid)
    final = after_rake(dict(record.final_stacks), paid)
    when = stored.played_at if stored.played_at.tzinfo else stored.played_at.astimezone()
    when = when.astimezone(UTC)
    lines = [
        f"variant = '{VARIANT}'",
        "ante_trimming_status = true",
        f"antes = {vs([st.ante] * len(seats))}",
        f"bring_in = {v(st.bring_in)}",
        f"small_bet = {v(st.small_bet)}",
        f"big_bet = {v(st.big_bet)}",
        f"starting_stacks = {vs(s for _, s in record.starting_stacks)}",
        "actions = [" + ", ".join(_toml_string(a) for a in actions) + "]",
        f"players = [{', '.join(_toml_string(names.get(s, f'Seat {s}')) for s in seats)}]",
        f"seats = [{', '.join(str(s) for s in seats)}]",
        "seat_count = 8",
        f"hand = {_toml_string(origin.site_hand_id if origin is not None else str(stored.hand_id))}",
        f"venue = {_toml_string(origin.site if origin is not None else WRITER_VENUE)}",
        f"table = {_toml_string(origin.table if origin is not None and origin.table else 'Razz Desktop')}",
        f"time = {when:%H:%M:%S}",
        "time_zone = 'UTC'",
        f"day = {when.day}",
        f"month = {when.month}",
        f"year = {when.year}",
        f"finishing_stacks = {vs(final[s] for s in seats)}",
        f"winnings = {vs(won.get(s, 0) for s in seats)}",
    ]
    if dollars:
        lines.insert(lines.index("seat_count = 8") + 1, "currency = 'USD'")
    if hero is not None and hero in names:
        lines.append(f"_hero = {_toml_string(names[hero])}")
    if origin is not None and origin.rake:
        lines.append(f"_rake = {v(origin.rake)}")
    tour = stored.tournament
    if tour is not None:  # PHH's tournament fields: the event (with the buy-in) and the level
        lines.insert(lines.index("seat_count = 8") + 1, f"level = {tour.level}")
        lines.insert(lines.index("seat_count = 8") + 1,
                     f"event = {_toml_string(f'Tournament #{tour.tournament_id}, {tour.buy_in}')}")
    return lines
