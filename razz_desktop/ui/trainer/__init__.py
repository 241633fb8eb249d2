"""The trainer's windows: the drills (``drill_window``, its chart in ``progress_chart``).

pyqtgraph is loaded only when the drill window's Progress tab is first shown.
"""
