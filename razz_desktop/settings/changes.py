"""What changed between two settings, and when each change takes effect.

Two kinds of change, and the program must say which is which:

- the game (stakes, ante, bring-in, house rules, players, seats, stacks,
  opponents) is what a session is dealt with, so a change to it is
  **pending** until the next session starts (:func:`pending_changes`,
  :func:`describe_pending` for the line under the table, "From the next
  session: $5/$10, 4 players"); the language waits for the next start;
- the display, play and practice options apply at once
  (:func:`changes_applying_at_once`).

:func:`changes_for_next_session` gives the dealer log one sentence per game
change ("Stakes: $2/$4 → $5/$10."). Texts are marked for translation like
every settings text (see :mod:`.translation`).
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import fields

from razz_desktop.engine.frozen_record import frozen_record
from razz_desktop.engine.rules import HouseRules

from .chips import format_chips, format_money, format_stakes
from .model import OpponentSettings, Settings
from .names import (
    ANIMATION_LABELS,
    COMPUTER_BUST_LABELS,
    HINT_MODE_LABELS,
    HOUSE_RULE_TEXTS,
    HUMAN_BUST_LABELS,
    LANGUAGE_SYSTEM,
    LEVEL_LABELS,
    STYLE_LABELS,
    THEME_LABELS,
)
from .translation import QT_TRANSLATE_NOOP, Translate, untranslated


def _onoff(value: bool, translate: Translate) -> str:
    return translate(QT_TRANSLATE_NOOP("Settings", "on")) if value else translate(QT_TRANSLATE_NOOP("Settings", "off"))


def _opponent_label(opp: OpponentSettings, translate: Translate) -> str:
    level = translate(LEVEL_LABELS.get(opp.level, opp.level))
    if opp.style is None:
        return level
    return f"{level}, {translate(STYLE_LABELS.get(opp.style, opp.style)).lower()}"


def changes_for_next_session(old: Settings, new: Settings, translate: Translate = untranslated) -> list[str]:
    """The game changes from ``old`` to ``new``, one sentence each, for the dealer log.

    These take effect from the next session (see :func:`pending_changes`).
    Empty when only cosmetic options changed; see
    :func:`changes_applying_at_once` for those.
    """
    t = translate
    out: list[str] = []
    a, b = old.stakes, new.stakes
    if (a.small_bet, a.big_bet) != (b.small_bet, b.big_bet):
        out.append(t(QT_TRANSLATE_NOOP("Settings", "Stakes: {old} → {new}.")).format(
            old=format_stakes(a.small_bet, a.big_bet), new=format_stakes(b.small_bet, b.big_bet)))
    if (a.ante_percent, a.ante_chips) != (b.ante_percent, b.ante_chips):
        out.append(t(QT_TRANSLATE_NOOP("Settings", "Ante: {old_pct}% ({old}) → {new_pct}% ({new}).")).format(
            old_pct=a.ante_percent, old=format_chips(a.ante_chips, t),
            new_pct=b.ante_percent, new=format_chips(b.ante_chips, t)))
    if (a.bring_in_percent, a.bring_in_chips) != (b.bring_in_percent, b.bring_in_chips):
        out.append(t(QT_TRANSLATE_NOOP("Settings", "Bring-in: {old_pct}% ({old}) → {new_pct}% ({new}).")).format(
            old_pct=a.bring_in_percent, old=format_chips(a.bring_in_chips, t),
            new_pct=b.bring_in_percent, new=format_chips(b.bring_in_chips, t)))
    for f in fields(HouseRules):
        before, after = getattr(old.house_rules, f.name), getattr(new.house_rules, f.name)
        if before != after:
            out.append(t(QT_TRANSLATE_NOOP("Settings", "House rule \"{rule}\": {old} → {new}.")).format(
                rule=t(HOUSE_RULE_TEXTS[f.name][0]), old=_onoff(before, t), new=_onoff(after, t)))
    ta, tb = old.table, new.table
    if ta.players != tb.players:
        out.append(t(QT_TRANSLATE_NOOP("Settings", "Players: {old} → {new}.")).format(old=ta.players, new=tb.players))
    if ta.human_seat != tb.human_seat:
        out.append(t(QT_TRANSLATE_NOOP("Settings", "Your seat: {old} → {new}.")).format(old=ta.human_seat, new=tb.human_seat))
    if ta.starting_stack != tb.starting_stack:
        out.append(t(QT_TRANSLATE_NOOP("Settings", "Starting stack: {old} → {new}.")).format(
            old=format_money(ta.starting_stack), new=format_money(tb.starting_stack)))
    before_seats, after_seats = ta.computer_seats(), tb.computer_seats()
    for seat, opp in after_seats.items():
        if seat in before_seats and before_seats[seat] != opp:
            out.append(t(QT_TRANSLATE_NOOP("Settings", "Seat {seat}: {old} → {new}.")).format(
                seat=seat, old=_opponent_label(before_seats[seat], t), new=_opponent_label(opp, t)))
    return out


def changes_applying_at_once(old: Settings, new: Settings, translate: Translate = untranslated) -> list[str]:
    """The cosmetic and session-flow changes, which apply immediately.

    The language is listed here too, with its own sentence saying that it
    applies at the next start (the translations load then).
    """
    t = translate
    out: list[str] = []
    da, db = old.display, new.display
    if da.four_colour_deck != db.four_colour_deck:
        out.append(t(QT_TRANSLATE_NOOP("Settings", "Four-colour deck: {new}.")).format(new=_onoff(db.four_colour_deck, t)))
    if da.animation_speed != db.animation_speed:
        out.append(t(QT_TRANSLATE_NOOP("Settings", "Animation speed: {new}.")).format(
            new=t(ANIMATION_LABELS.get(db.animation_speed, db.animation_speed))))
    if da.sound != db.sound:
        out.append(t(QT_TRANSLATE_NOOP("Settings", "Sound: {new}.")).format(new=_onoff(db.sound, t)))
    if da.volume != db.volume:
        out.append(t(QT_TRANSLATE_NOOP("Settings", "Sound volume: {new}%.")).format(new=db.volume))
    if da.theme != db.theme:
        out.append(t(QT_TRANSLATE_NOOP("Settings", "Theme: {new}.")).format(new=t(THEME_LABELS.get(db.theme, db.theme))))
    if da.human_at_bottom != db.human_at_bottom:
        out.append(t(QT_TRANSLATE_NOOP("Settings", "Always put me at the bottom: {new}.")).format(new=_onoff(db.human_at_bottom, t)))
    if da.language != db.language:
        out.append(t(QT_TRANSLATE_NOOP("Settings", "Language: applies the next time Razz Desktop starts.")))
    pa, pb = old.play, new.play
    if pa.auto_next_hand != pb.auto_next_hand:
        out.append(t(QT_TRANSLATE_NOOP("Settings", "Next hand starts automatically: {new}.")).format(new=_onoff(pb.auto_next_hand, t)))
    if pa.when_you_bust != pb.when_you_bust:
        out.append(t(QT_TRANSLATE_NOOP("Settings", "When you go broke: {new}.")).format(
            new=t(HUMAN_BUST_LABELS.get(pb.when_you_bust, pb.when_you_bust)).lower()))
    if pa.when_computer_busts != pb.when_computer_busts:
        out.append(t(QT_TRANSLATE_NOOP("Settings", "When a computer player goes broke: {new}.")).format(
            new=t(COMPUTER_BUST_LABELS.get(pb.when_computer_busts, pb.when_computer_busts)).lower()))
    ra, rb = old.practice, new.practice
    if ra.enabled != rb.enabled:
        out.append(t(QT_TRANSLATE_NOOP("Settings", "Practice mode: {new}.")).format(new=_onoff(rb.enabled, t)))
    if ra.hints != rb.hints:
        out.append(t(QT_TRANSLATE_NOOP("Settings", "Coach's hints: {new}.")).format(
            new=t(HINT_MODE_LABELS.get(rb.hints, rb.hints))))
    if ra.show_opponents_cards_after_hand != rb.show_opponents_cards_after_hand:
        out.append(t(QT_TRANSLATE_NOOP("Settings", "Show every player's cards after the hand (study): {new}.")).format(
            new=_onoff(rb.show_opponents_cards_after_hand, t)))
    return out


changes_needing_next_hand = changes_for_next_session
"""The former name of :func:`changes_for_next_session` (the changes never applied
from the next hand); kept so callers written against it keep working."""


# --- pending changes ------------------------------------------------------------------


class Applies(enum.Enum):
    """When a pending change takes effect."""

    NEXT_SESSION = "next_session"
    """Stakes, table and house rules: a session is dealt with one game."""
    NEXT_START = "next_start"
    """The language: the translations are loaded when the program starts."""


@frozen_record
class PendingChange:
    """One setting the user wants that is not yet in force.

    ``key`` names the item (``"stakes"``, ``"ante"``, ``"players"``,
    ``"seat.3"``, ``"house_rule.auto_muck"``, ...), ``paths`` the settings
    fields it covers (where the dialog puts its note), and ``in_force`` /
    ``wanted`` are short phrases such as "$2/$4" and "$5/$10", already in the
    language asked for.
    """

    key: str
    paths: tuple[str, ...]
    in_force: str
    wanted: str
    applies: Applies = Applies.NEXT_SESSION


def pending_changes(in_force: Settings, wanted: Settings,
                    translate: Translate = untranslated) -> tuple[PendingChange, ...]:
    """What of ``wanted`` still waits to take effect while ``in_force`` is what the table plays.

    Pure, in the dialog's order (stakes, table, house rules, language);
    empty when the two agree on everything that waits. The display, play and
    practice options never wait (they apply at once), so they are not here.
    """
    t = translate
    out: list[PendingChange] = []
    a, b = in_force.stakes, wanted.stakes
    if (a.small_bet, a.big_bet) != (b.small_bet, b.big_bet):
        out.append(PendingChange("stakes", ("stakes.small_bet", "stakes.big_bet"),
                                 format_stakes(a.small_bet, a.big_bet), format_stakes(b.small_bet, b.big_bet)))
    # The ante and bring-in are settings as percentages: new stakes carry them along (and
    # the stakes item says so), so only a new percentage is an item of its own.
    if a.ante_percent != b.ante_percent:
        out.append(PendingChange("ante", ("stakes.ante_percent",), _ante(a.ante_percent, a.ante_chips, t),
                                 _ante(b.ante_percent, b.ante_chips, t)))
    if a.bring_in_percent != b.bring_in_percent:
        out.append(PendingChange("bring_in", ("stakes.bring_in_percent",),
                                 _bring_in(a.bring_in_percent, a.bring_in_chips, t),
                                 _bring_in(b.bring_in_percent, b.bring_in_chips, t)))
    ta, tb = in_force.table, wanted.table
    if ta.players != tb.players:
        out.append(PendingChange("players", ("table.players",), _players(ta.players, t), _players(tb.players, t)))
    if ta.human_seat != tb.human_seat:
        out.append(PendingChange("human_seat", ("table.human_seat",), _seat(ta.human_seat, t), _seat(tb.human_seat, t)))
    if ta.starting_stack != tb.starting_stack:
        out.append(PendingChange("starting_stack", ("table.starting_stack",), _stack(ta.starting_stack, t),
                                 _stack(tb.starting_stack, t)))
    before, after = ta.computer_seats(), tb.computer_seats()
    for seat, opp in after.items():
        old = before.get(seat, ta.opponents[seat - 1])
        if old != opp:
            label = t(QT_TRANSLATE_NOOP("Settings", "seat {seat}: {who}"))
            out.append(PendingChange(f"seat.{seat}", (f"table.opponents.{seat}",),
                                     label.format(seat=seat, who=_opponent_label(old, t)),
                                     label.format(seat=seat, who=_opponent_label(opp, t))))
    for f in fields(HouseRules):
        was, now = getattr(in_force.house_rules, f.name), getattr(wanted.house_rules, f.name)
        if was != now:
            rule = t(HOUSE_RULE_TEXTS[f.name][0])
            out.append(PendingChange(f"house_rule.{f.name}", (f"house_rules.{f.name}",),
                                     f"{rule} {_onoff(was, t)}", f"{rule} {_onoff(now, t)}"))
    if in_force.display.language != wanted.display.language:
        out.append(PendingChange("language", ("display.language",), _language(in_force.display.language, t),
                                 _language(wanted.display.language, t), Applies.NEXT_START))
    return tuple(out)


def describe_pending(changes: Sequence[PendingChange], translate: Translate = untranslated) -> str:
    """The line the table shows for ``changes``: "From the next session: $5/$10, 4 players".

    "" when nothing is pending. A language change adds "At the next start:
    the language." (the new translations load then).
    """
    t = translate
    session = [c.wanted for c in changes if c.applies is Applies.NEXT_SESSION]
    parts: list[str] = []
    if session:
        parts.append(t(QT_TRANSLATE_NOOP("Settings", "From the next session: {changes}")).format(
            changes=", ".join(session)))
    if any(c.applies is Applies.NEXT_START for c in changes):
        parts.append(t(QT_TRANSLATE_NOOP("Settings", "At the next start: the language")))
    return ". ".join(parts)


def pending_note(change: PendingChange, translate: Translate = untranslated) -> str:
    """The note at a pending field in the dialog: what is in force now and when the new value applies."""
    t = translate
    if change.applies is Applies.NEXT_START:
        template = QT_TRANSLATE_NOOP("Settings", "In force now: {old}. {new} applies the next time Razz Desktop starts.")
    else:
        template = QT_TRANSLATE_NOOP("Settings", "In force now: {old}. {new} applies from the next session.")
    new = change.wanted[:1].upper() + change.wanted[1:]  # it starts the sentence
    return t(template).format(old=change.in_force, new=new)


def _language(code: str, t: Translate) -> str:
    """A language as the settings know it (a code; the dialog holds the languages' own names)."""
    if code == LANGUAGE_SYSTEM:
        return t(QT_TRANSLATE_NOOP("Settings", "the desktop's language"))
    return t(QT_TRANSLATE_NOOP("Settings", "language \"{code}\"")).format(code=code)


def _ante(percent: int, chips: int, t: Translate) -> str:
    return t(QT_TRANSLATE_NOOP("Settings", "ante {percent}% ({amount})")).format(
        percent=percent, amount=format_money(chips))


def _bring_in(percent: int, chips: int, t: Translate) -> str:
    return t(QT_TRANSLATE_NOOP("Settings", "bring-in {percent}% ({amount})")).format(
        percent=percent, amount=format_money(chips))


def _players(n: int, t: Translate) -> str:
    return t(QT_TRANSLATE_NOOP("Settings", "{n} players")).format(n=n)


def _seat(seat: int, t: Translate) -> str:
    return t(QT_TRANSLATE_NOOP("Settings", "you in seat {seat}")).format(seat=seat)


def _stack(chips: int, t: Translate) -> str:
    return t(QT_TRANSLATE_NOOP("Settings", "starting stacks of {amount}")).format(amount=format_money(chips))
