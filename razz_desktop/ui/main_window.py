"""The main window: lays out the table, the action bar and the docks (menus and toolbar: window_menus).

It holds no game state of its own. Its ``on_*`` slots take what the game
controller publishes (snapshots, events, results) and hand it to the widgets
that draw it; its signals carry the user's intents back out. app.py connects
the two, so the window never sees the controller and the controller never
sees a widget.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QKeyEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QMainWindow,
    QVBoxLayout,
    QWidget,
)

from razz_desktop.controllers.flow import Flow, SessionEnd, SessionResult
from razz_desktop.controllers.players import PlayerInfo
from razz_desktop.engine.cards import Card
from razz_desktop.engine.events import HandStarted
from razz_desktop.engine.views import SeatSnapshot, SeatView

from .action_bar import ActionBar
from .card_text import card_text
from .log_format import LogEntry, LogFormatter
from .log_panel import DealerLog
from .notices import MessageBar, PendingLine
from .table.scene import TableScene
from .table.steady_height import SteadyHeight
from .table.view import TableView
from .theme import theme_name, toolbar_style, window_style
from .window_menus import MenuWindow
from .window_state import fit_to_screen
from .wording import chips, decimal

DOCK_WIDTH = 340
"""The right-hand docks' width at 1280 px: the table keeps about three quarters of the window."""
THINKING_SHOWN_AFTER_MS = 60
"""How long a computer player thinks before its nameplate and the action bar say so."""


def assistive_technology_listens() -> bool:
    """True when an assistive technology (a screen reader) is listening to this app now."""
    from PySide6.QtGui import QAccessible  # named when first asked (see MainWindow.describes_table)

    return bool(QAccessible.isActive())


