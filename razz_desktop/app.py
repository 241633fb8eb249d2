"""Composition root: builds the application and its main window."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

    app = QApplication(sys.argv if argv is None else argv)
    app.setApplicationName("Razz Desktop")
    window = QMainWindow()
    window.setWindowTitle("Razz Desktop")
    label = QLabel("Razz Desktop: the table is not built yet.")
    window.setCentralWidget(label)
    window.resize(1000, 700)
    window.show()
    return app.exec()
