"""The table's texts: translation of marked strings, chip counts as printed on the felt, and each seat's status line."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.views import SeatView
from razz_desktop.ui.wording import chips as wording_chips


def tr(text: str) -> str:
    """Translate a text marked elsewhere with QT_TRANSLATE_NOOP("Table", ...)."""
    return QCoreApplication.translate("Table", text)


def chips_text(amount: int) -> str:
    """Chip counts as the engine's labels print them: 1,240."""
    return wording_chips(amount)


LAST_ACTION_TEXT = {
    ActionType.BRING_IN: QT_TRANSLATE_NOOP("Table", "Bring-in"),
    ActionType.COMPLETE: QT_TRANSLATE_NOOP("Table", "Complete"),
    ActionType.BET: QT_TRANSLATE_NOOP("Table", "Bet"),
    ActionType.RAISE: QT_TRANSLATE_NOOP("Table", "Raise"),
    ActionType.CALL: QT_TRANSLATE_NOOP("Table", "Call"),
    ActionType.CHECK: QT_TRANSLATE_NOOP("Table", "Check"),
    ActionType.SHOW: QT_TRANSLATE_NOOP("Table", "Show"),
    ActionType.MUCK: QT_TRANSLATE_NOOP("Table", "Muck"),
}


def seat_status(view: SeatView, seat: int, dealt: bool, thinking: int | None) -> str:
    """The line under a seat's name: its turn, its state or its last action on this street."""
    if not dealt:
        return QCoreApplication.translate("Table", "Sitting out")
    snap = view.seat(seat)
    if not view.finished and view.to_act == seat:
        if seat == view.viewer:
            return QCoreApplication.translate("Table", "Your turn")
        return QCoreApplication.translate("Table", "Thinking…") if thinking == seat else QCoreApplication.translate("Table", "To act")
    if snap.folded:
        return QCoreApplication.translate("Table", "Folded")
    if snap.all_in:
        return QCoreApplication.translate("Table", "All-in")
    if snap.stack == 0 and view.finished:
        return QCoreApplication.translate("Table", "Busted")
    for action in reversed(view.history):
        if action.seat == seat:
            if action.street == view.street and not view.finished:
                return tr(str(LAST_ACTION_TEXT.get(action.type, "")))
            break
    return ""
