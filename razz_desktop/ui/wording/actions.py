"""Action names: the action bar's buttons, the Coach's headline and its values (context "Actions").

One place for "Raise to 800" in every window, so the Coach recommends in
the very words of the button the player then presses.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from razz_desktop.engine.actions import ActionType, LegalAction

from .numbers import chips

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for


def action_word(kind: ActionType | str) -> str:
    """"Raise": an action's name (as a button or a column says it)."""
    words = {
        ActionType.BRING_IN: translate("Actions", "Bring in"),
        ActionType.COMPLETE: translate("Actions", "Complete"),
        ActionType.FOLD: translate("Actions", "Fold"),
        ActionType.CHECK: translate("Actions", "Check"),
        ActionType.CALL: translate("Actions", "Call"),
        ActionType.BET: translate("Actions", "Bet"),
        ActionType.RAISE: translate("Actions", "Raise"),
        ActionType.SHOW: translate("Actions", "Show"),
        ActionType.MUCK: translate("Actions", "Muck"),
    }
    return words.get(ActionType(kind), str(kind))


def gerund(kind: ActionType | str) -> str:
    """"raising": an action as the subject of a sentence ("raising was worth more")."""
    words = {
        ActionType.BRING_IN: translate("Actions", "bringing in"),
        ActionType.COMPLETE: translate("Actions", "completing"),
        ActionType.FOLD: translate("Actions", "folding"),
        ActionType.CHECK: translate("Actions", "checking"),
        ActionType.CALL: translate("Actions", "calling"),
        ActionType.BET: translate("Actions", "betting"),
        ActionType.RAISE: translate("Actions", "raising"),
        ActionType.SHOW: translate("Actions", "showing"),
        ActionType.MUCK: translate("Actions", "mucking"),
    }
    return words.get(ActionType(kind), str(kind))


def action_label(legal: LegalAction) -> str:
    """The action bar's text: "Bring in 50", "Complete to 200", "Call 150 (all-in)"."""
    kind = legal.type
    if kind is ActionType.BRING_IN:
        text = translate("Actions", "Bring in {amount}").format(amount=chips(legal.amount))
    elif kind is ActionType.COMPLETE:
        text = translate("Actions", "Complete to {amount}").format(amount=chips(legal.to))
    elif kind is ActionType.CALL:
        text = translate("Actions", "Call {amount}").format(amount=chips(legal.amount))
    elif kind is ActionType.BET:
        text = translate("Actions", "Bet {amount}").format(amount=chips(legal.amount))
    elif kind is ActionType.RAISE:
        text = translate("Actions", "Raise to {amount}").format(amount=chips(legal.to))
    else:
        text = action_word(kind)
    if legal.all_in:
        text = translate("Actions", "{action} (all-in)").format(action=text)
    return text
