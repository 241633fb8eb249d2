"""``@frozen_record``: ``@dataclass(frozen=True, slots=True)`` without its cost at import.

A frozen dataclass's methods (``__init__``, ``__repr__``, ``__eq__``,
``__hash__``, ``__setattr__``, ``__delattr__``) are generated as source text
and compiled, one ``exec`` each, every time the class is created: about
0.6 ms a class on the machines this project is measured on, and the app
creates some ninety before its first table is painted (issue 19's launch).
This decorator makes the same class with the same methods, compiling
nothing per class:

- ``__init__``, ``__eq__`` and ``__hash__`` are the bytecode ``dataclasses``
  would generate, taken from a template compiled once per number of fields
  (a few in a run) and given the class's field names
  (``CodeType.replace``); ``__eq__`` and ``__hash__`` are made when first
  called (most records are never compared before the first table); ``__init__`` stores each field through its slot's
  own descriptor, as :func:`.frozen.fast_init` does, so constructing is as
  fast as there, and comparing and hashing as fast as a dataclass's;
- ``__repr__``, ``__setattr__`` and ``__delattr__`` are closures (a frozen
  record's ``__setattr__`` only ever raises; ``repr`` is for people and logs):
  the same text, the same ``FrozenInstanceError``.

The class is a real dataclass: ``fields``, ``replace``, ``asdict``,
``is_dataclass``, pickling, ``copy``, ``__match_args__`` and
``__dataclass_params__`` (frozen, eq, repr, init) behave as for
``@dataclass(frozen=True, slots=True)``; tests/engine/test_frozen_record.py
compares the two on every point. Supported: plain fields with or without a
default, and ``__post_init__``; anything else (``field(default_factory=...)``,
``init=False``, keyword-only fields, ``InitVar``, inheriting from another
dataclass) is refused with a ``TypeError`` that says to use ``@dataclass``.
"""

from __future__ import annotations

import dataclasses
import reprlib
import threading
from collections.abc import Callable
from dataclasses import MISSING, FrozenInstanceError
from types import CodeType, FunctionType
from typing import Any, TypeVar, dataclass_transform

T = TypeVar("T")

_templates: dict[tuple[str, int], CodeType] = {}
_lock = threading.Lock()


def _placeholder(k: int) -> str:
    return f"_f{k}_"


def _template(kind: str, n: int) -> CodeType:
    """The code of ``kind`` ("eq", "hash", "init", "init_post") for ``n`` fields, compiled once per run."""
    key = (kind, n)
    known = _templates.get(key)
    if known is not None:
        return known
    names = [_placeholder(k) for k in range(n)]
    if kind == "eq":
        mine = "".join(f"self.{x}," for x in names)
        theirs = "".join(f"other.{x}," for x in names)
        source = ("def __eq__(self, other):\n"
                  "    if other.__class__ is self.__class__:\n"
                  f"        return ({mine}) == ({theirs})\n"
                  "    return NotImplemented\n")
    elif kind == "hash":
        source = "def __hash__(self):\n    return hash((" + "".join(f"self.{x}," for x in names) + "))\n"
    else:
        body = [f"    _set{k}_(self, {x})" for k, x in enumerate(names)]
        if kind == "init_post":
            body.append("    self.__post_init__()")
        source = f"def __init__(self{''.join(', ' + x for x in names)}):\n" + "\n".join(body or ["    pass"]) + "\n"
    scope: dict[str, Any] = {}
    exec(source, scope)  # noqa: S102 - a fixed template of placeholder names, compiled once per arity
    code: CodeType = scope[source.split("(")[0].removeprefix("def ")].__code__
    with _lock:
        return _templates.setdefault(key, code)


def _named(code: CodeType, names: tuple[str, ...], attribute_names: bool) -> CodeType:
    """``code`` with the placeholders replaced by ``names``: attributes read (``co_names``) or parameters."""
    mapping = {_placeholder(k): name for k, name in enumerate(names)}
    if attribute_names:
        return code.replace(co_names=tuple(mapping.get(x, x) for x in code.co_names))
    return code.replace(co_varnames=tuple(mapping.get(x, x) for x in code.co_varnames))


def _function(code: CodeType, scope: dict[str, Any], cls: type, name: str) -> FunctionType:
    fn = FunctionType(code, scope, name)
    fn.__qualname__ = f"{cls.__qualname__}.{name}"
    fn.__module__ = cls.__module__
    return fn


