"""The "Play from here" button: a menu of the human's decisions of one hand, and "new cards".

Windows that show a stored hand give it the hand (:meth:`PlayFromHereButton.set_hand`);
choosing a decision emits ``requested(hand id, decision index, fresh cards)``,
which the composition root hands to the game's play-from-here. The
decisions are read off the hand's record: the human's n-th action is decision
n, as the Coach counts them (``coach.advice.decision_index``).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Signal, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QPushButton, QWidget

from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.events import PlayerActed
from razz_desktop.records import StoredHand
from razz_desktop.ui.wording import action_word, street_name


def human_decisions(hand: StoredHand) -> list[tuple[int, int, ActionType]]:
    """(decision index, street, action) of each decision the hand's human made; none for imported hands.

    An imported hand's hidden cards are made up (``known_cards``), so it cannot be dealt again.
    """
    seat = hand.hero_seat
    if seat is None or hand.known_cards is not None:
        return []
    mine = [e for e in hand.record.events if isinstance(e, PlayerActed) and e.seat == seat]
    return [(i, e.street, e.type) for i, e in enumerate(mine)]


class PlayFromHereButton(QPushButton):
    """A push button with a menu: one entry a decision, then "new cards" (checkable)."""

    requested = Signal(int, int, bool)
    """Intent: (hand database id, decision index, deal new cards after the decision)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Play from &here"), parent)
        self.setAccessibleName(self.tr("Play from here"))
        self.setAccessibleDescription(self.tr("Deal this hand again up to one of your decisions and choose again"))
        self.setToolTip(self.tr("Deal this hand again up to one of your decisions: you choose again, "
                                "the computer players decide afresh. Practice: it does not count in your results."))
        self._hand_id: int | None = None
        self._menu = QMenu(self)
        self.fresh_action = QAction(self.tr("New cards to come"), self)
        self.fresh_action.setCheckable(True)
        self.fresh_action.setToolTip(self.tr("The cards after the decision are shuffled again instead of "
                                             "coming as they did"))
        self.setMenu(self._menu)
        self.set_hand(None)

    @property
    def decision_actions(self) -> list[QAction]:
        """The menu's decision entries, in order (tests click them)."""
        return [a for a in self._menu.actions() if a.data() is not None]

    def set_hand(self, hand: StoredHand | None) -> None:
        """Offer ``hand``'s decisions (None, or a hand without any: the button is disabled)."""
        self._hand_id = None if hand is None else hand.hand_id
        self.set_decisions(self._hand_id, [] if hand is None else human_decisions(hand))

    def set_decisions(self, hand_id: int | None, decisions: Sequence[tuple[int, int, ActionType]]) -> None:
        self._hand_id = hand_id
        self._menu.clear()
        for index, street, kind in decisions:
            text = self.tr("{street}: {action}").format(street=street_name(street), action=action_word(kind))
            action = self._menu.addAction(text)
            action.setData(index)
            action.triggered.connect(lambda _checked=False, i=index: self._chosen(i))
        self._menu.addSeparator()
        self._menu.addAction(self.fresh_action)
        self.setEnabled(hand_id is not None and bool(decisions))

    @Slot()
    def _chosen(self, index: int) -> None:
        if self._hand_id is not None:
            self.requested.emit(self._hand_id, index, self.fresh_action.isChecked())
