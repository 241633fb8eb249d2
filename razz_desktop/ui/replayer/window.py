"""The replayer: a stored hand on the same table as play, one step at a time.

The table is the play table's own ``TableScene`` and ``TableView`` (same
items, same rotation, "always put me at the bottom"), the dealer log the
play window's ``DealerLog``. The window draws the frames it is given
(``show_frame``: a view and the dealer's events up to that position) and
sends what the user asks for as intents; it never sees the engine or the
hand log. A step forwards animates like play; any other move (back, a jump,
the slider) puts the table straight where it belongs, and the dealer log is
rewritten to end at the position shown.

Keys: Right / Left one action, Down / Up (or Page Down / Page Up) one
street, Space play or pause, Home the deal, End the showdown, + and - the
speed, S the study option, Ctrl+Right / Ctrl+Left turn the table.
"""

from __future__ import annotations

from collections.abc import Mapping
from html import escape

from PySide6.QtCore import QSignalBlocker, QSize, Qt, Signal, Slot
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QSizePolicy,
    QSlider,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from razz_desktop.controllers.players import PlayerInfo
from razz_desktop.engine.events import Event
from razz_desktop.records import SPEEDS, ReplayFrame, StoredHand
from razz_desktop.ui.fonts import ui_font_family
from razz_desktop.ui.log_format import LogEntry, LogFormatter
from razz_desktop.ui.log_panel import DealerLog
from razz_desktop.ui.table.scene import TableScene
from razz_desktop.ui.table.view import TableView
from razz_desktop.ui.window_state import fit_to_screen

from .wording import frame_status, hand_title

BAR_STYLE = """
QWidget#ReplayBar { background: #111a16; border-top: 1px solid #24352c; }
QWidget#ReplayBar QToolButton { color: #cfe3d8; background: #1a2621; border: 1px solid #2a3a32;
                                border-radius: 4px; padding: 4px 10px; font-size: 13px; }
QWidget#ReplayBar QToolButton:hover { background: #22332b; }
QWidget#ReplayBar QToolButton:pressed, QWidget#ReplayBar QToolButton:checked {
    background: #24513a; border-color: #2f6f4e; color: #ffffff; }
QWidget#ReplayBar QToolButton:disabled { color: #5f7268; background: #151f1a; }
QWidget#ReplayBar QLabel { color: #cfe3d8; }
"""


