"""The replayer's sentences: the hand's title and where the replay stands.

Pure functions of the data the window receives, translated in the
"Replayer" context; numbers and dates through QLocale so a translation
reads them the way its language writes them.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale

from razz_desktop.engine.actions import ActionType
from razz_desktop.records import ReplayFrame, StoredHand
from razz_desktop.settings.translation import QT_TRANSLATE_NOOP
from razz_desktop.ui.wording.numbers import locale

STREETS = {
    3: QT_TRANSLATE_NOOP("Replayer", "3rd street"),
    4: QT_TRANSLATE_NOOP("Replayer", "4th street"),
    5: QT_TRANSLATE_NOOP("Replayer", "5th street"),
    6: QT_TRANSLATE_NOOP("Replayer", "6th street"),
    7: QT_TRANSLATE_NOOP("Replayer", "7th street"),
}

ACTIONS = {
    ActionType.BRING_IN: QT_TRANSLATE_NOOP("Replayer", "{name} brings in for {amount}"),
    ActionType.COMPLETE: QT_TRANSLATE_NOOP("Replayer", "{name} completes to {to}"),
    ActionType.BET: QT_TRANSLATE_NOOP("Replayer", "{name} bets {amount}"),
    ActionType.RAISE: QT_TRANSLATE_NOOP("Replayer", "{name} raises to {to}"),
    ActionType.CALL: QT_TRANSLATE_NOOP("Replayer", "{name} calls {amount}"),
    ActionType.CHECK: QT_TRANSLATE_NOOP("Replayer", "{name} checks"),
    ActionType.FOLD: QT_TRANSLATE_NOOP("Replayer", "{name} folds"),
}


SEPARATOR = "  \u00b7  "


def tr(text: str) -> str:
    return QCoreApplication.translate("Replayer", text)


def number(n: int) -> str:
    """Chips as the user's locale writes them."""
    return locale().toString(n)


def when(hand: StoredHand) -> str:
    """The hand's date and time in the user's locale and time zone."""
    moment = QDateTime.fromSecsSinceEpoch(int(hand.played_at.timestamp()))
    return locale().toString(moment.toLocalTime(), QLocale.FormatType.ShortFormat)


def hand_title(hand: StoredHand) -> str:
    """The rich-text line above the table: which hand, what stakes, when, from where."""
    st = hand.record.config.stakes
    head = tr("Hand #{n}").format(n=hand.hand_number)
    parts = [tr("Razz {small}/{big}").format(small=number(st.small_bet), big=number(st.big_bet)),
             tr("ante {ante}").format(ante=number(st.ante)), when(hand)]
    origin = hand.origin
    if origin is not None:
        parts.append(tr("{site} hand {id}").format(site=origin.site, id=origin.site_hand_id))
    else:
        parts.append(tr("session {n}").format(n=hand.session_id))
    detail = SEPARATOR.join(parts)
    return (f'<span style="font-size:14pt; font-weight:600">{escape(head)}</span>&nbsp;&nbsp;'
            f'<span style="color:#93aaa0">{escape(detail)}</span>')


def frame_status(frame: ReplayFrame, name: Callable[[int], str]) -> str:
    """Where the replay is: the street, the last action, the pot and the step."""
    view = frame.view
    street = tr(STREETS.get(view.street, ""))
    if frame.at_end:
        what = tr("Hand over")
    elif frame.at_showdown:
        what = tr("Showdown")
    elif frame.at_start:
        what = tr("The deal")
    elif view.history:
        last = view.history[-1]
        what = tr(ACTIONS.get(last.type, "{name}")).format(
            name=name(last.seat), amount=number(last.amount), to=number(last.to))
    else:
        what = street
    pot = sum(s.committed for s in view.seats)
    step = tr("step {n} of {count}").format(n=frame.index + 1, count=frame.count)
    return SEPARATOR.join((street, what, tr("pot {pot}").format(pot=number(pot)), step))
