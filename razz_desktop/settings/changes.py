"""What changed between two settings, in sentences for the dealer log.

When the user closes the settings dialog, the dealer log says what will be
different: the game changes (stakes, house rules, players, seats), which a
running hand never takes on and so apply from the next hand, apart from the
cosmetic and session-flow changes, which apply at once. Texts are marked for
translation like every settings text (see :mod:`.translation`).
"""

from __future__ import annotations

from dataclasses import fields

from razz_desktop.engine.rules import HouseRules

from .chips import format_chips, format_money, format_stakes
from .model import OpponentSettings, Settings
from .names import (
    ANIMATION_LABELS,
    COMPUTER_BUST_LABELS,
    HINT_MODE_LABELS,
    HOUSE_RULE_TEXTS,
    HUMAN_BUST_LABELS,
    LEVEL_LABELS,
    STYLE_LABELS,
)
from .translation import QT_TRANSLATE_NOOP, Translate, untranslated


def _onoff(value: bool, translate: Translate) -> str:
    return translate(QT_TRANSLATE_NOOP("Settings", "on")) if value else translate(QT_TRANSLATE_NOOP("Settings", "off"))


def _opponent_label(opp: OpponentSettings, translate: Translate) -> str:
    level = translate(LEVEL_LABELS.get(opp.level, opp.level))
    if opp.style is None:
        return level
    return f"{level}, {translate(STYLE_LABELS.get(opp.style, opp.style)).lower()}"


def changes_needing_next_hand(old: Settings, new: Settings, translate: Translate = untranslated) -> list[str]:
    """The game changes from ``old`` to ``new``, one sentence each, for the dealer log.

    These take effect from the next hand (a running hand never changes its
    stakes or rules under the players). Empty when only cosmetic options
    changed; see :func:`changes_applying_at_once` for those.
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
    """The cosmetic and session-flow changes, which apply immediately."""
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
