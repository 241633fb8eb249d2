"""The main window: lays out the table, the action bar, the docks, the toolbar and the menus.

It holds no game state of its own. Its ``on_*`` slots take what the game
controller publishes (snapshots, events, results) and hand it to the widgets
that draw it; its signals carry the user's intents back out. app.py connects
the two, so the window never sees the controller and the controller never
sees a widget.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path

from PySide6.QtCore import QEvent, QMimeData, QSize, Qt, QUrl, Signal, SignalInstance
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QDesktopServices,
    QDragEnterEvent,
    QDropEvent,
    QKeySequence,
)
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QMainWindow,
    QMenu,
    QMessageBox,
    QSizePolicy,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from razz_desktop.controllers.flow import Flow, SessionEnd, SessionResult
from razz_desktop.controllers.players import PlayerInfo
from razz_desktop.engine.cards import Card
from razz_desktop.engine.events import HandStarted
from razz_desktop.engine.views import SeatView
from razz_desktop.settings import Settings

from .action_bar import ActionBar
from .card_text import card_text
from .help import (
    AboutDialog,
    HelpDialog,
    install_desktop_entry,
    rules_html,
    shortcuts_html,
    uninstall_desktop_entry,
)
from .log_format import LogEntry, LogFormatter
from .log_panel import DealerLog
from .notices import MessageBar, PendingLine
from .table.scene import TableScene
from .table.steady_height import SteadyHeight
from .table.view import TableView
from .theme import theme_name, toolbar_style, window_style
from .wording import chips, decimal

SPEEDS: dict[str, float] = {"off": 0.0, "fast": 0.45, "normal": 1.0, "slow": 1.7}
"""Animation duration factors for the View > Animation speed choices."""

DOCK_WIDTH = 340
"""The right-hand docks' width at 1280 px: the table keeps about three quarters of the window."""



