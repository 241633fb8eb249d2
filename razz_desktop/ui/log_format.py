"""Turns engine events into the dealer log's lines, with player names.

The engine's events describe themselves with seat numbers ("Seat 3 raises to
800"); at the table people have names, and the human is "you". This module
writes each line from the event's fields through tr() so it can be
translated, and rewrites the engine's explanations (plain English, the rule
behind something surprising) to use names too.

Card deals are gathered per street so the log reads "Upcards: Ada 7♠ ·
Boris 2♦ ..." instead of one line per card, and the human's own cards are
always spelled out, hole cards in brackets.
"""

from __future__ import annotations

import html
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from razz_desktop.controllers.players import PlayerInfo, human_seat
from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.cards import Card
from razz_desktop.engine.events import (
    AntePosted,
    CardDealt,
    CommunityCardDealt,
    HandFinished,
    HandRevealed,
    HandStarted,
    PlayerActed,
    PotAwarded,
    ShowdownStarted,
    StreetStarted,
    UncalledBetReturned,
)
from razz_desktop.settings.translation import (
    QT_TRANSLATE_NOOP,  # typed: returns str, as lupdate reads it
)
from razz_desktop.ui.card_text import card_html, card_text

STREET_NAMES = {
    3: QT_TRANSLATE_NOOP("DealerLog", "3rd street"),
    4: QT_TRANSLATE_NOOP("DealerLog", "4th street"),
    5: QT_TRANSLATE_NOOP("DealerLog", "5th street"),
    6: QT_TRANSLATE_NOOP("DealerLog", "6th street"),
    7: QT_TRANSLATE_NOOP("DealerLog", "7th street"),
}


def tr(text: str) -> str:
    """Translate a text marked elsewhere with QT_TRANSLATE_NOOP("DealerLog", ...)."""
    return QCoreApplication.translate("DealerLog", text)


@dataclass(frozen=True, slots=True)
class LogEntry:
    kind: str  # heading, action, deal, explain, result, notice
    text: str  # plain text: what tests and screen readers read
    html: str


_THIRD_TO_SECOND = {
    "is": "are", "has": "have", "acts": "act", "brings": "bring", "posts": "post",
    "wins": "win", "shows": "show", "mucks": "muck", "calls": "call", "bets": "bet",
    "raises": "raise", "completes": "complete", "checks": "check", "folds": "fold",
    "gets": "get", "takes": "take", "holds": "hold",
}
_SEATS = re.compile(r"\b([Ss])eat (\d)((?:, (?:seat )?\d)*)")
_YOU_VERB = re.compile(r"\b([Yy]ou) (\w+)")


