"""What the user is told when hands cannot be written: the problem, that nothing is lost, what to do.

The history controller says it once per episode (``save_problem``); the words are the
controller's (translation context "HistoryController"), kept here so the controller's module
holds its lifecycle and threads, not a page of sentences.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from razz_desktop.storage.handlog.db import WriteProblem


def problem_sentence(problem: WriteProblem, name: str, journal: str) -> str:
    """The message for ``problem`` with the database file's ``name`` and the ``journal`` file's name."""
    from razz_desktop.storage.handlog.db import WriteProblem

    keep = QCoreApplication.translate(
        "HistoryController",
        "Your hands are kept in {journal} and will be written to the history "
        "as soon as it can be, at the latest the next time Razz Desktop starts.").format(journal=journal)
    if problem is WriteProblem.LOCKED:
        head = QCoreApplication.translate(
            "HistoryController", "The hand history ({file}) is in use by another program.").format(file=name)
        todo = QCoreApplication.translate(
            "HistoryController", "Close the other program (for example a database browser) to save them now.")
    elif problem is WriteProblem.READ_ONLY:
        head = QCoreApplication.translate(
            "HistoryController",
            "The hand history ({file}) cannot be written: the file or its folder is read-only.").format(file=name)
        todo = QCoreApplication.translate(
            "HistoryController", "Make the file writable again (check its permissions) to save them.")
    elif problem is WriteProblem.DISK_FULL:
        head = QCoreApplication.translate(
            "HistoryController", "The disk holding the hand history ({file}) is full.").format(file=name)
        todo = QCoreApplication.translate("HistoryController", "Free some disk space to save them.")
    elif problem is WriteProblem.DAMAGED:
        head = QCoreApplication.translate(
            "HistoryController", "The hand history ({file}) is damaged.").format(file=name)
        todo = QCoreApplication.translate(
            "HistoryController",
            "Restart Razz Desktop: it keeps the damaged file aside, starts a new one and writes your hands to it.")
    elif problem is WriteProblem.NEWER_VERSION:
        head = QCoreApplication.translate(
            "HistoryController",
            "The hand history ({file}) was written by a newer version of Razz Desktop, "
            "and this version leaves it untouched.").format(file=name)
        todo = QCoreApplication.translate("HistoryController", "Update Razz Desktop to save them.")
    else:
        head = QCoreApplication.translate(
            "HistoryController", "The hand history ({file}) cannot be written just now.").format(file=name)
        todo = QCoreApplication.translate(
            "HistoryController", "Check that the disk is connected and the file still exists.")
    return f"{head} {keep} {todo}"
