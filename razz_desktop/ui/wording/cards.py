"""Card, rank, suit, street and hand names in the player's language (context "Cards").

Cards inside sentences are written "7♥" everywhere (``ui.card_text``): the
symbols need no translation. Where a card is named in words (a screen
reader's text, "the king of spades brings in") and where a hand is named
("8-6-4-3-2", "the wheel", "pair of sevens"), the words come from here.
Lows are written with the English rank letters (T J Q K A) in every
language, as razz players and the seed documents do.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from razz_desktop.engine.cards import RANK_CHARS, Card
from razz_desktop.engine.evaluation import structure

CONTEXT = "Cards"


translate = QCoreApplication.translate  # the name pyside6-lupdate looks for


def rank_name(rank: int) -> str:
    """"seven": a rank in words (0 = ace .. 12 = king)."""
    return (
        translate("Cards", "ace", "rank"), translate("Cards", "deuce", "rank"), translate("Cards", "three", "rank"),
        translate("Cards", "four", "rank"), translate("Cards", "five", "rank"), translate("Cards", "six", "rank"),
        translate("Cards", "seven", "rank"), translate("Cards", "eight", "rank"), translate("Cards", "nine", "rank"),
        translate("Cards", "ten", "rank"), translate("Cards", "jack", "rank"), translate("Cards", "queen", "rank"),
        translate("Cards", "king", "rank"),
    )[rank]


def rank_plural(rank: int) -> str:
    """"sevens": several cards of one rank."""
    return (
        translate("Cards", "aces"), translate("Cards", "deuces"), translate("Cards", "threes"), translate("Cards", "fours"),
        translate("Cards", "fives"), translate("Cards", "sixes"), translate("Cards", "sevens"), translate("Cards", "eights"),
        translate("Cards", "nines"), translate("Cards", "tens"), translate("Cards", "jacks"), translate("Cards", "queens"),
        translate("Cards", "kings"),
    )[rank]


def suit_name(suit: int) -> str:
    """"spades": a suit in words, in bring-in order (clubs 0 .. spades 3)."""
    return (translate("Cards", "clubs"), translate("Cards", "diamonds"), translate("Cards", "hearts"), translate("Cards", "spades"))[suit]


def card_name(card: Card) -> str:
    """"king of spades" ("Pik-König", "re di picche"): a card in words."""
    return translate("Cards", "{rank} of {suit}").format(rank=rank_name(card.rank), suit=suit_name(card.suit))


def capitalised(text: str) -> str:
    """The first letter in capitals, for a name that starts a sentence."""
    return text[:1].upper() + text[1:]


def street_name(street: int) -> str:
    """"3rd street" ... "7th street" (the seeds' "Third Street", "terza strada", "derde straat")."""
    names = {3: translate("Cards", "3rd street"), 4: translate("Cards", "4th street"), 5: translate("Cards", "5th street"),
             6: translate("Cards", "6th street"), 7: translate("Cards", "7th street")}
    return names.get(street, translate("Cards", "street {n}").format(n=street))


def street_short(street: int) -> str:
    """"3rd", "4th": a street in a narrow column."""
    names = {3: translate("Cards", "3rd"), 4: translate("Cards", "4th"), 5: translate("Cards", "5th"), 6: translate("Cards", "6th"),
             7: translate("Cards", "7th")}
    return names.get(street, str(street))


def low_text(ranks: tuple[int, ...] | list[int]) -> str:
    """"8-6-4-3-2": ranks highest first, the way a low is written."""
    return "-".join(RANK_CHARS[r] for r in sorted(ranks, reverse=True))


def hand_name(value: int) -> str:
    """The name of a hand's value: "8-6-4-3-2", "the wheel", "pair of sevens", ..."""
    cat, d, wheel = structure(value)
    if cat == 0:
        if wheel:
            return translate("Cards", "the wheel (5-4-3-2-A)")
        return "-".join(RANK_CHARS[r] for r in d)
    if cat == 1:
        return translate("Cards", "pair of {rank}").format(rank=rank_plural(d[0]))
    if cat == 2:
        return translate("Cards", "two pair, {high} and {low}").format(high=rank_plural(d[0]), low=rank_plural(d[1]))
    if cat == 3:
        return translate("Cards", "three {rank}").format(rank=rank_plural(d[0]))
    if cat == 4:
        return translate("Cards", "{three} full of {two}").format(three=rank_plural(d[0]), two=rank_plural(d[1]))
    return translate("Cards", "four {rank}").format(rank=rank_plural(d[0]))


def named_hand(value: int | None, fallback: str | None) -> str:
    """The hand's name from its value; ``fallback`` (a stored English name) when no value is known."""
    if value is not None:
        return hand_name(value)
    return fallback or ""
