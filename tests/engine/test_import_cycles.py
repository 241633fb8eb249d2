"""No import cycles inside the engine, not even ones broken at run time.

Issue 11: ``snapshot`` read ``Hand``'s private attributes and ``hand``
imported it lazily to dodge the cycle. Every import counts here, at module
level, inside functions or under ``TYPE_CHECKING``: a cycle hidden in a
function body is still a cycle in the design.
"""

from __future__ import annotations

import ast
from pathlib import Path

import razz_desktop.engine as engine

ROOT = Path(engine.__file__).parent


def module_name(path: Path) -> str:
    rel = path.relative_to(ROOT.parent.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def engine_imports() -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {}
    modules = {module_name(p): p for p in ROOT.rglob("*.py")}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        deps: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    pkg = package.split(".")
                    pkg = pkg[: len(pkg) - node.level + 1]
                    base = ".".join(pkg + ([base] if base else []))
                targets = [base] + [f"{base}.{a.name}" for a in node.names]
            for t in targets:
                if t in modules and t != name:
                    deps.add(t)
        graph[name] = deps
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(n: str) -> list[str] | None:
        state[n] = 1
        stack.append(n)
        for d in sorted(graph[n]):
            # a package's __init__ importing its own submodules is not a cycle of design
            if n.startswith(d + ".") or d.startswith(n + "."):
                continue
            if state.get(d) == 1:
                return stack[stack.index(d):] + [d]
            if d not in state and (found := visit(d)):
                return found
        stack.pop()
        state[n] = 2
        return None

    for n in sorted(graph):
        if n not in state and (found := visit(n)):
            return found
    return None


def test_the_engine_has_no_import_cycle() -> None:
    graph = engine_imports()
    assert "razz_desktop.engine.snapshot" in graph
    assert "razz_desktop.engine.hand" not in graph["razz_desktop.engine.snapshot"]
    assert find_cycle(graph) is None, " -> ".join(find_cycle(graph) or [])


def test_the_cycle_finder_finds_a_planted_cycle() -> None:
    graph = engine_imports()
    graph["razz_desktop.engine.snapshot"].add("razz_desktop.engine.hand")  # the old shape
    assert find_cycle(graph) is not None


def test_snapshot_reads_no_private_attribute_of_the_hand() -> None:
    import re

    source = (ROOT / "snapshot.py").read_text(encoding="utf-8")
    assert re.search(r"\bhand\._", source) is None