class MainWindow(MenuWindow):
    """The table, the action bar and the docks, and the slots that show what the controllers publish.

    The intents it emits and the menus and toolbar that emit them are its base's (``window_menus``).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Razz Desktop"))
        self.setObjectName("MainWindow")
        self.describes_table = True
        """Whether the table's summary for assistive technology is kept up to date (when one listens).
        The launcher turns it off until the first table is painted: asking Qt whether assistive
        technology listens builds PySide's QAccessible class and its enumerations (issue 19), and
        the summary is written at the first change after it is turned on again."""
        self.scene = TableScene(self, for_view=True)
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
        self._saved_rotation: float | None = None
        self._seat_sentences: dict[tuple[SeatSnapshot, str], str] = {}
        """The last view's sentence for each seat (table_summary)."""
        self.log_folder: Path | None = None
        self._thinking_seat: int | None = None
        self._thinking_later = QTimer(self)
        self._thinking_later.setSingleShot(True)
        self._thinking_later.setInterval(THINKING_SHOWN_AFTER_MS)
        self._thinking_later.timeout.connect(self._show_thinking)
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
        fit_to_screen(self)  # 1280x800, or the screen's free area if smaller (issue 38)


    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        """Enter that no control took (the table, the window): the action bar's focused or safe button."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.action_bar.press_enter():
            event.accept()
            return
        super().keyPressEvent(event)

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
        # Imported when asked: the class is not made before the first table (issue 19).
        from PySide6.QtWidgets import QMessageBox

        from razz_desktop.ui.message_boxes import keep_title_whole

        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Hand history"),
                          self.tr("There was a problem with the hand history file."),
                          QMessageBox.StandardButton.Ok, self)
        box.setObjectName("storageProblem")
        box.setInformativeText(text)
        keep_title_whole(box)  # after the texts: setting one rebuilds the box's layout
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


    def on_flow(self, flow: Flow) -> None:
        self.flow = flow

    def on_session_ended(self, result: SessionResult) -> None:
        """A session is over (left, quit or started again): its result in the log, and on screen."""
        text = self.session_result_text(result)
        self.log.note(text)
        # Quitting shows no "Session over" box: the user already said yes to quitting, and a second
        # dialog blocked the exit (issue 38); the result is written in the dealer log.
        if result.end is SessionEnd.LEAVE:
            self.action_bar.detail.setText(text)

    def session_result_text(self, result: SessionResult) -> str:
        if result.hands == 0:
            return self.tr("Session over: no hands played.")
        sign = "+" if result.net > 0 else ""
        return self.tr("Session over: %n hands, {net} chips ({bb} big bets).", "", result.hands).format(
            net=sign + chips(result.net), bb=sign + decimal(result.net_big_bets, 1))

    def on_terminate(self, _signum: int = 0) -> None:
        """SIGTERM or Ctrl+C: the orderly way out, with no question and no dialog."""
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
        if self.describes_table and assistive_technology_listens():
            # The summary is for assistive technology: with none listening (Qt knows), the
            # sentences are not written at every action; the first change after one connects is.
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
        """A computer player starts (``seat``) or stops (0) thinking: said only if it takes a while.

        Most answers arrive within a few milliseconds; a "thinking" label shown for one frame and
        taken back at the next is a flicker nobody can read, and drawing it twice an action was
        a few percent of the window's work per hand (issue 10). The label comes after
        :data:`THINKING_SHOWN_AFTER_MS` if the seat is still thinking then.
        """
        if seat:
            self._thinking_seat = seat
            self._thinking_later.start()
            return
        self._thinking_later.stop()
        self._thinking_seat = None
        self.scene.set_thinking(None)

    def _show_thinking(self) -> None:
        seat = self._thinking_seat
        view = self.scene.view
        if seat is None or view is None or view.finished or view.to_act != seat:
            return
        self.scene.set_thinking(seat)
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
        """The table as a sentence or two, for screen readers (the scene is invisible to them).

        A change of the table changes one or two seats: the others' sentences are kept
        (by seat snapshot and name) from the last view instead of being written again.
        """
        parts = [self.tr("Hand {n}, street {s}.").format(n=view.hand_id, s=view.street)]
        kept, self._seat_sentences = self._seat_sentences, {}
        for snap in view.seats:
            who = self._name(snap.seat)
            sentence = kept.get((snap, who))
            if sentence is None:
                cards: list[Card] = [c.card for c in snap.cards if c.card is not None]
                state = self.tr("folded") if snap.folded else " ".join(card_text(c) for c in cards)
                sentence = self.tr("{who}: {state}, stack {stack}.").format(who=who, state=state,
                                                                             stack=chips(snap.stack))
            self._seat_sentences[(snap, who)] = sentence
            parts.append(sentence)
        parts.append(self.tr("Pot {amount}.").format(amount=chips(view.pot_total)))
        if view.to_act is not None and not view.finished:
            parts.append(self.tr("{who} to act.").format(who=self._name(view.to_act)))
        return " ".join(parts)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Another theme (Qt passes the application's new palette or font on as a change of the
        window's own): the window's, the toolbar's and the action bar's style sheets follow.
        Another language: the table's sentences are written afresh."""
        if event.type() == QEvent.Type.LanguageChange:
            self._seat_sentences = {}
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.FontChange,
                            QEvent.Type.ApplicationPaletteChange, QEvent.Type.ApplicationFontChange):
            styled = (theme_name(), QApplication.font().pointSizeF())
            if styled != self._styled:  # setting a style sheet changes the palette again: once is enough
                self._styled = styled
                self.setStyleSheet(window_style())
                self.toolbar.setStyleSheet(toolbar_style(styled[1]))
                # After this change is handled: set while the window's own sheet was being applied (at
                # start-up, the saved theme), the bar's new rules were not drawn and it stayed dark in
                # the Light theme (issue 38).
                QTimer.singleShot(0, self.action_bar.restyle)
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        """Closing during a live hand finishes and records it first (asking if the human holds cards)."""
        from PySide6.QtCore import QCoreApplication

        if (not self._quit_ready and self.flow.hand_live and self.isVisible()
                and not QCoreApplication.closingDown()):
            event.ignore()
            if self.flow.winding_up:
                return  # already finishing the hand; quit_ready closes the window
            if self.flow.human_in_hand and not self._ask_to_fold(self.tr("Quit Razz Desktop?")):
                return
            self.quit_requested.emit()
            return
        self.closing.emit()
        super().closeEvent(event)
