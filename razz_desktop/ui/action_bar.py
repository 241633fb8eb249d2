"""The action bar: exactly the legal actions, as buttons with keyboard keys.

Buttons are built from ``view.legal`` and nothing else, with the engine's own
labels ("Bring in 50", "Complete to 200", "Raise to 800"), so the bar can
never offer something the rules do not allow and never disagrees with the
engine about an amount. Each button shows its key; the same keys work from
anywhere in the window:

    F fold · C check or call · B bet · R raise or complete · I bring in
    S show · M muck · Space deal the next hand

B and R both mean "the aggressive action on offer" (only one of bet, raise
and complete is ever legal at a time), so a player need not remember which
word applies on which street.

The buttons also take the keyboard focus with Tab (not with a click, so a
mouse player's keys keep going to the window): a focused button shows a
thick ring in the theme's focus colour, and Enter or Space presses it. The
one-key shortcuts work whatever has the focus.

Between hands the bar offers what fits the moment instead: deal the next
hand, rebuy or leave after going broke, or start a new session.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QElapsedTimer, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QWidget,
)

from razz_desktop.engine.actions import ActionType, LegalAction
from razz_desktop.engine.views import SeatView
from razz_desktop.ui.wording import action_label, chips

from .action_bar_text import TextColumn
from .theme import Colours, colours

ACTION_KEYS: dict[ActionType, str] = {
    ActionType.FOLD: "F",
    ActionType.CHECK: "C",
    ActionType.CALL: "C",
    ActionType.BET: "B",
    ActionType.RAISE: "R",
    ActionType.COMPLETE: "R",
    ActionType.BRING_IN: "I",
    ActionType.SHOW: "S",
    ActionType.MUCK: "M",
}
AGGRESSIVE = (ActionType.BET, ActionType.RAISE, ActionType.COMPLETE)
EARLY_KEY_MS = 1500
"""An action key pressed this long before the buttons appear (the deal still animating) is kept for them."""
ACTION_KEY_SET = frozenset(ACTION_KEYS.values())
ALL_KEYS = ("F", "C", "B", "R", "I", "S", "M", "L", "N", "Space")
BAR_MIN_HEIGHT = 64
TEXT_MIN_WIDTH = 170
"""Narrower than this beside the buttons, the status and detail lines go above them."""

# Display order: the way out on the left, the way up on the right.
ORDER = {
    ActionType.FOLD: 0, ActionType.MUCK: 1, ActionType.CHECK: 2, ActionType.CALL: 3,
    ActionType.SHOW: 4, ActionType.BRING_IN: 5, ActionType.BET: 6, ActionType.COMPLETE: 7,
    ActionType.RAISE: 8,
}

STYLE = """
ActionBar { background: %(bar)s; border-top: 1px solid %(bar_border)s; }
QLabel#status { color: %(status)s; font-size: %(status_px)dpx; }
QLabel#detail { color: %(detail)s; font-size: %(detail_px)dpx; }
ActionButton {
    border-radius: 9px; padding: 6px 14px; min-height: 40px;
    border: 2px solid rgba(255,255,255,0.18); color: white;
}
ActionButton[enter="true"] { border: 2px solid %(focus)s; }
ActionButton:focus { border: 4px solid %(focus)s; padding: 4px 12px; }
ActionButton:disabled { background: #2b3531; color: #777; }
ActionButton[kind="fold"] { background: #8c2f2f; }
ActionButton[kind="fold"]:hover { background: #a53a3a; }
ActionButton[kind="passive"] { background: #2f6f4e; }
ActionButton[kind="passive"]:hover { background: #3a855e; }
ActionButton[kind="aggressive"] { background: #b5651d; }
ActionButton[kind="aggressive"]:hover { background: #cc7626; }
ActionButton[kind="neutral"] { background: #35506b; }
ActionButton[kind="neutral"]:hover { background: #416282; }
QLabel#label { color: white; background: transparent; }
QLabel#key {
    color: #1b1b1b; background: #f1ede2; border-radius: 4px;
    padding: 1px 6px; border-bottom: 2px solid #b7b1a2;
}
"""

HIGH_CONTRAST_BUTTONS = """
ActionButton { background: #000000; border: 2px solid #ffffff; }
ActionButton:hover { background: #262626; }
ActionButton:focus { border: 4px solid #ffff00; }
ActionButton[kind="fold"], ActionButton[kind="passive"], ActionButton[kind="aggressive"],
ActionButton[kind="neutral"] { background: #000000; }
ActionButton[kind="fold"]:hover, ActionButton[kind="passive"]:hover, ActionButton[kind="aggressive"]:hover,
ActionButton[kind="neutral"]:hover { background: #262626; }
QLabel#key { color: #000000; background: #ffffff; border-bottom: 2px solid #ffffff; }
"""
"""High contrast: white on black buttons (the colours of the other themes are 4:1 at best)."""


def bar_style(theme: Colours, point_size: float) -> str:
    """The bar's style sheet for ``theme``; text sizes grow with the app's font (a 14 pt desktop)."""
    scale = max(1.0, point_size / 10.0)
    sheet = STYLE % {"bar": theme.bar, "bar_border": theme.bar_border, "status": theme.status,
                     "detail": theme.detail, "focus": theme.focus, "status_px": round(15 * scale),
                     "detail_px": round(13 * scale)}
    return sheet + (HIGH_CONTRAST_BUTTONS if theme.high_contrast else "")


def action_kind(kind: ActionType) -> str:
    if kind in (ActionType.FOLD, ActionType.MUCK):
        return "fold"
    if kind in AGGRESSIVE:
        return "aggressive"
    return "passive"


class ActionButton(QPushButton):
    """A button with its label and, on a little keycap, the key that presses it.

    The bar keeps its buttons and gives them new texts (:meth:`set_content`):
    building three buttons with their labels, fonts and style at every turn of
    the human cost the GUI thread more than the turn's drawing.
    """

    def __init__(self, label: str, key: str, kind: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = ""
        self.key = ""
        self.legal: LegalAction | None = None  # the action this button plays, when it plays one
        self.handler: Callable[[], None] | None = None
        # Tab reaches the buttons; a click does not take the focus (the window's keys keep working).
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setAutoDefault(False)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        layout = QHBoxLayout(self)
        # The button grows to fit its label and keycap ("Complete to 1,000" is long).
        layout.setSizeConstraint(QHBoxLayout.SizeConstraint.SetMinimumSize)
        layout.setContentsMargins(14, 4, 10, 4)
        layout.setSpacing(10)
        self._text = QLabel("", self)
        self._text.setObjectName("label")
        self._scale = max(1.0, QApplication.font().pointSizeF() / 10.0)  # a 14 pt desktop: bigger labels
        font = self._text.font()
        font.setPixelSize(round(16 * self._scale))
        font.setBold(True)
        self._text.setFont(font)
        self._text.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        layout.addWidget(self._text, 1, Qt.AlignmentFlag.AlignCenter)
        self._cap = QLabel("", self)
        self._cap.setObjectName("key")
        self._cap.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        cap_font = self._cap.font()
        cap_font.setPixelSize(round(12 * self._scale))
        cap_font.setBold(True)
        self._cap.setFont(cap_font)
        layout.addWidget(self._cap, 0, Qt.AlignmentFlag.AlignVCenter)
        self.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        self.set_content(label, key, kind)

    def set_content(self, label: str, key: str, kind: str) -> None:
        """Show ``label`` with ``key`` on its keycap ("" for none) in the colours of ``kind``.

        Only what differs from the button's last content is touched (a new
        kind re-reads the style sheet, a new text measures the button again).
        """
        if kind != self.property("kind"):
            self.setProperty("kind", kind)
            style = self.style()
            style.unpolish(self)
            style.polish(self)
        if label == self.label and key == self.key:
            return
        self.label = label
        self.key = key
        self._text.setText(label)
        self.setAccessibleName(label)
        hint = self._text.sizeHint().width() + 38
        if key:
            cap = self.tr("Space") if key == "Space" else key  # the keycap's words; the handler keeps "Space"
            self._cap.setText(cap)
            self._cap.show()
            hint += self._cap.sizeHint().width()
            self.setAccessibleDescription(self.tr("Keyboard shortcut: {key}").format(key=cap))
            self.setToolTip(self.tr("{label} (key {key})").format(label=label, key=cap))
        else:
            self._cap.hide()
            self.setAccessibleDescription("")
            self.setToolTip("")
        self.setMinimumWidth(max(140, hint))

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        """Enter presses a focused button too (Space reaches it through the bar: see ActionBar.press_key)."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.isEnabled():
            self.click()
            return
        super().keyPressEvent(event)


class ActionBar(QFrame):
    action_chosen = Signal(object)  # LegalAction
    next_hand_requested = Signal()
    rebuy_requested = Signal()
    leave_requested = Signal()
    new_session_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ActionBar")
        self.restyle()
        self.setAccessibleName(self.tr("Actions"))
        outer = QHBoxLayout(self)
        self._outer = outer
        outer.setContentsMargins(16, 8, 16, 8)
        outer.setSpacing(10)
        # Status over detail, each wrapping in whatever room the buttons leave: a long result
        # ("Bot 3 wins 1,240 with 7-5-4-2-A; ...") must never widen the window past the screen.
        # In a narrow window the buttons keep their room; the seat says "Your turn" too.
        self.text = TextColumn(self)
        self.status = self.text.status
        self.status.setObjectName("status")
        self.status.setAccessibleDescription(self.tr("Table status"))  # a name would hide the text
        self.detail = self.text.detail
        self.detail.setObjectName("detail")
        outer.addWidget(self.text, 1)
        self._buttons_box = QHBoxLayout()
        self._buttons_box.setSpacing(10)
        outer.addLayout(self._buttons_box, 0)
        self.buttons: list[ActionButton] = []
        """The buttons on offer now, left to right."""
        self._pool: list[ActionButton] = []
        """Every button the bar has made, shown or not: the first ``len(buttons)`` are on offer."""
        self.buttons_made = 0
        self._handlers: dict[str, Callable[[], None]] = {}
        self._paused = False
        self._expecting = False
        self._early: str | None = None
        self._early_clock = QElapsedTimer()
        self._had_focus = False
        """A button of the bar had the keyboard focus when the buttons last changed: give it to the new ones."""
        self.setMinimumHeight(BAR_MIN_HEIGHT)
        self.shortcuts: dict[str, QShortcut] = {}

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._place_text()

    def _place_text(self) -> None:
        """The texts beside the buttons, or above them when the buttons leave them too little room.

        At 1024 px with the Coach docked, German buttons ("Komplettieren auf 200") left the text a
        few pixels: "Du bist dran" wrapped a letter a line and the bar grew to a third of the
        window (issue 38). Above the buttons the texts have the bar's whole width."""
        if not self.isVisible():
            return  # its width is not the one it will have: decided when it is shown and resized
        margins = self._outer.contentsMargins()
        room = self.width() - margins.left() - margins.right() - self._outer.spacing()
        buttons = self._buttons_box.sizeHint().width()
        narrow = room - buttons < TEXT_MIN_WIDTH
        wanted = QBoxLayout.Direction.TopToBottom if narrow else QBoxLayout.Direction.LeftToRight
        if self._outer.direction() != wanted:
            self._outer.setDirection(wanted)
            self._outer.setAlignment(self._buttons_box, Qt.AlignmentFlag.AlignRight if narrow
                                     else Qt.AlignmentFlag(0))
            self.text.measure_again()
            self.setMinimumHeight(BAR_MIN_HEIGHT)  # the window's SteadyHeight raised it; find it again

    def restyle(self) -> None:
        """The bar in the theme in force (its window calls this when the theme changes: Qt tells
        only windows, not widgets with their own style sheet, that the application's palette changed)."""
        sheet = bar_style(colours(), QApplication.font().pointSizeF())
        if sheet != self.styleSheet():
            self.setStyleSheet(sheet)
        text = getattr(self, "text", None)
        if isinstance(text, TextColumn):
            text.restyled()

    def install_shortcuts(self, window: QWidget) -> None:
        """Make the action keys work anywhere in ``window``."""
        for key in ALL_KEYS:
            shortcut = QShortcut(QKeySequence(key), window)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.setAutoRepeat(False)
            shortcut.activated.connect(lambda k=key: self.press_key(k))
            self.shortcuts[key] = shortcut

    def press_key(self, key: str) -> bool:
        """Run what ``key`` means right now; False if it means nothing."""
        handler = self._handlers.get(key)
        focused = next((b for b in self.buttons if b.hasFocus() and b.isEnabled()), None)
        if key == "Space" and focused is not None:
            focused.click()  # Space presses the focused button, as on any push button
            return True
        if handler is None:
            if self._expecting and key in ACTION_KEY_SET:
                self._early = key  # the human's turn is coming: keep the key for its buttons
                self._early_clock.start()
                return True
            if key in ACTION_KEY_SET and any(b.legal is not None for b in self.buttons):
                self._say_keys(key)  # e.g. C when the bring-in must be posted: I or R
                return True
            return False
        handler()
        return True

    def enter_button(self) -> ActionButton | None:
        """What Enter presses: the focused button, else the safe choice (the first passive or neutral)."""
        focused = next((b for b in self.buttons if b.hasFocus() and b.isEnabled()), None)
        if focused is not None:
            return focused
        return next((b for b in self.buttons if b.property("enter") is True and b.isEnabled()), None)

    def press_enter(self) -> bool:
        """Enter or Return in the window: press :meth:`enter_button`; False when there is none."""
        button = self.enter_button()
        if button is None:
            return False
        button.click()
        return True

    def _mark_enter(self, offered: bool = True) -> None:
        """Ring the button Enter presses when nothing is focused (``offered`` False: none, as after
        going broke, where a rebuy is no choice to make with a stray Enter)."""
        safe = next((b for b in self.buttons if b.property("kind") in ("passive", "neutral")), None)
        if not offered:
            safe = None
        self._place_text()  # new buttons, new widths
        for button in self._pool:
            on = button is safe
            if button.property("enter") is not on:
                button.setProperty("enter", on)
                style = button.style()
                style.unpolish(button)
                style.polish(button)

    def _say_keys(self, key: str) -> None:
        """A letter that means nothing at this decision: say which keys do, in the detail line."""
        offered = [f"{b.key} {b.label}" for b in self.buttons if b.key]
        if not offered:
            return
        self.detail.setText(self.tr("{key} is not on offer here: {choices}.").format(
            key=key, choices=", ".join(offered)))

    def expect_turn(self) -> None:
        """The human acts next, once the table has settled: an action key pressed meanwhile is kept."""
        self._expecting = True

    # -- modes ----------------------------------------------------------------

    def _clear(self) -> None:
        """Take the buttons off offer (hidden, kept for the next turn)."""
        self._expecting = False
        self._had_focus = self._had_focus or any(b.hasFocus() for b in self.buttons)
        for button in self.buttons:
            button.hide()
            button.handler = None
        self.buttons = []
        self._handlers = {}

    def _add(self, label: str, key: str, kind: str, handler: Callable[[], None]) -> ActionButton:
        """Offer one more button, on the right: a kept one with new texts, or a new one."""
        slot = len(self.buttons)
        if slot < len(self._pool):
            button = self._pool[slot]
            button.set_content(label, key, kind)
        else:
            button = ActionButton(label, key, kind, self)
            self.buttons_made += 1
            # clicked(bool) would pass its "checked" flag into the handler's first parameter.
            button.clicked.connect(lambda _checked=False, b=button: self._clicked(b))
            self._buttons_box.addWidget(button)
            if self._pool:
                QWidget.setTabOrder(self._pool[-1], button)  # Tab goes through the bar left to right
            self._pool.append(button)
        button.handler = handler
        button.legal = None  # show_actions sets the action it plays
        button.setEnabled(True)
        button.show()  # now, not at the layout's queued show: the focus can move onto it at once
        self.buttons.append(button)
        if key:
            self._handlers.setdefault(key, handler)
        return button

    def _clicked(self, button: ActionButton) -> None:
        handler = button.handler
        if handler is not None and button in self.buttons:
            handler()

    def show_actions(self, view: SeatView) -> None:
        """One button per legal action of the human, nothing else."""
        self._clear()
        self.status.setText(self.tr("Your turn"))
        self.detail.setText(self._detail(view))
        seen: set[ActionType] = set()
        for legal in sorted(view.legal, key=lambda la: (ORDER.get(la.type, 99), la.to)):
            key = ACTION_KEYS.get(legal.type, "")
            if legal.type in seen:
                key = ""  # a second action of one type (open-pair house rule) is clicked, not keyed
            seen.add(legal.type)
            button = self._add(action_label(legal), key, action_kind(legal.type), partial(self._choose, legal))
            button.legal = legal
        aggressive = [b.legal for b in self.buttons if b.legal is not None and b.legal.type in AGGRESSIVE]
        if aggressive:
            for key in ("B", "R"):
                self._handlers.setdefault(key, partial(self._choose, aggressive[0]))
        self._apply_pause()
        self._mark_enter()
        self._keep_focus()
        early, self._early = self._early, None
        if early is not None and self._early_clock.elapsed() <= EARLY_KEY_MS and not self._paused:
            self.press_key(early)

    def _keep_focus(self) -> None:
        """A keyboard player's focus was on the bar: put it on the new check/call (never on fold)."""
        if not self._had_focus or not self.buttons:
            return
        self._had_focus = False
        passive = [b for b in self.buttons if b.property("kind") in ("passive", "neutral")]
        (passive or self.buttons)[0].setFocus(Qt.FocusReason.OtherFocusReason)

    def _detail(self, view: SeatView) -> str:
        parts = []
        to_call = view.to_call
        if to_call:
            parts.append(self.tr("to call {amount}").format(amount=chips(to_call)))
        # The middle shows the pot without this round's bets (those lie in front of
        # the players); the total is what pot odds are counted against.
        parts.append(self.tr("total pot {amount}").format(amount=chips(view.pot_total + sum(s.bet for s in view.seats))))
        if view.raises_left == 0:
            parts.append(self.tr("betting capped"))
        return " · ".join(parts)

    def _choose(self, legal: LegalAction) -> None:
        if self._paused:
            return
        self._clear()
        self.status.setText("")
        self.detail.setText("")
        self.action_chosen.emit(legal)

    def show_message(self, status: str, detail: str = "") -> None:
        """No decision for the human right now: say what is happening (an early key is forgotten)."""
        self._clear()
        self._early = None
        self.status.setText(status)
        self.detail.setText(detail)

    def show_next_hand(self, status: str) -> None:
        self._clear()
        self.status.setText(status)
        self.detail.setText(self.tr("Click the table or press Space when you are ready."))
        self._add(self.tr("Deal next hand"), "Space", "neutral", self.next_hand_requested.emit)
        self._mark_enter()
        self._keep_focus()

    def show_busted(self, amount: int) -> None:
        self._clear()
        self.status.setText(self.tr("You are out of chips."))
        self.detail.setText(self.tr("Buy in again to keep playing, or leave the table."))
        self._add(self.tr("Leave table"), "L", "fold", self.leave_requested.emit)
        self._add(self.tr("Rebuy {amount}").format(amount=chips(amount)), "R", "neutral", self.rebuy_requested.emit)
        self._mark_enter(offered=False)
        self._keep_focus()

    def show_session_over(self, status: str) -> None:
        self._clear()
        self.status.setText(status)
        self.detail.setText("")
        self._add(self.tr("New session"), "N", "neutral", self.new_session_requested.emit)
        self._mark_enter()
        self._keep_focus()

    def set_paused(self, paused: bool) -> None:
        self._paused = paused
        self._apply_pause()

    def _apply_pause(self) -> None:
        for button in self.buttons:
            button.setEnabled(not self._paused)

    @property
    def labels(self) -> list[str]:
        return [b.label for b in self.buttons]
