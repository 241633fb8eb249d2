"""The History window's sentences: headings, counts, the filters' choices.

Translated in the "HistoryWindow" context; numbers and dates through
QLocale (English where the system names no locale).
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, QDateTime

from razz_desktop.records import StoredHand, TournamentInfo
from razz_desktop.settings.translation import QT_TRANSLATE_NOOP
from razz_desktop.ui.wording.numbers import locale

RANKS = "A23456789TJQK"

LOW_CHOICES: tuple[tuple[str, int | None], ...] = (
    (QT_TRANSLATE_NOOP("HistoryWindow", "Any final hand"), None),
    (QT_TRANSLATE_NOOP("HistoryWindow", "A wheel (5-low)"), 5),
    (QT_TRANSLATE_NOOP("HistoryWindow", "6-low or better"), 6),
    (QT_TRANSLATE_NOOP("HistoryWindow", "7-low or better"), 7),
    (QT_TRANSLATE_NOOP("HistoryWindow", "8-low or better"), 8),
    (QT_TRANSLATE_NOOP("HistoryWindow", "9-low or better"), 9),
    (QT_TRANSLATE_NOOP("HistoryWindow", "10-low or better"), 10),
    (QT_TRANSLATE_NOOP("HistoryWindow", "J-low or better"), 11),
    (QT_TRANSLATE_NOOP("HistoryWindow", "Q-low or better"), 12),
    (QT_TRANSLATE_NOOP("HistoryWindow", "K-low or better"), 13),
)
"""The final-hand filter: the highest card of the player's best low, at most N."""

START_EXAMPLES: tuple[str, ...] = ("A-2-3", "A-2-4", "three to a 6", "three to a 7", "three to an 8",
                                  "a pair")
"""Starting hands offered in the box (any other "X-Y-Z" can be typed)."""


def tr(text: str) -> str:
    return QCoreApplication.translate("HistoryWindow", text)


def number(n: int) -> str:
    return locale().toString(n)


def hands_count(n: int) -> str:
    """ "12,345 hands" (with the locale's digits).

    Without a translation loaded Qt returns the source, "hand(s)": the
    English forms are then chosen here, so the untranslated app reads well.
    """
    # Looked up without n: the translations are count-free ("Blätter: %n"), and Qt
    # matches a plain (non-plural) message only when no count is passed.
    text = QCoreApplication.translate("HistoryWindow", "%n hand(s)")
    if "(s)" in text:
        text = text.replace("(s)", "" if n == 1 else "s")
    return text.replace("%n", number(n), 1)


def stakes_label(small: int, big: int) -> str:
    return f"{number(small)}/{number(big)}"


def tournament_label(info: TournamentInfo) -> str:
    """A tournament in the filter's list: when it started, and how it ended or why that is not known."""
    moment = QDateTime.fromSecsSinceEpoch(int(info.first_hand_at.timestamp())).toLocalTime()
    when = locale().toString(moment, "yyyy-MM-dd HH:mm")
    result = info.result
    if result is not None and result.place is not None:
        ended = tr("{schedule}, place {place} of {entrants}").format(
            schedule=result.schedule, place=number(result.place), entrants=number(result.entrants))
    elif result is not None:
        ended = tr("{schedule}, finished").format(schedule=result.schedule)
    elif info.imported:
        ended = tr("imported, {hands}").format(hands=hands_count(info.hands))
    else:
        ended = tr("not finished, {hands}").format(hands=hands_count(info.hands))
    return tr("Tournament #{id} \u00b7 {when} \u00b7 {ended}").format(id=info.tournament_id, when=when, ended=ended)


def hand_heading(hand: StoredHand, muted: str) -> str:
    """The hand window's title: number, stakes, time, and where an imported hand came from."""
    st = hand.record.config.stakes
    moment = QDateTime.fromSecsSinceEpoch(int(hand.played_at.timestamp())).toLocalTime()
    when = locale().toString(moment, "yyyy-MM-dd HH:mm:ss")
    detail = tr("Razz {small}/{big} \u00b7 ante {ante} \u00b7 bring-in {bring} \u00b7 {when}").format(
        small=number(st.small_bet), big=number(st.big_bet), ante=number(st.ante), bring=number(st.bring_in),
        when=when)
    origin = hand.origin
    where = (tr("{site} hand {id}").format(site=origin.site, id=origin.site_hand_id) if origin is not None
             else tr("session {n}").format(n=hand.session_id))
    head = tr("Hand #{n}").format(n=hand.hand_number) if hand.practice is None else tr("Practice hand")
    return (f'<span style="font-size:15pt; font-weight:600">{escape(head)}</span>&nbsp;&nbsp;'
            f'<span style="color:{muted}">{escape(detail)} \u00b7 {escape(where)}</span>')
