"""The table reader: keeps the table text current and announces what happens.

app.py connects it to the game controller's signals (players, events, the
table, the human's turn) and to the practice controller's hints; it never
polls. It announces every action and every round of cards dealt (one
sentence per round, see :func:`.spoken.deal_words`), the pot going to the
winner, and the player's turn with the amount to call and the options. Two
keys read again on demand: :data:`READ_TABLE_KEY` the current situation and
:data:`READ_COACH_KEY` the Coach's advice; :data:`GO_TO_TEXT_KEY` moves the
keyboard into the table text.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QWidget

from razz_desktop.engine.events import (
    CardDealt,
    CommunityCardDealt,
    HandStarted,
    PlayerActed,
    PotAwarded,
)
from razz_desktop.engine.messages import Note
from razz_desktop.engine.views import SeatView
from razz_desktop.ui.wording import action_label
from razz_desktop.ui.wording.coach import reason_text

from . import spoken
from .announcer import Announcer
from .table_text import TableTextPanel

if TYPE_CHECKING:
    from razz_desktop.coach.advice import Hint
    from razz_desktop.controllers.players import PlayerInfo

READ_TABLE_KEY = "T"
"""Read the current situation again (street, whose turn, pot, your cards, the call, your options)."""
READ_COACH_KEY = "A"
"""Read the Coach's advice again."""
GO_TO_TEXT_KEY = "F6"
"""Bring the table text forward and put the keyboard in it (F6 moves between panes in many programs)."""


class TableReader(QObject):
    """See the module docstring; ``panel`` is the dock's :class:`.table_text.TableTextPanel`."""

    def __init__(self, panel: TableTextPanel, announce_from: QWidget | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.panel = panel
        self.announcer = Announcer(panel.region, announce_from, self)
        self.names: dict[int, str] = {}
        self.hero: int | None = None
        self.view: SeatView | None = None
        self.coach_text = ""
        self._dealt: list[CardDealt | CommunityCardDealt] = []
        self.shortcuts: list[QShortcut] = []

    def install_keys(self, window: QWidget) -> None:
        """The read-again keys, anywhere in ``window`` (like the action keys)."""
        for key, slot in ((READ_TABLE_KEY, self.read_situation), (READ_COACH_KEY, self.read_coach),
                          (GO_TO_TEXT_KEY, self.go_to_text)):
            shortcut = QShortcut(QKeySequence(key), window)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.setAutoRepeat(False)
            shortcut.activated.connect(slot)
            self.shortcuts.append(shortcut)

    # -- what the game publishes ---------------------------------------------

    def on_players_changed(self, players: Mapping[int, PlayerInfo]) -> None:
        self.names = {seat: p.name for seat, p in players.items()}
        self.hero = next((seat for seat, p in players.items() if p.is_human), None)

    def on_event(self, event: object) -> None:
        if isinstance(event, CardDealt | CommunityCardDealt):
            self._dealt.append(event)
            return
        self.flush_deal()
        if isinstance(event, HandStarted):
            self.announcer.announce(spoken.tr("Hand {n}.").format(n=event.hand_id))
        elif isinstance(event, PlayerActed):
            name = self.names.get(event.seat, str(event.seat))
            self.announcer.announce(spoken.action_words(event, name, event.seat == self.hero))
        elif isinstance(event, PotAwarded):
            self.announcer.announce(spoken.award_words(event, self.names, self.hero))

    def flush_deal(self) -> None:
        """Announce the round of cards dealt since the last other event, as one sentence."""
        dealt, self._dealt = self._dealt, []
        self.announcer.announce(spoken.deal_words(dealt, self.names, self.hero))

    def on_table_changed(self, view: SeatView) -> None:
        self.flush_deal()
        self.view = view
        names = self.names
        self.panel.lines.set_lines_later(lambda: spoken.table_lines(view, names))

    def on_human_to_act(self, view: SeatView) -> None:
        self.view = view
        self.panel.lines.set_lines(spoken.table_lines(view, self.names))
        text = " ".join((spoken.tr("Your turn."), spoken.to_call_line(view), spoken.actions_line(view.legal)))
        self.announcer.announce(text, assertive=True)

    # -- the Coach ---------------------------------------------------------------

    def on_hint(self, _hand_id: int, _decision: int, hint: Hint) -> None:
        self.coach_text = spoken.tr("The Coach suggests: {action}. {reason}").format(
            action=action_label(legal) if (legal := getattr(hint, "legal", None)) is not None
            else hint.action_label,
            reason=reason_text(hint.reason) if isinstance(hint.reason, Note) else str(hint.reason),
        ).strip()  # the Coach's words, as its panel shows them
        self.panel.set_coach(self.coach_text)
        # polite: after "Your turn", not over it; the panel's Coach label shows it, the live line need not
        self.announcer.announce(self.coach_text, shown=False)

    def on_hint_cleared(self) -> None:
        self.coach_text = ""
        self.panel.set_coach("")

    # -- the read-again keys -------------------------------------------------------

    def read_situation(self) -> str:
        if self.view is None:
            text = spoken.tr("No hand on the table yet.")
        else:
            text = spoken.situation(self.view, self.names)
            if self.coach_text:
                text += " " + self.coach_text
        self.announcer.announce(text, assertive=True)
        return text

    def go_to_text(self) -> None:
        """Show the table text (its dock in front, if it was behind the dealer log) and focus its lines."""
        dock = self.panel.parentWidget()
        if dock is not None:
            dock.show()
            dock.raise_()
        self.panel.lines.setFocus(Qt.FocusReason.ShortcutFocusReason)
        if self.panel.lines.currentRow() < 0 and self.panel.lines.count():
            self.panel.lines.setCurrentRow(0)

    def read_coach(self) -> str:
        text = self.coach_text or spoken.tr("The Coach has no advice right now.")
        self.announcer.announce(text, assertive=True)
        return text
