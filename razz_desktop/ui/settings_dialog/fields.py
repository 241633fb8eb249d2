"""The settings dialog's form kit: how one field is built, laid out and told it is wrong.

Every page of the dialog builds its editors through one :class:`FieldKit`,
so they all look alike (an editor with its live labels on one line, below
it its error message in red, a warning in amber for a value that is allowed
but probably not meant, and a note when the value waits for the next
session; grey notes) and all report edits the same way. The kit also
remembers, for each settings path such as ``"stakes.small_bet"``, those
labels and the widget to focus when OK is pressed with the field still
wrong: the dialog reads those maps, the pages never see a problem.

Number boxes accept more than the valid range when typed (see
:mod:`.spin_box`), so an out-of-range number stays on screen with the
validation's message at the field instead of vanishing; their arrows stay
within the valid range.

Edits made while the dialog itself writes to the widgets (loading settings,
updating derived values) must not trigger another refresh: the kit's
:meth:`FieldKit.quiet` holds them back.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Protocol, cast

from PySide6.QtCore import QCoreApplication, QObject, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from razz_desktop.settings import CONTEXT, Settings
from razz_desktop.ui.theme import GOLD, ink_for

from .money import ChipSpinBox
from .spin_box import LimitedSpinBox

TYPING_LIMIT = 2_000_000_000
"""The widest typing range of a number box: inside Qt's 32-bit spin box range."""
LIGHT_WARNING = "#8a5a00"
"""Amber that reads on a light window (the dark theme uses its gold)."""


def settings_tr(text: str) -> str:
    """Translate a text marked in razz_desktop.settings (context "Settings")."""
    return QCoreApplication.translate(CONTEXT, text)


def select_data(box: QComboBox, data: object, fallback_text: str | None = None) -> None:
    """Select the item holding ``data``; add it (as ``fallback_text``) if missing and asked to."""
    index = box.findData(data)
    if index < 0 and fallback_text is not None:
        box.addItem(fallback_text, data)
        index = box.count() - 1
    box.setCurrentIndex(max(index, 0))


