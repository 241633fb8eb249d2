"""Every module the program can reach by a dynamic import is in the frozen bundle.

PyInstaller follows ``import`` statements only. A module reached through
``importlib.import_module(...)``, ``__import__(...)`` or a lazy module ``__getattr__``
is invisible to it, and the bundle died at the first use of one
(``razz_desktop.settings.changes``, issue 17). The spec collects every submodule of
razz_desktop, but ``collect_submodules`` silently drops a module that fails to import
and knows nothing of targets outside the package. So for each dynamic import in
razz_desktop this test works out the target and requires that it is either imported
statically somewhere in the package, or a razz_desktop module that imports cleanly while
the spec collects the package. A dynamic import whose target it cannot work out fails
too: write it with a literal, or a module-level table of names.
"""

from __future__ import annotations

import ast
import importlib
import importlib.util
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "razz_desktop"
SPEC = ROOT / "packaging" / "razz-desktop.spec"


@dataclass(frozen=True)
class DynamicImport:
    module: str  # the module that contains the call
    line: int
    targets: tuple[str, ...]  # absolute module names; empty when they cannot be worked out


def module_name(path: Path, package_root: Path) -> str:
    rel = path.relative_to(package_root.parent).with_suffix("")
    parts = rel.parts[:-1] if rel.name == "__init__" else rel.parts
    return ".".join(parts)


def _module_level_strings(tree: ast.Module) -> list[str]:
    """The str constants in module-level assignments (the tables a lazy loader reads from)."""
    found: list[str] = []
    for node in tree.body:
        if isinstance(node, ast.Assign | ast.AnnAssign) and node.value is not None:
            found += [c.value for c in ast.walk(node.value) if isinstance(c, ast.Constant)
                      and isinstance(c.value, str)]
    return found


def _candidates(arg: ast.expr, tree: ast.Module) -> list[str] | None:
    """The possible values of an import_module argument, or None when unknowable."""
    if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
        return [arg.value]
    if isinstance(arg, ast.JoinedStr):
        holes = [v for v in arg.values if isinstance(v, ast.FormattedValue)]
        if len(holes) != 1:
            return None
        prefix_parts: list[str] = []
        suffix_parts: list[str] = []
        seen_hole = False
        for v in arg.values:
            if isinstance(v, ast.FormattedValue):
                seen_hole = True
            elif isinstance(v, ast.Constant):
                (suffix_parts if seen_hole else prefix_parts).append(str(v.value))
        values = [s for s in _module_level_strings(tree) if s.isidentifier()]
        return ["".join(prefix_parts) + s + "".join(suffix_parts) for s in values] or None
    return None


def _resolve(name: str, package: str | None, current: str) -> str:
    if name.startswith("."):
        base = package or current
        return importlib.util.resolve_name(name, base)
    return name


def dynamic_imports(package_root: Path) -> Iterator[DynamicImport]:
    """Every import_module / __import__ call under package_root (a lazy module __getattr__
    loads through one of them, so it is found by its call)."""
    for path in sorted(package_root.rglob("*.py")):
        current = module_name(path, package_root)
        package = current if path.name == "__init__.py" else current.rpartition(".")[0]
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
            if name not in ("import_module", "__import__") or not node.args:
                continue
            values = _candidates(node.args[0], tree)
            if values is None:
                yield DynamicImport(current, node.lineno, ())
                continue
            pkg_arg = node.args[1] if len(node.args) > 1 else None
            anchor = package
            if isinstance(pkg_arg, ast.Name) and pkg_arg.id == "__name__":
                anchor = current
            elif isinstance(pkg_arg, ast.Name) and pkg_arg.id == "__package__":
                anchor = package
            targets = tuple(_resolve(v, anchor, current) for v in values)
            # A table may hold other strings too: keep the names that are modules.
            real = tuple(t for t in targets if _exists(t, package_root))
            yield DynamicImport(current, node.lineno, real or targets)


def _exists(name: str, package_root: Path) -> bool:
    top = package_root.name
    if name != top and not name.startswith(top + "."):
        return importlib.util.find_spec(name) is not None
    rel = Path(*name.split(".")[1:]) if "." in name else Path()
    base = package_root / rel
    return base.with_suffix(".py").is_file() or (base / "__init__.py").is_file()


def static_imports(package_root: Path) -> set[str]:
    """Every module named by an import statement anywhere in the package (PyInstaller sees
    these, inside functions too)."""
    names: set[str] = set()
    for path in package_root.rglob("*.py"):
        current = module_name(path, package_root)
        package = current if path.name == "__init__.py" else current.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                base = ("." * node.level + (node.module or "")) if node.level else (node.module or "")
                resolved = importlib.util.resolve_name(base, package) if node.level else base
                names.add(resolved)
                names.update(f"{resolved}.{alias.name}" for alias in node.names)
    return names


