"""Tools > Equity calculator: the window and its controller, built the first time it is opened.

Part of the composition root (``razz_desktop.app``): connections only. The
Tools menu is found by its object name (``tools_menu``) or made, just before
Help, so other tools can join the same menu whichever is attached first.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

if TYPE_CHECKING:
    from razz_desktop.controllers.equity_calculator import EquityCalculatorController
    from razz_desktop.ui.equity_calculator import EquityCalculatorWindow
    from razz_desktop.ui.main_window import MainWindow

TOOLS_MENU = "tools_menu"


@dataclass(slots=True, weakref_slot=True)  # weakly referenced: its methods are connected to signals
class EquityParts:
    parent: MainWindow
    action: QAction
    controller: EquityCalculatorController | None = None
    window: EquityCalculatorWindow | None = None

    def open(self) -> EquityCalculatorWindow:
        """Tools > Equity calculator: numpy and the calculator are imported now, never at start-up."""
        if self.window is None:
            from razz_desktop.controllers.equity_calculator import EquityCalculatorController
            from razz_desktop.ui.equity_calculator import EquityCalculatorWindow

            controller = EquityCalculatorController(parent=self.parent)
            w = EquityCalculatorWindow(parent=self.parent)
            w.calculate_requested.connect(controller.calculate)
            w.cancel_requested.connect(controller.cancel)
            controller.progress.connect(w.show_progress)
            controller.result_ready.connect(w.show_result)
            controller.failed.connect(w.show_error)
            controller.busy_changed.connect(w.set_busy)
            self.controller, self.window = controller, w
        self.window.show()
        self.window.raise_()
        self.window.activateWindow()
        return self.window

    def shutdown(self) -> None:
        if self.controller is not None:
            self.controller.shutdown()


def tools_menu(window: MainWindow) -> QMenu:
    """The menu bar's Tools menu, made (before Help) if no tool has made it yet."""
    bar = window.menuBar()
    found = window.findChild(QMenu, TOOLS_MENU)
    if found is not None:
        return found
    menu = QMenu(QCoreApplication.translate("ToolsMenu", "&Tools"), window)
    menu.setObjectName(TOOLS_MENU)
    help_action = next((a for a in bar.actions() if window.rules_action in _actions(a.menu())), None)
    if help_action is not None:
        bar.insertMenu(help_action, menu)
    else:
        bar.addMenu(menu)
    return menu


def _actions(menu: object) -> list[QAction]:
    return menu.actions() if isinstance(menu, QMenu) else []


def attach_equity(window: MainWindow) -> EquityParts:
    """Tools > Equity calculator (the window is built on first use)."""
    action = QAction(window)
    action.setText(QCoreApplication.translate("EquityWiring", "&Equity calculator\u2026"))
    action.setToolTip(QCoreApplication.translate(
        "EquityWiring", "Each hand's chance to win, to make an 8, 7, 6-low or the wheel, and its outs"))
    action.setObjectName("equity_calculator_action")
    tools_menu(window).addAction(action)
    parts = EquityParts(window, action)
    action.triggered.connect(parts.open)
    return parts
