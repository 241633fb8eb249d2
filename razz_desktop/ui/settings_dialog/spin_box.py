"""A number box that lets the user type a wrong number, so the dialog can say why it is wrong.

A plain ``QSpinBox`` refuses a keystroke that leaves its range ("9" in a
2-8 players box) or puts the old value back when focus leaves: the user's
input disappears without a word. :class:`LimitedSpinBox` separates two ranges:

- the **typing range** (Qt's own ``minimum``/``maximum``, set wide by the
  dialog): what can be typed and kept, so the settings validation judges the
  value and the field shows its message ("The table seats 2 to 8 players.");
- the **stepping range** (:meth:`set_stepping_range`, the valid limits): the
  arrows and Up/Down keys stay inside it, so clicking never makes a value
  wrong.

Where the typing range has to stay narrow (the human's seat, whose limit is
the number of players), a number typed outside it is still held back by Qt,
but the box reports it (:attr:`LimitedSpinBox.typed_out_of_range`) so the
dialog can say at the field why it was not taken.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QAbstractSpinBox, QSpinBox, QWidget


class LimitedSpinBox(QSpinBox):
    """A ``QSpinBox`` with a stepping range inside its typing range; see the module docstring."""

    typed_out_of_range = Signal(int)
    """A whole number outside the typing range was typed (Qt will not take it)."""
    typed_in_range = Signal()
    """The text is a number inside the typing range again."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._step_low: int | None = None
        self._step_high: int | None = None

    def set_stepping_range(self, low: int, high: int) -> None:
        """Keep the arrows and Up/Down inside ``low..high`` (the valid values)."""
        self._step_low, self._step_high = low, high

    def stepping_range(self) -> tuple[int, int]:
        low = self.minimum() if self._step_low is None else max(self._step_low, self.minimum())
        high = self.maximum() if self._step_high is None else min(self._step_high, self.maximum())
        return low, high

    def stepBy(self, steps: int) -> None:  # noqa: N802 - Qt override
        low, high = self.stepping_range()
        target = self.value() + steps * self.singleStep()
        self.setValue(min(max(target, low), high))
        self.selectAll()

    def stepEnabled(self) -> QAbstractSpinBox.StepEnabledFlag:  # noqa: N802 - Qt override
        flags = QAbstractSpinBox.StepEnabledFlag.StepNone
        if self.isReadOnly():
            return flags
        low, high = self.stepping_range()
        value = self.value()
        if value < high or self.wrapping():
            flags |= QAbstractSpinBox.StepEnabledFlag.StepUpEnabled
        if value > low or self.wrapping():
            flags |= QAbstractSpinBox.StepEnabledFlag.StepDownEnabled
        return flags

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        number = self._number(text)
        if number is not None and not self.minimum() <= number <= self.maximum():
            self.typed_out_of_range.emit(number)
            return QValidator.State.Intermediate, text, pos  # kept on screen while the field says why
        state, text, pos = super().validate(text, pos)
        if state == QValidator.State.Acceptable:
            self.typed_in_range.emit()
        return state, text, pos

    def _number(self, text: str) -> int | None:
        """The whole number in ``text`` without prefix and suffix, or None."""
        core = text
        if self.prefix() and core.startswith(self.prefix()):
            core = core[len(self.prefix()):]
        if self.suffix() and core.endswith(self.suffix()):
            core = core[: -len(self.suffix())]
        core = core.strip()
        if not core.isdigit() or len(core) > 9:
            return None
        return int(core)
