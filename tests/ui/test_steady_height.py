"""The action bar keeps its tallest height, so the table above it is not resized at every turn."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from razz_desktop.ui.table.steady_height import SteadyHeight


def test_a_bar_that_grew_does_not_shrink_until_its_style_changes(qtbot):
    window = QWidget()
    qtbot.addWidget(window)
    layout = QVBoxLayout(window)
    top = QLabel("table")
    bar = QWidget()
    inner = QVBoxLayout(bar)
    tall = QLabel("line 1\nline 2\nline 3")
    inner.addWidget(QLabel("message"))
    inner.addWidget(tall)
    layout.addWidget(top, 1)
    layout.addWidget(bar, 0)
    SteadyHeight(bar)
    window.resize(400, 400)
    window.show()
    qtbot.waitExposed(window)
    tall_height = bar.height()
    top_height = top.height()
    tall.hide()  # the bar would be shorter now
    QCoreApplication.processEvents()
    QCoreApplication.processEvents()
    assert bar.height() == tall_height and top.height() == top_height
    QCoreApplication.sendEvent(bar, QEvent(QEvent.Type.StyleChange))  # another theme: measure again
    QCoreApplication.processEvents()
    QCoreApplication.processEvents()
    assert bar.height() < tall_height
