"""The settings dialog's form kit: how one field is built, laid out and told it is wrong.

Every page of the dialog builds its editors through one :class:`FieldKit`,
so they all look alike (an editor with its live labels on one line, its
error message in red below it, grey notes) and all report edits the same
way. The kit also remembers, for each settings path such as
``"stakes.small_bet"``, the label that shows that field's problems and the
widget to focus when OK is pressed with the field still wrong: the dialog
reads those maps, the pages never see a problem.

Edits made while the dialog itself writes to the widgets (loading settings,
updating derived values) must not trigger another refresh: the kit's
:meth:`FieldKit.quiet` holds them back.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Protocol, cast

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from razz_desktop.settings import CONTEXT, Settings
from razz_desktop.ui.theme import ink_for

from .money import ChipSpinBox


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
        self.focus_for: dict[str, QWidget] = {}
        """Settings path -> the widget to focus when that field is wrong."""
        ink = ink_for(owner)  # on the app's dark theme light-theme greys and reds are too faint
        self.note_colour = ink.muted
        self.error_colour = ink.negative

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
        column.addWidget(self.error_label(path))
        self.focus_for[path] = widgets[0]
        return box

    # ----------------------------------------------------------------- editors

    def _spin(self, box: QSpinBox, name: str, accessible: str, minimum: int, maximum: int,
              width: int) -> None:
        """What every number box shares: name, range, width, and edits reported."""
        box.setObjectName(name)
        box.setRange(minimum, maximum)
        box.setMinimumWidth(width)
        box.setAccessibleName(accessible)
        box.valueChanged.connect(self.changed)

    def chip_box(self, name: str, accessible: str, minimum: int, maximum: int, step: int) -> ChipSpinBox:
        """An amount in chips, typed and shown in dollars."""
        box = ChipSpinBox(self.owner)
        self._spin(box, name, accessible, minimum, maximum, 130)
        box.setSingleStep(step)
        box.setAccelerated(True)
        box.setAlignment(Qt.AlignmentFlag.AlignRight)
        return box

    def percent_box(self, name: str, accessible: str, minimum: int, maximum: int) -> QSpinBox:
        box = QSpinBox(self.owner)
        self._spin(box, name, accessible, minimum, maximum, 90)
        box.setSuffix(" %")
        box.setAlignment(Qt.AlignmentFlag.AlignRight)
        return box

    def count_box(self, name: str, accessible: str, minimum: int, maximum: int) -> QSpinBox:
        """A small whole-number box (players, seat)."""
        box = QSpinBox(self.owner)
        self._spin(box, name, accessible, minimum, maximum, 70)
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