def dropped_paths(mime: QMimeData) -> list[str]:
    """The local files and folders in a drag (what dropping on the window imports)."""
    if not mime.hasUrls():
        return []
    return [url.toLocalFile() for url in mime.urls() if url.isLocalFile() and url.toLocalFile()]


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
    table_settled = Signal()  # the table finished showing the last view (scene.settled)
    settings_requested = Signal()
    last_hand_requested = Signal()
    history_requested = Signal()  # Game > History...: every logged hand
    import_requested = Signal(object)  # list[str]: files or folders to import (menu or drag and drop)
    export_hands_requested = Signal()  # File > Export hands...
    statistics_requested = Signal()
    quit_requested = Signal()  # close asked for while a hand is live: finish it first (quit_ready closes)
    closing = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Razz Desktop"))
        self.setObjectName("MainWindow")
        self.scene = TableScene(self)
        self.view = TableView(self.scene, self)
        self.action_bar = ActionBar(self)
        # Buttons or a message: the bar keeps one height so the table above it is not resized.
        self._steady_bar = SteadyHeight(self.action_bar)
        central = QWidget(self)
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        self.message_bar = MessageBar(central)
        self.pending_line = PendingLine(central)
        layout.addWidget(self.message_bar, 0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.pending_line, 0)
        layout.addWidget(self.action_bar, 0)
        self.setCentralWidget(central)
        self.log = DealerLog(self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log)
        self.resizeDocks([self.log], [DOCK_WIDTH], Qt.Orientation.Horizontal)
        self.setDockOptions(QMainWindow.DockOption.AnimatedDocks | QMainWindow.DockOption.AllowTabbedDocks)
        self.coach: QDockWidget | None = None
        self._storage_warned = False
        self.formatter = LogFormatter()
        self.players: dict[int, PlayerInfo] = {}
        self._results: list[str] = []
        self._auto_continue = True
        self.flow = Flow()
        """The last state of play the game controller published (never derived here)."""
        self._quit_ready = False
        self._result_on_quit = False
        self._saved_rotation: float | None = None
        self.log_folder: Path | None = None
        self._styled = (theme_name(), QApplication.font().pointSizeF())
        self.setStyleSheet(window_style())

        self.action_bar.install_shortcuts(self)
        self.action_bar.action_chosen.connect(self.action_chosen)
        self.action_bar.next_hand_requested.connect(self.next_hand_requested)
        self.action_bar.rebuy_requested.connect(self.rebuy_requested)
        self.action_bar.leave_requested.connect(self.leave_requested)
        self.action_bar.new_session_requested.connect(self.new_session_requested)
        self.scene.felt_clicked.connect(self._table_clicked)
        self.scene.settled.connect(self.table_settled)
        self.scene.bottom_lock_changed.connect(lambda on: self.bottom_action.setChecked(on))
        self._build_menus()
        self._build_file_menu()
        self._build_toolbar()
        self.setAcceptDrops(True)  # hand-history files dropped on the window are imported
        self.action_bar.show_message(self.tr("Welcome to the table."), self.tr("Shuffling up and dealing…"))
        self.resize(1280, 800)

    # -- menus -------------------------------------------------------------

    def _action(self, menu: QMenu, text: str, shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
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
        self.new_action.triggered.connect(
            lambda: self._confirm_end(self.new_session_requested, self.tr("Start a new session?")))
        self.next_action = self._action(game, self.tr("&Deal next hand  (Space)"))
        self.next_action.triggered.connect(self._deal_next)
        self.pause_action = self._action(game, self.tr("&Pause"), "P", checkable=True)
        self.pause_action.toggled.connect(self.pause_requested)
        self.settings_action = self._action(game, self.tr("&Settings…"))
        # Qt's Preferences key is empty on Linux: Ctrl+, everywhere (and the platform's own, if different).
        keys = [QKeySequence("Ctrl+,")] + [k for k in QKeySequence.keyBindings(QKeySequence.StandardKey.Preferences)
                                           if not k.isEmpty() and k != QKeySequence("Ctrl+,")]
        self.settings_action.setShortcuts(keys)
        self.settings_action.triggered.connect(self.settings_requested)
        self.last_hand_action = self._action(game, self.tr("Las&t hand"), "Ctrl+H")
        self.last_hand_action.setToolTip(self.tr("The last hand laid open: every card seen, the actions, "
                                                 "the pots (Ctrl+H)"))
        self.last_hand_action.triggered.connect(self.last_hand_requested)
        self.history_action = self._action(game, self.tr("&History\u2026"), "Ctrl+Shift+H")
        self.history_action.setToolTip(self.tr("Every hand you played or imported: filter, sort, open, replay, "
                                               "export (Ctrl+Shift+H)"))
        self.history_action.triggered.connect(self.history_requested)
        self.statistics_action = self._action(game, self.tr("Stat&istics"), "Ctrl+I")
        self.statistics_action.setToolTip(self.tr("Your figures and charts over every hand: results, "
                                                  "steals, showdowns, practice (Ctrl+I)"))
        self.statistics_action.triggered.connect(self.statistics_requested)
        game.addSeparator()
        # Practice mode: app.py connects these to the practice controller and the settings.
        self.practice_action = self._action(game, self.tr("P&ractice mode"), "Ctrl+T", checkable=True)
        self.practice_action.setToolTip(self.tr("The Coach suggests a play at each of your decisions "
                                                "and reviews each hand (Ctrl+T)"))
        self.auto_hints_action = self._action(game, self.tr("Hints a&utomatically"), checkable=True,
                                              checked=True)
        self.auto_hints_action.setToolTip(self.tr("Off: the Coach shows its hint only when you press "
                                                  "Hint (H)"))
        self.practice_action.toggled.connect(self.auto_hints_action.setEnabled)
        self.auto_hints_action.setEnabled(False)
        self._practice_menu = game
        self.study_action = self._action(game, self.tr("Show every player's cards after the hand (&study)"),
                                         checkable=True)
        self.study_action.setToolTip(self.tr("The Last Hand window shows the hole cards of players "
                                             "who folded too"))
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
        self.leave_action.triggered.connect(
            lambda: self._confirm_end(self.leave_requested, self.tr("Leave the table?")))
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
        self._view_menu = view
        self.toolbar_action: QAction | None = None

        help_menu = bar.addMenu(self.tr("&Help"))
        self.rules_action = self._action(help_menu, self.tr("&Rules summary"), QKeySequence.StandardKey.HelpContents)
        self.rules_action.triggered.connect(lambda: self._show_help(self.tr("Razz rules"), rules_html()))
        self.keys_action = self._action(help_menu, self.tr("&Keyboard shortcuts"))
        self.keys_action.triggered.connect(lambda: self._show_help(self.tr("Keyboard shortcuts"), shortcuts_html()))
        help_menu.addSeparator()
        self.log_folder_action = self._action(help_menu, self.tr("Open &log folder"))
        self.log_folder_action.setToolTip(self.tr("The folder with Razz Desktop's log files, to send with a "
                                                  "problem report"))
        self.log_folder_action.triggered.connect(self.open_log_folder)
        self.install_entry_action = self._action(help_menu, self.tr("Add to the &applications menu"))
        self.install_entry_action.setToolTip(self.tr("Put Razz Desktop in your desktop's applications menu "
                                                     "(for this user)"))
        self.install_entry_action.triggered.connect(lambda: install_desktop_entry(self))
        self.uninstall_entry_action = self._action(help_menu, self.tr("&Remove from the applications menu"))
        self.uninstall_entry_action.triggered.connect(lambda: uninstall_desktop_entry(self))
        help_menu.addSeparator()
        self.about_action = self._action(help_menu, self.tr("&About Razz Desktop"))
        self.about_action.triggered.connect(self._show_about)

    def _build_file_menu(self) -> None:
        """File: import hand histories (files or a folder) and export hands; first in the menu bar."""
        from .import_dialog import ask_import_files, ask_import_folder

        bar = self.menuBar()
        menu = QMenu(self.tr("&File"), self)
        self.import_action = self._action(menu, self.tr("&Import hand histories\u2026"), "Ctrl+O")
        self.import_action.setToolTip(self.tr("PokerStars or Full Tilt text, or PHH files (you can also drop "
                                              "them on the window)"))
        self.import_action.triggered.connect(lambda: self._ask_import(ask_import_files))
        self.import_folder_action = self._action(menu, self.tr("Import a &folder of hand histories\u2026"))
        self.import_folder_action.triggered.connect(lambda: self._ask_import(ask_import_folder))
        menu.addSeparator()
        self.export_action = self._action(menu, self.tr("&Export hands\u2026"), "Ctrl+Shift+E")
        self.export_action.setToolTip(self.tr("Write hands to a PokerStars or PHH file (the History window's "
                                              "filters choose which)"))
        self.export_action.triggered.connect(self.export_hands_requested)
        first = bar.actions()[0] if bar.actions() else None
        if first is not None:
            bar.insertMenu(first, menu)
        else:
            bar.addMenu(menu)
        self.file_menu = menu

    def _ask_import(self, ask: Callable[[QWidget], list[str]]) -> None:
        paths = ask(self)
        if paths:
            self.import_requested.emit(paths)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802 - Qt override
        if dropped_paths(event.mimeData()):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802 - Qt override
        paths = dropped_paths(event.mimeData())
        if paths:
            event.acceptProposedAction()
            self.import_requested.emit(paths)

    def _build_toolbar(self) -> None:
        bar = QToolBar(self.tr("Toolbar"), self)
        bar.setObjectName("MainToolBar")
        bar.setMovable(False)
        bar.setFloatable(False)
        bar.setIconSize(QSize(16, 16))
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        bar.setStyleSheet(toolbar_style(self.font().pointSizeF()))
        bar.setAccessibleName(self.tr("Toolbar"))
        self.toolbar = bar
        self._toolbar_text(self.last_hand_action, self.tr("Last hand"))
        self._toolbar_text(self.history_action, self.tr("History"))
        self._toolbar_text(self.statistics_action, self.tr("Statistics"))
        bar.addSeparator()
        self._toolbar_text(self.practice_action, self.tr("Practice mode"))
        spacer = QWidget(bar)
        spacer.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        spacer.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._spacer_action = bar.addWidget(spacer)
        self._toolbar_text(self.settings_action, self.tr("Settings"))
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
        self.toolbar_action = bar.toggleViewAction()
        self.toolbar_action.setText(self.tr("&Toolbar"))
        self._view_menu.addAction(self.toolbar_action)

    def _toolbar_text(self, action: QAction, text: str, before: QAction | None = None) -> QAction:
        """Put ``action`` on the toolbar under a short name (menus keep their own, longer text)."""
        action.setIconText(text)
        if before is None:
            self.toolbar.addAction(action)
        else:
            self.toolbar.insertAction(before, action)
        button = self.toolbar.widgetForAction(action)
        if button is not None:
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the table's keys must keep working
            button.setAccessibleName(text)
        return action

    def add_coach_dock(self, dock: QDockWidget, hint_action: QAction | None = None) -> None:
        """Dock the Coach beside the table, tabbed with the dealer log so the table keeps its room.

        ``hint_action`` (the Coach's Hint, key H) goes in the Game menu and on the toolbar.
        """
        self.coach = dock
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        self.tabifyDockWidget(self.log, dock)
        self.resizeDocks([dock], [DOCK_WIDTH], Qt.Orientation.Horizontal)
        toggle = dock.toggleViewAction()
        toggle.setText(self.tr("&Coach"))
        self._view_menu.insertAction(self.log_action, toggle)
        self.coach_view_action = toggle
        if hint_action is not None:
            # The hint is shown in the Coach: bring it in front of the dealer log (or back if closed).
            hint_action.triggered.connect(lambda: self.show_coach(True))
            hint_action.setText(self.tr("Show &hint"))
            self._practice_menu.insertAction(self.study_action, hint_action)
            self.addAction(hint_action)
            self._toolbar_text(hint_action, self.tr("Hint (H)"), before=self._spacer_action)

    def add_side_dock(self, dock: QDockWidget, menu_text: str, visible: bool = False) -> QAction:
        """Dock ``dock`` beside the table, under the dealer log (hidden unless ``visible``), in the View menu."""
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        self.splitDockWidget(self.log, dock, Qt.Orientation.Vertical)
        dock.setVisible(visible)
        toggle = dock.toggleViewAction()
        toggle.setText(menu_text)
        self._view_menu.insertAction(self.log_action, toggle)
        return toggle

    def show_coach(self, on: bool) -> None:
        """Show the Coach (practice mode on) in front of the dealer log, or hide it."""
        dock = self.coach
        if dock is None:
            return
        dock.setVisible(on)
        if on:
            dock.raise_()

    def on_storage_problem(self, text: str) -> None:
        """The hand history had to be moved aside or kept in memory: tell the user once, and log it."""
        self.log.note(self.tr("Hand history: {problem}").format(problem=text))
        if self._storage_warned:
            return
        self._storage_warned = True
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Hand history"),
                          self.tr("There was a problem with the hand history file."),
                          QMessageBox.StandardButton.Ok, self)
        box.setObjectName("storageProblem")
        box.setInformativeText(text)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()  # window-modal, never blocks the game's event loop

    def on_storage_failed(self, text: str) -> None:
        self.log.note(self.tr("Hand history: could not save or read a hand ({problem}).").format(problem=text))

    def show_problem(self, text: str) -> None:
        """Something the user must act on (saving failed): the message bar, and the dealer log."""
        self.message_bar.show_message(text, "warning")
        self.log.note(text)

    def show_all_clear(self, text: str) -> None:
        """A problem is over (the kept hands were written): say so, briefly."""
        self.message_bar.show_message(text, "info")
        self.log.note(text)

    def show_pending(self, text: str) -> None:
        """The settings changes that wait for the next session, under the table ("" hides the line)."""
        self.pending_line.set_pending(text)

    def set_log_folder(self, folder: Path) -> None:
        self.log_folder = folder

    def open_log_folder(self) -> None:
        if self.log_folder is not None:
            self.log_folder.mkdir(parents=True, exist_ok=True)
            QDesktopServices.openUrl(QUrl.fromLocalFile(str(self.log_folder)))

    def _show_about(self) -> AboutDialog:
        dialog = AboutDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def _show_help(self, title: str, html: str) -> HelpDialog:
        dialog = HelpDialog(title, html, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    # -- options -------------------------------------------------------------

    def apply_options(self, settings: Settings) -> None:
        """Put the display, play and practice options in force into the menus (which pass them on)."""
        d, p, pr = settings.display, settings.play, settings.practice
        self.set_speed(d.animation_speed)
        self.four_colour_action.setChecked(d.four_colour_deck)
        self.bottom_action.setChecked(d.human_at_bottom)
        self.auto_action.setChecked(p.auto_next_hand)
        (self.bots_rebuy_action if p.when_computer_busts == "rebuy" else self.bots_replace_action).setChecked(True)
        self.practice_action.setChecked(pr.enabled)
        self.auto_hints_action.setChecked(pr.hints == "automatic")
        self.study_action.setChecked(pr.show_opponents_cards_after_hand)

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
        if not self.flow.busted and not self.flow.over:
            self.next_hand_requested.emit()

    def _table_clicked(self) -> None:
        if self.flow.waiting_for_next_hand:
            self.next_hand_requested.emit()

    # -- leaving -----------------------------------------------------------------

    def _ask_to_fold(self, question: str) -> bool:
        """Ask once before a live hand of the human's is folded; True to go ahead."""
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Your hand is still live"), question,
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setObjectName("foldQuestion")
        box.setInformativeText(self.tr("Your hand will be folded and the hand played out."))
        box.setDefaultButton(QMessageBox.StandardButton.No)
        return box.exec() == QMessageBox.StandardButton.Yes

    def _confirm_end(self, intent: SignalInstance, question: str) -> None:
        """New session or leave: ask first only when the human still holds cards in a live hand."""
        if self.flow.human_in_hand and not self._ask_to_fold(question):
            return
        intent.emit()

    def on_flow(self, flow: Flow) -> None:
        self.flow = flow

    def on_session_ended(self, result: SessionResult) -> None:
        """A session is over (left, quit or started again): its result in the log, and on screen."""
        text = self.session_result_text(result)
        self.log.note(text)
        if result.end is SessionEnd.QUIT and self._result_on_quit:
            box = QMessageBox(QMessageBox.Icon.Information, self.tr("Session over"), text,
                              QMessageBox.StandardButton.Ok, self)
            box.setObjectName("sessionResult")
            box.finished.connect(lambda _r: self.close())
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.open()
        elif result.end is SessionEnd.LEAVE:
            self.action_bar.detail.setText(text)

    def session_result_text(self, result: SessionResult) -> str:
        if result.hands == 0:
            return self.tr("Session over: no hands played.")
        sign = "+" if result.net > 0 else ""
        return self.tr("Session over: {hands} hands, {net} chips ({bb} big bets).").format(
            hands=chips(result.hands), net=sign + chips(result.net), bb=sign + decimal(result.net_big_bets, 1))

    def on_terminate(self, _signum: int = 0) -> None:
        """SIGTERM or Ctrl+C: the orderly way out, with no question and no dialog."""
        self._result_on_quit = False
        modal = QApplication.activeModalWidget()
        while modal is not None and modal is not self:
            modal.close()
            next_modal = QApplication.activeModalWidget()
            if next_modal is modal:
                break
            modal = next_modal
        if self.flow.hand_live:
            if not self.flow.winding_up:
                self.quit_requested.emit()
        else:
            self.close()

    def on_practice_changed(self, on: bool) -> None:
        self.log.note(self.tr("Practice mode on: the Coach helps at each of your decisions.") if on
                      else self.tr("Practice mode off."))

    def restore_layout(self, rotation: float | None) -> None:
        """The table rotation saved at the last close, applied once the players are seated."""
        self._saved_rotation = rotation

    def on_quit_ready(self) -> None:
        """The hand that was live when the user quit is finished and recorded: close now."""
        self._quit_ready = True
        if not self._result_on_quit:
            self.close()

    # -- what the game publishes -------------------------------------------------

    def on_players_changed(self, players: Mapping[int, PlayerInfo]) -> None:
        self.players = dict(players)
        self.formatter.players = dict(players)
        self.scene.set_players(players)
        rotation, self._saved_rotation = self._saved_rotation, None
        if rotation is not None and not self.scene.bottom_lock:
            self.scene.rotate(round(rotation - self.scene.rotation))
            self.scene.finish_rotation()

    def on_event(self, event: object) -> None:
        if isinstance(event, HandStarted):
            self._results = []
        entries = self.formatter.feed(event)
        self._remember_results(entries)
        self.log.append(entries)

    def _remember_results(self, entries: list[LogEntry]) -> None:
        self._results.extend(e.text for e in entries if e.kind == "result")

    def on_table_changed(self, view: SeatView) -> None:
        entries = self.formatter.flush()
        self._remember_results(entries)
        self.log.append(entries)
        self.scene.show_view(view)
        hold = self.scene.animator.remaining_ms
        self.view.setAccessibleDescription(self.table_summary(view))
        if view.to_act is not None and view.to_act == view.viewer and not view.finished:
            # "Your turn" comes with the buttons; a key pressed a moment early is kept for them.
            self.action_bar.show_message(self.tr("Dealing…") if hold else "")
            self.action_bar.expect_turn()
        elif not view.finished and view.to_act is not None:
            self.action_bar.show_message(self.tr("{name} to act").format(name=self._name(view.to_act)))

    def on_human_to_act(self, view: SeatView) -> None:
        self.action_bar.show_actions(view)

    def on_thinking(self, seat: int) -> None:
        self.scene.set_thinking(seat or None)
        if seat:
            self.action_bar.show_message(self.tr("{name} is thinking…").format(name=self._name(seat)))

    def on_hand_finished(self, result: object) -> None:
        if getattr(result, "human_busted", False):
            return
        self.action_bar.show_next_hand(self._summary())
        if self._auto_continue:
            self.action_bar.detail.setText(self.tr("Next hand in a moment (Space deals it now)."))

    def _summary(self) -> str:
        return "; ".join(self._results) if self._results else self.tr("Hand over.")

    def on_waiting_for_next_hand(self, waiting: bool) -> None:
        """The next hand waits for the user (auto-deal is off, or after a rebuy)."""
        if waiting and "Deal next hand" not in self.action_bar.labels:
            self.action_bar.show_next_hand(self._summary())

    def on_human_busted(self, amount: int) -> None:
        self.action_bar.show_busted(amount)

    def on_rebought(self) -> None:
        self.action_bar.show_message(self.tr("Back in the game."), self.tr("The next hand is coming."))

    def on_session_over(self, text: str) -> None:
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
        self.scene.clear_table()

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
            parts.append(self.tr("{who}: {state}, stack {stack}.").format(who=who, state=state, stack=chips(snap.stack)))
        parts.append(self.tr("Pot {amount}.").format(amount=chips(view.pot_total)))
        if view.to_act is not None and not view.finished:
            parts.append(self.tr("{who} to act.").format(who=self._name(view.to_act)))
        return " ".join(parts)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Another theme (Qt passes the application's new palette or font on as a change of the
        window's own): the window's, the toolbar's and the action bar's style sheets follow."""
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.FontChange,
                            QEvent.Type.ApplicationPaletteChange, QEvent.Type.ApplicationFontChange):
            styled = (theme_name(), QApplication.font().pointSizeF())
            if styled != self._styled:  # setting a style sheet changes the palette again: once is enough
                self._styled = styled
                self.setStyleSheet(window_style())
                self.toolbar.setStyleSheet(toolbar_style(styled[1]))
                self.action_bar.restyle()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        """Closing during a live hand finishes and records it first (asking if the human holds cards)."""
        from PySide6.QtCore import QCoreApplication

        if (not self._quit_ready and self.flow.hand_live and self.isVisible()
                and not QCoreApplication.closingDown()):
            event.ignore()
            if self.flow.winding_up:
                return  # already finishing the hand; quit_ready closes the window
            if self.flow.human_in_hand:
                if not self._ask_to_fold(self.tr("Quit Razz Desktop?")):
                    return
                self._result_on_quit = True
            self.quit_requested.emit()
            return
        self.closing.emit()
        super().closeEvent(event)
