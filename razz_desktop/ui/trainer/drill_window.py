"""The drill window (Game > Drills): one spot at a time on the table, answered by mouse or key.

It draws what it is given and sends back what the player wants: a session
over some decks (:attr:`start_requested`), an answer (:attr:`answer_chosen`),
the next drill (:attr:`next_requested`), the progress figures
(:attr:`progress_requested`). The controller deals, judges and writes; the
window never holds it (``wiring/drills.py`` connects them).

The table is the game's own scene in a read-only view: no action bar, and a
click on a seat only answers a "which seat" question. Keys: 1-9 pick the
n-th choice, Enter or N the next drill, Ctrl+Enter starts a session. Every
text is also readable as text: the table as lines (the screen reader's
"Table as text"), the question, the choices as buttons with their keys, and
the verdict with its explanation, announced when given.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QAccessible, QCloseEvent, QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPlainTextEdit,
    QPushButton,
    QSizePolicy,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from razz_desktop.controllers.players import PlayerInfo
from razz_desktop.trainer.decks import DrillDeck
from razz_desktop.trainer.drill import Answered, Drill, Question, seat_choice
from razz_desktop.trainer.progress import DayScore, summaries

from ..accessibility.spoken import table_lines
from ..table.scene import TableScene
from ..table.view import TableView
from ..window_state import fit_to_screen
from ..wording.drills import choice_text, deck_name, explanation, question_text, verdict_text

try:  # Qt 6.8+
    from PySide6.QtGui import QAccessibleAnnouncementEvent
except ImportError:  # pragma: no cover - older Qt: the labels are read instead
    QAccessibleAnnouncementEvent = None  # type: ignore[assignment,misc]

MAX_CHOICES = 9
RIGHT_COLOUR = "#7ee08f"
WRONG_COLOUR = "#ff7b72"


def _once(line: str, names: dict[int, str]) -> str:
    """"Seat 3, seat 3: ..." said once: the players here are named by their seats."""
    for name in names.values():
        if line.startswith(name + ", "):
            return line[len(name) + 2:]
    return line


class DrillWindow(QMainWindow):
    start_requested = Signal(object)  # list[DrillDeck]
    answer_chosen = Signal(str)
    next_requested = Signal()
    progress_requested = Signal()
    closed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("DrillWindow")
        self.setWindowTitle(self.tr("Drills"))
        self._drill: Drill | None = None
        self._answered = False
        self._asked = 0
        self._right = 0
        self._chart: QWidget | None = None

        self.deck_box = QComboBox()
        self.deck_box.addItem(self.tr("All skills, weakest first"), None)
        for deck in DrillDeck:
            self.deck_box.addItem(deck_name(deck), deck.value)
        self.deck_box.setAccessibleName(self.tr("Skill to drill"))
        self.start_button = QPushButton(self.tr("Start"))
        self.start_button.setAccessibleName(self.tr("Start a drill session"))
        self.start_button.setToolTip(self.tr("Start a session of the chosen skill (Ctrl+Enter)"))
        self.start_button.clicked.connect(self._start)
        self.score_label = QLabel()
        self.score_label.setObjectName("DrillScore")
        top = QHBoxLayout()
        skill_label = QLabel(self.tr("&Skill:"))
        skill_label.setBuddy(self.deck_box)
        top.addWidget(skill_label)
        top.addWidget(self.deck_box, 1)
        top.addWidget(self.start_button)
        top.addSpacing(16)
        top.addWidget(self.score_label)

        self.scene = TableScene(self, for_view=True)
        self.view = TableView(self.scene, self)
        self.view.setMinimumSize(420, 280)
        self.view.setAccessibleName(self.tr("Drill table"))
        self.scene.seat_clicked.connect(self._seat_clicked)
        self.table_text = QPlainTextEdit()
        self.table_text.setReadOnly(True)
        self.table_text.setAccessibleName(self.tr("Table as text"))
        self.table_text.setMaximumHeight(90)
        self.table_text.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

        self.question = QLabel(self.tr("Choose a skill and press Start."))
        self.question.setObjectName("DrillQuestion")
        self.question.setWordWrap(True)
        self.question.setStyleSheet("QLabel#DrillQuestion { font-size: 16px; font-weight: bold; }")
        self.choice_row = QHBoxLayout()
        self.choice_buttons: list[QPushButton] = []
        for i in range(MAX_CHOICES):
            b = QPushButton()
            b.clicked.connect(lambda _c=False, i=i: self._choose(i))
            b.hide()
            self.choice_buttons.append(b)
            self.choice_row.addWidget(b)
            shortcut = QShortcut(QKeySequence(str(i + 1)), self)
            shortcut.activated.connect(lambda i=i: self._choose(i))
        self.choice_row.addStretch(1)
        self.verdict = QLabel()
        self.verdict.setObjectName("DrillVerdict")
        self.verdict.setWordWrap(True)
        self.explanation = QLabel()
        self.explanation.setObjectName("DrillExplanation")
        self.explanation.setWordWrap(True)
        self.explanation.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.next_button = QPushButton(self.tr("Next drill"))
        self.next_button.setToolTip(self.tr("The next drill (Enter or N)"))
        self.next_button.setEnabled(False)
        self.next_button.clicked.connect(self._next)
        for key in ("Return", "Enter", "N"):
            QShortcut(QKeySequence(key), self).activated.connect(self._next)
        QShortcut(QKeySequence("Ctrl+Return"), self).activated.connect(self._start)
        QShortcut(QKeySequence.StandardKey.Close, self).activated.connect(self.close)
        bottom = QHBoxLayout()
        bottom.addWidget(self.verdict, 1)
        bottom.addWidget(self.next_button)

        drill_page = QWidget()
        page = QVBoxLayout(drill_page)
        page.addWidget(self.view, 1)
        page.addWidget(self.table_text)
        page.addWidget(self.question)
        page.addLayout(self.choice_row)
        page.addLayout(bottom)
        page.addWidget(self.explanation)

        self.progress_page = QWidget()
        self.progress_layout = QVBoxLayout(self.progress_page)
        self.progress_text = QLabel(self.tr("No drill answered yet."))
        self.progress_text.setWordWrap(True)
        self.progress_text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.progress_layout.addWidget(self.progress_text)

        self.tabs = QTabWidget()
        self.tabs.addTab(drill_page, self.tr("&Drill"))
        self.tabs.addTab(self.progress_page, self.tr("&Progress"))
        self.tabs.currentChanged.connect(self._tab_changed)

        central = QWidget(self)
        layout = QVBoxLayout(central)
        layout.addLayout(top)
        layout.addWidget(self.tabs, 1)
        self.setCentralWidget(central)
        self._show_score()
        fit_to_screen(self, QSize(1000, 780))

    # ------------------------------------------------------------- data in

    def show_drill(self, drill: Drill) -> None:
        self._drill, self._answered = drill, False
        hero = drill.seat if drill.question is Question.ACTION else None
        players = {s.seat: PlayerInfo(s.seat, self.tr("Seat {n}").format(n=s.seat), s.seat == hero)
                   for s in drill.view.seats}
        self.scene.clear_table()
        self.scene.set_players(players)
        speed = self.scene.animation_speed
        self.scene.set_animation_speed(0)
        self.scene.show_view(drill.view)
        self.scene.set_animation_speed(speed)
        names = {seat: p.name for seat, p in players.items()}
        lines = table_lines(drill.view, names)[1:-1]  # no hand number, no "your options": the buttons say them
        self.table_text.setPlainText("\n".join(_once(line, names) for line in lines))
        text = question_text(drill)
        self.question.setText(text)
        for i, b in enumerate(self.choice_buttons):
            if i < len(drill.choices):
                label = choice_text(drill.choices[i])
                b.setText(f"{i + 1}  {label}")
                b.setAccessibleName(label)
                b.setAccessibleDescription(self.tr("Key {n}").format(n=i + 1))
                b.setEnabled(True)
                b.setStyleSheet("")
                b.show()
            else:
                b.hide()
        self.verdict.setText("")
        self.explanation.setText("")
        self.next_button.setEnabled(False)
        self.choice_buttons[0].setFocus()
        self._announce(text)

    def show_answer(self, answered: Answered) -> None:
        """Right or wrong, the answer's numbers and the explanation."""
        drill, choice, right = answered.drill, answered.choice, answered.right
        if drill is not self._drill:
            return
        self._answered = True
        self._asked += 1
        self._right += int(right)
        verdict = verdict_text(drill, choice)
        if answered.box is not None:
            verdict += " " + self.tr("This spot comes back later (box {n}).").format(n=answered.box)
        colour = RIGHT_COLOUR if right else WRONG_COLOUR
        self.verdict.setText(verdict)
        self.verdict.setStyleSheet(f"QLabel#DrillVerdict {{ color: {colour}; font-weight: bold; }}")
        why = explanation(drill)
        self.explanation.setText(why)
        for i, b in enumerate(self.choice_buttons[:len(drill.choices)]):
            c = drill.choices[i]
            b.setEnabled(False)
            if c in drill.answer:
                b.setStyleSheet(f"QPushButton {{ border: 2px solid {RIGHT_COLOUR}; }}")
            elif c == choice:
                b.setStyleSheet(f"QPushButton {{ border: 2px solid {WRONG_COLOUR}; }}")
        self.next_button.setEnabled(True)
        self.next_button.setAccessibleDescription(f"{verdict} {why}")
        self.next_button.setFocus()
        self._show_score()
        self._announce(f"{verdict} {why}", assertive=True)

    def show_progress(self, scores: Sequence[DayScore]) -> None:
        lines = [self.tr("{deck}: {right} of {answered} right ({percent}%); on {day}: {day_right} of {day_total}.")
                 .format(deck=deck_name(s.deck), right=s.right, answered=s.answered,
                         percent=round(100 * s.right / s.answered), day=s.last_day.day,
                         day_right=s.last_day.right, day_total=s.last_day.total)
                 for s in summaries(scores)]
        self.progress_text.setText("\n".join(lines) or self.tr("No drill answered yet."))
        if self._chart is not None:
            self._chart.set_points(scores)  # type: ignore[attr-defined]

    def show_failure(self, message: str) -> None:
        self.verdict.setText(self.tr("The drill could not be dealt or saved: {why}").format(why=message))
        self.verdict.setStyleSheet(f"QLabel#DrillVerdict {{ color: {WRONG_COLOUR}; }}")

    def set_busy(self, busy: bool) -> None:
        if busy:
            self.question.setText(self.tr("Dealing a drill..."))
            for b in self.choice_buttons:
                b.setEnabled(False)

    # ------------------------------------------------------------- intents

    def _start(self) -> None:
        value = self.deck_box.currentData()
        decks = list(DrillDeck) if value is None else [DrillDeck(value)]
        self._asked = self._right = 0
        self._show_score()
        self.tabs.setCurrentIndex(0)
        self.start_requested.emit(decks)

    def _choose(self, index: int) -> None:
        drill = self._drill
        if drill is None or self._answered or index >= len(drill.choices) or self.tabs.currentIndex() != 0:
            return
        self.answer_chosen.emit(drill.choices[index])

    def _seat_clicked(self, seat: int) -> None:
        drill = self._drill
        if drill is not None and seat_choice(seat) in drill.choices:
            self._choose(drill.choices.index(seat_choice(seat)))

    def _next(self) -> None:
        if self._answered and self.tabs.currentIndex() == 0:
            self.next_requested.emit()

    def _tab_changed(self, index: int) -> None:
        if index == 1:
            if self._chart is None:
                from .progress_chart import ProgressChart

                self._chart = ProgressChart(self.progress_page)
                self._chart.setMinimumHeight(300)
                self.progress_layout.insertWidget(0, self._chart, 1)
            self.progress_requested.emit()

    def _show_score(self) -> None:
        self.score_label.setText(self.tr("This session: {right} of {asked} right").format(
            right=self._right, asked=self._asked))

    def _announce(self, text: str, assertive: bool = False) -> None:
        if QAccessibleAnnouncementEvent is None or not QAccessible.isActive():
            return
        event = QAccessibleAnnouncementEvent(self, text)
        if assertive:
            event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
        QAccessible.updateAccessibility(event)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        self.progress_requested.emit()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        self.closed.emit()
        super().closeEvent(event)
