"""The Coach's words for streets, actions and grades (translated in context "CoachPanel").

Literal strings in ``QCoreApplication.translate`` calls, so pyside6-lupdate
finds them; shared by the hint page (the Expert's values) and the review
page (the graded decisions).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from razz_desktop.coach.review import Grade
from razz_desktop.engine.actions import ActionType
from razz_desktop.ui import wording
from razz_desktop.ui.wording import street_short


def ordinal(street: int) -> str:
    """"3rd": a street in the review's narrow column."""
    return street_short(street)


def action_word(kind: ActionType) -> str:
    """The action's name, as the action bar says it."""
    return wording.action_word(kind)


def grade_word(grade: Grade) -> str:
    """The grade's name (literal QCoreApplication.translate calls, which lupdate reads)."""
    return {Grade.GOOD: QCoreApplication.translate("CoachPanel", "good"),
            Grade.INACCURACY: QCoreApplication.translate("CoachPanel", "inaccuracy"),
            Grade.MISTAKE: QCoreApplication.translate("CoachPanel", "mistake"),
            Grade.BLUNDER: QCoreApplication.translate("CoachPanel", "blunder")}[grade]