class LogFormatter:
    """Stateful: deals and antes are gathered until something else happens."""

    def __init__(self, players: Mapping[int, PlayerInfo] | None = None, four_colour: bool = False) -> None:
        self.players: dict[int, PlayerInfo] = dict(players or {})
        self.four_colour = four_colour
        self._deals: list[CardDealt] = []
        self._antes: list[AntePosted] = []
        self._side_pots = False

    # -- names -------------------------------------------------------------

    @property
    def hero(self) -> int | None:
        return human_seat(self.players)

    def name(self, seat: int) -> str:
        p = self.players.get(seat)
        return p.name if p is not None else QCoreApplication.translate("DealerLog", "Seat {n}").format(n=seat)

    def _who(self, seat: int, template_third: str, template_you: str, **values: object) -> str:
        if seat == self.hero:
            return tr(template_you).format(**values)
        return tr(template_third).format(name=self.name(seat), **values)

    def with_names(self, text: str) -> str:
        """Rewrite "seat 3" in an engine explanation as the player's name ("you" for the human)."""

        def one(seat: int, capital: bool) -> str:
            if seat == self.hero:
                return "You" if capital else "you"
            return self.name(seat)

        def repl(m: re.Match[str]) -> str:
            capital = m.group(1) == "S"  # the engine writes "Seat" only to start a sentence
            seats = [int(m.group(2))] + [int(d) for d in re.findall(r"\d", m.group(3) or "")]
            names = [one(s, capital and i == 0) for i, s in enumerate(seats)]
            return ", ".join(names)

        out = _SEATS.sub(repl, text)
        out = _YOU_VERB.sub(lambda m: f"{m.group(1)} {_THIRD_TO_SECOND.get(m.group(2), m.group(2))}", out)
        return out[:1].upper() + out[1:]

    # -- html helpers --------------------------------------------------------

    def cards_html(self, cards: Sequence[Card | None]) -> str:
        hidden = '<span style="color:#8fa39a">▮</span>'
        return " ".join(hidden if c is None else card_html(c, self.four_colour) for c in cards)

    def _entry(self, kind: str, text: str, rich: str | None = None) -> LogEntry:
        return LogEntry(kind, text, rich if rich is not None else html.escape(text))

    # -- events ----------------------------------------------------------------

    def flush(self) -> list[LogEntry]:
        """Write out the gathered antes and deals."""
        out: list[LogEntry] = []
        if self._antes:
            out.extend(self._ante_lines(self._antes))
            self._antes = []
        if self._deals:
            out.extend(self._deal_lines(self._deals))
            self._deals = []
        return out

    def feed(self, event: object) -> list[LogEntry]:
        if isinstance(event, AntePosted):
            if self._deals:
                out = self.flush()
                self._antes.append(event)
                return out
            self._antes.append(event)
            return []
        if isinstance(event, CardDealt):
            out = []
            if self._antes or (self._deals and self._deals[-1].street != event.street):
                out = self.flush()
            self._deals.append(event)
            return out
        out = self.flush()
        out.extend(self._format(event))
        return out

    def _format(self, event: object) -> list[LogEntry]:
        if isinstance(event, HandStarted):
            self._side_pots = False
            return [
                self._entry("heading", QCoreApplication.translate("DealerLog", "Hand #{n}").format(n=event.hand_id)),
                self._entry("explain", QCoreApplication.translate("DealerLog", "{players} players · limits {small}/{big} · ante {ante} · bring-in {bring}").format(
                    players=len(event.stacks), small=f"{event.small_bet:,}", big=f"{event.big_bet:,}",
                    ante=f"{event.ante:,}", bring=f"{event.bring_in:,}")),
            ]
        if isinstance(event, StreetStarted):
            out = [self._entry("heading", tr(STREET_NAMES.get(event.street, f"Street {event.street}")))]
            if event.explanation:
                out.append(self._entry("explain", self.with_names(event.explanation)))
            return out
        if isinstance(event, CommunityCardDealt):
            text = QCoreApplication.translate("DealerLog", "Community card: {card}").format(card=card_text(event.card))
            rich = html.escape(QCoreApplication.translate("DealerLog", "Community card:")) + " " + self.cards_html([event.card])
            return [self._entry("deal", text, rich), self._entry("explain", self.with_names(event.explanation))]
        if isinstance(event, PlayerActed):
            return self._action(event)
        if isinstance(event, UncalledBetReturned):
            return [self._entry("action", self._who(
                event.seat, QT_TRANSLATE_NOOP("DealerLog", "Uncalled bet of {amount} returned to {name}"),
                QT_TRANSLATE_NOOP("DealerLog", "Uncalled bet of {amount} returned to you"),
                amount=f"{event.amount:,}"))]
        if isinstance(event, ShowdownStarted):
            return [self._entry("heading", QCoreApplication.translate("DealerLog", "Showdown")), self._entry("explain", self.with_names(event.explanation))]
        if isinstance(event, HandRevealed):
            if not event.shown:
                out = [self._entry("action", self._who(event.seat, QT_TRANSLATE_NOOP("DealerLog", "{name} mucks"), QT_TRANSLATE_NOOP("DealerLog", "You muck")))]
            else:
                text = self._who(event.seat, QT_TRANSLATE_NOOP("DealerLog", "{name} shows {cards}: {hand}"), QT_TRANSLATE_NOOP("DealerLog", "You show {cards}: {hand}"),
                                 cards=" ".join(card_text(c) for c in event.cards), hand=event.name)
                who = html.escape(self._who(event.seat, QT_TRANSLATE_NOOP("DealerLog", "{name} shows"), QT_TRANSLATE_NOOP("DealerLog", "You show")))
                rich = f"{who} {self.cards_html(event.cards)}: <b>{html.escape(event.name)}</b>"
                out = [self._entry("action", text, rich)]
            if event.explanation:
                out.append(self._entry("explain", self.with_names(event.explanation)))
            return out
        if isinstance(event, PotAwarded):
            return self._award(event)
        if isinstance(event, HandFinished):
            hero = self.hero
            net = dict(event.net)
            if hero is None or hero not in net:
                return []
            amount = net[hero]
            if amount > 0:
                text = QCoreApplication.translate("DealerLog", "You won {amount} this hand.").format(amount=f"{amount:,}")
            elif amount < 0:
                text = QCoreApplication.translate("DealerLog", "You lost {amount} this hand.").format(amount=f"{-amount:,}")
            else:
                text = QCoreApplication.translate("DealerLog", "You broke even this hand.")
            return [self._entry("notice", text)]
        # An event this version does not know: the engine's own words, with names.
        out = []
        describe = getattr(event, "describe", None)
        if describe is not None:
            out.append(self._entry("action", self.with_names(describe())))
        explanation = getattr(event, "explanation", None)
        if explanation:
            out.append(self._entry("explain", self.with_names(explanation)))
        return out

    def _action(self, e: PlayerActed) -> list[LogEntry]:
        amount = f"{e.amount:,}"
        to = f"{e.to:,}"
        templates = {
            ActionType.BRING_IN: (QT_TRANSLATE_NOOP("DealerLog", "{name} brings in for {amount}"), QT_TRANSLATE_NOOP("DealerLog", "You bring in for {amount}")),
            ActionType.COMPLETE: (QT_TRANSLATE_NOOP("DealerLog", "{name} completes to {to}"), QT_TRANSLATE_NOOP("DealerLog", "You complete to {to}")),
            ActionType.BET: (QT_TRANSLATE_NOOP("DealerLog", "{name} bets {amount}"), QT_TRANSLATE_NOOP("DealerLog", "You bet {amount}")),
            ActionType.RAISE: (QT_TRANSLATE_NOOP("DealerLog", "{name} raises to {to}"), QT_TRANSLATE_NOOP("DealerLog", "You raise to {to}")),
            ActionType.CALL: (QT_TRANSLATE_NOOP("DealerLog", "{name} calls {amount}"), QT_TRANSLATE_NOOP("DealerLog", "You call {amount}")),
            ActionType.CHECK: (QT_TRANSLATE_NOOP("DealerLog", "{name} checks"), QT_TRANSLATE_NOOP("DealerLog", "You check")),
            ActionType.FOLD: (QT_TRANSLATE_NOOP("DealerLog", "{name} folds"), QT_TRANSLATE_NOOP("DealerLog", "You fold")),
            ActionType.SHOW: (QT_TRANSLATE_NOOP("DealerLog", "{name} shows"), QT_TRANSLATE_NOOP("DealerLog", "You show")),
            ActionType.MUCK: (QT_TRANSLATE_NOOP("DealerLog", "{name} mucks"), QT_TRANSLATE_NOOP("DealerLog", "You muck")),
        }
        third, you = templates.get(e.type, (QT_TRANSLATE_NOOP("DealerLog", "{name} acts"), QT_TRANSLATE_NOOP("DealerLog", "You act")))
        text = self._who(e.seat, third, you, amount=amount, to=to)
        if e.all_in:
            text += QCoreApplication.translate("DealerLog", " and is all-in") if e.seat != self.hero else QCoreApplication.translate("DealerLog", " and are all-in")
        out = [self._entry("action", text)]
        if e.explanation:
            out.append(self._entry("explain", self.with_names(e.explanation)))
        return out

    def _award(self, e: PotAwarded) -> list[LogEntry]:
        if e.pot_index > 0:
            self._side_pots = True
        pot = "" if e.pot_index == 0 and not self._side_pots else (
            QCoreApplication.translate("DealerLog", " (main pot)") if e.pot_index == 0 else QCoreApplication.translate("DealerLog", " (side pot {n})").format(n=e.pot_index))
        out = []
        for seat, chips in e.shares:
            if e.hand_name:
                text = self._who(seat, QT_TRANSLATE_NOOP("DealerLog", "{name} wins {amount} with {hand}"), QT_TRANSLATE_NOOP("DealerLog", "You win {amount} with {hand}"),
                                 amount=f"{chips:,}", hand=e.hand_name)
            else:
                text = self._who(seat, QT_TRANSLATE_NOOP("DealerLog", "{name} wins {amount}"), QT_TRANSLATE_NOOP("DealerLog", "You win {amount}"), amount=f"{chips:,}")
            out.append(self._entry("result", text + pot))
        if e.explanation:
            out.append(self._entry("explain", self.with_names(e.explanation)))
        return out

    def _ante_lines(self, antes: list[AntePosted]) -> list[LogEntry]:
        amounts = {a.amount for a in antes if not a.all_in}
        out = []
        if len(amounts) == 1 and all(not a.all_in for a in antes):
            out.append(self._entry("action", QCoreApplication.translate("DealerLog", "Everyone antes {amount}").format(amount=f"{amounts.pop():,}")))
            return out
        for a in antes:
            text = self._who(a.seat, QT_TRANSLATE_NOOP("DealerLog", "{name} antes {amount}"), QT_TRANSLATE_NOOP("DealerLog", "You ante {amount}"), amount=f"{a.amount:,}")
            if a.all_in:
                text += QCoreApplication.translate("DealerLog", " and is all-in") if a.seat != self.hero else QCoreApplication.translate("DealerLog", " and are all-in")
            out.append(self._entry("action", text))
        return out

    def _deal_lines(self, deals: list[CardDealt]) -> list[LogEntry]:
        hero = self.hero
        out = []
        mine = [(d.face_up, c) for d in deals if d.seat == hero and (c := d.card) is not None]
        if mine:
            down = [c for face_up, c in mine if not face_up]
            up = [c for face_up, c in mine if face_up]
            parts_text: list[str] = []
            parts_html: list[str] = []
            if down:
                parts_text.append("[" + " ".join(card_text(c) for c in down) + "]")
                parts_html.append("[" + self.cards_html(down) + "]")
            if up:
                parts_text.append(" ".join(card_text(c) for c in up))
                parts_html.append(self.cards_html(up))
            lead = QCoreApplication.translate("DealerLog", "You are dealt")
            out.append(self._entry("deal", f"{lead} {' '.join(parts_text)}",
                                   f"{html.escape(lead)} {' '.join(parts_html)}"))
        ups = [(d.seat, c) for d in deals if d.face_up and d.seat != hero and (c := d.card) is not None]
        if ups:
            lead = QCoreApplication.translate("DealerLog", "Upcards:")
            text = lead + " " + " · ".join(f"{self.name(seat)} {card_text(card)}" for seat, card in ups)
            rich = html.escape(lead) + " " + " · ".join(
                f"{html.escape(self.name(seat))} {self.cards_html([card])}" for seat, card in ups)
            out.append(self._entry("deal", text, rich))
        hidden = [d for d in deals if not d.face_up and d.seat != hero]
        if hidden and not ups and deals[0].street == 7:
            out.append(self._entry("deal", QCoreApplication.translate("DealerLog", "The river card is dealt face down.")))
        return out
