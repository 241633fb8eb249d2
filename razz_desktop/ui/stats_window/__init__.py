"""The Statistics window (pyqtgraph charts). Imported only when the window is first opened.

``import pyqtgraph`` costs about half a second, so nothing imports this package
at start-up: ``app.py`` imports it the first time the user asks for the
window (the tests check that building the main window leaves pyqtgraph unloaded).
"""

from .window import StatsWindow, describe_filter, help_html

__all__ = ["StatsWindow", "describe_filter", "help_html"]
