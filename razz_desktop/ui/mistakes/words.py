"""The mistakes browser's words for skills, origins, periods and figures (context "Mistakes").

Literal strings in ``QCoreApplication.translate`` calls, so pyside6-lupdate
finds them; grades and actions are the Coach's words (``coach_panel.words``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from razz_desktop.mistakes import Grouping, Origin, Period
from razz_desktop.trainer.skills import Skill


def skill_name(skill: Skill) -> str:
    return {
        Skill.THIRD_STREET: QCoreApplication.translate("Mistakes", "3rd street start"),
        Skill.STEAL_DEFEND: QCoreApplication.translate("Mistakes", "Steal and defend"),
        Skill.FOURTH_BRICK: QCoreApplication.translate("Mistakes", "4th street after a brick"),
        Skill.FIFTH_MADE_VS_DRAW: QCoreApplication.translate("Mistakes", "5th street: made hand vs draws"),
        Skill.SEVENTH_CALL: QCoreApplication.translate("Mistakes", "7th street call or fold"),
        Skill.OTHER: QCoreApplication.translate("Mistakes", "Other"),
    }[skill]


def origin_name(origin: Origin) -> str:
    return {
        Origin.ALL: QCoreApplication.translate("Mistakes", "Practice and imported hands"),
        Origin.PRACTICE: QCoreApplication.translate("Mistakes", "Practice hands"),
        Origin.IMPORTED: QCoreApplication.translate("Mistakes", "Imported hands"),
    }[origin]


def period_name(period: Period) -> str:
    return {
        Period.DAY: QCoreApplication.translate("Mistakes", "By day"),
        Period.WEEK: QCoreApplication.translate("Mistakes", "By week"),
        Period.MONTH: QCoreApplication.translate("Mistakes", "By month"),
    }[period]


def grouping_name(grouping: Grouping) -> str:
    return {
        Grouping.STREET: QCoreApplication.translate("Mistakes", "One line per street"),
        Grouping.SKILL: QCoreApplication.translate("Mistakes", "One line per skill"),
    }[grouping]


def source_word(imported: bool, site: str | None) -> str:
    """"Practice", or the site an imported hand came from."""
    if not imported:
        return QCoreApplication.translate("Mistakes", "Practice")
    return site or QCoreApplication.translate("Mistakes", "Imported")
