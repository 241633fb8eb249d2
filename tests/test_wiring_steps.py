"""wiring.steps.Deferred: a feature attached at once, in steps, or on its first request, always exactly once."""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import QObject, Signal

from razz_desktop.wiring.steps import Deferred


class Menu(QObject):
    asked = Signal(str)


def counted_steps(log: list[str], n: int = 3) -> Iterator[str | None]:
    for i in range(n):
        log.append(f"step {i}")
        yield None
    yield "parts"


def test_now_attaches_once_and_finishes_steps_under_way(qtbot) -> None:  # noqa: ANN001
    log: list[str] = []
    done: list[str] = []
    parent = QObject()
    made: list[int] = []

    def make() -> Iterator[str | None]:
        made.append(1)
        return counted_steps(log)

    feature = Deferred(make, done.append, parent)
    feature.in_steps()  # the first step now, the rest later
    assert log == ["step 0"] and feature.parts is None
    assert feature.now() == "parts"  # the remaining steps at once
    assert log == ["step 0", "step 1", "step 2"] and done == ["parts"] and made == [1]
    feature.in_steps()
    assert feature.now() == "parts" and done == ["parts"] and made == [1]


def test_a_request_before_the_parts_exist_attaches_them_and_is_asked_again(qtbot) -> None:  # noqa: ANN001
    menu = Menu()
    done: list[str] = []
    received: list[str] = []

    def attached(parts: str) -> None:
        done.append(parts)
        menu.asked.connect(received.append)  # the real receiver comes with the parts

    feature = Deferred(lambda: counted_steps([]), attached, menu)
    feature.when_asked([menu.asked])
    menu.asked.emit("History")
    assert done == ["parts"] and received == ["History"]
    menu.asked.emit("again")  # the stand-in is gone: one delivery, no second attach
    assert done == ["parts"] and received == ["History", "again"]


def test_what_comes_next_runs_once_the_parts_are_attached_however_they_come(qtbot) -> None:  # noqa: ANN001
    log: list[str] = []
    done: list[str] = []
    parent = QObject()
    feature = Deferred(lambda: counted_steps(log), done.append, parent)
    after: list[str] = []
    feature.in_steps(then=lambda: after.append("first"))
    feature.in_steps(then=lambda: after.append("second"))  # under way: waits too, starts nothing new
    assert log == ["step 0"] and after == []
    feature.now()  # finished at once by a request: the waiting ones run after on_done, in order, once
    assert done == ["parts"] and after == ["first", "second"]
    feature.in_steps(then=lambda: after.append("third"))  # already attached: at once
    assert after == ["first", "second", "third"] and log == ["step 0", "step 1", "step 2"]