def problems(package_root: Path, collects_package: bool) -> list[str]:
    """Why the bundle would miss a dynamically imported module (empty: it would not)."""
    found: list[str] = []
    static = static_imports(package_root)
    top = package_root.name
    for dyn in dynamic_imports(package_root):
        where = f"{dyn.module} line {dyn.line}"
        if not dyn.targets:
            found.append(f"{where}: dynamic import whose target cannot be worked out statically")
            continue
        for target in dyn.targets:
            if target in static:
                continue
            inside = target == top or target.startswith(top + ".")
            if not inside:
                found.append(f"{where}: {target} is imported only dynamically and is outside {top}")
            elif not collects_package:
                found.append(f"{where}: {target} is imported only dynamically and the spec does not "
                             f"collect_submodules({top!r})")
            elif not _exists(target, package_root):
                found.append(f"{where}: {target} does not exist")
            else:
                try:
                    importlib.import_module(target)
                except Exception as exc:  # collect_submodules would drop it, silently
                    found.append(f"{where}: {target} fails to import, so collect_submodules "
                                 f"would leave it out: {exc!r}")
    return found


def spec_collects_package() -> bool:
    tree = ast.parse(SPEC.read_text(encoding="utf-8"))
    return any(isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "collect_submodules"
               and n.args and isinstance(n.args[0], ast.Constant) and n.args[0].value == "razz_desktop"
               for n in ast.walk(tree))


def test_the_spec_collects_every_submodule_and_all_resources() -> None:
    assert spec_collects_package()
    text = SPEC.read_text(encoding="utf-8")
    assert 'collect_data_files("razz_desktop.resources"' in text


def test_every_dynamic_import_of_razz_desktop_reaches_the_bundle() -> None:
    found = list(dynamic_imports(PACKAGE))
    if "import_module" in (PACKAGE / "settings" / "__init__.py").read_text(encoding="utf-8"):
        # The lazy settings loader that broke the bundle: the scan must see it, and without
        # the spec's collect_submodules it must be reported.
        assert any(d.module == "razz_desktop.settings" and "razz_desktop.settings.changes" in d.targets
                   for d in found), found
        assert any("razz_desktop.settings.changes" in m for m in problems(PACKAGE, collects_package=False))
    assert problems(PACKAGE, spec_collects_package()) == []


# -- the checker itself fails where the bundle would ------------------------------------------

def _package(tmp_path: Path, files: dict[str, str]) -> Path:
    root = tmp_path / "fakepkg"
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root


LAZY = ('import importlib\n_LATER = {"thing": "hidden"}\n'
        'def __getattr__(name):\n    return getattr(importlib.import_module(f".{_LATER[name]}", __name__), name)\n')


def test_checker_flags_a_lazy_module_when_the_package_is_not_collected(tmp_path: Path) -> None:
    root = _package(tmp_path, {"__init__.py": LAZY, "hidden.py": "thing = 1\n"})
    assert [d.targets for d in dynamic_imports(root)] == [("fakepkg.hidden",)]
    (message,) = problems(root, collects_package=False)
    assert "fakepkg.hidden is imported only dynamically" in message


def test_checker_accepts_it_once_it_is_imported_statically(tmp_path: Path) -> None:
    root = _package(tmp_path, {"__init__.py": LAZY, "hidden.py": "thing = 1\n",
                               "user.py": "from fakepkg.hidden import thing\n"})
    assert problems(root, collects_package=False) == []


def test_checker_flags_unknowable_and_outside_targets(tmp_path: Path) -> None:
    root = _package(tmp_path, {"__init__.py": "",
                               "a.py": "import importlib, os\nimportlib.import_module(os.environ['X'])\n",
                               "b.py": "__import__('json.tool')\n"})
    messages = problems(root, collects_package=True)
    assert any("cannot be worked out" in m and "fakepkg.a" in m for m in messages)
    assert any("json.tool is imported only dynamically and is outside fakepkg" in m for m in messages)


def test_checker_flags_a_collected_module_that_fails_to_import(tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    root = _package(tmp_path, {"__init__.py": LAZY, "hidden.py": "raise RuntimeError('broken')\n"})
    monkeypatch.syspath_prepend(str(tmp_path))
    (message,) = problems(root, collects_package=True)
    assert "fails to import" in message and "broken" in message
