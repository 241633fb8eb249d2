"""The mistakes browser (every graded decision across sessions, an error-rate chart) and the
analysis dialog of the History window's Analyse hands... The chart's module imports pyqtgraph: it is imported
when the browser's chart is first shown, never at start-up."""
