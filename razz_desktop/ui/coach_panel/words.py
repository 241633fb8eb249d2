"""The Coach's words for streets, actions and grades (translated in context "CoachPanel").

Literal strings in ``QCoreApplication.translate`` calls, so pyside6-lupdate
finds them; shared by the hint page (the Expert's values) and the review
page (the graded decisions).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from razz_desktop.coach.review import Grade
from razz_desktop.engine.actions import ActionType


def ordinal(street: int) -> str:
    return {3: "3rd", 4: "4th", 5: "5th", 6: "6th", 7: "7th"}.get(street, str(street))


def action_word(kind: ActionType) -> str:
    """The action's name, translatable (literal strings so lupdate finds them)."""
    t = QCoreApplication.translate
    words = {
        ActionType.BRING_IN: t("CoachPanel", "Bring in"),
        ActionType.COMPLETE: t("CoachPanel", "Complete"),
        ActionType.FOLD: t("CoachPanel", "Fold"),
        ActionType.CHECK: t("CoachPanel", "Check"),
        ActionType.CALL: t("CoachPanel", "Call"),
        ActionType.BET: t("CoachPanel", "Bet"),
        ActionType.RAISE: t("CoachPanel", "Raise"),
        ActionType.SHOW: t("CoachPanel", "Show"),
        ActionType.MUCK: t("CoachPanel", "Muck"),
    }
    return words.get(kind, kind.value)


def grade_word(grade: Grade) -> str:
    t = QCoreApplication.translate
    return {Grade.GOOD: t("CoachPanel", "good"), Grade.INACCURACY: t("CoachPanel", "inaccuracy"),
            Grade.MISTAKE: t("CoachPanel", "mistake"),
            Grade.BLUNDER: t("CoachPanel", "blunder")}[grade]
