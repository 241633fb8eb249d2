"""No import circles anywhere in the package (issue 39).

A circle means neither module can be read, tested or moved without the other, and
Python resolves it only by the order of first imports, so a harmless-looking new import
can break start-up. The graph is built from the source with ``ast``: every import
counts, at the top, inside a function (deferred imports) and under ``TYPE_CHECKING``,
because each of them is still a dependency a reader has to follow. import-linter's
contracts (pyproject.toml) say which layer may import which; this says that no set of
modules imports itself round.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import razz_desktop

PACKAGE_DIR = Path(razz_desktop.__file__).parent


def modules_of(package_dir: Path) -> dict[str, Path]:
    """Every module of the package under ``package_dir``, by dotted name (a package by its own name)."""
    top = package_dir.name
    found: dict[str, Path] = {}
    for path in sorted(package_dir.rglob("*.py")):
        parts = (top, *path.relative_to(package_dir).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join(parts)] = path
    return found


def _imported(name: str, path: Path, known: dict[str, Path]) -> Iterator[str]:
    """The package's modules that module ``name`` imports, each once or more."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name in known:
                    yield alias.name
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                target = ".".join([*base, node.module] if node.module else base)
            else:
                target = node.module or ""
            for alias in node.names:
                if f"{target}.{alias.name}" in known:  # ``from pkg import module``
                    yield f"{target}.{alias.name}"
                elif target in known:
                    yield target


def import_graph(package_dir: Path) -> dict[str, set[str]]:
    known = modules_of(package_dir)
    return {name: set(_imported(name, path, known)) - {name} for name, path in known.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan, without recursion)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    found: list[list[str]] = []
    counter = 0
    for root in sorted(graph):
        if root in index:
            continue
        work: list[tuple[str, Iterator[str]]] = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            for child in children:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.get(child, ())))))
                    break
                if child in on_stack:
                    low[node] = min(low[node], index[child])
            else:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        found.append(sorted(component))
    return found


def test_the_package_has_no_import_circles() -> None:
    graph = import_graph(PACKAGE_DIR)
    assert len(graph) > 200, "the walk found too few modules to be the package"
    assert cycles(graph) == []


def _write(root: Path, files: dict[str, str]) -> Path:
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root / "pkg"


def test_the_check_finds_a_circle_through_deferred_and_type_checking_imports(tmp_path: Path) -> None:
    package = _write(tmp_path, {
        "pkg/__init__.py": "",
        "pkg/a.py": "from pkg import b\n",
        "pkg/b.py": "def f():\n    from .sub.c import x\n",
        "pkg/sub/__init__.py": "",
        "pkg/sub/c.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from ..a import y\n",
        "pkg/d.py": "import pkg.a\n",
    })
    graph = import_graph(package)
    assert graph["pkg.d"] == {"pkg.a"}
    assert cycles(graph) == [["pkg.a", "pkg.b", "pkg.sub.c"]]


def test_the_check_finds_two_modules_importing_each_other_and_nothing_in_a_chain(tmp_path: Path) -> None:
    package = _write(tmp_path, {
        "pkg/__init__.py": "",
        "pkg/x.py": "from .y import thing\n",
        "pkg/y.py": "import pkg.x\n",
        "pkg/z.py": "from pkg.x import thing\n",
    })
    assert cycles(import_graph(package)) == [["pkg.x", "pkg.y"]]
    package = _write(tmp_path / "chain", {"pkg/__init__.py": "", "pkg/x.py": "from .y import t\n", "pkg/y.py": ""})
    assert cycles(import_graph(package)) == []
