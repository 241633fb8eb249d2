"""The table in words, for screen readers: seats, pot, amount to call, legal actions, events.

A screen reader cannot see the table's scene items, so everything a sighted
player reads off the felt is written here as sentences: one line per seat
(name, stack, upcards, status), the pot, what it costs to call, what the
player may do, and one sentence per action or round of cards dealt. Cards
are spoken in words ("7 of hearts", not "7♥", which readers pronounce as
"black heart suit" or not at all).

Every sentence goes through ``QCoreApplication.translate("Speech", ...)`` so
the translations pick them up; counts use ``%n`` plurals.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QCoreApplication, QLocale

from razz_desktop.engine.actions import ActionType, LegalAction
from razz_desktop.engine.cards import Card
from razz_desktop.engine.events import CardDealt, CommunityCardDealt, PlayerActed, PotAwarded
from razz_desktop.engine.views import SeatSnapshot, SeatView
from razz_desktop.settings.translation import (
    QT_TRANSLATE_NOOP,  # typed: returns str, as lupdate reads it
)
from razz_desktop.ui.wording import action_label, named_hand
from razz_desktop.ui.wording import chips as wording_chips

CONTEXT = "Speech"

RANK_WORDS = (QT_TRANSLATE_NOOP("Speech", "Ace"), "2", "3", "4", "5", "6", "7", "8", "9", "10", QT_TRANSLATE_NOOP("Speech", "Jack"), QT_TRANSLATE_NOOP("Speech", "Queen"),
              QT_TRANSLATE_NOOP("Speech", "King"))
"""By razz rank index (0 = ace); translated at use ("Ass", "Bube", ...)."""
SUIT_WORDS = (QT_TRANSLATE_NOOP("Speech", "clubs"), QT_TRANSLATE_NOOP("Speech", "diamonds"), QT_TRANSLATE_NOOP("Speech", "hearts"), QT_TRANSLATE_NOOP("Speech", "spades"))
"""By engine suit index."""
STREET_WORDS = {3: QT_TRANSLATE_NOOP("Speech", "Third street"), 4: QT_TRANSLATE_NOOP("Speech", "Fourth street"), 5: QT_TRANSLATE_NOOP("Speech", "Fifth street"),
                6: QT_TRANSLATE_NOOP("Speech", "Sixth street"), 7: QT_TRANSLATE_NOOP("Speech", "Seventh street")}


def tr(text: str, n: int = -1) -> str:
    """``n`` fills ``%n`` after the lookup: the translations of these phrases are written count-free
    ("Gegner im Blatt: %n."), and Qt finds a plain message only when it is looked up without ``n``."""
    said = QCoreApplication.translate(CONTEXT, text)
    return said if n < 0 else said.replace("%n", QLocale().toString(n))


def card_words(card: Card) -> str:
    """"7 of hearts", "Ace of spades"."""
    return tr("{rank} of {suit}").format(rank=tr(RANK_WORDS[card.rank]), suit=tr(SUIT_WORDS[card.suit]))


def cards_words(cards: Sequence[Card]) -> str:
    return ", ".join(card_words(c) for c in cards) if cards else tr("no cards")


def chips(amount: int) -> str:
    """Chips in the locale's digits, as the table shows them (ui.wording)."""
    return wording_chips(amount)


def street_words(street: int) -> str:
    return tr(STREET_WORDS.get(street, "Street {n}")).format(n=street)


def _upcards(snap: SeatSnapshot) -> list[Card]:
    return [c.card for c in snap.cards if c.face_up and c.card is not None]


def _hole(snap: SeatSnapshot) -> list[Card]:
    return [c.card for c in snap.cards if not c.face_up and c.card is not None]