@dataclass_transform(frozen_default=True)
def frozen_record(cls: type[T]) -> type[T]:
    """Make ``cls`` a frozen, slotted dataclass; see the module docstring."""
    for base in cls.__mro__[1:]:
        if dataclasses.is_dataclass(base):
            raise TypeError(f"{cls.__name__}: frozen_record does not inherit dataclasses; use @dataclass")
    documented = cls.__dict__.get("__doc__") is not None
    if not documented:
        cls.__doc__ = "-"  # written below; dataclass would look for a signature the class does not have yet
    made: Any = dataclasses.dataclass(cls, init=False, repr=False, eq=False, frozen=False, slots=True)
    fields = dataclasses.fields(made)
    for f in fields:
        if f.default_factory is not MISSING or not f.init or f.kw_only:
            raise TypeError(f"{cls.__name__}.{f.name}: frozen_record supports plain fields and defaults only; "
                            "use @dataclass(frozen=True, slots=True)")
    initvar = getattr(dataclasses, "_FIELD_INITVAR", None)
    if any(getattr(f, "_field_type", None) is initvar for f in made.__dataclass_fields__.values()):
        raise TypeError(f"{cls.__name__}: frozen_record does not support InitVar; use @dataclass")
    names = tuple(f.name for f in fields)
    if "self" in names:
        raise TypeError(f"{cls.__name__}: a field named 'self'; use @dataclass")
    defaults = []
    for f in fields:
        if f.default is not MISSING:
            defaults.append(f.default)
        elif defaults:
            raise TypeError(f"non-default argument {f.name!r} follows default argument")

    setters = {f"_set{k}_": made.__dict__[name].__set__ for k, name in enumerate(names)}
    kind = "init_post" if hasattr(made, "__post_init__") else "init"
    init = _function(_named(_template(kind, len(names)), names, attribute_names=False), setters, made, "__init__")
    init.__defaults__ = tuple(defaults) or None
    init.__annotations__ = {**{f.name: f.type for f in fields}, "return": None}
    made.__init__ = init

    compared = tuple(f.name for f in fields if f.compare)
    hashed = tuple(f.name for f in fields if (f.compare if f.hash is None else f.hash))
    made.__eq__ = _on_first_call(made, "__eq__", "eq", compared)
    made.__hash__ = _on_first_call(made, "__hash__", "hash", hashed)
    made.__repr__ = _repr_of(made, tuple(f.name for f in fields if f.repr))
    made.__setattr__, made.__delattr__ = _frozen_of(made, frozenset(made.__dataclass_fields__))
    made.__getstate__, made.__setstate__ = _getstate, _setstate

    params = made.__dataclass_params__
    params.init = params.repr = params.eq = params.frozen = True
    if not documented:  # dataclass's own text, "Name(a: 'int', b: 'int' = 1)", without building a Signature
        from inspect import formatannotation

        params = ", ".join(f"{f.name}: {formatannotation(f.type)}" + ("" if f.default is MISSING else f" = {f.default!r}")
                           for f in fields)
        made.__doc__ = f"{made.__name__}({params})"
    return made  # type: ignore[no-any-return]


def _on_first_call(cls: type[Any], name: str, kind: str, names: tuple[str, ...]) -> Callable[..., Any]:
    """A stand-in that makes the real ``__eq__``/``__hash__`` when first called, puts it on the class
    and answers with it: most records are never compared or hashed before the first table, and
    their templates are then not compiled at all. From the second call on, the real method runs."""
    def real() -> FunctionType:
        fn = _function(_named(_template(kind, len(names)), names, attribute_names=True),
                       {"__builtins__": __builtins__}, cls, name)
        setattr(cls, name, fn)  # two threads may both get here: the same function, twice
        return fn

    def stand_in(self: Any, *args: Any) -> Any:
        return real()(self, *args)

    stand_in.__name__ = name
    stand_in.__qualname__ = f"{cls.__qualname__}.{name}"
    return stand_in


def _repr_of(cls: type, names: tuple[str, ...]) -> Callable[[Any], str]:
    @reprlib.recursive_repr()
    def __repr__(self: Any) -> str:  # noqa: N807 - the method's own name
        fields = ", ".join(f"{n}={getattr(self, n)!r}" for n in names)
        return f"{self.__class__.__qualname__}({fields})"

    __repr__.__qualname__ = f"{cls.__qualname__}.__repr__"
    return __repr__


def _frozen_of(cls: type[Any], names: frozenset[str]) -> tuple[Callable[[Any, str, Any], None], Callable[[Any, str], None]]:
    def __setattr__(self: Any, name: str, value: Any) -> None:  # noqa: N807
        if type(self) is cls or name in names:
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    def __delattr__(self: Any, name: str) -> None:  # noqa: N807
        if type(self) is cls or name in names:
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    __setattr__.__qualname__ = f"{cls.__qualname__}.__setattr__"
    __delattr__.__qualname__ = f"{cls.__qualname__}.__delattr__"
    return __setattr__, __delattr__


def _getstate(self: Any) -> list[Any]:
    """As ``dataclasses`` pickles a frozen slotted instance: its field values in order."""
    return [getattr(self, f.name) for f in dataclasses.fields(self)]


def _setstate(self: Any, state: list[Any]) -> None:
    for f, value in zip(dataclasses.fields(self), state, strict=False):
        object.__setattr__(self, f.name, value)  # past the frozen __setattr__, as dataclasses does
