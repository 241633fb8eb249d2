"""The settings package is found by static analysis alone, and its modules import one way.

PyInstaller (like :mod:`modulefinder`) follows only ``import`` statements: a
module reached through ``importlib.import_module`` or a module ``__getattr__``
is left out of the bundle, which then dies at first use (it did, with
``razz_desktop.settings.changes``). And the model/codec/validation cycle made
the order of imports matter; both are checked here.
"""

from __future__ import annotations

import ast
import modulefinder
import sys
from pathlib import Path

import grimp

import razz_desktop.settings

PACKAGE = Path(razz_desktop.settings.__file__).parent
MODULES = sorted(f"razz_desktop.settings.{p.stem}" for p in PACKAGE.glob("*.py") if p.stem != "__init__")


def test_static_analysis_finds_every_settings_module(tmp_path: Path) -> None:
    script = tmp_path / "entry.py"
    script.write_text("import razz_desktop.settings\n", "utf-8")
    finder = modulefinder.ModuleFinder(path=[str(PACKAGE.parents[1]), *sys.path],
                                       excludes=["PySide6", "numpy", "pyqtgraph", "hypothesis"])
    finder.run_script(str(script))
    missing = [m for m in MODULES if m not in finder.modules]
    assert missing == []


def test_no_dynamic_imports_in_the_settings_package() -> None:
    for path in PACKAGE.glob("*.py"):
        tree = ast.parse(path.read_text("utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and node.attr == "import_module":
                raise AssertionError(f"{path.name}:{node.lineno} uses import_module")
            if isinstance(node, ast.Name) and node.id == "__import__":
                raise AssertionError(f"{path.name}:{node.lineno} uses __import__")
        top_level = {n.name for n in tree.body if isinstance(n, ast.FunctionDef)}
        assert "__getattr__" not in top_level, f"{path.name} has a module __getattr__"


def test_no_import_inside_a_function() -> None:
    """Imports at call time are how the old cycle was hidden; every import is at the top."""
    for path in PACKAGE.glob("*.py"):
        tree = ast.parse(path.read_text("utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                inner = [n for n in ast.walk(node) if isinstance(n, ast.Import | ast.ImportFrom)]
                assert inner == [], f"{path.name}:{node.name} imports at call time"


def test_settings_modules_import_each_other_one_way() -> None:
    graph = grimp.build_graph("razz_desktop", include_external_packages=False)
    cycles = []
    for a in MODULES:
        for b in graph.find_modules_directly_imported_by(a):
            if b in MODULES and graph.chain_exists(importer=b, imported=a):
                cycles.append((a, b))
    assert cycles == []
