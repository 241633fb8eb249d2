"""The dealer's explanations in the player's language, with names (context "Dealer").

The engine explains as data (``engine.explain``: a code and its parameters);
here each code becomes a sentence through ``QCoreApplication.translate``,
with the players' names in place of seat numbers. Where the human is the
subject the sentence has its own "you" form ("You act first ..."), so no
language ever re-conjugates a verb after the fact: translators see each
whole sentence. Lists of players use ``players()``, counts use Qt's plural
forms (``%n``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject

from razz_desktop.engine.cards import Card
from razz_desktop.engine.messages import Note, NoteArg

from .cards import capitalised, card_name, rank_plural, street_name, suit_name

CONTEXT = "Dealer"


translate = QCoreApplication.translate  # the name pyside6-lupdate looks for


class DealerPlurals(QObject):
    """The dealer's sentences with a count (context "DealerPlurals").

    ``self.tr(text, "", n)`` is the one form pyside6-lupdate reads as a plural
    message when the count is a variable, so each such sentence is a method here.
    """

    def community_card(self, active: int) -> str:
        return self.tr("Community card, the {card}: %n player(s) remain but only {left} cards are left "
                       "in the deck, so one card is dealt face up in the middle and every player uses "
                       "it as the seventh card", "", active)

    def capped(self, raises: int) -> str:
        return self.tr("Betting is capped: one bet and %n raise(s) are the most a round allows", "", raises)


_plurals: DealerPlurals | None = None


def plurals() -> DealerPlurals:
    global _plurals
    if _plurals is None:
        _plurals = DealerPlurals()
    return _plurals


@dataclass(frozen=True)
class Names:
    """Who is who at the table: ``name(seat)`` and the human's seat (addressed as "you")."""

    name_of: Callable[[int], str]
    hero: int | None = None

    def name(self, seat: int) -> str:
        return self.name_of(seat)

    def is_hero(self, seat: int) -> bool:
        return self.hero is not None and seat == self.hero

    def player(self, seat: int) -> str:
        """A player where a name stands in the middle of a sentence: "Ada", or "you"."""
        return translate("Dealer", "you") if self.is_hero(seat) else self.name(seat)

    def players(self, seats: Sequence[int]) -> str:
        """"Ada, Boris and you": several players."""
        names = [self.player(s) for s in seats]
        if len(names) <= 1:
            return "".join(names)
        return translate("Dealer", "{first} and {last}").format(first=", ".join(names[:-1]), last=names[-1])


def seat_names(hero: int | None = None) -> Names:
    """Names that are the seat numbers ("seat 3"): for a hand without players (tests, replays)."""
    return Names(lambda seat: translate("Dealer", "seat {n}").format(n=seat), hero)


def _card(arg: NoteArg) -> Card:
    if not isinstance(arg, Card):
        raise TypeError(f"expected a card, got {arg!r}")
    return arg


def _int(arg: NoteArg | None) -> int:
    if not isinstance(arg, int):
        raise TypeError(f"expected a number, got {arg!r}")
    return int(arg)


def _seats(arg: NoteArg | None) -> tuple[int, ...]:
    if not isinstance(arg, tuple):
        raise TypeError(f"expected seats, got {arg!r}")
    return tuple(_int(a) for a in arg)


def _note(arg: NoteArg | None) -> Note:
    if not isinstance(arg, Note):
        raise TypeError(f"expected a note, got {arg!r}")
    return arg


def explain(note: Note, names: Names) -> str:
    """The sentence a note says, for the dealer log and the Last Hand window."""
    handler = _HANDLERS.get(note.code)
    if handler is None:
        # A code this version does not know (a newer hand log): its data, which is honest.
        return str(note)
    return capitalised(handler(note, names))


def _bring_in_highest(note: Note, names: Names) -> str:
    seat = _int(note["seat"])
    card = card_name(_card(note["card"]))
    if names.is_hero(seat):
        text = translate("Dealer", "You bring in: the {card} is the highest door card (aces are low)").format(card=card)
    else:
        text = translate("Dealer", "{name} brings in: the {card} is the highest door card (aces are low)").format(
            name=names.name(seat), card=card)
    beaten = note.get("beaten")
    if isinstance(beaten, tuple) and beaten:
        high = _card(note["card"])
        lower = [suit_name(_card(c).suit) for c in beaten]
        suits = lower[0] if len(lower) == 1 else translate("Dealer", "{first} and {last}").format(
            first=", ".join(lower[:-1]), last=lower[-1])
        text += translate("Dealer", "; the {rank} tie, and {suit} beat {suits}").format(
            rank=rank_plural(high.rank), suit=suit_name(high.suit), suits=suits)
    return text


def _bring_in_passed(note: Note, names: Names) -> str:
    seat, passed = _int(note["seat"]), _int(note["passed_from"])
    if names.is_hero(passed):
        return translate("Dealer", "You have the highest door card but are all-in on the ante: the bring-in passes "
                  "to {name}, the next player to the left with chips").format(name=names.name(seat))
    if names.is_hero(seat):
        return translate("Dealer", "{name} has the highest door card but is all-in on the ante: the bring-in passes "
                  "to you, the next player to the left with chips").format(name=names.name(passed))
    return translate("Dealer", "{name} has the highest door card but is all-in on the ante: the bring-in passes to "
              "{next}, the next player to the left with chips").format(
        name=names.name(passed), next=names.name(seat))


