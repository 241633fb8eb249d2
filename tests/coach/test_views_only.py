"""The coach sees only views (DESIGN.md): no live ``Hand``, not even for its warm-up."""

from __future__ import annotations

import ast
from dataclasses import replace
from pathlib import Path

import pytest

import razz_desktop.coach
from razz_desktop.coach import hints
from razz_desktop.engine.cards import Deck
from razz_desktop.engine.hand import Hand
from razz_desktop.engine.rules import GameConfig

COACH = Path(razz_desktop.coach.__file__).parent
MUTATORS = ("razz_desktop.engine.hand", "razz_desktop.engine.table")
FRONT_END = "command.py"
"""``python -m razz_desktop.coach SPOT.json``: a command line, not the coach. It plays the
scenario file through the engine (as ``engine.scenario`` does) and hands the coach nothing
but the acting seat's view (``test_the_command_gives_the_coach_only_a_view``)."""


def _imports(path: Path) -> list[tuple[str, tuple[str, ...]]]:
    """(module, names) of every import statement in ``path``, at any depth (lazy ones too)."""
    found: list[tuple[str, tuple[str, ...]]] = []
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            found += [(a.name, ()) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if node.level:  # relative: inside razz_desktop.coach
                module = "razz_desktop.coach" + ("." + module if module else "")
            found.append((module, tuple(a.name for a in node.names)))
    return found


def test_no_coach_module_imports_the_engines_mutators() -> None:
    files = sorted(COACH.rglob("*.py"))
    assert len(files) >= 4
    for path in files:
        if path.name == FRONT_END:
            continue
        for module, names in _imports(path):
            assert not module.startswith(MUTATORS), f"{path.name} imports {module}"
            if module == "razz_desktop.engine":
                assert not {"Hand", "Table", "hand", "table"} & set(names), \
                    f"{path.name} imports {names} from razz_desktop.engine"


def test_the_warm_up_never_builds_a_hand(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*_args: object, **_kw: object) -> None:
        raise AssertionError("the coach's warm-up built a live Hand")

    monkeypatch.setattr(Hand, "__init__", refuse)
    hints.warm_up()  # raises if it makes a Hand anywhere


def test_the_warm_up_view_is_what_the_engine_shows_that_seat() -> None:
    """The hand-made view is a real decision: the engine's own view of the same deal."""
    hand = Hand(GameConfig(), {1: 1000, 2: 1000, 3: 1000}, deck=Deck(range(52)))
    hand.start()
    assert hand.to_act == 3
    assert hints.warm_up_view() == replace(hand.view(3), hand_id=0)


def test_the_command_gives_the_coach_only_a_view(monkeypatch: pytest.MonkeyPatch) -> None:
    from razz_desktop.coach import command
    from razz_desktop.engine.views import SeatView

    seen: list[object] = []
    real = hints.make_hint

    def spy(view: object, *args: object, **kw: object) -> object:
        seen.append(view)
        return real(view, *args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(hints, "make_hint", spy)
    command.advise({"seats": {"1": 1000, "2": 1000}, "deck": ["Ac", "Kc", "2d", "Qd", "3h", "Jh"],
                    "actions": ["bring-in"]})
    assert len(seen) == 1 and isinstance(seen[0], SeatView)
