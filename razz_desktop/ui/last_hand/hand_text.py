"""The words and rich text of a finished hand, as the Last Hand window shows them.

Pure functions of a :class:`~razz_desktop.records.StoredHand`: the actions
street by street and the pots with their winners as HTML, each seat's
result ("Wins 4,510 with 6-5-4-3-A", "Folded on 5th street") and the hand
selector's line. Kept apart from the window so they read (and test) without
widgets; the theme's :class:`~razz_desktop.ui.theme.Ink` says which colours suit the window.
Texts are translated in the window's context ("LastHandWindow").
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.events import (
    AntePosted,
    CardDealt,
    CommunityCardDealt,
    HandRevealed,
    PlayerActed,
    PotAwarded,
    UncalledBetReturned,
)
from razz_desktop.records import HandSummary, StoredHand
from razz_desktop.ui.card_text import card_html
from razz_desktop.ui.theme import LIGHT_INK, Ink
from razz_desktop.ui.wording import Names, explain, named_hand, signed_chips, street_name
from razz_desktop.ui.wording import chips as chips
from razz_desktop.ui.wording.numbers import time_only

from .shown_cards import reveal_known

translate = QCoreApplication.translate
"""Texts outside the window's methods: ``translate("LastHandWindow", "...")`` with
literal strings, and ``QT_TRANSLATE_NOOP`` in tables, so pyside6-lupdate finds them."""


def _tr(text: object) -> str:
    """Translate a text already marked with QT_TRANSLATE_NOOP (not a literal here).

    PySide6 types QT_TRANSLATE_NOOP's result as ``object``; it is the text itself."""
    return QCoreApplication.translate("LastHandWindow", str(text))


def signed(n: int) -> str:
    """"+1,200" / "\u2212400" / "0" in the locale's digits."""
    return signed_chips(n)


def seat_result(hand: StoredHand, seat: int, ink: Ink = LIGHT_INK) -> tuple[str, str]:
    """(text, colour) of how the hand ended for ``seat``."""
    record = hand.record
    won = sum(chips_ for pot in record.pots for s, chips_ in pot.shares if s == seat)
    revealed = {r.seat: r for r in record.showdown}
    folded = hand.folded_on()
    if seat in revealed:
        r = revealed[seat]
        if won:
            return translate("LastHandWindow", "Wins {chips} with {hand}").format(chips=chips(won), hand=named_hand(r.value, r.name)), ink.positive
        if r.shown:
            return translate("LastHandWindow", "Shows {hand}").format(hand=named_hand(r.value, r.name)), ""
        if not reveal_known(hand, seat, r.cards):
            return translate("LastHandWindow", "Mucked"), ink.muted
        return translate("LastHandWindow", "Mucked {hand}").format(hand=named_hand(r.value, r.name)), ink.muted
    if seat in folded:
        return translate("LastHandWindow", "Folded on {street}").format(street=street_name(folded[seat])), ink.muted
    if won:
        return translate("LastHandWindow", "Wins {chips} (no showdown)").format(chips=chips(won)), ink.positive
    return "", ""


def summary_label(s: HandSummary) -> str:
    """The selector's line for a hand: number, time, pot, who won, and the human's result.

    The human's result is labelled as theirs ("you \u22122,840"): set in
    brackets after the winners' names it read as the last winner's result.
    """
    when = time_only(s.played_at)
    winners = ", ".join(w.name for w in s.winners) or "\u2014"
    text = translate("LastHandWindow", "Hand #{n}  \u00b7  {when}  \u00b7  pot {pot}  \u00b7  won by {winners}").format(
        n=s.hand_number, when=when, pot=chips(s.total_pot), winners=winners
    )
    if s.hand_number < 0:  # a hand played again from a decision (Play from here) is numbered -1, -2, ...
        text = translate("LastHandWindow", "Practice hand") + text[text.index("  \u00b7  "):]
    if s.hero_net is not None:
        text += "  \u00b7  " + translate("LastHandWindow", "you {net}").format(net=signed(s.hero_net))
    return text


def actions_html(hand: StoredHand, four_colour: bool = False, ink: Ink = LIGHT_INK) -> str:
    """The hand street by street: cards dealt face up, then every action."""
    record = hand.record
    st = record.config.stakes

    def name(seat: int) -> str:
        return escape(hand.name(seat))

    out: list[str] = []
    antes = [e for e in record.events if isinstance(e, AntePosted)]
    if antes:
        out.append(f'<p style="color:{ink.muted}; margin:0 0 6px 0">'
                   + translate("LastHandWindow", "Antes: {n} players \u00d7 {ante}").format(n=len(antes), ante=chips(st.ante)) + "</p>")
    street = 0
    items: list[str] = []
    ups: list[str] = []

    def flush() -> None:
        if not street:
            return
        head = f'<b>{escape(street_name(street))}</b>'
        if ups:
            head += f' <span style="color:{ink.muted}">\u2014</span> ' + ", ".join(ups)
        out.append(f'<p style="margin:8px 0 2px 0">{head}</p>')
        if items:
            out.append('<p style="margin:0 0 0 14px">' + " \u00b7 ".join(items) + "</p>")

    for e in record.events:
        if isinstance(e, CardDealt) and e.street != street:
            flush()
            street, items, ups = e.street, [], []
        if isinstance(e, CommunityCardDealt):
            flush()
            street, items = 7, []
            ups = [translate("LastHandWindow", "community card") + " " + card_html(e.card, four_colour, dark=ink.dark)]
        elif isinstance(e, CardDealt) and e.face_up and e.card is not None:
            ups.append(f"{name(e.seat)} {card_html(e.card, four_colour, dark=ink.dark)}")
        elif isinstance(e, PlayerActed):
            items.append(f"{name(e.seat)} {escape(_action_words(e, _is_you(hand, e.seat)))}")
        elif isinstance(e, UncalledBetReturned):
            items.append(f'<span style="color:{ink.muted}">'
                         + translate("LastHandWindow", "{amount} returned to {name} (uncalled)").format(amount=chips(e.amount), name=name(e.seat))
                         + "</span>")
    flush()
    reveals = [e for e in record.events if isinstance(e, HandRevealed)]
    if reveals:
        showdown = translate("LastHandWindow", "Showdown")
        out.append(f'<p style="margin:8px 0 2px 0"><b>{escape(showdown)}</b></p>')
        lines = []
        for r in reveals:
            you = _is_you(hand, r.seat)
            if r.shown:
                verb = translate("LastHandWindow", "show") if you else translate("LastHandWindow", "shows")
            else:
                verb = translate("LastHandWindow", "muck") if you else translate("LastHandWindow", "mucks")
            if not reveal_known(hand, r.seat, r.cards):  # an imported hand mucked unseen
                lines.append(f"{name(r.seat)} {verb}")
                continue
            cards = " ".join(card_html(c, four_colour, dark=ink.dark) for c in r.cards)
            lines.append(f"{name(r.seat)} {verb} {cards} \u2014 <b>{escape(named_hand(r.value, r.name))}</b>")
        out.append('<p style="margin:0 0 0 14px">' + "<br>".join(lines) + "</p>")
    return "".join(out)


