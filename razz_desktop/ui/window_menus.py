"""The main window's menus, toolbar and their intents: what a user can ask for from the menu bar.

``MenuWindow`` is the base of ``MainWindow``: it declares every intent
(signal) the window emits and builds the menus and toolbar whose actions
emit them, with the small handlers behind those actions (confirming a new
session or leaving, the speed and deck choices, the help and about dialogs,
drag and drop of hand histories). ``MainWindow`` adds the table, the docks
and the slots that show what the controllers publish. The split keeps each
half a size one can read: the menu bar changes for other reasons than the
table does.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QMimeData, QSize, Qt, Signal, SignalInstance
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QDesktopServices,
    QDragEnterEvent,
    QDropEvent,
    QKeySequence,
)
from PySide6.QtWidgets import QMainWindow, QMenu, QSizePolicy, QToolBar, QWidget

from razz_desktop.controllers.flow import Flow
from razz_desktop.settings import Settings

from .log_format import LogFormatter
from .log_panel import DealerLog
from .table.scene import TableScene
from .theme import toolbar_style

if TYPE_CHECKING:
    from .help import AboutDialog, HelpDialog

SPEEDS: dict[str, float] = {"off": 0.0, "fast": 0.45, "normal": 1.0, "slow": 1.7}
"""Animation duration factors for the View > Animation speed choices."""


def dropped_paths(mime: QMimeData) -> list[str]:
    """The local files and folders in a drag (what dropping on the window imports)."""
    if not mime.hasUrls():
        return []
    return [url.toLocalFile() for url in mime.urls() if url.isLocalFile() and url.toLocalFile()]


class MenuWindow(QMainWindow):
    """The intents, the menus and the toolbar of the main window (see the module's docstring)."""

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

    # Made by MainWindow before the menus are built; the menus' actions use them.
    scene: TableScene
    log: DealerLog
    formatter: LogFormatter
    flow: Flow
    log_folder: Path | None
    _auto_continue: bool

    # -- menus -------------------------------------------------------------

    def _action(self, menu: QMenu, text: str, shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
                checkable: bool = False, checked: bool = False) -> QAction:
        # QAction(text, parent) sends PySide through the QIcon overload first, which builds the
        # QIcon class and its three enumerations before the first table (issue 19): the text is set apart.
        action = QAction(self)
        action.setText(text)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
        action.setCheckable(checkable)
        if checkable:
            action.setChecked(checked)
        menu.addAction(action)
        return action

    def add_action_after(self, anchor: QAction, action: QAction) -> None:
        """Put ``action`` right after ``anchor`` in the menu that holds it (Game > New tournament
        under New session, Mistakes and Drills under Statistics); on the window when no menu does
        (its shortcut still works)."""
        for entry in self.menuBar().actions():
            menu = entry.menu()
            if isinstance(menu, QMenu) and anchor in (actions := menu.actions()):
                after = actions.index(anchor) + 1
                if after < len(actions):
                    menu.insertAction(actions[after], action)
                else:
                    menu.addAction(action)
                return
        self.addAction(action)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu(self.tr("&Game"))
        self.new_action = self._action(game, self.tr("&New session"), QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(
            lambda: self._confirm_end(self.new_session_requested, self.tr("Start a new session?")))
        # The key in the menu's shortcut column (after a tab), not "(Space)" in the label (issue 38); it is
        # not the action's shortcut: Space belongs to the action bar (it presses a focused button too).
        space = QKeySequence(Qt.Key.Key_Space).toString(QKeySequence.SequenceFormat.NativeText)
        self.next_action = self._action(game, self.tr("&Deal next hand") + "\t" + space)
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
        self.rules_action.triggered.connect(self._show_rules)
        self.keys_action = self._action(help_menu, self.tr("&Keyboard shortcuts"))
        self.keys_action.triggered.connect(self._show_keys)
        help_menu.addSeparator()
        self.log_folder_action = self._action(help_menu, self.tr("Open &log folder"))
        self.log_folder_action.setToolTip(self.tr("The folder with Razz Desktop's log files, to send with a "
                                                  "problem report"))
        self.log_folder_action.triggered.connect(self.open_log_folder)
        self.install_entry_action = self._action(help_menu, self.tr("Add to the &applications menu"))
        self.install_entry_action.setToolTip(self.tr("Put Razz Desktop in your desktop's applications menu "
                                                     "(for this user)"))
        self.install_entry_action.triggered.connect(self._install_entry)
        self.uninstall_entry_action = self._action(help_menu, self.tr("&Remove from the applications menu"))
        self.uninstall_entry_action.triggered.connect(self._uninstall_entry)
        help_menu.addSeparator()
        self.about_action = self._action(help_menu, self.tr("&About Razz Desktop"))
        self.about_action.triggered.connect(self._show_about)

    def _build_file_menu(self) -> None:
        """File: import hand histories (files or a folder) and export hands; first in the menu bar."""
        bar = self.menuBar()
        menu = QMenu(self.tr("&File"), self)
        self.import_action = self._action(menu, self.tr("&Import hand histories\u2026"), "Ctrl+O")
        self.import_action.setToolTip(self.tr("PokerStars or Full Tilt text, or PHH files (you can also drop "
                                              "them on the window)"))
        self.import_action.triggered.connect(self._ask_import_files)
        self.import_folder_action = self._action(menu, self.tr("Import a &folder of hand histories\u2026"))
        self.import_folder_action.triggered.connect(self._ask_import_folder)
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

    # The help pages, the dialogs and the file choosers are imported when first used, not with
    # the menus: the menus are built before the first table, which needs none of them (issue 19).

    def _ask_import_files(self) -> None:
        from .import_dialog import ask_import_files

        self._ask_import(ask_import_files)

    def _ask_import_folder(self) -> None:
        from .import_dialog import ask_import_folder

        self._ask_import(ask_import_folder)

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

    def set_log_folder(self, folder: Path) -> None:
        self.log_folder = folder

    def open_log_folder(self) -> None:
        if self.log_folder is not None:
            self.log_folder.mkdir(parents=True, exist_ok=True)
            # Named here: PySide builds a class, with its enumerations, when Python first names it.
            from PySide6.QtCore import QUrl

            QDesktopServices.openUrl(QUrl.fromLocalFile(str(self.log_folder)))

    def _install_entry(self) -> None:
        from .help import install_desktop_entry

        install_desktop_entry(self)

    def _uninstall_entry(self) -> None:
        from .help import uninstall_desktop_entry

        uninstall_desktop_entry(self)

    def _show_rules(self) -> HelpDialog:
        from .help import rules_html

        return self._show_help(self.tr("Razz rules"), rules_html())

    def _show_keys(self) -> HelpDialog:
        from .help import shortcuts_html

        return self._show_help(self.tr("Keyboard shortcuts"), shortcuts_html())

    def _show_about(self) -> AboutDialog:
        from .help import AboutDialog

        dialog = AboutDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def _show_help(self, title: str, html: str) -> HelpDialog:
        from .help import HelpDialog

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
        # Imported when asked: the class is not made before the first table (issue 19).
        from PySide6.QtWidgets import QMessageBox

        from razz_desktop.ui.message_boxes import keep_title_whole

        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Your hand is still live"), question,
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setObjectName("foldQuestion")
        # What winding up does (controllers/winding_up.py): it checks when checking is free and folds
        # to a bet, so a hand can be checked down and won; "will be folded" was not true (issue 38).
        box.setInformativeText(self.tr("The hand is played out for you: checked when checking is free, "
                                       "folded to a bet."))
        box.setDefaultButton(QMessageBox.StandardButton.No)
        keep_title_whole(box)  # after the texts: setting one rebuilds the box's layout
        return box.exec() == QMessageBox.StandardButton.Yes

    def _confirm_end(self, intent: SignalInstance, question: str) -> None:
        """New session or leave: ask first only when the human still holds cards in a live hand."""
        if self.flow.human_in_hand and not self._ask_to_fold(question):
            return
        intent.emit()
