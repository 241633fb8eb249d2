"""Turns engine events into the dealer log's lines, with player names.

The engine's events are data with seat numbers; at the table people have
names, and the human is "you". This module writes each line from the
event's fields through tr() (context "DealerLog"), with a "you" form of
every sentence whose subject may be the human, and has the wording layer
(``ui.wording.dealer``) say the engine's explanations (message codes and
parameters) with names too. Amounts and hand names come from
``ui.wording`` (the locale's digit grouping, hand names in the player's
language).

Card deals are gathered per street so the log reads "Upcards: Ada 7♠ ·
Boris 2♦ ..." instead of one line per card, and the human's own cards are
always spelled out, hole cards in brackets.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

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
from razz_desktop.engine.frozen_record import frozen_record
from razz_desktop.engine.messages import Note
from razz_desktop.settings.translation import (
    QT_TRANSLATE_NOOP,  # typed: returns str, as lupdate reads it
)
from razz_desktop.ui.card_text import card_html, card_text
from razz_desktop.ui.html_escape import escape
from razz_desktop.ui.wording import Names, chips, explain, named_hand, street_name
from razz_desktop.ui.wording.cards import capitalised


def tr(text: str) -> str:
    """Translate a text marked elsewhere with QT_TRANSLATE_NOOP("DealerLog", ...)."""
    return QCoreApplication.translate("DealerLog", text)


@frozen_record
class LogEntry:
    kind: str  # heading, action, deal, explain, result, notice
    text: str  # plain text: what tests and screen readers read
    html: str
    starts_hand: bool = False  # the "Hand #7" heading, in whatever language it is written


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

    def names(self) -> Names:
        return Names(self.name, self.hero)

    def explain(self, note: Note) -> LogEntry:
        """The engine's explanation, said with names ("you" for the human)."""
        return self._entry("explain", explain(note, self.names()))

    # -- html helpers --------------------------------------------------------

    def cards_html(self, cards: Sequence[Card | None]) -> str:
        hidden = '<span style="color:#8fa39a">▮</span>'
        return " ".join(hidden if c is None else card_html(c, self.four_colour) for c in cards)

    def _entry(self, kind: str, text: str, rich: str | None = None) -> LogEntry:
        return LogEntry(kind, text, rich if rich is not None else escape(text))

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
                LogEntry("heading", heading := QCoreApplication.translate("DealerLog", "Hand #{n}").format(n=event.hand_id)
                         if event.hand_id > 0 else QCoreApplication.translate("DealerLog", "Practice hand"),  # Play from here
                         escape(heading), starts_hand=True),
                self._entry("explain", QCoreApplication.translate("DealerLog", "{players} players · limits {small}/{big} · ante {ante} · bring-in {bring}").format(
                    players=len(event.stacks), small=chips(event.small_bet), big=chips(event.big_bet),
                    ante=chips(event.ante), bring=chips(event.bring_in))),
            ]
        if isinstance(event, StreetStarted):
            out = [self._entry("heading", capitalised(street_name(event.street)))]
            if event.explanation:
                out.append(self.explain(event.explanation))
            return out
        if isinstance(event, CommunityCardDealt):
            text = QCoreApplication.translate("DealerLog", "Community card: {card}").format(card=card_text(event.card))
            rich = escape(QCoreApplication.translate("DealerLog", "Community card:")) + " " + self.cards_html([event.card])
            return [self._entry("deal", text, rich), self.explain(event.explanation)]
        if isinstance(event, PlayerActed):
            return self._action(event)
        if isinstance(event, UncalledBetReturned):
            return [self._entry("action", self._who(
                event.seat, QT_TRANSLATE_NOOP("DealerLog", "Uncalled bet of {amount} returned to {name}"),
                QT_TRANSLATE_NOOP("DealerLog", "Uncalled bet of {amount} returned to you"),
                amount=chips(event.amount)))]
        if isinstance(event, ShowdownStarted):
            return [self._entry("heading", QCoreApplication.translate("DealerLog", "Showdown")), self.explain(event.explanation)]
        if isinstance(event, HandRevealed):
            if not event.shown:
                out = [self._entry("action", self._who(event.seat, QT_TRANSLATE_NOOP("DealerLog", "{name} mucks"), QT_TRANSLATE_NOOP("DealerLog", "You muck")))]
            else:
                hand = named_hand(event.value, event.name)
                text = self._who(event.seat, QT_TRANSLATE_NOOP("DealerLog", "{name} shows {cards}: {hand}"), QT_TRANSLATE_NOOP("DealerLog", "You show {cards}: {hand}"),
                                 cards=" ".join(card_text(c) for c in event.cards), hand=hand)
                who = escape(self._who(event.seat, QT_TRANSLATE_NOOP("DealerLog", "{name} shows"), QT_TRANSLATE_NOOP("DealerLog", "You show")))
                rich = f"{who} {self.cards_html(event.cards)}: <b>{escape(hand)}</b>"
                out = [self._entry("action", text, rich)]
            if event.explanation:
                out.append(self.explain(event.explanation))
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
                text = QCoreApplication.translate("DealerLog", "You won {amount} this hand.").format(amount=chips(amount))
            elif amount < 0:
                text = QCoreApplication.translate("DealerLog", "You lost {amount} this hand.").format(amount=chips(-amount))
            else:
                text = QCoreApplication.translate("DealerLog", "You broke even this hand.")
            return [self._entry("notice", text)]
        # An event this version does not know: the engine's terse summary of it.
        out = []
        describe = getattr(event, "describe", None)
        if describe is not None:
            out.append(self._entry("action", describe()))
        explanation = getattr(event, "explanation", None)
        if isinstance(explanation, Note):
            out.append(self.explain(explanation))
        return out

    def _action(self, e: PlayerActed) -> list[LogEntry]:
        amount = chips(e.amount)
        to = chips(e.to)
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
            out.append(self.explain(e.explanation))
        return out

    def _award(self, e: PotAwarded) -> list[LogEntry]:
        if e.pot_index > 0:
            self._side_pots = True
        pot = "" if e.pot_index == 0 and not self._side_pots else (
            QCoreApplication.translate("DealerLog", " (main pot)") if e.pot_index == 0 else QCoreApplication.translate("DealerLog", " (side pot {n})").format(n=e.pot_index))
        out = []
        hand = named_hand(e.hand_value, e.hand_name)
        for seat, won in e.shares:
            if hand:
                text = self._who(seat, QT_TRANSLATE_NOOP("DealerLog", "{name} wins {amount} with {hand}"), QT_TRANSLATE_NOOP("DealerLog", "You win {amount} with {hand}"),
                                 amount=chips(won), hand=hand)
            else:
                text = self._who(seat, QT_TRANSLATE_NOOP("DealerLog", "{name} wins {amount}"), QT_TRANSLATE_NOOP("DealerLog", "You win {amount}"), amount=chips(won))
            out.append(self._entry("result", text + pot))
        if e.explanation:
            out.append(self.explain(e.explanation))
        return out

    def _ante_lines(self, antes: list[AntePosted]) -> list[LogEntry]:
        amounts = {a.amount for a in antes if not a.all_in}
        out = []
        if len(amounts) == 1 and all(not a.all_in for a in antes):
            out.append(self._entry("action", QCoreApplication.translate("DealerLog", "Everyone antes {amount}").format(amount=chips(amounts.pop()))))
            return out
        for a in antes:
            text = self._who(a.seat, QT_TRANSLATE_NOOP("DealerLog", "{name} antes {amount}"), QT_TRANSLATE_NOOP("DealerLog", "You ante {amount}"), amount=chips(a.amount))
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
                                   f"{escape(lead)} {' '.join(parts_html)}"))
        ups = [(d.seat, c) for d in deals if d.face_up and d.seat != hero and (c := d.card) is not None]
        if ups:
            lead = QCoreApplication.translate("DealerLog", "Upcards:")
            text = lead + " " + " · ".join(f"{self.name(seat)} {card_text(card)}" for seat, card in ups)
            rich = escape(lead) + " " + " · ".join(
                f"{escape(self.name(seat))} {self.cards_html([card])}" for seat, card in ups)
            out.append(self._entry("deal", text, rich))
        hidden = [d for d in deals if not d.face_up and d.seat != hero]
        if hidden and not ups and deals[0].street == 7:
            out.append(self._entry("deal", QCoreApplication.translate("DealerLog", "The river card is dealt face down.")))
        return out