def seat_line(view: SeatView, snap: SeatSnapshot, name: str) -> str:
    """One seat: "Anna, seat 3: stack 39,800; showing 4 of clubs, King of hearts; bet 100; to act."."""
    parts = [tr("{name}, seat {seat}: stack {stack}").format(name=name, seat=snap.seat, stack=chips(snap.stack))]
    ups = _upcards(snap)
    if snap.folded:
        parts.append(tr("folded"))
    elif snap.cards:
        parts.append(tr("showing {cards}").format(cards=cards_words(ups)))
        hole = _hole(snap)
        if snap.seat == view.viewer and hole:
            parts.append(tr("your hole cards {cards}").format(cards=cards_words(hole)))
    else:
        parts.append(tr("not in this hand"))
    if snap.bet:
        parts.append(tr("bet {amount}").format(amount=chips(snap.bet)))
    if snap.all_in and not snap.folded:
        parts.append(tr("all in"))
    if view.to_act == snap.seat and not view.finished:
        parts.append(tr("to act"))
    shown = next((h for h in view.showdown if h.seat == snap.seat), None)
    if shown is not None:
        parts.append(tr("shows {cards}: {hand}").format(cards=cards_words(shown.cards), hand=named_hand(shown.value, shown.name)))
    won = dict(view.winnings).get(snap.seat, 0)
    if won:
        parts.append(tr("won {amount}").format(amount=chips(won)))
    return "; ".join(parts) + "."


def pot_line(view: SeatView) -> str:
    total = sum(p.amount for p in view.pots) + sum(s.bet for s in view.seats)
    return tr("Pot {amount}.").format(amount=chips(total))


def to_call_line(view: SeatView) -> str:
    me = next((s for s in view.seats if s.seat == view.viewer), None)
    owed = max(0, view.current_bet - me.bet) if me is not None else 0
    if me is None or view.finished or owed == 0:
        return tr("Nothing to call.")
    return tr("To call: {amount}.").format(amount=chips(min(owed, me.stack)))


def actions_line(legal: Sequence[LegalAction]) -> str:
    if not legal:
        return tr("No action for you now.")
    return tr("You may: {actions}.").format(actions=", ".join(action_label(la) for la in legal))


def table_lines(view: SeatView, names: Mapping[int, str]) -> list[str]:
    """The table as lines, in reading order: the street, each seat, pot, to call, actions."""
    lines = [tr("Hand {n}, {street}.").format(n=view.hand_id, street=street_words(view.street))]
    if view.finished:
        lines[0] = tr("Hand {n} is over.").format(n=view.hand_id)
    lines += [seat_line(view, snap, names.get(snap.seat, tr("Seat {n}").format(n=snap.seat))) for snap in view.seats]
    if view.community_card is not None:
        lines.append(tr("Community card: {card}.").format(card=card_words(view.community_card)))
    lines += [pot_line(view), to_call_line(view), actions_line(view.legal)]
    return lines


def situation(view: SeatView, names: Mapping[int, str]) -> str:
    """What the read-again key says: whose turn, the pot, the call, the player's cards, the options."""
    me = next((s for s in view.seats if s.seat == view.viewer), None)
    parts = [street_words(view.street) + "."]
    if view.finished:
        parts = [tr("The hand is over.")]
        parts += [tr("{name} won {amount}.").format(name=names.get(seat, str(seat)), amount=chips(amount))
                  for seat, amount in view.winnings if amount]
    else:
        if view.to_act is not None:
            parts.append(tr("Your turn.") if view.to_act == view.viewer
                         else tr("{name} to act.").format(name=names.get(view.to_act, str(view.to_act))))
        parts.append(pot_line(view))
    if me is not None and me.cards and not me.folded:
        parts.append(tr("Your cards: down {down}; up {up}.").format(down=cards_words(_hole(me)),
                                                                     up=cards_words(_upcards(me))))
    opponents = [s for s in view.seats if s.seat != view.viewer and not s.folded and s.cards]
    if opponents:
        parts.append(tr("%n opponents in the hand.", len(opponents)))
    if view.legal:
        parts += [to_call_line(view), actions_line(view.legal)]
    return " ".join(parts)