class FittingScrollArea(QScrollArea):
    """A scroll area that asks for its page's whole size, and scrolls only when the screen is smaller.

    A plain ``QScrollArea`` asks for a fixed modest size, so the dialog would
    open scrolling; without one, a tall page (eight seats and several notes)
    made the dialog taller than a 700-pixel screen. This one insists on the
    page's whole height up to :attr:`MAX_MINIMUM_HEIGHT` (the page as it
    usually is, without notes), and scrolls for what is beyond.
    """

    MAX_MINIMUM_HEIGHT = 480
    """With the dialog's tabs, summary and buttons, under 600 pixels: fits a 1024x700 screen."""

    def __init__(self, page: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QScrollArea.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWidget(page)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        page = self.widget()
        if page is None:
            return super().sizeHint()
        frame = 2 * self.frameWidth()
        return page.sizeHint() + QSize(frame + self.verticalScrollBar().sizeHint().width(), frame)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        page = self.widget()
        if page is None:
            return super().minimumSizeHint()
        wanted = self.sizeHint()
        return QSize(wanted.width(), min(wanted.height(), self.MAX_MINIMUM_HEIGHT))


class SettingsPage(Protocol):
    """One tab of the dialog: it shows part of the settings and reads it back."""

    def load(self, settings: Settings) -> None:
        """Show ``settings`` in this page's widgets (the kit is quiet meanwhile)."""

    def edited(self, settings: Settings) -> Settings:
        """``settings`` with this page's sections replaced by what the widgets show."""
        ...

    def refresh(self, current: Settings) -> None:
        """Bring derived labels and enabled states up to date with ``current``."""


class FieldKit(QObject):
    """Builds editors and form cells for the dialog ``owner``; see the module docstring.

    A child of the dialog, holding no Python reference to it, so the dialog
    is freed as soon as its caller lets go of it.
    """

    edited = Signal()
    """After every edit the user makes (not while :meth:`quiet`): the dialog
    rebuilds its settings and problems then."""

    def __init__(self, owner: QWidget) -> None:
        super().__init__(owner)
        self.updating = False
        self.errors: dict[str, QLabel] = {}
        """Settings path -> the label under that field showing its problems."""
        self.warnings: dict[str, QLabel] = {}
        """Settings path -> the label under that field showing advice (allowed, but unusual)."""
        self.pending: dict[str, QLabel] = {}
        """Settings path -> the label under that field saying what is in force until the next session."""
        self.number_boxes: dict[str, LimitedSpinBox] = {}
        """Settings path -> its number box, for the messages about numbers typed out of range."""
        self.focus_for: dict[str, QWidget] = {}
        """Settings path -> the widget to focus when that field is wrong."""
        ink = ink_for(owner)  # on the app's dark theme light-theme greys and reds are too faint
        self.note_colour = ink.muted
        self.error_colour = ink.negative
        self.warning_colour = GOLD if ink.dark else LIGHT_WARNING

    @property
    def owner(self) -> QWidget:
        """The dialog: the parent of every widget the kit makes."""
        return cast(QWidget, self.parent())

    # ----------------------------------------------------------------- edits

    @contextmanager
    def quiet(self) -> Iterator[None]:
        """Write to the widgets without each write counting as an edit."""
        self.updating = True
        try:
            yield
        finally:
            self.updating = False

    def changed(self, *_args: object) -> None:
        """An editor's value changed: refresh, unless the dialog itself is writing."""
        if not self.updating:
            self.edited.emit()

    def refresh(self, *_args: object) -> None:
        """Refresh now (after a user action that already held its own writes back)."""
        self.edited.emit()

    # ----------------------------------------------------------------- labels

    def error_label(self, path: str) -> QLabel:
        """A hidden red label for the problems of ``path`` ("" for the dialog's general one)."""
        label = QLabel(self.owner)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setStyleSheet(f"color: {self.error_colour};")
        label.setObjectName(f"error:{path}" if path else "error:general")
        label.hide()
        if path:
            self.errors[path] = label
        return label

    def warning_label(self, path: str) -> QLabel:
        """A hidden amber label for advice about ``path``: shown, yet OK stays enabled."""
        label = QLabel(self.owner)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setStyleSheet(f"color: {self.warning_colour};")
        label.setObjectName(f"warning:{path}")
        label.hide()
        self.warnings[path] = label
        return label

    def pending_label(self, path: str) -> QLabel:
        """A hidden note for ``path``: what is in force now, and when the new value applies."""
        label = QLabel(self.owner)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setStyleSheet(f"color: {self.note_colour}; font-style: italic;")
        label.setObjectName(f"pending:{path}")
        label.hide()
        self.pending[path] = label
        return label

    def messages(self, path: str) -> tuple[QLabel, QLabel, QLabel]:
        """The error, warning and pending labels of ``path``, in the order they stand below it."""
        return self.error_label(path), self.warning_label(path), self.pending_label(path)

    def note(self, text: str = "", wrap: bool = True) -> QLabel:
        """Grey explanatory text; ``wrap=False`` for short notes beside a field."""
        label = QLabel(text, self.owner)
        label.setWordWrap(wrap)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setStyleSheet(f"color: {self.note_colour};")
        return label

    def live(self, name: str, accessible: str) -> QLabel:
        """A label the dialog keeps up to date (chips, big bets, the stakes' name)."""
        label = QLabel(self.owner)
        label.setObjectName(name)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setAccessibleName(accessible)
        return label

    def label_for(self, text: str, buddy: QWidget) -> QLabel:
        label = QLabel(text, self.owner)
        label.setBuddy(buddy)
        return label

    # ----------------------------------------------------------------- layout

    def form(self) -> QFormLayout:
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        form.setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        form.setHorizontalSpacing(14)
        form.setVerticalSpacing(10)
        return form

    def field(self, path: str, *widgets: QWidget) -> QWidget:
        """A form cell: the editor and its live labels on one line, its error message below."""
        box = QWidget(self.owner)
        column = QVBoxLayout(box)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        line = QHBoxLayout()
        line.setSpacing(8)
        for w in widgets:
            line.addWidget(w)
        line.addStretch(1)
        column.addLayout(line)
        for label in self.messages(path):
            column.addWidget(label)
        self.focus_for[path] = widgets[0]
        if isinstance(widgets[0], LimitedSpinBox):
            self.number_boxes[path] = widgets[0]
        return box

    # ----------------------------------------------------------------- editors

    def _spin(self, box: LimitedSpinBox, name: str, accessible: str, minimum: int, maximum: int,
              width: int, typing: tuple[int, int] | None) -> None:
        """What every number box shares: name, ranges, width, and edits reported.

        ``minimum..maximum`` is the valid range the arrows keep to; ``typing``
        the wider range a typed number is kept in (so the field can say what
        is wrong with it), or None for the valid range itself.
        """
        box.setObjectName(name)
        low, high = typing if typing is not None else (minimum, maximum)
        box.setRange(low, high)
        box.set_stepping_range(minimum, maximum)
        box.setMinimumWidth(width)
        box.setAccessibleName(accessible)
        box.valueChanged.connect(self.changed)

    def chip_box(self, name: str, accessible: str, minimum: int, maximum: int, step: int) -> ChipSpinBox:
        """An amount in chips, typed and shown in dollars (up to 10 times the valid maximum)."""
        box = ChipSpinBox(self.owner)
        self._spin(box, name, accessible, minimum, maximum, 130, (0, min(10 * maximum, TYPING_LIMIT)))
        box.setSingleStep(step)
        box.setAccelerated(True)
        box.setAlignment(Qt.AlignmentFlag.AlignRight)
        return box

    def percent_box(self, name: str, accessible: str, minimum: int, maximum: int) -> LimitedSpinBox:
        """A percentage; up to 999% can be typed (and is then refused at the field, with the limits)."""
        box = LimitedSpinBox(self.owner)
        self._spin(box, name, accessible, minimum, maximum, 90, (0, 999))
        box.setSuffix(" %")
        box.setAlignment(Qt.AlignmentFlag.AlignRight)
        return box

    def count_box(self, name: str, accessible: str, minimum: int, maximum: int,
                  typing: tuple[int, int] | None = (0, 99)) -> LimitedSpinBox:
        """A small whole-number box (players, seat); ``typing`` as for :meth:`_spin`."""
        box = LimitedSpinBox(self.owner)
        self._spin(box, name, accessible, minimum, maximum, 70, typing)
        return box

    def combo(self, name: str, accessible: str, items: Sequence[tuple[str, object]]) -> QComboBox:
        box = QComboBox(self.owner)
        box.setObjectName(name)
        box.setAccessibleName(accessible)
        for text, data in items:
            box.addItem(text, data)
        box.currentIndexChanged.connect(self.changed)
        return box

    def check(self, name: str, text: str, accessible: str) -> QCheckBox:
        box = QCheckBox(text, self.owner)
        box.setObjectName(name)
        box.setAccessibleName(accessible)
        box.toggled.connect(self.changed)
        return box
