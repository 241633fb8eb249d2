"""``@frozen_record`` makes the class ``@dataclass(frozen=True, slots=True)`` makes, without compiling per class.

Each check builds the same class both ways and compares what a caller can
see: construction (positional, keyword, defaults, ``__post_init__``), the
text of ``repr`` (the engine's differential digest hashes it), equality and
hashes, frozenness, ``fields``/``replace``/``asdict``/``astuple``, pickling
and copying, pattern matching, the signature and the docstring.
"""

from __future__ import annotations

import copy
import inspect
import pickle
from dataclasses import (
    FrozenInstanceError,
    asdict,
    astuple,
    dataclass,
    field,
    fields,
    is_dataclass,
    replace,
)

import pytest

from razz_desktop.engine.frozen_record import frozen_record


def _pair(body: dict[str, object], annotations: dict[str, str], doc: str | None = "A record."):
    def make(decorate):
        ns = dict(body)
        ns["__annotations__"] = dict(annotations)
        ns["__module__"] = __name__
        ns["__qualname__"] = "Rec"
        ns["__doc__"] = doc
        return decorate(type("Rec", (), ns))

    return make(dataclass(frozen=True, slots=True)), make(frozen_record)


CASES = [
    ({}, {}),
    ({}, {"a": "int"}),
    ({"c": None, "d": (1, 2)}, {"a": "int", "b": "str", "c": "int | None", "d": "tuple[int, ...]"}),
    ({"b": field(default=3, repr=False), "c": field(default=0, compare=False)}, {"a": "int", "b": "int", "c": "int"}),
    ({"b": field(default=5, hash=False)}, {"a": "int", "b": "int"}),
]


@pytest.mark.parametrize(("body", "annotations"), CASES)
def test_the_same_class_both_ways(body, annotations) -> None:
    std, fast = _pair(body, annotations)
    names = list(annotations)
    required = [n for n in names if n not in body]
    args = [f"v{k}" if k % 2 else k for k, _ in enumerate(required)]
    s, f = std(*args), fast(*args)
    assert repr(s) == repr(f)
    assert [x.name for x in fields(s)] == [x.name for x in fields(f)] == names
    assert asdict(s) == asdict(f) and astuple(s) == astuple(f)
    assert is_dataclass(f) and f.__dataclass_params__.frozen and f.__dataclass_params__.eq
    assert f.__match_args__ == s.__match_args__ and "__slots__" in fast.__dict__
    assert hash(s) == hash(f)
    twin = fast(*args)
    assert f == twin and f.__ne__(twin) is False and hash(f) == hash(twin)
    assert (f == s) is False  # another class: never equal, as between two dataclasses
    assert f.__eq__(object()) is NotImplemented
    for name in names:
        with pytest.raises(FrozenInstanceError, match=f"cannot assign to field '{name}'"):
            setattr(f, name, 1)
        with pytest.raises(FrozenInstanceError, match=f"cannot delete field '{name}'"):
            delattr(f, name)
    with pytest.raises(FrozenInstanceError):
        f.other = 1  # type: ignore[attr-defined]
    for clone in (copy.copy(f), copy.deepcopy(f)):
        assert clone == f and repr(clone) == repr(f)
    if names:
        changed_s, changed_f = replace(s, **{names[0]: 99}), replace(f, **{names[0]: 99})
        assert repr(changed_s) == repr(changed_f) and changed_f != f
        assert fast(**{n: getattr(f, n) for n in names}) == f  # by keyword
    assert str(inspect.signature(fast)) == str(inspect.signature(std))
    compared = [x.name for x in fields(fast) if x.compare]
    assert set(compared) <= set(fast.__eq__.__code__.co_names)  # compared once: the real method is in place
    assert fast.__init__.__qualname__ == "Rec.__init__" and fast.__eq__.__qualname__ == "Rec.__eq__"


@dataclass(frozen=True, slots=True)
class Plain:
    a: int
    b: tuple[int, ...] = ()


@frozen_record
class Fast:
    a: int
    b: tuple[int, ...] = ()


def test_pickled_and_copied_as_a_dataclass_is() -> None:
    s, f = Plain(1, (2, 3)), Fast(1, (2, 3))
    for clone in (pickle.loads(pickle.dumps(f)), copy.copy(f), copy.deepcopy(f)):
        assert clone == f and clone is not f and repr(clone) == repr(f).replace("Fast", "Fast")
    assert f.__getstate__() == s.__getstate__() == [1, (2, 3)]  # type: ignore[attr-defined]
    assert repr(f) == repr(s).replace("Plain", "Fast")


def test_equal_fields_compare_and_hash_as_a_dataclass_does() -> None:
    std, fast = _pair({"c": field(default=0, compare=False)}, {"a": "int", "b": "int", "c": "int"})
    assert fast(1, 2, 3) == fast(1, 2, 4)  # c is not compared
    assert std(1, 2, 3) == std(1, 2, 4)
    assert fast(1, 2) != fast(1, 3)
    assert hash(fast(1, 2, 3)) == hash(std(1, 2, 9)) == hash((1, 2))
    assert {fast(1, 2), fast(1, 2, 7)} == {fast(1, 2)}


def test_post_init_runs_after_the_fields_are_set_and_can_refuse() -> None:
    seen = []

    def check(self):
        seen.append((self.a, self.b))
        if self.a < 0:
            raise ValueError("negative")

    std, fast = _pair({"__post_init__": check, "b": 2}, {"a": "int", "b": "int"})
    assert fast(1).b == 2 and seen == [(1, 2)]
    with pytest.raises(ValueError, match="negative"):
        fast(-1)
    with pytest.raises(TypeError):
        fast()  # a missing argument, as for the dataclass
    with pytest.raises(TypeError):
        fast(1, 2, 3)
    with pytest.raises(TypeError):
        fast(1, c=3)


def test_a_recursive_repr_says_so_as_a_dataclass_does() -> None:
    std, fast = _pair({}, {"a": "object"})
    inner_s, inner_f = [], []
    s, f = std(inner_s), fast(inner_f)
    inner_s.append(s)
    inner_f.append(f)
    assert repr(s) == repr(f) == "Rec(a=[...])"


def test_the_docstring_and_pattern_matching() -> None:
    std, fast = _pair({"b": 1}, {"a": "int", "b": "int"}, doc=None)
    assert fast.__doc__ == std.__doc__
    std_types, fast_types = _pair({"c": (1,), "d": None}, {"a": int, "b": tuple[int, ...], "c": tuple, "d": "str | None"},
                                  doc=None)
    assert fast_types.__doc__ == std_types.__doc__
    match fast(4):
        case fast(a, b):  # type: ignore[misc]
            assert (a, b) == (4, 1)
        case _:
            pytest.fail("no match")


def test_what_it_does_not_support_is_refused_with_a_pointer_to_dataclass() -> None:
    for body in ({"a": field(default_factory=list)}, {"a": field(default=0, init=False)},
                 {"a": field(default=0, kw_only=True)}):
        with pytest.raises(TypeError, match="dataclass"):
            _pair(body, {"a": "list[int]"})
    with pytest.raises(TypeError, match="follows default"):
        _pair({"a": 1}, {"a": "int", "b": "int"})[1]

    @dataclass(frozen=True, slots=True)
    class Base:
        x: int

    with pytest.raises(TypeError, match="inherit"):
        frozen_record(type("Child", (Base,), {"__annotations__": {"y": "int"}, "__module__": __name__}))