ACTION_WORDS: dict[tuple[ActionType, bool], str] = {
    (ActionType.FOLD, False): "{name} folds.",
    (ActionType.FOLD, True): "You fold.",
    (ActionType.CHECK, False): "{name} checks.",
    (ActionType.CHECK, True): "You check.",
    (ActionType.CALL, False): "{name} calls {amount}.",
    (ActionType.CALL, True): "You call {amount}.",
    (ActionType.BET, False): "{name} bets {amount}.",
    (ActionType.BET, True): "You bet {amount}.",
    (ActionType.RAISE, False): "{name} raises to {to}.",
    (ActionType.RAISE, True): "You raise to {to}.",
    (ActionType.COMPLETE, False): "{name} completes to {to}.",
    (ActionType.COMPLETE, True): "You complete to {to}.",
    (ActionType.BRING_IN, False): "{name} brings in for {amount}.",
    (ActionType.BRING_IN, True): "You bring in for {amount}.",
    (ActionType.SHOW, False): "{name} shows.",
    (ActionType.SHOW, True): "You show.",
    (ActionType.MUCK, False): "{name} mucks.",
    (ActionType.MUCK, True): "You muck.",
}


def _mark_actions() -> None:
    """Not called: the action sentences as literals for pyside6-lupdate."""
    for text in ("{name} folds.", "You fold.", "{name} checks.", "You check.", "{name} calls {amount}.",
                 "You call {amount}.", "{name} bets {amount}.", "You bet {amount}.", "{name} raises to {to}.",
                 "You raise to {to}.", "{name} completes to {to}.", "You complete to {to}.",
                 "{name} brings in for {amount}.", "You bring in for {amount}.", "{name} shows.", "You show.",
                 "{name} mucks.", "You muck."):
        QCoreApplication.translate("Speech", text)


def action_words(event: PlayerActed, name: str, hero: bool) -> str:
    text = tr(ACTION_WORDS[event.type, hero]).format(name=name, amount=chips(event.amount), to=chips(event.to))
    if event.all_in:
        text = text[:-1] + tr(", all in.")
    return text


def deal_words(dealt: Sequence[CardDealt | CommunityCardDealt], names: Mapping[int, str],
               hero: int | None) -> str:
    """One round of cards in one sentence: the player's own cards, then everyone's upcards."""
    if not dealt:
        return ""
    parts: list[str] = []
    community = [d.card for d in dealt if isinstance(d, CommunityCardDealt)]
    seat_cards = [d for d in dealt if isinstance(d, CardDealt)]
    mine = [d for d in seat_cards if d.seat == hero and d.card is not None]
    if mine:
        down = [d.card for d in mine if not d.face_up and d.card is not None]
        up = [d.card for d in mine if d.face_up and d.card is not None]
        if down:
            parts.append(tr("You get {cards} face down.").format(cards=cards_words(down)))
        if up:
            parts.append(tr("You get {cards} face up.").format(cards=cards_words(up)))
    for d in seat_cards:
        if d.seat != hero and d.face_up and d.card is not None:
            parts.append(tr("{name} gets {card}.").format(name=names.get(d.seat, str(d.seat)), card=card_words(d.card)))
    hidden = sorted({d.seat for d in seat_cards if d.seat != hero and not d.face_up})
    if hidden and not any(d.face_up for d in seat_cards):
        parts.append(tr("%n opponents get a card face down.", len(hidden)))
    for card in community:
        parts.append(tr("Community card: {card}.").format(card=card_words(card)))
    return " ".join(parts)


def award_words(event: PotAwarded, names: Mapping[int, str], hero: int | None) -> str:
    winners = []
    for seat, amount in event.shares:
        if seat == hero:
            winners.append(tr("You win {amount}").format(amount=chips(amount)))
        else:
            winners.append(tr("{name} wins {amount}").format(name=names.get(seat, str(seat)), amount=chips(amount)))
    text = ", ".join(winners)
    if event.hand_name:
        text += tr(" with {hand}").format(hand=named_hand(event.hand_value, event.hand_name))
    return text + "."
