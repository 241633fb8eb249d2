"""The main window: lays out the table, the action bar and the dealer log, and the menus.

It holds no game state of its own. Its ``on_*`` slots take what the game
controller publishes (snapshots, events, results) and hand it to the widgets
that draw it; its signals carry the user's intents back out. app.py connects
the two, so the window never sees the controller and the controller never
sees a widget.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QVBoxLayout, QWidget

from razz_desktop.controllers.players import PlayerInfo
from razz_desktop.engine.cards import Card
from razz_desktop.engine.events import HandStarted
from razz_desktop.engine.views import SeatView

from .action_bar import ActionBar
from .help import HelpDialog, about_html, rules_html, shortcuts_html
from .log_format import LogFormatter, card_text
from .log_panel import DealerLog
from .table.scene import TableScene
from .table.view import TableView

SPEEDS: dict[str, float] = {"off": 0.0, "fast": 0.45, "normal": 1.0, "slow": 1.7}
"""Animation duration factors for the View > Animation speed choices."""


class MainWindow(QMainWindow):
    action_chosen = Signal(object)  # LegalAction
    next_hand_requested = Signal()
    rebuy_requested = Signal()
    leave_requested = Signal()
    new_session_requested = Signal()
    pause_requested = Signal(bool)
    auto_continue_changed = Signal(bool)
    bots_rebuy_changed = Signal(bool)  # True: broke bots rebuy; False: they are replaced
    speed_changed = Signal(str)  # a key of SPEEDS
    animation_hold = Signal(int)  # ms the table needs before the game moves on
    settings_requested = Signal()
    closing = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Razz Desktop"))
        self.setObjectName("MainWindow")
        self.scene = TableScene(self)
        self.view = TableView(self.scene, self)
        self.action_bar = ActionBar(self)
        central = QWidget(self)
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.action_bar, 0)
        self.setCentralWidget(central)
        self.log = DealerLog(self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log)
        self.resizeDocks([self.log], [330], Qt.Orientation.Horizontal)
        self.formatter = LogFormatter()
        self.players: dict[int, PlayerInfo] = {}
        self._results: list[str] = []
        self._auto_continue = True
        self._waiting_next = False
        self._over = False
        self._busted = False
        self.setStyleSheet("QMainWindow { background: #0e1713; }")

        self.action_bar.install_shortcuts(self)
        self.action_bar.action_chosen.connect(self.action_chosen)
        self.action_bar.next_hand_requested.connect(self.next_hand_requested)
        self.action_bar.rebuy_requested.connect(self.rebuy_requested)
        self.action_bar.leave_requested.connect(self.leave_requested)
        self.action_bar.new_session_requested.connect(self.new_session_requested)
        self.scene.felt_clicked.connect(self._table_clicked)
        self.scene.bottom_lock_changed.connect(lambda on: self.bottom_action.setChecked(on))
        self._build_menus()
        self.action_bar.show_message(self.tr("Welcome to the table."), self.tr("Shuffling up and dealing…"))
        self.resize(1280, 800)

    # -- menus -------------------------------------------------------------

    def _action(self, menu: QMenu, text: str, shortcut: QKeySequence | str | None = None,
                checkable: bool = False, checked: bool = False) -> QAction:
        action = QAction(text, self)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
        action.setCheckable(checkable)
        if checkable:
            action.setChecked(checked)
        menu.addAction(action)
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu(self.tr("&Game"))
        self.new_action = self._action(game, self.tr("&New session"), QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(self.new_session_requested)
        self.next_action = self._action(game, self.tr("&Deal next hand  (Space)"))
        self.next_action.triggered.connect(self._deal_next)
        self.pause_action = self._action(game, self.tr("&Pause"), "P", checkable=True)
        self.pause_action.toggled.connect(self.pause_requested)
        self.settings_action = self._action(game, self.tr("&Settings…"), QKeySequence.StandardKey.Preferences)
        self.settings_action.triggered.connect(self.settings_requested)
        game.addSeparator()
        self.auto_action = self._action(game, self.tr("Deal the next hand &automatically"), checkable=True,
                                        checked=True)
        self.auto_action.toggled.connect(self._set_auto_continue)
        broke = game.addMenu(self.tr("Computer players who go &broke"))
        group = QActionGroup(self)
        self.bots_rebuy_action = self._action(broke, self.tr("&Buy in again"), checkable=True, checked=True)
        self.bots_replace_action = self._action(broke, self.tr("Are &replaced by a new player"), checkable=True)
        for a in (self.bots_rebuy_action, self.bots_replace_action):
            group.addAction(a)
        self.bots_rebuy_action.toggled.connect(self.bots_rebuy_changed)
        game.addSeparator()
        self.leave_action = self._action(game, self.tr("&Leave table"))
        self.leave_action.triggered.connect(self.leave_requested)
        self.quit_action = self._action(game, self.tr("&Quit"), QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.close)

        view = bar.addMenu(self.tr("&View"))
        self.rotate_cw_action = self._action(view, self.tr("Turn table &clockwise"), "Ctrl+Right")
        self.rotate_cw_action.triggered.connect(lambda: self.scene.rotate(1))
        self.rotate_ccw_action = self._action(view, self.tr("Turn table c&ounter-clockwise"), "Ctrl+Left")
        self.rotate_ccw_action.triggered.connect(lambda: self.scene.rotate(-1))
        self.bottom_action = self._action(view, self.tr("Always put &me at the bottom"), checkable=True,
                                          checked=self.scene.bottom_lock)
        self.bottom_action.toggled.connect(self.scene.set_bottom_lock)
        view.addSeparator()
        self.four_colour_action = self._action(view, self.tr("&Four-colour deck"), "Ctrl+4", checkable=True)
        self.four_colour_action.toggled.connect(self._set_four_colour)
        speed = view.addMenu(self.tr("&Animation speed"))
        self.speed_group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        for key, label in (("off", self.tr("Off")), ("fast", self.tr("Fast")), ("normal", self.tr("Normal")),
                           ("slow", self.tr("Slow"))):
            a = self._action(speed, label, checkable=True, checked=key == "normal")
            self.speed_group.addAction(a)
            a.triggered.connect(lambda _c=False, k=key: self.set_speed(k))
            self.speed_actions[key] = a
        view.addSeparator()
        self.log_action = self.log.toggleViewAction()
        self.log_action.setText(self.tr("Dealer &log"))
        self.log_action.setShortcut(QKeySequence("Ctrl+L"))
        view.addAction(self.log_action)

        help_menu = bar.addMenu(self.tr("&Help"))
        self.rules_action = self._action(help_menu, self.tr("&Rules summary"), QKeySequence.StandardKey.HelpContents)
        self.rules_action.triggered.connect(lambda: self._show_help(self.tr("Razz rules"), rules_html()))
        self.keys_action = self._action(help_menu, self.tr("&Keyboard shortcuts"))
        self.keys_action.triggered.connect(lambda: self._show_help(self.tr("Keyboard shortcuts"), shortcuts_html()))
        self.about_action = self._action(help_menu, self.tr("&About Razz Desktop"))
        self.about_action.triggered.connect(lambda: self._show_help(self.tr("About Razz Desktop"), about_html()))

    def _show_help(self, title: str, html: str) -> HelpDialog:
        dialog = HelpDialog(title, html, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    # -- options -------------------------------------------------------------

    def set_speed(self, key: str) -> None:
        self.scene.set_animation_speed(SPEEDS[key])
        action = self.speed_actions.get(key)
        if action is not None and not action.isChecked():
            action.setChecked(True)
        self.speed_changed.emit(key)

    def _set_four_colour(self, on: bool) -> None:
        self.scene.set_four_colour(on)
        self.formatter.four_colour = on

    def _set_auto_continue(self, on: bool) -> None:
        self._auto_continue = on
        self.auto_continue_changed.emit(on)

    def _deal_next(self) -> None:
        if not self._busted and not self._over:
            self.next_hand_requested.emit()

    def _table_clicked(self) -> None:
        if self._waiting_next:
            self.next_hand_requested.emit()

    # -- what the game publishes -------------------------------------------------

    def on_players_changed(self, players: Mapping[int, PlayerInfo]) -> None:
        self.players = dict(players)
        self.formatter.players = dict(players)
        self.scene.set_players(players)

    def on_event(self, event: object) -> None:
        if isinstance(event, HandStarted):
            self._results = []
            self._over = False
        entries = self.formatter.feed(event)
        self._remember_results(entries)
        self.log.append(entries)

    def _remember_results(self, entries: list) -> None:
        self._results.extend(e.text for e in entries if e.kind == "result")

    def on_table_changed(self, view: SeatView) -> None:
        entries = self.formatter.flush()
        self._remember_results(entries)
        self.log.append(entries)
        hold = self.scene.show_view(view)
        self.view.setAccessibleDescription(self.table_summary(view))
        if view.to_act is not None and view.to_act == view.viewer and not view.finished:
            self.action_bar.show_message(self.tr("Your turn"), self.tr("Dealing…") if hold else "")
        elif not view.finished and view.to_act is not None:
            self.action_bar.show_message(self.tr("{name} to act").format(name=self._name(view.to_act)))
        self.animation_hold.emit(hold)

    def on_human_to_act(self, view: SeatView) -> None:
        self.action_bar.show_actions(view)

    def on_thinking(self, seat: int) -> None:
        self.scene.set_thinking(seat or None)
        if seat:
            self.action_bar.show_message(self.tr("{name} is thinking…").format(name=self._name(seat)))

    def on_hand_finished(self, result: object) -> None:
        self._waiting_next = True
        if getattr(result, "human_busted", False):
            return
        self.action_bar.show_next_hand(self._summary())
        if self._auto_continue:
            self.action_bar.detail.setText(self.tr("Next hand in a moment (Space deals it now)."))

    def _summary(self) -> str:
        return "; ".join(self._results) if self._results else self.tr("Hand over.")

    def on_waiting_for_next_hand(self, waiting: bool) -> None:
        """The next hand waits for the user (auto-deal is off, or after a rebuy)."""
        self._waiting_next = waiting
        if waiting and "Deal next hand" not in self.action_bar.labels:
            self.action_bar.show_next_hand(self._summary())

    def on_human_busted(self, amount: int) -> None:
        self._busted = True
        self.action_bar.show_busted(amount)

    def on_rebought(self) -> None:
        self._busted = False
        self.action_bar.show_message(self.tr("Back in the game."), self.tr("The next hand is coming."))

    def on_session_over(self, text: str) -> None:
        self._over = True
        self._busted = False
        self._waiting_next = False
        self.log.note(text)
        self.action_bar.show_session_over(text)

    def on_paused(self, paused: bool) -> None:
        if self.pause_action.isChecked() != paused:
            self.pause_action.setChecked(paused)
        self.action_bar.set_paused(paused)
        if paused:
            self.action_bar.detail.setText(self.tr("Paused: press P to resume."))
        self.log.note(self.tr("Game paused.") if paused else self.tr("Game resumed."))

    def on_notice(self, text: str) -> None:
        self.log.note(text)

    def on_session_started(self) -> None:
        self._over = False
        self._busted = False
        self._waiting_next = False
        self.scene.clear()

    # -- helpers -------------------------------------------------------------

    def _name(self, seat: int) -> str:
        p = self.players.get(seat)
        return p.name if p else self.tr("Seat {n}").format(n=seat)

    def table_summary(self, view: SeatView) -> str:
        """The table as a sentence or two, for screen readers (the scene is invisible to them)."""
        parts = [self.tr("Hand {n}, street {s}.").format(n=view.hand_id, s=view.street)]
        for snap in view.seats:
            cards: list[Card] = [c.card for c in snap.cards if c.card is not None]
            who = self._name(snap.seat)
            state = self.tr("folded") if snap.folded else " ".join(card_text(c) for c in cards)
            parts.append(self.tr("{who}: {state}, stack {stack}.").format(who=who, state=state, stack=f"{snap.stack:,}"))
        parts.append(self.tr("Pot {amount}.").format(amount=f"{view.pot_total:,}"))
        if view.to_act is not None and not view.finished:
            parts.append(self.tr("{who} to act.").format(who=self._name(view.to_act)))
        return " ".join(parts)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        self.closing.emit()
        super().closeEvent(event)
