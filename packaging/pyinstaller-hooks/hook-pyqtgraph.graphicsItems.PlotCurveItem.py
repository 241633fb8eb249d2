# pyqtgraph's PlotCurveItem imports f"{QT_LIB}.QtOpenGL" with importlib.import_module,
# which PyInstaller's analysis cannot see (and pyinstaller-hooks-contrib's pyqtgraph hook
# does not declare). Scoped to this one module, so the OpenGL libraries are bundled only
# when pyqtgraph is.
hiddenimports = ["PySide6.QtOpenGL"]