class ReplayerWindow(QMainWindow):
    """One stored hand replayed on the table. See the module docstring."""

    next_action_requested = Signal()
    previous_action_requested = Signal()
    next_street_requested = Signal()
    previous_street_requested = Signal()
    start_requested = Signal()
    showdown_requested = Signal()
    play_toggled = Signal()
    position_chosen = Signal(int)
    speed_chosen = Signal(float)
    study_changed = Signal(bool)
    closed = Signal()

    def __init__(self, parent: QWidget | None = None, four_colour: bool = False) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("ReplayerWindow")
        self.setWindowTitle(self.tr("Replayer"))
        font = self.font()
        font.setFamily(ui_font_family())
        self.setFont(font)
        self.setStyleSheet("QMainWindow#ReplayerWindow { background: #0e1713; }")
        self.scene = TableScene(self, for_view=True)
        self.scene.set_four_colour(four_colour)
        self.view = TableView(self.scene, self)
        self.view.setMinimumSize(480, 340)
        self.formatter = LogFormatter(four_colour=four_colour)
        self.log = DealerLog(self)
        self.log.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log)
        self.resizeDocks([self.log], [320], Qt.Orientation.Horizontal)
        self._frame: ReplayFrame | None = None
        self._hand: StoredHand | None = None

        self.title = QLabel()
        self.title.setObjectName("ReplayTitle")
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.title.setStyleSheet("QLabel#ReplayTitle { background: #111a16; color: #e8ece9; padding: 6px 12px;"
                                 " border-bottom: 1px solid #24352c; }")
        self.study_banner = QLabel(self.tr("Study: every hand is shown, also the cards nobody saw at the table."))
        self.study_banner.setObjectName("replayStudyBanner")
        self.study_banner.setStyleSheet("QLabel#replayStudyBanner { background: #3a3216; color: #ffd56b;"
                                        " padding: 3px 12px; }")
        self.study_banner.hide()
        self.problem = QLabel()
        self.problem.setObjectName("replayProblem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("QLabel#replayProblem { background: #4a1d1a; color: #ffd9d4; padding: 6px 12px; }")
        self.problem.hide()

        self._build_actions()
        bar = self._build_bar()
        central = QWidget(self)
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.title)
        layout.addWidget(self.study_banner)
        layout.addWidget(self.problem)
        layout.addWidget(self.view, 1)
        layout.addWidget(bar)
        self.setCentralWidget(central)
        self._set_enabled(False)
        fit_to_screen(self, QSize(1240, 780))  # the dealer log was cut off at a 1024 px screen's edge

    # ------------------------------------------------------------- building

    def _act(self, text: str, keys: list[str], intent: Signal | None = None, tip: str = "") -> QAction:
        action = QAction(text, self)
        action.setShortcuts([QKeySequence(k) for k in keys])
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        shown = QKeySequence(keys[0]).toString(QKeySequence.SequenceFormat.NativeText) if keys else ""
        action.setToolTip(f"{tip or text} ({shown})" if shown else (tip or text))
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        self.start_action = self._act(self.tr("Deal"), ["Home"], tip=self.tr("Back to the deal"))
        self.start_action.triggered.connect(self.start_requested)
        self.prev_street_action = self._act(self.tr("\u25c0\u25c0 Street"), ["Up", "PgUp"],
                                            tip=self.tr("Previous street"))
        self.prev_street_action.triggered.connect(self.previous_street_requested)
        self.prev_action = self._act(self.tr("\u25c0 Action"), ["Left"], tip=self.tr("Previous action"))
        self.prev_action.triggered.connect(self.previous_action_requested)
        self.play_action = self._act(self.tr("Play"), ["Space"], tip=self.tr("Play or pause"))
        self.play_action.setCheckable(True)
        self.play_action.triggered.connect(lambda _c=False: self.play_toggled.emit())
        self.next_action = self._act(self.tr("Action \u25b6"), ["Right"], tip=self.tr("Next action"))
        self.next_action.triggered.connect(self.next_action_requested)
        self.next_street_action = self._act(self.tr("Street \u25b6\u25b6"), ["Down", "PgDown"],
                                            tip=self.tr("Next street"))
        self.next_street_action.triggered.connect(self.next_street_requested)
        self.showdown_action = self._act(self.tr("Showdown"), ["End"], tip=self.tr("Jump to the showdown"))
        self.showdown_action.triggered.connect(self.showdown_requested)
        self.faster_action = self._act(self.tr("Faster"), ["+", "="])
        self.faster_action.triggered.connect(lambda: self._step_speed(+1))
        self.slower_action = self._act(self.tr("Slower"), ["-"])
        self.slower_action.triggered.connect(lambda: self._step_speed(-1))
        self.study_action = self._act(self.tr("Study: show every hand"), ["S"],
                                      tip=self.tr("Show every player's cards, also those nobody saw"))
        self.study_action.setCheckable(True)
        self.study_action.toggled.connect(self._study_toggled)
        self.rotate_cw_action = self._act(self.tr("Turn table clockwise"), ["Ctrl+Right"])
        self.rotate_cw_action.triggered.connect(lambda: self.scene.rotate(1))
        self.rotate_ccw_action = self._act(self.tr("Turn table counter-clockwise"), ["Ctrl+Left"])
        self.rotate_ccw_action.triggered.connect(lambda: self.scene.rotate(-1))
        self.close_action = self._act(self.tr("Close"), ["Esc", QKeySequence(QKeySequence.StandardKey.Close).toString()])
        self.close_action.triggered.connect(self.close)

    def _button(self, action: QAction) -> QToolButton:
        button = QToolButton()
        button.setDefaultAction(action)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the arrow keys belong to the replay
        button.setAccessibleName(action.toolTip())
        return button

    def _build_bar(self) -> QWidget:
        bar = QWidget(self)
        bar.setObjectName("ReplayBar")
        bar.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        bar.setStyleSheet(BAR_STYLE)
        outer = QVBoxLayout(bar)
        outer.setContentsMargins(12, 8, 12, 10)
        outer.setSpacing(6)

        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setAccessibleName(self.tr("Position in the hand"))
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.slider.setMinimum(0)
        self.slider.valueChanged.connect(self._slider_moved)
        self.position_label = QLabel()
        self.position_label.setMinimumWidth(220)
        # Three rows: the slider; where the hand is, the speed, study and Close; the steps. In two
        # rows the bar was 1,093 px wide at least, and the window ran off a 1024 px screen with its
        # dealer log (issue 38).
        outer.addWidget(self.slider)  # a row of its own: the whole width to move through the hand
        top = QHBoxLayout()
        top.addWidget(self.position_label, 1)
        outer.addLayout(top)

        row = QHBoxLayout()
        row.setSpacing(6)
        self.buttons: dict[str, QToolButton] = {}
        for key, action in (("start", self.start_action), ("prev_street", self.prev_street_action),
                            ("prev", self.prev_action), ("play", self.play_action), ("next", self.next_action),
                            ("next_street", self.next_street_action), ("showdown", self.showdown_action)):
            self.buttons[key] = self._button(action)
            row.addWidget(self.buttons[key])
        self.buttons["play"].setMinimumWidth(72)
        speed_label = QLabel(self.tr("&Speed:"))
        self.speed_box = QComboBox()
        for factor in SPEEDS:
            self.speed_box.addItem(self.tr("{factor}\u00d7").format(factor=f"{factor:g}"), factor)
        self.speed_box.setCurrentIndex(SPEEDS.index(1.0))
        self.speed_box.setAccessibleName(self.tr("Play speed"))
        self.speed_box.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        speed_label.setBuddy(self.speed_box)
        self.speed_box.currentIndexChanged.connect(
            lambda i: self.speed_chosen.emit(float(self.speed_box.itemData(i))))
        row.addStretch(1)
        top.addSpacing(16)
        top.addWidget(speed_label)
        top.addWidget(self.speed_box)
        top.addSpacing(16)
        self.study_box = QCheckBox(self.tr("S&tudy: show every hand"))
        self.study_box.setToolTip(self.study_action.toolTip())
        self.study_box.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.study_box.toggled.connect(self.study_action.setChecked)
        self.study_box.setStyleSheet("QCheckBox { color: #cfe3d8; }")
        top.addWidget(self.study_box)
        close = QPushButton(self.tr("Close"))
        close.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        close.clicked.connect(self.close)
        top.addSpacing(10)
        top.addWidget(close)
        outer.addLayout(row)
        bar.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        return bar

    # ------------------------------------------------------------- options

    def set_four_colour(self, on: bool) -> None:
        self.scene.set_four_colour(on)
        self.formatter.four_colour = on

    def set_animation_factor(self, factor: float) -> None:
        """The play window's animation speed (0: off), applied to this table too."""
        self.scene.set_animation_speed(factor)

    def _step_speed(self, delta: int) -> None:
        index = max(0, min(self.speed_box.count() - 1, self.speed_box.currentIndex() + delta))
        self.speed_box.setCurrentIndex(index)

    def _study_toggled(self, on: bool) -> None:
        with QSignalBlocker(self.study_box):
            self.study_box.setChecked(on)
        self.study_banner.setVisible(on)
        self.study_changed.emit(on)

    def _slider_moved(self, value: int) -> None:
        if self._frame is not None and value != self._frame.index:
            self.position_chosen.emit(value)

    # ----------------------------------------------------------- answers

    @property
    def frame(self) -> ReplayFrame | None:
        return self._frame

    @Slot(object)
    def show_hand(self, hand: StoredHand) -> None:
        """A hand is loaded: its title, and a clean table for its first frame."""
        self._hand = hand
        self._frame = None
        self.problem.hide()
        self.title.setText(hand_title(hand))
        self.setWindowTitle(self.tr("Replayer \u2013 hand #{n}").format(n=hand.hand_number))
        self.log.clear()
        self.scene.clear_table()

    @Slot(object)
    def set_players(self, players: Mapping[int, PlayerInfo]) -> None:
        self.formatter.players = dict(players)
        self.scene.set_players(players)

    @Slot(object)
    def show_frame(self, frame: ReplayFrame) -> None:
        """Draw ``frame``: animated when it is one step on from the frame shown, at once otherwise."""
        last = self._frame
        forward = (last is not None and last.hand_id == frame.hand_id and last.study == frame.study
                   and frame.index == last.index + 1)
        self._frame = frame
        if forward:
            self._log(frame.events[frame.fresh:])
            self.scene.show_view(frame.view)
        else:
            self.log.clear()
            self._log(frame.events)
            speed = self.scene.animation_speed
            self.scene.set_animation_speed(0)
            self.scene.show_view(frame.view)
            self.scene.set_animation_speed(speed)
        self._set_enabled(True)
        with QSignalBlocker(self.slider):
            self.slider.setMaximum(frame.count - 1)
            self.slider.setValue(frame.index)
        self.position_label.setText(frame_status(frame, self.formatter.name))
        self.prev_action.setEnabled(not frame.at_start)
        self.prev_street_action.setEnabled(not frame.at_start)
        self.start_action.setEnabled(not frame.at_start)
        self.next_action.setEnabled(not frame.at_end)
        self.next_street_action.setEnabled(not frame.at_end)
        self.showdown_action.setEnabled(not frame.at_end)
        self.view.setAccessibleDescription(self.position_label.text())

    def _log(self, events: tuple[Event, ...]) -> None:
        entries: list[LogEntry] = []
        for event in events:
            entries.extend(self.formatter.feed(event))
        entries.extend(self.formatter.flush())
        self.log.append(entries)

    @Slot(bool)
    def on_playing(self, playing: bool) -> None:
        self.play_action.setChecked(playing)
        self.play_action.setText(self.tr("Pause") if playing else self.tr("Play"))

    @Slot(float)
    def on_speed(self, factor: float) -> None:
        index = self.speed_box.findData(factor)
        if index >= 0 and index != self.speed_box.currentIndex():
            with QSignalBlocker(self.speed_box):
                self.speed_box.setCurrentIndex(index)

    @Slot(str)
    def show_failure(self, text: str) -> None:
        """The hand could not be replayed: say why, and leave nothing half drawn."""
        self._frame = None
        self.scene.clear_table()
        self.log.clear()
        self.problem.setText(self.tr("This hand cannot be replayed: {why}").format(why=escape(text)))
        self.problem.show()
        self._set_enabled(False)

    def _set_enabled(self, on: bool) -> None:
        for action in (self.start_action, self.prev_street_action, self.prev_action, self.play_action,
                       self.next_action, self.next_street_action, self.showdown_action):
            action.setEnabled(on)
        self.slider.setEnabled(on)

    def open(self) -> None:  # noqa: A003 - the window's "show and raise"
        self.show()
        self.raise_()
        self.activateWindow()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        self.closed.emit()
        super().closeEvent(event)