def _first_to_act(note: Note, names: Names) -> str:
    street = street_name(_int(note["street"]))
    seat = _int(note["seat"])
    board = str(note["board"])
    opener = note.get("opener")
    if isinstance(opener, int):
        if names.is_hero(opener):
            return translate("Dealer", "{street}: you have the lowest board ({board}) but are all-in, so {name}, "
                      "next to the left, acts first").format(street=street, board=board,
                                                             name=names.name(seat))
        if names.is_hero(seat):
            return translate("Dealer", "{street}: {name} has the lowest board ({board}) but is all-in, so you, "
                      "next to the left, act first").format(street=street, board=board,
                                                            name=names.name(opener))
        return translate("Dealer", "{street}: {name} has the lowest board ({board}) but is all-in, so {next}, "
                  "next to the left, acts first").format(street=street, board=board,
                                                         name=names.name(opener), next=names.name(seat))
    if names.is_hero(seat):
        text = translate("Dealer", "{street}: you act first with the lowest board ({board})").format(
            street=street, board=board)
    else:
        text = translate("Dealer", "{street}: {name} acts first with the lowest board ({board})").format(
            street=street, name=names.name(seat), board=board)
    tied = _seats(note.get("tied_with", ()))
    if tied:
        others = names.players(tied)
        if note.get("by_suit"):
            text += translate("Dealer", "; tied with {players}, broken by the suit of the highest upcard (house rule)"
                       ).format(players=others)
        else:
            text += translate("Dealer", "; tied with {players}, so the player closest to the left of the button "
                       "acts first").format(players=others)
    return text


def _community_card(note: Note, names: Names) -> str:
    card = card_name(_card(note["card"]))
    active, left = _int(note["active"]), _int(note["left"])
    return plurals().community_card(active).format(card=card, left=left)


def _no_betting(note: Note, names: Names) -> str:
    return translate("Dealer", "{street}: no betting, all players but one (or all) are all-in").format(
        street=street_name(_int(note["street"])))


def _capped(note: Note, names: Names) -> str:
    return plurals().capped(_int(note["raises"]))


def _short_all_in(full: bool) -> Callable[[Note, Names], str]:
    def say(note: Note, names: Names) -> str:
        raise_ = note.get("what") == "raise"
        if full:
            return translate("Dealer", "All-in for at least half a raise: it counts as a full raise and reopens "
                      "the betting") if raise_ else translate("Dealer",
                "All-in for at least half a bet: it counts as a full bet and reopens the betting")
        return translate("Dealer", "All-in for less than half a raise: not a full raise; players who already "
                  "acted may only call or fold") if raise_ else translate("Dealer",
            "All-in for less than half a bet: not a full bet; players who already acted may "
            "only call or fold")
    return say


def _odd_chips(note: Note, names: Names) -> str:
    who = names.players(_seats(note["seats"]))
    if note.get("by_suit"):
        return translate("Dealer", "Odd chip to {players}: the tied winner holding the lowest card by suit "
                  "(house rule)").format(players=who)
    return translate("Dealer", "Odd chip to {players}: the first tied winner to the left of the button").format(
        players=who)


def showdown_reason(note: Note, names: Names) -> str:
    """Why a player shows first: the last bet or raise, and where it was made."""
    code = note.code
    if code == "showdown.folded":
        inner = _note(note["reason"])
        if names.is_hero(_int(inner.get("seat", 0))):
            return translate("Dealer", "{reason} but folded, so the next player to the left",
                             "you folded").format(reason=showdown_reason(inner, names))
        return translate("Dealer", "{reason} but folded, so the next player to the left").format(
            reason=showdown_reason(_note(note["reason"]), names))
    if code == "showdown.no_bet":
        return translate("Dealer", "no bet was made: the first player to the left of the button")
    seat = _int(note["seat"])
    you, who = names.is_hero(seat), names.name(seat)
    if code == "showdown.last_aggressor":
        if you:
            return translate("Dealer", "you made the last bet or raise")
        return translate("Dealer", "{name} made the last bet or raise").format(name=who)
    street = street_name(_int(note["street"]))
    if code == "showdown.runout":
        if you:
            return translate("Dealer", "no more betting was possible once players were all-in; you made "
                             "the last bet, on {street}").format(street=street)
        return translate("Dealer", "no more betting was possible once players were all-in; {name} made the last "
                         "bet, on {street}").format(name=who, street=street)
    if code == "showdown.checked_through":
        if you:
            return translate("Dealer", "the later betting was checked through; you made the last bet, on {street}"
                             ).format(street=street)
        return translate("Dealer", "the later betting was checked through; {name} made the last bet, on {street}"
                         ).format(name=who, street=street)
    return str(note)


def _showdown_order(note: Note, names: Names) -> str:
    first = _int(note["first"])
    reason = showdown_reason(_note(note["reason"]), names)
    if names.is_hero(first):
        return translate("Dealer", "Showdown: you show first ({reason}), then clockwise").format(reason=reason)
    return translate("Dealer", "Showdown: {name} shows first ({reason}), then clockwise").format(
        name=names.name(first), reason=reason)


def _auto_muck(note: Note, names: Names) -> str:
    return translate("Dealer", "Cannot beat the hand shown: mucked automatically")


def _several(note: Note, names: Names) -> str:
    parts = note["notes"]
    items = parts if isinstance(parts, tuple) else ()
    return ". ".join(explain(_note(p), names) for p in items)


def _text(note: Note, names: Names) -> str:
    """A hand logged before explanations were data: its English sentence as it was."""
    return str(note["text"])


_HANDLERS: dict[str, Callable[[Note, Names], str]] = {
    "bring_in.highest": _bring_in_highest,
    "bring_in.passed": _bring_in_passed,
    "first_to_act": _first_to_act,
    "community_card": _community_card,
    "no_betting": _no_betting,
    "capped": _capped,
    "short_all_in.full": _short_all_in(True),
    "short_all_in.short": _short_all_in(False),
    "odd_chips": _odd_chips,
    "showdown_order": _showdown_order,
    "auto_muck": _auto_muck,
    "several": _several,
    "text": _text,
}