_VERBS = {
    # action: (third person, second person) -- the human is often called "You"
    ActionType.BRING_IN: (QT_TRANSLATE_NOOP("LastHandWindow", "brings in for {n}"),
                          QT_TRANSLATE_NOOP("LastHandWindow", "bring in for {n}")),
    ActionType.COMPLETE: (QT_TRANSLATE_NOOP("LastHandWindow", "completes to {n}"),
                          QT_TRANSLATE_NOOP("LastHandWindow", "complete to {n}")),
    ActionType.BET: (QT_TRANSLATE_NOOP("LastHandWindow", "bets {n}"), QT_TRANSLATE_NOOP("LastHandWindow", "bet {n}")),
    ActionType.RAISE: (QT_TRANSLATE_NOOP("LastHandWindow", "raises to {n}"),
                       QT_TRANSLATE_NOOP("LastHandWindow", "raise to {n}")),
    ActionType.CALL: (QT_TRANSLATE_NOOP("LastHandWindow", "calls {n}"), QT_TRANSLATE_NOOP("LastHandWindow", "call {n}")),
    ActionType.CHECK: (QT_TRANSLATE_NOOP("LastHandWindow", "checks"), QT_TRANSLATE_NOOP("LastHandWindow", "check")),
    ActionType.FOLD: (QT_TRANSLATE_NOOP("LastHandWindow", "folds"), QT_TRANSLATE_NOOP("LastHandWindow", "fold")),
}


def _action_words(e: PlayerActed, you: bool = False) -> str:
    forms = _VERBS.get(e.type)
    if forms is None:
        return e.type.value
    n = e.to if e.type in (ActionType.COMPLETE, ActionType.RAISE) else e.amount
    text = _tr(forms[1] if you else forms[0]).format(n=chips(n))
    if e.all_in:
        text += " " + translate("LastHandWindow", "(all-in)")
    return text


def _is_you(hand: StoredHand, seat: int) -> bool:
    """The human's seat: its lines take the "you" verb forms (the human is usually called "You")."""
    return seat == hand.hero_seat and hand.name(seat).strip().lower() in (
        "you", translate("LastHandWindow", "you").lower())


def pots_html(hand: StoredHand, four_colour: bool = False, ink: Ink = LIGHT_INK) -> str:
    record = hand.record
    awards = [e for e in record.events if isinstance(e, PotAwarded)]
    many = len(awards) > 1
    out: list[str] = []
    for a in awards:
        if not many:
            title = translate("LastHandWindow", "Pot")
        elif a.pot_index == 0:
            title = translate("LastHandWindow", "Main pot")
        else:
            title = translate("LastHandWindow", "Side pot {n}").format(n=a.pot_index)
        who = ", ".join(f"{escape(hand.name(s))} {chips(c)}" for s, c in a.shares)
        split = len(a.shares) > 1
        line = f"<b>{escape(title)}: {chips(a.amount)}</b><br>"
        line += (translate("LastHandWindow", "split: {who}") if split else translate("LastHandWindow", "won by {who}")).format(who=who)
        if a.hand_name:
            line += " " + translate("LastHandWindow", "with {hand}").format(
                hand=f"<b>{escape(named_hand(a.hand_value, a.hand_name))}</b>")
        else:
            line += " " + escape(translate("LastHandWindow", "(everyone else folded)"))
        if many:
            seats = ", ".join(escape(hand.name(s)) for s in a.eligible)
            line += f'<br><span style="color:{ink.muted}">' + translate("LastHandWindow", "contested by {seats}").format(seats=seats) + "</span>"
        if a.explanation:
            said = explain(a.explanation, Names(hand.name, hand.hero_seat))
            line += f'<br><span style="color:{ink.muted}">{escape(said)}</span>'
        out.append(f'<p style="margin:0 0 8px 0">{line}</p>')
    if record.community_card is not None:
        label = escape(translate("LastHandWindow", "Community card"))
        out.append(f"<p>{label}: {card_html(record.community_card, four_colour, dark=ink.dark)}<br>"
                   f'<span style="color:{ink.muted}">'
                   + escape(translate("LastHandWindow", "The deck ran short on 7th street: every player used this card."))
                   + "</span></p>")
    return "".join(out)
